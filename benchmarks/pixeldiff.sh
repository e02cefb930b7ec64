#!/usr/bin/env bash
# Pixel diff: Plumb's PixelDiff vs pixelmatch (pybind11-pixelmatch) vs ImageMagick compare.
#
# 1. plumb-bench pixeldiff: draws a synthetic 1170×2532 UI screenshot and three pairs
#    (identical, ~1 % changed with subpixel-shifted shapes, ~50 % changed), writes them as PNG
#    and raw RGBA, times PixelDiff.compare on each (PNG decoding excluded) and writes Plumb's
#    per-pixel verdicts (<pair>.plumb-mask) and diff images.
# 2. pixeldiff_peers.py: pixelmatch on the same pairs (threshold 0.1, includeAA false), the
#    agreement of its flagged pixels with Plumb's, and ImageMagick `compare -metric AE` timed as
#    a process against `plumb diff`. Prints one table.
#
# Everything runs on one thread. Release build. Benchmark-only dependencies (not in ci/):
# a venv at benchmarks/.venv with pybind11-pixelmatch (imported as pybind11_pixelmatch) and
# numpy; Debian's imagemagick for `compare`.
#
# Usage: benchmarks/pixeldiff.sh [SECONDS]   (default 6: split over the pairs, per engine)
# Images and masks land in .build/pixeldiff-bench/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-6}
out=.build/pixeldiff-bench
venv=benchmarks/.venv

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! { swift build -c release --product plumb-bench && swift build -c release --product plumb; } >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi

if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import pybind11_pixelmatch, numpy' 2>/dev/null; then
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
    "$venv/bin/pip" install -q --disable-pip-version-check "pybind11-pixelmatch==0.1.6" "numpy<3"
fi
if ! command -v compare >/dev/null || ! compare -version 2>/dev/null | grep -q ImageMagick; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq imagemagick >/dev/null
fi

rm -rf "$out"
mkdir -p "$out"
.build/release/plumb-bench pixeldiff "$out" "$seconds"
echo
"$venv/bin/python" benchmarks/pixeldiff_peers.py "$out" "$seconds" .build/release/plumb
echo
echo "pairs: $out/<pair>-{a,b}.png; Plumb's diff images: $out/<pair>-diff.png"
