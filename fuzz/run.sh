#!/usr/bin/env bash
# Builds the libFuzzer targets and fuzzes one or all of them.
#   fuzz/run.sh [TARGET|all] [SECONDS]     TARGET: spec pipeline layout-dump png (default: all, 60 s each)
# Seeds come from the bundled specs and references (fuzz/corpus/<target>/, regenerated, not
# committed); new crashing inputs land in fuzz/artifacts/ — minimise one with
#   .build/release/<Target> -minimize_crash=1 -runs=10000 CRASH
# and add it to fuzz/regressions/<target>/ (replayed by `swift test`) with the fix.
set -euo pipefail
cd "$(dirname "$0")"
which=${1:-all}
seconds=${2:-60}
# SwiftPM does not notice files added to the parent package's modules since the last build of
# this package, so the release products are always rebuilt (about three minutes; the package
# checkouts are kept).
rm -rf .build/*/release .build/release
swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld >&2
bin=$(swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld --show-bin-path)
./make-seeds.sh >&2
mkdir -p artifacts
# The targets run on the main thread; give it the stack `plumb` gives its work (LargeStack).
ulimit -s $((256 * 1024))
for target in spec pipeline layout-dump png; do
  [ "$which" = all ] || [ "$which" = "$target" ] || continue
  case $target in
    spec) exe=FuzzSpec ;; pipeline) exe=FuzzPipeline ;; layout-dump) exe=FuzzLayoutDump ;; png) exe=FuzzPNG ;;
  esac
  mkdir -p "work/$target"
  log="artifacts/$target.log"
  # Limits mirror the promise: no input may take over 10 s or 2 GiB.
  "$bin/$exe" "work/$target" "corpus/$target" "regressions/$target" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -malloc_limit_mb=2048 -artifact_prefix="artifacts/$target-" -print_final_stats=1 2> "$log" || true
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  crashes=$(ls artifacts | grep -c "^$target-" || true)
  echo "$target: $runs executions in ${seconds} s ($rate/s), $crashes crashing inputs in artifacts/ (log: fuzz/$log)"
done
