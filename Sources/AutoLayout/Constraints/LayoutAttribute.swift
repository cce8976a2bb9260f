/// The part of an item a constraint talks about, spelled as Apple spells
/// `NSLayoutConstraint.Attribute` (the raw value is the case name).
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case lastBaseline, firstBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  case notAnAttribute

  /// Apple's integer value of the attribute (`NSLayoutConstraint.Attribute`).
  public var appleValue: Int {
    switch self {
    case .notAnAttribute: return 0
    case .left: return 1
    case .right: return 2
    case .top: return 3
    case .bottom: return 4
    case .leading: return 5
    case .trailing: return 6
    case .width: return 7
    case .height: return 8
    case .centerX: return 9
    case .centerY: return 10
    case .lastBaseline: return 11
    case .firstBaseline: return 12
    case .leftMargin: return 13
    case .rightMargin: return 14
    case .topMargin: return 15
    case .bottomMargin: return 16
    case .leadingMargin: return 17
    case .trailingMargin: return 18
    case .centerXWithinMargins: return 19
    case .centerYWithinMargins: return 20
    }
  }

  /// The axis the attribute lies on (nil for `notAnAttribute`).
  public var axis: LayoutAxis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      return .vertical
    case .notAnAttribute:
      return nil
    }
  }

  /// Width or height.
  public var isDimension: Bool { self == .width || self == .height }
  /// A position on an axis (every attribute but width, height and none).
  public var isLocation: Bool { axis != nil && !isDimension }
  /// Leading or trailing (or their margins): flips with the layout direction.
  public var isDirectional: Bool {
    self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
  }
  /// Left or right (or their margins): never flips.
  public var isAbsoluteHorizontal: Bool {
    self == .left || self == .right || self == .leftMargin || self == .rightMargin
  }
  /// One of the attributes measured inside the layout margins.
  public var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return true
    default:
      return false
    }
  }
}

/// How the first attribute relates to the second.
public enum LayoutRelation: String, Hashable, Sendable, CaseIterable {
  case lessThanOrEqual = "<="
  case equal = "=="
  case greaterThanOrEqual = ">="

  /// The relation with its sides swapped (`a <= b` is `b >= a`).
  public var flipped: LayoutRelation {
    switch self {
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .equal: return .equal
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }
}

extension LayoutConstraint {
  /// UIKit's nested name: `NSLayoutConstraint.Attribute` reads
  /// `LayoutConstraint.Attribute` here.
  public typealias Attribute = LayoutAttribute
  /// UIKit's nested name: `NSLayoutConstraint.Relation` reads
  /// `LayoutConstraint.Relation` here.
  public typealias Relation = LayoutRelation
}
