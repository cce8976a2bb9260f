import LayoutTestSupport
import Testing

@testable import AutoLayout

/// `characters` characters of 10 points on lines of 20 points, broken
/// anywhere: heights worked out by hand (lines = ceil(characters / floor(width / 10))).
private func text(_ characters: Int) -> LayoutMeasure {
  LayoutMeasure { proposal in
    let natural = 10.0 * Double(characters)
    guard let width = proposal.width else { return LayoutSize(width: natural, height: 20) }
    let perLine = max(1, (width / 10).rounded(.down))
    let lines = max(1, (Double(characters) / perLine).rounded(.up))
    return LayoutSize(width: min(natural, perLine * 10), height: 20 * lines)
  }
}

/// A label pinned 20 points inside the window's left, right and top edges.
private func makeColumn(_ characters: Int, width: Double = 375) -> (LayoutWindow, LayoutView, MeasuringPass) {
  let (window, v) = makeWindow(width, 667, views: ["label"])
  let label = v[0]
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
    label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
    label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
  ])
  let pass = MeasuringPass()
  pass.setMeasure(text(characters), for: label)
  return (window, label, pass)
}

@Suite("The measuring pass (UIKit's second pass for multi-line labels)")
struct MeasuringPassTests {
  @Test("a wrapping label in a fixed-width column: 100 characters at 335 points are 4 lines of 33")
  func column() {
    let (window, label, pass) = makeColumn(100)
    let report = pass.layout(label)
    #expect(label.superview === window)
    #expect(label.frame == LayoutRect(x: 20, y: 20, width: 335, height: 80))
    #expect(report == MeasuringPassReport(passes: 2, settled: true, changedViews: ["label"]))
  }

  @Test("rotation changes the height: 627 points hold 62 characters a line, so 2 lines; one new measurement")
  func rotation() throws {
    let (window, label, pass) = makeColumn(100)
    pass.layout(window)
    let measure = try #require(pass.measure(for: label))
    let before = measure.evaluations
    window.size = LayoutSize(width: 667, height: 375)
    let report = pass.layout(window)
    #expect(label.frame == LayoutRect(x: 20, y: 20, width: 627, height: 40))
    #expect(report.passes == 2)
    #expect(measure.evaluations == before + 1)
    // Back to portrait: the 335-point answer is cached.
    window.size = LayoutSize(width: 375, height: 667)
    pass.layout(window)
    #expect(label.frame.height == 80)
    #expect(measure.evaluations == before + 1)
  }

  @Test("nothing changed: one layout, no measurement")
  func unchanged() throws {
    let (window, label, pass) = makeColumn(100)
    pass.layout(window)
    let measure = try #require(pass.measure(for: label))
    let before = measure.evaluations
    let report = pass.layout(window)
    #expect(report == MeasuringPassReport(passes: 1, settled: true, changedViews: []))
    #expect(measure.evaluations == before)
  }

  @Test("in a vertical stack view: each label's height at the stack's width, stacked with 8 points between")
  func stackView() {
    let window = LayoutWindow(size: LayoutSize(width: 320, height: 600))
    let first = LayoutView(name: "first")
    let second = LayoutView(name: "second")
    let stack = LayoutStackView(name: "stack", arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 8
    window.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      stack.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      stack.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    let pass = MeasuringPass()
    pass.setMeasure(text(61), for: first)  // 300 points: 30 a line, 3 lines
    pass.setMeasure(text(12), for: second)  // 2 lines
    let report = pass.layout(window)
    #expect(report.settled)
    #expect(first.frame == LayoutRect(x: 0, y: 0, width: 300, height: 60))
    #expect(second.frame == LayoutRect(x: 0, y: 68, width: 300, height: 20))
    #expect(stack.frame.height == 88)
  }

  @Test("an incremental change re-measures only what it touched")
  func incremental() throws {
    let (window, v) = makeWindow(200, 400, views: ["a", "b"])
    let (a, b) = (v[0], v[1])
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      b.widthAnchor.constraint(equalToConstant: 150),
      a.topAnchor.constraint(equalTo: window.topAnchor),
      b.topAnchor.constraint(equalTo: a.bottomAnchor),
    ])
    let pass = MeasuringPass()
    let measureA = text(25)
    let measureB = text(25)
    pass.setMeasure(measureA, for: a)
    pass.setMeasure(measureB, for: b)
    pass.layout(window)
    #expect(a.frame.height == 60)  // 10 a line
    #expect(b.frame == LayoutRect(x: 0, y: 60, width: 150, height: 40))  // 15 a line
    let (countA, countB) = (measureA.evaluations, measureB.evaluations)
    pass.setMeasure(text(5), for: a)  // a's text changes
    let report = pass.layout(window)
    #expect(report.changedViews == ["a"])
    #expect(measureB.evaluations == countB)
    #expect(measureA.evaluations == countA)
    #expect(b.frame == LayoutRect(x: 0, y: 20, width: 150, height: 40))
  }

  @Test("a cycle (the width follows the height) never settles: it stops at the bound and says so")
  func cycle() {
    let (window, v) = makeWindow(2000, 2000, views: ["square"])
    let square = v[0]
    LayoutConstraint.activate([
      square.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      square.topAnchor.constraint(equalTo: window.topAnchor),
      square.widthAnchor.constraint(equalTo: square.heightAnchor),
    ])
    // The height is the measured height (above the width's 750 and 250).
    square.setContentHuggingPriority(LayoutPriority(999), for: .vertical)
    square.setContentCompressionResistancePriority(LayoutPriority(999), for: .vertical)
    // One line (20) at 1000 points makes the width 20, where the 100
    // characters take 50 lines (1000), which makes the width 1000 again.
    let pass = MeasuringPass(maximumPasses: 5)
    pass.setMeasure(text(100), for: square)
    let report = pass.layout(window)
    #expect(report.passes == 5)
    #expect(!report.settled)
  }
}
