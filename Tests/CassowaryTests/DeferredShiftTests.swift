import LayoutTestSupport
import Testing

@testable import Cassowary

/// A run of changes to one constraint's constant is deferred in the
/// tableau (`Tableau.DeferredShift`) and may be read as straight lines
/// (`Solver.ChangeRead.linear`).
@Suite("Runs of constant changes")
struct DeferredShiftTests {
  /// `n` boxes side by side filling an edited width `w`, each at most 120
  /// wide (so a wide `w` breaks the strong edit and pivots), and a second
  /// edit `h` that a label follows.
  func makeSolver(_ n: Int) throws -> (Solver, Variable, Variable, [Variable]) {
    let s = Solver()
    s.holdsValuesUntilUpdate = false
    let w = Variable("w"), h = Variable("h")
    try s.addEditVariable(w, strength: .strong)
    try s.addEditVariable(h, strength: .strong)
    try s.suggestValue(w, 300)
    let (starts, width) = try addBoxRow(s, n, filling: w)
    try s.addConstraint(Constraint(width - 120, .lessThanOrEqual))
    let label = Variable("label")
    try s.addConstraint(label == h + 5)
    s.updateVariables()
    return (s, w, h, starts + [width, label])
  }

  /// Reads as a layout pass does: after `.linear` nothing is read and `out`
  /// is left as it was; `seen` is what the caller works out (the values
  /// at `.linearStart` plus rates times the offset).
  struct Reader {
    var session: Solver.ReadSession
    var start: [Double] = []
    var seen: [Double] = []

    /// What the session holds (after `.linear`, not yet the values).
    var out: [Double] { session.values }

    mutating func read(_ s: Solver) -> Solver.ChangeRead {
      let result = s.read(&session, partial: true, linear: true)
      switch result {
      case .linear(let offset): for p in session.changed { seen[p] = start[p] + session.rates[p] * offset }
      case .linearStart:
        start = session.values
        seen = session.values
      default: seen = session.values
      }
      return result
    }
  }

  /// Every value, read in full from `twin` (a solver given the same
  /// calls; reading the solver under test in full would end its run).
  func fullRead(_ twin: Solver, _ vars: [Variable]) -> [Double] {
    var slots = twin.slots(for: vars)
    var out: [Double] = []
    twin.read(&slots, into: &out)
    return out
  }

  func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test("a run is read as lines; leaving the feasible range, or another edit, reads values again")
  func runs() throws {
    let (s, w, h, vars) = try makeSolver(4)
    let (twin, tw, th, tvars) = try makeSolver(4)
    func suggest(_ edit: Variable, _ twinEdit: Variable, _ value: Double) throws {
      try s.suggestValue(edit, value)
      try twin.suggestValue(twinEdit, value)
      s.updateVariables()
      twin.updateVariables()
    }
    var reader = Reader(session: s.readSession(for: vars))
    #expect(reader.read(s) == .all)
    var kinds: [Solver.ChangeRead] = []
    for value in [400.0, 360, 350, 420, 300] {
      try suggest(w, tw, value)
      kinds.append(reader.read(s))
      #expect(close(reader.seen, fullRead(twin, tvars)), "w = \(value)")
      #expect(reader.seen[4] == value / 4)
    }
    // The first change moves the rows, the second begins a run, and from
    // the third on nothing is read.
    #expect(kinds.prefix(2) == [.some, .linearStart])
    #expect(kinds.dropFirst(2).allSatisfy { if case .linear = $0 { true } else { false } })
    // 600 would need boxes 150 wide: the strong edit gives, a pivot.
    try suggest(w, tw, 600)
    #expect(reader.read(s) == .all)
    #expect(close(reader.seen, fullRead(twin, tvars)))
    #expect(reader.seen[4] == 120)
    // Back in range, a run again; then the other edit interrupts it.
    for value in [440.0, 400, 380, 370] {
      try suggest(w, tw, value)
      _ = reader.read(s)
    }
    #expect(close(reader.seen, fullRead(twin, tvars)))
    try suggest(h, th, 40)
    #expect(reader.read(s) == .some)
    #expect(close(reader.seen, fullRead(twin, tvars)))
    #expect(reader.seen.last == 45)
    // A plain read of a single value sees a run too.
    try s.suggestValue(w, 300)
    try s.suggestValue(w, 320)
    try s.suggestValue(w, 340)
    #expect(s.value(of: vars[4]) == 85)
    #expect(s.value(of: vars[3]) == 255)
    #expect(s.storage.deferredShift != nil, "reading single values ended the run")
    #expect(s.checkInvariants().isEmpty)
  }

  @Test("seeded: long runs of one edit among others, with pivots, read as a pass does equal full reads")
  func seeded() throws {
    var rng = SeededGenerator(seed: 20_261_122)
    let (s, w, h, vars) = try makeSolver(6)
    let (twin, tw, th, tvars) = try makeSolver(6)
    var reader = Reader(session: s.readSession(for: vars))
    _ = reader.read(s)
    var linear = 0
    for step in 0..<2_000 {
      let roll = rng.next() % 100
      if roll < 3 {
        let value = Double(rng.next() % 100)
        try s.suggestValue(h, value)
        try twin.suggestValue(th, value)
      } else {
        // Mostly small steps; sometimes past 720 (boxes at their limit).
        let value = roll < 10 ? Double(rng.next() % 900) : 300 + Double(rng.next() % 400) / 4
        try s.suggestValue(w, value)
        try twin.suggestValue(tw, value)
      }
      if rng.next() % 4 != 0 {
        s.updateVariables()
        twin.updateVariables()
        if case .linear = reader.read(s) { linear += 1 }
        #expect(close(reader.seen, fullRead(twin, tvars)), "step \(step)")
      }
    }
    #expect(linear > 500, "runs were read as lines \(linear) times")
    #expect(s.checkInvariants().isEmpty)
  }

  /// A random system over 12 variables and three edit variables, the same
  /// for the same seed.
  func randomSolver(seed: UInt64) throws -> (Solver, [Variable], [Variable]) {
    var rng = SeededGenerator(seed: seed)
    let s = Solver()
    s.holdsValuesUntilUpdate = false
    let vars = (0..<12).map { Variable("v\($0)") }
    let edits = (0..<3).map { Variable("e\($0)") }
    for e in edits {
      try s.addEditVariable(e, strength: .strong)
      try s.suggestValue(e, 100)
    }
    for _ in 0..<30 {
      let a = vars[Int(rng.next() % 12)], b = vars[Int(rng.next() % 12)], e = edits[Int(rng.next() % 3)]
      let k = Double(Int(rng.next() % 100))
      let c: Constraint
      switch rng.next() % 4 {
      case 0: c = Constraint(a - e + k, .lessThanOrEqual)
      case 1: c = Constraint(a - b - k, .equal, strength: .medium)
      case 2: c = Constraint(a + b - e, .equal, strength: .weak)
      default: c = Constraint(a - 0.5 * e - k, .greaterThanOrEqual, strength: .strong)
      }
      _ = try? s.addConstraint(c)  // a refused one is refused in the twin too
    }
    s.updateVariables()
    return (s, vars, edits)
  }

  @Test("seeded random systems: runs interrupted by other edits, added and removed constraints, and single reads")
  func randomSystems() throws {
    var runs = 0
    for seed in UInt64(1)...6 {
      var rng = SeededGenerator(seed: seed &* 7919)
      let (s, vars, edits) = try randomSolver(seed: seed)
      let (twin, tvars, tedits) = try randomSolver(seed: seed)
      var reader = Reader(session: s.readSession(for: vars + edits))
      var extra: [(Constraint, Constraint)] = []
      for step in 0..<2_000 {
        let roll = rng.next() % 100
        if roll < 2 {
          let i = Int(rng.next() % 12), k = Double(Int(rng.next() % 300))
          let pair = (
            Constraint(vars[i] - k, .lessThanOrEqual, strength: .medium),
            Constraint(tvars[i] - k, .lessThanOrEqual, strength: .medium)
          )
          try s.addConstraint(pair.0)
          try twin.addConstraint(pair.1)
          extra.append(pair)
        } else if roll < 4, let pair = extra.popLast() {
          try s.removeConstraint(pair.0)
          try twin.removeConstraint(pair.1)
        } else {
          let e = roll < 15 ? Int(rng.next() % 3) : 0
          let value = roll < 25 ? Double(rng.next() % 600) : 100 + Double(rng.next() % 80)
          try s.suggestValue(edits[e], value)
          try twin.suggestValue(tedits[e], value)
        }
        guard rng.next() % 3 != 0 else { continue }
        s.updateVariables()
        twin.updateVariables()
        if case .linear = reader.read(s) { runs += 1 }
        #expect(close(reader.seen, fullRead(twin, tvars + tedits)), "seed \(seed) step \(step)")
        if step % 97 == 0 { #expect(abs(s.value(of: vars[3]) - twin.value(of: tvars[3])) < 1e-9) }
      }
      #expect(s.checkInvariants().isEmpty)
    }
    #expect(runs > 500, "runs were read as lines \(runs) times")
  }
}
