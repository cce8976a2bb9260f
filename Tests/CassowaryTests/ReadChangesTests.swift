import Testing

@testable import Cassowary

@Suite("Reading only what moved")
struct ReadChangesTests {
  /// A row of `n` boxes filling a width `w` (an edit variable): box k is
  /// `w / n` wide and starts at `k · w / n`; a fixed label sits at 5.
  func makeSolver(_ n: Int) throws -> (Solver, Variable, [Variable], Variable) {
    let s = Solver()
    s.holdsValuesUntilUpdate = false
    let w = Variable("w")
    try s.addEditVariable(w, strength: .strong)
    try s.suggestValue(w, 300)
    let (starts, _) = try addBoxRow(s, n, filling: w)
    let label = Variable("label")
    try s.addConstraint(label == 5)
    s.updateVariables()
    return (s, w, starts, label)
  }

  @Test("after a suggestion only the moved values are listed, and they equal a full read")
  func partialMatchesFull() throws {
    let (s, w, starts, label) = try makeSolver(4)
    var session = s.readSession(for: starts + [label])
    #expect(s.read(&session, partial: true, linear: false) == .all, "the first read must read all")
    #expect(session.values == [0, 75, 150, 225, 5])
    try s.suggestValue(w, 400)
    s.updateVariables()
    #expect(s.read(&session, partial: true, linear: false) != .all)
    #expect(session.values == [0, 100, 200, 300, 5])
    #expect(!session.changed.contains(4), "the label did not move")
    #expect(Set(session.changed).isSuperset(of: [1, 2, 3]))
    var full: [Double] = []
    var fresh = s.slots(for: starts + [label])
    s.read(&fresh, into: &full)
    #expect(session.values == full)
  }

  @Test("a structural change, or reading with other slots in between, makes the next read a full one")
  func fallsBackToFull() throws {
    let (s, w, starts, label) = try makeSolver(3)
    var session = s.readSession(for: starts + [label])
    var other = s.readSession(for: [label])
    _ = s.read(&session, partial: true, linear: false)
    let extra = Variable("extra")
    try s.addConstraint(extra == label + 1)
    #expect(s.read(&session, partial: true, linear: false) == .all)
    try s.suggestValue(w, 90)
    _ = s.read(&other, partial: true, linear: false)
    #expect(s.read(&session, partial: true, linear: false) == .all)
    #expect(session.values == [0, 30, 60, 5])
    #expect(s.read(&session, partial: false, linear: false) == .all)
  }

  @Test("repeated changes to one constraint report the same positions without rebuilding them; another change does not")
  func sameColumnAgain() throws {
    let (s, w, starts, label) = try makeSolver(4)
    let other = Variable("other")
    try s.addEditVariable(other, strength: .strong)
    try s.suggestValue(other, 1)
    s.updateVariables()
    var session = s.readSession(for: starts + [label, other])
    #expect(s.read(&session, partial: true, linear: false) == .all)
    try s.suggestValue(w, 400)
    s.updateVariables()
    #expect(s.read(&session, partial: true, linear: false) == .some)
    let first = session.changed
    try s.suggestValue(w, 200)
    s.updateVariables()
    #expect(s.read(&session, partial: true, linear: false) == .sameAsLast)
    #expect(session.changed == first)
    var full: [Double] = []
    var fresh = s.slots(for: starts + [label, other])
    s.read(&fresh, into: &full)
    #expect(session.values == full && session.values == [0, 50, 100, 150, 5, 1])
    // Two different edits in one step: the list is rebuilt, and holds both.
    try s.suggestValue(w, 300)
    try s.suggestValue(other, 4)
    s.updateVariables()
    #expect(s.read(&session, partial: true, linear: false) == .some)
    s.read(&fresh, into: &full)
    #expect(session.values == full)
    let changed = session.changed
    #expect(session.values[5] == 4 && changed.contains(5) && Set(changed).isSuperset(of: [1, 2, 3]))
  }
}
