/// How much a constraint matters, from 1 to 1000 (required), as in Auto
/// Layout. A higher priority is always satisfied before any number of
/// lower ones; every value is its own level.
public struct LayoutPriority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ value: Float) { rawValue = value }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: must hold.
  public static let required = LayoutPriority(1000)
  /// 750: the default compression resistance.
  public static let defaultHigh = LayoutPriority(750)
  /// 510
  public static let dragThatCanResizeWindow = LayoutPriority(510)
  /// 500
  public static let windowSizeStayPut = LayoutPriority(500)
  /// 490
  public static let dragThatCannotResizeWindow = LayoutPriority(490)
  /// 250: the default content hugging.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the level at which a view is as small as possible.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Whether this is ``required``.
  public var isRequired: Bool { rawValue >= 1000 }
  /// Whether the value is one Auto Layout accepts (1…1000).
  public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

extension LayoutPriority: CustomStringConvertible {
  public var description: String { short(Double(rawValue)) }
}
