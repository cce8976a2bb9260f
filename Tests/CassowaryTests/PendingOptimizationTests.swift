@_spi(Benchmarks) import Cassowary
import LayoutTestSupport
import Testing

/// Insertions leave the objective's minimisation pending until something
/// needs the optimum; every such path must see the same optimum as a
/// solver that optimised after each insertion.
@Suite("Optimisation left pending by insertions")
struct PendingOptimizationTests {
  @Test("seeded: adding many constraints and reading once gives the optimum of updating after each")
  func lazyEqualsEager() throws {
    var rng = SeededGenerator(seed: 20_261_123)
    var pivots = (lazy: 0, eager: 0)
    let strengths: [Strength] = [.weak, .medium, .strong]
    for round in 0..<15 {
      let vars = (0..<10).map { Variable("v\($0)") }
      let eager = Solver(), lazy = Solver()
      let width = Variable("width")
      for s in [eager, lazy] {
        try s.addEditVariable(width, strength: .strong)
        try s.suggestValue(width, 300)
      }
      var added: [Constraint] = []
      for step in 0..<50 {
        let a = vars[Int(rng.next() % 10)], b = vars[Int(rng.next() % 10)]
        let k = Double(Int(rng.next() % 200))
        let c: Constraint
        switch rng.next() % 5 {
        case 0: c = Constraint(a - k, .equal, strength: strengths[Int(rng.next() % 3)])
        case 1: c = Constraint(a - b - k, .greaterThanOrEqual, strength: strengths[Int(rng.next() % 3)])
        case 2: c = Constraint(a + b - width, .lessThanOrEqual)
        case 3: c = Constraint(a - 0.5 * width, .equal, strength: .medium)
        default: c = Constraint(Expression(a), .greaterThanOrEqual)
        }
        // Refused by one solver means refused by both: same feasibility.
        let inEager = (try? eager.addConstraint(c)) != nil
        let inLazy = (try? lazy.addConstraint(c)) != nil
        #expect(inEager == inLazy, "round \(round) step \(step)")
        if inEager && inLazy { added.append(c) }
        eager.updateVariables()  // settles after every insertion
        if step % 17 == 16, let victim = added.dropFirst(step % 5).first {
          try eager.removeConstraint(victim)
          try lazy.removeConstraint(victim)
          added.removeAll { $0 === victim }
        }
        if step % 11 == 10 {
          let w = 200 + Double(rng.next() % 300)
          try eager.suggestValue(width, w)
          try lazy.suggestValue(width, w)
        }
      }
      // A last batch of preferences that pull against what is there, read
      // with nothing in between.
      for (i, v) in vars.enumerated() {
        let c = Constraint(v - Double(40 * i), .equal, strength: strengths[i % 3])
        try eager.addConstraint(c)
        eager.updateVariables()
        try lazy.addConstraint(c)
        added.append(c)
      }
      eager.updateVariables()
      lazy.updateVariables()
      expectAsGood(added, lazy, as: eager, "round \(round)")
      pivots.lazy += lazy.pivotCount
      pivots.eager += eager.pivotCount
      #expect(lazy.checkInvariants().isEmpty)
    }
    // Optimising once per batch pivots less than after every insertion.
    #expect(pivots.lazy < pivots.eager, "\(pivots)")
  }

  @Test("an update after insertions that need pivots: a stronger preference wins")
  func updateSettles() throws {
    let s = Solver()
    let x = Variable("x")
    try s.addConstraint(Constraint(x - 10, .equal, strength: .weak))
    try s.addConstraint(Constraint(x - 30, .equal, strength: .strong))
    s.updateVariables()
    #expect(s.value(of: x) == 30)
    // The same read through slots.
    var slots = s.slots(for: [x])
    var out: [Double] = []
    try s.addConstraint(Constraint(x - 50, .equal, strength: .required))
    s.updateVariables()
    s.read(&slots, into: &out)
    #expect(out == [50])
  }

  @Test("live reads right after an insertion see the optimum, not just a feasible point")
  func liveReads() throws {
    let s = Solver()
    s.holdsValuesUntilUpdate = false
    let x = Variable("x")
    try s.addConstraint(Constraint(x - 10, .equal, strength: .weak))
    #expect(s.value(of: x) == 10)
    try s.addConstraint(Constraint(x - 20, .greaterThanOrEqual))
    #expect(s.value(of: x) == 20)
    try s.addConstraint(Constraint(x - 30, .equal, strength: .strong))
    #expect(s.value(of: x) == 30)
    var slots = s.slots(for: [x])
    var out: [Double] = []
    try s.addConstraint(Constraint(x - 25, .equal, strength: .required))
    s.read(&slots, into: &out)
    #expect(out == [25])
  }

  @Test("a suggestion, an ambiguity check and a dump right after insertions")
  func otherPaths() throws {
    let s = Solver()
    let x = Variable("x"), y = Variable("y"), w = Variable("w")
    try s.addConstraint(Constraint(x + y - 100, .equal))
    #expect(s.dump().hasPrefix("Objective (not yet minimised"))
    #expect(s.ambiguousVariables().count == 2)
    try s.addConstraint(Constraint(x - 10, .equal, strength: .weak))
    // The weak preference fixes x, so nothing is ambiguous any more.
    #expect(s.ambiguousVariables().isEmpty)
    try s.addEditVariable(w, strength: .strong)
    try s.addConstraint(Constraint(y - w, .equal))
    try s.addConstraint(Constraint(x - 40, .lessThanOrEqual))
    try s.suggestValue(w, 70)
    s.updateVariables()
    #expect(s.value(of: w) == 70)
    #expect(s.value(of: x) == 30)
    #expect(s.dump().hasPrefix("Objective\n"))
  }
}
