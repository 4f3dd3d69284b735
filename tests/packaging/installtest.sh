#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the built tree into a DESTDIR (no rebuild) and runs what was installed: the binaries,
# the bundled demo study through the installed CLI, the validators on the menu entry and the
# AppStream metadata, and the generated completion scripts and man pages.
# Usage: installtest.sh BUILD_DIR WORK_DIR
set -euo pipefail
build="$1"
work="$2"
rm -rf "$work"
mkdir -p "$work"
DESTDIR="$work/root" cmake --install "$build" --prefix /usr >"$work/install.log"
root="$work/root/usr"
fail() { echo "installtest: $*" >&2; exit 1; }

for file in bin/taxonomist bin/taxonomist-cli \
    share/applications/org.taxonomist.Taxonomist.desktop \
    share/metainfo/org.taxonomist.Taxonomist.metainfo.xml \
    share/icons/hicolor/scalable/apps/org.taxonomist.Taxonomist.svg \
    share/icons/hicolor/48x48/apps/org.taxonomist.Taxonomist.png \
    share/icons/hicolor/256x256/apps/org.taxonomist.Taxonomist.png \
    share/man/man1/taxonomist.1 share/man/man1/taxonomist-cli.1 \
    share/bash-completion/completions/taxonomist-cli share/zsh/vendor-completions/_taxonomist-cli \
    share/taxonomist/taxonomy/llm-challenges.json "share/taxonomist/demo/study/Issue Report" \
    share/taxonomist/demo/content.json share/doc/taxonomist/install.md share/doc/taxonomist/workbench.png \
    share/doc/taxonomist/LICENSE; do
    [ -e "$root/$file" ] || fail "not installed: /usr/$file"
done
# An installed binary finds its libraries where the system keeps them: no run path at all (not
# into the build tree, not $ORIGIN).
for binary in taxonomist taxonomist-cli; do
    readelf -d "$root/bin/$binary" >"$work/$binary.dynamic"
    if grep -E 'R(UN)?PATH' "$work/$binary.dynamic"; then
        fail "$binary has a run path"
    fi
done
[ "$(file -b --mime-type "$root/share/icons/hicolor/48x48/apps/org.taxonomist.Taxonomist.png")" = image/png ] \
    || fail "the 48x48 icon is not a PNG"
file "$root/share/icons/hicolor/48x48/apps/org.taxonomist.Taxonomist.png" | grep "48 x 48" >/dev/null \
    || fail "the 48x48 icon is not 48 x 48"

desktop-file-validate "$root/share/applications/org.taxonomist.Taxonomist.desktop"
appstreamcli validate --no-net "$root/share/metainfo/org.taxonomist.Taxonomist.metainfo.xml"

# The installed programs work on their own: the GUI sets up its demo project and renders its
# window, the CLI imports the installed demo study and reads it back.
export QT_QPA_PLATFORM=offscreen HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share"
# (Outputs go to files first: under pipefail, grep -q closing a pipe early would fail the writer.)
"$root/bin/taxonomist-cli" --version >"$work/cli-version.txt"
grep -q '^taxonomist-cli [0-9]' "$work/cli-version.txt" || fail "taxonomist-cli --version"
timeout 60 "$root/bin/taxonomist" --version >"$work/gui-version.txt"
grep -q '^Taxonomist [0-9]' "$work/gui-version.txt" || fail "taxonomist --version"
timeout 120 "$root/bin/taxonomist" --demo --screenshot "$work/window.png" || fail "taxonomist --demo --screenshot failed"
file "$work/window.png" | grep "PNG image data" >/dev/null || fail "the installed app rendered no PNG"
demo="$XDG_DATA_HOME/Taxonomist/Taxonomist/Demo.taxonomist"
timeout 60 "$root/bin/taxonomist-cli" taxonomy --db "$demo" >"$work/taxonomy.txt"
grep -q '^llm-challenges ' "$work/taxonomy.txt" || fail "the demo project has no taxonomy"
timeout 120 "$root/bin/taxonomist-cli" import-study --db "$work/demo.taxonomist" "$root/share/taxonomist/demo/study" >"$work/import.log"
"$root/bin/taxonomist-cli" stats --db "$work/demo.taxonomist" >"$work/stats.txt"
grep -q pytorch "$work/stats.txt" || fail "stats on the imported demo names no pytorch"

# Completion scripts: valid bash that completes the registered commands and their options.
completions=$(bash -c "source '$root/share/bash-completion/completions/taxonomist-cli'
COMP_WORDS=(taxonomist-cli imp); COMP_CWORD=1; _taxonomist_cli; echo \"\${COMPREPLY[*]}\"
COMP_WORDS=(taxonomist-cli taxonomy --j); COMP_CWORD=2; _taxonomist_cli; echo \"\${COMPREPLY[*]}\"")
[ "$completions" = "$(printf 'import-study\n--json')" ] || fail "bash completion gave: $completions"
grep -q "^    taxonomy)" "$root/share/zsh/vendor-completions/_taxonomist-cli" || fail "zsh completion lacks taxonomy"
zsh -n "$root/share/zsh/vendor-completions/_taxonomist-cli" || fail "the zsh completion does not parse"
grep -q '^\.SS import\\-study' "$root/share/man/man1/taxonomist-cli.1" || fail "the CLI man page lacks import-study"
grep -q '^\.TH TAXONOMIST 1' "$root/share/man/man1/taxonomist.1" || fail "taxonomist.1 has no title"
grep -q '^\\fBtaxonomist\\-cli team\\fR ' "$root/share/man/man1/taxonomist-cli.1" || fail "the CLI man page lacks team's usage"
if grep -rlF "$(cd "$build" && pwd)" "$root/share"; then fail "installed files name the build tree"; fi
echo "installtest: installed into $work/root and ran it"
