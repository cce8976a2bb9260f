import AutoLayout

/// Lays out plain text in one font: shaping with HarfBuzz, line breaking by
/// word (by cluster inside a word wider than the line), a line limit, line
/// height and baselines, truncation; and the measuring contract of
/// `LayoutMeasure` for a label.
///
/// ```swift
/// let body = try Typesetter(font: FontFace.default(), pointSize: 17)
/// let layout = body.layout("Content that measures itself", width: 120)
/// layout.lines.map(\.text)   // the lines, broken between words
/// layout.size                // the widest line, and lineHeight × lines
/// let label = body.measure("Content that measures itself")
/// label.height(forWidth: 120)   // what a multi-line label asks
/// ```
///
/// Its behaviour is that of a `UILabel` with `lineBreakMode`
/// `byWordWrapping` (or `byTruncatingTail` for ``numberOfLines`` 1): `\n`
/// starts a new paragraph; spaces at the end of a line hang; a word wider
/// than the line breaks between clusters. Each run of one script is shaped
/// on its own (Arabic inside Latin text joins); a paragraph reads in the
/// direction of its first script. Not done: reordering runs for display
/// (UAX #9; widths and breaks do not need it), the Unicode line-breaking
/// rules for scripts written without spaces, font
/// fallback (a character the font lacks measures as the font's `.notdef`),
/// rounding to the pixel grid.
public struct Typesetter {
  /// The font face.
  public let font: FontFace
  /// The font's size in points.
  public let pointSize: Double
  /// The most lines shown; `0` means no limit (UIKit's `numberOfLines`).
  public var numberOfLines: Int
  /// A fixed line height in points (Dynamic Type's leading, a paragraph
  /// style's line height); `nil` uses the font's: ascender minus descender
  /// plus line gap, as `UIFont.lineHeight`.
  public var fixedLineHeight: Double?

  /// A typesetter for `font` at `pointSize`.
  ///
  /// - Throws: ``TypesettingError/invalidPointSize(_:)`` for a size that is
  ///   not a finite number above zero.
  public init(
    font: FontFace, pointSize: Double, numberOfLines: Int = 0, fixedLineHeight: Double? = nil
  ) throws(TypesettingError) {
    guard pointSize.isFinite, pointSize > 0 else { throw .invalidPointSize(pointSize) }
    self.font = font
    self.pointSize = pointSize
    self.numberOfLines = max(0, numberOfLines)
    self.fixedLineHeight = fixedLineHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
  }

  /// A typesetter at a Dynamic Type style's point size for `category`; the
  /// line height stays the font's unless `useStyleLeading` is set, which
  /// uses the guidelines' leading instead.
  public init(
    font: FontFace, style: LayoutTextStyle, category: LayoutContentSizeCategory = .default,
    numberOfLines: Int = 0, useStyleLeading: Bool = false
  ) throws(TypesettingError) {
    let dynamic = style.font(for: category)
    try self.init(
      font: font, pointSize: dynamic.pointSize, numberOfLines: numberOfLines,
      fixedLineHeight: useStyleLeading ? dynamic.leading : nil)
  }

  /// Points per font unit.
  var scale: Double { pointSize / font.unitsPerEm }

  /// The ascender in points (above the baseline).
  public var ascender: Double { font.ascender * scale }
  /// The descender in points (below the baseline, negative).
  public var descender: Double { font.descender * scale }
  /// The distance between two baselines in points.
  public var lineHeight: Double {
    fixedLineHeight ?? (font.ascender - font.descender + font.lineGap) * scale
  }

  /// Shapes `text` once, to be laid out at many widths.
  public func shape(_ text: String) -> ShapedText {
    ShapedText(typesetter: self, text: text)
  }

  /// Lays out `text` at `width` (`nil`: no limit, each paragraph on one
  /// line).
  public func layout(_ text: String, width: Double?) -> TextLayout {
    shape(text).layout(width: width)
  }

  /// The measuring contract for a label showing `text`: the text is shaped
  /// once; each proposed width is laid out once and cached. The answers
  /// carry the first and last baselines, so a view measured by it
  /// (`LayoutView.contentMeasure`) lines up by its text.
  public func measure(_ text: String) -> LayoutMeasure {
    let shaped = shape(text)
    return LayoutMeasure.measuring { proposal in
      let layout = shaped.layout(width: proposal.width)
      return LayoutMeasurement(
        size: layout.size, firstBaselineFromTop: layout.firstBaselineFromTop,
        lastBaselineFromBottom: layout.lastBaselineFromBottom)
    }
  }
}
