/// Flavor of x-axis anchors that flip with the layout direction (leading,
/// trailing and their margins).
public enum DirectionalX: RelatesToDirectional {}
/// Flavor of x-axis anchors fixed to the screen (left, right and their
/// margins).
public enum AbsoluteX: RelatesToAbsolute {}
/// Flavor of centre anchors, which relate to both other flavors.
public enum CenterX: RelatesToDirectional, RelatesToAbsolute {}
/// An x flavor that leading/trailing anchors may be related to.
public protocol RelatesToDirectional {}
/// An x flavor that left/right anchors may be related to.
public protocol RelatesToAbsolute {}

/// An x-axis position of an item. Relating leading/trailing to left/right,
/// or an x anchor to a y anchor or a dimension, does not compile.
///
/// ```swift
/// title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)
/// ```
public struct LayoutXAxisAnchor<Flavor> {
  public let item: any LayoutItem
  public let attribute: LayoutAttribute
  init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// A y-axis position of an item (top, bottom, centre, baselines, margins).
public struct LayoutYAxisAnchor {
  public let item: any LayoutItem
  public let attribute: LayoutAttribute
  init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// A width or a height. Dimensions relate to each other on either axis
/// (an aspect ratio), with a multiplier, or to a constant.
public struct LayoutDimension {
  public let item: any LayoutItem
  public let attribute: LayoutAttribute
  init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// A constraint from typed anchors: the pairing is right by construction,
/// so only the numbers are checked (``LayoutNumbers``). One that is not
/// finite, or too large, makes an invalid constraint, refused with an error
/// when it is activated.
func relate(
  _ a: any LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: (any LayoutItem)?,
  _ ba: LayoutAttribute, _ m: Double, _ k: Double, _ file: String, _ line: Int
) -> LayoutConstraint {
  let c = LayoutConstraint(
    checked: a, aa, r, b, ba, multiplier: m, constant: k, origin: .code(file: file, line: line))
  if !LayoutNumbers.isUsableMultiplier(m) || !LayoutNumbers.isUsableConstant(k) {
    c.invalidReason =
      "\(a.name).\(aa.rawValue): multiplier \(m) and constant \(k) must be finite numbers "
      + "(at most 1e6 and 1e9 in magnitude)"
  }
  return c
}

extension LayoutXAxisAnchor where Flavor == DirectionalX {
  /// `self == other + constant`
  public func constraint<F: RelatesToDirectional>(
    equalTo other: LayoutXAxisAnchor<F>, constant: Double = 0, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { relate(item, attribute, .equal, other.item, other.attribute, 1, constant, file, line) }
  /// `self >= other + constant`
  public func constraint<F: RelatesToDirectional>(
    greaterThanOrEqualTo other: LayoutXAxisAnchor<F>, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    relate(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, constant, file, line)
  }
  /// `self <= other + constant`
  public func constraint<F: RelatesToDirectional>(
    lessThanOrEqualTo other: LayoutXAxisAnchor<F>, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    relate(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, constant, file, line)
  }
}

extension LayoutXAxisAnchor where Flavor == AbsoluteX {
  /// `self == other + constant`
  public func constraint<F: RelatesToAbsolute>(
    equalTo other: LayoutXAxisAnchor<F>, constant: Double = 0, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { relate(item, attribute, .equal, other.item, other.attribute, 1, constant, file, line) }
  /// `self >= other + constant`
  public func constraint<F: RelatesToAbsolute>(
    greaterThanOrEqualTo other: LayoutXAxisAnchor<F>, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    relate(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, constant, file, line)
  }
  /// `self <= other + constant`
  public func constraint<F: RelatesToAbsolute>(
    lessThanOrEqualTo other: LayoutXAxisAnchor<F>, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    relate(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, constant, file, line)
  }
}

extension LayoutXAxisAnchor where Flavor == CenterX {
  /// `self == other + constant`
  public func constraint<F>(
    equalTo other: LayoutXAxisAnchor<F>, constant: Double = 0, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { relate(item, attribute, .equal, other.item, other.attribute, 1, constant, file, line) }
  /// `self >= other + constant`
  public func constraint<F>(
    greaterThanOrEqualTo other: LayoutXAxisAnchor<F>, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    relate(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, constant, file, line)
  }
  /// `self <= other + constant`
  public func constraint<F>(
    lessThanOrEqualTo other: LayoutXAxisAnchor<F>, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    relate(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, constant, file, line)
  }
}

extension LayoutYAxisAnchor {
  /// `self == other + constant`
  public func constraint(
    equalTo other: LayoutYAxisAnchor, constant: Double = 0, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { relate(item, attribute, .equal, other.item, other.attribute, 1, constant, file, line) }
  /// `self >= other + constant`
  public func constraint(
    greaterThanOrEqualTo other: LayoutYAxisAnchor, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    relate(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, constant, file, line)
  }
  /// `self <= other + constant`
  public func constraint(
    lessThanOrEqualTo other: LayoutYAxisAnchor, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    relate(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, constant, file, line)
  }
}

extension LayoutDimension {
  /// `self == constant`
  public func constraint(equalToConstant constant: Double, file: String = #fileID, line: Int = #line)
    -> LayoutConstraint
  { relate(item, attribute, .equal, nil, .notAnAttribute, 0, constant, file, line) }
  /// `self >= constant`
  public func constraint(
    greaterThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { relate(item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, 0, constant, file, line) }
  /// `self <= constant`
  public func constraint(
    lessThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint { relate(item, attribute, .lessThanOrEqual, nil, .notAnAttribute, 0, constant, file, line) }
  /// `self == other × multiplier + constant`
  public func constraint(
    equalTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0, file: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    relate(item, attribute, .equal, other.item, other.attribute, multiplier, constant, file, line)
  }
  /// `self >= other × multiplier + constant`
  public func constraint(
    greaterThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    relate(item, attribute, .greaterThanOrEqual, other.item, other.attribute, multiplier, constant, file, line)
  }
  /// `self <= other × multiplier + constant`
  public func constraint(
    lessThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    file: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    relate(item, attribute, .lessThanOrEqual, other.item, other.attribute, multiplier, constant, file, line)
  }
}

extension LayoutItem {
  public var leadingAnchor: LayoutXAxisAnchor<DirectionalX> { .init(self, .leading) }
  public var trailingAnchor: LayoutXAxisAnchor<DirectionalX> { .init(self, .trailing) }
  public var leftAnchor: LayoutXAxisAnchor<AbsoluteX> { .init(self, .left) }
  public var rightAnchor: LayoutXAxisAnchor<AbsoluteX> { .init(self, .right) }
  public var centerXAnchor: LayoutXAxisAnchor<CenterX> { .init(self, .centerX) }
  public var topAnchor: LayoutYAxisAnchor { .init(self, .top) }
  public var bottomAnchor: LayoutYAxisAnchor { .init(self, .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { .init(self, .centerY) }
  public var widthAnchor: LayoutDimension { .init(self, .width) }
  public var heightAnchor: LayoutDimension { .init(self, .height) }
}

extension LayoutView {
  public var firstBaselineAnchor: LayoutYAxisAnchor { .init(self, .firstBaseline) }
  public var lastBaselineAnchor: LayoutYAxisAnchor { .init(self, .lastBaseline) }
  /// The leading edge inside the layout margins.
  public var leadingMarginAnchor: LayoutXAxisAnchor<DirectionalX> { .init(self, .leadingMargin) }
  public var trailingMarginAnchor: LayoutXAxisAnchor<DirectionalX> { .init(self, .trailingMargin) }
  public var leftMarginAnchor: LayoutXAxisAnchor<AbsoluteX> { .init(self, .leftMargin) }
  public var rightMarginAnchor: LayoutXAxisAnchor<AbsoluteX> { .init(self, .rightMargin) }
  public var topMarginAnchor: LayoutYAxisAnchor { .init(self, .topMargin) }
  public var bottomMarginAnchor: LayoutYAxisAnchor { .init(self, .bottomMargin) }
  /// The centre between the left and right margins.
  public var centerXWithinMarginsAnchor: LayoutXAxisAnchor<CenterX> { .init(self, .centerXWithinMargins) }
  /// The centre between the top and bottom margins.
  public var centerYWithinMarginsAnchor: LayoutYAxisAnchor { .init(self, .centerYWithinMargins) }
}
