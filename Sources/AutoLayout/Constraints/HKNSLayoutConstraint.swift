// The HKNSLayoutConstraint seed's API, under its own names, as a thin layer
// over `AdaptiveConstant`: a constraint whose constant is
// `alt2ndItem.altCalcBasis × altMultiplier`, recomputed at every layout pass.

/// An HKNSLayoutConstraint is an ordinary ``LayoutConstraint`` here: the
/// seed's properties (``LayoutConstraint/altSecondItem``,
/// ``LayoutConstraint/altCalculationBasis``,
/// ``LayoutConstraint/altMultiplier``) and initialisers are available on
/// every constraint, and set its ``LayoutConstraint/adaptiveConstant``.
///
/// ```swift
/// let top = HKNSLayoutConstraint(
///   item: viewA as Any, attribute: .top, altSecondItem: .deviceScreen,
///   altCalculationBasis: .height, altMultiplier: 0.1)
/// top.isActive = true     // viewA's top at 10% of the screen's height
/// ```
public typealias HKNSLayoutConstraint = LayoutConstraint

/// What an HKNSLayoutConstraint's constant is measured on (the seed's
/// `HKNSLayoutConstraintSecondItem`).
public enum HKNSLayoutConstraintSecondItem {
  /// No item: the constraint keeps its own constant.
  case notAnItem
  /// The screen: the window's size.
  case deviceScreen
  /// Another view's laid-out size (`nil` acts as ``notAnItem``).
  case uiItem(LayoutView?)
}

extension LayoutView {
  /// Which length of the alt second item the constant is computed from
  /// (the seed's `UIView.LengthCalculationBasis`; raw values 1…5).
  public typealias LengthCalculationBasis = AdaptiveConstant.Basis
}

extension LayoutConstraint {
  /// The seed's full initialiser: `item.attribute (relation) toItem.attribute
  /// × multiplier + altSecondItem.altCalculationBasis × altMultiplier`.
  ///
  /// `item` and `toItem` are `Any`, as in the seed (`viewA as Any`); one
  /// that is not a layout item makes an invalid constraint, reported when it
  /// is activated. Never throws (see ``invalidReason``).
  public convenience init(
    item: Any, attribute: LayoutAttribute, relatedBy relation: LayoutRelation, toItem: Any?,
    attribute secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
    altSecondItem: HKNSLayoutConstraintSecondItem, altCalculationBasis: LayoutView.LengthCalculationBasis,
    altMultiplier: Double, file: String = #fileID, line: Int = #line
  ) {
    let adaptive = AdaptiveConstant(
      Self.source(altSecondItem), altCalculationBasis, factor: altMultiplier, constant: constant)
    guard let first = item as? any LayoutItem else {
      self.init(
        notAnItem: "\(type(of: item))", attribute: attribute, reason: "the item is not a LayoutView or LayoutGuide",
        file: file, line: line)
      return
    }
    let second = toItem as? any LayoutItem
    self.init(
      item: first, attribute: attribute, relatedBy: relation, toItem: second,
      attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: second == nil ? 0 : multiplier,
      adaptive: adaptive, file: file, line: line)
    if toItem != nil && second == nil && invalidReason == nil {
      invalidReason = "the second item is not a LayoutView or LayoutGuide"
    }
  }

  /// The seed's second initialiser: `item.attribute == altSecondItem.altCalculationBasis
  /// × altMultiplier`. A width or height is that size; a position is that
  /// distance from the same edge of the item's superview (so the item needs
  /// one when the constraint is made, or the constraint is invalid).
  ///
  /// ```swift
  /// let width = HKNSLayoutConstraint(
  ///   item: viewA as Any, attribute: .width, altSecondItem: .uiItem(viewB),
  ///   altCalculationBasis: .width, altMultiplier: 0.5)
  /// ```
  public convenience init(
    item: Any, attribute: LayoutAttribute, altSecondItem: HKNSLayoutConstraintSecondItem,
    altCalculationBasis: LayoutView.LengthCalculationBasis, altMultiplier: Double,
    file: String = #fileID, line: Int = #line
  ) {
    self.init(
      hkItem: item, attribute: attribute,
      adaptive: AdaptiveConstant(Self.source(altSecondItem), altCalculationBasis, factor: altMultiplier),
      file: file, line: line)
  }

  /// The seed's third initialiser: as the second, with a plain `constant`
  /// used when the basis is `.constant` or the item is `.notAnItem`
  /// (otherwise the basis times 1).
  ///
  /// ```swift
  /// let height = HKNSLayoutConstraint(
  ///   item: viewA as Any, attribute: .height, altSecondItem: .notAnItem,
  ///   altCalculationBasis: .constant, constant: 40.0)
  /// ```
  public convenience init(
    item: Any, attribute: LayoutAttribute, altSecondItem: HKNSLayoutConstraintSecondItem,
    altCalculationBasis: LayoutView.LengthCalculationBasis, constant: Double,
    file: String = #fileID, line: Int = #line
  ) {
    self.init(
      hkItem: item, attribute: attribute,
      adaptive: AdaptiveConstant(Self.source(altSecondItem), altCalculationBasis, factor: 1, constant: constant),
      file: file, line: line)
  }

  private convenience init(
    hkItem item: Any, attribute: LayoutAttribute, adaptive: AdaptiveConstant, file: String, line: Int
  ) {
    guard let view = item as? LayoutView else {
      self.init(
        notAnItem: "\(type(of: item))", attribute: attribute, reason: "the item is not a LayoutView", file: file,
        line: line)
      return
    }
    if attribute.isDimension {
      self.init(
        item: view, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0,
        adaptive: adaptive, file: file, line: line)
    } else if let parent = view.superview {
      self.init(
        item: view, attribute: attribute, relatedBy: .equal, toItem: parent, attribute: attribute, multiplier: 1,
        adaptive: adaptive, file: file, line: line)
    } else {
      self.init(
        item: view, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0,
        adaptive: adaptive, file: file, line: line)
      invalidReason =
        "\(view.name).\(attribute.rawValue): an adaptive position is measured from the superview, and \(view.name) has none yet"
    }
  }

  static func source(_ item: HKNSLayoutConstraintSecondItem) -> AdaptiveConstant.Source {
    switch item {
    case .notAnItem, .uiItem(nil): return .notAnItem
    case .deviceScreen: return .screen
    case .uiItem(let view?): return .item(view)
    }
  }

  /// The adaptive constant, or the one these properties start from: the
  /// constraint's own constant, unchanged (`.notAnItem`, `.constant`, × 1).
  private var hkAdaptive: AdaptiveConstant {
    adaptiveConstant ?? AdaptiveConstant(.notAnItem, .constant, factor: 1, constant: constant)
  }

  /// What the constant is measured on (the seed's `altSecondItem`).
  /// Setting it keeps the basis and the multiplier.
  public var altSecondItem: HKNSLayoutConstraintSecondItem {
    get {
      switch hkAdaptive.source {
      case .notAnItem: return .notAnItem
      case .screen: return .deviceScreen
      case .weakItem(let ref): return .uiItem(ref.item as? LayoutView)
      }
    }
    set {
      var a = hkAdaptive
      a.source = Self.source(newValue)
      adaptiveConstant = a
    }
  }

  /// The seed's own spelling in its example (`ibContraint.altSeondItem =
  /// .uiItem(myButton)`), kept so that the example compiles as written.
  public var altSeondItem: HKNSLayoutConstraintSecondItem {
    get { altSecondItem }
    set { altSecondItem = newValue }
  }

  /// Which length of ``altSecondItem`` is used (the seed's
  /// `altCalculationBasis`).
  public var altCalculationBasis: LayoutView.LengthCalculationBasis {
    get { hkAdaptive.basis }
    set {
      var a = hkAdaptive
      a.basis = newValue
      adaptiveConstant = a
    }
  }

  /// The factor applied to the basis (the seed's `altMultiplier`).
  public var altMultiplier: Double {
    get { hkAdaptive.factor }
    set {
      var a = hkAdaptive
      a.factor = newValue
      adaptiveConstant = a
    }
  }

  /// The seed's rotation hook. Here every layout pass recomputes adaptive
  /// constants (the window's size is watched), so calling it is never
  /// needed; it marks the window for layout, which is what the seed's
  /// method achieves, and is kept so that pasted code compiles.
  public func viewWillLayoutSubviews() {
    engine?.needsLayout = true
  }
}
