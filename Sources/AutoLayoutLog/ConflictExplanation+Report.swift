// The sentences `autolayout why` prints and the playground shows, in the
// library so that both ask the same code.

extension ConflictExplanation {
  /// The block's heading and, for a block that could not be read, its
  /// error.
  static func heading(_ n: Int, _ why: ConflictExplanation) -> String {
    var s = "Block \(n + 1) (line \(why.line))"
    if let e = why.error {
      return s + ": could not be read: line \(e.line), column \(e.column): expected \(e.expected), found '\(e.found)'\n"
    }
    if let b = why.broken { s += ": UIKit broke \(b.name)" }
    return s + "\n"
  }

  /// The explanation of every block in sentences, as `autolayout why`
  /// prints it: each block's heading, notes, the conflicting constraints,
  /// the fixes (the known one first) with how each was checked, the system
  /// parts and the legend of short names; then, when some block could not
  /// be read, how many were explained.
  public static func report(_ all: [ConflictExplanation]) -> String {
    var s = ""
    for (n, why) in all.enumerated() {
      s += heading(n, why)
      guard why.error == nil else {
        s += "\n"
        continue
      }
      for note in why.notes { s += "  Note: \(note)\n" }
      if !why.conflict.isEmpty { s += conflictText(why) }
      s += fixesText(why)
      s += legendText(why)
      s += "\n"
    }
    if all.contains(where: { $0.error != nil }) {
      let bad = all.filter { $0.error != nil }.count
      s += "\(all.count - bad) of \(all.count) blocks explained; \(bad) could not be read.\n"
    }
    return s
  }

  static func conflictText(_ why: ConflictExplanation) -> String {
    var s = "  Views: \(why.views.joined(separator: ", "))\n"
    s +=
      "  These \(why.conflict.count) constraints cannot hold together\(why.conflictIsMinimal ? " (remove any one and the rest can)" : ""):\n"
    for d in why.conflict {
      s += "    \(d.name)  \(why.sentence(d))\n"
    }
    if let b = why.broken, why.conflict.contains(where: { $0.address == b.address }) {
      if why.brokenWasForced {
        s += "  Breaking \(b.name) was forced: no other single constraint's removal resolves the list.\n"
      } else {
        s +=
          "  Breaking \(b.name) was not forced: removing \(why.alternatives.map(\.name).joined(separator: " or ")) instead would also have resolved it.\n"
      }
    }
    return s
  }

  static func fixesText(_ why: ConflictExplanation) -> String {
    guard !why.fixes.isEmpty else {
      return why.conflict.isEmpty
        ? "" : "  No single change among the ones tried resolves it; relax one of the constraints above.\n"
    }
    var s = "  Fixes, the known fix for this kind of conflict first:\n"
    for (i, f) in why.fixes.enumerated() {
      s += "    \(i + 1). \(f.text)\n"
      s += "       \(f.verified)\n"
    }
    return s
  }

  static func legendText(_ why: ConflictExplanation) -> String {
    var s = ""
    if !why.systemParts.isEmpty {
      s += "  System parts:\n"
      for p in why.systemParts { s += "    \(p.name): \(p.what); owned by \(p.owner).\n" }
    }
    if !why.names.legend.isEmpty {
      s += "  Names:\n"
      for (name, printed) in why.names.legend { s += "    \(name) = \(printed)\n" }
    }
    return s
  }
}
