extension Solver {
  /// The variables whose value is not uniquely determined by the current
  /// solution, in the order they were first used.
  ///
  /// A variable is reported when some parametric symbol can move away from
  /// zero, within every inequality, without changing the error of any
  /// optional constraint (and so the solution's quality at every level),
  /// and the variable moves with it. This examines single moves from the
  /// current vertex, which finds the usual cases: a view with no position,
  /// a width pinned by nothing, two equal preferences pulling apart are not
  /// ambiguous (their errors would change).
  ///
  /// ```swift
  /// try solver.addConstraint(x + w == 100)   // split between x and w
  /// solver.ambiguousVariables()              // [x, w]
  /// ```
  ///
  /// - Complexity: O(cells of the tableau).
  public func ambiguousVariables() -> [Variable] {
    try? rebuildIfNeeded()
    settle()
    var t = tableau
    var ambiguous = Set<Symbol>()
    for s in t.symbols.all where !t.symbols.isBasic[s] {
      let k = t.symbols.flags[s].kind
      guard k == .external || k == .slack else { continue }
      if t.objective.contains(where: { !nearZero($0.coefficient(for: s)) }) { continue }
      let holders = t.rowsContaining(s)
      if holders.contains(where: { t.symbols.flags[$0].kind == .error }) { continue }
      var canRise = true, canFall = k == .external
      for r in holders where t.symbols.flags[r].kind != .external {
        let a = t.symbols.rows[r].coefficient(for: s)
        guard nearZero(t.symbols.rows[r].constant) else { continue }
        if a < 0 { canRise = false }
        if a > 0 { canFall = false }
      }
      guard canRise || canFall else { continue }
      if k == .external { ambiguous.insert(s) }
      for r in holders where t.symbols.flags[r].kind == .external { ambiguous.insert(r) }
    }
    return t.externals.filter { ambiguous.contains($0.symbol) }.map(\.variable)
  }

  /// Whether `variable` is among ``ambiguousVariables()``.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    ambiguousVariables().contains { $0 === variable }
  }
}
