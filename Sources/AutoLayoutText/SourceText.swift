import AutoLayout

/// Text being parsed, with a name for messages and a table of line starts
/// so that any offset turns into a 1-based line and column (counted in
/// `Character`s).
struct SourceText {
  let name: String
  let chars: [Character]
  let lines: LineIndex

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
  var d = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
  for i in 0...x.count { d[i][0] = i }
  for j in 0...y.count { d[0][j] = j }
  for i in 1...x.count {
    for j in 1...y.count {
      let cost = x[i - 1] == y[j - 1] ? 0 : 1
      d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
        d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
      }
    }
  }
  return d[x.count][y.count]
}

/// The closest candidate to a misspelt name, if it is close enough (at most
/// half the name's length, and at most 3 edits); ties go to the earliest
/// candidate in sorted order.
func suggestion(for name: String, among candidates: [String]) -> String? {
  let limit = min(3, max(1, name.count / 2))
  var best: (String, Int)?
  for c in candidates.sorted() {
    let d = editDistance(name, c)
    if d <= limit, d < (best?.1 ?? Int.max) { best = (c, d) }
  }
  return best?.0
}
