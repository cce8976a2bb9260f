#!/usr/bin/env python3
"""Runs the solver benchmark side by side in one run and prints a markdown
table: our solver (the `compare` product of this package, release build), the
hand-written frame loop for the same resize steps, and kiwisolver
(`pip install kiwisolver`) through kiwi_side.py, on the same workloads: the
`compare` product generates them (Sources/Workloads/Generator.swift) and
writes them as system files into Benchmarks/.workloads for kiwi.

    python3 Benchmarks/compare.py [--reps N] [--kiwi-timeout S] [--no-build] [NAME...]

Before building, the release build products of this repository's own
modules are removed (dependencies stay), so that `compare` is compiled
against the library as it is now: an incremental release build reused
objects that had the old size of a changed class inlined into them, and
the benchmark crashed (or measured the wrong thing). That costs about a
minute; --no-build skips both.

kiwi needs minutes for the long chains (its build of chain-1000 took over
800 s when we measured it); a kiwi run that exceeds --kiwi-timeout (default 120 s) is shown as "> S s" and the
ratio as a lower bound.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
WORKLOADS = os.path.join(HERE, ".workloads")
DEFAULT = ["chain-100", "chain-1000", "chain-10000", "grid-10x10", "grid-30x30", "nested-100",
           "nested-1000", "random-100", "random-300", "random-1000", "random-3000", "random-10000"]
# Layout files from text to frames (Sources/Workloads/FileWorkloads.swift).
FILES = ["list-1000", "list-10000", "list-30000", "identical-10000", "deep-5000"]


def ms(s):
    return "%.3g ms" % (s * 1e3)


def times(x):
    return ("%.1f×" if x < 10 else "%.0f×") % x


# This repository's targets (Package.swift and Benchmarks/Package.swift).
FIRST_PARTY = ["AutoLayout", "AutoLayoutCLI", "AutoLayoutFluent", "AutoLayoutInterfaceBuilder", "AutoLayoutLog",
               "AutoLayoutOperators", "AutoLayoutPlayground", "AutoLayoutSVG", "AutoLayoutText", "Cassowary", "CassowarySystemFile",
               "Workloads", "compare", "leakcheck"]


def clean_first_party():
    """Removes the release objects of our own modules (see the docstring)."""
    import glob
    import shutil
    build = os.path.join(HERE, ".build")
    for d in glob.glob(os.path.join(build, "*", "release")) + [os.path.join(build, "release")]:
        for name in FIRST_PARTY:
            shutil.rmtree(os.path.join(d, name + ".build"), ignore_errors=True)
    for f in ("build.db", "release.yaml"):
        try:
            os.remove(os.path.join(build, f))
        except OSError:
            pass


def main(argv):
    reps, timeout, build, names = 5, 120.0, True, []
    it = iter(argv[1:])
    for a in it:
        if a == "--reps":
            reps = int(next(it))
        elif a == "--kiwi-timeout":
            timeout = float(next(it))
        elif a == "--no-build":
            build = False
        else:
            names.append(a)
    others = ("screen", "stack", "parse", "storyboard")
    files = ("list-", "identical-", "deep-")
    names = names or DEFAULT + list(others) + FILES
    extras = [n for n in names if n in others or n.startswith(files)]
    names = [n for n in names if n not in extras]
    if build:
        clean_first_party()
        subprocess.run(["swift", "build", "-c", "release", "--product", "compare"], cwd=HERE, check=True,
                       stdout=subprocess.DEVNULL)
    compare = os.path.join(HERE, ".build", "release", "compare")
    subprocess.run([compare, "--write-workloads", WORKLOADS] + names, check=True)
    ours = {}
    out = subprocess.run([compare, "--reps", str(reps)] + names + extras,
                         check=True, capture_output=True, text=True).stdout
    for line in out.splitlines():
        d = json.loads(line)
        ours[d["workload"]] = d
    kiwi = {}
    runner = os.path.join(HERE, "kiwi_side.py")
    for n in names:
        path = os.path.join(WORKLOADS, n + ".system.json")
        try:
            r = subprocess.run([sys.executable, runner, "--reps", str(reps), path], capture_output=True,
                               text=True, timeout=timeout, check=True)
            kiwi[n] = json.loads(r.stdout)
        except subprocess.TimeoutExpired:
            kiwi[n] = None
    version = next((k["impl"] for k in kiwi.values() if k), "kiwisolver")
    print("| workload | constraints | build: ours | build: %s | build ×faster | resize: ours | resize: kiwi | "
          "resize ×faster | resize: manual loop | ours ÷ manual |" % version)
    print("|---|---|---|---|---|---|---|---|---|---|")
    for n in names:
        o, k = ours[n], kiwi[n]
        if k:
            kb, kr = ms(k["build_s"]), ms(k["resize_s"])
            bx = times(k["build_s"] / o["build_s"])
            rx = times(k["resize_s"] / o["resize_s"])
        else:
            kb = kr = "> %g s (timed out)" % timeout
            bx = "> " + times(timeout / o["build_s"])
            rx = "n/a"
        m = o.get("manual_resize_s")
        manual = ms(m) if m else "n/a"
        ratio = times(o["resize_s"] / m) if m else "n/a"
        if m and o.get("manual_check") != "equal":
            ratio += " (values differ!)"
        print("| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            n, o["constraints"], ms(o["build_s"]), kb, bx, ms(o["resize_s"]), kr, rx, manual, ratio))
    print()
    print("Times are best of %d; resize is all 1000 steps of the workload, each a suggestion and an update."
          % reps)
    scaling = sorted((int(n.split("-")[1]), ours[n]["build_s"]) for n in names if n.startswith("random-"))
    if len(scaling) >= 3:
        import math
        xs = [math.log(n) for n, _ in scaling]
        ys = [math.log(t) for _, t in scaling]
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
        print()
        print("| random builds | " + " | ".join("%d" % n for n, _ in scaling) + " | fitted exponent |")
        print("|---" * (len(scaling) + 2) + "|")
        print("| build | " + " | ".join(ms(t) for _, t in scaling) + " | n^%.2f |" % slope)
    rows = [(k, d) for k, d in ours.items() if k.startswith(files)]
    if rows:
        print()
        print("| layout file | lines | views | parse + build + first layout | report clean | peak memory |")
        print("|---|---|---|---|---|---|")
        for k, d in rows:
            print("| %s | %d | %d | %s | %s | %d MB |" % (k, d["lines"], d["views"], ms(d["file_layout_s"]), d["clean"],
                                                       d["peak_rss_mb"]))
        lists = sorted((int(k.split("-")[1]), d["file_layout_s"]) for k, d in rows if k.startswith("list-"))
        for (n1, t1), (n2, t2) in zip(lists, lists[1:]):
            print("\nlist-%d → list-%d: %.1f× the rows, %.1f× the time" % (n1, n2, n2 / n1, t2 / t1))
    for key, d in ours.items():
        if key.startswith("parse"):
            print()
            print("| parsing benchmark | lines | constraints | time | lines per second |")
            print("|---|---|---|---|---|")
            print("| %s | %d | %d | %s | %d |" % (key, d["lines"], d["constraints"], ms(d["parse_s"]), d["lines_per_s"]))
        if key.startswith("storyboard"):
            print()
            print("| storyboard benchmark | views | bytes | load + first layout |")
            print("|---|---|---|---|")
            print("| %s | %d | %d | %s |" % (key, d["views"], d["bytes"], ms(d["load_layout_s"])))
        if not (key.startswith("screen") or key.startswith("stack")):
            continue
        print()
        print("| layout benchmark | views | build + first layout | first resize + layout | 1000 resizes + layout passes | "
              "hand-written frames | engine ÷ hand-written | the same, reading every frame | ÷ hand-written | "
              "of which reading | the same reads of stored properties | frames equal | report clean |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        print("| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            key, d["views"], ms(d["build_s"]), ms(d["first_resize_s"]), ms(d["resize_s"]), ms(d["manual_resize_s"]),
            times(d["resize_s"] / d["manual_resize_s"]), ms(d["resize_read_s"]),
            times(d["resize_read_s"] / d["manual_resize_s"]), ms(d["resize_read_s"] - d["resize_s"]),
            ms(d["read_stored_s"]), d["manual_check"], d["clean"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
