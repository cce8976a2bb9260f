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

With --peers, runs the row list instead (Sources/Workloads/RowList.swift:
N rows of an icon, a label taking the slack and a badge, 4N + 1 views),
written with stack views and with anchors, side by side with Yoga and Taffy
(flex_side.py; `python3 -m pip install stretchable==1.1.8 poga==0.1.19`; a
peer that is not installed is skipped with a line saying so), at N = 1,000
and 10,000 (or the sizes given), each engine and size in a process of its
own (peak memory is per run), frames compared with the first peer's:

    python3 Benchmarks/compare.py --peers [--grid] [--reps N] [--rounds R] [--timeout S] [--no-build] [ROWS...]

--rounds R runs every engine and size R times, interleaved, and keeps each
case's minimum (and the largest peak memory): on a shared machine a slow
spell then falls on every engine alike (default 1).

--grid lays out the second shape instead, a grid of ROWS rows of ten 30 x 30
cells 4 apart (11 ROWS + 1 views; the edits widen a row's first cell).

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
    if x < 0.1:
        return "%.2g×" % x
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


PEER_CASES = [("first_s", "first layout of a fresh tree"),
              ("build_s", "  its first part: building the tree"),
              ("pass_s", "  its second part: the first layout pass"), ("edit1_s", "first edit (one icon 40 → 50) + layout"),
              ("edit2_s", "second edit (another row) + layout"), ("rotate_s", "rotation (375 → 667) + layout")]


FAILED = set()


def run_json(cmd, timeout):
    """Runs a side; its JSON line, or None when it timed out or failed."""
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=True)
        return json.loads(r.stdout.strip().splitlines()[-1])
    except subprocess.TimeoutExpired as e:
        # Our side prints what it has measured after each case: keep it.
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        lines = [line for line in out.splitlines() if line.startswith("{")]
        if not lines:
            return None
        d = json.loads(lines[-1])
        d["cut"] = True
        return d
    except (subprocess.CalledProcessError, ValueError, IndexError) as e:
        print("  (%s failed: %s)" % (" ".join(cmd[:4]), e), file=sys.stderr)
        FAILED.add(tuple(cmd))
        return None


def merge_round(kept, d):
    """The best of two runs of one engine and size: each time its minimum,
    the peak memory its maximum, the frames the later run's."""
    if not kept:
        return d
    if not d:
        return kept
    for key, _ in PEER_CASES:
        if key in d:
            kept[key] = min(kept[key], d[key]) if key in kept else d[key]
    kept["peak_rss_mb"] = max(kept.get("peak_rss_mb", 0), d.get("peak_rss_mb", 0))
    kept["frames"] = d["frames"]
    return kept


def peers(sizes, reps, timeout, grid=False, rounds=1):
    """The row list (or the grid) on our two spellings and on the peers;
    prints tables. With rounds > 1 every engine and size runs that many
    times, interleaved (all engines at a size, then again), and each case
    keeps its minimum: a slow spell of a shared machine then costs every
    engine alike instead of whichever process it fell on."""
    import importlib.util
    import math
    compare = os.path.join(HERE, ".build", "release", "compare")
    side = os.path.join(HERE, "flex_side.py")
    shape = "grid" if grid else "rows"
    engines = [("stacks", [compare, shape, "stacks"]), ("anchors", [compare, shape, "anchors"])]
    for peer, module in (("taffy", "stretchable"), ("yoga", "poga")):
        if importlib.util.find_spec(module) is None:
            print("skipping %s: PyPI '%s' is not installed (python3 -m pip install stretchable==1.1.8 "
                  "poga==0.1.19)" % (peer, module))
        else:
            engines.append((peer, [sys.executable, side, peer] + (["--grid"] if grid else [])))
    results, failed = {}, set()
    for n, round_ in [(n, r) for n in sizes for r in range(rounds)]:
        reference = None
        for name, cmd in engines:
            frames = os.path.join(WORKLOADS, "%s-%s-%d.json" % (shape, name, n))
            os.makedirs(WORKLOADS, exist_ok=True)
            if os.path.exists(frames):
                os.remove(frames)
            full = cmd + [str(n), "--reps", str(reps), "--frames", frames]
            d = run_json(full, timeout)
            if tuple(full) in FAILED:
                failed.add((name, n))
            if d and not os.path.exists(frames):
                d["frames"] = []
            elif d:
                with open(frames) as f:
                    values = json.load(f)
                if name in ("taffy", "yoga") and reference is None:
                    reference = (name, values)
                d["frames"] = values
            results[(name, n)] = merge_round(results.get((name, n)) if round_ else None, d)
        for name, _ in engines:
            d = results[(name, n)]
            if d and not d["frames"]:
                d["check"] = "n/a (cut at %g s)" % timeout
            elif d and reference:
                worst = max((abs(a - b) for a, b in zip(d["frames"], reference[1])), default=0.0)
                same = len(d["frames"]) == len(reference[1]) and worst < 1e-6
                d["check"] = "equal to %s" % reference[0] if same else "DIFFERENT (max %g)" % worst
            elif d:
                d["check"] = "no peer"
    names = [name for name, _ in engines]
    print("| case | N | " + " | ".join(names) + " | ours ÷ faster peer (stacks, anchors) |")
    print("|---" * (len(names) + 3) + "|")
    for key, label in PEER_CASES:
        for n in sizes:
            cells, peer_best = [], None
            for name in names:
                d = results[(name, n)]
                cut = "failed (see above)" if (name, n) in failed else "> %g s (cut)" % timeout
                cells.append(ms(d[key]) if d and key in d else cut)
                if d and key in d and name in ("taffy", "yoga"):
                    peer_best = d[key] if peer_best is None else min(peer_best, d[key])
            ratios = []
            for name in ("stacks", "anchors"):
                d = results[(name, n)]
                ratios.append(times(d[key] / peer_best) if d and key in d and peer_best else "n/a")
            print("| %s | %d | %s | %s |" % (label, n, " | ".join(cells), ", ".join(ratios)))
    if len(sizes) >= 2:
        lo, hi = min(sizes), max(sizes)
        print()
        print("| growth from N = %d to %d (fitted exponent) | " % (lo, hi) + " | ".join(names) + " |")
        print("|---" * (len(names) + 1) + "|")
        for key, label in PEER_CASES:
            cells = []
            for name in names:
                a, b = results[(name, lo)], results[(name, hi)]
                ok = a and b and key in a and key in b
                cells.append("N^%.2f" % (math.log(b[key] / a[key]) / math.log(hi / lo)) if ok else "n/a")
            print("| %s | %s |" % (label, " | ".join(cells)))
    big = max(sizes)
    print()
    print("| N = %d | " % big + " | ".join(names) + " |")
    print("|---" * (len(names) + 1) + "|")
    print("| peak RSS | " + " | ".join("%d MB" % results[(m, big)]["peak_rss_mb"] if results[(m, big)] else "n/a"
                                     for m in names) + " |")
    print("| frames | " + " | ".join(results[(m, big)]["check"] if results[(m, big)] else "n/a" for m in names) + " |")
    print()
    print("Best of %d fresh trees per case%s; the peers run through their Python bindings (flex_side.py)."
          % (reps, " in each of %d interleaved rounds, the minimum kept" % rounds if rounds > 1 else ""))
    return 0


def usage_error(message):
    """A bad command line: one line saying what was wrong, and how to ask for help."""
    print("compare.py: %s (python3 Benchmarks/compare.py --help shows the usage)" % message, file=sys.stderr)
    return 2


def main(argv):
    if "--help" in argv or "-h" in argv:
        print(__doc__)
        return 0
    try:
        return run(argv)
    except (ValueError, StopIteration):
        return usage_error("an option's value is missing or is not a number")


def run(argv):
    reps, timeout, build, names = 5, 120.0, True, []
    if "--peers" in argv:
        grid = "--grid" in argv
        rest, sizes, reps, rounds = [a for a in argv[1:] if a not in ("--peers", "--grid")], [], 3, 1
        it = iter(rest)
        for a in it:
            if a == "--reps":
                reps = int(next(it))
            elif a in ("--timeout", "--kiwi-timeout"):
                timeout = float(next(it))
            elif a == "--no-build":
                build = False
            elif a == "--rounds":
                rounds = int(next(it))
            else:
                sizes.append(int(a))
        if build:
            clean_first_party()
            subprocess.run(["swift", "build", "-c", "release", "--product", "compare"], cwd=HERE, check=True,
                           stdout=subprocess.DEVNULL)
        return peers(sizes or [1000, 10000], reps, timeout, grid, rounds)
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
    unknown = [n for n in names if n.startswith("-")]
    if unknown:
        return usage_error("unknown option %s" % unknown[0])
    compare = os.path.join(HERE, ".build", "release", "compare")
    if subprocess.run([compare, "--write-workloads", WORKLOADS] + names).returncode != 0:
        return usage_error("no such workload among %s (the line above names it)" % " ".join(names))
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
