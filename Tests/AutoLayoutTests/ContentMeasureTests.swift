import LayoutTestSupport
import Testing

@testable import AutoLayout

/// `characters` characters of 10 points on lines of 20 points, broken
/// anywhere: heights worked out by hand (lines = ceil(characters / floor(width / 10))).
func characterText(_ characters: Int) -> LayoutMeasure {
  LayoutMeasure { proposal in
    let natural = 10.0 * Double(characters)
    guard let width = proposal.width else { return LayoutSize(width: natural, height: 20) }
    let perLine = max(1, (width / 10).rounded(.down))
    let lines = max(1, (Double(characters) / perLine).rounded(.up))
    return LayoutSize(width: min(natural, perLine * 10), height: 20 * lines)
  }
}

/// A label pinned 20 points inside the window's left, right and top edges.
private func makeColumn(_ characters: Int, width: Double = 375) -> (LayoutWindow, LayoutView) {
  let (window, v) = makeWindow(width, 667, views: ["label"])
  let label = v[0]
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
    label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
    label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
  ])
  label.contentMeasure = characterText(characters)
  return (window, label)
}

/// Solves in the last layout pass of `view`'s tree, and the views it measured.
private func lastPass(_ view: LayoutView) -> (solves: Int, remeasured: [String]) {
  (view.engine.measuring.lastSolves, view.engine.measuring.lastRemeasured)
}

@Suite("Content that measures itself, in the layout pass (UIKit's second pass for multi-line labels)")
struct ContentMeasureTests {
  @Test("a wrapping label in a fixed-width column: 100 characters at 335 points are 4 lines of 33")
  func column() {
    let (window, label) = makeColumn(100)
    window.layoutIfNeeded()
    #expect(label.frame == LayoutRect(x: 20, y: 20, width: 335, height: 80))
    #expect(lastPass(window).solves == 2)
    #expect(lastPass(window).remeasured == ["label"])
    #expect(window.report.isClean)
    #expect(!label.isContentClipped)
    #expect(label.measuredContentSize == LayoutSize(width: 330, height: 80))
  }

  @Test("rotation changes the height: 627 points hold 62 characters a line, so 2 lines; one new measurement")
  func rotation() throws {
    let (window, label) = makeColumn(100)
    window.layoutIfNeeded()
    let measure = try #require(label.contentMeasure)
    let before = measure.evaluations
    let rebuilds = window.engine.rebuildCount
    window.rotate()
    window.layoutIfNeeded()
    #expect(label.frame == LayoutRect(x: 20, y: 20, width: 627, height: 40))
    #expect(lastPass(window).solves == 2)
    #expect(measure.evaluations == before + 1)
    // Back to portrait: the 335-point answer is cached.
    window.rotate()
    window.layoutIfNeeded()
    #expect(label.frame.height == 80)
    #expect(measure.evaluations == before + 1)
    #expect(window.engine.rebuildCount == rebuilds)
  }

  @Test("nothing changed: one solve, no measurement")
  func unchanged() throws {
    let (window, label) = makeColumn(100)
    window.layoutIfNeeded()
    let measure = try #require(label.contentMeasure)
    let before = measure.evaluations
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(lastPass(window).solves == 1)
    #expect(lastPass(window).remeasured.isEmpty)
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
    first.contentMeasure = characterText(61)  // 300 points: 30 a line, 3 lines
    second.contentMeasure = characterText(12)  // 1 line
    window.layoutIfNeeded()
    #expect(window.report.isClean)
    #expect(first.frame == LayoutRect(x: 0, y: 0, width: 300, height: 60))
    #expect(second.frame == LayoutRect(x: 0, y: 68, width: 300, height: 20))
    #expect(stack.frame.height == 88)
  }

  @Test("in a self-sizing cell: the cell's height follows the label's lines at the cell's width")
  func cell() {
    let (window, v) = makeWindow(320, 600, views: ["cell"])
    let cell = v[0]
    let label = LayoutView(name: "label")
    cell.addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      cell.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 15),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -15),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
    ])
    label.contentMeasure = characterText(70)  // 290 points: 29 a line, 3 lines
    window.layoutIfNeeded()
    #expect(cell.frame == LayoutRect(x: 0, y: 100, width: 320, height: 82))
    #expect(label.frame == LayoutRect(x: 15, y: 11, width: 290, height: 60))
    #expect(window.report.isClean)
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
    let measureB = characterText(25)
    a.contentMeasure = characterText(25)
    b.contentMeasure = measureB
    window.layoutIfNeeded()
    #expect(a.frame.height == 60)  // 10 a line
    #expect(b.frame == LayoutRect(x: 0, y: 60, width: 150, height: 40))  // 15 a line
    let countB = measureB.evaluations
    let rebuilds = window.engine.rebuildCount
    let measureA = characterText(5)
    a.contentMeasure = measureA  // a's text changes
    window.layoutIfNeeded()
    // a is measured where it was (its natural size and its height at 100
    // points) before the solve, which keeps its width: one solve.
    #expect(measureA.evaluations == 2)
    #expect(measureB.evaluations == countB)
    #expect(lastPass(window).solves == 1)
    #expect(lastPass(window).remeasured.isEmpty)
    #expect(window.engine.rebuildCount == rebuilds)
    #expect(a.frame == LayoutRect(x: 0, y: 0, width: 100, height: 20))
    #expect(b.frame == LayoutRect(x: 0, y: 20, width: 150, height: 40))
  }

  @Test("invalidateIntrinsicContentSize measures the same measure again, and only that view")
  func invalidation() {
    var characters = 25
    let (window, v) = makeWindow(200, 400, views: ["a", "b"])
    let (a, b) = (v[0], v[1])
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      b.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      a.topAnchor.constraint(equalTo: window.topAnchor),
      b.topAnchor.constraint(equalTo: a.bottomAnchor),
    ])
    let measureA = LayoutMeasure { proposal in characterText(characters).size(for: proposal) }
    let measureB = characterText(3)
    a.contentMeasure = measureA
    b.contentMeasure = measureB
    window.layoutIfNeeded()
    #expect(a.frame.height == 60)
    let countB = measureB.evaluations
    characters = 45
    a.invalidateIntrinsicContentSize()
    window.layoutIfNeeded()
    #expect(a.frame.height == 100)
    #expect(b.frame == LayoutRect(x: 0, y: 100, width: 30, height: 20))
    #expect(measureB.evaluations == countB)
  }

  @Test("a wider natural width makes the label wider where the layout lets it (hugging and compression apply)")
  func naturalWidth() {
    let (window, v) = makeWindow(400, 400, views: ["short", "long"])
    let (short, long) = (v[0], v[1])
    LayoutConstraint.activate([
      short.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      short.topAnchor.constraint(equalTo: window.topAnchor),
      long.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      long.topAnchor.constraint(equalTo: short.bottomAnchor),
      long.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -100),
    ])
    short.contentMeasure = characterText(7)
    long.contentMeasure = characterText(50)  // 500 natural, 300 at most: 2 lines
    window.layoutIfNeeded()
    #expect(short.frame == LayoutRect(x: 0, y: 0, width: 70, height: 20))
    #expect(long.frame == LayoutRect(x: 0, y: 20, width: 300, height: 40))
  }

  @Test("a cycle (the width follows the height) stops after four solves and names the view in the report")
  func cycle() throws {
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
    square.contentMeasure = characterText(100)
    let report = window.report
    #expect(lastPass(window).solves == LayoutEngine.measuringSolveLimit)
    let unsettled = try #require(report.unsettledMeasurements.first)
    #expect(report.unsettledMeasurements.count == 1)
    #expect(unsettled.viewName == "square")
    #expect(!report.isClean)
    #expect(report.description.contains("Unsettled: square"))
    // Four solves: 20 (natural), 1000, 20, 1000 laid out; measured at 1000: 20.
    #expect(square.frame.height == 1000)
    #expect(unsettled == UnsettledMeasurement(viewName: "square", width: 1000, measuredHeight: 20, laidOutHeight: 1000))
  }

  @Test("a measure that answers baselines places baseline constraints; the view's own baselines win")
  func baselines() {
    let (window, v) = makeWindow(400, 400, views: ["label", "badge", "tag"])
    let (label, badge, tag) = (v[0], v[1], v[2])
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 100),
      badge.leadingAnchor.constraint(equalTo: label.trailingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
      badge.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
      tag.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      tag.widthAnchor.constraint(equalToConstant: 10),
      tag.heightAnchor.constraint(equalToConstant: 10),
      tag.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
    ])
    // Lines of 20 with the baseline 15 below a line's top; 12 characters.
    label.contentMeasure = LayoutMeasure.measuring { proposal in
      let size = characterText(12).size(for: proposal)
      return LayoutMeasurement(size: size, firstBaselineFromTop: 15, lastBaselineFromBottom: 5)
    }
    window.layoutIfNeeded()
    // 100 points: 10 a line, 2 lines (10...50); last baseline at 45.
    #expect(label.frame == LayoutRect(x: 0, y: 10, width: 100, height: 40))
    #expect(badge.frame.maxY == 45)
    #expect(tag.frame.minY == 25)
    label.lastBaselineOffsetFromBottom = 0
    window.layoutIfNeeded()
    #expect(badge.frame.maxY == 50)
    // New text whose last baseline sits 8 points up: the badge follows.
    label.lastBaselineOffsetFromBottom = nil
    window.layoutIfNeeded()
    #expect(badge.frame.maxY == 45)
    label.contentMeasure = LayoutMeasure.measuring { proposal in
      let size = characterText(12).size(for: proposal)
      return LayoutMeasurement(size: size, firstBaselineFromTop: 15, lastBaselineFromBottom: 8)
    }
    window.layoutIfNeeded()
    #expect(badge.frame.maxY == 42)
  }

  @Test("text that does not fit is reported clipped: one line of 30 characters in 100 points")
  func clipped() {
    let (window, v) = makeWindow(400, 400, views: ["label"])
    let label = v[0]
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    label.contentMeasure = characterText(30)
    window.layoutIfNeeded()
    #expect(label.frame.size == LayoutSize(width: 100, height: 20))
    #expect(label.measuredContentSize == LayoutSize(width: 100, height: 60))
    #expect(label.isContentClipped)
    label.contentMeasure = characterText(10)
    window.layoutIfNeeded()
    #expect(!label.isContentClipped)
    // A single line never wraps: 19 characters in 100 points are truncated.
    label.contentMeasure = .monospacedText("the quick brown fox", characterWidth: 10, lineHeight: 20, numberOfLines: 1)
    window.layoutIfNeeded()
    #expect(label.measuredContentSize == LayoutSize(width: 190, height: 20))
    #expect(label.isContentClipped)
    label.contentMeasure = nil
    #expect(!label.isContentClipped)
    #expect(label.measuredContentSize == nil)
  }

  @Test("a faulty measure cannot poison the layout: huge sizes are capped at a billion, bad baselines dropped")
  func faulty() {
    let (window, v) = makeWindow(400, 400, views: ["label", "badge"])
    let (label, badge) = (v[0], v[1])
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      badge.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      badge.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    label.contentMeasure = LayoutMeasure.measuring { proposal in
      LayoutMeasurement(
        size: LayoutSize(width: .infinity, height: proposal.width == nil ? 20 : 1e300), firstBaselineFromTop: .nan,
        lastBaselineFromBottom: -1e12)
    }
    window.layoutIfNeeded()
    #expect(label.frame == LayoutRect(x: 0, y: 0, width: 100, height: 1e9))
    #expect(badge.frame.minY == 0)
    #expect(window.report.unsettledMeasurements.isEmpty)
  }

  @Test("gaining and losing a measure: the intrinsic size comes back")
  func removal() {
    let (window, v) = makeWindow(400, 400, views: ["label"])
    let label = v[0]
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    label.intrinsicContentSize = IntrinsicSize(width: 33, height: 11)
    window.layoutIfNeeded()
    #expect(label.frame.size == LayoutSize(width: 33, height: 11))
    label.contentMeasure = characterText(5)
    window.layoutIfNeeded()
    #expect(label.frame.size == LayoutSize(width: 50, height: 20))
    // Ignored while measured, used again afterwards.
    label.intrinsicContentSize = IntrinsicSize(width: 44, height: 11)
    window.layoutIfNeeded()
    #expect(label.frame.size == LayoutSize(width: 50, height: 20))
    label.contentMeasure = nil
    window.layoutIfNeeded()
    #expect(label.frame.size == LayoutSize(width: 44, height: 11))
  }
}

/// A cell's content view with `label` inset 10 points on every side.
private func makeCellContent(_ label: LayoutView) -> LayoutView {
  let content = LayoutView(name: "content")
  content.addSubview(label)
  label.translatesAutoresizingMaskIntoConstraints = false
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
    label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
    label.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
    label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
  ])
  return content
}

@Suite("systemLayoutSizeFitting measures content that measures itself")
struct FittingMeasuredContentTests {
  @Test("a self-sizing cell: 45 characters at 300 points are 2 lines, so 320 x 60")
  func cell() {
    let label = LayoutView(name: "label")
    label.contentMeasure = characterText(45)
    let content = makeCellContent(label)
    let size = content.systemLayoutSizeFitting(
      LayoutSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == LayoutSize(width: 320, height: 60))
    // 100 points: the label has 80, 8 characters a line, 6 lines.
    let narrow = content.systemLayoutSizeFitting(
      LayoutSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(narrow == LayoutSize(width: 100, height: 140))
  }

  @Test("compressed and expanded: the label's natural width (450) wins over the fitting priority, one line")
  func compressedAndExpanded() {
    let label = LayoutView(name: "label")
    label.contentMeasure = characterText(45)
    let content = makeCellContent(label)
    #expect(
      content.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == LayoutSize(width: 470, height: 40))
    #expect(content.systemLayoutSizeFitting(LayoutView.layoutFittingExpandedSize) == LayoutSize(width: 470, height: 40))
  }

  @Test("a measured view asked directly: 45 characters at 200 points are 3 lines")
  func labelAlone() {
    let label = LayoutView(name: "label")
    label.contentMeasure = characterText(45)
    let size = label.systemLayoutSizeFitting(
      LayoutSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == LayoutSize(width: 200, height: 60))
  }

  @Test("title and body in a vertical stack: 20 + 4 + 60 between insets of 10, and the tree is left as it was")
  func stackCell() {
    let title = LayoutView(name: "title")
    let body = LayoutView(name: "body")
    title.contentMeasure = characterText(10)
    body.contentMeasure = characterText(65)  // 300 points: 30 a line, 3 lines
    let stack = LayoutStackView(name: "stack", arrangedSubviews: [title, body])
    stack.axis = .vertical
    stack.spacing = 4
    let content = makeCellContent(stack)
    let window = LayoutWindow(size: LayoutSize(width: 200, height: 600))
    window.addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      content.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    // In the 200-point window: 180 for the stack, 18 a line, 4 lines of body.
    #expect(content.frame == LayoutRect(x: 0, y: 0, width: 200, height: 124))
    let size = content.systemLayoutSizeFitting(
      LayoutSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == LayoutSize(width: 320, height: 104))
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(content.frame == LayoutRect(x: 0, y: 0, width: 200, height: 124))
    #expect(body.frame == LayoutRect(x: 0, y: 24, width: 180, height: 80))
    #expect(window.report.isClean)
  }
}
