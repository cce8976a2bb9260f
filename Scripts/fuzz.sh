#!/usr/bin/env bash
# Fuzzes every parser with libFuzzer: the equation strings, Apple's Visual
# Format Language, layout files, UIKit conflict logs (with `why`'s
# explanation) and Interface Builder files (each root laid out).
#
#   Scripts/fuzz.sh [RUNS]                 # 10,000,000 executions per target
#   Scripts/fuzz.sh --seconds N            # N seconds per target (CI: 60)
#   TARGETS="vfl uikitlog" Scripts/fuzz.sh # some targets only
#   FUZZ_OUT=/tmp/f Scripts/fuzz.sh        # work folder (default fuzz-out)
#   FUZZ_SANITIZE=none Scripts/fuzz.sh     # libFuzzer without AddressSanitizer
#   FUZZ_TIMEOUT=60 Scripts/fuzz.sh        # seconds before an input is a hang
#   FUZZ_REUSE=1 Scripts/fuzz.sh           # keep the binary already built in
#                                          # the work folder
#
# One binary (swiftc -O -sanitize=fuzzer,address) holds every library
# source in one module (the imports between our modules are dropped) and
# the targets in Fuzz/; FUZZ_TARGET chooses which parser it feeds. Each run
# starts from the committed seeds in Fuzz/corpus/TARGET and keeps what it
# grows in fuzz-out/corpus-TARGET. A crash, a hang (over 5 s), running out of
# memory (2 GB), or an error or warning without a position fails the run;
# the input that did it is left in fuzz-out/.
set -euo pipefail
cd "$(dirname "$0")/.."
LIMIT=(-runs=10000000)
if [ "${1:-}" = "--seconds" ]; then
  LIMIT=(-max_total_time="$2")
elif [ -n "${1:-}" ]; then
  LIMIT=(-runs="$1")
fi
OUT=${FUZZ_OUT:-fuzz-out}
case "${FUZZ_SANITIZE:-address}" in
  address) SANITIZE=fuzzer,address ;;
  none) SANITIZE=fuzzer ;;
  *) echo "fuzz: FUZZ_SANITIZE is address or none" >&2; exit 2 ;;
esac
TIMEOUT=${FUZZ_TIMEOUT:-5}
if [ "${FUZZ_REUSE:-0}" != 1 ] || [ ! -x "$OUT/fuzz" ]; then
  rm -rf "$OUT/src"
  mkdir -p "$OUT/src"
  modules="Cassowary AutoLayout AutoLayoutText AutoLayoutLog AutoLayoutInterfaceBuilder"
  for m in $modules; do
    for f in $(find "Sources/$m" -name '*.swift' | sort); do
      sed -E -e '/^(internal |public )?import (Cassowary|AutoLayout|AutoLayoutText)$/d' -e 's/= (Cassowary|AutoLayout|AutoLayoutText)\./= Fuzz./' "$f" > "$OUT/src/$(echo "$f" | tr / _)"
    done
  done
  echo "== building the fuzz binary"
  start=$SECONDS
  swiftc -O -sanitize="$SANITIZE" -parse-as-library -module-name Fuzz -package-name swiftautolayout -swift-version 6 \
    "$OUT"/src/*.swift Fuzz/*.swift -o "$OUT/fuzz"
  echo "built in $((SECONDS - start)) s"
fi
status=0
export SWIFT_BACKTRACE=enable=no # the crash reporter and ASan fight over the process
export LSAN_OPTIONS="suppressions=$(pwd)/Fuzz/lsan-suppressions.txt:print_suppressions=0"
for target in ${TARGETS:-equation vfl layoutfile uikitlog interfacebuilder}; do
  case "$target" in
    interfacebuilder | uikitlog) maxlen=4096 ;;
    *) maxlen=512 ;;
  esac
  mkdir -p "$OUT/corpus-$target" "$OUT/found-$target"
  cp Fuzz/corpus/"$target"/* "$OUT/corpus-$target/"
  echo "== $target: ${LIMIT[*]}"
  # FoundationXML leaks an error object (about 1 KB) for every malformed
  # document it rejects (see Fuzz/lsan-suppressions.txt), so one long run of
  # the storyboard reader would reach the memory limit after about two
  # million inputs. A run of N executions is split into processes of at
  # most a million each, sharing the growing corpus; time limits are not.
  runs=0 chunk=0 total=0 failed=0
  if [ "${LIMIT[0]#-runs=}" != "${LIMIT[0]}" ]; then runs=${LIMIT[0]#-runs=}; fi
  while :; do
    this=("${LIMIT[@]}")
    if [ "$runs" -gt 0 ] && [ "$target" = interfacebuilder ]; then
      left=$((runs - total))
      [ "$left" -le 0 ] && break
      this=(-runs=$((left < 1000000 ? left : 1000000)))
    fi
    chunk=$((chunk + 1))
    if ! FUZZ_TARGET="$target" "$OUT/fuzz" "${this[@]}" -max_len="$maxlen" -timeout="$TIMEOUT" -rss_limit_mb=2048 \
      -seed="$chunk" -print_final_stats=1 -artifact_prefix="$OUT/found-$target/" "$OUT/corpus-$target" \
      > "$OUT/$target.log" 2>&1; then
      failed=1
      break
    fi
    done_now=$(grep -a -o "stat::number_of_executed_units: *[0-9]*" "$OUT/$target.log" | grep -o "[0-9]*$" || echo 0)
    total=$((total + done_now))
    [ "$runs" -gt 0 ] && [ "$target" = interfacebuilder ] || break
  done
  if [ "$failed" = 0 ]; then
    grep -E "stat::peak_rss_mb|Done [0-9]+ runs" "$OUT/$target.log" | tr '\n' ' '
    echo "executed units in all: $total ($chunk process(es))"
  else
    status=1
    tail -40 "$OUT/$target.log"
    echo "fuzz: $target found a problem; the input is in $OUT/found-$target/" >&2
  fi
done
exit $status
