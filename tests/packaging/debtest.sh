#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package from the built tree with CPack (no rebuild) and checks its control
# data (declared dependencies) and its contents.
# Usage: debtest.sh BUILD_DIR WORK_DIR
set -euo pipefail
build="$(cd "$1" && pwd)"
work="$2"
rm -rf "$work"
mkdir -p "$work"
fail() { echo "debtest: $*" >&2; exit 1; }
(cd "$work" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work" >"$work/cpack.log") \
    || { cat "$work/cpack.log" >&2; fail "cpack failed"; }
deb=$(ls "$work"/taxonomist_*.deb)
dpkg-deb -I "$deb" >"$work/info.txt"
dpkg-deb -c "$deb" >"$work/contents.txt"
cat "$work/info.txt"

field() { sed -n "s/^ $1: //p" "$work/info.txt"; }
[ "$(field Package)" = taxonomist ] || fail "package name: $(field Package)"
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "architecture: $(field Architecture)"
depends=$(field Depends)
depended=$(tr ',' '\n' <<<"$depends" | sed 's/^ *//; s/ .*//')
for needed in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6sql6 libqt6sql6-sqlite libqt6charts6 libsqlite3-0 \
    libfreetype6 fonts-dejavu-core; do
    grep -xF "$needed" <<<"$depended" >/dev/null || fail "Depends lacks $needed: $depends"
done

for path in ./usr/bin/taxonomist ./usr/bin/taxonomist-cli \
    ./usr/share/applications/org.taxonomist.Taxonomist.desktop \
    ./usr/share/metainfo/org.taxonomist.Taxonomist.metainfo.xml \
    ./usr/share/icons/hicolor/scalable/apps/org.taxonomist.Taxonomist.svg \
    ./usr/share/icons/hicolor/128x128/apps/org.taxonomist.Taxonomist.png \
    ./usr/share/man/man1/taxonomist-cli.1 ./usr/share/man/man1/taxonomist.1 \
    ./usr/share/bash-completion/completions/taxonomist-cli ./usr/share/zsh/vendor-completions/_taxonomist-cli \
    ./usr/share/taxonomist/taxonomy/llm-challenges.json ./usr/share/taxonomist/demo/content.json \
    ./usr/share/doc/taxonomist/install.md; do
    awk '{print $6}' "$work/contents.txt" | grep -xF "$path" >/dev/null || fail "not in the package: $path"
done
# Nothing outside /usr, and nothing of the build or the tests.
if awk '{print $6}' "$work/contents.txt" | grep -vE '^\./(usr(/.*)?)?$'; then fail "files outside /usr"; fi
if grep -Eq '_tests|gtest|/build/' "$work/contents.txt"; then fail "test or build files in the package"; fi
echo "debtest: $deb has $(wc -l <"$work/contents.txt") entries"
