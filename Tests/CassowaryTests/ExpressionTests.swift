import Cassowary
import Testing

@Suite("Expressions, constraints and strengths")
struct ExpressionTests {
  @Test("operators build terms and constants; reduction merges duplicates and drops zeros")
  func arithmetic() {
    let x = Variable("x"), y = Variable("y")
    let e = 2 * x + y - 3 + x * 0.5 - y
    #expect(e.terms.count == 4 && e.constant == -3)
    let r = e.reduced
    #expect(r.terms.count == 1 && r.terms[0].variable === x && r.terms[0].coefficient == 2.5)
    #expect((x / 4).terms[0].coefficient == 0.25)
    #expect((-(x + 1)).constant == -1)
    #expect((10 - x).terms[0].coefficient == -1 && (10 - x).constant == 10)
    #expect(e.description == "2·x + y + 0.5·x - y - 3")
    #expect(!(Expression([Term(x, .nan)])).isFinite)
  }

  @Test("relations move everything to the left and reduce")
  func relations() {
    let x = Variable("x"), w = Variable("w")
    let c = x + w <= 320
    #expect(c.relation == .lessThanOrEqual && c.expression.constant == -320 && c.strength == .required)
    let d = (x >= w + 8).withStrength(.weak).labeled("gap")
    #expect(d.strength == .weak && d.label == "gap")
    #expect(d.description == "x - w - 8 >= 0 @weak [gap]")
    #expect((x == x).expression.terms.isEmpty)
  }

  @Test("strengths: named levels, clamping, strict order")
  func strengths() {
    #expect(Strength.required.value == 1000 && Strength.strong.value == 750)
    #expect(Strength.medium.value == 500 && Strength.weak.value == 250)
    #expect(Strength(priority: 5000) == .required && Strength(priority: -3).value == 0)
    #expect(Strength(priority: .nan).value == 0)
    #expect(Strength(priority: 251) > .weak && Strength(priority: 999).isRequired == false)
    #expect(Strength(priority: 999.5).description == "999.5")
  }
}
