#!/usr/bin/env bash
# Pixel diff: Plumb's PixelDiff against pixelmatch (pybind11-pixelmatch, C++), pixelhog (Rust
# pixelmatch) and blazediff (Rust, block-based, SIMD), all on one thread with pixelmatch's
# settings (threshold 0.1, anti-aliasing detected and not counted). Targets (issue 14):
# ≥ 3× pixelmatch and faster than pixelhog and blazediff on every pair, same decisions as
# pixelmatch.
#
# 1. plumb-bench pixeldiff: draws a synthetic 1170×2532 UI screenshot and three pairs
#    (identical, ~1 % changed with subpixel-shifted shapes, ~50 % changed), writes them as PNG
#    and raw RGBA and Plumb's per-pixel verdicts (<pair>.plumb-mask) and diff images.
# 2. pixeldiff_peers.py: ROUNDS interleaved rounds of Plumb (plumb-bench pixeldiff --time-only)
#    and the peers on the same pairs, each engine's best call; then every engine's per-pixel
#    agreement with pixelmatch. Prints one table.
#
# Release build. Benchmark-only dependencies (not in ci/): a venv at benchmarks/.venv (Python
# 3.12 when pyenv has it: pixelhog needs ≥ 3.12) with the pinned packages below.
#
# Usage: benchmarks/pixeldiff.sh [SECONDS] [ROUNDS]   (default 6 s per round, split over the
# pairs, per engine; 3 rounds). Images and masks land in .build/pixeldiff-bench/.
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/venv.sh
seconds=${1:-6}
rounds=${2:-3}
out=.build/pixeldiff-bench
venv=benchmarks/.venv
packages=("pybind11-pixelmatch==0.1.6" "pixelhog==1.3.1" "blazediff==6.0.2" "numpy==2.5.5" "pillow==13.0.0")

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build -c release --product plumb-bench >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi

bench_venv "pybind11_pixelmatch, pixelhog, blazediff, numpy, PIL" "${packages[@]}"

rm -rf "$out"
mkdir -p "$out"
.build/release/plumb-bench pixeldiff "$out" "$seconds"
echo
"$venv/bin/python" benchmarks/pixeldiff_peers.py "$out" "$seconds" "$rounds" .build/release/plumb-bench
echo
echo "pairs: $out/<pair>-{a,b}.png; diff images: $out/<pair>-diff.png (Plumb), $out/<pair>-blazediff.png"
