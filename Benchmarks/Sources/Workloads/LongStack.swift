import AutoLayout

/// One vertical `LayoutStackView` of `count` arranged views, each with an
/// intrinsic size of 40 × 20 (so every length may give: optional hugging
/// and compression resistance), spacing 8, pinned to the window's top,
/// leading and trailing edges. Built one `addArrangedSubview` at a time.
/// The stack's alignment across its axis is `.fill` unless another is
/// given (`compare longstack N leading`): the views then keep their
/// intrinsic width of 40.
///
/// Along the stack's axis each view's position is the sum of the lengths
/// before it; this workload shows whether the first layout of such a chain
/// is linear in its length (`compare longstack N`).
public final class LongStack {
  public let window: LayoutWindow
  public let stack: LayoutStackView

  public init(count: Int, alignment: LayoutStackView.Alignment = .fill, width: Double = 375, height: Double = 667) {
    window = LayoutWindow(size: LayoutSize(width: width, height: height))
    stack = LayoutStackView(name: "stack")
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = alignment
    for i in 0..<count {
      let view = LayoutView(name: "item\(i)")
      view.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
      stack.addArrangedSubview(view)
    }
    window.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      stack.topAnchor.constraint(equalTo: window.topAnchor),
    ])
  }

  /// Whether every arranged view is where the stack puts it: 20 high,
  /// 28 below the one before it, as wide as the window.
  public var isLaidOut: Bool {
    let full = window.frame.width
    let (x, width): (Double, Double) =
      switch stack.alignment {
      case .leading: (0, 40)
      case .trailing: (full - 40, 40)
      case .center: ((full - 40) / 2, 40)
      default: (0, full)
      }
    for (i, view) in stack.arrangedSubviews.enumerated() {
      let f = view.frame
      if f.minY != Double(28 * i) || f.height != 20 || f.width != width || f.minX != x { return false }
    }
    return true
  }
}
