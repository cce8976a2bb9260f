/// Laying out a view's tree: its engine, marking it for layout, and the
/// layout pass.
extension LayoutView {
  func invalidateEngine() {
    rootView.engineStorage?.needsRebuild = true
  }

  /// The engine of this view's tree (its root's), created on first use.
  var engine: LayoutEngine {
    let root = rootView
    if let e = root.engineStorage { return e }
    let e = LayoutEngine(root: root)
    root.engineStorage = e
    return e
  }

  /// Marks the tree for layout at the next ``layoutIfNeeded()``.
  public func setNeedsLayout() {
    engine.needsLayout = true
    engine.framesTouched = true
  }

  /// Lays out the whole tree this view belongs to if anything changed:
  /// solves the constraints (incrementally when only constants, sizes or
  /// the window changed) and sets every frame.
  public func layoutIfNeeded() {
    engine.layoutIfNeeded()
  }

  /// Whether any of the view's position or size is not determined by its
  /// constraints (lays out first if needed).
  public var hasAmbiguousLayout: Bool {
    layoutIfNeeded()
    return engine.ambiguity().contains { $0.item === self }
  }
}
