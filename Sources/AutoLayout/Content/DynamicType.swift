/// A user's preferred text size (UIKit's `UIContentSizeCategory`): seven
/// standard sizes and five larger accessibility sizes.
///
/// The cases are in increasing order of size, so categories compare with
/// `<`. The Human Interface Guidelines call them xSmall … xxxLarge and
/// AX1 … AX5; the case names are UIKit's.
public enum LayoutContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  /// xSmall.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large: the default.
  case large
  /// xLarge.
  case extraLarge
  /// xxLarge.
  case extraExtraLarge
  /// xxxLarge: the largest standard size.
  case extraExtraExtraLarge
  /// AX1: the first of the larger accessibility sizes.
  case accessibilityMedium
  /// AX2.
  case accessibilityLarge
  /// AX3.
  case accessibilityExtraLarge
  /// AX4.
  case accessibilityExtraExtraLarge
  /// AX5: the largest size there is.
  case accessibilityExtraExtraExtraLarge

  /// The category a device starts with.
  public static let `default` = LayoutContentSizeCategory.large

  /// Whether this is one of the five larger accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The Human Interface Guidelines' short name: `xSmall` … `xxxLarge`,
  /// `AX1` … `AX5`.
  public var description: String {
    ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
  }

  /// The category with that name: a ``description`` (`xSmall`, `AX5`; any
  /// case) or a case name (`extraSmall`, `accessibilityMedium`); `nil` for
  /// anything else.
  public init?(named name: String) {
    let lowered = name.lowercased()
    let found = LayoutContentSizeCategory.allCases.first {
      $0.description.lowercased() == lowered || $0.caseName.lowercased() == lowered
    }
    guard let found else { return nil }
    self = found
  }

  var caseName: String {
    [
      "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
      "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
      "accessibilityExtraExtraExtraLarge",
    ][rawValue]
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A text style of Dynamic Type (UIKit's `UIFont.TextStyle`), with its
/// point size and leading at every ``LayoutContentSizeCategory``.
///
/// ```swift
/// LayoutTextStyle.body.font(for: .large)                  // 17 pt, leading 22
/// LayoutTextStyle.body.font(for: .accessibilityExtraExtraExtraLarge).pointSize  // 53
/// ```
///
/// The figures are those of Apple's Human Interface Guidelines, Typography,
/// "Dynamic Type sizes" for iOS and iPadOS (weight, size and leading per
/// style and category). The point sizes were checked against a second,
/// independent copy of the same table (sizes read from `UIFont` on a
/// device); the leading of the Large column was checked the same way, the
/// leading of the other columns only against the guidelines' table.
/// Tracking is not kept: the library measures text with the font it is
/// given, not San Francisco.
public enum LayoutTextStyle: Int, CaseIterable, Hashable, Sendable {
  /// Large Title (34 pt at Large).
  case largeTitle
  /// Title 1 (28 pt at Large).
  case title1
  /// Title 2 (22 pt at Large).
  case title2
  /// Title 3 (20 pt at Large).
  case title3
  /// Headline (17 pt semibold at Large).
  case headline
  /// Body (17 pt at Large).
  case body
  /// Callout (16 pt at Large).
  case callout
  /// Subheadline (15 pt at Large).
  case subheadline
  /// Footnote (13 pt at Large).
  case footnote
  /// Caption 1 (12 pt at Large).
  case caption1
  /// Caption 2 (11 pt at Large).
  case caption2

  /// The style's font at `category`: point size, leading and weight.
  public func font(for category: LayoutContentSizeCategory = .default) -> DynamicTypeFont {
    let row = DynamicTypeTable.rows[rawValue]
    return DynamicTypeFont(
      pointSize: row.sizes[category.rawValue], leading: row.leading[category.rawValue],
      weight: self == .headline ? .semibold : .regular)
  }

  /// `value` scaled from the Large category to `category` in the
  /// proportion of this style's point size (UIKit's
  /// `UIFontMetrics(forTextStyle:).scaledValue(for:)`, without its rounding).
  public func scaledValue(_ value: Double, for category: LayoutContentSizeCategory) -> Double {
    value * font(for: category).pointSize / font(for: .large).pointSize
  }
}

/// A Dynamic Type font: the point size and line height (leading) of a text
/// style at a content size category, and its weight.
public struct DynamicTypeFont: Hashable, Sendable {
  /// The weight of a text style's font.
  public enum Weight: String, Hashable, Sendable {
    /// Regular (400).
    case regular
    /// Semibold (600): the headline style.
    case semibold
  }
  /// The font's size in points.
  public let pointSize: Double
  /// The distance between the baselines of two lines, in points.
  public let leading: Double
  /// The font's weight.
  public let weight: Weight
}

/// The table: one row per text style, one column per content size category
/// (xSmall … xxxLarge, AX1 … AX5). Source: see ``LayoutTextStyle``.
enum DynamicTypeTable {
  struct Row {
    let sizes: [Double]
    let leading: [Double]
  }
  static let rows: [Row] = [
    // largeTitle
    Row(
      sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      leading: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
    // title1
    Row(
      sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      leading: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
    // title2
    Row(
      sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      leading: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
    // title3
    Row(
      sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      leading: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
    // headline
    Row(
      sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      leading: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
    // body
    Row(
      sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      leading: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
    // callout
    Row(
      sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      leading: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
    // subheadline
    Row(
      sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      leading: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
    // footnote
    Row(
      sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      leading: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
    // caption1
    Row(
      sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      leading: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
    // caption2
    Row(
      sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
      leading: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
  ]
}
