import Cassowary
import Testing

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

/// Expects `solver`'s solution to be as good as `reference`'s for
/// `constraints`: every required one holds, and the total violation at
/// each optional strength is the same (equally good solutions may differ
/// in their values).
func expectAsGood(
  _ constraints: [Constraint], _ solver: Solver, as reference: Solver, _ note: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for c in constraints where c.strength.isRequired {
    #expect(violation(c, solver) < 1e-6, "\(note): \(c)", sourceLocation: sourceLocation)
  }
  let (mine, theirs) = (levelViolations(constraints, solver), levelViolations(constraints, reference))
  #expect(mine.count == theirs.count, "\(note)", sourceLocation: sourceLocation)
  for (a, b) in zip(mine, theirs) {
    #expect(abs(a.1 - b.1) < 1e-6, "\(note), level \(a.0)", sourceLocation: sourceLocation)
  }
}

/// Adds `n` boxes side by side, each `boxWidth` wide, starting at 0 and
/// ending at `width` (a row that fills a window); returns the boxes'
/// starts and their shared width.
func addBoxRow(_ s: Solver, _ n: Int, filling width: Variable) throws -> (starts: [Variable], boxWidth: Variable) {
  let boxWidth = Variable("boxWidth")
  var starts: [Variable] = []
  var previousEnd = Expression(constant: 0)
  for k in 0..<n {
    let x = Variable("x\(k)")
    try s.addConstraint(Expression(x) == previousEnd)
    previousEnd = x + boxWidth
    starts.append(x)
  }
  try s.addConstraint(previousEnd == Expression(width))
  return (starts, boxWidth)
}
