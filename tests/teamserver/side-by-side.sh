#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Two throwaway clusters at once, as two checkouts' test runs on one machine would start them:
# each must come up on a port of its own and answer.
# Usage: side-by-side.sh WITH_POSTGRES_SH
set -euo pipefail
with_postgres="${1:?usage: side-by-side.sh WITH_POSTGRES_SH}"
if ! command -v pg_createcluster >/dev/null 2>&1; then
  if [ "${CI:-}" = "true" ]; then
    echo "side-by-side.sh: postgresql-common is not installed (bash .ci/install-deps)" >&2
    exit 1
  fi
  echo "side-by-side.sh: skipped: postgresql-common is not installed (bash .ci/install-deps)"
  exit 77 # ctest's SKIP_RETURN_CODE: shown as skipped, not passed
fi
unset PGHOST PGPORT
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Each holds its cluster open for a moment, so the two overlap.
ask='psql -XAtc "SELECT current_setting('"'"'port'"'"')" && sleep 2'
bash "$with_postgres" bash -c "$ask" >"$out/a" 2>&1 &
first=$!
bash "$with_postgres" bash -c "$ask" >"$out/b" 2>&1 &
second=$!
status=0
wait $first || status=1
wait $second || status=1
a=$(head -n 1 "$out/a")
b=$(head -n 1 "$out/b")
echo "first cluster: port $a; second: port $b"
if [ $status -ne 0 ] || ! [[ "$a" =~ ^[0-9]+$ ]] || ! [[ "$b" =~ ^[0-9]+$ ]] || [ "$a" = "$b" ]; then
  echo "side-by-side.sh: the two clusters did not both come up on ports of their own" >&2
  cat "$out/a" "$out/b" >&2
  exit 1
fi
echo "side-by-side.sh: both clusters answered, each on a port of its own"
