#!/usr/bin/env python3
"""Lays out every Interface Builder file of a corpus folder with
`autolayout layout FILE --json` and compares each view's frame with the one
Xcode stored, for views that Xcode did not flag misplaced, ambiguous or
hidden (nor any of their ancestors), and that no custom constraint class
changes at run time. A view matches within 0.5 pt.

    swift build && python3 Scripts/ib_corpus.py [CORPUS_DIR] [-v] [--audit] [--only SUBSTRING] [--save FILE.json] [--check]
        [--misses MAX] [--save-views FILE.json] [--compare FILE.json]

CORPUS_DIR holds `files/` and `SOURCES.tsv` (file -> repository); by
default it is `ib-corpus` of the project's shared data, a sibling of the
repository. The files are third-party and never copied here.

Reports:
- plain accuracy: views within 0.5 pt of the stored frame;
- leave-one-repository-out (LOO) accuracy: each repository's files laid out
  with the quirk rows that repository alone keeps at three or more
  supporting repositories turned off (`layout --disable-quirks`);
- per-repository accuracy, the worst ten;
- with --misses MAX, every root miss whose frame is off by at most MAX
  points in every coordinate (one line each: repository, file, root, view,
  cause, ours and stored), e.g. `--misses 4` for the small offsets;
- the causes of the remaining misses: ROOT misses (the view is off relative
  to its parent too) apart from INHERITED ones (its frame relative to its
  parent is right; only a parent is off);
- with --audit, for every quirk row: the repositories where turning it off
  loses matched views (support) and where it gains some (contradiction),
  and where that support differs from the row's listed evidence (which the
  LOO figure uses);
- with --save-views FILE, every compared view's result (file, scene, view:
  matched) is written to FILE; with --compare FILE, this run is compared
  view by view with such a file: the views gained and lost per repository
  and per file (a candidate rule is measured by saving a run without it
  and comparing a run with it).
"""
import collections
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TOOL = os.path.join(ROOT, ".build", "debug", "autolayout")
TOLERANCE = 0.5
MIN_REPOSITORIES = 3


def run(path, disabled=()):
    args = [TOOL, "layout", path, "--json", "--with-stored"]
    if disabled:
        args += ["--disable-quirks", ",".join(sorted(disabled))]
    try:
        r = subprocess.run(args, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return None, "timed out"
    if r.returncode != 0:
        return None, (r.stderr.strip() or "exit %d" % r.returncode)[:300]
    try:
        return json.loads(r.stdout), None
    except ValueError as e:
        return None, "bad JSON: %s" % e


def off(a, b):
    return max(abs(x - y) for x, y in zip(a, b))


def bucket(v):
    return "%+g" % (round(v * 2) / 2)


def score(doc):
    """Per view: (scene, id, matched, root miss?, cause) for compared views."""
    out = []
    for scene in doc["scenes"]:
        skip = set(scene["skip"])
        frames, stored, parents = scene["frames"], scene["stored"], scene.get("parents", {})
        root_id = scene["id"]
        for vid, s in stored.items():
            if vid in skip or vid not in frames:
                if vid not in skip and vid not in frames:
                    out.append((scene["id"], vid, False, True, "no frame at all"))
                continue
            got = frames[vid]
            if off(got, s) <= TOLERANCE:
                out.append((scene["id"], vid, True, False, None))
                continue
            p = parents.get(vid)
            relative_ok = False
            if p is not None and p in frames and p in stored:
                rg = [got[0] - frames[p][0], got[1] - frames[p][1], got[2], got[3]]
                rs = [s[0] - stored[p][0], s[1] - stored[p][1], s[2], s[3]]
                relative_ok = off(rg, rs) <= TOLERANCE
            if relative_ok:
                out.append((scene["id"], vid, False, False, "inherits a parent's error"))
                continue
            element = scene["names"].get(vid, "").split("#")[0].split(" '")[0]
            if element.startswith("UISV") or element.startswith("stack"):
                element = "stackView"
            level = "root's first level" if p == root_id else ("root" if vid == root_id else "deeper")
            d = [g - t for g, t in zip(got, s)]
            if max(abs(d[2]), abs(d[3])) > TOLERANCE:
                what = "height %s" % bucket(d[3]) if abs(d[3]) > TOLERANCE else "width %s" % bucket(d[2])
                if abs(d[2]) > 8 or abs(d[3]) > 8:
                    what = ("height" if abs(d[3]) > abs(d[2]) else "width") + " off > 8"
                cause = "%s: %s" % (element, what)
            else:
                axis, v = ("y", d[1]) if abs(d[1]) > TOLERANCE else ("x", d[0])
                cause = "%s (%s): %s %s" % (element, level, axis, bucket(v) if abs(v) <= 100 else "off > 100")
            out.append((scene["id"], vid, False, True, cause))
    return out


def quirk_rows(doc):
    return {q["id"]: set(q["evidence"]) for q in doc.get("quirks", [])}


def applied(doc):
    return set(q for scene in doc["scenes"] for q in scene.get("quirksApplied", []))


def corpus_files(corpus=None, only=None):
    """The corpus's files (those whose name holds `only`, if given): a map
    from file name to repository (`SOURCES.tsv`) and one from file name to
    path. CORPUS defaults to `ib-corpus` of the shared data beside the
    repository."""
    corpus = corpus or os.path.join(os.path.dirname(ROOT), "share" + "d", "ib-corpus")
    folder = os.path.join(corpus, "files")
    repo_of = {}
    with open(os.path.join(corpus, "SOURCES.tsv")) as f:
        next(f)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            repo_of[parts[0]] = parts[1]
    names = sorted(n for n in os.listdir(folder) if only is None or only in n)
    return repo_of, {n: os.path.join(folder, n) for n in names}


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("-")]
    for flag in ("--save", "--save-views", "--compare"):
        if flag in argv:
            args.remove(argv[argv.index(flag) + 1])
    misses_max = None
    if "--misses" in argv:
        misses_max = float(argv[argv.index("--misses") + 1])
        args.remove(argv[argv.index("--misses") + 1])
    only = None
    if "--only" in argv:
        only = argv[argv.index("--only") + 1]
        args = [a for a in args if a != only]
    repo_of, paths = corpus_files(args[0] if args else None, only)
    names = sorted(paths)
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = dict(zip(names, pool.map(lambda n: run(paths[n]), names)))
    failures = [(n, e) for n, (d, e) in results.items() if d is None]
    docs = {n: d for n, (d, e) in results.items() if d is not None}
    scored = {n: score(d) for n, d in docs.items()}
    rows = next((quirk_rows(d) for d in docs.values()), {})

    total = sum(len(s) for s in scored.values())
    matched = sum(1 for s in scored.values() for v in s if v[2])
    print("views compared: %d, matched within %.1f pt: %d (%.2f%%)" % (
        total, TOLERANCE, matched, 100.0 * matched / max(1, total)))
    print("files: %d loaded, %d failed" % (len(docs), len(failures)))
    for name, why in failures:
        print("  FAILED %s: %s" % (name, why))

    # Leave one repository out: the rows a repository alone keeps at three
    # or more supporting repositories are turned off for its own files.
    by_repo = collections.defaultdict(list)
    for n in docs:
        by_repo[repo_of.get(n, "?")].append(n)
    loo_matched = 0
    loo_changed = []
    for repo, files in sorted(by_repo.items()):
        alone = {q for q, ev in rows.items() if repo in ev and len(ev - {repo}) < MIN_REPOSITORIES}
        for n in files:
            used = applied(docs[n]) & alone
            if not used:
                loo_matched += sum(1 for v in scored[n] if v[2])
                continue
            d, e = run(paths[n], used)
            m = sum(1 for v in score(d) if v[2]) if d else 0
            loo_matched += m
            loo_changed.append((n, sorted(used), sum(1 for v in scored[n] if v[2]) - m))
    print("leave-one-repository-out: %d (%.2f%%); %d files laid out without rows their repository alone supports" % (
        loo_matched, 100.0 * loo_matched / max(1, total), len(loo_changed)))
    if "-v" in argv:
        for n, used, lost in loo_changed:
            print("  %s without %s: %d views fewer" % (n[:70], ",".join(used), lost))

    print()
    print("| repository (worst ten) | files | views | matched |")
    print("|---|---|---|---|")
    per_repo = []
    for repo, files in by_repo.items():
        t = sum(len(scored[n]) for n in files)
        m = sum(1 for n in files for v in scored[n] if v[2])
        if t:
            per_repo.append((m / t, repo, len(files), t, m))
    for rate, repo, nf, t, m in sorted(per_repo)[:10]:
        print("| %s | %d | %d | %.1f%% |" % (repo, nf, t, 100 * rate))

    misses = [(n, v) for n, s in scored.items() for v in s if not v[2]]
    roots = [(n, v) for n, v in misses if v[3]]
    print()
    print("misses: %d, of which %d root misses and %d inherited from a parent's error" % (
        len(misses), len(roots), len(misses) - len(roots)))
    print()
    causes = collections.Counter(v[4] for n, v in roots)
    repos_of = collections.defaultdict(set)
    examples = collections.defaultdict(list)
    for n, v in roots:
        repos_of[v[4]].add(repo_of.get(n, "?"))
        if len(examples[v[4]]) < 4:
            examples[v[4]].append("%s %s %s" % (n[:70], v[0], v[1]))
    print("| root cause of miss | views | repositories |")
    print("|---|---|---|")
    for cause, n in causes.most_common(30):
        print("| %s | %d | %d |" % (cause, n, len(repos_of[cause])))
    if "-v" in argv:
        for cause, n in causes.most_common(60):
            print(cause, n)
            for e in examples[cause]:
                print("   ", e)
        worst = sorted(scored.items(), key=lambda kv: sum(1 for v in kv[1] if v[2]) - len(kv[1]))[:40]
        for name, s in worst:
            print("  %4d/%4d %s" % (sum(1 for v in s if v[2]), len(s), name))

    if misses_max is not None:
        list_root_misses(docs, repo_of, misses_max)
    if "--save" in argv:
        with open(argv[argv.index("--save") + 1], "w") as f:
            json.dump({n: [sum(1 for v in s if v[2]), len(s)] for n, s in scored.items()}, f, indent=0, sort_keys=True)
    views = {"%s\t%s\t%s" % (n, v[0], v[1]): v[2] for n, s in scored.items() for v in s}
    if "--save-views" in argv:
        with open(argv[argv.index("--save-views") + 1], "w") as f:
            json.dump(views, f, indent=0, sort_keys=True)
    if "--compare" in argv:
        with open(argv[argv.index("--compare") + 1]) as f:
            compare_views(json.load(f), views, repo_of)
    if "--audit" in argv:
        audit(rows, docs, scored, paths, repo_of)
    if "--check" in argv:
        check_rate(docs, paths)
    return 1 if failures else 0


def compare_views(before, after, repo_of):
    """Views gained and lost against an earlier --save-views run, per
    repository and per file; views compared in one run only are counted
    apart."""
    gained = collections.Counter()
    lost = collections.Counter()
    by_file = collections.defaultdict(lambda: [0, 0])
    for key in sorted(set(before) & set(after)):
        if before[key] == after[key]:
            continue
        name = key.split("\t")[0]
        (gained if after[key] else lost)[repo_of.get(name, "?")] += 1
        by_file[name][0 if after[key] else 1] += 1
    print()
    print("against the saved run: +%d -%d views (%d repositories gain, %d lose); compared in one run only: %d" % (
        sum(gained.values()), sum(lost.values()), len(gained), len(lost), len(set(before) ^ set(after))))
    for repo in sorted(set(gained) | set(lost)):
        print("  %s: +%d -%d" % (repo, gained[repo], lost[repo]))
    for name, (g, l) in sorted(by_file.items()):
        print("    %s: +%d -%d" % (name[:90], g, l))


def list_root_misses(docs, repo_of, limit):
    """Every root miss off by at most `limit` points in x, y, width and
    height, sorted by repository and file."""
    print()
    print("root misses off by at most %g pt (repository, file, root, view, cause, ours, stored):" % limit)
    count = 0
    for n in sorted(docs, key=lambda n: (repo_of.get(n, "?"), n)):
        scenes = {scene["id"]: scene for scene in docs[n]["scenes"]}
        for scene_id, vid, ok, root, cause in score(docs[n]):
            scene = scenes[scene_id]
            if ok or not root or vid not in scene["frames"]:
                continue
            got, stored = scene["frames"][vid], scene["stored"][vid]
            if off(got, stored) > limit:
                continue
            count += 1
            print("  %s | %s | %s %s | %s | ours %s | stored %s" % (
                repo_of.get(n, "?"), n, scene_id, vid, cause,
                [round(v, 2) for v in got], [round(v, 2) for v in stored]))
    print("  %d root misses" % count)


def check_rate(docs, paths):
    """`autolayout check` on every file: failing findings per kind; an
    ambiguity finding for a view Xcode did not flag (nor hide, nor an
    ancestor) and every misplaced finding for an unflagged view count as
    false; conflicts are listed apart (the stored frames cannot say)."""
    kinds, false, files_with_false = collections.Counter(), 0, 0
    for n in sorted(docs):
        r = subprocess.run([TOOL, "check", paths[n], "--format", "json"], capture_output=True, text=True, timeout=300)
        findings = json.loads(r.stdout)["findings"] if r.stdout.strip() else []
        skip = set(v for scene in docs[n]["scenes"] for v in scene["skip"])
        f_false = 0
        for f in findings:
            kinds[f["kind"]] += 1
            if f["kind"] in ("ambiguity", "misplaced"):
                vid = f["message"].split("[")[-1].split("]")[0]
                if vid not in skip:
                    f_false += 1
        false += f_false
        files_with_false += 1 if f_false else 0
    print()
    print("check on %d files: findings by kind: %s" % (len(docs), dict(sorted(kinds.items()))))
    print("false findings (ambiguity or misplaced for views Xcode did not flag): %d in %d files (%.2f per 20 files)" % (
        false, files_with_false, 20.0 * false / max(1, len(docs))))


def audit(rows, docs, scored, paths, repo_of):
    print()
    print("| quirk row | files it applies to | supports (repos) | contradicts (repos) |")
    print("|---|---|---|---|")
    stale_notes = []
    for q in sorted(rows):
        files = [n for n, d in docs.items() if q in applied(d)]
        support, against = collections.Counter(), collections.Counter()
        for n in files:
            d, e = run(paths[n], {q})
            without = {(v[0], v[1]): v[2] for v in score(d)} if d else {}
            for v in scored[n]:
                w = without.get((v[0], v[1]), False)
                if v[2] and not w:
                    support[repo_of.get(n, "?")] += 1
                elif w and not v[2]:
                    against[repo_of.get(n, "?")] += 1
        fmt = lambda c: ", ".join("%s (%d)" % kv for kv in sorted(c.items())) or "none"
        print("| %s | %d | %d: %s | %d: %s |" % (q, len(files), len(support), fmt(support), len(against), fmt(against)))
        # The LOO figure trusts the listed evidence; say where it and the
        # measurement part (a listed repository that no longer supports the
        # row makes LOO too kind).
        stale, unlisted = sorted(rows[q] - set(support)), sorted(set(support) - rows[q])
        if stale or unlisted:
            stale_notes.append("  %s: listed but not supporting: %s; supporting but not listed: %s" % (
                q, ", ".join(stale) or "none", ", ".join(unlisted) or "none"))
    print()
    print("evidence as listed in the quirk table and as measured: %s" % (
        "the same for every row" if not stale_notes else "different"))
    for line in stale_notes:
        print(line)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
