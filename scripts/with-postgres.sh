#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster, then stops and deletes the cluster.
#   bash scripts/with-postgres.sh npx vitest run src/server
# Exports TEST_DATABASE_URL (and TEST_DATABASE_URL_PRODUCTION, a second database) for the command. Port: $PG_TEST_PORT or 54329. Follows the stack
# guide's "throwaway PostgreSQL for tests": initdb as user postgres in a fresh temp folder.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PORT=${PG_TEST_PORT:-54329}
DB_NAME=boutique_test

if [ ! -x "$PGBIN/initdb" ]; then
  echo "with-postgres: $PGBIN/initdb not found (apt-get install -y postgresql, or set PGBIN)" >&2
  exit 1
fi

# As root, the cluster runs as the postgres user; otherwise as the current user.
if [ "$(id -u)" -eq 0 ]; then
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

DIR=$(mktemp -d -t boutique-pg.XXXXXX)
chmod 755 "$DIR" # the postgres user must be able to reach its folders inside
if [ "$(id -u)" -eq 0 ]; then
  install -d -o postgres -g postgres -m 700 "$DIR/data"
  install -d -o postgres -g postgres "$DIR/run"
else
  install -d -m 700 "$DIR/data"
  install -d "$DIR/run"
fi

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$PGBIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# A throwaway cluster need not survive a crash of the machine: no waiting on the disk at each
# commit (the tests commit thousands of times) or at checkpoints. What a query does and sees is
# unchanged; only durability goes.
DURABILITY_OFF="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
if ! as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/run/pg.log" -w -t 30 \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -k $DIR/run $DURABILITY_OFF" start >/dev/null; then
  echo "with-postgres: PostgreSQL did not start (is port $PORT free? set PG_TEST_PORT)" >&2
  cat "$DIR/run/pg.log" >&2 || true
  exit 1
fi
as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB_NAME"
# A second database for the browser tests' production-mode server on PostgreSQL.
as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "${DB_NAME}_production"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/$DB_NAME"
export TEST_DATABASE_URL_PRODUCTION="postgres://postgres@127.0.0.1:$PORT/${DB_NAME}_production"
echo "with-postgres: PostgreSQL ready at $TEST_DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
