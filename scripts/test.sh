#!/usr/bin/env bash
# Every test: lint, types, unit + component + server (PGlite), server on PostgreSQL,
# story axe in Chromium (both themes), browser journeys and a11y against the real server.
set -uo pipefail
cd "$(dirname "$0")/.."
export CI=${CI:-}
bash scripts/ensure-tools.sh

failed=()
step() {
  local name=$1; shift
  echo
  echo "════ $name"
  local t0=$SECONDS
  if "$@"; then echo "──── $name: ok ($((SECONDS - t0)) s)"; else echo "──── $name: FAILED ($((SECONDS - t0)) s)"; failed+=("$name"); fi
}

step "lint" npm run -s lint
step "typecheck" npm run -s typecheck
step "unit, component and server tests (PGlite)" npx vitest run
step "server tests on PostgreSQL" bash scripts/with-postgres.sh npx vitest run --project node src/server
step "build the app" npm run -s build

# The screen-reader run waits on speech, not on the processor: it runs beside the browser steps,
# which yield the processor to it (nice), so Orca answers as fast as alone and the run takes no
# wall time of its own. Its output follows the other steps.
orca_log=$(mktemp)
orca_started=$SECONDS
( env ORCA_SKIP_ENSURE=1 node scripts/orca.mjs > "$orca_log" 2>&1; echo $? > "$orca_log.status" ) &
orca_pid=$!

step "build Storybook" nice -n 10 npm run -s build-storybook
step "axe on every story, both themes" nice -n 10 node scripts/story-axe.mjs
step "browser journeys and a11y against the real server" nice -n 10 node scripts/e2e.mjs
step "bundle size budget" node scripts/bundle-size.mjs

wait "$orca_pid"
echo
echo "════ screen reader: Orca journeys, German and English (alongside the browser steps)"
cat "$orca_log"
if [ "$(cat "$orca_log.status" 2>/dev/null)" = "0" ]; then
  echo "──── screen reader: Orca journeys, German and English: ok ($((SECONDS - orca_started)) s since it started)"
else
  echo "──── screen reader: Orca journeys, German and English: FAILED"
  failed+=("screen reader: Orca journeys")
fi
rm -f "$orca_log" "$orca_log.status"

echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED steps: ${failed[*]}"
  exit 1
fi
echo "All test steps passed."
