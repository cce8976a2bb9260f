import Cassowary
import LayoutTestSupport
import Testing

/// A required equality is added without a marker; the first change of its
/// constant works the marker's column out from the constraints' rows
/// instead of rebuilding the tableau (`Solver.LateMarkers`).
@Suite("Constant changes of unmarked equalities: incremental from the first")
struct LateMarkerTests {
  /// A chain of `n` boxes: `x0 == 8`, `x[i] == x[i-1] + w[i-1] + 8`,
  /// `w[i] == 40`; the window's width `W` is an edit variable and the
  /// chain's end prefers to reach it.
  func chain(_ s: Solver, _ n: Int) throws -> (x: [Variable], widths: [Constraint], W: Variable) {
    let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
    let W = Variable("W")
    try s.addEditVariable(W, strength: .strong)
    try s.suggestValue(W, 2000)
    var widths: [Constraint] = []
    try s.addConstraint(x[0] == 8)
    for i in 0..<n {
      let c = w[i] == 40
      try s.addConstraint(c)
      widths.append(c)
      if i > 0 { try s.addConstraint(x[i] == x[i - 1] + w[i - 1] + 8) }
    }
    try s.addConstraint(Constraint(x[n - 1] + w[n - 1] - W, .equal, strength: .weak))
    try s.addConstraint(x[n - 1] + w[n - 1] <= W)
    return (x, widths, W)
  }

  @Test("a chain: changing one width moves everything after it, with no rebuild")
  func chainEdit() throws {
    let s = Solver()
    let (x, widths, _) = try chain(s, 200)
    s.updateVariables()
    #expect(s.value(of: x[199]) == 8 + 199 * 48)
    try s.updateConstant(of: widths[100], to: -50)
    s.updateVariables()
    #expect(s.tableauRebuilds == 0)
    #expect(s.value(of: x[100]) == 8 + 100 * 48)
    #expect(s.value(of: x[101]) == 8 + 101 * 48 + 10)
    #expect(s.value(of: x[199]) == 8 + 199 * 48 + 10)
    // The second change of the same constraint and a first of another.
    try s.updateConstant(of: widths[100], to: -30)
    try s.updateConstant(of: widths[0], to: -41)
    s.updateVariables()
    #expect(s.tableauRebuilds == 0)
    #expect(s.value(of: x[1]) == 8 + 48 + 1)
    #expect(s.value(of: x[199]) == 8 + 199 * 48 - 10 + 1)
    // Both columns were solved on the rows they reach, not the whole chain.
    #expect(s.localMarkerColumns == 2 && s.globalMarkerColumns == 0)
    #expect(s.checkInvariants().isEmpty)
  }

  @Test("late markers' dummies do not grow the local solve's value table (a later edit copies nothing whole)")
  func valueTableStays() throws {
    let s = Solver()
    let (x, widths, _) = try chain(s, 300)
    // A redundant equality (the first link again, with the width's value):
    // the solved values are read for it at every late marker.
    try s.addConstraint(x[1] == x[0] + 48)
    s.updateVariables()
    var sizes: [Int] = []
    for i in stride(from: 10, to: 300, by: 29) {
      try s.updateConstant(of: widths[i], to: -41)
      s.updateVariables()
      sizes.append(s.localValueTable.length)
    }
    #expect(s.tableauRebuilds == 0 && s.globalMarkerColumns == 0)
    #expect(s.localMarkerColumns == sizes.count)
    // Ten dummies were added; the table stayed the index's size.
    #expect(Set(sizes).count == 1)
    #expect(sizes.first == s.localValueTable.indexedSymbols)
    #expect(s.value(of: x[299]) == 8 + 299 * 48 + 10)
    #expect(s.checkInvariants().isEmpty)
  }

  @Test("a change that contradicts the required constraints is refused and undone")
  func refusedEdit() throws {
    let s = Solver()
    let (x, widths, W) = try chain(s, 20)
    try s.addConstraint(x[19] <= 1000)
    s.updateVariables()
    let before = x.map { s.value(of: $0) }
    #expect(throws: SolverError.self) { try s.updateConstant(of: widths[3], to: -100_000) }
    s.updateVariables()
    #expect(x.map { s.value(of: $0) } == before)
    #expect(s.constant(of: widths[3]) == -40)
    try s.updateConstant(of: widths[3], to: -45)
    try s.suggestValue(W, 900)
    s.updateVariables()
    #expect(s.value(of: x[19]) == 8 + 19 * 48 + 5)
    #expect(s.tableauRebuilds == 0)
    #expect(s.checkInvariants().isEmpty)
  }

  /// A seeded system: variables tied to earlier ones by required
  /// equalities (some over three variables), required inequalities,
  /// preferences at three strengths and an edit variable.
  func randomSystem(_ rng: inout SeededGenerator, _ s: Solver) throws -> (constraints: [Constraint], W: Variable) {
    let v = (0..<40).map { Variable("v\($0)") }
    let W = Variable("W")
    try s.addEditVariable(W, strength: .strong)
    try s.suggestValue(W, 500)
    var added: [Constraint] = []
    func add(_ c: Constraint) {
      if (try? s.addConstraint(c)) != nil { added.append(c) }
    }
    func pick(below k: Int) -> Variable { v[Int(rng.next() % UInt64(k))] }
    func number(_ range: UInt64) -> Double { Double(rng.next() % range) }
    add(v[0] == 10)
    let strengths: [Strength] = [.weak, .medium, .strong]
    for k in 1..<v.count {
      switch rng.next() % 10 {
      case 0..<6: add(v[k] == [1, 0.5, 2, -1][Int(rng.next() % 4)] * pick(below: k) + number(50))
      case 6, 7: add(v[k] + pick(below: k) == pick(below: k) + number(80))
      default: break
      }
      switch rng.next() % 4 {
      case 0: add(pick(below: k + 1) - pick(below: k + 1) <= number(300))
      case 1: add(Constraint(pick(below: k + 1) - number(200), .equal, strength: strengths[Int(rng.next() % 3)]))
      case 2: add(Constraint(pick(below: k + 1) - W, .lessThanOrEqual, strength: .strong))
      default:
        add(Constraint(pick(below: k + 1) - pick(below: k + 1) - number(40), .greaterThanOrEqual, strength: .medium))
      }
    }
    return (added, W)
  }

  /// Changes random constants (and the edit variable) one at a time; after
  /// each, the solution is as good as a fresh solver's built with the
  /// constants in force, a refused change is one a fresh build refuses,
  /// and nothing rebuilds. Returns every value read, in order. With
  /// `globalPlan`, the local solve is switched off so that every late
  /// marker's column comes from the global plan instead.
  func randomEdits(seed: UInt64, globalPlan: Bool = false) throws -> [Double] {
    var rng = SeededGenerator(seed: seed)
    var trace: [Double] = []
    for round in 0..<6 {
      let s = Solver()
      if globalPlan { s.localMarkerLimit = 0 }
      let (constraints, W) = try randomSystem(&rng, s)
      var width = 500.0
      s.updateVariables()
      for step in 0..<40 {
        let c = constraints[Int(rng.next() % UInt64(constraints.count))]
        let old = s.constant(of: c) ?? 0
        let new = old + Double(Int(rng.next() % 41) - 20)
        var refused = false
        if step % 9 == 8 {
          width = 300 + Double(rng.next() % 400)
          try s.suggestValue(W, width)
        } else {
          do { try s.updateConstant(of: c, to: new) } catch { refused = true }
        }
        s.updateVariables()
        let fresh = Solver()
        try fresh.addEditVariable(W, strength: .strong)
        try fresh.suggestValue(W, width)
        var copies: [Constraint] = []
        var freshRefused = false
        for d in constraints {
          let k = d === c && step % 9 != 8 ? new : s.constant(of: d) ?? 0
          let copy = Constraint(Expression(d.expression.terms, constant: k), d.relation, strength: d.strength)
          if (try? fresh.addConstraint(copy)) == nil { freshRefused = true } else { copies.append(copy) }
        }
        #expect(refused == freshRefused, "round \(round) step \(step): \(c) to \(new)")
        if !refused {
          fresh.updateVariables()
          for d in constraints where d.strength.isRequired {
            #expect(violation(d, s) < 1e-6, "round \(round) step \(step): \(d)")
          }
          let (mine, theirs) = (levelViolations(constraints, s), levelViolations(copies, fresh))
          #expect(mine.count == theirs.count)
          for (a, b) in zip(mine, theirs) { #expect(abs(a.1 - b.1) < 1e-6, "round \(round) step \(step) @\(a.0)") }
        }
        trace += s.constraints.flatMap { $0.expression.terms.map { s.value(of: $0.variable) } }
      }
      #expect(s.tableauRebuilds == 0, "round \(round)")
      #expect(s.checkInvariants().isEmpty, "round \(round)")
      if globalPlan {
        #expect(s.globalMarkerColumns > 0 && s.localMarkerColumns == 0, "round \(round)")
      } else {
        // Every late marker's column was solved on the rows it reaches
        // (the matching repaired after the pivots in between).
        #expect(s.localMarkerColumns > 0 && s.globalMarkerColumns == 0, "round \(round)")
      }
    }
    return trace
  }

  @Test("seeded: incremental constant changes equal a fresh solve, never rebuild, and repeat bit for bit")
  func seededEdits() throws {
    let first = try randomEdits(seed: 20_261_125)
    let second = try randomEdits(seed: 20_261_125)
    #expect(first.count > 1000)
    #expect(first == second)
  }

  @Test("the global plan (the local solve's fallback) gives the same values as the local solve")
  func globalPlanEdits() throws {
    let local = try randomEdits(seed: 20_261_125)
    let global = try randomEdits(seed: 20_261_125, globalPlan: true)
    #expect(global.count == local.count)
    for (a, b) in zip(global, local) { #expect(abs(a - b) < 1e-6) }
  }

  @Test("a chain with the local solve off: the global plan moves the same boxes, with no rebuild")
  func chainEditGlobalPlan() throws {
    let s = Solver()
    s.localMarkerLimit = 0
    let (x, widths, _) = try chain(s, 200)
    s.updateVariables()
    try s.updateConstant(of: widths[100], to: -50)
    try s.updateConstant(of: widths[0], to: -41)
    s.updateVariables()
    #expect(s.tableauRebuilds == 0)
    #expect(s.value(of: x[1]) == 8 + 48 + 1)
    #expect(s.value(of: x[101]) == 8 + 101 * 48 + 10 + 1)
    #expect(s.value(of: x[199]) == 8 + 199 * 48 + 10 + 1)
    #expect(s.globalMarkerColumns == 2 && s.localMarkerColumns == 0)
    #expect(s.checkInvariants().isEmpty)
  }
}
