import AutoLayout
import AutoLayoutTypesetting
import Testing

/// Within the rounding of summing advances.
private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 * max(1, abs(b)) }

/// Line breaking in DejaVu Sans Mono at a size where every character is 10
/// points wide: each expectation below is worked out by counting characters.
@Suite("Line breaking, by hand in a monospaced font")
struct LineBreakingTests {
  @Test("no width: one line per paragraph, 10 points a character")
  func natural() throws {
    let layout = try Fonts.monoTypesetter().layout("hello world", width: nil)
    #expect(layout.lines.map(\.text) == ["hello world"])
    #expect(close(layout.size.width, 110))
    #expect(!layout.isTruncated)
  }

  @Test(
    "breaks between words; a word wider than the line breaks between characters",
    arguments: [
      ("hello world", 60.0, ["hello", "world"]),
      ("hello world", 50, ["hello", "world"]),  // exactly the width: fits
      ("hello world", 110, ["hello world"]),
      ("hello world", 49, ["hell", "o", "worl", "d"]),
      ("a extraordinarily long", 80, ["a", "extraord", "inarily", "long"]),  // 15-letter word in 8-letter lines
      ("well-known fact", 60, ["well-", "known", "fact"]),  // after a hyphen
      ("ab   cd", 40, ["ab", "cd"]),  // spaces at the end of a line hang
      ("one\n\ntwo", 200, ["one", "", "two"]),  // paragraphs; an empty one is a line
      ("x", 0, ["x"]),  // at least one character a line
    ])
  func breaks(text: String, width: Double, expected: [String]) throws {
    let layout = try Fonts.monoTypesetter().layout(text, width: width)
    #expect(layout.lines.map(\.text) == expected)
    for line in layout.lines { #expect(close(line.width, 10 * Double(line.text.count))) }
  }

  @Test("size: the widest line, and the line height times the lines; hanging spaces take no width")
  func size() throws {
    let mono = try Fonts.monoTypesetter()
    // (1901 + 483) / 2048 em: DejaVu's hhea ascender and descender, no line gap.
    #expect(close(mono.lineHeight, Fonts.monoTenPointSize * 2384 / 2048))
    let layout = mono.layout("ab   cd efgh", width: 45)
    #expect(layout.lines.map(\.text) == ["ab", "cd", "efgh"])
    #expect(close(layout.size.width, 40))
    #expect(close(layout.size.height, 3 * mono.lineHeight))
  }

  @Test("baselines: the ascender from the top, the descender from the bottom")
  func baselines() throws {
    let mono = try Fonts.monoTypesetter()
    let layout = mono.layout("hello world", width: 60)
    #expect(close(layout.firstBaselineFromTop, Fonts.monoTenPointSize * 1901 / 2048))
    #expect(close(layout.lastBaselineFromBottom, Fonts.monoTenPointSize * 483 / 2048))
    var fixed = mono
    fixed.fixedLineHeight = 30
    let loose = fixed.layout("hello world", width: 60)
    #expect(close(loose.size.height, 60))
    #expect(close(loose.firstBaselineFromTop, 30 - Fonts.monoTenPointSize * 483 / 2048))
  }

  @Test("numberOfLines: cut to the limit and reported as truncated; 0 is no limit")
  func lineLimit() throws {
    let text = "a extraordinarily long"
    let two = try Fonts.monoTypesetter(numberOfLines: 2).layout(text, width: 80)
    #expect(two.lines.map(\.text) == ["a", "extraord"])
    #expect(two.isTruncated)
    #expect(two.lineCountWithoutLimit == 4)
    #expect(close(two.size.height, 2 * two.lineHeight))
    let unlimited = try Fonts.monoTypesetter(numberOfLines: 0).layout(text, width: 80)
    #expect(unlimited.lines.count == 4)
    #expect(!unlimited.isTruncated)
    let enough = try Fonts.monoTypesetter(numberOfLines: 4).layout(text, width: 80)
    #expect(!enough.isTruncated)
  }

  @Test("one line: never wraps; wider than the width is truncated at the width")
  func singleLine() throws {
    let one = try Fonts.monoTypesetter(numberOfLines: 1)
    let cut = one.layout("hello world", width: 60)
    #expect(cut.lines.map(\.text) == ["hello world"])
    #expect(cut.isTruncated)
    #expect(close(cut.size.width, 60))
    let fits = one.layout("hello world", width: 200)
    #expect(!fits.isTruncated)
    #expect(close(fits.size.width, 110))
    #expect(one.layout("one\ntwo", width: 200).isTruncated)
  }

  @Test("empty text needs no space, as an empty label")
  func empty() throws {
    let layout = try Fonts.monoTypesetter().layout("", width: 100)
    #expect(layout.size == .zero)
    #expect(layout.lines.isEmpty)
    #expect(!layout.isTruncated)
  }

  @Test("UTF-8 ranges of the lines point into the whole text")
  func ranges() throws {
    let layout = try Fonts.monoTypesetter().layout("ab cd\nef", width: 20)
    #expect(layout.lines.map(\.utf8Range) == [0..<2, 3..<5, 6..<8])
  }
}
