#!/usr/bin/env bash
# Builds a libFuzzer target per parser (swiftc -sanitize=fuzzer,address) and
# runs each for a fixed number of executions from the committed seed corpus.
#
#   Scripts/fuzz.sh [RUNS]          # default 1000000 executions per target
#
# Every library source goes into one module (the module imports are
# dropped), so the targets need no package build. A crash, a hang (over 5 s),
# or an error without a position fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-1000000}
OUT=fuzz-out
rm -rf "$OUT/src"
mkdir -p "$OUT/src"
for f in $(find Sources/Cassowary Sources/AutoLayout Sources/AutoLayoutText -name '*.swift' | sort); do
  sed -E '/^(internal |public )?import (Cassowary|AutoLayout|AutoLayoutText)$/d' "$f" > "$OUT/src/$(echo "$f" | tr / _)"
done
for target in ${TARGETS:-equation vfl layoutfile}; do
  echo "== $target: building"
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name Fuzz -swift-version 6 \
    "$OUT"/src/*.swift "Fuzz/$target.swift" -o "$OUT/$target"
  rm -rf "$OUT/corpus-$target"
  mkdir -p "$OUT/corpus-$target"
  cp Fuzz/corpus/$target/* "$OUT/corpus-$target/"
  echo "== $target: $RUNS executions"
  "$OUT/$target" -runs="$RUNS" -max_len=256 -timeout=5 -seed=1 "$OUT/corpus-$target" 2>&1 | tail -4
done
