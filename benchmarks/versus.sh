#!/usr/bin/env bash
# This build against an earlier commit, side by side on the same machine: `plumb verify` of the
# bundled suite (--jobs 1 and 2, each commit against its own references) and `plumb render
# specs --jobs 1` (every component @3x, PNGs encoded), old and new interleaved, best of 3.
#
# Usage: benchmarks/versus.sh COMMIT      (e.g. 7f445ba, the engine before issue 14)
# The old commit is checked out in .build/versus-COMMIT (a git worktree) and built there in
# release mode: the first run takes as long as a clean release build.
set -euo pipefail
cd "$(dirname "$0")/.."
commit=${1:?usage: benchmarks/versus.sh COMMIT}
base=.build/versus-$commit
if [ ! -d "$base" ]; then git worktree add -q --detach "$base" "$commit"; fi
swift build -c release --product plumb >/dev/null
(cd "$base" && swift build -c release --product plumb >/dev/null)
old="$base/.build/release/plumb"; new=.build/release/plumb
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

t() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; e=$(date +%s.%N); echo "$e - $s" | bc -l; }
printf '%-22s %12s %12s %8s\n' run "$commit (s)" "HEAD (s)" ratio
for what in "verify --jobs 1" "verify --jobs 2" "render --jobs 1"; do
  bo=999; bn=999
  for _ in 1 2 3; do
    case $what in
      verify*) a=$(cd "$base" && t .build/release/plumb $what); b=$(t $new $what);;
      render*) rm -rf "$out"/o "$out"/n
               a=$(t $old render specs --jobs 1 --out "$out/o"); b=$(t $new render specs --jobs 1 --out "$out/n");;
    esac
    bo=$(echo "if ($a < $bo) $a else $bo" | bc -l); bn=$(echo "if ($b < $bn) $b else $bn" | bc -l)
  done
  printf '%-22s %12.3f %12.3f %7.2fx\n' "plumb $what" "$bo" "$bn" "$(echo "$bo / $bn" | bc -l)"
done
