import AutoLayout

extension LayoutView {
  /// Textual Auto Layout's helper: relates each attribute of this view to
  /// **the same attribute** of `parent`, `padding` inside. Near edges (top,
  /// left, leading and their margins) read `self.edge == parent.edge +
  /// padding`; far edges (bottom, right, trailing and their margins) swap
  /// sides, `parent.edge == self.edge + padding`, so the padding stays
  /// positive. Centres and sizes read `self.attr == parent.attr + padding`.
  ///
  /// As the seed says, the attribute is the same on both sides:
  /// `.leadingMargin` relates this view's leading margin to the parent's
  /// leading margin (so the child's content lines up with the parent's).
  ///
  /// Turns off `translatesAutoresizingMaskIntoConstraints` on
  /// this view (never on `parent`), activates and returns the constraints.
  /// A constraint that cannot be activated (the views share no ancestor)
  /// is reported as `isActive = true` reports it.
  ///
  /// ```swift
  /// child.anchor([.top, .bottom, .left, .right], to: parent, padding: 5)
  /// child.anchor([.leadingMargin, .trailingMargin], to: parent) | .defaultLow
  /// ```
  @discardableResult
  public func anchor(_ attributes: [LayoutAttribute], to parent: any LayoutItem, padding: Double = 0)
    -> [LayoutConstraint]
  {
    let far: Set<LayoutAttribute> = [.bottom, .right, .trailing, .bottomMargin, .rightMargin, .trailingMargin]
    let out = attributes.map { a in
      far.contains(a)
        ? LayoutConstraint(item: parent, attribute: a, relatedBy: .equal, toItem: self, attribute: a, constant: padding)
        : LayoutConstraint(item: self, attribute: a, relatedBy: .equal, toItem: parent, attribute: a, constant: padding)
    }
    translatesAutoresizingMaskIntoConstraints = false
    for c in out { c.activateReportingErrors() }
    return out
  }

  /// Sets content hugging and compression resistance on an axis at once.
  ///
  /// ```swift
  /// label.constrainHuggingCompression(.vertical, .required)
  /// ```
  public func constrainHuggingCompression(_ axis: LayoutAxis, _ priority: LayoutPriority) {
    setContentHuggingPriority(priority, for: axis)
    setContentCompressionResistancePriority(priority, for: axis)
  }

  /// The order Textual Auto Layout's text writes it in, axis first:
  /// `label.setContentHuggingPriority(.vertical, for: .required)`.
  public func setContentHuggingPriority(_ axis: LayoutAxis, for priority: LayoutPriority) {
    setContentHuggingPriority(priority, for: axis)
  }

  /// The order Textual Auto Layout's text writes it in, axis first.
  public func setContentCompressionResistancePriority(_ axis: LayoutAxis, for priority: LayoutPriority) {
    setContentCompressionResistancePriority(priority, for: axis)
  }
}

// SwiftyLayout's Swift 2 spelling of the names it uses with
// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
extension LayoutAttribute {
  public static var Width: LayoutAttribute { .width }
  public static var Height: LayoutAttribute { .height }
  public static var Leading: LayoutAttribute { .leading }
  public static var Trailing: LayoutAttribute { .trailing }
  public static var Left: LayoutAttribute { .left }
  public static var Right: LayoutAttribute { .right }
  public static var Top: LayoutAttribute { .top }
  public static var Bottom: LayoutAttribute { .bottom }
  public static var CenterX: LayoutAttribute { .centerX }
  public static var CenterY: LayoutAttribute { .centerY }
  public static var Baseline: LayoutAttribute { .lastBaseline }
  public static var NotAnAttribute: LayoutAttribute { .notAnAttribute }
}

extension LayoutRelation {
  public static var Equal: LayoutRelation { .equal }
  public static var LessThanOrEqual: LayoutRelation { .lessThanOrEqual }
  public static var GreaterThanOrEqual: LayoutRelation { .greaterThanOrEqual }
}
