#!/usr/bin/env python3
"""Lays out every Interface Builder file of a corpus folder with
`autolayout layout FILE --json` and compares each view's frame with the one
Xcode stored, for views that Xcode did not flag misplaced, ambiguous or
hidden (nor any of their ancestors), and that no custom constraint class
changes at run time. A view matches within 0.5 pt.

    swift build && python3 Scripts/ib_corpus.py [CORPUS_FILES_DIR]

By default the folder is `ib-corpus/files` of the project's shared data, a
sibling of the repository; the files are third-party and never copied here.
Prints the match rate, files that failed to load, and the misses grouped by
a likely cause (the view's element, whether its size or its position is
off).
"""
import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def main(argv):
    folder = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(ROOT), "shared", "ib-corpus", "files")
    tool = os.path.join(ROOT, ".build", "debug", "autolayout")
    total = matched = 0
    failures, causes, per_file = [], collections.Counter(), []
    examples = collections.defaultdict(list)
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        try:
            r = subprocess.run([tool, "layout", path, "--json", "--with-stored"], capture_output=True, text=True,
                               timeout=120)
        except subprocess.TimeoutExpired:
            failures.append((name, "timed out"))
            continue
        if r.returncode != 0:
            failures.append((name, r.stderr.strip()[:200]))
            continue
        doc = json.loads(r.stdout)
        ft = fm = 0
        for scene in doc["scenes"]:
            skip = set(scene["skip"])
            for vid, stored in scene["stored"].items():
                if vid in skip or vid not in scene["frames"]:
                    continue
                got = scene["frames"][vid]
                ft += 1
                d = [abs(a - b) for a, b in zip(got, stored)]
                if max(d) <= 0.5:
                    fm += 1
                    continue
                element = scene["names"].get(vid, "").split("#")[0].split(" '")[0]
                what = "size" if max(d[2], d[3]) > 0.5 else "position"
                cause = "%s: %s off" % (element if not element.startswith("UISV") else "stack", what)
                causes[cause] += 1
                if len(examples[cause]) < 3:
                    examples[cause].append("%s %s %s stored %s got %s" % (name[:60], scene["id"], vid, stored, got))
        total += ft
        matched += fm
        per_file.append((name, fm, ft))
    print("views compared: %d, matched within 0.5 pt: %d (%.1f%%)" % (total, matched, 100.0 * matched / max(1, total)))
    print("files: %d loaded, %d failed" % (len(per_file), len(failures)))
    for name, why in failures:
        print("  FAILED %s: %s" % (name, why))
    print()
    print("| cause of miss | views |")
    print("|---|---|")
    for cause, n in causes.most_common(25):
        print("| %s | %d |" % (cause, n))
    if "-v" in argv:
        for cause, ex in examples.items():
            print(cause)
            for e in ex:
                print("   ", e)
        worst = sorted(per_file, key=lambda x: x[1] - x[2])[:40]
        for name, m, t in worst:
            print("  %4d/%4d %s" % (m, t, name))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
