#!/usr/bin/env bash
# This build against an earlier commit, side by side on the same machine: `plumb verify` of the
# bundled suite (--jobs 1 and 2, each commit against its own references), the same with about
# half the snapshots failing (one background or brand colour nudged by one level in four
# systems, so every failing snapshot's reference PNG is decoded and diffed), and `plumb render
# specs --jobs 1` (every component @3x, PNGs encoded), old and new interleaved, best of 3.
#
# Usage: benchmarks/versus.sh COMMIT      (e.g. 7f445ba, the engine before issue 14)
# The old commit is checked out in .build/versus-COMMIT (a git worktree) and built there in
# release mode: the first run takes as long as a clean release build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
commit=${1:?usage: benchmarks/versus.sh COMMIT}
base=.build/versus-$commit
if [ ! -d "$base" ]; then git worktree add -q --detach "$base" "$commit"; fi
swift build -c release --product plumb >/dev/null
(cd "$base" && swift build -c release --product plumb >/dev/null)
old="$base/.build/release/plumb"; new=.build/release/plumb
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

t() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; e=$(date +%s.%N); echo "$e - $s" | bc -l; }
# Each commit's project copied, with the same token nudges.
for side in old new; do
  src=$([ $side = old ] && echo "$base" || echo .)
  mkdir -p "$out/fail-$side"
  cp -r "$src/specs" "$src/snapshots" "$out/fail-$side/"
  [ -d "$src/examples" ] && cp -r "$src/examples" "$out/fail-$side/"
  sed -i 's/brand: "#7C3AED"/brand: "#7C3AEE"/' "$out/fail-$side/specs/hig/tokens.yaml"
  sed -i 's/background-primary: "#000000"/background-primary: "#010101"/' "$out/fail-$side/specs/doit/tokens.yaml"
  sed -i 's/background: "#0D0D0F"/background: "#0D0D0E"/' "$out/fail-$side/specs/finance/tokens.yaml"
  sed -i 's/background-primary: {light: "#F8F7F4", dark: "#121212"}/background-primary: {light: "#F8F7F5", dark: "#121213"}/' \
    "$out/fail-$side/specs/vehicle-maintenance/tokens.yaml"
done
echo "failing snapshots: $commit $( (cd "$out/fail-old" && "$root/$old" verify --jobs 2 2>/dev/null | tail -1) || true); HEAD $( (cd "$out/fail-new" && "$root/$new" verify --jobs 2 2>/dev/null | tail -1) || true)"

printf '%-22s %12s %12s %8s\n' run "$commit (s)" "HEAD (s)" ratio
for what in "verify --jobs 1" "verify --jobs 2" "failing --jobs 1" "failing --jobs 2" "render --jobs 1"; do
  bo=999; bn=999
  for _ in 1 2 3; do
    case $what in
      verify*) a=$(cd "$base" && t .build/release/plumb $what); b=$(t $new $what);;
      failing*) j=${what#failing }
               a=$(cd "$out/fail-old" && t "$root/$old" verify $j); b=$(cd "$out/fail-new" && t "$root/$new" verify $j);;
      render*) rm -rf "$out"/o "$out"/n
               a=$(t $old render specs --jobs 1 --out "$out/o"); b=$(t $new render specs --jobs 1 --out "$out/n");;
    esac
    bo=$(echo "if ($a < $bo) $a else $bo" | bc -l); bn=$(echo "if ($b < $bn) $b else $bn" | bc -l)
  done
  printf '%-22s %12.3f %12.3f %7.2fx\n' "plumb $what" "$bo" "$bn" "$(echo "$bo / $bn" | bc -l)"
done
