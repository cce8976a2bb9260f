/// Where lines start in a text, to turn an offset into a 1-based line and
/// column: shared by the text front end and the log reader.
package struct LineIndex: Sendable {
  package let starts: [Int]

  /// The line starts of `chars` (a line ends at `"\n"`).
  package init(_ chars: [Character]) {
    var starts = [0]
    for (i, c) in chars.enumerated() where c == "\n" { starts.append(i + 1) }
    self.starts = starts
  }

  /// The 1-based line and column of an offset. O(log lines).
  package func position(_ offset: Int) -> (line: Int, column: Int) {
    var lo = 0, hi = starts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return (lo + 1, offset - starts[lo] + 1)
  }
}
