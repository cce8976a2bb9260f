import Cassowary
import LayoutTestSupport
import Testing

/// A preference with two sides (`Constraint(_:above:below:)`) holds what
/// the pair of inequalities it stands for holds.
@Suite("Two-sided preferences")
struct TwoSidedTests {
  @Test("each side weighs at its own strength")
  func sides() throws {
    let w = Variable("w")
    let solver = Solver()
    func width() -> Double {
      solver.updateVariables()
      return solver.value(of: w)
    }
    let content = try #require(Constraint(w - 120, above: .weak, below: .strong))
    try solver.addConstraint(content)
    #expect(width() == 120)
    // Above 120 costs weak: a medium pull wins.
    let grow = Constraint(w - 200, .greaterThanOrEqual, strength: .medium)
    try solver.addConstraint(grow)
    #expect(width() == 200)
    try solver.removeConstraint(grow)
    #expect(width() == 120)
    // Below 120 costs strong: a medium push loses, a required one wins.
    let shrink = Constraint(w - 100, .lessThanOrEqual, strength: .medium)
    try solver.addConstraint(shrink)
    #expect(width() == 120)
    try solver.addConstraint(w <= 90)
    #expect(width() == 90)
    // Moving the constant moves both sides.
    try solver.updateConstant(of: content, to: -60)
    #expect(width() == 60)
    #expect(solver.checkInvariants().isEmpty)
  }

  @Test("a required side is refused; the description names both strengths")
  func refusedAndDescribed() throws {
    let w = Variable("w")
    #expect(Constraint(w - 1, above: .required, below: .weak) == nil)
    #expect(Constraint(w - 1, above: .weak, below: .required) == nil)
    let c = try #require(Constraint(w - 1, above: .weak, below: .strong, label: "content"))
    #expect(c.isTwoSided && c.relation == .equal && c.strength == .weak && c.strengthBelow == .strong)
    #expect(c.description == "w - 1 == 0 @weak above, @strong below [content]")
    #expect(c.labeled("x").strengthBelow == .strong)
    #expect(!Constraint(w - 1, .equal, strength: .weak).isTwoSided)
  }

  /// The pair a two-sided preference stands for.
  static func pair(_ c: Constraint) -> [Constraint] {
    [
      Constraint(c.expression, .lessThanOrEqual, strength: c.strength),
      Constraint(c.expression, .greaterThanOrEqual, strength: c.strengthBelow),
    ]
  }

  @Test("seeded: on the oracle's systems, preferences and their pairs reach optima as good, through changes")
  func asGoodAsPairs() throws {
    var rng = SeededGenerator(seed: 31)
    let priorities: [Double] = [100, 250, 249, 500, 750, 751, 999]
    for f in try OracleTests.fixtures() {
      let withPairs = try f.system.build(), withBands = try f.system.build()
      var bands: [Constraint] = []
      for v in f.system.variables.prefix(6) {
        let above = Strength(priority: priorities.randomElement(using: &rng) ?? 250)
        let below = Strength(priority: priorities.randomElement(using: &rng) ?? 750)
        let size = Double(Int.random(in: -20...120, using: &rng))
        guard let band = Constraint(v - size, above: above, below: below) else { continue }
        bands.append(band)
      }
      // The pairs as added, and as they stand after the changes (to score).
      let added = bands.map(Self.pair)
      var pairs = added
      for (band, pair) in zip(bands, added) {
        try withBands.addConstraint(band)
        for c in pair { try withPairs.addConstraint(c) }
      }
      let all = f.system.constraints + OracleTests.editConstraints(f.system)
      withBands.updateVariables()
      withPairs.updateVariables()
      expectAsGood(all + pairs.flatMap { $0 }, withBands, as: withPairs, "\(f.system.name)")
      // Move every other constant, drop the last band.
      for k in stride(from: 0, to: bands.count, by: 2) {
        let target = Double(Int.random(in: -40...160, using: &rng))
        try withBands.updateConstant(of: bands[k], to: target)
        for c in added[k] { try withPairs.updateConstant(of: c, to: target) }
        pairs[k] = added[k].map {
          Constraint($0.expression - $0.expression.constant + target, $0.relation, strength: $0.strength)
        }
      }
      if let last = bands.last {
        try withBands.removeConstraint(last)
        for c in added[bands.count - 1] { try withPairs.removeConstraint(c) }
        pairs.removeLast()
      }
      withBands.updateVariables()
      withPairs.updateVariables()
      expectAsGood(all + pairs.flatMap { $0 }, withBands, as: withPairs, "\(f.system.name), after changes")
      #expect(withBands.checkInvariants().isEmpty, "\(f.system.name)")
    }
  }
}
