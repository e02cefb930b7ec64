#!/usr/bin/env bash
# Layout and text-shaping throughput, release build.
# Usage: benchmarks/layout.sh [SPECS_DIR] [SECONDS_PER_PHASE]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product plumb-bench >/dev/null
.build/release/plumb-bench "${1:-specs}" "${2:-3}"
