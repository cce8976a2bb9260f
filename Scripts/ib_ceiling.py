#!/usr/bin/env python3
"""Ceiling analysis for the Interface Builder corpus: how many of the views
`ib_corpus.py` misses have stored frames that break the file's own required
constraints, so that no engine obeying those constraints can give them.

    swift build && python3 Scripts/ib_ceiling.py [CORPUS_DIR] [-v] [--only SUBSTRING] [--cache FILE.json] [--ours]

The check reads each file's XML itself (not the reader's model) and tests,
on the STORED frames, every required constraint (no priority or 1000; `==`,
or an inequality that the frames break) between two views or a view and a
constant on top, bottom, leading, trailing, left, right, width, height,
centerX or centerY, with decimal, `a:b` and `a/b` multipliers, positions
measured in the coordinate space of the view whose `<constraints>` holds
it. `placeholder` constraints are included. Left out: margins, baselines,
layout guides and safe areas, constraints a `<variation>` names or varies,
a scroll view's edges against its own descendants (they are its content),
and constraints on a view flagged misplaced, ambiguous or hidden, on a
descendant of one, or on a view a variation's subview mask names, and
constraints on switches, sliders, segmented controls, steppers, progress
views and symbol images (they bind an alignment rectangle the file does
not store). Stack views add the required constraints UIKit generates
(`IB-AND-STACKS.md` §3): first and last arranged views at the stack's ends, `spacing` between
neighbours (`>=` for equalSpacing; not for system spacing, baseline
arrangement or equalCentering), equal sizes for fillEqually, and the cross
axis for fill, leading/top, trailing/bottom and center alignment; a stack
with custom margins or a hidden, misplaced or ambiguous arranged view is
skipped.

A constraint is broken when the stored frames miss it by more than 0.5 pt
(and, reported apart, 2 pt), times m for a multiplier m above 1 (pixel
rounding of the multiplied item). Reports:
- misses (and root misses) of `ib_corpus.py` whose view, or an ancestor on
  its path to the scene's root, is an item of a broken constraint, with
  the repositories they come from and the accuracy left if they all count
  as unreachable ("attributed ceiling");
- the same for files whose every checked constraint OUR frames satisfy
  (there the broken constraints are not a conflict the engine must break);
- a sound lower bound, over the files without a conflict (our frames
  satisfy every checked constraint and the engine reports none broken):
  the fewest compared views any engine obeying their required constraints
  must miss (a smallest set of views meeting every broken constraint whose
  views are all compared), and its accuracy;
- sanity checks: stored frames read here against the reader's, the checked
  constraints our engine breaks in scenes where it reports none broken,
  and matched views in a broken constraint whose views all match.

--ours (`ib_ceiling_ours.py`) sorts every miss: (a) our frames break a
checked constraint on its path that the stored frames satisfy, (s) else the
stored frames break one, (b) else; per repository, and (b)'s root misses by
the unchecked constraints on the view's axis (margins, guides, baselines...);
with -v, each (b) root miss with that kind, its parent and both frames.

--cache keeps the engine's JSON output in FILE between runs (outside the
repository: it holds the files' view names). The corpus is never copied.
"""
import collections
import itertools
import json
import os
import sys
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ib_corpus  # noqa: E402

TOLERANCE = ib_corpus.TOLERANCE
WIDE = 2.0
EDGES = {"top", "bottom", "leading", "trailing", "left", "right"}
SIZES = {"width", "height"}
ATTRIBUTES = EDGES | SIZES | {"centerX", "centerY"}
SCROLLS = {"scrollView", "tableView", "collectionView", "textView"}
FLAGS = ("misplaced", "ambiguous", "hidden")
# Controls whose alignment rectangle (what constraints bind) is not their
# frame (what the file stores): UIKit's switch, slider and segmented
# control, steppers and progress views; symbol images (`catalog="system"`).
INSET = {"switch", "slider", "segmentedControl", "stepper", "progressView"}


def number(text, default=0.0):
    try:
        return float(text) if text is not None else default
    except ValueError:
        return None


def multiplier(text):
    if text is None:
        return 1.0
    for sep in (":", "/"):
        if sep in text:
            a, _, b = text.partition(sep)
            a, b = number(a, None), number(b, None)
            return a / b if a is not None and b else None
    return number(text, None)


class Constraint:
    """first.a1 (relation) second.a2 × m + k, in holder's coordinates."""

    def __init__(self, cid, holder, first, a1, relation, second, a2, m, k):
        self.cid, self.holder = cid, holder
        self.first, self.a1, self.relation = first, a1, relation
        self.second, self.a2, self.m, self.k = second, a2, m, k

    def items(self):
        return [v for v in (self.first, self.second) if v is not None]

    def text(self):
        rel = {"equal": "==", "greaterThanOrEqual": ">=", "lessThanOrEqual": "<="}[self.relation]
        rhs = "%s.%s" % (self.second, self.a2) if self.second else ""
        if self.second and self.m != 1:
            rhs += " × %g" % self.m
        if self.k or not self.second:
            rhs += (" %+g" % self.k) if self.second else "%g" % self.k
        return "%s: %s.%s %s %s" % (self.cid, self.first, self.a1, rel, rhs)


def value(frames, item, attr, holder):
    x, y, w, h = frames[item]
    if item == holder:
        x = y = 0.0
    else:
        x, y = x - frames[holder][0], y - frames[holder][1]
    return {"left": x, "leading": x, "right": x + w, "trailing": x + w, "top": y, "bottom": y + h,
            "width": w, "height": h, "centerX": x + w / 2, "centerY": y + h / 2}[attr]


def sides(c, frames):
    """(left side, right side) of `c` on `frames`, or None if an item is missing."""
    if any(v not in frames for v in c.items() + [c.holder]):
        return None
    lhs = value(frames, c.first, c.a1, c.holder)
    rhs = c.k + (c.m * value(frames, c.second, c.a2, c.holder) if c.second else 0.0)
    return lhs, rhs


def slack(c, tolerance):
    """A constraint's tolerance: frames rounded to pixels move `m × item`
    by m times the rounding, so a multiplier above 1 widens it."""
    return tolerance * max(1.0, abs(c.m))


def violation(c, frames):
    """By how much `frames` break `c` (0 when they satisfy it), or None."""
    s = sides(c, frames)
    if s is None:
        return None
    d = s[0] - s[1]
    return abs(d) if c.relation == "equal" else max(0.0, -d if c.relation == "greaterThanOrEqual" else d)


class Document:
    """The views of one file (stored frames in their top view's coordinates,
    parents, flags) and the constraints the check takes."""

    def __init__(self, path):
        self.frame, self.parent, self.tag, self.element = {}, {}, {}, {}
        self.flagged, self.varied, self.varied_constraints, self.inset = set(), set(), set(), set()
        self.raw, self.anonymous, self.id_of = [], 0, {}
        self.walk(ET.parse(path).getroot(), None, 0.0, 0.0)
        self.tainted = {v for v in self.frame if any(a in self.flagged or a in self.varied for a in self.path(v))}
        self.constraints = [c for c in (self.read(e, h) for e, h in self.raw) if c is not None]
        self.constraints += self.stack_constraints()

    def walk(self, el, parent, ox, oy):
        for ch in el:
            if ch.tag == "variation":
                for m in ch.iter("mask"):
                    refs = {r.get("reference") for r in m if r.get("reference")}
                    (self.varied_constraints if m.get("key") == "constraints" else self.varied).update(refs)
                continue
            rect = next((r for r in ch if r.tag == "rect" and r.get("key") == "frame"), None)
            if rect is None:
                self.walk(ch, parent, ox, oy)
                continue
            vid = ch.get("id")
            if vid is None:
                self.anonymous += 1
                vid = "anonymous-%d" % self.anonymous
            x, y, w, h = (number(rect.get(k)) or 0.0 for k in ("x", "y", "width", "height"))
            self.frame[vid] = [ox + x, oy + y, w, h]
            self.parent[vid], self.tag[vid], self.element[vid] = parent, ch.tag, ch
            self.id_of[id(ch)] = vid
            if any(ch.get(f) == "YES" for f in FLAGS):
                self.flagged.add(vid)
            if ch.tag in INSET or (ch.tag == "imageView" and ch.get("catalog") == "system"):
                self.inset.add(vid)
            if any(v.tag == "variation" for v in ch):
                self.varied_constraints.add(vid)  # its constraints' constants may vary
            for cs in ch.findall("constraints"):
                self.raw += [(c, vid) for c in cs.findall("constraint")]
            self.walk(ch, vid, ox + x, oy + y)

    def path(self, v, stop=None):
        """v and its ancestors, up to `stop` (included) or the top."""
        out = []
        while v is not None:
            out.append(v)
            if v == stop:
                break
            v = self.parent.get(v)
        return out

    def top(self, v):
        return self.path(v)[-1]

    def read(self, e, holder):
        g = e.get
        cid = g("id")
        if cid is None or cid in self.varied_constraints or holder in self.varied_constraints:
            return None
        if number(g("priority"), 1000.0) != 1000.0 or any(x.tag == "variation" for x in e):
            return None
        first, a1, second, a2 = g("firstItem", holder), g("firstAttribute"), g("secondItem"), g("secondAttribute")
        m, k = multiplier(g("multiplier")), number(g("constant"))
        if a1 not in ATTRIBUTES or m is None or k is None:
            return None
        if second is None:
            if a1 not in SIZES or a2 not in (None, "notAnAttribute"):
                return None
            a2 = None
        elif a2 not in ATTRIBUTES:
            return None
        items = [v for v in (first, second) if v is not None]
        if any(v not in self.frame or v in self.tainted or v in self.inset for v in items) or holder in self.tainted:
            return None
        if len({self.top(v) for v in items + [holder]}) != 1:
            return None
        if second is not None:
            for s, a, d in ((first, a1, second), (second, a2, first)):
                if self.tag[s] in SCROLLS and a in EDGES and s in self.path(d)[1:]:
                    return None  # the scroll view's content, not its frame
        relation = g("relation") or "equal"
        if relation not in ("equal", "greaterThanOrEqual", "lessThanOrEqual"):
            return None
        return Constraint(cid, holder, first, a1, relation, second, a2, m, k)

    def stack_constraints(self):
        out = []
        for s, el in self.element.items():
            if self.tag[s] != "stackView" or s in self.tainted or el.get("layoutMarginsRelativeArrangement") == "YES":
                continue
            arranged = [self.id_of[id(v)] for sub in el.findall("subviews") for v in sub if id(v) in self.id_of]
            margins = any(e.get("key") in ("layoutMargins", "directionalLayoutMargins") for e in el)
            if not arranged or margins or any(v in self.tainted or v in self.inset for v in arranged):
                continue
            vertical = el.get("axis") == "vertical"
            lead, trail, size = ("top", "bottom", "height") if vertical else ("leading", "trailing", "width")
            clead, ctrail, ccenter = ("leading", "trailing", "centerX") if vertical else ("top", "bottom", "centerY")
            dist, align = el.get("distribution", "fill"), el.get("alignment", "fill")
            spacing = number(el.get("spacing"))

            def add(kind, first, a1, rel, second, a2, k=0.0):
                out.append(Constraint("%s(stack %s)" % (kind, s), s, first, a1, rel, second, a2, 1.0, k))
            add("canvas", arranged[0], lead, "equal", s, lead)
            add("canvas", arranged[-1], trail, "equal", s, trail)
            if (el.get("spacingType") != "standard" and el.get("baselineRelativeArrangement") != "YES"
                    and dist != "equalCentering" and spacing is not None):
                rel = "greaterThanOrEqual" if dist == "equalSpacing" else "equal"
                for prev, cur in zip(arranged, arranged[1:]):
                    add("spacing", cur, lead, rel, prev, trail, spacing)
            if dist == "fillEqually":
                for v in arranged[1:]:
                    add("fill-equally", v, size, "equal", arranged[0], size)
            for v in arranged:
                if align == "fill":
                    add("alignment", v, clead, "equal", s, clead)
                    add("alignment", v, ctrail, "equal", s, ctrail)
                elif align in ("leading", "top"):
                    add("alignment", v, clead, "equal", s, clead)
                    add("alignment", v, ctrail, "lessThanOrEqual", s, ctrail)
                elif align in ("trailing", "bottom"):
                    add("alignment", v, ctrail, "equal", s, ctrail)
                    add("alignment", v, clead, "greaterThanOrEqual", s, clead)
                elif align == "center":
                    add("alignment", v, ccenter, "equal", s, ccenter)
                    add("alignment", v, clead, "greaterThanOrEqual", s, clead)
                    add("alignment", v, ctrail, "lessThanOrEqual", s, ctrail)
        return out

    def needs_holder(self, c):
        """Whether the holder's own frame enters c (a position multiplied by m != 1)."""
        return c.holder not in c.items() and c.m != 1 and c.a1 not in SIZES


def smallest_hitting_set(edges):
    """Size of a smallest set of views meeting every edge (a set of views);
    exact per connected group of up to 14 views, else a lower bound (a
    greedy set of pairwise disjoint edges)."""
    edges = [frozenset(e) for e in set(map(frozenset, edges))]
    total, left = 0, list(edges)
    while left:
        group, views, grown = [left.pop()], set(), True
        views |= group[0]
        while grown:
            grown = False
            for e in list(left):
                if e & views:
                    group.append(e)
                    left.remove(e)
                    views |= e
                    grown = True
        if len(views) <= 14:
            total += next(n for n in range(1, len(views) + 1)
                          for pick in itertools.combinations(sorted(views), n)
                          if all(e & set(pick) for e in group))
        else:
            used = set()
            for e in sorted(group, key=len):
                if not e & used:
                    used |= e
                    total += 1
    return total


def analyse(name, path, doc):
    """Per compared view of the engine's `doc`: a row, and file-level facts."""
    d = Document(path)
    scored = ib_corpus.score(doc)
    scene_of = {}
    for scene in doc["scenes"]:
        for v in scene["frames"]:
            scene_of.setdefault(v, scene)
    broken = {}  # constraint -> (stored frames' violation, ours)
    ours_broken, quiet_ours_broken, ours_only, checked = [], [], [], 0
    for c in d.constraints:
        stored = violation(c, d.frame)
        scene = scene_of.get(c.holder)
        ours = violation(c, scene["frames"]) if scene is not None else None
        checked += 1
        if stored is not None and stored > slack(c, TOLERANCE):
            broken[c] = (stored, ours)
        if ours is not None and ours > slack(c, TOLERANCE):
            ours_broken.append(c)
            if stored is not None and stored <= slack(c, TOLERANCE):
                ours_only.append((c, ours))
            if scene["broken"] == 0:
                quiet_ours_broken.append((c, ours))
    matched = {(sid, v): ok for sid, v, ok, root, cause in scored}
    rows = []
    for sid, v, ok, root, cause in scored:
        path = set(d.path(v, stop=sid))
        hits = [(c, s) for c, s in broken.items() if path & set(c.items())]
        rows.append({"scene": sid, "view": v, "ok": ok, "root": root, "hits": hits,
                     "ours": [(c, o) for c, o in ours_only if path & set(c.items())],
                     "covered": any(v in c.items() for c in d.constraints)})
    # The sound bound: per broken constraint, the compared views whose
    # stored frames enter it; one of them must miss.
    edges, all_matched = [], []
    for c in broken:
        views = c.items() + ([c.holder] if d.needs_holder(c) else [])
        sid = scene_of.get(c.holder, {}).get("id")
        if sid is not None and all((sid, v) in matched for v in views):
            edges.append([(sid, v) for v in views])
            if all(matched[(sid, v)] for v in views):
                all_matched.append(c)
    frames_differ = 0
    for scene in doc["scenes"]:
        root = scene["id"]
        for v, s in scene["stored"].items():
            if v in d.frame and root in d.frame and root in d.path(v):
                mine = [d.frame[v][0] - d.frame[root][0], d.frame[v][1] - d.frame[root][1]] + d.frame[v][2:]
                mine = [a + b for a, b in zip(mine, [scene["stored"][root][0], scene["stored"][root][1], 0, 0])]
                frames_differ += ib_corpus.off(mine, s) > TOLERANCE
    return {"name": name, "rows": rows, "broken": broken, "checked": checked, "edges": edges,
            "ours_broken": ours_broken, "quiet": quiet_ours_broken, "all_matched": all_matched,
            "frames_differ": frames_differ, "doc": d, "scenes": doc["scenes"],
            "no_conflict": all(scene["broken"] == 0 for scene in doc["scenes"])}


def engine_docs(names, paths, cache):
    stored = {}
    if cache and os.path.exists(cache):
        with open(cache) as f:
            stored = json.load(f)
    todo = [n for n in names if n not in stored]
    with ThreadPoolExecutor(max_workers=2) as pool:
        for n, (doc, err) in zip(todo, pool.map(lambda n: ib_corpus.run(paths[n]), todo)):
            stored[n] = doc
    if cache and todo:
        with open(cache, "w") as f:
            json.dump(stored, f)
    return {n: stored[n] for n in names if stored.get(n) is not None}


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("-")]
    opts = {}
    for o in ("--only", "--cache"):
        if o in argv:
            opts[o] = argv[argv.index(o) + 1]
            args.remove(opts[o])
    repo_of, paths = ib_corpus.corpus_files(args[0] if args else None, opts.get("--only"))
    names = sorted(paths)
    docs = engine_docs(names, paths, opts.get("--cache"))
    results = [analyse(n, paths[n], docs[n]) for n in sorted(docs)]
    report(results, repo_of, "-v" in argv)
    if "--ours" in argv:
        import ib_ceiling_ours
        ib_ceiling_ours.report(results, repo_of, "-v" in argv)
    return 0


def report(results, repo_of, verbose):
    rows = [(r, row) for r in results for row in r["rows"]]
    total = len(rows)
    misses = [(r, row) for r, row in rows if not row["ok"]]
    roots = [(r, row) for r, row in misses if row["root"]]
    satisfied = {r["name"] for r in results if not r["ours_broken"]}
    solvable = {r["name"] for r in results if r["name"] in satisfied and r["no_conflict"]}
    print("files: %d; views compared: %d; matched: %d; misses: %d (%d root, %d inherited)" % (
        len(results), total, total - len(misses), len(misses), len(roots), len(misses) - len(roots)))
    print("required constraints checked: %d; the stored frames break %d by > %.1f pt, %d by > %g pt" % (
        sum(r["checked"] for r in results), sum(len(r["broken"]) for r in results), TOLERANCE,
        sum(1 for r in results for c, (s, o) in r["broken"].items() if s > slack(c, WIDE)), WIDE))
    print("misses whose own view is an item of a checked constraint: %d of %d (root misses: %d of %d)" % (
        sum(1 for r, row in misses if row["covered"]), len(misses),
        sum(1 for r, row in roots if row["covered"]), len(roots)))
    print("files whose every checked constraint our frames satisfy: %d of %d (%d of them with no conflict "
          "reported by the engine either)" % (len(satisfied), len(results), len(solvable)))
    print()
    print("| misses whose view or an ancestor on its path is in a broken constraint | > %.1f pt | > %g pt "
          "| repositories |" % (TOLERANCE, WIDE))
    print("|---|---|---|---|")
    for label, group in (("all misses (%d)" % len(misses), misses), ("root misses (%d)" % len(roots), roots),
                         ("misses in files our frames satisfy", [x for x in misses if x[0]["name"] in satisfied]),
                         ("root misses in those files", [x for x in roots if x[0]["name"] in satisfied])):
        hit = [(r, row) for r, row in group if row["hits"]]
        wide = [x for x in hit if any(s > slack(c, WIDE) for c, (s, o) in x[1]["hits"])]
        print("| %s | %d | %d | %d |" % (label, len(hit), len(wide), len({repo_of.get(r["name"]) for r, row in hit})))
    flagged = [(r, row) for r, row in misses if row["hits"]]
    flagged_s = [x for x in flagged if x[0]["name"] in satisfied]
    pct = lambda n: 100.0 * (total - n) / total
    print()
    print("attributed ceiling, every flagged miss unreachable: (%d - %d) / %d = %.2f%%; only those in files "
          "our frames satisfy: %.2f%%" % (total, len(flagged), total, pct(len(flagged)), pct(len(flagged_s))))
    must = sum(smallest_hitting_set(r["edges"]) for r in results if r["name"] in solvable)
    print("sound bound, files with no conflict (%d): any engine obeying their required constraints misses at "
          "least %d compared views there: ceiling %.2f%%" % (len(solvable), must, pct(must)))
    print()
    both = sum(1 for r in results for c in r["all_matched"] if r["broken"][c][1] > slack(c, TOLERANCE))
    print("sanity: stored frames read here that differ from the reader's: %d" % sum(r["frames_differ"] for r in results))
    print("sanity: checked constraints our frames break: %d in %d files, %d of them in scenes where the engine "
          "reports no conflict" % (sum(len(r["ours_broken"]) for r in results), len(results) - len(satisfied),
                                   sum(len(r["quiet"]) for r in results)))
    print("sanity: broken constraints whose views all match: %d (%d matched views), of which our frames break "
          "%d the same way and %d are within two tolerances; matched views with a broken constraint on their "
          "path whose other view misses: %d" % (
              sum(len(r["all_matched"]) for r in results),
              sum(1 for r, row in rows if row["ok"] and any(c in r["all_matched"] and row["view"] in c.items()
                                                           for c, s in row["hits"])),
              both, sum(len(r["all_matched"]) for r in results) - both,
              sum(1 for r, row in rows if row["ok"] and row["hits"])))
    print()
    by_repo = collections.Counter(repo_of.get(r["name"], "?") for r, row in flagged)
    miss_repo = collections.Counter(repo_of.get(r["name"], "?") for r, row in misses)
    print("| repository | flagged misses | its misses |")
    print("|---|---|---|")
    for repo, n in by_repo.most_common():
        print("| %s | %d | %d |" % (repo, n, miss_repo[repo]))
    print("(%d of the %d repositories with misses)" % (len(by_repo), len(miss_repo)))
    if not verbose:
        return
    print()
    for r in results:
        for c, o in r["quiet"]:
            print("  ours break, no conflict reported: %s | %s (by %.2f)" % (r["name"], c.text(), o))
    print()
    print("flagged misses (repository | file | view | worst broken constraint | stored sides | ours):")
    for r, row in flagged:
        c, (s, o) = max(row["hits"], key=lambda h: h[1][0])
        scene = next(sc for sc in r["scenes"] if sc["id"] == row["scene"])
        print("  %s | %s | %s %s%s | %s | stored %s off %.2f | ours %s" % (
            repo_of.get(r["name"], "?"), r["name"], row["view"], scene["names"].get(row["view"], ""),
            "" if row["root"] else " (inherited)", c.text(), fmt(sides(c, r["doc"].frame)), s,
            fmt(sides(c, scene["frames"]))))


def fmt(s):
    return "n/a" if s is None else "%.2f vs %.2f" % s


if __name__ == "__main__":
    sys.exit(main(sys.argv))
