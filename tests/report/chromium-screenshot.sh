#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Taxonomist authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders a `taxonomist-cli report --format html` page with headless Chromium (Debian's chromium,
# not installed by .ci/install-deps: this is for the documentation's screenshot, not a test) with
# the network off, so whatever the page shows it holds itself.
#
# Usage: chromium-screenshot.sh REPORT.html OUT.png [WIDTH HEIGHT]
set -euo pipefail
html="$(realpath "${1:?usage: chromium-screenshot.sh REPORT.html OUT.png [WIDTH HEIGHT]}")"
out="$(realpath -m "${2:?usage: chromium-screenshot.sh REPORT.html OUT.png [WIDTH HEIGHT]}")"
width="${3:-1100}"
height="${4:-2400}"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
  --proxy-server="127.0.0.1:9" --proxy-bypass-list="<-loopback>" \
  --window-size="$width,$height" --screenshot="$out" "file://$html" 2>/dev/null
test -s "$out"
echo "chromium-screenshot: wrote $out"
