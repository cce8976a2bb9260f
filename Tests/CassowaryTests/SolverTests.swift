import Cassowary
import LayoutTestSupport
import Testing

@Suite("Solver")
struct SolverTests {
  @Test("a required equality and an inequality hold")
  func basic() throws {
    let s = Solver()
    let x = Variable("x"), y = Variable("y")
    try s.addConstraint(x == 20)
    try s.addConstraint(x + 2 <= y)
    try s.addConstraint(y == 30, strength: .weak)
    s.updateVariables()
    #expect(s.value(of: x) == 20)
    #expect(s.value(of: y) == 30)
  }

  @Test("the classic: x <= y, y == x + 3, weak x == 10 and y == 10")
  func casso1() throws {
    let s = Solver()
    let x = Variable("x"), y = Variable("y")
    try s.addConstraint(x <= y)
    try s.addConstraint(y == x + 3)
    try s.addConstraint(x == 10, strength: .weak)
    try s.addConstraint(y == 10, strength: .weak)
    s.updateVariables()
    let (vx, vy) = (s.value(of: x), s.value(of: y))
    #expect((vx == 10 && vy == 13) || (vx == 7 && vy == 10))
  }

  @Test("the paper's midpoint example with an edit variable")
  func midpoint() throws {
    let s = Solver()
    let l = Variable("l"), m = Variable("m"), r = Variable("r")
    try s.addConstraint(2 * m == l + r)
    try s.addConstraint(l + 10 <= r)
    try s.addConstraint(r <= 100)
    try s.addConstraint(l >= 0)
    try s.addEditVariable(m, strength: .strong)
    try s.suggestValue(m, 0)
    s.updateVariables()
    #expect(s.value(of: m) == 5)
    #expect(s.value(of: l) == 0 && s.value(of: r) == 10)
    try s.suggestValue(m, 60)
    s.updateVariables()
    #expect(s.value(of: m) == 60)
    #expect(s.value(of: l) + 10 <= s.value(of: r) + 1e-9)
    try s.suggestValue(m, 200)
    s.updateVariables()
    #expect(s.value(of: m) == 95)
    #expect(s.value(of: r) == 100)
    #expect(s.checkInvariants().isEmpty)
  }

  @Test("1,000 weak constraints lose to one medium, however large their errors")
  func strictPriorities() throws {
    let s = Solver()
    let x = Variable("x")
    for _ in 0..<1000 { try s.addConstraint(x == 1_000_000, strength: .weak) }
    try s.addConstraint(x == 0, strength: .medium)
    s.updateVariables()
    #expect(s.value(of: x) == 0)
  }

  @Test("every priority is its own level: 251 beats 250, 999 beats 998")
  func adjacentLevels() throws {
    let s = Solver()
    let x = Variable("x"), y = Variable("y")
    for _ in 0..<50 { try s.addConstraint(x == 100, strength: Strength(priority: 250)) }
    try s.addConstraint(x == 7, strength: Strength(priority: 251))
    for _ in 0..<50 { try s.addConstraint(y == 100, strength: Strength(priority: 998)) }
    try s.addConstraint(y == 9, strength: Strength(priority: 999))
    s.updateVariables()
    #expect(s.value(of: x) == 7)
    #expect(s.value(of: y) == 9)
  }

  @Test("a lower level still counts where the higher ones leave freedom")
  func lowerLevelsBreakTies() throws {
    let s = Solver()
    let x = Variable("x")
    try s.addConstraint(x >= 10, strength: .strong)
    try s.addConstraint(x <= 50, strength: .strong)
    try s.addConstraint(x == 30, strength: .weak)
    try s.addConstraint(x == 0, strength: Strength(priority: 1))
    s.updateVariables()
    #expect(s.value(of: x) == 30)
  }

  @Test("suggestValue moves the solution incrementally and respects required bounds")
  func edits() throws {
    let s = Solver()
    let W = Variable("W"), x = Variable("x"), w = Variable("w")
    try s.addEditVariable(W, strength: .strong)
    try s.suggestValue(W, 320)
    try s.addConstraint(x == 8)
    try s.addConstraint(x + w == W - 8)
    try s.addConstraint(w <= 400)
    s.updateVariables()
    #expect(s.value(of: w) == 304)
    try s.suggestValue(W, 480)
    s.updateVariables()
    #expect(s.value(of: w) == 400)
    #expect(s.value(of: W) == 416)
    try s.suggestValue(W, 100)
    s.updateVariables()
    #expect(s.value(of: w) == 84)
    try s.removeEditVariable(W)
    #expect(!s.hasEditVariable(W))
  }

  @Test("edit variable errors carry the variable")
  func editErrors() throws {
    let s = Solver()
    let v = Variable("v")
    #expect(throws: SolverError.requiredEditStrength(v)) { try s.addEditVariable(v, strength: .required) }
    #expect(throws: SolverError.unknownEditVariable(v)) { try s.suggestValue(v, 1) }
    try s.addEditVariable(v, strength: .strong)
    #expect(throws: SolverError.duplicateEditVariable(v)) { try s.addEditVariable(v, strength: .weak) }
    #expect(throws: SolverError.nonFiniteSuggestion(v)) { try s.suggestValue(v, .nan) }
    let w = Variable("w")
    #expect(throws: SolverError.unknownEditVariable(w)) { try s.removeEditVariable(w) }
  }

  @Test("constraint errors carry the constraint")
  func constraintErrors() throws {
    let s = Solver()
    let x = Variable("x")
    let c = x >= 1
    try s.addConstraint(c)
    #expect(throws: SolverError.duplicateConstraint(c)) { try s.addConstraint(c) }
    let other = x <= 5
    #expect(throws: SolverError.unknownConstraint(other)) { try s.removeConstraint(other) }
    let bad = x == .infinity
    #expect(throws: SolverError.nonFiniteValue(bad)) { try s.addConstraint(bad) }
    #expect(!s.hasConstraint(bad))
  }

  @Test("a conflict of three required constraints reports exactly those three")
  func explanation() throws {
    let s = Solver()
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), z = Variable("z")
    let unrelated = z == 4
    let c1 = a == b + 10
    let c2 = b == c + 10
    let noise = a <= 1000
    try s.addConstraint(unrelated)
    try s.addConstraint(c1)
    try s.addConstraint(noise)
    try s.addConstraint(c2)
    s.updateVariables()
    let before = s.variableValues.map(\.value)
    let culprit = c == a
    do {
      try s.addConstraint(culprit)
      Issue.record("expected a conflict")
    } catch {
      guard case .unsatisfiableConstraint(let offender, let conflicts) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(offender === culprit)
      #expect(conflicts == [c1, c2])
    }
    #expect(!s.hasConstraint(culprit))
    s.updateVariables()
    #expect(s.variableValues.map(\.value) == before)
    #expect(s.checkInvariants().isEmpty)
  }

  @Test("conflicts with inequalities are explained minimally")
  func inequalityExplanation() throws {
    let s = Solver()
    let x = Variable("x"), y = Variable("y")
    let lo = x >= 10
    let hi = x <= 100
    let link = y == x + 5
    let cap = y <= 60
    try s.addConstraint(lo)
    try s.addConstraint(hi)
    try s.addConstraint(link)
    try s.addConstraint(cap)
    let bad = x >= 56
    #expect(throws: SolverError.unsatisfiableConstraint(bad, conflicts: [link, cap])) {
      try s.addConstraint(bad)
    }
    #expect(s.checkInvariants().isEmpty)
  }

  @Test("redundant required equalities are accepted and removable")
  func redundancy() throws {
    let s = Solver()
    let x = Variable("x"), y = Variable("y")
    let c1 = x == 10, c2 = y == x, c3 = y == 10
    try s.addConstraint(c1)
    try s.addConstraint(c2)
    try s.addConstraint(c3)
    try s.removeConstraint(c1)
    s.updateVariables()
    #expect(s.value(of: x) == 10 && s.value(of: y) == 10)
    try s.removeConstraint(c3)
    try s.addConstraint(x == 3)
    s.updateVariables()
    #expect(s.value(of: y) == 3)
  }

  @Test("removing constraints of every kind")
  func removal() throws {
    let s = Solver()
    let x = Variable("x")
    let weak = x == 100
    let strongC = Constraint(x - 50, .equal, strength: .strong)
    let cap = x <= 20
    try s.addConstraint(weak, strength: .weak)
    try s.addConstraint(strongC)
    try s.addConstraint(cap)
    s.updateVariables()
    #expect(s.value(of: x) == 20)
    try s.removeConstraint(cap)
    s.updateVariables()
    #expect(s.value(of: x) == 50)
    try s.removeConstraint(strongC)
    s.updateVariables()
    #expect(s.value(of: x) == 100)  // the weak copy is still in
    #expect(s.checkInvariants().isEmpty)
  }

  @Test("updating constants in place, required and optional")
  func updateConstant() throws {
    let s = Solver()
    let x = Variable("x"), w = Variable("w")
    let left = x == 10
    let width = Constraint(w - 100, .equal, strength: .strong)
    let right = x + w <= 300
    try s.addConstraint(left)
    try s.addConstraint(width)
    try s.addConstraint(right)
    s.updateVariables()
    #expect(s.value(of: w) == 100)
    try s.updateConstant(of: width, to: -250)
    s.updateVariables()
    #expect(s.value(of: w) == 250)
    try s.updateConstant(of: left, to: -100)  // x == 100: the right edge caps w
    s.updateVariables()
    #expect(s.value(of: x) == 100 && s.value(of: w) == 200)
    try s.updateConstant(of: right, to: -500)
    s.updateVariables()
    #expect(s.value(of: w) == 250)
    #expect(s.constant(of: right) == -500)
    #expect(s.checkInvariants().isEmpty)
  }

  @Test("an update that breaks required constraints is refused and changes nothing")
  func refusedUpdate() throws {
    let s = Solver()
    let x = Variable("x")
    let lo = x >= 10
    let hi = x <= 20
    try s.addConstraint(lo)
    try s.addConstraint(hi)
    try s.addConstraint(x == 15, strength: .weak)
    s.updateVariables()
    #expect(throws: SolverError.unsatisfiableConstraint(hi, conflicts: [lo])) {
      try s.updateConstant(of: hi, to: -5)
    }
    #expect(s.constant(of: hi) == -20)
    s.updateVariables()
    #expect(s.value(of: x) == 15)
    let fix = x == 12
    try s.addConstraint(fix)
    #expect(throws: SolverError.self) { try s.updateConstant(of: fix, to: -30) }
    s.updateVariables()
    #expect(s.value(of: x) == 12)
  }

  @Test("ambiguity: free variables are reported, determined ones are not")
  func ambiguity() throws {
    let s = Solver()
    let x = Variable("x"), w = Variable("w"), y = Variable("y")
    try s.addConstraint(x + w == 100)
    try s.addConstraint(y == 3)
    s.updateVariables()
    #expect(s.ambiguousVariables().map(\.name) == ["x", "w"])
    try s.addConstraint(x == 10)
    s.updateVariables()
    #expect(s.ambiguousVariables().isEmpty)
    let t = Variable("t")
    try s.addConstraint(t == 5, strength: .weak)
    try s.addConstraint(t == 9, strength: .weak)
    #expect(!s.isAmbiguous(t))
  }

  @Test("the same calls give bit-identical values")
  func determinism() throws {
    func run() throws -> [Double] {
      var rng = SeededGenerator(seed: 42)
      let s = Solver()
      let vars = (0..<30).map { Variable("v\($0)") }
      for _ in 0..<80 {
        let a = vars[Int.random(in: 0..<30, using: &rng)], b = vars[Int.random(in: 0..<30, using: &rng)]
        let k = Double.random(in: -50...50, using: &rng)
        let strength = [Strength.weak, .medium, .strong][Int.random(in: 0..<3, using: &rng)]
        try s.addConstraint(Constraint(a - b - k, .equal, strength: strength))
        try s.addConstraint(Constraint(a - 100, .lessThanOrEqual, strength: .required))
      }
      s.updateVariables()
      return vars.map { s.value(of: $0) }
    }
    #expect(try run() == run())
  }

  @Test("a dump lists the objective, the rows and the constraints")
  func dump() throws {
    let s = Solver()
    let x = Variable("x")
    try s.addConstraint(x >= 5, strength: .weak)
    let text = s.dump()
    #expect(text.contains("Objective"))
    #expect(text.contains("@250"))
    #expect(text.contains("x - 5 >= 0 @weak"))
  }
}
