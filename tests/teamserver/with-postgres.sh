#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command against a PostgreSQL server: the one PGHOST/PGPORT name, else a throwaway
# cluster of its own. Without either the command runs as is, and the server tests skip saying why
# (under CI=true they fail).
#
# The throwaway cluster lives in a temporary folder of its own, so runs of two checkouts on one
# machine never meet. As a user that is what pg_virtualenv (postgresql-common) does. As root
# pg_virtualenv would create the system cluster 15/regress in /etc/postgresql, which a second run
# beside it refuses or, worse, drops; so root gets the same private layout here, through the same
# postgresql-common tools, with the server running as the postgres user.
set -euo pipefail
if [ -n "${PGHOST:-}${PGPORT:-}" ] || ! command -v pg_createcluster >/dev/null 2>&1; then
  exec "$@"
fi
if [ "$(id -u)" -ne 0 ]; then
  exec pg_virtualenv -o fsync=off -o max_connections=60 "$@"
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
workdir=$(mktemp -d -t taxonomist-postgres.XXXXXX)
chown postgres:postgres "$workdir"
chmod 0755 "$workdir"
export PG_CLUSTER_CONF_ROOT="$workdir/etc"
# A name and a port of its own: the pid file in /var/run/postgresql carries the cluster's name, and
# two clusters created at the same moment could both find the same port free (a start that fails
# to bind tries another).
cluster="taxonomist_${workdir##*.}"
password=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')

cleanup() {
  pg_ctlcluster --mode immediate "$version" "$cluster" stop >/dev/null 2>&1 || true
  pg_dropcluster "$version" "$cluster" >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

started=0
for attempt in 1 2 3 4 5; do
  port=$((20000 + RANDOM % 20000))
  (umask 077 && printf '%s\n' "$password" >"$workdir/pwfile")
  chown postgres:postgres "$workdir/pwfile"
  if (
    cd /
    pg_createcluster --quiet -p "$port" -d "$workdir/data" -l "$workdir/postgresql.log" -s "$workdir" \
      --pgoption fsync=off --pgoption max_connections=60 \
      "$version" "$cluster" -- --username=postgres --pwfile="$workdir/pwfile" --nosync >/dev/null &&
      pg_ctlcluster "$version" "$cluster" start 2>/dev/null
  ); then
    started=1
    break
  fi
  pg_dropcluster --stop "$version" "$cluster" >/dev/null 2>&1 || true
done
rm -f "$workdir/pwfile"
if [ $started -eq 0 ]; then
  echo "with-postgres.sh: could not start a throwaway PostgreSQL $version cluster in $workdir" >&2
  exit 1
fi

export PGHOST=localhost PGUSER=postgres PGDATABASE=postgres PGPASSWORD="$password"
export PGPORT="$port"
status=0
"$@" || status=$?
if [ $status -ne 0 ] && [ -f "$workdir/postgresql.log" ]; then
  echo "*** the server's log (last 100 lines) ***"
  tail -n 100 "$workdir/postgresql.log"
fi
exit $status
