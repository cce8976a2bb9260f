/// The core's text measurer: no font files, a table of the advance widths
/// and vertical metrics of the Inter typeface (Debian `fonts-inter`, SIL
/// Open Font License) for U+0020…U+007E, U+00A0…U+00FF and common
/// punctuation, in five weights (`Scripts/text_metrics_table.py` writes the
/// table from the font files).
///
/// Every font — the system font and named fonts alike — is measured with
/// those widths at its point size and weight (light and lighter with
/// Inter Light, heavy and black with Inter Bold; italics as upright). What
/// the table lacks is estimated: combining marks take no width, wide
/// characters (CJK, Hangul, emoji) one em, anything else 0.6 em. There is
/// no kerning and no shaping: an estimate, not typesetting. The optional
/// `AutoLayoutTypesetting` package measures real font files.
///
/// ## Error against the system font
///
/// Inter is not San Francisco. Two presets:
///
/// - ``inter``: Inter's own widths and line height (1.2102 em).
/// - ``systemFontEstimate`` (the default): widths scaled by
///   ``systemWidthScale`` and San Francisco's line height, 1.1934 em
///   (`UIFont.systemFont(ofSize: 17).lineHeight` is 20.287 points, as
///   published). Inter's widths run about 4–5% wider than San Francisco's
///   on the single-line system-font labels of a corpus of real
///   storyboards (the ratio of Inter's width to the stored width peaks at
///   1.04–1.05; stretched labels make the rest); the scale is 1 / 1.045,
///   so the labels sized by their text come out about as wide as on a
///   device, some a little narrower, some wider
///   (`Documentation/InterfaceBuilder.md` gives the distribution).
public struct BuiltinTextMeasurer: LayoutTextMeasurer, Hashable, Sendable {
  /// Inter's widths and line height, unscaled.
  public static let inter = BuiltinTextMeasurer(widthScale: 1, lineHeightEm: nil)
  /// Widths scaled toward San Francisco's and San Francisco's line height.
  public static let systemFontEstimate = BuiltinTextMeasurer(
    widthScale: systemWidthScale, lineHeightEm: systemLineHeightEm)
  /// San Francisco's width over Inter's: 1 / 1.045, the peak of Inter's
  /// width over the stored width of single-line system-font labels of real
  /// storyboards (see the type's discussion).
  public static let systemWidthScale = 0.957
  /// San Francisco's line height in ems (20.287109375 / 17).
  public static let systemLineHeightEm = 1.193359375

  /// Every width is multiplied by this.
  public let widthScale: Double
  /// The line height in ems (`nil`: Inter's, ascender plus descender).
  public let lineHeightEm: Double?

  /// A measurer scaling widths by `widthScale` (at most 10, NaN and values
  /// ≤ 0 become 1) with lines `lineHeightEm` ems tall (`nil`: Inter's).
  public init(widthScale: Double = 1, lineHeightEm: Double? = nil) {
    self.widthScale = widthScale.isFinite && widthScale > 0 ? min(widthScale, 10) : 1
    self.lineHeightEm = lineHeightEm.flatMap { $0.isFinite && $0 > 0 ? min($0, 10) : nil }
  }

  /// See ``LayoutTextMeasurer/measure(_:font:width:numberOfLines:)``.
  public func measure(_ text: String, font: LayoutFont, width: Double?, numberOfLines: Int) -> LayoutTextMeasurement {
    let size = font.pointSize
    let interLine = (InterMetrics.ascender + InterMetrics.descender) / InterMetrics.unitsPerEm
    let em = lineHeightEm ?? interLine
    let lineHeight = font.leading ?? size * em
    // The baseline splits the line as Inter's ascender and descender do.
    let ascent = lineHeight * InterMetrics.ascender / (InterMetrics.ascender + InterMetrics.descender)
    let table = InterMetrics.table(for: font.weight)
    let unit = size * widthScale / InterMetrics.unitsPerEm
    let limit = width.flatMap { $0.isFinite ? max(0, $0) : nil }
    var breaker = LineBreaking(limit: numberOfLines == 1 ? nil : limit)
    for ch in text {
      breaker.add(ch, width: InterMetrics.advance(of: ch, in: table) * unit)
    }
    breaker.finish()
    var lines = breaker.lines
    guard !lines.isEmpty else {
      return LayoutTextMeasurement(
        size: .zero, lineCount: 0, isTruncated: false, firstBaselineFromTop: 0, lastBaselineFromBottom: 0)
    }
    var truncated = false
    if numberOfLines > 0 && lines.count > numberOfLines {
      lines.removeLast(lines.count - numberOfLines)
      truncated = true
    }
    var widest = lines.max() ?? 0
    if let limit, widest > limit + 1e-9 {
      widest = limit
      truncated = true
    }
    return LayoutTextMeasurement(
      size: LayoutSize(width: widest, height: Double(lines.count) * lineHeight), lineCount: lines.count,
      isTruncated: truncated, firstBaselineFromTop: ascent, lastBaselineFromBottom: lineHeight - ascent)
  }
}

/// Greedy line breaking over characters and their widths: breaks after
/// white space and hyphens, between characters inside a word wider than
/// the line, and at hard line breaks; white space ending a line hangs.
struct LineBreaking {
  let limit: Double?
  /// The widths of finished lines (without hanging white space).
  private(set) var lines: [Double] = []
  /// The current line: its width up to the last break opportunity
  /// (`committed`, without trailing white space), the white space after
  /// it (`space`) and the word since (`word`).
  private var committed = 0.0
  private var space = 0.0
  private var word = 0.0
  private var lineHasContent = false
  private var sawAnything = false

  init(limit: Double?) { self.limit = limit }

  mutating func add(_ ch: Character, width: Double) {
    sawAnything = true
    if ch.isNewline {
      endLine()
      return
    }
    if ch.isWhitespace && ch != "\u{00A0}" {
      if word > 0 {
        committed += space + word
        space = 0
        word = 0
      }
      space += width
      lineHasContent = true
      return
    }
    if let limit, committed + space + word + width > limit + 1e-9 {
      if committed > 0 {
        // Move the word to a new line.
        lines.append(committed)
        committed = 0
        space = 0
      } else if word > 0 {
        // A word wider than the line: break it here.
        lines.append(word)
        word = 0
        space = 0
      }
    }
    word += width
    lineHasContent = true
    if ch == "-" || ch == "\u{2013}" || ch == "\u{2014}" {
      committed += space + word
      space = 0
      word = 0
    }
  }

  mutating func endLine() {
    lines.append(committed + (word > 0 ? space + word : 0))
    committed = 0
    space = 0
    word = 0
    lineHasContent = false
  }

  mutating func finish() {
    guard sawAnything else { return }
    if lineHasContent || lines.isEmpty || word > 0 { endLine() }
  }
}

/// Looks up the generated table (`TextMetrics+Inter.swift`).
enum InterMetrics {
  static func table(for weight: LayoutFont.Weight) -> Int {
    switch weight {
    case .ultraLight, .thin, .light: 0
    case .regular: 1
    case .medium: 2
    case .semibold: 3
    case .bold, .heavy, .black: 4
    }
  }

  /// A character's advance in font units (see ``BuiltinTextMeasurer``).
  static func advance(of ch: Character, in table: Int) -> Double {
    let scalars = ch.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let v = first.value
    let row = advances[table]
    if v >= 0x20 && v < 0x7F { return Double(row[Int(v - 0x20)]) }
    if v >= 0xA0 && v <= 0xFF { return Double(row[Int(v - 0xA0) + 95]) }
    if let i = extraCharacters.firstIndex(of: v) { return Double(row[191 + i]) }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    let wide =
      (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
      || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
    return wide ? unitsPerEm : unitsPerEm * 0.6
  }
}
