import AutoLayout

/// One finding of `check --matrix` in one combination.
struct MatrixFinding {
  /// `conflict`, `ambiguity`, `outside`, `overlap`, `truncated` or `clipped`.
  var kind: String
  /// The root's id and the view's.
  var root: String
  var view: String
  /// Where the finding points (the view's element, or the broken
  /// constraint's line).
  var line: Int
  var column: Int
  /// What was found, without the combination.
  var message: String
  /// The same problem in other combinations has the same key.
  var key: String
  /// Views to outline in the picture: the offending view first.
  var outlined: [String]
}

/// What the comparison needs of a laid-out root: frames in the window's
/// coordinates, the tree, what is visible, what conflicts and what is free.
struct MatrixSnapshot {
  var frames: [String: LayoutRect] = [:]
  var parent: [String: String] = [:]
  var children: [String: [String]] = [:]
  var visible: Set<String> = []
  /// Each conflict's constraints, by ``constraintKey(_:)``.
  var conflicts: [ConflictReport] = []
  var ambiguous: [String: String] = [:]
  var textFits: [String: TextFit] = [:]

  init(_ r: MatrixRoot) {
    textFits = r.textFits
    let idOf = r.idMap()
    let origin = r.window.frameInRoot
    for id in r.ids {
      guard let v = r.views[id] else { continue }
      // Alignment rectangles: what constraints place and what shows (a
      // slider's frame overhangs its track by 2 points at each side).
      let f = v.alignmentRect(forFrame: v.frameInRoot)
      frames[id] = LayoutRect(x: f.minX - origin.minX, y: f.minY - origin.minY, width: f.width, height: f.height)
      if let s = v.superview, let p = idOf[ObjectIdentifier(s)], p != id {
        parent[id] = p
        children[p, default: []].append(id)
      }
      if !Self.isHidden(v, below: r.window) { visible.insert(id) }
    }
    conflicts = r.report.conflicts
    for a in r.report.ambiguous {
      guard let v = a.item as? LayoutView, let id = idOf[ObjectIdentifier(v)], ambiguous[id] == nil else { continue }
      ambiguous[id] = a.attribute
    }
  }

  static func isHidden(_ view: LayoutView, below root: LayoutView) -> Bool {
    var v: LayoutView? = view
    while let x = v {
      if x.isHidden { return true }
      if x === root { return false }
      v = x.superview
    }
    return false
  }

  /// A constraint's identity across reloads: its identifier (an Interface
  /// Builder id), else where it is written, else its description.
  static func constraintKey(_ c: ReportedConstraint) -> String {
    if let id = c.constraint?.identifier, !id.isEmpty { return "id:" + id }
    if case .text(_, let line, let column)? = c.constraint?.origin { return "at:\(line):\(column)" }
    return "text:" + c.description
  }

  /// The keys of a conflict's constraints written in the file (those with
  /// an identifier or a line); all of them when none is.
  static func keys(_ conflict: ConflictReport) -> Set<String> {
    let all = ([conflict.broken] + conflict.conflicting).map(constraintKey)
    let written = all.filter { !$0.hasPrefix("text:") }
    return Set(written.isEmpty ? all : written)
  }
}

/// The edges of a rectangle one rectangle crosses, and by how much.
struct Overhang: Equatable {
  var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0

  /// How far `inner` reaches past each edge of `outer` (0 where it does not).
  init(_ inner: LayoutRect, outside outer: LayoutRect) {
    left = max(0, outer.minX - inner.minX)
    top = max(0, outer.minY - inner.minY)
    right = max(0, inner.maxX - outer.maxX)
    bottom = max(0, inner.maxY - outer.maxY)
  }

  /// The edges crossed by more than `tolerance`.
  func edges(beyond tolerance: Double) -> Set<String> {
    var out: Set<String> = []
    if left > tolerance { out.insert("left") }
    if top > tolerance { out.insert("top") }
    if right > tolerance { out.insert("right") }
    if bottom > tolerance { out.insert("bottom") }
    return out
  }
}

/// Compares a combination's layout with the designed one: only what the
/// combination changes is a finding.
struct MatrixComparison {
  /// Differences up to this many points are rounding, not findings.
  static let tolerance = 1.0

  let design: MatrixSnapshot
  /// The frames Xcode stored, when the file has them: something already
  /// outside or overlapping there was designed so.
  let stored: [String: LayoutRect]
  let root: MatrixRoot
  let now: MatrixSnapshot

  init(design: MatrixSnapshot, stored: [String: LayoutRect], root: MatrixRoot) {
    self.design = design
    self.stored = stored
    self.root = root
    now = MatrixSnapshot(root)
  }

  var findings: [MatrixFinding] {
    conflicts() + ambiguity() + outside() + overlaps() + text()
  }

  func at(_ id: String) -> (line: Int, column: Int) { root.positions[id] ?? (line: 0, column: 0) }

  /// Conflicts among constraints that did not conflict as designed.
  func conflicts() -> [MatrixFinding] {
    let designed = design.conflicts.reduce(into: Set<String>()) { $0.formUnion(MatrixSnapshot.keys($1)) }
    let idOf = root.idMap()
    return now.conflicts.compactMap { conflict in
      let keys = MatrixSnapshot.keys(conflict)
      guard !keys.isSubset(of: designed) else { return nil }
      var line = 0, column = 0
      if case .text(_, let l, let c)? = conflict.broken.constraint?.origin { (line, column) = (l, c) }
      let first = (conflict.broken.constraint?.firstItem as? LayoutView).flatMap { idOf[ObjectIdentifier($0)] }
      let view = first ?? root.id
      if line == 0 { (line, column) = at(view) }
      let names = ([conflict.broken] + conflict.conflicting).map { $0.constraint?.identifier ?? $0.description }
      return MatrixFinding(
        kind: "conflict", root: root.id, view: view, line: line, column: column,
        message: "these constraints cannot all hold: \(names.joined(separator: ", ")); the engine broke "
          + (conflict.broken.constraint?.identifier ?? conflict.broken.description),
        key: "conflict|\(keys.sorted().joined(separator: ","))", outlined: [view])
    }
  }

  /// Views the constraints leave free that they fixed as designed.
  func ambiguity() -> [MatrixFinding] {
    root.ids.compactMap { id in
      guard let attribute = now.ambiguous[id], design.ambiguous[id] == nil else { return nil }
      let p = at(id)
      return MatrixFinding(
        kind: "ambiguity", root: root.id, view: id, line: p.line, column: p.column,
        message: "\(root.label(id)) is not fixed by its constraints (\(attribute)), though it is as designed",
        key: "ambiguity|\(id)", outlined: [id])
    }
  }

  /// Text cut that is not cut as designed: truncated (more lines than
  /// the view shows, or one line wider than it) or clipped (its lines
  /// taller than the view).
  func text() -> [MatrixFinding] {
    var out: [MatrixFinding] = []
    for id in root.ids where compared(id) {
      guard let fit = now.textFits[id], let designed = design.textFits[id] else { continue }
      let p = at(id)
      let w = ReportCommands.short
      if fit.truncated && !designed.truncated {
        let what =
          fit.numberOfLines == 1
          ? "its line needs \(w(fit.needed.width)) pt and it is \(w(fit.has.width)) pt wide"
          : "its text needs more than the \(fit.numberOfLines) lines it shows at \(w(fit.has.width)) pt wide"
        out.append(
          MatrixFinding(
            kind: "truncated", root: root.id, view: id, line: p.line, column: p.column,
            message: "\(root.label(id)) truncates its text: \(what) (as designed, it fits)",
            key: "truncated|\(id)", outlined: [id]))
      } else if fit.clipped && !designed.clipped {
        out.append(
          MatrixFinding(
            kind: "clipped", root: root.id, view: id, line: p.line, column: p.column,
            message:
              "\(root.label(id)) clips its text: \(fit.lines) line\(fit.lines == 1 ? "" : "s") need \(w(fit.needed.height)) pt of height and it is \(w(fit.has.height)) pt tall (as designed, they fit)",
            key: "clipped|\(id)", outlined: [id]))
      }
    }
    return out
  }

  /// Whether a view's place is compared at all.
  func compared(_ id: String) -> Bool {
    id != root.id && now.visible.contains(id) && design.visible.contains(id) && !root.skipped.contains(id)
  }

  /// Whether `id` or an ancestor below the root scrolls its content.
  func insideScrolling(_ id: String) -> Bool {
    var p = now.parent[id]
    while let x = p {
      if root.scrolling.contains(x) { return true }
      p = now.parent[x]
    }
    return false
  }
}
