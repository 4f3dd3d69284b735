#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command against a PostgreSQL server: the one PGHOST/PGPORT name, else a throwaway
# cluster from pg_virtualenv (postgresql-common; works as root and as a user). Without either the
# command runs as is, and the server tests skip saying why (under CI=true they fail).
set -euo pipefail
if [ -n "${PGHOST:-}${PGPORT:-}" ] || ! command -v pg_virtualenv >/dev/null 2>&1; then
  exec "$@"
fi
exec pg_virtualenv -o fsync=off -o max_connections=60 "$@"
