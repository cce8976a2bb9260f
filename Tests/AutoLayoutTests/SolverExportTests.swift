import Cassowary
import LayoutTestSupport
import Testing

@_spi(Benchmarks) @testable import AutoLayout

/// The solver's constraints as plain values (what the benchmark package
/// writes for kiwisolver): solved again on a solver of their own, they give
/// the layout's own values.
@Suite("Solver constraints as plain values")
struct SolverExportTests {
  @Test("the exported constraints, solved afresh, place the views where the layout did")
  func replay() throws {
    let (window, v) = makeWindow(320, 100, views: ["box", "tag"])
    let (box, tag) = (v[0], v[1])
    box.intrinsicContentSize = IntrinsicSize(width: 50, height: 20)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
      tag.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
      tag.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -4),
      tag.widthAnchor.constraint(equalToConstant: 30),
      tag.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 2),
      tag.centerYAnchor.constraint(equalTo: box.centerYAnchor),
    ])
    window.layoutIfNeeded()
    let exported = window.solverConstraintsForBenchmarks
    // The box's content size is one preference with two sides per axis:
    // hugging (250) above, compression resistance (750) below.
    let twoSided = exported.filter { $0.priority != $0.priorityBelow }
    #expect(twoSided.count == 2)
    #expect(twoSided.allSatisfy { $0.priority == 250 && $0.priorityBelow == 750 && $0.terms.count == 1 })
    #expect(exported.contains { $0.relation == "<=" || $0.relation == ">=" })

    let solver = Solver()
    var variables: [ObjectIdentifier: Variable] = [:]
    var byName: [String: Variable] = [:]
    for c in exported {
      let terms = c.terms.map { t in
        let variable = variables[t.variable] ?? Variable(t.name)
        variables[t.variable] = variable
        byName[t.name] = variable
        return Term(variable, t.coefficient)
      }
      let expression = Expression(terms, constant: c.constant)
      let made: Constraint?
      if c.priority != c.priorityBelow {
        made = Constraint(
          expression, above: Strength(priority: c.priority), below: Strength(priority: c.priorityBelow))
      } else {
        let relation = try #require(Relation(rawValue: c.relation))
        made = Constraint(expression, relation, strength: Strength(priority: c.priority))
      }
      try solver.addConstraint(try #require(made))
    }
    solver.updateVariables()
    func value(_ name: String) throws -> Double { solver.value(of: try #require(byName[name])) }
    #expect(try value("box.width") == box.frame.width)
    #expect(try value("box.height") == box.frame.height)
    #expect(try value("tag.x") - value("box.x") == tag.frame.minX - box.frame.minX)
    #expect(try value("tag.height") == tag.frame.height)
    #expect(box.frame == LayoutRect(x: 10, y: 5, width: 50, height: 20))
  }
}
