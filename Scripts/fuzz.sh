#!/usr/bin/env bash
# Fuzzes every parser with libFuzzer: the equation strings, Apple's Visual
# Format Language, layout files, UIKit conflict logs (with `why`'s
# explanation) and Interface Builder files (each root laid out).
#
#   Scripts/fuzz.sh [RUNS]                 # 10,000,000 executions per target
#   Scripts/fuzz.sh --seconds N            # N seconds per target (CI: 60)
#   Scripts/fuzz.sh --help                 # this text
#   TARGETS="vfl uikitlog" Scripts/fuzz.sh # some targets only
#   FUZZ_OUT=/tmp/f Scripts/fuzz.sh        # work folder (default fuzz-out)
#   FUZZ_SANITIZE=none Scripts/fuzz.sh     # libFuzzer without AddressSanitizer
#   FUZZ_MAX_LEN=8192 Scripts/fuzz.sh      # longest input in bytes (4096)
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
# the input that did it is left in fuzz-out/found-TARGET/. Each target's
# libFuzzer output is kept in fuzz-out/TARGET.log, and a line per target
# gives its executions, wall time, rate, sanitizer and longest input.
set -euo pipefail
cd "$(dirname "$0")/.."
usage() { sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; }
LIMIT=(-runs=10000000)
case "${1:-}" in
  -h | --help) usage; exit 0 ;;
  --seconds)
    [[ "${2:-}" =~ ^[0-9]+$ ]] || { echo "fuzz: --seconds takes a whole number of seconds" >&2; exit 2; }
    LIMIT=(-max_total_time="$2") ;;
  "") ;;
  *)
    [[ "$1" =~ ^[0-9]+$ ]] || { echo "fuzz: unknown argument '$1' (see Scripts/fuzz.sh --help)" >&2; exit 2; }
    LIMIT=(-runs="$1") ;;
esac
OUT=${FUZZ_OUT:-fuzz-out}
case "${FUZZ_SANITIZE:-address}" in
  address) SANITIZE=fuzzer,address ;;
  none) SANITIZE=fuzzer ;;
  *) echo "fuzz: FUZZ_SANITIZE is address or none" >&2; exit 2 ;;
esac
TARGETS=${TARGETS:-equation vfl layoutfile uikitlog interfacebuilder}
for target in $TARGETS; do
  [ -d "Fuzz/corpus/$target" ] || { echo "fuzz: no target '$target' (equation vfl layoutfile uikitlog interfacebuilder)" >&2; exit 2; }
done
TIMEOUT=${FUZZ_TIMEOUT:-5}
MAXLEN=${FUZZ_MAX_LEN:-4096}
[[ "$MAXLEN" =~ ^[0-9]+$ ]] || { echo "fuzz: FUZZ_MAX_LEN is a number of bytes" >&2; exit 2; }
if [ "${FUZZ_REUSE:-0}" != 1 ] || [ ! -x "$OUT/fuzz" ]; then
  rm -rf "$OUT/src"
  mkdir -p "$OUT/src"
  modules="Cassowary AutoLayout AutoLayoutText AutoLayoutLog AutoLayoutInterfaceBuilder"
  for m in $modules; do
    for f in $(find "Sources/$m" -name '*.swift' | sort); do
      sed -E -e '/^(@_spi\([A-Za-z]+\) )?(internal |public )?import (Cassowary|AutoLayout|AutoLayoutText)$/d' -e 's/= (Cassowary|AutoLayout|AutoLayoutText)\./= Fuzz./' "$f" > "$OUT/src/$(echo "$f" | tr / _)"
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
for target in $TARGETS; do
  mkdir -p "$OUT/corpus-$target" "$OUT/found-$target"
  cp Fuzz/corpus/"$target"/* "$OUT/corpus-$target/"
  echo "== $target: ${LIMIT[*]}"
  # FoundationXML leaks an error object (about 1 KB) for every malformed
  # document it rejects (see Fuzz/lsan-suppressions.txt), so one long run of
  # the storyboard reader would reach the memory limit after about one and
  # a half million inputs. A run of N executions is split into processes of
  # at most a million each, and a run of N seconds into processes of at
  # most five minutes each (about a million inputs without AddressSanitizer),
  # all sharing the growing corpus.
  runs=0 secs=0 chunk=0 total=0 failed=0 start=$SECONDS
  if [ "${LIMIT[0]#-runs=}" != "${LIMIT[0]}" ]; then runs=${LIMIT[0]#-runs=}; fi
  if [ "${LIMIT[0]#-max_total_time=}" != "${LIMIT[0]}" ]; then secs=${LIMIT[0]#-max_total_time=}; fi
  piece=${FUZZ_CHUNK_SECONDS:-300}
  : > "$OUT/$target.log"
  while :; do
    this=("${LIMIT[@]}")
    if [ "$runs" -gt 0 ] && [ "$target" = interfacebuilder ]; then
      left=$((runs - total))
      [ "$left" -le 0 ] && break
      this=(-runs=$((left < 1000000 ? left : 1000000)))
    elif [ "$secs" -gt 0 ] && [ "$target" = interfacebuilder ]; then
      left=$((secs - (SECONDS - start)))
      [ "$left" -le 0 ] && break
      this=(-max_total_time=$((left < piece ? left : piece)))
    fi
    chunk=$((chunk + 1))
    if ! FUZZ_TARGET="$target" "$OUT/fuzz" "${this[@]}" -max_len="$MAXLEN" -timeout="$TIMEOUT" -rss_limit_mb=2048 \
      -seed="$chunk" -print_final_stats=1 -artifact_prefix="$OUT/found-$target/" "$OUT/corpus-$target" \
      > "$OUT/$target.part" 2>&1; then
      failed=1
    fi
    cat "$OUT/$target.part" >> "$OUT/$target.log"
    done_now=$(grep -a -o "stat::number_of_executed_units: *[0-9]*" "$OUT/$target.part" | grep -o "[0-9]*$" || echo 0)
    total=$((total + done_now))
    [ "$failed" = 0 ] && [ "$target" = interfacebuilder ] && { [ "$runs" -gt 0 ] || [ "$secs" -gt 0 ]; } || break
  done
  rm -f "$OUT/$target.part"
  wall=$((SECONDS - start))
  peak=$(grep -a -o "stat::peak_rss_mb: *[0-9]*" "$OUT/$target.log" | grep -o "[0-9]*$" | sort -n | tail -1 || true)
  echo "== $target: $total executions in $wall s ($((total / (wall > 0 ? wall : 1))) a second), sanitizer ${FUZZ_SANITIZE:-address}, max_len $MAXLEN, $chunk process(es), peak RSS ${peak:-?} MB"
  if [ "$failed" = 1 ]; then
    status=1
    tail -40 "$OUT/$target.log"
    echo "fuzz: $target found a problem; the input is in $OUT/found-$target/" >&2
  fi
done
exit $status
