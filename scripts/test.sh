#!/usr/bin/env bash
# Every test: lint, types, unit + component + server (PGlite), server on PostgreSQL,
# story axe in Chromium (both themes), browser journeys and a11y against the real server.
set -uo pipefail
cd "$(dirname "$0")/.."
export CI=${CI:-}
bash scripts/ensure-tools.sh

# The results the accessibility report counts (a11y-tests/report/audit.ts suiteRun): a JSON report of
# the vitest and browser steps, and run.json naming the tree they are of.
export SUITE_RESULTS_DIR="$PWD/test-results/suite"
rm -rf "$SUITE_RESULTS_DIR" && mkdir -p "$SUITE_RESULTS_DIR"
node scripts/suite-stamp.mjs start

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
step "unit, component and server tests (PGlite)" npx vitest run --reporter=default --reporter=json --outputFile.json="$SUITE_RESULTS_DIR/vitest.json"
# On PostgreSQL only the tests that use a database (src/server/__tests__ and src/server/ui); the keys, PDFs,
# models and signing protocol beside them use none and ran in the step before.
step "server tests on PostgreSQL" bash scripts/with-postgres.sh npx vitest run --project node src/server/__tests__ src/server/ui
step "scale-out: two servers behind HAProxy on PostgreSQL (rolling restart, SIGKILL)" bash scripts/with-postgres.sh npx tsx scripts/scale-out.ts
step "build the app" npm run -s build

step "build Storybook" npm run -s build-storybook
step "axe on every story, both themes, and a picture of each compared with its baseline" node scripts/story-axe.mjs --shots --concurrency 4
step "browser journeys and a11y against the real server" node scripts/e2e.mjs
step "bundle size budget" node scripts/bundle-size.mjs

# Alone, never beside the browser steps: Orca's timing is the user's, and a busy processor changes it.
# Every journey in both languages: start page, registration, login, the 2025 declaration with joint
# filing through the summary's table to the confirmation, and the session warning.
step "screen reader: Orca journeys (start, registration, login, declaration 2025, session warning; German and English)" env ORCA_SKIP_ENSURE=1 node scripts/orca.mjs

node scripts/suite-stamp.mjs finish
echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED steps: ${failed[*]}"
  exit 1
fi
echo "All test steps passed."
