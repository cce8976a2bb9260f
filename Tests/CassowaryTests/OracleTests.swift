import Cassowary
import CassowarySystemFile
import Foundation
import LayoutTestSupport
import Testing

/// Random systems checked against an LP oracle (scipy HiGHS, solved level by
/// level): Scripts/make_oracle_fixtures.py writes Fixtures/oracle.json.
@Suite("Oracle")
struct OracleTests {
  struct Fixture {
    var system: LinearSystem
    var levels: [(Double, Double)]
  }

  static func fixtures() throws -> [Fixture] {
    guard let url = Bundle.module.url(forResource: "oracle", withExtension: "json", subdirectory: "Fixtures")
    else { throw LinearSystem.LoadError(message: "oracle.json is missing") }
    let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let systems = root?["systems"] as? [[String: Any]] ?? []
    return try systems.map { raw in
      let data = try JSONSerialization.data(withJSONObject: raw)
      let levels = (raw["levels"] as? [[String: Any]] ?? []).map {
        (($0["strength"] as? NSNumber)?.doubleValue ?? 0, ($0["violation"] as? NSNumber)?.doubleValue ?? 0)
      }
      return Fixture(system: try LinearSystem(json: data), levels: levels)
    }
  }

  static func editConstraints(_ system: LinearSystem) -> [Constraint] {
    system.edits.map { Constraint(Expression($0.variable) - $0.value, .equal, strength: $0.strength) }
  }

  @Test("every level's total violation equals the LP optimum, required hold, runs repeat")
  func matchesOracle() throws {
    let fixtures = try Self.fixtures()
    #expect(fixtures.count >= 100)
    for f in fixtures {
      let solver = try f.system.build()
      for c in f.system.constraints where c.strength.isRequired {
        #expect(violation(c, solver) < 1e-8, "\(f.system.name): \(c)")
      }
      let ours = levelViolations(f.system.constraints + Self.editConstraints(f.system), solver)
      let oracle = f.levels.filter { $0.0 < 1000 }
      #expect(ours.count == oracle.count, "\(f.system.name)")
      for ((level, mine), (_, best)) in zip(ours, oracle) {
        #expect(abs(mine - best) <= 1e-6 * max(1, abs(best)), "\(f.system.name) @\(level): \(mine) vs \(best)")
      }
      #expect(solver.checkInvariants().isEmpty, "\(f.system.name)")
      let again = try f.system.build()
      #expect(f.system.variables.map { solver.value(of: $0) } == f.system.variables.map { again.value(of: $0) })
    }
  }

  @Test("random removals and constant updates reach the same optimum as a fresh build")
  func churn() throws {
    let fixtures = try Self.fixtures()
    var rng = SeededGenerator(seed: 7)
    for f in fixtures {
      let solver = try f.system.build()
      var live = f.system.constraints
      var constants: [ObjectIdentifier: Double] = [:]
      for _ in 0..<30 where !live.isEmpty {
        let i = Int.random(in: 0..<live.count, using: &rng)
        let c = live[i]
        if Bool.random(using: &rng) {
          try solver.removeConstraint(c)
          live.remove(at: i)
        } else {
          let target = (solver.constant(of: c) ?? 0) + Double.random(in: -5...5, using: &rng)
          do {
            try solver.updateConstant(of: c, to: target)
            constants[ObjectIdentifier(c)] = target
          } catch {
            // Refused: the constant stays as it was. Nothing else may fail.
            guard case .unsatisfiableConstraint = error else { throw error }
          }
        }
        #expect(solver.checkInvariants().isEmpty, "\(f.system.name)")
      }
      solver.updateVariables()
      let fresh = Solver()
      for e in f.system.edits {
        try fresh.addEditVariable(e.variable, strength: e.strength)
        try fresh.suggestValue(e.variable, e.value)
      }
      var copies: [Constraint] = []
      for c in live {
        let k = constants[ObjectIdentifier(c)] ?? c.expression.constant
        let copy = Constraint(
          Expression(c.expression.terms, constant: k), c.relation, strength: c.strength)
        copies.append(copy)
        try fresh.addConstraint(copy)
      }
      fresh.updateVariables()
      let edits = Self.editConstraints(f.system)
      for c in live where c.strength.isRequired {
        #expect(violation(c, solver) < 1e-7, "\(f.system.name): \(c)")
      }
      let mine = levelViolations(live + edits, solver)
      let best = levelViolations(copies + edits, fresh)
      for ((level, a), (_, b)) in zip(mine, best) {
        #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "\(f.system.name) @\(level): \(a) vs \(b)")
      }
    }
  }
}
