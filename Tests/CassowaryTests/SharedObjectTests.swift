import Cassowary
import Testing

/// With `usesPlaceHints` (the layout engine's solvers), variables and
/// constraints remember where the solver that took them last keeps them,
/// and each solver checks that hint before it believes it; public solvers
/// hash instead. These systems share variables and constraints between
/// solvers, in orders that leave every hint pointing at the other solver's
/// entries, with hints and without: the answers must be the ones of
/// solvers that share nothing.
@Suite("Variables and constraints shared between solvers")
struct SharedObjectTests {
  /// A solver that uses place hints (as the layout engine's does) or not.
  static func solver(hints: Bool) -> Solver {
    let s = Solver()
    s.usesPlaceHints = hints
    return s
  }

  /// A chain `v[i+1] == v[i] + step` over `vars`, `v[0] == start`.
  static func chain(_ vars: [Variable], start: Double, step: Double) -> [Constraint] {
    [vars[0] == start] + (1..<vars.count).map { vars[$0] == vars[$0 - 1] + step }
  }

  @Test("two solvers over the same variables, added in turn, each solve their own system", arguments: [true, false])
  func sharedVariables(hints: Bool) throws {
    let vars = (0..<40).map { Variable("v\($0)") }
    let a = Self.solver(hints: hints), b = Self.solver(hints: hints)
    let ca = Self.chain(vars, start: 1, step: 2)
    // The other solver takes the variables in the opposite order, so that
    // every place one solver notes is another variable in the other.
    let cb = Self.chain(vars.reversed(), start: 5, step: 3)
    for (x, y) in zip(ca, cb) {
      try a.addConstraint(x)
      try b.addConstraint(y)
    }
    a.updateVariables()
    b.updateVariables()
    for (i, v) in vars.enumerated() {
      #expect(a.value(of: v) == 1 + 2 * Double(i))
      #expect(b.value(of: v) == 5 + 3 * Double(vars.count - 1 - i))
      #expect(a.holds(v) && b.holds(v))
    }
    // A variable only the other solver (or none) took is not held.
    let lone = Variable("lone"), other = Variable("other")
    try b.addConstraint(lone == 7)
    #expect(!a.holds(lone))
    #expect(a.value(of: lone) == 0)
    #expect(!a.holds(other) && !b.holds(other))
  }

  @Test("a constraint in one solver is not in another, whatever its hint says", arguments: [true, false])
  func sharedConstraints(hints: Bool) throws {
    let x = Variable("x"), y = Variable("y")
    let a = Self.solver(hints: hints), b = Self.solver(hints: hints)
    let inA = [x == 10, y >= x + 5]
    let inB = [y == 3, x <= y]
    for c in inA { try a.addConstraint(c) }
    // `inB[i]` sits where `inA[i]` sits in the other solver's log.
    for c in inB { try b.addConstraint(c) }
    for c in inA {
      #expect(a.hasConstraint(c))
      #expect(!b.hasConstraint(c))
    }
    // The same constraint in both: each keeps and changes its own copy.
    let both = x + y >= 1
    try a.addConstraint(both)
    try b.addConstraint(both)
    try a.updateConstant(of: both, to: -20)
    #expect(a.constant(of: both) == -20)
    #expect(b.constant(of: both) == -1)
    try b.removeConstraint(both)
    #expect(a.hasConstraint(both) && !b.hasConstraint(both))
    #expect(throws: SolverError.self) { try b.removeConstraint(both) }
    // Removed and added again: found in its new place.
    try a.removeConstraint(inA[1])
    #expect(!a.hasConstraint(inA[1]))
    try a.addConstraint(inA[1])
    #expect(a.hasConstraint(inA[1]))
    a.updateVariables()
    #expect(a.value(of: x) == 10)
    #expect(a.value(of: y) >= 15)
  }

  @Test(
    "many removals (the log compacts) keep every remaining constraint found and changeable", arguments: [true, false])
  func compactedLog(hints: Bool) throws {
    let vars = (0..<300).map { Variable("w\($0)") }
    let s = Self.solver(hints: hints)
    let cs = vars.map { $0 == 1 }
    for c in cs { try s.addConstraint(c) }
    for c in cs[..<200] { try s.removeConstraint(c) }
    for (i, c) in cs.enumerated() { #expect(s.hasConstraint(c) == (i >= 200)) }
    try s.updateConstant(of: cs[250], to: -4)
    s.updateVariables()
    #expect(s.value(of: vars[250]) == 4)
    #expect(s.value(of: vars[299]) == 1)
  }

  @Test(
    "edit variables keep their constraints across a compacted log and a rebuild", arguments: [true, false])
  func editsAcrossCompactionAndRebuild(hints: Bool) throws {
    let s = Self.solver(hints: hints)
    let e = Variable("e"), f = Variable("f"), g = Variable("g")
    try s.addEditVariable(e, strength: .strong)
    try s.addConstraint(f == e + 10)
    let vars = (0..<300).map { Variable("w\($0)") }
    let cs = vars.map { $0 == 1 }
    for c in cs { try s.addConstraint(c) }
    // Two thirds removed: the log compacts and every record moves.
    for c in cs[..<200] { try s.removeConstraint(c) }
    try s.suggestValue(e, 7)
    s.updateVariables()
    #expect(s.value(of: e) == 7)
    #expect(s.value(of: f) == 17)
    // An edit added after the compaction, then a rebuild (removing a
    // required equality that has no marker schedules one).
    try s.addEditVariable(g, strength: .strong)
    try s.removeConstraint(cs[250])
    try s.suggestValue(g, 3)
    try s.suggestValue(e, -2)
    s.updateVariables()
    #expect(s.value(of: g) == 3)
    #expect(s.value(of: f) == 8)
    #expect(!s.hasConstraint(cs[250]))
    try s.removeEditVariable(e)
    #expect(!s.hasEditVariable(e))
    #expect(s.hasEditVariable(g))
    #expect(throws: SolverError.self) { try s.suggestValue(e, 1) }
    try s.suggestValue(g, 5)
    s.updateVariables()
    #expect(s.value(of: g) == 5)
  }

  @Test("a public solver leaves the hints alone; the engine's solver uses them")
  func hintsOnlyWhereConfined() throws {
    let x = Variable("x"), y = Variable("y")
    let c = x == y + 1
    let plain = Solver()
    try plain.addConstraint(c)
    try plain.addConstraint(y == 2)
    #expect(x.place == -1 && y.place == -1 && c.place == -1)
    plain.updateVariables()
    #expect(plain.value(of: x) == 3)
    let hinted = Self.solver(hints: true)
    try hinted.addConstraint(c)
    #expect(x.place >= 0 && y.place >= 0 && c.place == 0)
  }
}
