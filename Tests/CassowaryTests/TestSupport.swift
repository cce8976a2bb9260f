import Cassowary

/// A small seeded generator (SplitMix64) so random tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The value of a constraint's expression under the solver's solution.
func evaluate(_ e: Expression, _ solver: Solver, constant: Double? = nil) -> Double {
  e.terms.reduce(constant ?? e.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
}

/// How far a constraint is from holding (0 when it holds).
func violation(_ c: Constraint, _ solver: Solver) -> Double {
  let v = evaluate(c.expression, solver, constant: solver.constant(of: c))
  switch c.relation {
  case .equal: return abs(v)
  case .lessThanOrEqual: return max(0, v)
  case .greaterThanOrEqual: return max(0, -v)
  }
}

/// Total violation per optional strength, highest first.
func levelViolations(_ constraints: [Constraint], _ solver: Solver) -> [(Double, Double)] {
  var totals: [Double: Double] = [:]
  for c in constraints where !c.strength.isRequired {
    totals[c.strength.value, default: 0] += violation(c, solver)
  }
  return totals.keys.sorted(by: >).map { ($0, totals[$0] ?? 0) }
}
