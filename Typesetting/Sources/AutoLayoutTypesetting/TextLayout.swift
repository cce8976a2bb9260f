import AutoLayout

/// One line of laid-out text.
public struct TextLine: Hashable, Sendable {
  /// The line's text, without the spaces it ends with (they hang).
  public let text: String
  /// The line's width in points (the advances of its glyphs; hanging
  /// spaces excluded).
  public let width: Double
  /// The line's UTF-8 offsets in the whole text.
  public let utf8Range: Range<Int>
  /// Whether the line's paragraph reads right to left (HarfBuzz's guess
  /// from its script: Arabic and Hebrew do).
  public let isRightToLeft: Bool
}

/// Text broken into lines at a width: the lines, the size they need, the
/// baselines, and whether the line limit cut text off.
public struct TextLayout: Hashable, Sendable {
  /// The lines shown (at most the line limit).
  public let lines: [TextLine]
  /// The size the lines need: the widest line's width, and the line height
  /// times the number of lines. Zero for empty text, as UIKit's labels.
  public let size: LayoutSize
  /// The distance from one baseline to the next, in points.
  public let lineHeight: Double
  /// The first line's baseline, measured down from the top.
  public let firstBaselineFromTop: Double
  /// The last line's baseline, measured up from the bottom.
  public let lastBaselineFromBottom: Double
  /// Whether text did not fit: more lines than the limit, or (one line)
  /// wider than the width. UIKit would show an ellipsis; the lines here are
  /// not shortened to make room for it.
  public let isTruncated: Bool
  /// How many lines the text takes at this width with no limit.
  public let lineCountWithoutLimit: Int
}
