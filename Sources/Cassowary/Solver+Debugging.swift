extension Solver {
  /// The tableau as text: objective levels, rows, infeasible rows, the
  /// variables and the constraints, for debugging. Constraints added since
  /// the last ``updateVariables()`` are in the rows but the objective may
  /// not be minimised yet (the first line says so); the variables' values
  /// are then feasible, not final.
  public func dump() -> String {
    try? rebuildIfNeeded()
    // Not settled first: a dump shows the tableau as it is, and reading it
    // must not change which of several equally good solutions a later
    // update picks.
    let t = tableau
    func name(_ s: Symbol) -> String {
      if let v = t.externals.first(where: { $0.symbol == s }) { return v.variable.description }
      switch t.symbols.flags[s].kind {
      case .external: return "v\(s)"
      case .slack: return "s\(s)"
      case .error: return "e\(s)"
      case .dummy: return "d\(s)"
      }
    }
    func text(_ row: Row) -> String {
      var parts = [formatNumber(row.constant)]
      for c in row.cells { parts.append("\(formatNumber(c.coefficient))·\(name(c.symbol))") }
      return parts.joined(separator: " + ")
    }
    var out = t.optimizePending ? "Objective (not yet minimised: constraints added since)\n" : "Objective\n"
    for (k, level) in t.levels.enumerated() {
      out += "  @\(formatNumber(level)): \(text(t.objective[k].asRow))\n"
    }
    out += "Tableau\n"
    for s in t.symbols.all where t.symbols.isBasic[s] { out += "  \(name(s)) = \(text(t.symbols.rows[s]))\n" }
    out += "Infeasible\n"
    for s in t.infeasible { out += "  \(name(s))\n" }
    out += "Variables\n"
    for (v, s) in t.externals { out += "  \(v) = \(formatNumber(t.value(of: s)))\n" }
    out += "Constraints\n"
    for r in orderedRecords() { out += "  \(r.constraint)\n" }
    return out
  }

  /// Checks the tableau's invariants (used by tests): every basic row
  /// holds no basic symbol, restricted rows are feasible, and the column
  /// index finds every cell. Returns the problems found. A test hook, not
  /// API.
  package func checkInvariants() -> [String] {
    try? rebuildIfNeeded()
    var t = tableau
    var problems: [String] = []
    for s in t.symbols.all where t.symbols.isBasic[s] {
      for c in t.symbols.rows[s].cells {
        if t.symbols.isBasic[c.symbol] { problems.append("row \(s) holds basic symbol \(c.symbol)") }
        if !t.rowsContaining(c.symbol).contains(s) {
          problems.append("column \(c.symbol) misses row \(s)")
        }
      }
      if t.symbols.flags[s].kind != .external && t.symbols.rows[s].constant < -1e-7 {
        problems.append("restricted row \(s) is infeasible (\(t.symbols.rows[s].constant))")
      }
    }
    return problems
  }
}
