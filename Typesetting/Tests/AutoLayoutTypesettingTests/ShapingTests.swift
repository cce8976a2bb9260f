import AutoLayout
import AutoLayoutTypesetting
import Testing

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 * max(1, abs(b)) }

/// Shaping with HarfBuzz in proportional fonts: advances read by hand from
/// the fonts' `hmtx` tables (with fontTools), kerning from GPOS, Arabic
/// joining forms, Devanagari conjuncts.
@Suite("Shaping in Inter, Noto Sans Arabic and Noto Sans Devanagari")
struct ShapingTests {
  /// Inter has 2816 units per em; at 28.16 points a unit is 0.01 point.
  static func inter() throws -> Typesetter { try Typesetter(font: FontFace.default(), pointSize: 28.16) }

  @Test("Inter: 'Hill' is the sum of H, i, l, l from hmtx (2084 + 3 x 668 units); no kerning between them")
  func interAdvances() throws {
    let layout = try Self.inter().layout("Hill", width: nil)
    #expect(close(layout.size.width, 40.88))
    // hhea: ascender 2728, descender -680, no line gap.
    #expect(close(layout.size.height, 34.08))
    #expect(close(layout.firstBaselineFromTop, 27.28))
  }

  @Test(
    "Inter: kerning applies (HarfBuzz reads GPOS): pairs are narrower than their hmtx advances",
    arguments: [("AV", 3808.0), ("To", 3488.0), ("Wall", 5596.0)])  // 1904 + 1904; 1808 + 1680; 2672 + 1588 + 668 + 668
  func kerning(text: String, unkerned: Double) throws {
    let width = try Self.inter().layout(text, width: nil).size.width
    #expect(width < unkerned / 100 - 1)
  }

  @Test("Inter: words break where the hand-summed widths say ('Hello,' is 7.48 points wider than 'Hill')")
  func interBreaking() throws {
    let inter = try Self.inter()
    // "Hello," = H e l l o , = 2084 + 1640 + 668 + 668 + 1680 + 788 units = 75.28 pt; a space is 7.92.
    #expect(close(inter.layout("Hello,", width: nil).size.width, 75.28))
    #expect(inter.layout("Hello, Hill", width: 75.28 + 7.92 + 40.88).lines.count == 1)
    #expect(inter.layout("Hello, Hill", width: 75.28 + 7.92 + 40.87).lines.map(\.text) == ["Hello,", "Hill"])
  }

  @Test("Arabic reads right to left, and each letter takes its joining form")
  func arabicJoining() throws {
    let arabic = try Typesetter(font: FontFace(path: Fonts.arabic), pointSize: 10)
    let alone = arabic.shape("ب")
    #expect(alone.paragraphDirections == [true])
    #expect(alone.glyphs[0].map(\.id) == [100])  // uni0628, isolated, 993 units
    let three = arabic.shape("ببب")
    // Visual order, left to right: the final form (uniFE90) of the third
    // letter (UTF-8 offset 4), the medial (uniFE92), the initial (uniFE91).
    #expect(three.glyphs[0].map(\.id) == [101, 104, 102])
    #expect(three.glyphs[0].map(\.cluster) == [4, 2, 0])
    // 1093 + 343 + 269 units at 10 points per 1000 units.
    #expect(close(arabic.layout("ببب", width: nil).size.width, 17.05))
  }

  @Test("Arabic breaks between words in reading order; lines are marked right to left")
  func arabicBreaking() throws {
    let arabic = try Typesetter(font: FontFace(path: Fonts.arabic), pointSize: 10)
    let text = "مرحبا بالعالم"
    let one = arabic.layout(text, width: nil)
    #expect(one.lines.count == 1)
    let two = arabic.layout(text, width: one.size.width - 1)
    #expect(two.lines.map(\.text) == ["مرحبا", "بالعالم"])
    #expect(two.lines.map(\.isRightToLeft) == [true, true])
    #expect(two.size.width < one.size.width)
  }

  @Test("Devanagari: a conjunct is never split, even when HarfBuzz shapes it as two clusters")
  func devanagariConjunct() throws {
    let hindi = try Typesetter(font: FontFace(path: Fonts.devanagari), pointSize: 10)
    let text = "नमस्ते"
    // na, ma, the half form of sa (saprehalfdeva), ta, the vowel sign e.
    #expect(hindi.shape(text).glyphs[0].map(\.id) == [44, 50, 215, 40, 75])
    #expect(hindi.layout(text, width: 1).lines.map(\.text) == ["न", "म", "स्ते"])
    // 555 + 598 + 389 + 570 + 0 units.
    #expect(close(hindi.layout(text, width: nil).size.width, 21.12))
  }

  @Test("Arabic inside Latin text still joins: each script is shaped as its own run (DejaVu Sans has both)")
  func mixedScripts() throws {
    let dejavu = try Typesetter(
      font: FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), pointSize: 10)
    let alone = dejavu.shape("ببب").glyphs[0]
    let mixed = dejavu.shape("abc ببب").glyphs[0]
    // The Arabic run's glyphs (after a, b, c and the space) are the joined forms.
    #expect(Array(mixed.suffix(3)).map(\.id) == alone.map(\.id))
    #expect(Set(alone.map(\.id)).count == 3)
    // The paragraph reads left to right (its first script is Latin), the other one right to left.
    #expect(dejavu.shape("abc ببب").paragraphDirections == [false])
    #expect(dejavu.shape("ببب abc").paragraphDirections == [true])
    let width = dejavu.layout("abc ببب", width: nil).size.width
    let parts = dejavu.layout("abc ", width: nil).size.width + dejavu.layout("ببب", width: nil).size.width
    // "abc " on its own hangs its space: add it back (651 units of 2048).
    #expect(abs(width - (parts + 6.51 * 1000 / 2048)) < 1e-9)
  }
}
