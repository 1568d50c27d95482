#!/usr/bin/env bash
# Installs what the test suite needs from Debian's packages when it is missing (CI runs as root).
set -uo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v pdfinfo >/dev/null 2>&1 || need+=(poppler-utils)
command -v xmlsec1 >/dev/null 2>&1 || need+=(xmlsec1)
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
command -v openssl >/dev/null 2>&1 || need+=(openssl)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
fc-list 2>/dev/null | grep -qi dejavu || need+=(fonts-dejavu-core)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing test tools from Debian: ${need[*]}"
  if [ "$(id -u)" = 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null && apt-get install -y -qq "${need[@]}" >/dev/null \
      || echo "!!! apt-get could not install ${need[*]}; the parts that need them will fail loudly."
  else
    echo "!!! Not root: install these yourself: sudo apt-get install -y ${need[*]}"
  fi
fi
