#!/bin/bash
# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What SQLite alone needs to write an imported study into a new project, as a floor for
# `import-study`: the rows of PROJECT (a project `import-study` made) are copied by SQLite's own
# INSERT ... SELECT into an empty file of the same schema, the way the import writes them — one
# transaction, the same secondary indexes dropped and built again from a sort, the tally and UUID
# triggers off, foreign keys and CHECK constraints not evaluated, synchronous=FULL. Nothing here
# reads a CSV, starts Qt or creates the schema, so the import itself cannot take less.
#
# Each INSERT has a WHERE clause: without one SQLite copies the stored records whole, without
# decoding them (its "transfer optimization"), which no writer of new rows can do.
#
# Run: docs/bench/import_floor.sh PROJECT [RUNS]   (needs the sqlite3 shell: apt install sqlite3)
set -euo pipefail

project=${1:?usage: import_floor.sh PROJECT [RUNS]}
runs=${2:-5}
[ -f "$project" ] || { echo "import_floor.sh: $project: no such file" >&2; exit 1; }
command -v sqlite3 >/dev/null || { echo "import_floor.sh: needs the sqlite3 shell (apt install sqlite3)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The schema, without the virtual tables' shadow tables (creating the virtual table makes them).
sqlite3 "$project" "SELECT s.sql || ';' FROM sqlite_schema s
                    WHERE s.sql IS NOT NULL AND s.name NOT LIKE 'sqlite_%'
                      AND s.name NOT IN (SELECT name FROM pragma_table_list WHERE type = 'shadow')
                    ORDER BY s.rowid" >"$work/schema.sql"
sqlite3 "$work/empty.db" <"$work/schema.sql"

# The tables the import fills row by row, and what it does to them (core/study/studyimporter.cpp).
tables=(issues labels final_labels issue_tally year_entries)
kept="'labels_unsure', 'final_labels_owner_rev'"
where_of() {
    case $1 in
    issues) echo "id IS NOT NULL" ;;
    year_entries) echo "framework_id IS NOT NULL" ;;
    *) echo "issue_id IS NOT NULL" ;;
    esac
}
{
    echo "PRAGMA journal_mode=DELETE;"
    echo "PRAGMA synchronous=FULL;"
    echo "PRAGMA foreign_keys=OFF;"
    echo "PRAGMA ignore_check_constraints=ON;"
    echo "PRAGMA threads=2;"
    echo "ATTACH '$(realpath "$project")' AS source;"
    echo ".timer on"
    echo "BEGIN;"
    sqlite3 "$work/empty.db" "SELECT 'DROP TRIGGER \"' || name || '\";' FROM sqlite_schema WHERE type = 'trigger'
                              AND tbl_name IN ('issues', 'labels', 'final_labels', 'issue_tally', 'year_entries')"
    sqlite3 "$work/empty.db" "SELECT 'DROP INDEX \"' || name || '\";' FROM sqlite_schema WHERE type = 'index'
                              AND sql IS NOT NULL AND tbl_name IN ('issues', 'labels', 'final_labels', 'year_entries')
                              AND name NOT IN ($kept) ORDER BY rowid"
    for table in "${tables[@]}"; do
        echo "INSERT INTO main.$table SELECT * FROM source.$table WHERE $(where_of "$table");"
    done
    sqlite3 "$work/empty.db" "SELECT sql || ';' FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL
                              AND tbl_name IN ('issues', 'labels', 'final_labels', 'year_entries')
                              AND name NOT IN ($kept) ORDER BY rowid"
    echo "COMMIT;"
} >"$work/floor.sql"

totals=()
for ((run = 1; run <= runs; run++)); do
    cp "$work/empty.db" "$work/floor.db"
    start=$(date +%s%N)
    sqlite3 "$work/floor.db" <"$work/floor.sql" >"$work/times.txt"
    end=$(date +%s%N)
    totals+=($(((end - start) / 1000000)))
    if [ "$run" -eq 1 ]; then
        # The statements with their times, from the first run.
        grep -v '^Run Time' "$work/floor.sql" | grep -v '^PRAGMA\|^ATTACH\|^\.timer' >"$work/statements.txt"
        paste -d' ' <(grep '^Run Time' "$work/times.txt" | awk '{printf "%6.0f ms\n", $4 * 1000}') \
            <(tail -n "$(grep -c '^Run Time' "$work/times.txt")" "$work/statements.txt" | cut -c1-90)
    fi
done
sorted=$(printf '%s\n' "${totals[@]}" | sort -n)
echo "total of $runs runs (ms): $(echo $sorted); median $(echo "$sorted" | sed -n "$(((runs + 1) / 2))p") ms"
