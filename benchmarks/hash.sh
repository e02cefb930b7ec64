#!/usr/bin/env bash
# Content hash throughput: XXH64 (what layout dumps record for pixels and PNG files) against the
# FNV-1a byte loop it replaced, on an 11.9 MB screenshot-sized buffer, one thread, release build.
# Target (issue 14): ≥ 5 GB/s.
#
# Usage: benchmarks/hash.sh [SECONDS]   (default 4, split between the two)
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build -c release --product plumb-bench >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi
.build/release/plumb-bench hash "${1:-4}"
