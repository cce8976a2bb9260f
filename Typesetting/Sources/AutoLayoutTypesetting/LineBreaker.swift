/// A line as the breaker found it: UTF-8 offsets in its paragraph (trailing
/// spaces excluded) and its width in font units.
struct BrokenLine {
  let start: Int
  let end: Int
  let width: Double
}

/// Greedy line breaking over a shaped paragraph's clusters.
///
/// Lines break after white space (and after a hyphen between letters);
/// spaces at the end of a line hang (they take no width). A word wider than
/// the line is broken where both a shaping cluster and a `Character` (an
/// extended grapheme cluster) start, so a letter and its marks, a ligature
/// and a Devanagari conjunct (which HarfBuzz may shape as two clusters) stay
/// whole, and every line holds at least one character. This is UIKit's `byWordWrapping`; the Unicode line-breaking
/// algorithm (UAX #14: CJK, Thai, punctuation rules) is not implemented.
struct LineBreaker {
  let paragraph: ShapedParagraph
  /// The widest line allowed, in font units; `nil` for no limit.
  let limit: Double?

  /// A break opportunity: the clusters of one word `[start, contentEnd)`
  /// followed by its trailing spaces `[contentEnd, end)`.
  struct Word {
    let start: Int
    let contentEnd: Int
    let end: Int
  }

  /// The paragraph's words, as cluster indices.
  func words() -> [Word] {
    let clusters = paragraph.clusters
    var result: [Word] = []
    var i = 0
    while i < clusters.count {
      let start = i
      while i < clusters.count, !isSpace(clusters[i]) {
        i += 1
        if i < clusters.count, isHyphen(clusters[i - 1]), !isSpace(clusters[i]), i - 1 > start { break }
      }
      let contentEnd = i
      while i < clusters.count, isSpace(clusters[i]) { i += 1 }
      result.append(Word(start: start, contentEnd: contentEnd, end: i))
    }
    return result
  }

  /// The lines, in order.
  func lines() -> [BrokenLine] {
    let clusters = paragraph.clusters
    guard !clusters.isEmpty else { return [] }
    var lines: [BrokenLine] = []
    var open: (start: Int, end: Int, width: Double, spaces: Double)?
    for word in words() {
      let content = advance(word.start, word.contentEnd)
      let spaces = advance(word.contentEnd, word.end)
      if let line = open, fits(line.width + line.spaces + content) {
        open = (line.start, word.contentEnd, line.width + line.spaces + content, spaces)
        continue
      }
      if let line = open { lines.append(close(line)) }
      if fits(content) {
        open = (word.start, word.contentEnd, content, spaces)
      } else {
        let (full, rest) = breakByCluster(word.start, word.contentEnd)
        lines += full
        open = (rest.start, rest.end, rest.width, spaces)
      }
    }
    if let line = open { lines.append(close(line)) }
    return lines
  }

  /// Splits clusters `[from, to)` into lines no wider than the limit (one
  /// cluster at least per line); returns the full lines and the last piece,
  /// which stays open for the words that follow.
  private func breakByCluster(_ from: Int, _ to: Int) -> ([BrokenLine], (start: Int, end: Int, width: Double)) {
    var full: [BrokenLine] = []
    var pieceStart = from
    var width = 0.0
    for i in from..<to {
      let a = paragraph.clusters[i].advance
      if i > pieceStart, !fits(width + a), paragraph.characterStarts[paragraph.clusters[i].start] {
        full.append(BrokenLine(start: offset(pieceStart), end: offset(i), width: width))
        pieceStart = i
        width = 0
      }
      width += a
    }
    return (full, (pieceStart, to, width))
  }

  private func close(_ line: (start: Int, end: Int, width: Double, spaces: Double)) -> BrokenLine {
    BrokenLine(start: offset(line.start), end: offset(line.end), width: line.width)
  }

  /// The UTF-8 offset where cluster `index` starts (the paragraph's end for
  /// the index past the last).
  private func offset(_ index: Int) -> Int {
    index < paragraph.clusters.count ? paragraph.clusters[index].start : paragraph.bytes.count
  }

  private func advance(_ from: Int, _ to: Int) -> Double {
    var sum = 0.0
    for i in from..<to { sum += paragraph.clusters[i].advance }
    return sum
  }

  /// Within the limit, with a tolerance for the sums' rounding.
  private func fits(_ width: Double) -> Bool {
    guard let limit else { return true }
    return width <= limit + 1e-7 * max(1, limit)
  }

  private func firstScalar(_ cluster: Cluster) -> Unicode.Scalar? {
    var iterator = paragraph.bytes[cluster.start..<cluster.end].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return nil
  }

  /// White space that allows a break (not the no-break spaces).
  private func isSpace(_ cluster: Cluster) -> Bool {
    guard let scalar = firstScalar(cluster) else { return false }
    return scalar.properties.isWhitespace && !LineBreaker.noBreak.contains(scalar.value)
  }

  /// No-break space, figure space, narrow no-break space, zero-width no-break space.
  private static let noBreak: Set<UInt32> = [0x00A0, 0x2007, 0x202F, 0xFEFF]

  private func isHyphen(_ cluster: Cluster) -> Bool {
    guard let scalar = firstScalar(cluster) else { return false }
    return scalar == "-" || scalar.value == 0x2010
  }
}
