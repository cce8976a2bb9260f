#!/usr/bin/env python3
"""The share of the first layout pass spent in reference counting.

Samples `compare rows STYLE N --reps R` with `perf record -e cpu-clock -g`
(software sampling: the shared VM has no hardware counters) and counts,
among the samples under LayoutEngine.layoutIfNeeded, those whose innermost
function is swift_retain or swift_release (or their bridge-object forms).

    python3 Benchmarks/rc_share.py [STYLE] [N] [REPS]   # defaults: stacks 1000 30

Needs `perf` (Debian: linux-perf) and a release build of `compare`
(`cd Benchmarks && swift build -c release --product compare`).
"""
import os
import re
import subprocess
import sys
import tempfile

PASS = "EngineC14layoutIfNeededyyF"


def main():
    style, n, reps = (sys.argv[1:] + ["stacks", "1000", "30"][len(sys.argv) - 1:])[:3]
    here = os.path.dirname(os.path.abspath(__file__))
    binary = os.path.join(here, ".build", "release", "compare")
    with tempfile.TemporaryDirectory() as tmp:
        data = os.path.join(tmp, "perf.data")
        subprocess.run(["perf", "record", "-q", "-e", "cpu-clock", "-F", "4000", "-g", "-o", data,
                        binary, "rows", style, n, "--reps", reps], check=True, stdout=subprocess.DEVNULL)
        script = subprocess.run(["perf", "script", "-i", data, "-F", "ip,sym"], check=True,
                                capture_output=True, text=True).stdout
    in_pass = counted = 0
    for sample in script.split("\n\n"):
        frames = [re.sub(r"^\s*[0-9a-f]+\s+", "", line).strip() for line in sample.strip().split("\n") if line.strip()]
        if not frames or not any(PASS in f for f in frames):
            continue
        in_pass += 1
        leaf = frames[0]
        if leaf.startswith(("swift_retain", "swift_release")) or "bridgeObject" in leaf:
            counted += 1
    if in_pass == 0:
        sys.exit("no samples in the layout pass")
    print(f"rows {style} {n}: {in_pass} samples in the first layout pass, "
          f"{100 * counted / in_pass:.1f}% in retain/release")


if __name__ == "__main__":
    main()
