/// A position in a statement of a ``SourceText``, with the small reading
/// steps both grammars share.
struct Cursor {
  let source: SourceText
  var index: Int
  let end: Int

  init(_ source: SourceText, _ range: Range<Int>) {
    self.source = source
    index = range.lowerBound
    end = range.upperBound
  }

  var isAtEnd: Bool { index >= end }
  func peek(_ ahead: Int = 0) -> Character? { index + ahead < end ? source.chars[index + ahead] : nil }

  mutating func skipSpaces() {
    while let c = peek(), c == " " || c == "\t" || c == "\r" { index += 1 }
  }

  @discardableResult
  mutating func eat(_ c: Character) -> Bool {
    guard peek() == c else { return false }
    index += 1
    return true
  }

  mutating func eat(_ s: String) -> Bool {
    let chars = Array(s)
    for (i, c) in chars.enumerated() where peek(i) != c { return false }
    index += chars.count
    return true
  }

  /// An ASCII letter or `_` (byte comparisons: `Character.isLetter` asks
  /// Unicode's tables, a third of a large file's parse).
  @inline(__always) static func isNameStart(_ c: Character) -> Bool {
    guard let a = c.asciiValue else { return false }
    return (a >= 0x61 && a <= 0x7A) || (a >= 0x41 && a <= 0x5A) || a == 0x5F
  }

  /// An ASCII digit.
  @inline(__always) static func isDigit(_ c: Character) -> Bool {
    guard let a = c.asciiValue else { return false }
    return a >= 0x30 && a <= 0x39
  }

  /// A C identifier: a letter or `_`, then letters, digits, `_`.
  mutating func identifier() -> (name: String, range: Range<Int>)? {
    guard let c = peek(), Self.isNameStart(c) else { return nil }
    let start = index
    while let d = peek(), Self.isNameStart(d) || Self.isDigit(d) { index += 1 }
    return (source.text(start..<index), start..<index)
  }

  /// An unsigned decimal number (`12`, `0.5`, `.5`, `1e3`).
  mutating func number() -> (value: Double, range: Range<Int>)? {
    let start = index
    var sawDigit = false
    while let c = peek(), Self.isDigit(c) {
      index += 1
      sawDigit = true
    }
    if peek() == ".", let d = peek(1), Self.isDigit(d) {
      index += 1
      while let c = peek(), Self.isDigit(c) {
        index += 1
        sawDigit = true
      }
    }
    guard sawDigit else {
      index = start
      return nil
    }
    if let e = peek(), e == "e" || e == "E" {
      var j = 1
      if let s = peek(1), s == "+" || s == "-" { j = 2 }
      if let d = peek(j), Self.isDigit(d) {
        index += j
        while let c = peek(), Self.isDigit(c) { index += 1 }
      }
    }
    guard let value = Double(source.text(start..<index)), value.isFinite else {
      index = start
      return nil
    }
    return (value, start..<index)
  }

  func error(
    _ code: SyntaxError.Code, _ message: String, at range: Range<Int>, help: String? = nil
  ) -> SyntaxError {
    let (line, column) = source.position(range.lowerBound)
    let (text, first) = source.lineWindow(line, around: range.lowerBound)
    return SyntaxError(
      code: code, message: message, source: source.name, line: line, column: column,
      length: max(1, min(range.count, 200)), lineText: text, help: help, lineTextColumn: first)
  }

  /// "expected X, found Y" at the current position.
  func expected(_ what: String, help: String? = nil) -> SyntaxError {
    let found = peek().map { "'\($0)'" } ?? "the end"
    return error(.expected, "expected \(what), found \(found)", at: index..<(index + 1), help: help)
  }
}
