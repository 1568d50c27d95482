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
# The scale-out test (scripts/scale-out.ts): app servers behind HAProxy, started by the test itself.
command -v haproxy >/dev/null 2>&1 || need+=(haproxy)
fc-list 2>/dev/null | grep -qi dejavu || need+=(fonts-dejavu-core)
# fc-list: scripts/storyShots.test.ts lists the fonts the story pictures see.
command -v fc-list >/dev/null 2>&1 || need+=(fontconfig)
# The screen-reader journeys (npm run a11y:orca): GNOME Orca on a virtual display, keys by xdotool.
orca_need=()
[ -x /usr/bin/orca ] || orca_need+=(orca)
command -v Xvfb >/dev/null 2>&1 || orca_need+=(xvfb)
command -v xdotool >/dev/null 2>&1 || orca_need+=(xdotool)
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
if [ ${#orca_need[@]} -gt 0 ]; then
  echo "Installing the screen reader for the Orca journeys from Debian: ${orca_need[*]}"
  if [ "$(id -u)" = 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    { [ ${#need[@]} -gt 0 ] || apt-get update -qq >/dev/null; } && apt-get install -y -qq --no-install-recommends "${orca_need[@]}" >/dev/null \
      || echo "!!! apt-get could not install ${orca_need[*]}; the Orca journeys will be skipped with a message."
  else
    echo "!!! Not root: install these for the Orca journeys: sudo apt-get install -y --no-install-recommends ${orca_need[*]}"
  fi
fi
# Orca speaks role names in the journey's language only when that locale exists.
if [ -x /usr/bin/orca ] && command -v localedef >/dev/null 2>&1; then
  for loc in de_DE en_US; do
    locale -a 2>/dev/null | grep -qi "^${loc}.utf-\?8$" || localedef -i "$loc" -f UTF-8 "$loc.UTF-8" 2>/dev/null \
      || echo "!!! Could not generate the locale $loc.UTF-8 (root needed): Orca would speak its role names in English."
  done
fi
