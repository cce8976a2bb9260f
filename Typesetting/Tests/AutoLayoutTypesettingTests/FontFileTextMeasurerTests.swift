import AutoLayout
import AutoLayoutTypesetting
import Testing

/// The core's measuring contract answered from font files.
@Suite("FontFileTextMeasurer")
struct FontFileTextMeasurerTests {
  @Test("breaks and sizes as the typesetter does (DejaVu Sans Mono: 10 points a character)")
  func contract() throws {
    let measurer = FontFileTextMeasurer(regular: try FontFace(path: Fonts.mono))
    let font = LayoutFont.system(size: Fonts.monoTenPointSize)
    let m = measurer.measure("hello world", font: font, width: 60, numberOfLines: 0)
    #expect(m.lineCount == 2)
    #expect(abs(m.size.width - 50) < 1e-9)
    let one = measurer.measure("hello world", font: font, width: 60, numberOfLines: 1)
    #expect(one.lineCount == 1 && one.isTruncated)
    let zero = measurer.measure("hello", font: LayoutFont(pointSize: 0), width: nil, numberOfLines: 1)
    #expect(zero.size == .zero)
  }

  @Test("Inter from the font file agrees with the core's table where nothing is kerned")
  func agreesWithTable() throws {
    let file = try FontFileTextMeasurer.inter()
    let font = LayoutFont.system(size: 28.16)
    let shaped = file.measure("Hill", font: font, width: nil, numberOfLines: 1)
    let table = BuiltinTextMeasurer.inter.measure("Hill", font: font, width: nil, numberOfLines: 1)
    // hmtx: H 2084 + 3 × 668 units at 28.16 / 2816 points a unit.
    #expect(abs(shaped.size.width - 40.88) < 1e-9)
    #expect(abs(table.size.width - 40.88) < 1e-9)
    #expect(abs(shaped.size.height - table.size.height) < 1e-9)
  }

  @Test("faces by name, then the nearest weight, then regular")
  func faceLookup() throws {
    let regular = try FontFace(path: Fonts.mono)
    let arabic = try FontFace(path: Fonts.arabic)
    let named = try FontFace(path: Fonts.devanagari)
    let m = FontFileTextMeasurer(regular: regular, faces: [.bold: arabic], namedFaces: ["Deva": named])
    #expect(m.face(for: LayoutFont(pointSize: 10, name: "Deva")) === named)
    #expect(m.face(for: .system(size: 10, weight: .heavy)) === arabic)
    #expect(m.face(for: LayoutFont(pointSize: 10, name: "Unknown")) === regular)
    #expect(m.face(for: .system(size: 10, weight: .medium)) === regular)
    #expect(m.face(for: .system(size: 10, weight: .semibold)) === arabic)
  }
}
