import AutoLayout

/// Text shaped once in a ``Typesetter``'s font, ready to be broken into lines
/// at any width.
public struct ShapedText {
  let typesetter: Typesetter
  let paragraphs: [ShapedParagraph]
  /// Each paragraph's first UTF-8 offset in the whole text.
  let offsets: [Int]

  init(typesetter: Typesetter, text: String) {
    self.typesetter = typesetter
    var paragraphs: [ShapedParagraph] = []
    var offsets: [Int] = []
    if !text.isEmpty {
      var start = 0
      let bytes = Array(text.utf8)
      for (i, byte) in bytes.enumerated() where byte == 0x0A {
        offsets.append(start)
        paragraphs.append(typesetter.font.shape(Array(bytes[start..<i])))
        start = i + 1
      }
      offsets.append(start)
      paragraphs.append(typesetter.font.shape(Array(bytes[start...])))
    }
    self.paragraphs = paragraphs
    self.offsets = offsets
  }

  /// The glyphs HarfBuzz chose for each paragraph, in visual order.
  public var glyphs: [[ShapedGlyph]] { paragraphs.map(\.glyphs) }

  /// Whether each paragraph reads right to left.
  public var paragraphDirections: [Bool] { paragraphs.map(\.isRightToLeft) }

  /// The lines at `width` (`nil`: no limit), cut to the line limit.
  public func layout(width: Double?) -> TextLayout {
    let scale = typesetter.scale
    let limit = width.flatMap { $0.isFinite ? max(0, $0) / scale : nil }
    var all: [TextLine] = []
    var singleLineOverflow = false
    for (index, paragraph) in paragraphs.enumerated() {
      let broken: [BrokenLine]
      if typesetter.numberOfLines == 1 {
        broken = [unbroken(paragraph)]
        if let limit, broken[0].width > limit + 1e-7 * max(1, limit) { singleLineOverflow = true }
      } else {
        broken = LineBreaker(paragraph: paragraph, limit: limit).lines()
      }
      let lines = broken.isEmpty ? [BrokenLine(start: 0, end: 0, width: 0)] : broken
      for line in lines {
        all.append(textLine(line, in: paragraph, at: offsets[index], scale: scale, clampTo: width))
      }
    }
    return finish(all, singleLineOverflow: singleLineOverflow)
  }

  private func unbroken(_ paragraph: ShapedParagraph) -> BrokenLine {
    BrokenLine(
      start: 0, end: paragraph.bytes.count, width: paragraph.clusters.reduce(0) { $0 + $1.advance })
  }

  private func textLine(
    _ line: BrokenLine, in paragraph: ShapedParagraph, at offset: Int, scale: Double, clampTo width: Double?
  ) -> TextLine {
    var points = line.width * scale
    // A single line cut at the width (tail truncation) is as wide as the width.
    if typesetter.numberOfLines == 1, let width, width.isFinite { points = min(points, max(0, width)) }
    return TextLine(
      text: String(decoding: paragraph.bytes[line.start..<line.end], as: UTF8.self), width: points,
      utf8Range: (offset + line.start)..<(offset + line.end), isRightToLeft: paragraph.isRightToLeft)
  }

  private func finish(_ all: [TextLine], singleLineOverflow: Bool) -> TextLayout {
    let limit = typesetter.numberOfLines
    let shown = limit > 0 && all.count > limit ? Array(all.prefix(limit)) : all
    let lineHeight = typesetter.lineHeight
    let descent = -typesetter.descender
    // Extra height (a fixed line height above the font's, or the font's
    // line gap) goes above the glyphs, as a paragraph style's minimum line
    // height does; a smaller fixed height takes from the top as well.
    let baseline = lineHeight - descent
    let empty = paragraphs.isEmpty
    let width = shown.reduce(0) { max($0, $1.width) }
    let height = empty ? 0 : lineHeight * Double(shown.count)
    return TextLayout(
      lines: empty ? [] : shown, size: LayoutSize(width: empty ? 0 : width, height: height),
      lineHeight: lineHeight, firstBaselineFromTop: empty ? 0 : baseline,
      lastBaselineFromBottom: empty ? 0 : descent,
      isTruncated: shown.count < all.count || singleLineOverflow, lineCountWithoutLimit: empty ? 0 : all.count)
  }
}
