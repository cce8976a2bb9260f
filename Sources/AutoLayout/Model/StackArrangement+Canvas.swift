/// The constraints that belong to the stack itself rather than to one
/// arranged item: its edges to the end items, the weak sizes, and the
/// proportional lengths (which depend on every item).
extension StackArrangement {
  /// The stack's own constraints, appended to ``out``.
  mutating func stackConstraints() {
    along()
    across()
  }

  /// Along the axis: the canvas connections to the first and last visible
  /// items (or the empty spacer), and the distributions' stack-wide rules.
  mutating func along() {
    guard let fv = firstVisible, let lv = lastVisible else {
      // No arranged view at all: nothing, as UIKit makes no constraint for
      // an empty stack (its size is whatever other constraints say; it has
      // no intrinsic size). All of them hidden: a spacer spans the stack,
      // which has no length.
      if let spacer = stack.emptySpacer, !items.isEmpty {
        add("UISV-canvas-connection", stack, canvas(axisLeading), .equal, spacer, axisLeading)
        add("UISV-canvas-connection", stack, canvas(axisTrailing), .equal, spacer, axisTrailing)
        add("UISV-canvas-fit", stack, axisSize, .equal, nil, .notAnAttribute, priority: 49)
      }
      return
    }
    add("UISV-canvas-connection", stack, canvas(axisLeading), .equal, items[fv], axisLeading)
    add("UISV-canvas-connection", stack, canvas(axisTrailing), .equal, items[lv], axisTrailing)
    switch stack.distribution {
    case .fill, .fillEqually: break
    case .fillProportionally: fillProportionally()
    case .equalSpacing, .equalCentering:
      // The stack pulled to its smallest length.
      add("UISV-canvas-fit", stack, axisSize, .equal, nil, .notAnAttribute, priority: 49)
    }
  }

  /// `UISV-fill-proportionally`: each item's length a share of the stack's
  /// in proportion to its intrinsic length, priorities 999, 998, … in
  /// order; every item as long as the first when none has a length.
  mutating func fillProportionally() {
    let horizontal = self.horizontal
    func intrinsic(_ v: LayoutView) -> Double {
      let size = v.effectiveIntrinsicSize
      return (horizontal ? size.width : size.height) ?? 0
    }
    let visible = items.filter { !$0.isHidden }
    let sized = visible.filter { intrinsic($0) > 0 }
    guard !sized.isEmpty else {
      for v in visible.dropFirst() { add("UISV-fill-equally", v, axisSize, .equal, visible[0], axisSize) }
      return
    }
    let spacing = Self.resolved(stack.spacing)
    let total = sized.reduce(0) { $0 + intrinsic($1) } + spacing * Double(visible.count - 1)
    let alone = sized.count == 1 && (visible.count == 1 || spacing == 0)
    var priority: Float = 999
    for v in visible {
      let length = intrinsic(v)
      guard length > 0 else {
        add("UISV-fill-proportionally", v, axisSize, .equal, nil, .notAnAttribute)
        continue
      }
      add(
        "UISV-fill-proportionally", v, axisSize, .equal, stack, axisSize, multiplier: length / total,
        priority: alone ? .required : LayoutPriority(priority))
      priority -= 1
    }
  }

  /// Across the axis: the canvas connections (to the first item, or to the
  /// spanner), and the weak sizes of the stack and the spanner.
  mutating func across() {
    guard let first = items.first else { return }
    let a = alignment
    if let spanner {
      add("UISV-spanning-fit", spanner, crossSize, .equal, nil, .notAnAttribute, priority: 51)
    }
    var weakCanvas = false
    if let spanner {
      // The near edge to the first item and the far edge to the spanner
      // (swapped for trailing and last-baseline alignment; both to the
      // spanner when centred).
      let (nearItem, farItem): (any LayoutItem, any LayoutItem)
      switch a {
      case .center: (nearItem, farItem) = (spanner, spanner)
      case .trailing, .lastBaseline: (nearItem, farItem) = (spanner, first)
      default: (nearItem, farItem) = (first, spanner)
      }
      let nearRelation: LayoutRelation = horizontal && a == .firstBaseline ? .lessThanOrEqual : .equal
      let farRelation: LayoutRelation = horizontal && a == .lastBaseline ? .greaterThanOrEqual : .equal
      add("UISV-canvas-connection", stack, canvas(crossNear), nearRelation, nearItem, crossNear)
      add("UISV-canvas-connection", stack, canvas(crossFar), farRelation, farItem, crossFar)
      weakCanvas = nearRelation != .equal || farRelation != .equal
    } else {
      let nearRelation: LayoutRelation = nearWeak ? .lessThanOrEqual : .equal
      let farRelation: LayoutRelation = farWeak ? .greaterThanOrEqual : .equal
      add("UISV-canvas-connection", stack, canvas(crossNear), nearRelation, first, crossNear)
      add("UISV-canvas-connection", stack, canvas(crossFar), farRelation, first, crossFar)
      weakCanvas = nearWeak || farWeak
    }
    if a == .center {
      add("UISV-canvas-connection", stack, canvas(crossCenter), .equal, first, crossCenter)
    }
    if weakCanvas {
      add("UISV-canvas-fit", stack, crossSize, .equal, nil, .notAnAttribute, priority: 49)
    }
  }
}
