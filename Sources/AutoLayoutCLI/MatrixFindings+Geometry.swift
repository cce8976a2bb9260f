import AutoLayout

/// Views pushed outside their superview or the screen, and siblings
/// pushed onto each other.
extension MatrixComparison {
  /// The edges `id` crosses of `outer`'s frame, as designed: in the
  /// frames the engine computes for the design and in the frames Xcode
  /// stored (either is the design's).
  func designedEdges(_ id: String, outside outer: String?) -> Set<String> {
    var out: Set<String> = []
    for frames in [design.frames, stored] {
      guard let f = frames[id] else { continue }
      let o: LayoutRect?
      if let outer { o = frames[outer] } else { o = screen(frames) }
      guard let o else { continue }
      out.formUnion(Overhang(f, outside: o).edges(beyond: Self.tolerance))
    }
    return out
  }

  /// The root's bounds in a set of frames: the screen (or the view a xib
  /// designs).
  func screen(_ frames: [String: LayoutRect]) -> LayoutRect? {
    frames[root.id].map { LayoutRect(x: 0, y: 0, width: $0.width, height: $0.height) }
  }

  /// Views reaching past their superview (unless it scrolls), or past the
  /// screen where the superview does not, on an edge they did not cross
  /// as designed.
  func outside() -> [MatrixFinding] {
    var out: [MatrixFinding] = []
    guard let bounds = screen(now.frames) else { return out }
    for id in root.ids where compared(id) {
      guard let f = now.frames[id], let pid = now.parent[id], let pf = now.frames[pid] else { continue }
      var reported: Set<String> = []
      if !root.scrolling.contains(pid) {
        let o = Overhang(f, outside: pf)
        let edges = o.edges(beyond: Self.tolerance).subtracting(designedEdges(id, outside: pid))
        if !edges.isEmpty {
          let cut = root.clipping.contains(pid) ? ", which clips it: the part outside is cut off" : ""
          out.append(
            finding(
              "outside", id, other: pid, edges: edges,
              what: "reaches past the \(Self.list(edges)) edge of its superview \(root.label(pid))\(cut)"))
          reported = edges
        }
      }
      guard pid != root.id, !insideScrolling(id) else { continue }
      let o = Overhang(f, outside: bounds)
      let edges = o.edges(beyond: Self.tolerance)
        .subtracting(Overhang(pf, outside: bounds).edges(beyond: Self.tolerance))
        .subtracting(designedEdges(id, outside: nil)).subtracting(reported)
      if !edges.isEmpty {
        out.append(
          finding(
            "outside", id, other: nil, edges: edges,
            what: "reaches past the \(Self.list(edges)) edge of the screen"))
      }
    }
    return out
  }

  func finding(
    _ kind: String, _ id: String, other: String?, edges: Set<String>, what: String
  ) -> MatrixFinding {
    let p = at(id)
    return MatrixFinding(
      kind: kind, root: root.id, view: id, line: p.line, column: p.column,
      message: "\(root.label(id)) \(what) (as designed, it does not)",
      key: "\(kind)|\(id)|\(other ?? "screen")|\(edges.sorted().joined(separator: ","))",
      outlined: [id] + (other.map { [$0] } ?? []))
  }

  /// `left`, `left and top`, `left, top and right`.
  static func list(_ edges: Set<String>) -> String {
    let ordered = ["left", "top", "right", "bottom"].filter(edges.contains)
    guard ordered.count > 1 else { return ordered.first ?? "" }
    return ordered.dropLast().joined(separator: ", ") + " and " + (ordered.last ?? "")
  }

  /// Siblings that overlap by more than the tolerance each way and did not
  /// overlap at all as designed. Siblings are swept in order of their left
  /// edge, so only pairs whose horizontal extents meet are compared.
  func overlaps() -> [MatrixFinding] {
    var out: [MatrixFinding] = []
    for pid in root.ids {
      guard let kids = now.children[pid] else { continue }
      let order = Dictionary(kids.enumerated().map { ($1, $0) }) { a, _ in a }
      let shown = kids.filter { id in
        guard compared(id), let f = now.frames[id] else { return false }
        return f.width > Self.tolerance && f.height > Self.tolerance
      }.compactMap { id in now.frames[id].map { (id: id, frame: $0) } }
      let sorted = shown.sorted { ($0.frame.minX, order[$0.id] ?? 0) < ($1.frame.minX, order[$1.id] ?? 0) }
      for (i, a) in sorted.enumerated() {
        for b in sorted[(i + 1)...] {
          guard b.frame.minX < a.frame.maxX - Self.tolerance else { break }
          let (below, above) = (order[a.id] ?? 0) < (order[b.id] ?? 0) ? (a, b) : (b, a)
          if let f = overlap(below, above) { out.append(f) }
        }
      }
    }
    return out
  }

  /// The finding for two siblings (`above` drawn over `below`) that
  /// overlap now and did not as designed.
  func overlap(
    _ below: (id: String, frame: LayoutRect), _ above: (id: String, frame: LayoutRect)
  ) -> MatrixFinding? {
    let w = min(below.frame.maxX, above.frame.maxX) - max(below.frame.minX, above.frame.minX)
    let h = min(below.frame.maxY, above.frame.maxY) - max(below.frame.minY, above.frame.minY)
    guard w > Self.tolerance, h > Self.tolerance else { return nil }
    for frames in [design.frames, stored] {
      guard let a = frames[below.id], let b = frames[above.id] else { continue }
      if min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY) { return nil }
    }
    let p = at(above.id)
    return MatrixFinding(
      kind: "overlap", root: root.id, view: above.id, line: p.line, column: p.column,
      message:
        "\(root.label(above.id)) overlaps its sibling \(root.label(below.id)) by \(ReportCommands.short(w)) × \(ReportCommands.short(h)) pt (as designed, they do not overlap)",
      key: "overlap|\(below.id)|\(above.id)", outlined: [above.id, below.id])
  }
}
