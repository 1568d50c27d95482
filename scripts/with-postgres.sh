#!/usr/bin/env bash
# Starts a throwaway Debian PostgreSQL cluster, runs the given command with DATABASE_URL set, stops it.
# Without PostgreSQL it skips loudly, except under CI (CI non-empty), where a skip would hide the run.
set -uo pipefail
root=${POSTGRES_LIB_DIR:-/usr/lib/postgresql}
bin=$(ls -d "$root"/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  if [ -n "${CI:-}" ]; then
    echo "!!! PostgreSQL is not installed (apt-get install postgresql): the PostgreSQL server test run cannot run. FAILED (CI)." >&2
    exit 1
  fi
  echo "!!! PostgreSQL is not installed (apt-get install postgresql): SKIPPING the PostgreSQL server test run."
  exit 0
fi
dir=$(mktemp -d /tmp/ee-pg.XXXXXX)
port=${PG_TEST_PORT:-55432}
# A port another cluster holds (a run that was killed before it could stop its own) is passed over.
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
chown postgres "$dir" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
as_pg "$bin/initdb -D $dir/data -U postgres --auth=trust -E UTF8 >/dev/null" || { echo "initdb failed"; exit 1; }
as_pg "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off' -w -l $dir/log start >/dev/null" || { cat "$dir/log"; exit 1; }
trap 'as_pg "$bin/pg_ctl -D $dir/data -m immediate stop >/dev/null"; rm -rf "$dir"' EXIT
as_pg "$bin/createdb -h 127.0.0.1 -p $port -U postgres einfach_test"
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/einfach_test"
"$@"
