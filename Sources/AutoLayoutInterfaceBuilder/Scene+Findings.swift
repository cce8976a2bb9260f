import AutoLayout

/// One finding of `autolayout check` (and the playground's storyboard
/// report): what Xcode itself would report for a root.
public struct InterfaceBuilderFinding: Sendable {
  /// `conflict`, `ambiguity`, `misplaced`, `warning` (with ``code``) or
  /// `note` (informational: never fails the run unless `--strict`).
  public var kind: String
  /// The XML line the finding points at.
  public var line: Int
  /// The column on ``line``.
  public var column: Int
  /// What was found, in words.
  public var message: String
  /// A warning's stable code (``InterfaceBuilderWarning/Code``).
  public var code: String?
  /// Whether the finding fails the run.
  public var fails: Bool { kind != "warning" && kind != "note" }

  /// A finding as given.
  public init(kind: String, line: Int, column: Int, message: String, code: String? = nil) {
    self.kind = kind
    self.line = line
    self.column = column
    self.message = message
    self.code = code
  }
}

extension InterfaceBuilderDocument.Scene {
  /// A root's findings: its conflicts and ambiguity, the views Xcode
  /// flagged misplaced (with the frame their constraints give), and, as
  /// notes, views whose computed frame differs from the stored one though
  /// Xcode did not flag them — the reader's uncertainty (content sizes it
  /// cannot measure, canvas differences), not the file's mistake; `strict`
  /// reports those as misplaced too.
  public func findings(in doc: InterfaceBuilderDocument, strict: Bool = false) -> [InterfaceBuilderFinding] {
    let s = self
    let report = s.layout()
    var out = Self.conflictFindings(report, scene: s)
    var seen: Set<ObjectIdentifier> = []
    var idOf: [ObjectIdentifier: String] = [:]
    for id in s.ids { if let v = s.views[id] { idOf[ObjectIdentifier(v)] = idOf[ObjectIdentifier(v)] ?? id } }
    var reported: Set<String> = []
    for a in report.ambiguous {
      guard let v = a.item as? LayoutView, !seen.contains(ObjectIdentifier(v)) else { continue }
      seen.insert(ObjectIdentifier(v))
      let id = idOf[ObjectIdentifier(v)] ?? v.name
      let at = s.viewPositions[id] ?? (line: 0, column: 0)
      let flagged = s.flaggedAmbiguous.contains(id)
      reported.insert(id)
      out.append(
        InterfaceBuilderFinding(
          kind: flagged || strict ? "ambiguity" : "note", line: at.line, column: at.column,
          message: "in scene \(s.id): \(v.name) [\(id)] is not fixed by its constraints (\(a.attribute))"
            + (flagged || strict ? "" : " (Xcode did not flag it ambiguous: the reader's uncertainty, not a finding)")))
    }
    // Views Xcode flagged ambiguous that the engine finds fixed (content
    // sizes the reader takes from the stored frames can settle them).
    for id in s.ids where s.flaggedAmbiguous.contains(id) && !reported.contains(id) {
      let at = s.viewPositions[id] ?? (line: 0, column: 0)
      out.append(
        InterfaceBuilderFinding(
          kind: "ambiguity", line: at.line, column: at.column,
          message: "in scene \(s.id): Xcode flagged \(s.views[id]?.name ?? id) [\(id)] ambiguous"))
    }
    let pixel = 1 / (doc.device?.scale ?? 2)
    for id in s.ids where !s.adaptiveViews.contains(id) {
      guard let stored = s.storedFrames[id], let now = s.frameInRoot(id) else { continue }
      let at = s.viewPositions[id] ?? (line: 0, column: 0)
      let name = "\(s.views[id]?.name ?? id) [\(id)]"
      if s.flaggedMisplaced.contains(id) {
        out.append(
          InterfaceBuilderFinding(
            kind: "misplaced", line: at.line, column: at.column,
            message:
              "in scene \(s.id): Xcode flagged \(name) misplaced: stored at \(stored), its constraints give \(now)"))
        continue
      }
      guard !s.unreliable.contains(id) else { continue }
      let d = max(
        abs(stored.minX - now.minX), abs(stored.minY - now.minY), abs(stored.width - now.width),
        abs(stored.height - now.height))
      guard d > pixel + 1e-6 else { continue }
      out.append(
        InterfaceBuilderFinding(
          kind: strict ? "misplaced" : "note", line: at.line, column: at.column,
          message:
            "in scene \(s.id): \(name) is stored at \(stored) but the reader computes \(now)"
            + (strict ? "" : " (Xcode did not flag it: the reader's uncertainty, not a finding)")))
    }
    return out
  }

  /// Where a constraint in a finding comes from: its line in the file, or,
  /// for one the system made (a stack view's `UISV-*`, a content size, an
  /// autoresizing mask), who made it — such a constraint has no line.
  static func whereFrom(_ c: LayoutConstraint?) -> String {
    switch c?.origin {
    case .text(_, let line, _)?: return "line \(line)"
    case .system(let what)?: return what
    case .code(let file, let line)?: return "made in code at \(file.split(separator: "/").last ?? ""):\(line)"
    case nil: return "made by the engine"
    }
  }

  /// One finding per conflict, on the broken constraint's line.
  static func conflictFindings(_ report: LayoutReport, scene s: InterfaceBuilderDocument.Scene)
    -> [InterfaceBuilderFinding]
  {
    func line(_ c: LayoutConstraint?) -> (Int, Int) {
      if case .text(_, let l, let col)? = c?.origin { return (l, col) }
      return (0, 0)
    }
    return report.conflicts.map { conflict in
      let members = [conflict.broken] + conflict.conflicting
      let names = members.map { m -> String in
        "\(m.constraint?.identifier ?? m.description) (\(whereFrom(m.constraint)))"
      }
      let (l, c) = line(conflict.broken.constraint)
      return InterfaceBuilderFinding(
        kind: "conflict", line: l, column: c,
        message:
          "in scene \(s.id): these constraints cannot all hold: \(names.joined(separator: ", ")); broke \(conflict.broken.constraint?.identifier ?? "one")"
      )
    }
  }
}
