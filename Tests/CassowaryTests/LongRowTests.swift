import LayoutTestSupport
import Testing

@testable import Cassowary

/// A long constraint's row (`Tableau.longRow`, more than
/// `Tableau.longExpression` terms) sums per symbol in slots kept between
/// insertions; these tests hold it to the gather-sort-sum it replaced.
@Suite("Long rows")
struct LongRowTests {
  /// The reference: every part gathered with its arrival order, sorted by
  /// symbol then order, summed in that order.
  static func reference(_ t: inout Tableau, _ spec: Tableau.Spec) -> Row {
    var row = Row(constant: spec.constant)
    var parts: [(symbol: Int, order: Int, coefficient: Double)] = []
    for term in spec.terms where !nearZero(term.coefficient) {
      let s = t.symbol(for: term.variable).symbol
      if t.symbols.isBasic[s] {
        let r = t.symbols.rows[s]
        row.constant += term.coefficient * r.constant
        for cell in r.cells {
          let c = term.coefficient * cell.coefficient
          if !nearZero(c) { parts.append((cell.symbol.id, parts.count, c)) }
        }
      } else {
        parts.append((s.id, parts.count, term.coefficient))
      }
    }
    parts.sort { ($0.symbol, $0.order) < ($1.symbol, $1.order) }
    var i = 0
    while i < parts.count {
      var c = parts[i].coefficient
      var j = i + 1
      while j < parts.count && parts[j].symbol == parts[i].symbol {
        c += parts[j].coefficient
        j += 1
      }
      if !nearZero(c) { row.cells.append(Cell(symbol: Symbol(parts[i].symbol), coefficient: c)) }
      i = j
    }
    return row
  }

  /// A spec over `terms`, which `kept` holds for as long as the spec is
  /// read (a spec lends its terms' buffer, as a solver's constraint does).
  static func spec(_ terms: [Term], _ constant: Double, keeping kept: inout [[Term]]) -> Tableau.Spec {
    kept.append(terms)
    return Tableau.Spec(
      terms: terms.withUnsafeBufferPointer { $0 }, constant: constant, relation: .equal, strength: .required,
      strengthBelow: .required)
  }

  @Test("seeded: a long row equals the gather-sort-sum, bit for bit, dense or spread, repeated terms and new variables")
  func matchesReference() throws {
    var rng = SeededGenerator(seed: 31)
    var t = Tableau(tracksRequiredEqualities: false)
    var kept: [[Term]] = []
    // 300 pairs `v[2k] + v[2k+1] == gap`, some with a preference on the
    // second: the first of each pair is basic over the second, which stays
    // parametric, so a long row sums over the second ones' symbols — close
    // together for a run of neighbours (the pass over the slots), far apart
    // for variables from the whole list (the sort).
    let vars = (0..<600).map { Variable("v\($0)") }
    for i in stride(from: 0, to: vars.count, by: 2) {
      let gap = Double.random(in: 1...9, using: &rng)
      _ = try t.insert(Self.spec([Term(vars[i], 1), Term(vars[i + 1], 1)], -gap, keeping: &kept))
      if i % 14 == 0 {
        var weak = Self.spec([Term(vars[i + 1], 1)], -Double(i), keeping: &kept)
        (weak.strength, weak.strengthBelow, weak.relation) = (.weak, .weak, .lessThanOrEqual)
        _ = try t.insert(weak)
      }
    }
    var checked = 0
    for round in 0..<40 {
      let count = Int.random(in: (Tableau.longExpression + 1)...160, using: &rng)
      var terms: [Term] = []
      // Dense (a run of neighbours) in even rounds, spread over the whole
      // chain in odd ones; a few repeats and a few variables new to it.
      let start = Int.random(in: 0..<(vars.count - count), using: &rng)
      for k in 0..<count {
        let v = round % 2 == 0 ? vars[start + k] : vars[Int.random(in: 0..<vars.count, using: &rng)]
        terms.append(Term(v, Double(Int.random(in: -3...3, using: &rng)) * 0.5))
      }
      terms.append(Term(terms[0].variable, -terms[0].coefficient))
      if round % 5 == 0 { terms.append(Term(Variable("new\(round)"), 1)) }
      let spec = Self.spec(terms, Double.random(in: -50...50, using: &rng), keeping: &kept)
      var copy = t
      let expected = Self.reference(&copy, spec)
      let got = t.longRow(spec)
      #expect(got.constant.bitPattern == expected.constant.bitPattern, "round \(round)")
      #expect(got.cells.map(\.symbol.id) == expected.cells.map(\.symbol.id), "round \(round)")
      #expect(
        got.cells.map(\.coefficient.bitPattern) == expected.cells.map(\.coefficient.bitPattern), "round \(round)")
      #expect(t.symbols.count == copy.symbols.count, "round \(round): the same new symbols")
      checked += got.cells.count
    }
    #expect(checked > 0)
  }

  @Test("a sum across a chain through a long constraint: the solver gives the chain's total")
  func sumAcrossChain() throws {
    let solver = Solver()
    let xs = (0..<200).map { Variable("x\($0)") }
    for (i, x) in xs.enumerated() { try solver.addConstraint(Constraint(x.linearExpression - Double(i), .equal)) }
    let total = Variable("total")
    // Each x twice (once cancelled out) and the total: 401 terms.
    var terms = xs.map { Term($0, 2) } + xs.map { Term($0, -1) }
    terms.append(Term(total, -1))
    try solver.addConstraint(Constraint(Expression(terms), .equal))
    solver.updateVariables()
    #expect(solver.value(of: total) == Double((0..<200).reduce(0, +)))
  }
}
