"""`ib_ceiling.py --ours`: which misses of `ib_corpus.py` come with a checked
required constraint that OUR frames break while the stored frames satisfy
it (a), which have stored frames that break one (s), and which satisfy
every checked constraint both ways (b) - there the difference comes from
what the check leaves out, which `unchecked` names per root miss. With -v
each (b) root miss is listed too, by kind (`grep '(b) stack'` gives the
views of one bucket), with its parent and the two frames."""
import collections

TOLERANCE = 0.5
HORIZONTAL = {"leading", "trailing", "left", "right", "width", "centerX"}


def report(results, repo_of, verbose):
    table = collections.defaultdict(collections.Counter)
    kinds, kind_repos = collections.Counter(), collections.defaultdict(set)
    listed = []
    for r in results:
        repo = repo_of.get(r["name"], "?")
        for row in (row for row in r["rows"] if not row["ok"]):
            k = "a" if row["ours"] else "s" if row["hits"] else "b"
            table[repo][k] += 1
            if verbose and row["ours"]:
                c, o = max(row["ours"], key=lambda h: h[1])
                print("  (a) %s | %s | %s | %s | ours off %.2f" % (repo, r["name"], row["view"], c.text(), o))
            if k == "b" and row["root"]:
                scene = next(sc for sc in r["scenes"] if sc["id"] == row["scene"])
                kind = unchecked(r["doc"], row["view"], scene["frames"][row["view"]], scene["stored"][row["view"]])
                kinds[kind] += 1
                kind_repos[kind].add(repo)
                if verbose:
                    d, v = r["doc"], row["view"]
                    listed.append((kind, repo, r["name"], "%s %s in %s %s" % (
                        v, d.tag.get(v), d.tag.get(d.parent.get(v)), d.parent.get(v)), scene["frames"][v], scene["stored"][v]))
    total = sum(table.values(), collections.Counter())
    print("\nmisses by kind: (a) ours break a checked constraint the stored frames satisfy: %d in %d repositories; "
          "(s) else the stored frames break one: %d in %d; (b) both satisfy every checked one: %d in %d" % tuple(
              x for k in "asb" for x in (total[k], sum(1 for t in table.values() if t[k]))))
    print("| repository | (a) | (s) | (b) |\n|---|---|---|---|")
    for repo, t in sorted(table.items(), key=lambda x: (-x[1]["a"], -sum(x[1].values()), x[0])):
        print("| %s | %d | %d | %d |" % (repo, t["a"], t["s"], t["b"]))
    print("\n(b) root misses by what else ties the view on the axis where it is off (views, repositories):")
    for kind, n in kinds.most_common():
        print("  %d (%d) %s" % (n, len(kind_repos[kind]), kind))
    if listed:
        print("\n(b) root misses (kind | repository | file | view, its parent | ours | stored):")
    for kind, repo, name, view, ours, stored in sorted(listed, key=lambda x: (-kinds[x[0]], x[0], x[1], x[2], x[3])):
        print("  (b) %s | %s | %s | %s | ours %s | stored %s" % (kind, repo, name, view, fmt(ours), fmt(stored)))


def fmt(frame):
    return "%g,%g %gx%g" % tuple(round(x, 2) for x in frame)


def unchecked(d, v, ours, stored):
    """The kinds of constraint the check leaves out that tie `v` (a view
    of `ib_ceiling.Document` `d`) on the axes where our frame and the
    stored one differ: margins, baselines, layout guides and safe areas
    (items without a frame), optional or inequality constraints, and its
    own or its superview's stack view."""
    axes = {i for i in (0, 1) if max(abs(ours[i] - stored[i]), abs(ours[i + 2] - stored[i + 2])) > TOLERANCE}
    kinds = {"stack"} if "stackView" in (d.tag.get(v), d.tag.get(d.parent.get(v))) else set()
    for e, holder in d.raw:
        g = e.get
        a1, a2, first, other = g("firstAttribute", ""), g("secondAttribute", ""), g("firstItem", holder), g("secondItem")
        axis = 0 if a1.split("Margin")[0].split("Within")[0] in HORIZONTAL else 1
        if v not in (first, other) or axis not in axes:
            continue
        other = other if first == v else first
        optional = g("priority") not in (None, "1000") or g("relation") not in (None, "equal")
        kinds |= {k for k, hit in (("margin", "Margin" in a1 + a2), ("baseline", "aseline" in a1 + a2),
                                   ("guide", other is not None and other not in d.frame),
                                   ("optional", optional)) if hit}
    return "+".join(sorted(kinds)) or "only checked constraints (intrinsic size, or left free)"
