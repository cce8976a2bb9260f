import AutoLayout

/// Text being parsed, with a name for messages and a table of line starts
/// so that any offset turns into a 1-based line and column (counted in
/// `Character`s).
struct SourceText {
  let name: String
  let chars: [Character]
  let lines: LineIndex
  /// The text of the line last asked for: many errors on one long line
  /// share one copy of it.
  private let lastLine = LineCache()

  init(name: String, text: String) {
    self.name = name
    // CRLF (one Character in Swift) and CR read as LF; a leading byte-order
    // mark reads as nothing: Windows files parse exactly like Unix ones.
    var chars = text.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 }
    if chars.first == "\u{FEFF}" { chars.removeFirst() }
    self.chars = chars
    lines = LineIndex(chars)
  }

  var lineStarts: [Int] { lines.starts }

  func position(_ offset: Int) -> (line: Int, column: Int) { lines.position(offset) }

  func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    if let (n, text) = lastLine.value, n == line { return text }
    let text = makeLineText(line)
    lastLine.value = (line, text)
    return text
  }

  /// The longest line an error shows whole; a longer one is shown as a
  /// window around the problem.
  static let longestShownLine = 240

  /// The text of `line` to show for a problem at `offset`, and the column
  /// it starts at: the whole line, or on a long line a window of it around
  /// the problem (so that each error costs the same however long its line).
  func lineWindow(_ line: Int, around offset: Int) -> (text: String, column: Int) {
    guard line >= 1, line <= lineStarts.count else { return ("", 1) }
    let start = lineStarts[line - 1]
    let end = line < lineStarts.count ? lineStarts[line] - 1 : chars.count
    guard end - start > Self.longestShownLine else { return (lineText(line), 1) }
    let from = max(start, min(offset, end) - 80)
    let to = min(end, from + 200)
    return (String(chars[from..<to]), from - start + 1)
  }

  private func makeLineText(_ line: Int) -> String {
    let start = lineStarts[line - 1]
    var end = start
    while end < chars.count && chars[end] != "\n" { end += 1 }
    return String(chars[start..<end])
  }

  func text(_ range: Range<Int>) -> String {
    String(chars[max(0, range.lowerBound)..<min(chars.count, range.upperBound)])
  }
}

/// The edit distance between two strings, case-insensitive: insertions,
/// deletions, substitutions and swaps of neighbouring characters each
/// cost 1 (so `widht` is one edit from `width`).
func editDistance(_ a: String, _ b: String) -> Int {
  let x = Array(a.lowercased()), y = Array(b.lowercased())
  if x.isEmpty { return y.count }
  if y.isEmpty { return x.count }
  // Three rows: the one before the previous (for swaps), the previous, this.
  var before = [Int](repeating: 0, count: y.count + 1)
  var previous = Array(0...y.count)
  var row = [Int](repeating: 0, count: y.count + 1)
  for i in 1...x.count {
    row[0] = i
    for j in 1...y.count {
      let cost = x[i - 1] == y[j - 1] ? 0 : 1
      row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
      if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
        row[j] = min(row[j], before[j - 2] + 1)
      }
    }
    (before, previous, row) = (previous, row, before)
  }
  return previous[y.count]
}

/// The closest candidate to a misspelt name, if it is close enough (at most
/// half the name's length, and at most 3 edits); ties go to the earliest
/// candidate in sorted order.
///
/// The search is bounded whatever the input: names longer than
/// ``suggestionLengthLimit`` get no suggestion, candidates whose length
/// differs by more than the allowed edits are skipped without comparing,
/// and at most ``suggestionCandidateLimit`` candidates are compared.
func suggestion(for name: String, among candidates: [String]) -> String? {
  let length = name.count
  guard length > 0, length <= suggestionLengthLimit else { return nil }
  let limit = min(3, max(1, length / 2))
  var best: (String, Int)?
  var compared = 0
  for c in candidates.sorted() {
    guard abs(c.count - length) <= limit else { continue }
    compared += 1
    if compared > suggestionCandidateLimit { break }
    let d = editDistance(name, c)
    if d <= limit, d < (best?.1 ?? Int.max) { best = (c, d) }
  }
  return best?.0
}

/// The longest name a "did you mean" is looked for.
let suggestionLengthLimit = 64
/// The most candidates a "did you mean" compares.
let suggestionCandidateLimit = 2_000

/// One remembered line of a ``SourceText`` (a class: the text is a value
/// that parsers copy freely, the cache is shared by the copies).
final class LineCache {
  var value: (Int, String)?
}
