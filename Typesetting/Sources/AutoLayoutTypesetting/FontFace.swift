import CHarfBuzzFreeType

/// A font file opened with FreeType, shaped with HarfBuzz: the metrics and
/// shaping of one face, at any point size.
///
/// Shaping happens in the font's own units (HarfBuzz's scale is the face's
/// units per em, with no hinting), so one face serves every size and the
/// results do not depend on a rasteriser's rounding; a ``Typesetter`` scales
/// them to points.
///
/// ```swift
/// let inter = try FontFace.default()
/// let arabic = try FontFace(path: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf")
/// ```
///
/// A face is not thread-safe: use one per thread (opening a face costs
/// about as much as reading its file's tables).
public final class FontFace {
  private let library: OpaquePointer
  private let face: FT_Face
  private let font: OpaquePointer

  /// The file the face was read from.
  public let path: String
  /// The face's family name, as the file states it (`Inter`).
  public let familyName: String
  /// The size of the em square in font units.
  public let unitsPerEm: Double
  /// The ascender (above the baseline, positive) in font units, from the
  /// `hhea` table as FreeType reads it (the metric Apple's text system uses).
  public let ascender: Double
  /// The descender (below the baseline, negative) in font units.
  public let descender: Double
  /// The gap FreeType adds between lines (line height minus ascender plus
  /// descender), in font units.
  public let lineGap: Double

  /// Opens face `index` of the font file at `path`.
  ///
  /// - Throws: ``TypesettingError/cannotOpenFont(path:code:)`` when FreeType
  ///   cannot read it.
  public init(path: String, index: Int = 0) throws(TypesettingError) {
    var library: OpaquePointer?
    var error = FT_Init_FreeType(&library)
    guard error == 0, let library else { throw .cannotOpenFont(path: path, code: error) }
    var face: FT_Face?
    error = FT_New_Face(library, path, FT_Long(index), &face)
    guard error == 0, let face, face.pointee.units_per_EM > 0 else {
      if let face { FT_Done_Face(face) }
      FT_Done_FreeType(library)
      throw .cannotOpenFont(path: path, code: error == 0 ? -1 : error)
    }
    let hbFace = hb_ft_face_create_referenced(face)
    let font = hb_font_create(hbFace)
    hb_face_destroy(hbFace)
    guard let font else {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw .cannotOpenFont(path: path, code: -1)
    }
    hb_ot_font_set_funcs(font)
    let units = Int32(face.pointee.units_per_EM)
    hb_font_set_scale(font, units, units)
    self.library = library
    self.face = face
    self.font = font
    self.path = path
    familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
    unitsPerEm = Double(units)
    ascender = Double(face.pointee.ascender)
    descender = Double(face.pointee.descender)
    lineGap = max(0, Double(face.pointee.height) - ascender + descender)
  }

  deinit {
    hb_font_destroy(font)
    FT_Done_Face(face)
    FT_Done_FreeType(library)
  }

  /// Shapes one paragraph: its clusters in logical (reading) order with
  /// their advances in font units, and whether it reads right to left.
  ///
  /// The paragraph is cut into runs of one script (spaces, punctuation and
  /// marks join the run they are in), each shaped with HarfBuzz's guess of
  /// its direction and with the whole paragraph as context, so Arabic
  /// inside Latin text still joins. The paragraph's direction is that of
  /// its first run with a script. Runs are not reordered for display
  /// (UAX #9): widths and line breaks do not need it.
  func shape(_ bytes: [UInt8]) -> ShapedParagraph {
    guard !bytes.isEmpty, bytes.count < Int(Int32.max) else {
      return ShapedParagraph(bytes: bytes, clusters: [], isRightToLeft: false, glyphs: [], characterStarts: [true])
    }
    var glyphs: [ShapedGlyph] = []
    var rtl: Bool?
    for run in ScriptRun.split(bytes) {
      let (runGlyphs, runRTL) = shapeRun(bytes, run.start..<run.end)
      glyphs += runGlyphs
      if rtl == nil, run.hasScript { rtl = runRTL }
    }
    let isRightToLeft = rtl ?? false
    return ShapedParagraph(
      bytes: bytes, clusters: ShapedParagraph.clusters(of: glyphs, byteCount: bytes.count),
      isRightToLeft: isRightToLeft, glyphs: glyphs, characterStarts: ShapedParagraph.characterStarts(of: bytes))
  }

  /// Shapes `run` of `bytes` (the rest is context): glyphs in visual order
  /// with clusters as offsets in `bytes`, and whether HarfBuzz chose right
  /// to left.
  private func shapeRun(_ bytes: [UInt8], _ run: Range<Int>) -> ([ShapedGlyph], Bool) {
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    bytes.withUnsafeBufferPointer { raw in
      raw.withMemoryRebound(to: CChar.self) { chars in
        hb_buffer_add_utf8(
          buffer, chars.baseAddress, Int32(chars.count), UInt32(run.lowerBound), Int32(run.count))
      }
    }
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font, buffer, nil, 0)
    let rtl = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
    var count: UInt32 = 0
    let infos = hb_buffer_get_glyph_infos(buffer, &count)
    let positions = hb_buffer_get_glyph_positions(buffer, &count)
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(Int(count))
    for i in 0..<Int(count) {
      guard let info = infos?[i], let position = positions?[i] else { continue }
      glyphs.append(
        ShapedGlyph(id: info.codepoint, cluster: Int(info.cluster), advance: Double(position.x_advance)))
    }
    return (glyphs, rtl)
  }
}

/// A run of one script in a paragraph (UTF-8 offsets).
struct ScriptRun {
  let start: Int
  var end: Int
  /// Whether the run has a script (not only spaces, digits, punctuation).
  var hasScript: Bool
  var script: hb_script_t

  /// Cuts `bytes` into runs: a scalar of another script than the run's
  /// starts a new run; common and inherited scalars (spaces, punctuation,
  /// combining marks) stay in the run they are in.
  static func split(_ bytes: [UInt8]) -> [ScriptRun] {
    let funcs = hb_unicode_funcs_get_default()
    var runs: [ScriptRun] = []
    var offset = 0
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      let length = UTF8.width(scalar)
      let script = hb_unicode_script(funcs, scalar.value)
      let neutral = script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
      if var last = runs.last, neutral || !last.hasScript || last.script == script {
        last.end = offset + length
        if !neutral, !last.hasScript {
          last.hasScript = true
          last.script = script
        }
        runs[runs.count - 1] = last
      } else {
        runs.append(ScriptRun(start: offset, end: offset + length, hasScript: !neutral, script: script))
      }
      offset += length
    }
    return runs
  }
}

/// One glyph as HarfBuzz placed it (visual order): its id in the font, the
/// UTF-8 offset of the cluster it belongs to, its advance in font units.
public struct ShapedGlyph: Hashable, Sendable {
  /// The glyph's index in the font (after substitution: a contextual form,
  /// a ligature, a conjunct).
  public let id: UInt32
  /// The UTF-8 offset, in the paragraph, of the first byte of the cluster
  /// the glyph belongs to.
  public let cluster: Int
  /// The horizontal advance in font units.
  public let advance: Double
}

/// A cluster: the smallest run of text that shaping keeps together (a
/// letter and its marks, a conjunct, a ligature), in logical order.
struct Cluster {
  /// UTF-8 offsets in the paragraph.
  let start: Int
  let end: Int
  /// Sum of its glyphs' advances, in font units.
  let advance: Double
}

/// A shaped paragraph (no line breaks inside).
struct ShapedParagraph {
  let bytes: [UInt8]
  let clusters: [Cluster]
  let isRightToLeft: Bool
  let glyphs: [ShapedGlyph]
  /// The UTF-8 offsets where a `Character` (an extended grapheme cluster,
  /// Devanagari conjuncts included) starts: a word too wide for the line
  /// breaks only where a cluster and a character both start.
  /// Indexed by UTF-8 offset (one more than the byte count).
  let characterStarts: [Bool]

  static func characterStarts(of bytes: [UInt8]) -> [Bool] {
    var starts = [Bool](repeating: false, count: bytes.count + 1)
    var offset = 0
    for character in String(decoding: bytes, as: UTF8.self) {
      starts[offset] = true
      offset += character.utf8.count
    }
    return starts
  }

  /// Groups glyphs (visual order, either direction) into clusters in
  /// logical order. HarfBuzz keeps a run's clusters monotonic (rising left
  /// to right, falling right to left), so one pass and at most a reversal
  /// do; anything else is sorted.
  static func clusters(of glyphs: [ShapedGlyph], byteCount: Int) -> [Cluster] {
    var runs: [(start: Int, advance: Double)] = []
    for glyph in glyphs {
      if let last = runs.last, last.start == glyph.cluster {
        runs[runs.count - 1].advance += glyph.advance
      } else {
        runs.append((glyph.cluster, glyph.advance))
      }
    }
    if runs.count > 1, runs[0].start > runs[runs.count - 1].start { runs.reverse() }
    if !zip(runs, runs.dropFirst()).allSatisfy({ $0.start < $1.start }) {
      runs.sort { $0.start < $1.start }
      var merged: [(start: Int, advance: Double)] = []
      for run in runs {
        if let last = merged.last, last.start == run.start {
          merged[merged.count - 1].advance += run.advance
        } else {
          merged.append(run)
        }
      }
      runs = merged
    }
    var result: [Cluster] = []
    result.reserveCapacity(runs.count)
    for (i, run) in runs.enumerated() {
      let end = i + 1 < runs.count ? runs[i + 1].start : byteCount
      result.append(Cluster(start: run.start, end: end, advance: run.advance))
    }
    return result
  }
}
