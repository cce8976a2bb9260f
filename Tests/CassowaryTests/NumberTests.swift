import Cassowary
import Testing

/// Numbers that are not finite, and finite numbers whose consequences are
/// not: every call refuses them with an error, and every value read stays
/// finite.
@Suite("Non-finite numbers and overflow")
struct NumberTests {
  @Test("NaN and infinity in a constant or a coefficient are refused, and the solver is unchanged")
  func nonFiniteInput() throws {
    let s = Solver()
    let x = Variable("x")
    try s.addConstraint(x == 3)
    for c in [x == .nan, .infinity * x == 1, x == -.infinity, Constraint(Expression(x) + .nan, .lessThanOrEqual)] {
      #expect(throws: SolverError.nonFiniteValue(c)) { try s.addConstraint(c) }
    }
    let kept = try #require(s.constraints.first)
    #expect(throws: SolverError.nonFiniteValue(kept)) { try s.updateConstant(of: kept, to: .nan) }
    let w = Variable("w")
    try s.addEditVariable(w, strength: .strong)
    #expect(throws: SolverError.nonFiniteSuggestion(w)) { try s.suggestValue(w, .infinity) }
    s.updateVariables()
    #expect(s.constraints.count == 1 && s.value(of: x) == 3 && s.value(of: w) == 0)
  }

  @Test("x == 1e308 and y == 10 x (strong): refused as an overflow; y never reads infinity")
  func overflowingConstraint() throws {
    let s = Solver()
    let x = Variable("x"), y = Variable("y")
    try s.addConstraint(x == 1e308)
    let c = (y == 10 * x).withStrength(.strong)
    #expect(throws: SolverError.overflow(c)) { try s.addConstraint(c) }
    s.updateVariables()
    #expect(s.value(of: x) == 1e308)
    #expect(s.value(of: y).isFinite)
    #expect(s.constraints.count == 1)
    #expect(s.checkInvariants().isEmpty)
    // The same pair in the other order: the second one is refused.
    let t = Solver()
    try t.addConstraint(y == 10 * x, strength: .strong)
    let big = x == 1e308
    #expect(throws: SolverError.overflow(big)) { try t.addConstraint(big) }
    t.updateVariables()
    #expect(t.variableValues.allSatisfy { $0.value.isFinite })
  }

  @Test("a constant change or a suggestion whose consequences overflow is refused; the old value stays")
  func overflowingChange() throws {
    let s = Solver()
    let x = Variable("x"), y = Variable("y"), w = Variable("w")
    let c = x == 5
    try s.addConstraint(c, expectingConstantChanges: true)
    try s.addConstraint(y == 1e300 * x)
    try s.addEditVariable(w, strength: .strong)
    try s.addConstraint(y + w >= 0)
    s.updateVariables()
    #expect(s.value(of: y) == 5e300)
    #expect(throws: SolverError.overflow(c)) { try s.updateConstant(of: c, to: 1e10) }
    #expect(s.constant(of: c) == -5, "x - 5 == 0 keeps its constant")
    s.updateVariables()
    #expect(s.value(of: x) == 5 && s.value(of: y) == 5e300)
    // Suggestions: a run of them, deferred, then one that would overflow.
    let z = Variable("z")
    try s.addConstraint(z == 1e299 * w)
    for v in [1.0, 2, 3, 4] {
      try s.suggestValue(w, v)
      s.updateVariables()
      #expect(s.value(of: z) == 1e299 * v)
    }
    #expect(throws: SolverError.overflowingSuggestion(w)) { try s.suggestValue(w, 1e10) }
    s.updateVariables()
    #expect(s.value(of: w) == 4 && s.value(of: z) == 4e299)
    #expect(s.variableValues.allSatisfy { $0.value.isFinite })
    #expect(s.checkInvariants().isEmpty)
  }

  @Test("a small shift of a row whose constant is already near a Double's limit is refused too")
  func shiftNearTheLimit() throws {
    // The shift's step (|shift| × largest coefficient, 1e300) is small;
    // only the row constant that is already huge makes it overflow, so the
    // bound on constants the shift relies on must know about it.
    let s = Solver()
    let x = Variable("x"), y = Variable("y")
    let c = x == 5
    try s.addConstraint(c, expectingConstantChanges: true)
    let near = Double.greatestFiniteMagnitude - 1e299
    try s.addConstraint(y - x == near)
    s.updateVariables()
    #expect(s.value(of: y) == near + 5)
    #expect(throws: SolverError.overflow(c)) { try s.updateConstant(of: c, to: -1e300) }
    s.updateVariables()
    #expect(s.value(of: x) == 5 && s.value(of: y) == near + 5)
    // A step that stays in range is still taken (the constant of x − 5 == 0
    // is −5: −7 moves x to 7).
    try s.updateConstant(of: c, to: -7)
    s.updateVariables()
    #expect(s.value(of: x) == 7 && s.value(of: y) == near + 7)
    #expect(s.checkInvariants().isEmpty)
  }

  @Test("a run of suggestions beside a row constant near a Double's limit is not deferred into an overflow")
  func runNearTheLimit() throws {
    // z = near + w: a suggestion of 1e300 moves z past the limit. A run
    // deferred only by |total| × largest coefficient ≤ 1e300 would take it
    // and read z as infinity; it must be refused instead.
    let s = Solver()
    let w = Variable("w"), z = Variable("z")
    let near = Double.greatestFiniteMagnitude - 1e299
    try s.addEditVariable(w, strength: .strong)
    try s.addConstraint(z - w == near)
    for v in [1.0, 2, 3] {
      try s.suggestValue(w, v)
      s.updateVariables()
      #expect(s.value(of: z) == near + v)
    }
    #expect(throws: SolverError.overflowingSuggestion(w)) { try s.suggestValue(w, 1e300) }
    s.updateVariables()
    #expect(s.value(of: w) == 3 && s.value(of: z) == near + 3)
    #expect(s.variableValues.allSatisfy { $0.value.isFinite })
  }

  @Test("a refused suggestion names its variable after the rebuild that undoes it moved the records")
  func refusedAfterRecordsMove() throws {
    // Removed constraints stay in the solver's log until it compacts; the
    // rebuild that undoes an overflow drops them, so the edit's record
    // moves to another position, and the error still names the edit.
    let s = Solver()
    let others = (0..<10).map { Variable("o\($0)") }
    // Inequalities: each has a marker, so removing them rebuilds nothing.
    let cs = others.map { $0 >= 1 }
    for c in cs { try s.addConstraint(c) }
    for c in cs { try s.removeConstraint(c) }
    let w = Variable("w"), z = Variable("z")
    try s.addEditVariable(w, strength: .strong)
    try s.addConstraint(z - w == Double.greatestFiniteMagnitude - 1e299)
    try s.suggestValue(w, 1)
    let rebuilds = s.tableauRebuilds
    #expect(throws: SolverError.overflowingSuggestion(w)) { try s.suggestValue(w, 1e300) }
    #expect(s.tableauRebuilds == rebuilds + 1)
    try s.suggestValue(w, 2)
    s.updateVariables()
    #expect(s.value(of: w) == 2)
  }

  @Test("the errors say what was refused")
  func messages() {
    let x = Variable("x")
    #expect(SolverError.overflow(x == 1).description.contains("beyond the range of a Double"))
    #expect(SolverError.overflowingSuggestion(x).description.contains("'x'"))
  }
}
