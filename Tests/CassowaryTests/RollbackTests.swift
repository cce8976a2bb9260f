import Cassowary
import LayoutTestSupport
import Testing

@Suite("Refused constraints leave the solver as it was")
struct RollbackTests {
  /// A random linear expression over a few of `vars`, with a constant.
  func randomExpression(_ vars: [Variable], _ rng: inout SeededGenerator) -> Expression {
    var e = Expression(constant: Double(Int(rng.next() % 200)) - 100)
    for _ in 0..<(1 + Int(rng.next() % 3)) {
      let v = vars[Int(rng.next() % UInt64(vars.count))]
      e = e + (Double(Int(rng.next() % 7)) - 3) * v
    }
    return e
  }

  @Test(
    "seeded: every refused required constraint leaves the same tableau, and the result is as good as a fresh solver's")
  func refusalsRestore() throws {
    var rng = SeededGenerator(seed: 20_261_122)
    var refused = 0
    for round in 0..<20 {
      let vars = (0..<12).map { Variable("v\($0)") }
      let s = Solver()
      var accepted: [Constraint] = []
      for v in vars {
        let c = Constraint(v - Double(rng.next() % 50), .equal, strength: .weak)
        try s.addConstraint(c)
        accepted.append(c)
      }
      for step in 0..<60 {
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
        let c = Constraint(randomExpression(vars, &rng), relation)
        let before = s.dump()
        var failure: SolverError?
        do {
          try s.addConstraint(c)
        } catch {
          failure = error
        }
        if failure == nil {
          accepted.append(c)
        } else {
          refused += 1
          #expect(s.dump() == before, "round \(round) step \(step)")
          #expect(s.checkInvariants().isEmpty, "round \(round) step \(step): \(s.checkInvariants())")
        }
      }
      // The same accepted constraints in a fresh solver give a solution as
      // good: every required one holds and the weak errors add up to the
      // same total. (The values themselves may differ where several
      // solutions are equally good: the subject chosen for a row depends on
      // the column index, which a refusal leaves with extra entries.)
      let fresh = Solver()
      for c in accepted { try fresh.addConstraint(c) }
      s.updateVariables()
      fresh.updateVariables()
      expectAsGood(accepted, s, as: fresh, "round \(round)")
    }
    #expect(refused > 100)
  }
}
