internal import Cassowary

extension LayoutEngine {
  func reported(_ owner: Owner) -> ReportedConstraint {
    switch owner {
    case .user(let c): return ReportedConstraint(constraint: c, description: c.description)
    case .system(let what): return ReportedConstraint(constraint: nil, description: what.description)
    }
  }

  /// Turns a solver refusal into a conflict report.
  func record(conflict error: SolverError, broken owner: Owner, key: ObjectIdentifier) {
    var others: [ReportedConstraint] = []
    if case .unsatisfiableConstraint(_, let conflicts) = error {
      others = conflicts.compactMap { owners[ObjectIdentifier($0)].map(reported) }
    }
    let report = ConflictReport(broken: reported(owner), conflicting: others)
    if broken[key] == nil { brokenOrder.append(key) }
    broken[key] = report
  }

  /// Every item attribute that is not determined, in item order: those the
  /// solver finds free, and those no constraint mentions at all.
  func ambiguity() -> [AmbiguousAttribute] {
    let free = Set(solver.ambiguousVariables().map { ObjectIdentifier($0) })
    var out: [AmbiguousAttribute] = []
    for entry in items {
      let (item, v) = (entry.item, entry.vars)
      // A stack view's spacers and spanner are only ever constrained along
      // the directions they measure; the rest of them is free by design.
      if let guide = item as? LayoutGuide, guide.role == .stackHelper { continue }
      for (variable, name) in [(v.x, "x"), (v.y, "y"), (v.w, "width"), (v.h, "height")]
      where free.contains(ObjectIdentifier(variable)) || !solver.holds(variable) {
        out.append(AmbiguousAttribute(item: item, itemName: item.name, attribute: name))
      }
    }
    return out
  }

  func report() -> LayoutReport {
    LayoutReport(
      conflicts: brokenOrder.compactMap { broken[$0] }, ambiguous: ambiguity(), errors: usageErrors,
      unsettledMeasurements: measuring.unsettled)
  }
}
