import Testing

@testable import Cassowary

/// Optional equalities that the required ones already imply: each one's
/// row, substituted, is errors only with a constant of 0. Solved for its
/// first error every time, N of them make the simplex take N degenerate
/// pivots through N rows; the insertion alternates the error it solves
/// for so that the objective stays at its optimum.
@Suite("Implied optional equalities")
struct ImpliedEqualityTests {
  /// Views' edges `x[i]` held equal to `x[0]` (required), each also asked
  /// to equal a guide `g` at `strength` — the shape a stack's alignment
  /// and its spanner make. Returns the solver's rows rewritten and the
  /// values.
  static func edges(_ count: Int, strength: Strength = Strength(priority: 999.5)) throws -> (
    updates: Int, g: Double, x: [Double]
  ) {
    let s = Solver()
    let g = Variable("g")
    let x = (0..<count).map { Variable("x\($0)") }
    for i in 0..<count {
      if i > 0 { try s.addConstraint(x[0] == x[i]) }
      try s.addConstraint((g == x[i]).withStrength(strength))
    }
    try s.addConstraint(x[0] == 12)
    s.updateVariables()
    return (s.rowUpdates, s.value(of: g), x.map { s.value(of: $0) })
  }

  @Test("the rows rewritten grow linearly, and every edge and the guide are where the constraints put them")
  func linear() throws {
    let small = try Self.edges(200), large = try Self.edges(800)
    #expect(large.updates < 5 * small.updates, "200: \(small.updates) row updates, 800: \(large.updates)")
    for run in [small, large] {
      #expect(run.g == 12)
      #expect(run.x.allSatisfy { $0 == 12 })
    }
  }

  @Test("a guide that can follow only some of the edges follows them, whatever the order")
  func conflictingPreferences() throws {
    // Half the edges prefer 0 (weak), the guide prefers every edge
    // (medium): the required equalities win, then the medium ones.
    let s = Solver()
    let g = Variable("g")
    let x = (0..<10).map { Variable("x\($0)") }
    for i in 0..<10 {
      if i > 0 { try s.addConstraint(x[0] == x[i]) }
      try s.addConstraint((g == x[i]).withStrength(.medium))
      if i % 2 == 0 { try s.addConstraint((x[i] == 0).withStrength(.weak)) }
    }
    try s.addConstraint((g == 30).withStrength(.strong))
    s.updateVariables()
    #expect(s.value(of: g) == 30)
    #expect(x.allSatisfy { s.value(of: $0) == 30 })
  }
}
