import LayoutTestSupport
import Testing

@testable import AutoLayout

/// A stack view outside any laid-out window puts off making its
/// constraints until they are read or its window is laid out; these check
/// that the wait is invisible: the constraints are there when asked for,
/// each is made once, and the solver receives them in the order eager
/// generation would have given (which decides what breaks in a conflict).
@Suite("Stacks built before they are shown")
struct PendingStackTests {
  /// Views of a fixed size, for arranging.
  static func boxes(_ count: Int, width: Double = 40) -> [LayoutView] {
    (0..<count).map { i in
      let v = LayoutView(name: "box\(i)")
      v.intrinsicContentSize = IntrinsicSize(width: width, height: 20)
      return v
    }
  }

  @Test("a stack built view by view makes each constraint once, when it is laid out")
  func madeOnce() {
    let stack = LayoutStackView(name: "row")
    stack.spacing = 8
    stack.alignment = .center
    for v in Self.boxes(200) { stack.addArrangedSubview(v) }
    #expect(stack.recomputedCount == 0, "nothing is made before it is needed")
    let window = LayoutWindow(size: LayoutSize(width: 9_000, height: 100))
    addPinnedTopLeading(stack, to: window)
    window.layoutIfNeeded()
    // One pass: every generated constraint computed once.
    #expect(stack.recomputedCount == stack.generatedConstraints.count)
    #expect(stack.matchesFullRecomputation())
    #expect(window.report.isClean)
    expectFrame(stack.arrangedSubviews[199], 199 * 48, 0, 40, 20)
    // In a laid-out window, a change is made at once, and incrementally.
    let before = stack.recomputedCount
    stack.addArrangedSubview(Self.boxes(1)[0])
    #expect(stack.recomputedCount - before < 40)
    window.layoutIfNeeded()
    expectFrame(stack.arrangedSubviews[200], 200 * 48, 0, 40, 20)
  }

  @Test("reading a waiting stack's constraints makes them, as UIKit shows them at once")
  func readMakes() {
    let stack = LayoutStackView(name: "row", arrangedSubviews: Self.boxes(3))
    stack.spacing = 10
    let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacing.count == 2)
    #expect(spacing.allSatisfy { $0.constant == 10 })
    #expect(stack.generatedConstraints.count == stack.constraints.count)
    // Changed again while waiting: the next read shows the change.
    stack.spacing = 4
    #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.allSatisfy { $0.constant == 4 })
    #expect(stack.matchesFullRecomputation())
  }

  @Test("a constraint activated after the stack was built is the one that breaks, as with eager generation")
  func conflictOrder() throws {
    let stack = LayoutStackView(name: "row", arrangedSubviews: Self.boxes(2, width: 100))
    for v in stack.arrangedSubviews { v.setContentCompressionResistancePriority(.required, for: .horizontal) }
    let window = LayoutWindow(size: LayoutSize(width: 150, height: 100))
    window.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    let trailing = stack.trailingAnchor.constraint(equalTo: window.trailingAnchor)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.topAnchor.constraint(equalTo: window.topAnchor), trailing,
    ])
    window.layoutIfNeeded()
    let conflict = try #require(window.report.conflicts.first)
    #expect(conflict.broken.constraint === trailing)
    expectFrame(stack, 0, 0, 200, 20)
  }

  @Test("removing an arranged view while the stack waits leaves no constraint on it")
  func removeWhileWaiting() {
    let boxes = Self.boxes(4)
    let stack = LayoutStackView(name: "row", arrangedSubviews: boxes)
    _ = stack.constraints  // made once
    stack.removeArrangedSubview(boxes[1])
    boxes[2].removeFromSuperview()
    #expect(stack.arrangedSubviews.map(\.name) == ["box0", "box3"])
    #expect(
      stack.constraints.allSatisfy { c in
        ![boxes[1], boxes[2]].contains { $0 === c.firstItem || $0 === c.secondItem }
      })
    #expect(stack.matchesFullRecomputation())
  }

  @Test("a stack's first generation keeps constraints already on it and lists each item's own for later changes")
  func firstGenerationBesideOwnConstraints() {
    let boxes = Self.boxes(5)
    let stack = LayoutStackView(name: "row", arrangedSubviews: boxes)
    stack.spacing = 6
    stack.alignment = .center
    // Installed on the stack itself before it makes any of its own.
    let width = stack.widthAnchor.constraint(equalToConstant: 300)
    let height = stack.heightAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([width, height])
    let window = LayoutWindow(size: LayoutSize(width: 400, height: 100))
    addPinnedTopLeading(stack, to: window)
    window.layoutIfNeeded()
    // The generated ones join the list after the stack's own, which stay.
    #expect(stack.constraints.count == 2 + stack.generatedConstraints.count)
    #expect(stack.constraints.prefix(2).map(ObjectIdentifier.init) == [width, height].map(ObjectIdentifier.init))
    #expect(width.isActive && height.isActive)
    #expect(stack.constraints.dropFirst(2).allSatisfy { c in stack.generatedConstraints.contains { $0 === c } })
    #expect(stack.matchesFullRecomputation())
    expectFrame(stack, 0, 0, 300, 50)
    // Each item's list is its own part: changes next to it replace exactly
    // its constraints (a wrong split would leave stale ones or lose some).
    stack.removeArrangedSubview(boxes[2])
    stack.insertArrangedSubview(Self.boxes(1)[0], at: 1)
    #expect(stack.matchesFullRecomputation())
    #expect(
      stack.constraints.allSatisfy { c in !(c.firstItem === boxes[2] || c.secondItem === boxes[2]) })
    window.layoutIfNeeded()
    #expect(width.isActive && height.isActive)
    expectFrame(stack, 0, 0, 300, 50)
  }
}
