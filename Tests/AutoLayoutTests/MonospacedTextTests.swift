import Testing

@testable import AutoLayout

@Suite("Monospaced text: a stand-in for text, counted by hand")
struct MonospacedTextTests {
  func size(_ text: String, _ width: Double?, lines: Int = 0) -> LayoutSize {
    LayoutMeasure.monospacedText(text, characterWidth: 10, lineHeight: 20, numberOfLines: lines)
      .size(for: LayoutProposal(width: width))
  }

  @Test("natural size: the longest paragraph on one line, one line per paragraph")
  func natural() {
    #expect(size("the quick brown fox", nil) == LayoutSize(width: 190, height: 20))
    #expect(size("ab\nabcd\n\nx", nil) == LayoutSize(width: 40, height: 80))
    #expect(size("", nil) == .zero)
    #expect(size("", 100) == .zero)
  }

  @Test("breaks between words: 'the quick' / 'brown fox' in 10 characters")
  func words() {
    #expect(size("the quick brown fox", 100) == LayoutSize(width: 90, height: 40))
    #expect(size("the quick brown fox", 95) == LayoutSize(width: 90, height: 40))
    #expect(size("the quick brown fox", 89) == LayoutSize(width: 50, height: 80))
    // Runs of spaces count as one; trailing spaces take no room.
    #expect(size("the   quick  ", 100) == LayoutSize(width: 90, height: 20))
  }

  @Test("a word longer than the line breaks inside: 10 characters in lines of 4 are 4, 4 and 2")
  func longWord() {
    #expect(size("abcdefghij", 40) == LayoutSize(width: 40, height: 60))
    #expect(size("ab abcdefghij cd", 40) == LayoutSize(width: 40, height: 100))
    // Narrower than a character: one character a line.
    #expect(size("abc", 3) == LayoutSize(width: 10, height: 60))
  }

  @Test("numberOfLines: 1 never wraps (truncated text keeps its natural width), 2 keeps two lines")
  func lineLimit() {
    #expect(size("the quick brown fox", 100, lines: 1) == LayoutSize(width: 190, height: 20))
    #expect(size("the quick brown fox", 50, lines: 2) == LayoutSize(width: 50, height: 40))
    #expect(size("the quick brown fox", 50, lines: 0) == LayoutSize(width: 50, height: 80))
  }

  @Test("faulty parameters become usable ones")
  func faulty() {
    let m = LayoutMeasure.monospacedText("abc", characterWidth: .nan, lineHeight: -.infinity)
    #expect(m.naturalSize == LayoutSize(width: 3, height: 1))
  }
}
