#!/usr/bin/env python3
"""Runs `autolayout why` over the third-party conflict logs in the folder
given (by default the `uikit-logs` folder of the project's shared data, a
sibling of the repository) and
reports, per log: that it reads (exit 0), that the conflicting set is
minimal (removing any one member makes the rest satisfiable: the tool's
--check solves each), whether it includes the constraint UIKit broke or the
tool explains why not, and whether the first fix is the one the source
thread says worked (or one equivalent to it).

    swift build && python3 Scripts/why_corpus.py [LOG_DIR]

The logs are not part of the repository; nothing here copies them.

Known fixes: the SOURCES.tsv of the log folder describes them in prose. The
table below turns each into a check on the first suggestion; logs whose
thread names no fix, or a fix that is not a change to constraints, are
listed with None and counted as having no known fix. A fix in the app's
own code (18: a popover's source rect) is checked by the kind and words of
the first suggestion.
"""
import csv
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def first_fix_is(kinds, constraint=None):
    def check(fixes):
        if not fixes:
            return False
        f = fixes[0]
        return f["kind"] in kinds and (constraint is None or f["constraint"] == constraint)
    return check


# file -> (what the thread says, check on our fixes); None: no usable fix.
KNOWN = {
    # "lower the priority of one of the two content-view width constraints"
    "12.log": first_fix_is({"removeDuplicate", "lowerPriority"}),
    # "create the menu item view with a non-zero initial frame width": the
    # autoresizing width 0 goes away; turning its translation off is the
    # same change to the system.
    "22.log": first_fix_is({"stopTranslatingAutoresizingMask"}, "0x6000031bf070"),
    # "give the custom height constraint priority 900"
    "24.log": first_fix_is({"lowerPriority", "cellBottomPriority", "inputViewHeight"}, "0x600000088110"),
    # "lower the components' internal size constraints to 999 so the
    # required UISV-hiding constraint wins"
    "29.log": first_fix_is({"lowerPriority"}, "0x12dd33150"),
    # "set the inner spacing to 0 while hidden, or remove the inner stack"
    "41.log": first_fix_is({"zeroSpacing"}),
    # "check whether the popover source rect is too large and compute the
    # centre point by hand": a change to the app's presenting code, not to
    # constraints. The first fix must be the popover one: its kind, and
    # words that name the popover's source view and rect.
    "18.log": lambda fixes: bool(fixes) and fixes[0]["kind"] == "popoverSource"
    and fixes[0]["constraint"] is None
    and all(w in fixes[0]["text"] for w in ("popoverPresentationController", "sourceView", "sourceRect")),
}


def main(argv):
    logs = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(ROOT), "shared", "uikit-logs")
    tool = os.path.join(ROOT, ".build", "debug", "autolayout")
    if not os.path.exists(tool):
        print("build first: swift build", file=sys.stderr)
        return 2
    rows, fails = [], 0
    known_total = known_first = 0
    for name in sorted(f for f in os.listdir(logs) if f.endswith(".log")):
        r = subprocess.run([tool, "why", "--json", "--check", os.path.join(logs, name)], capture_output=True,
                           text=True, timeout=120)
        if r.returncode != 0 and not r.stdout.startswith("{"):
            fails += 1
            rows.append((name, "UNREADABLE: " + r.stderr.strip(), "", "", ""))
            continue
        for block in json.loads(r.stdout)["blocks"]:
            if block.get("error"):
                fails += 1
                rows.append((name, "UNREADABLE BLOCK: " + block["error"]["message"], "", "", ""))
                continue
            conflict, broken, notes = block["conflict"], block["broken"], block["notes"]
            if conflict:
                minimal = "minimal" if block["minimal"] else "NOT MINIMAL"
                if broken in conflict:
                    brk = "includes broken" + (" (forced)" if block["forced"] else " (not forced)")
                else:
                    brk = "explained: " + (notes[-1][:70] if notes else "no broken line")
            else:
                minimal = "no conflict reproduced"
                brk = "explained: " + (notes[-1][:70] if notes else "?")
            check = KNOWN.get(name)
            if check is not None:
                known_total += 1
                ok = check(block["fixes"])
                known_first += ok
                fix = ("known fix first" if ok else "known fix NOT first")
            else:
                fix = "no known fix"
            first = block["fixes"][0]["text"][:80] if block["fixes"] else "-"
            rows.append((name, "%d in conflict, %s" % (len(conflict), minimal), brk, fix, first))
    print("| log | conflict | broken constraint | known fix | our first fix |")
    print("|---|---|---|---|---|")
    for r in rows:
        print("| " + " | ".join(x.replace("|", "\\|") for x in r) + " |")
    print()
    print("%d logs, %d unreadable; known fix first in %d of %d logs that name one (%.0f%%)" % (
        len(rows), fails, known_first, known_total, 100.0 * known_first / max(1, known_total)))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
