import Testing

@testable import AutoLayout

/// An intrinsic size is two constraints (hugging and compression
/// resistance). When the size changes, the one the new size relaxes moves
/// first; moved the other way round, the two contradict each other for a
/// moment and the solver pivots through everything below the view twice.
@MainActor
struct IntrinsicSizeOrderTests {
  /// `count` cells one below the other, each a label inset 10 points, the
  /// label's intrinsic height `height`.
  static func list(_ count: Int, height: Double) -> (LayoutWindow, [LayoutView]) {
    let window = LayoutWindow(size: LayoutSize(width: 375, height: 667))
    var constraints: [LayoutConstraint] = []
    var labels: [LayoutView] = []
    var previous: LayoutView?
    for i in 0..<count {
      let cell = LayoutView(name: "cell\(i)")
      let label = LayoutView(name: "label\(i)")
      window.addSubview(cell)
      cell.addSubview(label)
      cell.translatesAutoresizingMaskIntoConstraints = false
      label.translatesAutoresizingMaskIntoConstraints = false
      label.intrinsicContentSize = IntrinsicSize(width: 100, height: height)
      constraints += [
        cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor),
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
        label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
        label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
        label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
      ]
      previous = cell
      labels.append(label)
    }
    LayoutConstraint.activate(constraints)
    return (window, labels)
  }

  /// The solver's pivots while every label's height goes to `height`,
  /// one layout pass per label.
  static func pivots(
    changingTo height: Double, in window: LayoutWindow, _ labels: [LayoutView]
  ) -> Int {
    guard let engine = window.engineStorage else { return -1 }
    let before = engine.solverPivotCount
    for label in labels {
      label.intrinsicContentSize = IntrinsicSize(width: 100, height: height)
      window.layoutIfNeeded()
    }
    return engine.solverPivotCount - before
  }

  @Test("shrinking and growing labels in a list: constants move, the solver does not pivot")
  func noPivotsPerChange() {
    let count = 60
    let (window, labels) = Self.list(count, height: 40)
    window.layoutIfNeeded()
    let shrinking = Self.pivots(changingTo: 20, in: window, labels)
    for (i, label) in labels.enumerated() {
      #expect(label.superview?.frame == LayoutRect(x: 0, y: Double(40 * i), width: 375, height: 40))
    }
    let growing = Self.pivots(changingTo: 50, in: window, labels)
    for (i, label) in labels.enumerated() {
      #expect(label.superview?.frame == LayoutRect(x: 0, y: Double(70 * i), width: 375, height: 70))
    }
    #expect(window.report.isClean)
    // Moving the relaxed constraint first keeps the solution optimal: only
    // constants move, no pivot (the other order: one or more a label).
    #expect(shrinking == 0, "shrinking \(count) labels: \(shrinking) pivots")
    #expect(growing == 0, "growing \(count) labels: \(growing) pivots")
  }
}
