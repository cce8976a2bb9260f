/// A font as a text measurer sees it: a size, a weight, a slant and, for a
/// font other than the system font, its name.
///
/// ```swift
/// let body = LayoutFont.preferred(.body, category: .accessibilityExtraLarge)   // 47 pt
/// let title = LayoutFont.system(size: 20, weight: .semibold)
/// ```
public struct LayoutFont: Hashable, Sendable, CustomStringConvertible {
  /// A font's weight, with UIKit's names (`UIFont.Weight`).
  public enum Weight: String, CaseIterable, Hashable, Sendable {
    /// Ultra light (100).
    case ultraLight
    /// Thin (200).
    case thin
    /// Light (300).
    case light
    /// Regular (400).
    case regular
    /// Medium (500).
    case medium
    /// Semibold (600).
    case semibold
    /// Bold (700).
    case bold
    /// Heavy (800).
    case heavy
    /// Black (900).
    case black
  }

  /// The size in points (negative, NaN and infinite sizes become 0).
  public let pointSize: Double
  /// The weight.
  public let weight: Weight
  /// Whether the font is italic.
  public let isItalic: Bool
  /// The font's name (`"Avenir-Heavy"`), or `nil` for the system font.
  public let name: String?
  /// The distance between baselines a text style asks for, if any
  /// (Dynamic Type's leading); `nil` uses the font's own line height.
  public let leading: Double?

  /// A font of `pointSize` points.
  public init(
    pointSize: Double, weight: Weight = .regular, isItalic: Bool = false, name: String? = nil, leading: Double? = nil
  ) {
    self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
    self.weight = weight
    self.isItalic = isItalic
    self.name = name
    self.leading = leading.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
  }

  /// The system font (`UIFont.systemFont(ofSize:weight:)`).
  public static func system(size: Double, weight: Weight = .regular) -> LayoutFont {
    LayoutFont(pointSize: size, weight: weight)
  }

  /// A text style's font at a content size category
  /// (`UIFont.preferredFont(forTextStyle:compatibleWith:)`): the point
  /// size of ``LayoutTextStyle/font(for:)``; its line height is the font's
  /// own, as a label's is.
  public static func preferred(_ style: LayoutTextStyle, category: LayoutContentSizeCategory = .default) -> LayoutFont {
    let font = style.font(for: category)
    return LayoutFont(pointSize: font.pointSize, weight: font.weight == .semibold ? .semibold : .regular)
  }

  /// `17pt regular`, `Avenir-Heavy 20pt`.
  public var description: String {
    let size = pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(pointSize)
    let style = "\(weight.rawValue)\(isItalic ? " italic" : "")"
    return name.map { "\($0) \(size)pt" } ?? "\(size)pt \(style)"
  }
}

/// What a text measurer answers: the size of the text laid out in lines,
/// how many lines, whether it was cut, and where the baselines are.
public struct LayoutTextMeasurement: Hashable, Sendable {
  /// The text's size: its longest line's width, its lines' height.
  public let size: LayoutSize
  /// How many lines are shown.
  public let lineCount: Int
  /// Whether lines were left out (the line limit) or the one line is wider
  /// than the width given.
  public let isTruncated: Bool
  /// The first baseline, from the top.
  public let firstBaselineFromTop: Double
  /// The last baseline, from the bottom.
  public let lastBaselineFromBottom: Double

  /// A measurement (values not finite or negative become 0).
  public init(
    size: LayoutSize, lineCount: Int, isTruncated: Bool, firstBaselineFromTop: Double, lastBaselineFromBottom: Double
  ) {
    func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
    self.size = LayoutSize(width: clean(size.width), height: clean(size.height))
    self.lineCount = max(0, lineCount)
    self.isTruncated = isTruncated
    self.firstBaselineFromTop = clean(firstBaselineFromTop)
    self.lastBaselineFromBottom = clean(lastBaselineFromBottom)
  }

  /// The size rounded up to whole pixels of `scale` (UIKit rounds a
  /// label's intrinsic size up to its screen's pixels).
  public func roundedUp(toScale scale: Double) -> LayoutSize {
    let s = scale.isFinite && scale > 0 ? scale : 1
    // A hair below the pixel is that pixel (sums of advances carry noise).
    func up(_ v: Double) -> Double { ((v * s) - 1e-6).rounded(.up) / s }
    return LayoutSize(width: max(0, up(size.width)), height: max(0, up(size.height)))
  }
}

/// Measures text: how wide and tall a string is in a font, broken into
/// lines at a width.
///
/// The core's own measurer is ``BuiltinTextMeasurer`` (a table of one
/// typeface's widths, no font files). The optional `AutoLayoutTypesetting`
/// package (FreeType and HarfBuzz) provides one that shapes real font files.
///
/// The contract, UILabel's: `width` `nil` lays the text out on one line
/// per paragraph (hard line breaks still break); a width breaks lines at
/// word boundaries (after white space and hyphens; a word wider than the
/// line breaks between characters) so that no line is wider than `width`;
/// `numberOfLines` 0 means no limit, otherwise only that many lines are
/// shown and the measurement is truncated when more were needed (with 1,
/// the text is never broken and is truncated when wider than `width`).
/// White space at the end of a line takes no width. Empty text measures 0×0.
/// The answer must depend on the arguments only. Measurers need not be
/// `Sendable` (one that holds font files is not); ``BuiltinTextMeasurer`` is.
public protocol LayoutTextMeasurer {
  /// Measures `text` in `font` at `width` (`nil`: no limit), showing at
  /// most `numberOfLines` lines (0: no limit).
  func measure(_ text: String, font: LayoutFont, width: Double?, numberOfLines: Int) -> LayoutTextMeasurement
}

extension LayoutTextMeasurer {
  /// A width-dependent measure of `text` for the engine's measuring pass
  /// (`LayoutView.contentMeasure`): the size at each proposed width,
  /// rounded up to pixels of `scale`, and the baselines.
  /// A single-line text (`numberOfLines` 1) answers its natural size
  /// whatever the proposal, as a one-line label's intrinsic size is.
  public func layoutMeasure(
    _ text: String, font: LayoutFont, numberOfLines: Int, scale: Double = 1
  ) -> LayoutMeasure {
    LayoutMeasure.measuring { proposal in
      let width = numberOfLines == 1 ? nil : proposal.width
      let m = measure(text, font: font, width: width, numberOfLines: numberOfLines)
      return LayoutMeasurement(
        size: m.roundedUp(toScale: scale), firstBaselineFromTop: m.firstBaselineFromTop,
        lastBaselineFromBottom: m.lastBaselineFromBottom)
    }
  }
}
