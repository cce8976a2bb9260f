/// Something constraints can position: a ``LayoutView`` or a ``LayoutGuide``.
public protocol LayoutItem: AnyObject {
  /// The name shown in diagnostics.
  var name: String { get }
  /// The view whose hierarchy the item belongs to: the view itself, or a
  /// guide's owning view.
  var hierarchyView: LayoutView? { get }
}

extension LayoutItem {
  /// The item's `attribute` (for the operator front ends and descriptions).
  public func attributeName(_ attribute: LayoutAttribute) -> String { "\(name).\(attribute.rawValue)" }
}

/// Which flexible parts of a frame follow the superview's size when
/// ``LayoutView/translatesAutoresizingMaskIntoConstraints`` is on.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// A view's natural size per axis; nil on an axis means it has none.
public struct IntrinsicSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }
  /// No intrinsic size on either axis.
  public static let none = IntrinsicSize()
  public subscript(axis: LayoutAxis) -> Double? { axis == .horizontal ? width : height }
}
