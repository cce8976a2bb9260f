import AutoLayout

/// Options of a visual format string, with Apple's values
/// (`NSLayoutConstraint.FormatOptions`).
public struct FormatOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
  public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
  public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
  public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
  public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
  public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
  public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
  public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
  public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
  /// An alias of ``alignAllLastBaseline``.
  public static let alignAllBaseline = alignAllLastBaseline
  public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
  public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

  /// The default: horizontal strings use leading and trailing.
  public static let directionLeadingToTrailing = FormatOptions([])
  public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
  public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
  public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

  /// Vertical spacing between views measured from the last baseline above
  /// to the first baseline below (vertical strings only).
  public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

  /// The alignment attributes the options ask for, in Apple's bit order.
  var alignments: [(LayoutAttribute, String)] {
    let table: [(FormatOptions, LayoutAttribute, String)] = [
      (.alignAllLeft, .left, "alignAllLeft"), (.alignAllRight, .right, "alignAllRight"),
      (.alignAllTop, .top, "alignAllTop"), (.alignAllBottom, .bottom, "alignAllBottom"),
      (.alignAllLeading, .leading, "alignAllLeading"), (.alignAllTrailing, .trailing, "alignAllTrailing"),
      (.alignAllCenterX, .centerX, "alignAllCenterX"), (.alignAllCenterY, .centerY, "alignAllCenterY"),
      (.alignAllLastBaseline, .lastBaseline, "alignAllLastBaseline"),
      (.alignAllFirstBaseline, .firstBaseline, "alignAllFirstBaseline"),
    ]
    return table.filter { contains($0.0) }.map { ($0.1, $0.2) }
  }
}

extension LayoutConstraint {
  /// UIKit's nested name: `NSLayoutConstraint.FormatOptions` reads
  /// `LayoutConstraint.FormatOptions` here.
  public typealias FormatOptions = AutoLayoutText.FormatOptions
}
