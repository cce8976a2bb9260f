@_spi(Benchmarks) import Cassowary
import Testing

/// The benchmark package's hook that turns place hints on for a public
/// solver (`Solver.usePlaceHintsForBenchmarks()`).
@Suite("The benchmarks' place-hint hook")
struct PlaceHintHookTests {
  /// A chain `v[i+1] == v[i] + 2`, `v[0] == 1`.
  static func chain(_ vars: [Variable]) -> [Constraint] {
    [vars[0] == 1] + (1..<vars.count).map { vars[$0] == vars[$0 - 1] + 2 }
  }

  @Test("on a new solver, hints give the same values as hashing")
  func newSolver() throws {
    let vars = (0..<30).map { Variable("v\($0)") }
    let s = Solver()
    s.usePlaceHintsForBenchmarks()
    #expect(s.usesPlaceHints)
    for c in Self.chain(vars) { try s.addConstraint(c) }
    s.updateVariables()
    for (i, v) in vars.enumerated() { #expect(s.value(of: v) == 1 + 2 * Double(i)) }
  }

  @Test("on a solver that already holds constraints, it changes nothing")
  func usedSolver() throws {
    let vars = (0..<30).map { Variable("v\($0)") }
    let constraints = Self.chain(vars)
    let s = Solver()
    for c in constraints.prefix(10) { try s.addConstraint(c) }
    s.usePlaceHintsForBenchmarks()
    // Turned on now, hints would miss the variables placed without them
    // and give them second symbols.
    #expect(!s.usesPlaceHints)
    for c in constraints.dropFirst(10) { try s.addConstraint(c) }
    s.updateVariables()
    for (i, v) in vars.enumerated() { #expect(s.value(of: v) == 1 + 2 * Double(i)) }
  }
}
