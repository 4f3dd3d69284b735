#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later
# One volunteer of the soak test (teamsoaktest.cpp): label the next chunk of their assignments
# through the CLI, sync, wait a second, again. Progress survives a SIGKILL: STATE holds the next
# chunk, and the running sync's pid is in STATE.sync while it runs.
# Usage: soak-volunteer.sh CLI PROJECT CHUNK_DIR STATE
set -uo pipefail
cli=$1 db=$2 chunks=$3 state=$4
next=$(cat "$state" 2>/dev/null || echo 0)
count=$(find "$chunks" -name '*.csv' | wc -l)
sync_once() {
  "$cli" sync --db "$db" --json >>"$state.log" 2>&1 &
  echo $! >"$state.sync"
  wait $!
  local status=$?
  rm -f "$state.sync"
  return $status
}
while [ "$next" -lt "$count" ]; do
  "$cli" labels import "$chunks/$next.csv" --db "$db" >/dev/null 2>>"$state.log" || exit 1
  sync_once || echo "sync failed; the next one retries" >>"$state.log"
  next=$((next + 1))
  echo "$next" >"$state"
  sleep 1
done
for attempt in 1 2 3 4 5; do
  sync_once && exit 0
  sleep 1
done
exit 1
