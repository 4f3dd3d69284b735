#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a translation leaves a string of ui/ or core/ (its CoreText::tr messages) untranslated:
# lupdate runs over the sources into a copy of each .ts, and no entry of the copy may be unfinished
# (a new or changed source string) or empty.
# Usage: translationtest.sh LUPDATE SOURCE_DIR WORK_DIR
set -euo pipefail
lupdate="$1"
source="$2"
work="$3"
rm -rf "$work"
mkdir -p "$work"
failures=0
for ts in "$source"/translations/*.ts; do
    copy="$work/$(basename "$ts")"
    cp "$ts" "$copy"
    "$lupdate" -no-obsolete -locations none "$source/ui" "$source/core" -ts "$copy" >"$work/lupdate.log" 2>&1
    if grep -q 'type="unfinished"' "$copy" || grep -q '<translation></translation>' "$copy"; then
        echo "translationtest: $(basename "$ts") leaves these untranslated (run the update_translations target and translate them):" >&2
        grep -B2 'type="unfinished"\|<translation></translation>' "$copy" | grep '<source>' >&2
        failures=$((failures + 1))
    fi
    if ! cmp -s "$ts" "$copy"; then
        echo "translationtest: $(basename "$ts") is not what lupdate makes of the sources (stale or obsolete entries):" >&2
        diff "$ts" "$copy" | head -20 >&2
        failures=$((failures + 1))
    fi
done
[ "$failures" -eq 0 ] && echo "translationtest: every string of ui/ and core/ is translated"
