import AutoLayout

extension LayoutView {
  /// Pins this view's edges to the same edges of `parent`, `padding`
  /// inside: near edges (top, left, leading) read `self.edge == parent.edge
  /// + padding`; far edges (bottom, right, trailing) swap sides,
  /// `parent.edge == self.edge + padding`, so the padding stays positive.
  /// Centres and sizes read `self.attr == parent.attr + padding`.
  ///
  /// A margin attribute (`.leadingMargin`, `.topMargin`, …) pins this
  /// view's plain edge to the parent's *margin*: the child sits inside the
  /// parent's layout margins. (Relating the child's own margin to the
  /// parent's, a literal reading, would cancel the two margins out.)
  ///
  /// Turns off ``LayoutView/translatesAutoresizingMaskIntoConstraints`` on
  /// this view (never on `parent`), activates and returns the constraints.
  ///
  /// ```swift
  /// try child.anchor([.top, .bottom, .left, .right], to: parent, padding: 5)
  /// try child.anchor([.leadingMargin, .trailingMargin], to: parent) | .defaultLow
  /// ```
  ///
  /// - Throws: ``LayoutError`` if the views share no ancestor (nothing is
  ///   activated then).
  @discardableResult
  public func anchor(_ attributes: [LayoutAttribute], to parent: any LayoutItem, padding: Double = 0)
    throws(LayoutError) -> [LayoutConstraint]
  {
    var out: [LayoutConstraint] = []
    let plain: [LayoutAttribute: LayoutAttribute] = [
      .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
      .leadingMargin: .leading, .trailingMargin: .trailing, .centerXWithinMargins: .centerX,
      .centerYWithinMargins: .centerY,
    ]
    let far: Set<LayoutAttribute> = [.bottom, .right, .trailing]
    for a in attributes {
      let own = plain[a] ?? a
      if far.contains(own) {
        out.append(try LayoutConstraint(item: parent, attribute: a, relatedBy: .equal, toItem: self, attribute: own, constant: padding))
      } else {
        out.append(try LayoutConstraint(item: self, attribute: own, relatedBy: .equal, toItem: parent, attribute: a, constant: padding))
      }
    }
    translatesAutoresizingMaskIntoConstraints = false
    try LayoutConstraint.activate(out)
    return out
  }

  /// Sets content hugging and compression resistance on an axis at once.
  public func constrainHuggingCompression(_ axis: LayoutAxis, _ priority: LayoutPriority) {
    setContentHuggingPriority(priority, for: axis)
    setContentCompressionResistancePriority(priority, for: axis)
  }
}
