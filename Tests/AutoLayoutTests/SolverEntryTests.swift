import LayoutTestSupport
import Testing

@testable import AutoLayout

/// Each user constraint remembers its place among its engine's solver
/// entries (`SolverEntries`); a place written by another engine, or before
/// a rebuild, must never give a wrong answer.
@Suite("Solver entries and their places")
struct SolverEntryTests {
  /// A view pinned 10 points from the top-leading corner of `window`, 100
  /// by 20.
  func box(in window: LayoutWindow) -> (LayoutView, width: LayoutConstraint) {
    let v = LayoutView(name: "box")
    window.addSubview(v)
    v.translatesAutoresizingMaskIntoConstraints = false
    let width = v.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      v.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      width, v.heightAnchor.constraint(equalToConstant: 20),
    ])
    return (v, width)
  }

  @Test("a second engine over the same tree does not hide the first one's entries")
  func twoEngines() throws {
    let window = LayoutWindow(size: LayoutSize(width: 300, height: 300))
    let other = LayoutView(name: "other")
    window.addSubview(other)
    other.translatesAutoresizingMaskIntoConstraints = false
    let otherWidth = other.widthAnchor.constraint(equalToConstant: 5)
    otherWidth.isActive = true
    let (v, width) = box(in: window)
    window.layoutIfNeeded()
    let kept = try #require(window.engineStorage)
    // Activated again: last in the kept engine's list (its first place
    // left empty), but also last in a fresh engine's, so that every
    // constraint of the box has another place there.
    otherWidth.isActive = false
    otherWidth.isActive = true
    window.layoutIfNeeded()
    let keptPlace = width.engineEntry
    // A fresh engine lays the same tree out (as a fitting pass or a check
    // does), placing every constraint in its own list.
    window.engineStorage = nil
    window.layoutIfNeeded()
    window.engineStorage = kept
    #expect(width.engineEntry != keptPlace, "the hint now names the fresh engine's place")
    #expect(kept.solverConstraint.entry(for: width) != nil)
    let rebuilds = kept.rebuildCount
    width.constant = 150
    window.layoutIfNeeded()
    expectFrame(v, 10, 10, 150, 20)
    #expect(kept.rebuildCount == rebuilds, "the constant change is incremental")
    width.isActive = false
    #expect(kept.solverConstraint.entry(for: width) == nil)
    let narrow = v.widthAnchor.constraint(equalToConstant: 60)
    narrow.isActive = true
    window.layoutIfNeeded()
    expectFrame(v, 10, 10, 60, 20)
    #expect(window.report.conflicts.isEmpty, "the removed width left the solver")
  }

  @Test("a constraint moved to another window answers to that window's engine")
  func moved() throws {
    let a = LayoutWindow(size: LayoutSize(width: 300, height: 300))
    let b = LayoutWindow(size: LayoutSize(width: 300, height: 300))
    let (v, width) = box(in: a)
    a.layoutIfNeeded()
    let old = try #require(a.engineStorage)
    v.removeFromSuperview()
    a.layoutIfNeeded()
    #expect(old.solverConstraint.entry(for: width) == nil)
    b.addSubview(v)
    LayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 10),
      v.topAnchor.constraint(equalTo: b.topAnchor, constant: 10),
    ])
    b.layoutIfNeeded()
    expectFrame(v, 10, 10, 100, 20)
    width.constant = 150
    b.layoutIfNeeded()
    expectFrame(v, 10, 10, 150, 20)
    #expect(try #require(b.engineStorage).solverConstraint.entry(for: width) != nil)
    #expect(old.solverConstraint.entry(for: width) == nil)
  }

  @Test("after a rebuild and after many removals, every place still finds its constraint")
  func rebuildAndRemovals() throws {
    let window = LayoutWindow(size: LayoutSize(width: 300, height: 300))
    let (v, width) = box(in: window)
    var extras: [LayoutConstraint] = []
    for i in 0..<200 {
      let c = v.widthAnchor.constraint(lessThanOrEqualToConstant: 200 + Double(i))
      c.isActive = true
      extras.append(c)
    }
    window.layoutIfNeeded()
    let engine = try #require(window.engineStorage)
    #expect(engine.solverConstraint.count == 204)
    engine.needsRebuild = true
    engine.needsLayout = true
    window.layoutIfNeeded()
    #expect(engine.solverConstraint.count == 204)
    // Removing most of them one by one compacts the list; the rest keep
    // answering through their places.
    for c in extras.prefix(190) {
      c.isActive = false
      window.layoutIfNeeded()
    }
    #expect(engine.solverConstraint.count == 14)
    for c in extras.suffix(10) { #expect(engine.solverConstraint.entry(for: c) != nil) }
    for c in extras.prefix(190) { #expect(engine.solverConstraint.entry(for: c) == nil) }
    width.constant = 120
    window.layoutIfNeeded()
    expectFrame(v, 10, 10, 120, 20)
    #expect(engine.solverConstraint.values.count == 14)
  }

  @Test("a conflict names the user's constraints from their entries")
  func conflictNames() {
    let window = LayoutWindow(size: LayoutSize(width: 300, height: 300))
    let (v, width) = box(in: window)
    window.layoutIfNeeded()
    let wider = v.widthAnchor.constraint(equalToConstant: 120)
    wider.isActive = true
    window.layoutIfNeeded()
    let conflicts = window.report.conflicts
    #expect(conflicts.count == 1)
    let named = conflicts.flatMap { [$0.broken] + $0.conflicting }.compactMap(\.constraint)
    #expect(named.contains { $0 === width } && named.contains { $0 === wider })
  }
}
