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
}
