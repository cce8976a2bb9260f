internal import Cassowary

extension LayoutEngine {
  func reported(_ owner: Owner) -> ReportedConstraint {
    switch owner {
    case .user(let c): return ReportedConstraint(constraint: c, description: c.description)
    case .system(let what): return ReportedConstraint(constraint: nil, description: what.description)
    }
  }

  /// Who `constraint` speaks for, if the engine added it (the map is
  /// built at the first question, see `owners`).
  func owner(of constraint: Constraint) -> Owner? {
    if !ownersComplete {
      ownersComplete = true
      owners.reserveCapacity(systemOwners.count + solverConstraint.count)
      for (c, label) in systemOwners { owners[ObjectIdentifier(c)] = .system(label) }
      for entry in solverConstraint.values { owners[ObjectIdentifier(entry.constraint)] = .user(entry.user) }
    }
    return owners[ObjectIdentifier(constraint)]
  }

  /// Turns a solver refusal into a conflict report.
  func record(conflict error: SolverError, broken owner: Owner, key: ObjectIdentifier) {
    var others: [ReportedConstraint] = []
    if case .unsatisfiableConstraint(_, let conflicts) = error {
      others = conflicts.compactMap { self.owner(of: $0).map(reported) }
    }
    let report = ConflictReport(broken: reported(owner), conflicting: others)
    if broken[key] == nil { brokenOrder.append(key) }
    broken[key] = report
  }

  /// Every item attribute that is not determined, in item order: those the
  /// solver finds free, and those no constraint mentions at all.
  func ambiguity() -> [AmbiguousAttribute] {
    let free = Set(solver.ambiguousVariables().map { ObjectIdentifier($0) })
    func isFree(_ variable: Variable) -> Bool { free.contains(ObjectIdentifier(variable)) || !solver.holds(variable) }
    let anchoredFree = hasAnchors ? freeAnchors(isFree) : []
    var out: [AmbiguousAttribute] = []
    for entry in items {
      let (item, v) = (entry.item, entry.vars)
      // A stack view's spacers and spanner are only ever constrained along
      // the directions they measure; the rest of them is free by design.
      if let guide = item as? LayoutGuide, guide.role == .stackHelper { continue }
      for (axis, variable, name) in [(0, v.x, "x"), (1, v.y, "y"), (-1, v.w, "width"), (-1, v.h, "height")]
      where isFree(variable) || (axis >= 0 && !anchoredFree.isEmpty && anchoredFree[2 * Int(v.index) + axis]) {
        out.append(AmbiguousAttribute(item: item, itemName: item.name, attribute: name))
      }
    }
    return out
  }

  /// Per item and axis: whether an anchor of its origin (see
  /// `LayoutEngine+Anchors`) is free, which moves the origin with it.
  func freeAnchors(_ isFree: (Variable) -> Bool) -> [Bool] {
    var moves = [Bool](repeating: false, count: anchors.count)
    let order = anchors.indices.filter { anchors[$0] >= 0 }.sorted { (depths[$0], $0) < (depths[$1], $1) }
    for k in order {
      let a = 2 * Int(anchors[k]) + k % 2
      let v = items[Int(anchors[k])].vars
      moves[k] = moves[a] || isFree(k % 2 == 0 ? v.x : v.y)
    }
    return moves
  }

  func report() -> LayoutReport {
    LayoutReport(
      conflicts: brokenOrder.compactMap { broken[$0] }, ambiguous: ambiguity(), errors: usageErrors,
      unsettledMeasurements: measuring.unsettled)
  }
}
