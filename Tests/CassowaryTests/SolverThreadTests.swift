import Cassowary
import Dispatch
import LayoutTestSupport
import Testing

/// `Variable` and `Constraint` are `Sendable`: one set of them may be
/// given to solvers on several threads at once. CI runs this suite under
/// ThreadSanitizer (`--filter ThreadTests`), which reports any write two
/// threads make to the same object, such as a place hint.
@Suite("Solvers on separate threads sharing variables and constraints")
struct SolverThreadTests {
  @Test("eight solvers on eight threads over the same variables and constraints give each its own answer")
  func sharedAcrossThreads() throws {
    let vars = (0..<50).map { Variable("v\($0)") }
    // Shared links; each thread pins the chain's start where it wants.
    let links = (1..<vars.count).map { vars[$0] == vars[$0 - 1] + 2 }
    @Sendable func solve(_ i: Int) -> [Double] {
      let s = Solver()
      do {
        for c in links { try s.addConstraint(c) }
        try s.addConstraint(vars[0] == Double(i))
      } catch {
        return []
      }
      s.updateVariables()
      return vars.map { s.value(of: $0) }
    }
    let answers = ThreadResults<[Double]>()
    DispatchQueue.concurrentPerform(iterations: 8) { i in answers.set(i, solve(i)) }
    for i in 0..<8 {
      #expect(answers.get(i) == (0..<vars.count).map { Double(i) + 2 * Double($0) })
    }
  }
}
