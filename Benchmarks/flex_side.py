#!/usr/bin/env python3
"""The row list of Sources/Workloads/RowList.swift on a flexbox engine, for
compare.py --peers: Taffy through PyPI `stretchable` 1.1.8, Yoga through
PyPI `poga` 0.1.19 (Yoga 1.19). Install them with

    python3 -m pip install stretchable==1.1.8 poga==0.1.19

    python3 Benchmarks/flex_side.py taffy|yoga ROWS [--grid] [--reps R] [--frames FILE]

With --grid, the second shape: ROWS rows of ten 30 x 30 cells, 4 apart both
ways, at the top left; the edits change the first cell's width of a row.

The same cases as `compare rows`: the first layout of a fresh tree, the
first edit (row ROWS/2's icon 40 -> 50 wide), the second edit (row
ROWS/4's), then rotation (375 -> 667 wide), each followed by a layout; best
of R fresh trees. Prints one JSON line; FILE gets the last tree's frames
(root coordinates, four numbers per view: row, icon, label, badge per row).
"""
import json
import sys
import time


def peak_rss_mb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) // 1024
    return -1


class Taffy:
    name = "taffy (stretchable 1.1.8)"

    def __init__(self, rows, layout=True):
        from stretchable import Node, Style
        from stretchable.style import AlignItems, FlexDirection
        # Styles are values, made once: stretchable's Python-side Style
        # constructor costs about a millisecond, which would dwarf Taffy.
        styles = Taffy.styles()
        self.rows, self.icons = [], []
        for _ in range(rows):
            icon, label, badge = Node(style=styles["icon"]), Node(style=styles["label"]), Node(style=styles["badge"])
            self.rows.append(Node(icon, label, badge, style=styles["row"]))
            self.icons.append(icon)
        self.root = Node(*self.rows, style=styles["root375"])
        if layout:
            self.layout()

    def layout(self):
        self.root.compute_layout()

    @staticmethod
    def styles():
        if not hasattr(Taffy, "_styles"):
            from stretchable import Style
            from stretchable.style import AlignItems, FlexDirection
            Taffy._styles = {
                "icon": Style(size=(40, 40), flex_shrink=0), "icon50": Style(size=(50, 40), flex_shrink=0),
                "label": Style(size=(None, 20), flex_basis=120, flex_grow=1),
                "badge": Style(size=(24, 24), flex_shrink=0),
                "row": Style(flex_direction=FlexDirection.ROW, padding=8, gap=8, align_items=AlignItems.CENTER),
                "root375": Style(flex_direction=FlexDirection.COLUMN, size=(375, None)),
                "root667": Style(flex_direction=FlexDirection.COLUMN, size=(667, None)),
            }
        return Taffy._styles

    def set_icon_width(self, i, w):
        self.icons[i].style = Taffy.styles()["icon%d" % w]
        self.root.compute_layout()

    def set_width(self, w):
        self.root.style = Taffy.styles()["root%d" % w]
        self.root.compute_layout()

    def frames(self):
        out = []
        for row in self.rows:
            for n in [row] + list(row):
                b = n.get_box(relative=False)
                out += [b.x, b.y, b.width, b.height]
        return out


class Yoga:
    name = "yoga (poga 0.1.19)"

    def __init__(self, rows, layout=True):
        import poga.libpoga_capi as yg
        self.yg = yg
        self.rows, self.icons = [], []
        root = yg.YGNodeNew()
        yg.YGNodeStyleSetFlexDirection(root, yg.YGFlexDirection.Column)
        yg.YGNodeStyleSetWidth(root, 375)
        for i in range(rows):
            row = yg.YGNodeNew()
            yg.YGNodeStyleSetFlexDirection(row, yg.YGFlexDirection.Row)
            yg.YGNodeStyleSetAlignItems(row, yg.YGAlign.Center)
            yg.YGNodeStyleSetPadding(row, yg.YGEdge.All, 8)
            icon, label, badge = yg.YGNodeNew(), yg.YGNodeNew(), yg.YGNodeNew()
            for n, w, h in ((icon, 40, 40), (badge, 24, 24)):
                yg.YGNodeStyleSetWidth(n, w)
                yg.YGNodeStyleSetHeight(n, h)
                yg.YGNodeStyleSetFlexShrink(n, 0)
            yg.YGNodeStyleSetHeight(label, 20)
            yg.YGNodeStyleSetFlexBasis(label, 120)
            yg.YGNodeStyleSetFlexGrow(label, 1)
            # Yoga 1.19 has no gap: the spacing is the label's side margins.
            yg.YGNodeStyleSetMargin(label, yg.YGEdge.Left, 8)
            yg.YGNodeStyleSetMargin(label, yg.YGEdge.Right, 8)
            for k, n in enumerate((icon, label, badge)):
                yg.YGNodeInsertChild(row, n, k)
            yg.YGNodeInsertChild(root, row, i)
            self.rows.append((row, icon, label, badge))
            self.icons.append(icon)
        self.root = root
        if layout:
            self.layout()

    def layout(self):
        self.yg.YGNodeCalculateLayout(self.root, float("nan"), float("nan"), self.yg.YGDirection.LTR)

    def set_icon_width(self, i, w):
        self.yg.YGNodeStyleSetWidth(self.icons[i], w)
        self.layout()

    def set_width(self, w):
        self.yg.YGNodeStyleSetWidth(self.root, w)
        self.layout()

    def frames(self):
        yg, out = self.yg, []
        for row, *items in self.rows:
            rx, ry = yg.YGNodeLayoutGetLeft(row), yg.YGNodeLayoutGetTop(row)
            out += [rx, ry, yg.YGNodeLayoutGetWidth(row), yg.YGNodeLayoutGetHeight(row)]
            for n in items:
                out += [rx + yg.YGNodeLayoutGetLeft(n), ry + yg.YGNodeLayoutGetTop(n), yg.YGNodeLayoutGetWidth(n),
                        yg.YGNodeLayoutGetHeight(n)]
        return out


class TaffyGrid(Taffy):
    name = "taffy (stretchable 1.1.8)"

    def __init__(self, rows, layout=True):
        from stretchable import Node, Style
        from stretchable.style import AlignItems, FlexDirection
        cell = Style(size=(30, 30), flex_shrink=0)
        if not hasattr(TaffyGrid, "_grid"):
            TaffyGrid._grid = {
                "row": Style(flex_direction=FlexDirection.ROW, gap=4),
                "root375": Style(flex_direction=FlexDirection.COLUMN, gap=4, align_items=AlignItems.FLEX_START,
                                 size=(375, None)),
                "root667": Style(flex_direction=FlexDirection.COLUMN, gap=4, align_items=AlignItems.FLEX_START,
                                 size=(667, None)),
                "icon50": Style(size=(50, 30), flex_shrink=0),
            }
        g = TaffyGrid._grid
        self.rows, self.icons = [], []
        for _ in range(rows):
            cells = [Node(style=cell) for _ in range(10)]
            self.rows.append(Node(*cells, style=g["row"]))
            self.icons.append(cells[0])
        self.root = Node(*self.rows, style=g["root375"])
        if layout:
            self.layout()

    def set_icon_width(self, i, w):
        self.icons[i].style = TaffyGrid._grid["icon50"]
        self.root.compute_layout()

    def set_width(self, w):
        self.root.style = TaffyGrid._grid["root%d" % w]
        self.root.compute_layout()


class YogaGrid(Yoga):
    name = "yoga (poga 0.1.19)"

    def __init__(self, rows, layout=True):
        import poga.libpoga_capi as yg
        self.yg = yg
        self.rows, self.icons = [], []
        root = yg.YGNodeNew()
        yg.YGNodeStyleSetFlexDirection(root, yg.YGFlexDirection.Column)
        yg.YGNodeStyleSetAlignItems(root, yg.YGAlign.FlexStart)
        yg.YGNodeStyleSetWidth(root, 375)
        for i in range(rows):
            row = yg.YGNodeNew()
            yg.YGNodeStyleSetFlexDirection(row, yg.YGFlexDirection.Row)
            if i > 0:
                yg.YGNodeStyleSetMargin(row, yg.YGEdge.Top, 4)
            cells = []
            for j in range(10):
                c = yg.YGNodeNew()
                yg.YGNodeStyleSetWidth(c, 30)
                yg.YGNodeStyleSetHeight(c, 30)
                yg.YGNodeStyleSetFlexShrink(c, 0)
                if j > 0:
                    yg.YGNodeStyleSetMargin(c, yg.YGEdge.Left, 4)
                yg.YGNodeInsertChild(row, c, j)
                cells.append(c)
            yg.YGNodeInsertChild(root, row, i)
            self.rows.append((row, *cells))
            self.icons.append(cells[0])
        self.root = root
        if layout:
            self.layout()

    def set_icon_width(self, i, w):
        self.yg.YGNodeStyleSetWidth(self.icons[i], w)
        self.layout()


def main(argv):
    grid = "--grid" in argv
    argv = [a for a in argv if a != "--grid"]
    engine, rows = argv[1], int(argv[2])
    reps, frames_path = 3, None
    it = iter(argv[3:])
    for a in it:
        if a == "--reps":
            reps = int(next(it))
        elif a == "--frames":
            frames_path = next(it)
    kind = {"taffy": TaffyGrid if grid else Taffy, "yoga": YogaGrid if grid else Yoga}[engine]
    if kind is Taffy:
        Taffy.styles()
    best = {"first_s": float("inf"), "build_s": float("inf"), "pass_s": float("inf"), "edit1_s": float("inf"), "edit2_s": float("inf"), "rotate_s": float("inf")}
    tree = None
    for _ in range(reps):
        tree = None
        t = time.perf_counter()
        tree = kind(rows, layout=False)
        built = time.perf_counter()
        tree.layout()
        done = time.perf_counter()
        best["first_s"] = min(best["first_s"], done - t)
        best["build_s"] = min(best["build_s"], built - t)
        best["pass_s"] = min(best["pass_s"], done - built)
        for key, step in (("edit1_s", lambda: tree.set_icon_width(rows // 2, 50)),
                          ("edit2_s", lambda: tree.set_icon_width(rows // 4, 50)),
                          ("rotate_s", lambda: tree.set_width(667))):
            t = time.perf_counter()
            step()
            best[key] = min(best[key], time.perf_counter() - t)
    if frames_path:
        with open(frames_path, "w") as f:
            json.dump(tree.frames(), f)
    print(json.dumps(dict(impl=kind.name, rows=rows, views=(11 if grid else 4) * rows + 1, peak_rss_mb=peak_rss_mb(), **best)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
