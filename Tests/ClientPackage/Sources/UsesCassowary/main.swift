import Cassowary

let x = Variable("x"), y = Variable("y")
let solver = Solver()
do {
  try solver.addConstraint(x + y == 100)
  try solver.addConstraint(x == 2 * y)
} catch {
  print("unexpected: \(error)")
}
solver.updateVariables()
print("x = \(solver.value(of: x)), y = \((solver.value(of: y) * 1000).rounded() / 1000)")
