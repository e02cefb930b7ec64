#!/usr/bin/env bash
# Rendering throughput and fidelity: Plumb vs Skia (skia-python) vs cairo (pycairo).
#
# 1. plumb-bench render: every component × variant, light + dark, Dynamic Type large, @3x,
#    through the full pipeline (components/s); then the same renders reduced to their shape
#    fills ("scenes": paths in pixels, solid/linear/radial paints; no text, icons, shadows,
#    clips or opacity groups), exported to scenes.json and drawn by Plumb (scenes/s).
# 2. render_peers.py: the same scenes drawn by Skia and cairo (scenes/s), and per-channel
#    differences of the images against Plumb's.
#
# Everything runs on one thread. Release build. Benchmark-only dependencies (not in ci/):
# a venv at benchmarks/.venv with skia-python, pycairo (built from source: needs Debian's
# libcairo2-dev and pkg-config) and numpy.
#
# Usage: benchmarks/render.sh [SPECS_DIR] [SECONDS_PER_PHASE]   (defaults: specs 5)
# Images and scenes.json land in .build/render-bench/.
set -euo pipefail
cd "$(dirname "$0")/.."
source benchmarks/venv.sh
specs=${1:-specs}
seconds=${2:-5}
out=.build/render-bench
venv=benchmarks/.venv

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build -c release --product plumb-bench >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi

# pycairo builds from source against Debian's cairo: only needed while it is not installed.
if ! "$venv/bin/python" -c 'import cairo' 2>/dev/null && ! pkg-config --exists cairo 2>/dev/null; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libcairo2-dev pkg-config >/dev/null
fi
bench_venv "skia, cairo, numpy" "skia-python==144.1" "pycairo==1.29.2" "numpy<3"

rm -rf "$out"
mkdir -p "$out"
.build/release/plumb-bench render "$specs" "$out" "$seconds"
"$venv/bin/python" benchmarks/render_peers.py "$out" "$seconds"
echo
echo "images: $out/{plumb,skia,cairo}/<i>.png (scene i of $out/scenes.json), Plumb–Skia |Δ|×32: $out/diff/"
