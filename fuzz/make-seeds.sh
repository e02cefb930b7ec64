#!/usr/bin/env bash
# Seed corpora from the bundled design systems: every component with its system's tokens
# (spec, pipeline), and the bundled references' layout dumps and PNGs (layout-dump, png).
set -euo pipefail
cd "$(dirname "$0")"
root=..
rm -rf corpus && mkdir -p corpus/spec corpus/pipeline corpus/layout-dump corpus/png
for tokens in "$root"/specs/*/tokens.yaml; do
  system=$(basename "$(dirname "$tokens")")
  for component in "$(dirname "$tokens")"/components/*.yaml; do
    # A system written in SwiftUI (specs/fitness-swift) has no component YAML.
    [ -e "$component" ] || continue
    seed="corpus/spec/$system-$(basename "$component")"
    { cat "$tokens"; printf '\n---8<---\n'; cat "$component"; } > "$seed"
    cp "$seed" corpus/pipeline/
  done
done
# The smallest references keep executions fast; one of each component is plenty.
for dir in "$root"/snapshots/*/*/; do
  json=$(ls -S "$dir"*.layout.json | tail -1)
  png=$(ls -S "$dir"*.png | tail -1)
  name=$(basename "$(dirname "$dir")")-$(basename "$dir")
  cp "$json" "corpus/layout-dump/$name.json"
  cp "$png" "corpus/png/$name.png"
done
echo "seeds: $(ls corpus/spec | wc -l) specs, $(ls corpus/layout-dump | wc -l) layout dumps, $(ls corpus/png | wc -l) PNGs"
