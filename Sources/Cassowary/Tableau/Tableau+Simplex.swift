extension Tableau {
  /// The direction in which moving a nonbasic symbol from 0 lowers a
  /// reduced cost `c`: +1 or −1 for an unrestricted (external) symbol,
  /// +1 only for a restricted one, none for a dummy.
  @inline(__always) func improvingDirection(_ s: Symbol, _ c: Double) -> Double? {
    switch symbols.flags[s].kind {
    case .dummy: return nil
    case .external: return c < -epsilon ? 1 : c > epsilon ? -1 : nil
    case .slack, .error: return c < -epsilon ? 1 : nil
    }
  }

  /// The entering symbol for the primal simplex: the lowest-id symbol whose
  /// reduced cost is lexicographically improving at the highest level where
  /// any is. A restricted symbol with a positive cost at some level is
  /// blocked at every lower level.
  ///
  /// Only symbols whose objective entries changed since the last look are
  /// examined (`objectiveDirty`): the others were not improving then, or
  /// were and are kept in `candidates` with what was found, and their
  /// costs have not moved, so the choice is the one a full scan makes.
  mutating func enteringSymbol(artificialOnly: Bool) -> (symbol: Symbol, direction: Double)? {
    if artificialOnly {
      guard let a = artificial else { return nil }
      for cell in a.cells {
        if let d = improvingDirection(cell.symbol, cell.coefficient) { return (cell.symbol, d) }
      }
      return nil
    }
    for s in objectiveDirty {
      symbols.flags[s].objectiveMarks.remove(.dirty)
      if symbols.flags[s].objectiveMarks.contains(.candidate) {
        symbols.flags[s].objectiveMarks.remove(.candidate)
        if let j = candidates.firstIndex(where: { $0.symbol == s }) { candidates.remove(at: j) }
      }
      guard let (k, d) = improvingStatus(s) else { continue }
      symbols.flags[s].objectiveMarks.insert(.candidate)
      candidates.append((s, k, d))
    }
    objectiveDirty.removeAll(keepingCapacity: true)
    // A candidate that has become basic since is dropped here (a symbol
    // that becomes parametric again is marked dirty by the pivot).
    var best = -1, kept = 0
    for j in candidates.indices {
      let c = candidates[j]
      if symbols.isBasic[c.symbol] {
        symbols.flags[c.symbol].objectiveMarks.remove(.candidate)
        continue
      }
      candidates[kept] = c
      if best < 0 || (c.level, c.symbol.id) < (candidates[best].level, candidates[best].symbol.id) { best = kept }
      kept += 1
    }
    candidates.removeLast(candidates.count - kept)
    return best < 0 ? nil : (candidates[best].symbol, candidates[best].direction)
  }

  /// The highest level at which `s` (parametric) improves the objective,
  /// and the direction; nil if none (or `s` is basic).
  func improvingStatus(_ s: Symbol) -> (level: Int, direction: Double)? {
    guard !symbols.isBasic[s] else { return nil }
    for k in objective.indices {
      let c = objective[k][s]
      if let d = improvingDirection(s, c) { return (k, d) }
      if abs(c) > epsilon { return nil }
    }
    return nil
  }

  /// The row that leaves when `entering` moves in `direction`: the
  /// restricted row that reaches zero first (lowest id on ties).
  mutating func leavingRow(_ entering: Symbol, _ direction: Double) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.infinity
    for r in rowsContaining(entering) where symbols.flags[r].kind != .external {
      let a = symbols.rows[r].coefficient(for: entering) * direction
      guard a < -epsilon else { continue }
      let ratio = -symbols.rows[r].constant / a
      if ratio < bestRatio || (ratio == bestRatio && best.map { r < $0 } ?? false) {
        best = r
        bestRatio = ratio
      }
    }
    return best
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(_ entering: Symbol, _ leaving: Symbol) {
    pivots &+= 1
    var row = takeRow(leaving)
    row.solve(for: entering, replacing: leaving)
    substitute(entering, with: row)
    setRow(entering, &row)
  }

  var iterationLimit: Int { 10_000 + 50 * symbols.count }

  /// Primal simplex on the lexicographic objective (or on the artificial
  /// row during phase one) until no symbol improves it.
  mutating func optimize(artificialOnly: Bool = false) throws(SolverError) {
    var iterations = 0
    while let (entering, direction) = enteringSymbol(artificialOnly: artificialOnly) {
      guard let leaving = leavingRow(entering, direction) else {
        throw .internalInconsistency("the objective is unbounded")
      }
      pivot(entering, leaving)
      iterations += 1
      if iterations > iterationLimit {
        throw .internalInconsistency("the simplex did not converge")
      }
    }
    if !artificialOnly { optimizePending = false }
  }

  /// Whether `(s, a)` has a lexicographically smaller dual ratio
  /// (objective coefficient ÷ row coefficient, level by level) than `(t, b)`.
  func dualRatioIsSmaller(_ s: Symbol, _ a: Double, than t: Symbol, _ b: Double) -> Bool {
    for k in objective.indices {
      let x = symbols.flags[s].kind == .external ? 0 : objective[k].coefficient(for: s) / a
      let y = symbols.flags[t].kind == .external ? 0 : objective[k].coefficient(for: t) / b
      if abs(x - y) > epsilon { return x < y }
    }
    return s < t
  }

  /// Dual simplex: restores feasibility of rows whose constant went
  /// negative (after a constant update) while keeping optimality.
  mutating func dualOptimize() throws(SolverError) {
    var iterations = 0
    while let r = infeasible.popLast() {
      guard symbols.isBasic[r], symbols.flags[r].kind != .external, symbols.rows[r].constant < -epsilon else {
        continue
      }
      var entering: Symbol?
      var enteringCoefficient = 0.0
      for cell in symbols.rows[r].cells {
        let s = cell.symbol, a = cell.coefficient
        let eligible: Bool
        switch symbols.flags[s].kind {
        case .dummy: eligible = false
        case .external: eligible = abs(a) > epsilon
        case .slack, .error: eligible = a > epsilon
        }
        guard eligible else { continue }
        if entering.map({ dualRatioIsSmaller(s, a, than: $0, enteringCoefficient) }) ?? true {
          entering = s
          enteringCoefficient = a
        }
      }
      guard let entering else {
        infeasible.removeAll()
        throw .internalInconsistency("dual optimize failed")
      }
      pivot(entering, r)
      iterations += 1
      if iterations > iterationLimit {
        throw .internalInconsistency("the dual simplex did not converge")
      }
    }
  }
}
