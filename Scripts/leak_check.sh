#!/usr/bin/env bash
# Builds and tears down a 10,000-view screen under valgrind, once and then
# REPS times in one process: no definite or indirect leak, no memory error,
# and the same bytes still in use at exit both times (each teardown gives
# everything back; what remains is the Swift runtime's metadata caches).
#
#   Scripts/leak_check.sh [ROWS [REPS]]   (defaults 1000 rows = 10,000 views, 2 reps)
#
# Needs valgrind (apt-get install valgrind). Takes minutes: not part of CI.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
ROWS="${1:-1000}"
REPS="${2:-2}"
swift build -c release --product leakcheck > /dev/null
run() {
  valgrind --leak-check=full --errors-for-leak-kinds=definite,indirect --error-exitcode=3 \
    .build/release/leakcheck "$ROWS" "$1" 2>&1 | tee "/tmp/leak_check_$1.log" | grep -E "^rep |in use at exit|definitely lost|indirectly lost|ERROR SUMMARY"
}
run 1
run "$REPS"
one=$(grep -o "in use at exit: [0-9,]* bytes" /tmp/leak_check_1.log)
many=$(grep -o "in use at exit: [0-9,]* bytes" "/tmp/leak_check_$REPS.log")
if [ "$one" != "$many" ]; then
  echo "leak_check: after 1 build $one, after $REPS builds $many" >&2
  exit 1
fi
echo "leak_check: no leak; $one after 1 and after $REPS builds of $((ROWS * 10)) views"
