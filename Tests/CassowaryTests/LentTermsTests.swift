import Testing

@testable import Cassowary

/// The solver reads a constraint's terms in place (`Constraint.termBuffer`)
/// wherever it inserts the constraint: when it is added, when the tableau
/// is rebuilt from the log, and when a conflict is explained. The buffers
/// must stay valid for as long as the solver holds the constraint, even
/// when the caller has let go of every expression and constraint.
@Suite("Terms lent to the tableau")
struct LentTermsTests {
  /// Adds `x[i] == x[i-1] + 3` (and `x[0] == 2`) to `solver`, building each
  /// expression in a scope that ends before the next is made, and keeps
  /// nothing but the variables.
  static func addChain(_ xs: [Variable], to solver: Solver) throws {
    try solver.addConstraint(Constraint(Expression([Term(xs[0], 1)], constant: -2), .equal))
    for i in 1..<xs.count {
      try solver.addConstraint(Constraint(Expression([Term(xs[i], 1), Term(xs[i - 1], -1)], constant: -3), .equal))
    }
  }

  @Test("a rebuild after a removal inserts the held constraints again from their own terms")
  func rebuildFromLog() throws {
    let xs = (0..<200).map { Variable("x\($0)") }
    let solver = Solver()
    try Self.addChain(xs, to: solver)
    // A required equality without a marker: removing it schedules a
    // rebuild of the whole tableau from the log.
    let last = try #require(solver.constraints.last)
    try solver.removeConstraint(last)
    let end = xs[xs.count - 1]
    try solver.addConstraint(Constraint(Expression([Term(end, 1)], constant: -1000), .equal, strength: .strong))
    solver.updateVariables()
    #expect(solver.tableauRebuilds >= 1)
    for i in 0..<(xs.count - 1) { #expect(solver.value(of: xs[i]) == 2 + 3 * Double(i)) }
    #expect(solver.value(of: end) == 1000)
  }

  @Test("a conflict is explained from the held constraints' terms")
  func explanation() throws {
    let xs = (0..<40).map { Variable("x\($0)") }
    let solver = Solver()
    try Self.addChain(xs, to: solver)
    // x[39] is 2 + 3·39 = 119 by the chain; asking for 0 conflicts with
    // every link of it.
    let clash = Constraint(Expression([Term(xs[39], 1)], constant: 0), .equal)
    #expect(throws: SolverError.self) { try solver.addConstraint(clash) }
    do {
      try solver.addConstraint(clash)
    } catch .unsatisfiableConstraint(_, let conflicts) {
      #expect(conflicts.count == 40)
    } catch {
      Issue.record("unexpected error \(error)")
    }
    solver.updateVariables()
    #expect(solver.value(of: xs[39]) == 119)
  }
}
