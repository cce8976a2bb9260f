/// A constant computed at every layout pass from the screen's or an item's
/// size (the HKNSLayoutConstraint idea): `factor × basis`, where the basis
/// is a width, a height, the shorter edge or the longer edge, or a plain
/// number. Rotation and resizing just work, and the value settles within
/// the same layout pass even when the basis is itself laid out.
///
/// ```swift
/// // the orange square: 80% of the pink view's shorter edge
/// let side = orange.widthAnchor.constraint(equalToConstant: 0)
/// side.adaptiveConstant = AdaptiveConstant(.item(pink), .shorterEdge, factor: 0.8)
/// ```
public struct AdaptiveConstant {
  /// What the basis is measured on.
  public enum Source {
    /// No item: the basis is always the plain ``AdaptiveConstant/constant``.
    case notAnItem
    /// The window's screen (its size).
    case screen
    /// Another item's laid-out size, held weakly (a constraint must not
    /// keep its views alive); see ``item(_:)``.
    case weakItem(WeakItem)

    /// Another item's laid-out size.
    public static func item(_ item: any LayoutItem) -> Source { .weakItem(WeakItem(item)) }
  }

  /// A weak reference to an item.
  public struct WeakItem {
    /// The item, or nil once it is gone.
    public var item: (any LayoutItem)? {
      get { reference.value }
      set { reference = WeakItemReference(newValue) }
    }
    private var reference: WeakItemReference
    public init(_ item: any LayoutItem) { reference = WeakItemReference(item) }
  }

  /// Which length of the source to use. Raw values are the seed's (1…5).
  public enum Basis: Int, Sendable, CaseIterable {
    case width = 1, height, shorterEdge, longerEdge, constant

    /// A basis from a raw number, clamped into 1…5 as the seed does:
    /// below 1 is width, above 5 is constant.
    public init(clamping raw: Int) {
      self = Basis(rawValue: min(5, max(1, raw))) ?? .constant
    }

    var name: String {
      switch self {
      case .width: return "width"
      case .height: return "height"
      case .shorterEdge: return "shorterEdge"
      case .longerEdge: return "longerEdge"
      case .constant: return "constant"
      }
    }
  }

  public var source: Source
  public var basis: Basis
  /// The factor applied to the basis.
  public var factor: Double
  /// The value used when the basis is ``Basis/constant`` or the source is
  /// ``Source/notAnItem``.
  public var constant: Double
  /// Added to `factor × basis` (0 unless set; text such as
  /// `screen.width * 0.5 + 8` uses it).
  public var offset: Double

  /// `factor × source.basis + offset`, or `constant` for the constant basis.
  public init(_ source: Source, _ basis: Basis, factor: Double = 1, constant: Double = 0, offset: Double = 0) {
    self.source = source
    self.basis = basis
    self.factor = factor
    self.constant = constant
    self.offset = offset
  }

  /// The value for a screen size and a way to read an item's size.
  func value(screen: LayoutSize, sizeOf: (LayoutItem) -> LayoutSize) -> Double {
    let size: LayoutSize
    switch source {
    case .notAnItem: return constant
    case .screen: size = screen
    case .weakItem(let ref):
      guard let item = ref.item else { return constant }
      size = sizeOf(item)
    }
    switch basis {
    case .width: return factor * size.width + offset
    case .height: return factor * size.height + offset
    case .shorterEdge: return factor * size.shorterEdge + offset
    case .longerEdge: return factor * size.longerEdge + offset
    case .constant: return constant
    }
  }

  /// For descriptions: `0.8 × pink.shorterEdge`.
  var text: String {
    switch (source, basis) {
    case (.notAnItem, _), (_, .constant): return short(constant)
    case (.screen, _): return "\(short(factor)) × screen.\(basis.name)" + offsetText
    case (.weakItem(let ref), _):
      return "\(short(factor)) × \(ref.item?.name ?? "<gone>").\(basis.name)" + offsetText
    }
  }

  var offsetText: String {
    offset == 0 ? "" : offset < 0 ? " - \(short(-offset))" : " + \(short(offset))"
  }
}

extension LayoutConstraint {
  /// A constraint whose constant is adaptive: `item.attribute (relation)
  /// toItem.attribute × multiplier + adaptive`, the seed's full initialiser.
  ///
  /// An invalid pairing makes an invalid constraint, as the plain
  /// initialiser does (see ``LayoutConstraint/invalidReason``).
  public convenience init(
    item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute, multiplier: Double,
    adaptive: AdaptiveConstant, file: String = #fileID, line: Int = #line
  ) {
    self.init(
      item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
      multiplier: multiplier, constant: 0, file: file, line: line)
    adaptiveConstant = adaptive
  }

  /// `item.attribute == factor × source.basis`: for a width or height the
  /// size itself; for a position, the distance from the same edge of the
  /// item's superview (the seed's second initialiser).
  ///
  /// ```swift
  /// // viewA's top at 10% of the screen height below its superview's top
  /// let top = try LayoutConstraint.adaptive(viewA, .top, .screen, .height, factor: 0.1)
  /// ```
  ///
  /// - Throws: ``LayoutError/invalidConstraint(_:)`` when a position is
  ///   asked of a view with no superview, or for `notAnAttribute`.
  public static func adaptive(
    _ item: LayoutView, _ attribute: LayoutAttribute, _ source: AdaptiveConstant.Source,
    _ basis: AdaptiveConstant.Basis, factor: Double = 1, constant: Double = 0,
    file: String = #fileID, line: Int = #line
  ) throws(LayoutError) -> LayoutConstraint {
    let adaptive = AdaptiveConstant(source, basis, factor: factor, constant: constant)
    if attribute.isDimension {
      let c = LayoutConstraint(
        item: item, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 0, adaptive: adaptive, file: file, line: line)
      try c.validate()
      return c
    }
    guard let parent = item.superview else {
      throw .invalidConstraint(
        "\(item.name).\(attribute.rawValue): an adaptive position is measured from the superview, and \(item.name) has none"
      )
    }
    let c = LayoutConstraint(
      item: item, attribute: attribute, relatedBy: .equal, toItem: parent, attribute: attribute,
      multiplier: 1, adaptive: adaptive, file: file, line: line)
    try c.validate()
    return c
  }
}
