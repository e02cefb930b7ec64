#!/usr/bin/env bash
# Shadow blur cost: a 343 × 120 pt card at @3x blurred with shadow radii 4 … 120 pt, by the tap
# kernel (O(r) per pixel, the blur before issue 14) and by GaussianBlur.blur (decimated from
# σ = 8 px, O(1) per pixel), one thread, release build. Target (issue 14): the cost per pixel
# of a 20 pt shadow or backdrop blur at @3x does not depend on the radius.
#
# Usage: benchmarks/blur.sh [SECONDS]   (default 4, split between the rows)
set -euo pipefail
cd "$(dirname "$0")/.."
# Build output goes to stderr, so the table alone is on stdout.
swift build -c release --product plumb-bench >&2
exec .build/release/plumb-bench blur "${1:-4}"
