/// How much a constraint matters: ``required``, or an optional level.
///
/// Strengths are **strictly ordered**, as Auto Layout documents its
/// priorities: the solver never gives up a constraint of a higher strength
/// to satisfy any number of lower ones, however large their errors. Every
/// distinct value below 1000 is its own level, so Auto Layout's priorities
/// 1…999 map one to one onto levels (``init(priority:)``).
///
/// ```swift
/// try solver.addConstraint(x == 10, strength: .weak)
/// try solver.addConstraint(x == 20, strength: Strength(priority: 251))
/// // x == 20: one level above wins, whatever the number of weak ones.
/// ```
public struct Strength: Hashable, Comparable, Sendable {
  /// The level, in Auto Layout's scale: 1000 is required.
  public let value: Double

  /// A strength from an Auto Layout priority (clamped to 0…1000).
  public init(priority: Double) {
    value = priority.isNaN ? 0 : Swift.min(1000, Swift.max(0, priority))
  }

  /// Must hold; never given up.
  public static let required = Strength(priority: 1000)
  /// Auto Layout's default high priority (750).
  public static let strong = Strength(priority: 750)
  /// Halfway (500).
  public static let medium = Strength(priority: 500)
  /// Auto Layout's default low priority (250).
  public static let weak = Strength(priority: 250)

  /// Whether this is ``required``.
  public var isRequired: Bool { value >= 1000 }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: CustomStringConvertible {
  public var description: String {
    switch value {
    case 1000: return "required"
    case 750: return "strong"
    case 500: return "medium"
    case 250: return "weak"
    default: return formatNumber(value)
    }
  }
}
