import AutoLayout

/// A UIKit or AppKit "Unable to simultaneously satisfy constraints" log,
/// read into blocks of constraint descriptions.
///
/// ```swift
/// let log = try ConflictLog(text)
/// for block in log.blocks {
///   print(block.line, block.entries.count, block.broken?.address ?? "-")
/// }
/// ```
///
/// Reading is tolerant of what surrounds a block — timestamps and process
/// prefixes, other console lines before and after, several blocks in one
/// paste, a list on one line, a log cut short — and strict inside it: text
/// that is neither UIKit's advice nor a constraint is an error with its line
/// and column.
public struct ConflictLog: Sendable {
  /// One "Unable to simultaneously satisfy constraints" message.
  public struct Block: Sendable {
    /// The 1-based line of the block's first line.
    public var line: Int
    /// The constraints UIKit listed, in order.
    public var entries: [ConstraintDescription]
    /// The constraint UIKit said it would break, when the log shows it.
    public var broken: ConstraintDescription?
    /// Whether the system log redacted the constraints (`<private>`).
    public var redacted: Bool
  }

  /// Every block, in order.
  public var blocks: [Block]

  /// Reads a log.
  ///
  /// - Throws: ``LogError`` for text inside a block that cannot be read,
  ///   or a log with no block at all.
  public init(_ text: String) throws(LogError) {
    var scanner = LogScanner(text)
    blocks = try scanner.blocks()
    guard !blocks.isEmpty else {
      throw LogError(
        line: 1, column: 1, found: String(text.prefix(40)),
        expected: "an \"Unable to simultaneously satisfy constraints\" message")
    }
  }
}

/// Text a log reader could not read, with where it is.
public struct LogError: Error, Sendable, CustomStringConvertible, Equatable {
  public var line: Int
  public var column: Int
  /// What was found (cut to a readable length).
  public var found: String
  /// What was expected there.
  public var expected: String

  public var description: String {
    "\(line):\(column): expected \(expected), found '\(found)'"
  }
}

/// Walks the characters of a log.
struct LogScanner {
  let chars: [Character]
  var i = 0
  /// The start of every line, for positions.
  let lines: LineIndex

  init(_ text: String) {
    // CRLF and a byte-order mark read like LF and nothing.
    var t = text.replacingAll("\r\n", with: "\n")
    if t.first == "\u{FEFF}" { t.removeFirst() }
    chars = Array(t)
    lines = LineIndex(chars)
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

  /// The index of the next occurrence of `s` at or after `k`.
  func find(_ s: String, from k: Int) -> Int? {
    guard let first = s.first else { return nil }
    var j = k
    while j < chars.count {
      if chars[j] == first && matches(s, at: j) { return j }
      j += 1
    }
    return nil
  }

  static let headers = [
    "Unable to simultaneously satisfy constraints", "Conflicting constraints detected",
  ]

  /// Advice and trailer sentences UIKit and AppKit print around the list.
  static let phrases = [
    "Probably at least one of the constraints in the following list is one you don't want.",
    "Try this:",
    "(1) look at each constraint and try to figure out which you don't expect;",
    "(2) find the code that added the unwanted constraint or constraints and fix it.",
    "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)",
    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
    "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
    "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.",
    "Break on objc_exception_throw to catch this in the debugger.",
    "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.",
    "And/or, set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger.",
  ]
  static let breaking = "Will attempt to recover by breaking"

  /// The position of the next block header at or after `k`.
  func nextHeader(from k: Int) -> (start: Int, end: Int)? {
    var best: (Int, Int)?
    for h in Self.headers {
      if let p = find(h, from: k), best == nil || p < best!.0 {
        var end = p + h.count
        if end < chars.count && (chars[end] == "." || chars[end] == ":") { end += 1 }
        if matches(" (", at: end) && h.hasPrefix("Conflicting") { end += 1 }
        best = (p, end)
      }
    }
    return best
  }

  mutating func skipSpace() {
    while i < chars.count && (chars[i] == " " || chars[i] == "\t" || chars[i] == "\n") { i += 1 }
  }

  mutating func blocks() throws(LogError) -> [ConflictLog.Block] {
    var out: [ConflictLog.Block] = []
    var from = 0
    while let header = nextHeader(from: from) {
      i = header.end
      var block = ConflictLog.Block(line: position(header.start).line, entries: [], broken: nil, redacted: false)
      try readBlock(&block)
      out.append(block)
      from = max(i, header.end)
    }
    return out
  }

  /// Reads the body of a block: advice, the list, the broken constraint and
  /// the trailer, stopping at the first text that belongs to none of them
  /// once the list is over (what follows a block is not the reader's).
  mutating func readBlock(_ block: inout ConflictLog.Block) throws(LogError) {
    var listOpen = false, listDone = false, afterBreaking = false
    while true {
      skipSpace()
      guard i < chars.count else { return }
      if let h = nextHeader(from: i), h.start == i { return }
      if let p = Self.phrases.first(where: { matches($0, at: i) }) {
        i += p.count
        continue
      }
      if matches(Self.breaking, at: i) {
        i += Self.breaking.count
        if matches(" constraint", at: i) { i += " constraint".count }
        afterBreaking = true
        listDone = true
        continue
      }
      if matches("<private>", at: i) {
        i += "<private>".count
        block.redacted = true
        continue
      }
      if chars[i] == "<", let end = ConstraintDescription.end(of: chars, from: i) {
        let text = String(chars[i..<end])
        let (line, column) = position(i)
        let d: ConstraintDescription
        do {
          d = try ConstraintDescription(text)
        } catch let e {
          // Errors inside a description are relative to its start.
          throw LogError(
            line: line, column: e.line == 1 ? column + e.column - 1 : e.column, found: e.found, expected: e.expected)
        }
        var placed = d
        placed.line = line
        if afterBreaking {
          block.broken = placed
          i = end
          if i < chars.count && chars[i] == "." { i += 1 }
          afterBreaking = false
        } else {
          block.entries.append(placed)
          i = end
        }
        continue
      }
      let c = chars[i]
      if c == "(" && !listOpen && !listDone {
        listOpen = true
        i += 1
        continue
      }
      if c == ")" && listOpen {
        listOpen = false
        listDone = true
        i += 1
        if i < chars.count && chars[i] == "." { i += 1 }
        continue
      }
      if listOpen && (c == "\"" || c == ",") {
        i += 1
        continue
      }
      if listDone || block.broken != nil { return }
      throw error(
        at: i, expected: listOpen ? "a constraint description <…> or ')'" : "UIKit's advice, '(' or a constraint")
    }
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
