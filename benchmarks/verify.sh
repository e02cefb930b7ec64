#!/usr/bin/env bash
# plumb verify throughput and memory (release build).
#  (a) the bundled suite (specs/ against snapshots/): snapshots per second, cold (page cache
#      dropped when permitted, fresh process) and warm (median of 3), with --jobs 1 and 2;
#  (c) peak RSS of verify (--jobs 2) on generated suites of 200, 2,000 and 20,000 snapshots, in
#      two shapes: 8 snapshots per component (25, 250, 2,500 components: memory grows only by
#      the parsed specs) and 80 per component (20,000 snapshots from 250 components at 10
#      Dynamic Type sizes: the same component count as 2,000 — what each snapshot costs).
# Usage: benchmarks/verify.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product plumb >/dev/null
plumb=.build/release/plumb
count=$(find snapshots -name '*.png' | wc -l)

drop_caches() { sync; { echo 3 > /proc/sys/vm/drop_caches; } 2>/dev/null && echo dropped || echo "not permitted"; }
secs() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); echo "$e - $s" | bc -l; }
rate() { printf '%.1f' "$(echo "$count / $1" | bc -l)"; }

echo "bundled suite: $count snapshots"
printf '%-8s %-28s %12s %14s\n' jobs run seconds snapshots/s
for jobs in 1 2; do
  note=$(drop_caches)
  t=$(secs "$plumb" verify --jobs "$jobs")
  printf '%-8s %-28s %12.3f %14s\n' "$jobs" "cold (page cache $note)" "$t" "$(rate "$t")"
  ts=()
  for _ in 1 2 3; do ts+=("$(secs "$plumb" verify --jobs "$jobs")"); done
  med=$(printf '%s\n' "${ts[@]}" | sort -n | sed -n 2p)
  printf '%-8s %-28s %12.3f %14s\n' "$jobs" "warm (median of 3)" "$med" "$(rate "$med")"
done

# Generated suites: N components × 4 variants × light/dark × the first K Dynamic Type sizes @1x.
gen() {
  local dir=$1 n=$2 k=${3:-1}
  local sizes=(xSmall small medium large xLarge xxLarge xxxLarge accessibility1 accessibility2 accessibility3 accessibility4 accessibility5)
  local list
  list=$(IFS=,; echo "${sizes[*]:0:$k}")
  rm -rf "$dir"; mkdir -p "$dir/specs/gen/components"
  cat > "$dir/specs/gen/tokens.yaml" <<T
colors: {background-primary: {light: "#FFFFFF", dark: "#121212"}, accent: "#E89B3C", ink: {light: "#121212", dark: "#FFFFFF"}}
snapshot: {appearances: [light, dark], dynamicTypes: [$list], scale: 1}
T
  for i in $(seq 1 "$n"); do
    cat > "$dir/specs/gen/components/c$i.yaml" <<C
component: c$i
width: 320
props: {title: "Item $i"}
variants: {a: {props: {title: "Alpha $i"}}, b: {props: {title: "Bravo $i"}}, c: {props: {title: "Charlie $i"}}}
body:
  hstack:
    spacing: 12
    children:
      - circle: {}
        modifiers: [{fill: accent}, {frame: {width: 24, height: 24}}]
      - text: "{title}"
        modifiers: [{foregroundColor: ink}]
      - spacer: {}
  modifiers: [{padding: 16}, {background: {roundedRectangle: {cornerRadius: 12}, modifiers: [{fill: {ref: accent, opacity: 0.15}}]}}]
C
  done
}
echo
printf '%-12s %-12s %14s %12s %16s\n' snapshots components "peak RSS (MB)" "vs 200" "verify seconds"
base=
for shape in 25:1 250:1 2500:1 250:10; do
  n=${shape%:*} k=${shape#*:}
  dir=.build/verify-bench-$n-$k
  gen "$dir" "$n" "$k"
  (cd "$dir" && "../../$plumb" record >/dev/null)
  # Peak RSS: the lowest of three runs (RSS varies by a few hundred KB with thread timing).
  best=
  for _ in 1 2 3; do
    out=$( { /usr/bin/time -f '%M %e' "$plumb" verify "$dir/specs" --snapshots "$dir/snapshots" --jobs 2 >/dev/null; } 2>&1 | tail -1)
    if [ -z "$best" ] || [ "${out% *}" -lt "${best% *}" ]; then best=$out; fi
  done
  kb=${best% *}
  base=${base:-$kb}
  printf '%-12s %-12s %14.1f %+11.1f%% %16s\n' "$((n * 8 * k))" "$n" "$(echo "$kb / 1024" | bc -l)" \
    "$(echo "($kb - $base) * 100 / $base" | bc -l)" "${best#* }"
done
echo "flat: what grows per snapshot is a 24-byte entry and a 4-byte drawing-order slot; specs, text layouts and"
echo "glyph bitmaps are held in bounded caches (2 x 256 KiB, 2 x 128 layouts, 2 x 256 KiB), reached by the larger suites"
