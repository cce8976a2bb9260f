import LayoutTestSupport
import Testing

@testable import AutoLayout

/// The scene of the matrix: a 400 × 300 window, a stack 20 from the
/// leading edge and 10 from the top, 200 long along its axis (its cross
/// size follows from its content), spacing 10, three items:
///
/// | item | length along the axis | size across | first baseline from top | last baseline from bottom |
/// |---|---|---|---|---|
/// | A | 40 | 30 | 20 | 8 |
/// | B | 60 | 50 | 30 | 12 |
/// | C | 20 | 10 | 5 | 2 |
///
/// C hugs at 200 along the axis (the others at 250), so under `.fill` C is
/// the one that stretches.
func stackScene(axis: LayoutAxis, _ d: LayoutStackView.Distribution, _ a: LayoutStackView.Alignment, rtl: Bool = false)
  -> (LayoutWindow, LayoutStackView, [LayoutView])
{
  let window = LayoutWindow(size: LayoutSize(width: 400, height: 300))
  window.layoutDirection = rtl ? .rightToLeft : .leftToRight
  let lengths = [40.0, 60, 20], across = [30.0, 50, 10]
  let items = ["A", "B", "C"].enumerated().map { i, name -> LayoutView in
    let v = LayoutView(name: name)
    v.intrinsicContentSize =
      axis == .horizontal
      ? IntrinsicSize(width: lengths[i], height: across[i]) : IntrinsicSize(width: across[i], height: lengths[i])
    v.firstBaselineOffsetFromTop = [20.0, 30, 5][i]
    v.lastBaselineOffsetFromBottom = [8.0, 12, 2][i]
    return v
  }
  items[2].setContentHuggingPriority(200, for: axis)
  let stack = LayoutStackView(name: "stack", arrangedSubviews: items)
  stack.axis = axis
  stack.distribution = d
  stack.alignment = a
  stack.spacing = 10
  window.addSubview(stack)
  stack.translatesAutoresizingMaskIntoConstraints = false
  stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20).isActive = true
  stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
  if axis == .horizontal {
    stack.widthAnchor.constraint(equalToConstant: 200).isActive = true
  } else {
    stack.heightAnchor.constraint(equalToConstant: 200).isActive = true
  }
  window.layoutIfNeeded()
  return (window, stack, items)
}

/// Positions and lengths along the axis, relative to the stack, worked out
/// from the rules (stack length 200, spacing 10, intrinsic 40, 60, 20):
let alongTheAxis: [LayoutStackView.Distribution: [(Double, Double)]] = [
  // Canvas and spacing only: 200 − 120 − 20 = 60 extra goes to C (lowest
  // hugging): C = 80. A at 0, B at 40 + 10, C at 50 + 60 + 10.
  .fill: [(0, 40), (50, 60), (120, 80)],
  // All equal: (200 − 2 × 10) / 3 = 60 each, 70 apart.
  .fillEqually: [(0, 60), (70, 60), (140, 60)],
  // m = intrinsic / (120 + 2 × 10) of 200, at 999, 998, 997: A = 40/140 ×
  // 200 = 57.142857, B = 60/140 × 200 = 85.714286; those two hold and C,
  // the weakest, takes what the canvas leaves: 200 − 20 − 142.857143 =
  // 37.142857. B at 57.142857 + 10, C at 67.142857 + 85.714286 + 10.
  .fillProportionally: [
    (0, 400.0 / 7), (400.0 / 7 + 10, 600.0 / 7), (400.0 / 7 + 600.0 / 7 + 20, 200 - 20 - 1000.0 / 7),
  ],
  // Intrinsic lengths; the 80 left over split into two equal gaps of 40.
  .equalSpacing: [(0, 40), (80, 60), (180, 20)],
  // Intrinsic lengths; centres equally spaced: A's centre 20, C's 190, so
  // B's is 105 and B starts at 75 (gaps 35 and 45 both ≥ 10).
  .equalCentering: [(0, 40), (75, 60), (180, 20)],
]

/// Positions and sizes across the axis, relative to the stack, for a
/// horizontal stack (sizes 30, 50, 10; baselines from the table above).
let acrossHorizontal: [LayoutStackView.Alignment: [(Double, Double)]] = [
  // Same top and bottom: equal heights, and B's compression resistance
  // (750) beats the others' hugging (250): all 50.
  .fill: [(0, 50), (0, 50), (0, 50)],
  // Tops at the stack's top; the spanner makes the stack as tall as B.
  .leading: [(0, 30), (0, 50), (0, 10)],
  // Bottoms at the stack's bottom, 50 down.
  .trailing: [(20, 30), (0, 50), (40, 10)],
  // Centres at 25.
  .center: [(10, 30), (0, 50), (20, 10)],
  // First baselines on one line b: tops at b − 20, b − 30, b − 5. The
  // stack's top may not be below A's top and its height is pulled down
  // (@49), so the stack's top is A's: b = 20, and B sticks out by 10 above,
  // as in UIKit. Stack bottom = spanner bottom = b + 20.
  .firstBaseline: [(0, 30), (-10, 50), (15, 10)],
  // Last baselines on one line L: bottoms at L + 8, L + 12, L + 2. The
  // stack's top is the spanner's (B's top, L − 38) and its bottom may not be
  // above A's: L = 38, so A at 16, B at 0, C at 30.
  .lastBaseline: [(16, 30), (0, 50), (30, 10)],
]

/// Across a vertical stack (widths 30, 50, 10): baselines mean the edges.
let acrossVertical: [LayoutStackView.Alignment: [(Double, Double)]] = [
  .fill: [(0, 50), (0, 50), (0, 50)],
  .leading: [(0, 30), (0, 50), (0, 10)],
  .trailing: [(20, 30), (0, 50), (40, 10)],
  .center: [(10, 30), (0, 50), (20, 10)],
  .firstBaseline: [(0, 30), (0, 50), (0, 10)],
  .lastBaseline: [(20, 30), (0, 50), (40, 10)],
]

struct StackCase: CustomTestStringConvertible, Sendable {
  let axis: LayoutAxis
  let distribution: LayoutStackView.Distribution
  let alignment: LayoutStackView.Alignment
  let rtl: Bool
  var testDescription: String {
    "\(axis) \(distribution) \(alignment)\(rtl ? " right-to-left" : "")"
  }
  static let all: [StackCase] = [LayoutAxis.horizontal, .vertical].flatMap { axis in
    LayoutStackView.Distribution.allCases.flatMap { d in
      LayoutStackView.Alignment.allCases.flatMap { a in
        [false, true].map { StackCase(axis: axis, distribution: d, alignment: a, rtl: $0) }
      }
    }
  }
}

@Suite("LayoutStackView")
struct StackViewTests {
  @Test("every distribution × alignment, both axes, both directions", arguments: StackCase.all)
  func matrix(_ c: StackCase) throws {
    let (window, stack, items) = stackScene(axis: c.axis, c.distribution, c.alignment, rtl: c.rtl)
    let along = try #require(alongTheAxis[c.distribution])
    let across = try #require((c.axis == .horizontal ? acrossHorizontal : acrossVertical)[c.alignment])
    let crossSize = across.map { $0.0 + $0.1 }.max()! - min(0, across.map(\.0).min()!)
    for (i, item) in items.enumerated() {
      var (p, l) = along[i]
      var (q, s) = across[i]
      // Right to left: leading is the right edge, so positions mirror
      // within the stack along x (the axis of a row, across a column).
      if c.rtl && c.axis == .horizontal { p = 200 - p - l }
      if c.rtl && c.axis == .vertical { q = stack.frame.width - q - s }
      if c.axis == .horizontal {
        expectFrame(item, p, q, l, s)
      } else {
        expectFrame(item, q, p, s, l)
      }
    }
    _ = crossSize
    let report = window.report
    #expect(report.conflicts.isEmpty, "\(report)")
    #expect(report.ambiguous.isEmpty, "\(report)")
  }
}

/// A row of three 40 × 20 views in a 300 × 100 window, spacing 10, pinned
/// at (0, 0) with no length of its own (fill, fill).
func simpleRow(_ count: Int = 3) -> (LayoutWindow, LayoutStackView, [LayoutView]) {
  let window = LayoutWindow(size: LayoutSize(width: 300, height: 100))
  let items = (0..<count).map { i -> LayoutView in
    let v = LayoutView(name: "v\(i)")
    v.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
    return v
  }
  let stack = LayoutStackView(name: "row", arrangedSubviews: items)
  stack.spacing = 10
  window.addSubview(stack)
  stack.translatesAutoresizingMaskIntoConstraints = false
  stack.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
  stack.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
  window.layoutIfNeeded()
  return (window, stack, items)
}

extension StackViewTests {
  @Test("the stack's size follows its content: 3 × 40 + 2 × 10 = 140 by 20; no intrinsic size of its own")
  func sizeFromContent() {
    let (window, stack, items) = simpleRow()
    expectFrame(stack, 0, 0, 140, 20)
    #expect(stack.intrinsicContentSize == .none)
    expectFrame(items[2], 100, 0, 40, 20)
    #expect(window.report.isClean, "\(window.report)")
  }

  @Test("hiding collapses with UISV-hiding and half the gap on each side; showing restores; both incremental")
  func hiding() {
    let (window, stack, items) = simpleRow()
    let rebuilds = window.engine.rebuildCount
    items[1].isHidden = true
    window.layoutIfNeeded()
    // v1 has no width; the gaps around it are 5 and 5: v0 0…40, v1 at 45,
    // v2 at 50; the stack is 90 long.
    expectFrame(items[1], 45, 0, 0, 20)
    expectFrame(items[2], 50, 0, 40, 20)
    expectFrame(stack, 0, 0, 90, 20)
    #expect(stack.generatedConstraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === items[1] })
    // The first one hidden: no gap before the first visible view.
    items[0].isHidden = true
    window.layoutIfNeeded()
    expectFrame(items[2], 0, 0, 40, 20)
    items[0].isHidden = false
    items[1].isHidden = false
    window.layoutIfNeeded()
    expectFrame(items[2], 100, 0, 40, 20)
    #expect(window.engine.rebuildCount == rebuilds, "hiding and showing must not rebuild the solver")
    #expect(window.report.isClean)
    // A hidden view outside a stack still lays out.
    let loose = LayoutView(name: "loose", frame: LayoutRect(x: 5, y: 60, width: 10, height: 10))
    window.addSubview(loose)
    loose.isHidden = true
    window.layoutIfNeeded()
    #expect(loose.frame == LayoutRect(x: 5, y: 60, width: 10, height: 10))
  }

  @Test("spacing and custom spacing are constant updates in the solver, not rebuilds")
  func spacing() {
    let (window, stack, items) = simpleRow()
    let rebuilds = window.engine.rebuildCount
    stack.spacing = 4
    window.layoutIfNeeded()
    expectFrame(items[2], 88, 0, 40, 20)
    stack.setCustomSpacing(20, after: items[0])
    window.layoutIfNeeded()
    // 0…40, +20, 60…100, +4, 104…144.
    expectFrame(items[1], 60, 0, 40, 20)
    expectFrame(items[2], 104, 0, 40, 20)
    #expect(stack.customSpacing(after: items[0]) == 20)
    #expect(stack.customSpacing(after: items[1]) == LayoutStackView.spacingUseDefault)
    stack.setCustomSpacing(LayoutStackView.spacingUseSystem, after: items[0])
    window.layoutIfNeeded()
    expectFrame(items[1], 48, 0, 40, 20)
    stack.setCustomSpacing(LayoutStackView.spacingUseDefault, after: items[0])
    stack.spacing = LayoutStackView.spacingUseSystem
    window.layoutIfNeeded()
    expectFrame(items[2], 96, 0, 40, 20)
    #expect(window.engine.rebuildCount == rebuilds)
  }

  @Test("arranged subviews and subviews: add, insert, remove keeps the subview, removeFromSuperview leaves both")
  func arrangedRules() {
    let (window, stack, items) = simpleRow()
    let extra = LayoutView(name: "extra")
    extra.intrinsicContentSize = IntrinsicSize(width: 10, height: 20)
    stack.insertArrangedSubview(extra, at: 0)
    #expect(stack.arrangedSubviews.map(\.name) == ["extra", "v0", "v1", "v2"])
    #expect(stack.subviews.map(\.name) == ["v0", "v1", "v2", "extra"])
    #expect(!extra.translatesAutoresizingMaskIntoConstraints)
    window.layoutIfNeeded()
    expectFrame(items[0], 20, 0, 40, 20)
    // Moving an arranged view: insert it again elsewhere.
    stack.insertArrangedSubview(extra, at: 4)
    #expect(stack.arrangedSubviews.map(\.name) == ["v0", "v1", "v2", "extra"])
    stack.removeArrangedSubview(extra)
    #expect(stack.arrangedSubviews.count == 3 && extra.superview === stack)
    items[1].removeFromSuperview()
    #expect(stack.arrangedSubviews.map(\.name) == ["v0", "v2"])
    // extra is still a subview, unconstrained: pin it so nothing is ambiguous.
    extra.removeFromSuperview()
    window.layoutIfNeeded()
    expectFrame(items[2], 50, 0, 40, 20)
    #expect(window.report.isClean, "\(window.report)")
  }

  @Test("baseline-relative vertical stack: the gap runs from last baseline to first baseline")
  func baselineRelative() {
    let window = LayoutWindow(size: LayoutSize(width: 300, height: 300))
    let a = LayoutView(name: "a"), b = LayoutView(name: "b")
    for v in [a, b] {
      v.intrinsicContentSize = IntrinsicSize(width: 100, height: 30)
      v.firstBaselineOffsetFromTop = 20
      v.lastBaselineOffsetFromBottom = 6
    }
    let stack = LayoutStackView(name: "column", arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.spacing = 12
    stack.isBaselineRelativeArrangement = true
    window.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
    stack.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
    window.layoutIfNeeded()
    // a's last baseline at 30 − 6 = 24; b's first baseline 12 lower, at
    // 36, so b's top is 36 − 20 = 16 (the two overlap: baselines rule).
    expectFrame(b, 0, 16, 100, 30)
    #expect(
      stack.generatedConstraints.contains { $0.firstAttribute == .firstBaseline && $0.identifier == "UISV-spacing" })
  }

  @Test("margins-relative arrangement: items inside the stack's margins (8 by default)")
  func marginsRelative() {
    let (window, stack, items) = simpleRow(2)
    stack.isLayoutMarginsRelativeArrangement = true
    window.layoutIfNeeded()
    // 8 + 40 + 10 + 40 + 8 = 106 wide, 8 + 20 + 8 = 36 high.
    expectFrame(stack, 0, 0, 106, 36)
    expectFrame(items[0], 8, 8, 40, 20)
    expectFrame(items[1], 58, 8, 40, 20)
  }

  @Test("nested stacks: a column of two rows")
  func nested() {
    let window = LayoutWindow(size: LayoutSize(width: 300, height: 300))
    func item(_ name: String, _ w: Double) -> LayoutView {
      let v = LayoutView(name: name)
      v.intrinsicContentSize = IntrinsicSize(width: w, height: 20)
      return v
    }
    let row1 = LayoutStackView(name: "row1", arrangedSubviews: [item("a", 50), item("b", 30)])
    let row2 = LayoutStackView(name: "row2", arrangedSubviews: [item("c", 100)])
    row1.spacing = 5
    let column = LayoutStackView(name: "column", arrangedSubviews: [row1, row2])
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 8
    window.addSubview(column)
    column.translatesAutoresizingMaskIntoConstraints = false
    column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10).isActive = true
    column.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
    window.layoutIfNeeded()
    // row1 = 50 + 5 + 30 = 85 × 20; row2 = 100 × 20, 8 below; the column is
    // as wide as its widest row (100) and 48 high.
    expectFrame(column, 10, 10, 100, 48)
    expectFrame(row1, 0, 0, 85, 20)
    expectFrame(row2, 0, 28, 100, 20)
    #expect(window.report.isClean, "\(window.report)")
  }

  @Test("content that cannot fit breaks a constraint and the report names the UISV constraints")
  func overflow() throws {
    let (window, stack, items) = simpleRow()
    // Three required 40-point widths and two 10-point gaps cannot fit 100.
    for v in items { v.widthAnchor.constraint(equalToConstant: 40).isActive = true }
    stack.widthAnchor.constraint(equalToConstant: 100).isActive = true
    window.layoutIfNeeded()
    let conflict = try #require(window.report.conflicts.first)
    let text = "\(conflict)"
    #expect(text.contains("UISV-canvas-connection") || text.contains("UISV-spacing"), "\(text)")
    // Minimal: the stack's width, three widths, two gaps, two canvas ends.
    #expect(conflict.conflicting.count + 1 <= 8, "\(text)")
  }
}
