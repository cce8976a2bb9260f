extension LayoutMeasure {
  /// A stand-in for text without fonts: every character `characterWidth`
  /// wide, lines `lineHeight` high, broken between words as a label breaks
  /// them (and inside a word longer than the line). For tests, examples
  /// and benchmarks on machines without font files; real text is measured
  /// by the opt-in `AutoLayoutTypesetting` package.
  ///
  /// ```swift
  /// let text = LayoutMeasure.monospacedText("the quick brown fox", characterWidth: 10, lineHeight: 20)
  /// text.naturalSize                               // 190 x 20
  /// text.size(for: LayoutProposal(width: 100))     // 90 x 40: "the quick" / "brown fox"
  /// ```
  ///
  /// The rules, kept simple so that every answer can be counted by hand:
  ///
  /// - A paragraph ends at `"\n"`; an empty paragraph is an empty line.
  /// - Words are separated by spaces; a run of spaces counts as one, and
  ///   spaces at a line's end take no room.
  /// - A line holds `floor(width / characterWidth)` characters (at least
  ///   one). A word that does not fit on the current line starts the next;
  ///   a word longer than a whole line is broken after as many characters
  ///   as fit.
  /// - `numberOfLines`: 0 for no limit, 1 for a single line that never
  ///   wraps (its natural width, whatever the proposal: text that does not
  ///   fit is truncated), n to keep the first n lines.
  /// - The answer's width is the longest line's; an empty text is 0 x 0.
  ///
  /// A `characterWidth` or `lineHeight` that is not finite and positive
  /// becomes 1 (non-negative for the line height: 0 is kept).
  ///
  /// - Complexity: O(characters) per new proposal; answers are cached.
  public static func monospacedText(
    _ text: String, characterWidth: Double, lineHeight: Double, numberOfLines: Int = 0
  ) -> LayoutMeasure {
    let advance = characterWidth.isFinite && characterWidth > 0 ? characterWidth : 1
    let height = lineHeight.isFinite && lineHeight >= 0 ? lineHeight : 1
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.split(separator: " ").map(\.count)
    }
    let limit = max(0, numberOfLines)
    return LayoutMeasure { proposal in
      guard !text.isEmpty else { return .zero }
      let perLine: Int? =
        limit == 1 ? nil : proposal.width.map { Int(min(1e9, max(1, ($0 / advance).rounded(.down)))) }
      var (lines, widest) = (0, 0)
      for words in paragraphs {
        let (count, longest) = wrap(words, perLine: perLine)
        lines += count
        widest = max(widest, longest)
      }
      if limit > 0 { lines = min(lines, limit) }
      return LayoutSize(width: Double(widest) * advance, height: Double(lines) * height)
    }
  }

  /// Greedy line breaking of one paragraph (word lengths in characters):
  /// its number of lines and its longest line, in characters.
  private static func wrap(_ words: [Int], perLine: Int?) -> (lines: Int, longest: Int) {
    guard let perLine else {
      // One line: the words with one space between each.
      return (1, words.reduce(0, +) + max(0, words.count - 1))
    }
    var lines = 1, current = 0, longest = 0
    for word in words {
      if current > 0 && current + 1 + word <= perLine {
        current += 1 + word
        continue
      }
      if current > 0 {
        longest = max(longest, current)
        lines += 1
      }
      // A word longer than a line fills whole lines and keeps the rest.
      var rest = word
      while rest > perLine {
        longest = perLine
        lines += 1
        rest -= perLine
      }
      current = rest
    }
    return (lines, max(longest, current))
  }
}
