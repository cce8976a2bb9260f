import LayoutTestSupport
import Testing

@testable import AutoLayout

/// Views and guides remember their place in the engine that placed them
/// last; an engine checks that hint before believing it. A view that moves
/// between windows, or lives in two engines' memories at once, must still
/// be found, and conflicts (whose owners the engine looks up only when
/// asked) must still name the right constraints.
@MainActor
struct EngineSlotTests {
  @Test("views moved between two windows are laid out by each window in turn")
  func viewsMoveBetweenWindows() {
    let (w1, a) = makeWindow(200, 100, views: ["a0", "a1", "a2"])
    let (w2, b) = makeWindow(300, 100, views: ["b0", "b1"])
    for (i, v) in (a + b).enumerated() {
      v.translatesAutoresizingMaskIntoConstraints = false
      v.intrinsicContentSize = IntrinsicSize(width: Double(10 + i), height: 5)
      LayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: v.superview!.leadingAnchor, constant: Double(i)),
        v.topAnchor.constraint(equalTo: v.superview!.topAnchor, constant: 2 * Double(i)),
      ])
    }
    w1.layoutIfNeeded()
    w2.layoutIfNeeded()
    expectFrame(a[2], 2, 4, 12, 5)
    expectFrame(b[1], 4, 8, 14, 5)
    // a1 goes to the other window (its constraints to w1 leave with it) and
    // is pinned there: w2 now knows a1 under a place w1 gave it first.
    w2.addSubview(a[1])
    LayoutConstraint.activate([
      a[1].trailingAnchor.constraint(equalTo: w2.trailingAnchor),
      a[1].bottomAnchor.constraint(equalTo: w2.bottomAnchor),
    ])
    w1.layoutIfNeeded()
    w2.layoutIfNeeded()
    expectFrame(a[1], 289, 95, 11, 5)
    expectFrame(a[2], 2, 4, 12, 5)
    expectFrame(b[0], 3, 6, 13, 5)
    // And back: each window rebuilt with the other's places in the views.
    w1.addSubview(a[1])
    a[1].translatesAutoresizingMaskIntoConstraints = true
    a[1].frame = LayoutRect(x: 50, y: 60, width: 7, height: 8)
    w2.layoutIfNeeded()
    w1.layoutIfNeeded()
    expectFrame(a[1], 50, 60, 7, 8)
    expectFrame(b[1], 4, 8, 14, 5)
    #expect(w1.report.isClean && w2.report.isClean)
  }

  @Test("a conflict after a build names its constraints (the owners are looked up only then)")
  func conflictAfterBuild() {
    let (window, v) = makeWindow(views: ["a", "b"])
    let width = v[0].widthAnchor.constraint(equalToConstant: 50)
    let tie = v[1].widthAnchor.constraint(equalTo: v[0].widthAnchor)
    LayoutConstraint.activate([width, tie])
    window.layoutIfNeeded()
    #expect(window.report.conflicts.isEmpty)
    let clash = v[1].widthAnchor.constraint(equalToConstant: 80)
    clash.isActive = true
    window.layoutIfNeeded()
    let conflicts = window.report.conflicts
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.broken.constraint === clash)
    let others = conflicts.first?.conflicting.compactMap(\.constraint) ?? []
    #expect(others.count == 2 && others.contains { $0 === width } && others.contains { $0 === tie })
  }
}
