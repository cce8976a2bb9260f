import LayoutTestSupport
import Testing

@testable import AutoLayout

/// A cell's content view: a label of intrinsic size `label` inset by 10 on
/// every side (the label hugs at 250 and resists compression at 750).
private func cell(label size: IntrinsicSize = IntrinsicSize(width: 100, height: 20)) -> (LayoutView, LayoutView) {
  let content = LayoutView(name: "content")
  let label = LayoutView(name: "label")
  content.addSubview(label)
  label.translatesAutoresizingMaskIntoConstraints = false
  label.intrinsicContentSize = size
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
    label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
    label.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
    label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
  ])
  return (content, label)
}

@Suite("systemLayoutSizeFitting")
struct FittingTests {
  @Test("compressed and expanded: the label's size plus the insets (hugging 250 beats fitting level 50)")
  func compressedAndExpanded() {
    let (content, _) = cell()
    #expect(
      content.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == LayoutSize(width: 120, height: 40))
    #expect(content.systemLayoutSizeFitting(LayoutView.layoutFittingExpandedSize) == LayoutSize(width: 120, height: 40))
  }

  @Test("a self-sizing cell: required width 320, the content decides the height")
  func selfSizingCell() {
    let (content, label) = cell()
    let size = content.systemLayoutSizeFitting(
      LayoutSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == LayoutSize(width: 320, height: 40))
    // A fitting priority above the label's hugging (250) stretches it.
    let tall = content.systemLayoutSizeFitting(
      LayoutSize(width: 320, height: 90), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .defaultHigh)
    #expect(tall == LayoutSize(width: 320, height: 90))
    // Below the label's compression resistance (750) it does not squeeze it.
    label.setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
    let squeezed = content.systemLayoutSizeFitting(
      LayoutSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: LayoutPriority(700))
    #expect(squeezed == LayoutSize(width: 320, height: 40))
  }

  @Test("a required target wins over compression resistance: width 50 squeezes the 100-point label to 30")
  func requiredTarget() {
    let (content, _) = cell()
    let size = content.systemLayoutSizeFitting(
      LayoutSize(width: 50, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == LayoutSize(width: 50, height: 40))
  }

  @Test("a view with nothing to size it takes the target at any priority")
  func unconstrained() {
    let view = LayoutView(name: "empty")
    #expect(view.systemLayoutSizeFitting(LayoutSize(width: 50, height: 60)) == LayoutSize(width: 50, height: 60))
    #expect(view.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == .zero)
  }

  @Test("constraints to the superview do not count, and the tree is left as it was")
  func leavesTheTreeAsItWas() throws {
    let (window, v) = makeWindow(375, 667, views: ["before", "content", "after"])
    let content = v[1]
    let (inner, _) = cell()
    // Move the cell's label into `content` (the cell's own constraints go with it).
    let label = inner.subviews[0]
    content.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
      label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
    ])
    let outside = [
      content.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
      content.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -5),
      content.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
      label.widthAnchor.constraint(lessThanOrEqualTo: window.widthAnchor),
    ]
    LayoutConstraint.activate(outside)
    window.layoutIfNeeded()
    let frames = window.subtree.map(\.frame)
    #expect(content.frame == LayoutRect(x: 5, y: 30, width: 365, height: 40))

    // The superview's 365-point width does not count.
    #expect(
      content.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == LayoutSize(width: 120, height: 40))

    #expect(content.superview === window)
    #expect(window.subviews.map(\.name) == ["before", "content", "after"])
    #expect(outside.allSatisfy { $0.isActive })
    #expect(!content.translatesAutoresizingMaskIntoConstraints)
    #expect(window.subtree.map(\.frame) == frames)
    window.layoutIfNeeded()
    #expect(window.subtree.map(\.frame) == frames)
  }

  @Test("an arranged subview keeps its place and custom spacing in its stack view")
  func stackView() {
    let window = LayoutWindow(size: LayoutSize(width: 300, height: 100))
    let a = LayoutView(name: "a")
    let b = LayoutView(name: "b")
    let c = LayoutView(name: "c")
    for v in [a, b, c] { v.intrinsicContentSize = IntrinsicSize(width: 40, height: 20) }
    let stack = LayoutStackView(name: "stack", arrangedSubviews: [a, b, c])
    stack.spacing = 4
    stack.setCustomSpacing(12, after: b)
    // Exactly as wide as its views and their spacing: narrower, which of
    // the three equally resisting views shrinks would be a tie.
    stack.frame = LayoutRect(x: 0, y: 0, width: 136, height: 20)
    window.addSubview(stack)
    window.layoutIfNeeded()
    let frames = window.subtree.map(\.frame)
    #expect(b.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == LayoutSize(width: 40, height: 20))
    #expect(stack.arrangedSubviews.map(\.name) == ["a", "b", "c"])
    #expect(stack.subviews.map(\.name) == ["a", "b", "c"])
    #expect(stack.customSpacing(after: b) == 12)
    window.layoutIfNeeded()
    #expect(window.subtree.map(\.frame) == frames)
    #expect(c.frame == LayoutRect(x: 96, y: 0, width: 40, height: 20))
  }

  @Test("a window answers its size; a NaN priority is 1, 5000 is required, a NaN target is the expanded size")
  func edges() {
    let window = LayoutWindow(size: LayoutSize(width: 320, height: 480))
    #expect(
      window.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == LayoutSize(width: 320, height: 480))
    let (content, _) = cell()
    let size = content.systemLayoutSizeFitting(
      LayoutSize(width: .nan, height: -4), withHorizontalFittingPriority: LayoutPriority(.nan),
      verticalFittingPriority: LayoutPriority(5000))
    // Width: aims for 1,000,000 at priority 1, which the label's hugging (250) beats.
    #expect(size.width == 120)
    // Height: required 0 (a negative target is 0), which beats compression resistance.
    #expect(size.height == 0)
  }
}
