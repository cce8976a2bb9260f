import AutoLayout

/// Walks the characters of a log once, from left to right, and groups what
/// it finds (headers, list brackets, descriptions, the "breaking" line,
/// `<private>`) into blocks.
struct LogScanner {
  var chars: [Character]
  var i = 0
  /// The start of every line, for positions.
  let lines: LineIndex

  /// The longest description read (UIKit cuts label text short; anything
  /// longer is not a description that ends).
  static let longestDescription = 4096

  init(_ text: String) {
    // CRLF and a byte-order mark read like LF and nothing.
    var t = text.replacingAll("\r\n", with: "\n")
    if t.first == "\u{FEFF}" { t.removeFirst() }
    chars = Array(t)
    lines = LineIndex(chars)
    Self.blankPresentation(&chars)
  }

  /// Replaces what chat and issue trackers add with spaces, keeping every
  /// position: blockquote markers (`> `, `>> `) at the start of a line and
  /// markdown fence lines (```` ``` ````, `~~~`); and typographic quotes
  /// read as plain ones.
  static func blankPresentation(_ chars: inout [Character]) {
    // Chat apps turn quotes into typographic ones.
    for k in chars.indices where chars[k].asciiByte == nil {
      switch chars[k] {
      case "\u{2018}", "\u{2019}": chars[k] = "'"
      case "\u{201C}", "\u{201D}": chars[k] = "\""
      default: break
      }
    }
    var k = 0
    while k < chars.count {
      // k is a line start.
      var j = k
      while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
      if j + 2 < chars.count, chars[j] == "`" || chars[j] == "~", chars[j + 1] == chars[j], chars[j + 2] == chars[j] {
        while j < chars.count, !chars[j].isLineFeed {
          chars[j] = " "
          j += 1
        }
      }
      while j < chars.count, chars[j] == ">" {
        let next: Character = j + 1 < chars.count ? chars[j + 1] : "\n"
        guard next == " " || next == "\n" || next == ">" || next == "\t" else { break }
        chars[j] = " "
        j += 1
        while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
      }
      while j < chars.count, !chars[j].isLineFeed { j += 1 }
      k = j + 1
    }
  }

  func position(_ k: Int) -> (line: Int, column: Int) { lines.position(k) }

  func error(at k: Int, expected: String) -> LogError {
    let (line, column) = position(k)
    var end = k
    while end < chars.count && chars[end] != "\n" && end - k < 40 { end += 1 }
    return LogError(line: line, column: column, found: String(chars[k..<end]), expected: expected)
  }

  func matches(_ s: String, at k: Int) -> Bool {
    var j = k
    for c in s {
      guard j < chars.count, chars[j] == c else { return false }
      j += 1
    }
    return true
  }

  static let headers = [
    "Unable to simultaneously satisfy constraints", "Conflicting constraints detected",
  ]
  static let breaking = "Will attempt to recover by breaking"

  /// The end of a header starting at `k`, if one does.
  func header(at k: Int) -> Int? {
    guard chars[k] == "U" || chars[k] == "C" else { return nil }
    for h in Self.headers where matches(h, at: k) {
      var end = k + h.count
      if end < chars.count && (chars[end] == "." || chars[end] == ":") { end += 1 }
      return end
    }
    return nil
  }

  /// Whether the bracket at `k` opens a list: what follows it (spaces,
  /// line breaks and quotes aside) is a description or the list's end.
  func opensList(at k: Int) -> Bool {
    let close: Character = chars[k] == "(" ? ")" : "]"
    var j = k + 1
    while j < chars.count, chars[j] == " " || chars[j] == "\t" || chars[j] == "\n" || chars[j] == "\"" { j += 1 }
    guard j < chars.count else { return false }
    if chars[j] == close { return j > k + 1 }
    return Self.startsDescription(chars, at: j)
  }

  /// Whether only blanks follow `k` on its line.
  func endsLine(at k: Int) -> Bool {
    var j = k + 1
    while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
    return j == chars.count || chars[j] == "\n"
  }

  /// Whether `<CLASS…Constraint:0x` starts at `k` (`<<` for early SnapKit).
  static func startsDescription(_ chars: [Character], at k: Int) -> Bool {
    guard k < chars.count, chars[k] == "<" else { return false }
    var j = k + 1
    if j < chars.count, chars[j] == "<" { j += 1 }
    let start = j
    while j < chars.count, j - start < 200,
      chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "."
    {
      j += 1
    }
    guard j - start >= 10, j + 2 < chars.count, chars[j] == ":", chars[j + 1] == "0", chars[j + 2] == "x" else {
      return false
    }
    return String(chars[start..<j]).hasSuffix("Constraint")
  }

  mutating func blocks() -> [ConflictLog.Block] {
    var state = BlockState()
    while i < chars.count {
      step(&state)
    }
    state.finish()
    return state.out
  }

  /// Reads one thing at `i` and moves past it.
  mutating func step(_ s: inout BlockState) {
    let c = chars[i]
    // Outside a list only ASCII starts anything (a header, "Will attempt",
    // a description, a bracket).
    if !s.listOpen && c.asciiByte == nil {
      i += 1
      return
    }
    if let end = header(at: i) {
      s.finish()
      s.start(line: position(i).line, header: true)
      i = end
      // "Conflicting constraints detected: (" opens its list at once.
      return
    }
    if c == "W", matches(Self.breaking, at: i) {
      s.ensure(line: position(i).line)
      i += Self.breaking.count
      if matches(" constraint", at: i) { i += " constraint".count }
      s.listOpen = false
      s.listDone = true
      s.afterBreaking = true
      return
    }
    if c == "<", matches("<private>", at: i) {
      s.ensure(line: position(i).line)
      s.current?.redacted = true
      if s.afterBreaking {
        s.afterBreaking = false
        s.brokenRead = true
      }
      i += "<private>".count
      return
    }
    if c == "<", Self.startsDescription(chars, at: i) {
      readDescription(&s)
      return
    }
    if c == "(" || c == "[", !s.listOpen, opensList(at: i) || s.awaitsList && endsLine(at: i) {
      if s.current == nil || s.listDone || s.brokenRead || !(s.current?.entries.isEmpty ?? true) {
        s.finish()
        s.start(line: position(i).line, header: false)
      }
      s.listOpen = true
      s.closer = c == "(" ? ")" : "]"
      i += 1
      return
    }
    if s.listOpen {
      readInsideList(&s)
      return
    }
    i += 1
  }

  /// Inside a list: quotes, commas, spaces and the closing bracket; any
  /// other text is the block's error, and reading goes on after its line.
  mutating func readInsideList(_ s: inout BlockState) {
    let c = chars[i]
    if c == s.closer {
      s.listOpen = false
      s.listDone = true
      i += 1
      return
    }
    if c == " " || c == "\t" || c == "\n" || c == "\"" || c == "," || c == "\\" {
      i += 1
      return
    }
    // A console prefix repeated on each line (a date, a process id) before
    // a description or the closing bracket.
    var j = i
    while j < chars.count,
      chars[j].asciiByte == nil
        || (!chars[j].isLineFeed && chars[j] != s.closer && !Self.startsDescription(chars, at: j))
    {
      j += 1
    }
    if j < chars.count, !chars[j].isLineFeed, Self.isConsolePrefix(chars[i..<j]) {
      i = j
      return
    }
    s.fail(error(at: i, expected: "a constraint description <…> or '\(s.closer)'"))
    while i < chars.count, !chars[i].isLineFeed { i += 1 }
  }

  /// A timestamp or a process name with its id (`2024-01-02 10:00:00.1
  /// App[12:34] `, `<Notice>: `): digits, and a colon or a bracket.
  static func isConsolePrefix(_ text: ArraySlice<Character>) -> Bool {
    text.count <= 160 && text.contains { $0.isNumber } && (text.contains(":") || text.contains("]"))
      && !text.contains("<")
  }

  /// A description at `i`: read it (wrapped over lines if need be) into the
  /// current block, as an entry or as the constraint UIKit broke.
  mutating func readDescription(_ s: inout BlockState) {
    let (line, column) = position(i)
    guard let end = ConstraintDescription.end(of: chars, from: i, limit: Self.longestDescription) else {
      s.ensure(line: line)
      s.fail(error(at: i, expected: "a constraint description closed by '>'"))
      // Past the description's start, to the end of its line.
      while i < chars.count, !chars[i].isLineFeed { i += 1 }
      return
    }
    let raw = chars[i..<end]
    i = end
    if s.afterBreaking, i < chars.count, chars[i] == "." { i += 1 }
    let parsed = Self.parse(raw, line: line, column: column)
    if s.afterBreaking {
      s.ensure(line: line)
      s.afterBreaking = false
      s.brokenRead = true
      switch parsed {
      case .success(let d): s.current?.broken = d
      case .failure(let e): s.fail(e)
      }
      return
    }
    if s.current == nil || s.brokenRead || (s.listDone && !s.listOpen) {
      s.finish()
      s.start(line: line, header: false)
    }
    switch parsed {
    case .success(let d): s.current?.entries.append(d)
    case .failure(let e): s.fail(e)
    }
  }

  /// Parses a description's text; one wrapped over lines is read with each
  /// line break (and the indentation after it) read as a space, then, if
  /// that fails, as nothing (a break inside a word).
  static func parse(_ raw: ArraySlice<Character>, line: Int, column: Int) -> Result<ConstraintDescription, LogError> {
    var first: LogError?
    var variants = raw.contains("\n") ? [" ", ""] : [" "]
    if raw.contains("\\") { variants.append("unescape") }
    for joiner in variants {
      let text =
        joiner == "unescape"
        ? unescape(unwrap(raw, joiner: " "))
        : joiner == " " && !raw.contains("\n") ? String(raw) : unwrap(raw, joiner: joiner)
      do {
        var d = try ConstraintDescription(text)
        d.line = line
        return .success(d)
      } catch let e {
        // Errors inside a description are relative to its start.
        if first == nil {
          first = LogError(
            line: line + e.line - 1, column: e.line == 1 ? column + e.column - 1 : e.column, found: e.found,
            expected: e.expected)
        }
      }
    }
    return .failure(first ?? LogError(line: line, column: column, found: "", expected: "a constraint description"))
  }

  /// The text without markdown's escapes (`\\<`, `\\_`, `\\|`, …); an
  /// escaped `n` (a line break in a label's text) stays.
  static func unescape(_ text: String) -> String {
    var out = ""
    var escaped = false
    for c in text {
      if escaped {
        if !"<>_*[]|()#`-".contains(c) { out.append("\\") }
        out.append(c)
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else {
        out.append(c)
      }
    }
    if escaped { out.append("\\") }
    return out
  }

  /// The text with every line break and the blanks after it replaced.
  static func unwrap(_ raw: ArraySlice<Character>, joiner: String) -> String {
    var out = ""
    var k = raw.startIndex
    while k < raw.endIndex {
      if raw[k] == "\n" {
        // Trailing blanks before the break go too.
        while let last = out.last, last == " " || last == "\t" { out.removeLast() }
        k += 1
        while k < raw.endIndex, raw[k] == " " || raw[k] == "\t" { k += 1 }
        out += joiner
        continue
      }
      out.append(raw[k])
      k += 1
    }
    return out
  }
}

/// What the scanner knows about the block it is in.
struct BlockState {
  var out: [ConflictLog.Block] = []
  var current: ConflictLog.Block?
  var listOpen = false
  var listDone = false
  var afterBreaking = false
  var brokenRead = false
  var closer: Character = ")"

  /// A header was read and its list has not started: a bracket ending its
  /// line opens it, whatever follows.
  var awaitsList: Bool {
    guard let current else { return false }
    return current.hasHeader && current.entries.isEmpty && !listOpen && !listDone && !brokenRead
  }

  mutating func start(line: Int, header: Bool) {
    current = ConflictLog.Block(line: line, entries: [], broken: nil, redacted: false, hasHeader: header, error: nil)
    listOpen = false
    listDone = false
    afterBreaking = false
    brokenRead = false
  }

  /// Starts a block without a header when there is none.
  mutating func ensure(line: Int) {
    if current == nil || (brokenRead && !afterBreaking) { finish(); start(line: line, header: false) }
  }

  mutating func fail(_ e: LogError) {
    if current?.error == nil { current?.error = e }
  }

  mutating func finish() {
    if let b = current { out.append(b) }
    current = nil
  }
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard contains(target) else { return self }
    var out = ""
    var rest = Substring(self)
    while let r = rest.range(of: target) {
      out += rest[..<r.lowerBound]
      out += replacement
      rest = rest[r.upperBound...]
    }
    return out + rest
  }
}

extension Substring {
  func range(of target: String) -> Range<Substring.Index>? {
    guard let first = target.first else { return nil }
    var i = startIndex
    while i < endIndex {
      if self[i] == first && self[i...].hasPrefix(target) {
        return i..<index(i, offsetBy: target.count)
      }
      i = index(after: i)
    }
    return nil
  }
}
