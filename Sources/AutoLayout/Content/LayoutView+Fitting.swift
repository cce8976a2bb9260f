extension LayoutView {
  /// The smallest size: ask ``systemLayoutSizeFitting(_:)`` for it to get
  /// the tightest size the view's constraints allow (UIKit's
  /// `UIView.layoutFittingCompressedSize`).
  public static let layoutFittingCompressedSize = LayoutSize.zero

  /// A very large size: ask for it to get the largest size the view's
  /// constraints allow (UIKit's `UIView.layoutFittingExpandedSize`). UIKit
  /// documents only that it is large; here it is 1,000,000 points each way.
  public static let layoutFittingExpandedSize = LayoutSize(width: 1_000_000, height: 1_000_000)

  /// The size the view's constraints give it when it aims for `targetSize`
  /// as weakly as possible (UIKit's `systemLayoutSizeFitting(_:)`: both
  /// fitting priorities ``LayoutPriority/fittingSizeLevel``, 50).
  ///
  /// ```swift
  /// // A cell's content: a label 100 x 20 inset by 10 on every side.
  /// content.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)   // 120 x 40
  /// ```
  public func systemLayoutSizeFitting(_ targetSize: LayoutSize) -> LayoutSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when its width aims for
  /// `targetSize.width` at `horizontalFittingPriority` and its height for
  /// `targetSize.height` at `verticalFittingPriority` (UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
  ///
  /// The call a self-sizing table or collection cell makes: a required
  /// width and the lowest priority for the height, so that the content
  /// decides the height at that width.
  ///
  /// ```swift
  /// let size = cell.systemLayoutSizeFitting(
  ///   LayoutSize(width: 320, height: 0),
  ///   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  /// ```
  ///
  /// Only the constraints of the view and its subtree count, as in UIKit:
  /// the view is laid out on its own, in a window of its own, with its
  /// autoresizing translation off and its top-left corner pinned. The tree
  /// is left as it was: same superview, same place among the subviews (and
  /// the arranged subviews of a stack view), the same constraints active,
  /// the same frames. The constraints that tie the view to its former
  /// ancestors are activated again, in their order, after the ones
  /// activated before the call: if the layout is ambiguous, the solver may
  /// settle on another of its solutions.
  ///
  /// A ``LayoutWindow`` answers its ``LayoutWindow/size``. Priorities are
  /// clamped to 1...1000.
  ///
  /// - Complexity: a layout of the view's subtree from scratch.
  public func systemLayoutSizeFitting(
    _ targetSize: LayoutSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> LayoutSize {
    if let window = self as? LayoutWindow { return window.size }
    let saved = FittingState(of: self)
    saved.detach()
    let size = fittedSize(
      targetSize, horizontal: horizontalFittingPriority.clampedForFitting,
      vertical: verticalFittingPriority.clampedForFitting)
    saved.restore()
    return size
  }

  /// Lays the (detached) view out in a window of its own and reads its size.
  private func fittedSize(_ target: LayoutSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> LayoutSize {
    let width = target.width.isFinite ? max(0, target.width) : Self.layoutFittingExpandedSize.width
    let height = target.height.isFinite ? max(0, target.height) : Self.layoutFittingExpandedSize.height
    let host = LayoutWindow(
      name: "fitting",
      size: LayoutSize(
        width: max(width, Self.layoutFittingExpandedSize.width),
        height: max(height, Self.layoutFittingExpandedSize.height)
      ))
    host.addSubview(self)
    translatesAutoresizingMaskIntoConstraints = false
    let aimWidth = widthAnchor.constraint(equalToConstant: width)
    aimWidth.priority = horizontal
    let aimHeight = heightAnchor.constraint(equalToConstant: height)
    aimHeight.priority = vertical
    let fitting = [
      leftAnchor.constraint(equalTo: host.leftAnchor), topAnchor.constraint(equalTo: host.topAnchor), aimWidth,
      aimHeight,
    ]
    LayoutConstraint.activate(fitting)
    host.layoutIfNeeded()
    let size = frame.size
    LayoutConstraint.deactivate(fitting)
    removeFromSuperview()
    return size
  }
}

extension LayoutPriority {
  /// Within 1...1000 (a fitting priority of 0 or above 1000 is a mistake
  /// the call forgives).
  fileprivate var clampedForFitting: LayoutPriority {
    LayoutPriority(min(1000, max(1, rawValue.isFinite ? rawValue : 1)))
  }
}

/// What `systemLayoutSizeFitting` takes from a view's tree and gives back.
private struct FittingState {
  let view: LayoutView
  let parent: LayoutView?
  let index: Int
  let arrangedIndex: Int?
  let customSpacing: Double?
  /// The constraints on the ancestors that refer to the view or its
  /// subtree, ancestor by ancestor, in the order they were held.
  let outside: [LayoutConstraint]
  let translates: Bool
  let frames: [(LayoutView, LayoutRect)]

  init(of view: LayoutView) {
    self.view = view
    parent = view.superview
    index = parent?.subviews.firstIndex { $0 === view } ?? 0
    let stack = parent as? LayoutStackView
    arrangedIndex = stack?.arrangedSubviews.firstIndex { $0 === view }
    customSpacing = stack?.customSpacings[ObjectIdentifier(view)]
    var outside: [LayoutConstraint] = []
    var ancestor = parent
    while let a = ancestor {
      outside += a.constraints.filter { c in
        [c.firstItem, c.secondItem].contains { item in
          guard let v = item?.hierarchyView else { return false }
          return view.isAncestor(of: v)
        }
      }
      ancestor = a.superview
    }
    self.outside = outside
    translates = view.translatesAutoresizingMaskIntoConstraints
    frames = view.subtree.map { ($0, $0.storedFrame) }
  }

  func detach() {
    if parent != nil { view.removeFromSuperview() }
  }

  func restore() {
    view.translatesAutoresizingMaskIntoConstraints = translates
    if let parent {
      parent.insertSubview(view, at: index)
      if let stack = parent as? LayoutStackView, let arrangedIndex {
        stack.insertArrangedSubview(view, at: arrangedIndex)
        if let customSpacing { stack.setCustomSpacing(customSpacing, after: view) }
        // Arranging turns the translation off; put back what it was.
        view.translatesAutoresizingMaskIntoConstraints = translates
      }
      LayoutConstraint.activate(outside)
    }
    for (v, frame) in frames { v.storedFrame = frame }
  }
}
