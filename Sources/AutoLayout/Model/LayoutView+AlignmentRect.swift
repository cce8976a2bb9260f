extension LayoutView {
  /// The alignment rectangle of a frame: the frame inset by
  /// ``alignmentRectInsets``.
  public func alignmentRect(forFrame frame: LayoutRect) -> LayoutRect {
    let i = alignmentRectInsets
    return LayoutRect(
      x: frame.minX + i.left, y: frame.minY + i.top, width: frame.width - i.left - i.right,
      height: frame.height - i.top - i.bottom)
  }

  /// The frame of an alignment rectangle: the rectangle outset by
  /// ``alignmentRectInsets``.
  public func frame(forAlignmentRect rect: LayoutRect) -> LayoutRect {
    let i = alignmentRectInsets
    return LayoutRect(
      x: rect.minX - i.left, y: rect.minY - i.top, width: rect.width + i.left + i.right,
      height: rect.height + i.top + i.bottom)
  }

  /// Checks new ``alignmentRectInsets``: false (reported) when an inset is
  /// not finite or beyond 1e9, and the caller restores the old value;
  /// otherwise the tree is laid out again.
  func acceptAlignmentRectInsets() -> Bool {
    let i = alignmentRectInsets
    guard [i.top, i.left, i.bottom, i.right].allSatisfy({ $0.isFinite && abs($0) <= 1e9 }) else {
      reportUsageError(.invalidConstraint("\(name): alignment insets \(i) refused (not finite)"), near: self)
      return false
    }
    invalidateEngine()
    return true
  }
}
