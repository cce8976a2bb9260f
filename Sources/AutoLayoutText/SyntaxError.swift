import AutoLayout

/// An error in constraint text, with where it is and what was expected.
///
/// Its ``description`` shows the line with a caret under the problem:
///
/// ```
/// error: unknown attribute 'centre'
///  --> equation:1:7
/// 1 | view1.centre == |.centerX
///   |       ^^^^^^ did you mean 'centerX'?
/// ```
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A stable identifier for the kind of error (for tests and tools).
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    public static let unexpectedCharacter = Code(rawValue: "unexpected-character")
    public static let expected = Code(rawValue: "expected")
    public static let unknownView = Code(rawValue: "unknown-view")
    public static let unknownMetric = Code(rawValue: "unknown-metric")
    public static let unknownAttribute = Code(rawValue: "unknown-attribute")
    public static let unknownName = Code(rawValue: "unknown-name")
    public static let unknownRelation = Code(rawValue: "unknown-relation")
    public static let unknownPriority = Code(rawValue: "unknown-priority")
    public static let invalidPriority = Code(rawValue: "invalid-priority")
    public static let notLinear = Code(rawValue: "not-linear")
    public static let invalidConstraint = Code(rawValue: "invalid-constraint")
    public static let noSuperview = Code(rawValue: "no-superview")
    public static let invalidOption = Code(rawValue: "invalid-option")
    public static let duplicateName = Code(rawValue: "duplicate-name")
    public static let reservedName = Code(rawValue: "reserved-name")
    public static let unknownDirective = Code(rawValue: "unknown-directive")
    public static let cycle = Code(rawValue: "cycle")
    public static let tooManyErrors = Code(rawValue: "too-many-errors")
  }

  public var code: Code
  /// What went wrong, lowercase, no final period.
  public var message: String
  /// The source's name (a file name, or `equation` / `format`).
  public var source: String
  /// 1-based line and column of the first character of the problem.
  public var line: Int
  public var column: Int
  /// How many characters the problem spans (at least 1).
  public var length: Int
  /// The text of the line, for rendering (on a line longer than 240
  /// characters, a window of it around the problem).
  public var lineText: String
  /// A hint: "did you mean 'x'?" or what to do.
  public var help: String?
  /// The column of ``lineText``'s first character: 1 unless it is a window
  /// of a long line.
  public var lineTextColumn: Int = 1

  /// The line as shown, and the column of the problem in it.
  var shown: (text: String, column: Int) {
    guard lineTextColumn > 1 else { return (lineText, column) }
    return ("…" + lineText + "…", column - lineTextColumn + 2)
  }

  /// The rustc-style rendering with the line and a caret.
  public var description: String {
    let number = String(line)
    let pad = String(repeating: " ", count: number.count)
    var text = "error: \(message)\n\(pad)--> \(source):\(line):\(column)\n"
    let (lineShown, at) = shown
    text += "\(number) | \(lineShown)\n"
    let caret = String(repeating: " ", count: max(0, at - 1)) + String(repeating: "^", count: max(1, length))
    text += "\(pad) | \(caret)"
    if let help { text += " \(help)" }
    return text
  }

  /// The rendering Apple's `constraints(withVisualFormat:)` uses:
  /// `Unable to parse constraint format: <message>`, the format, and a
  /// caret under the failing column.
  public var appleDescription: String {
    let sentence = message.prefix(1).uppercased() + message.dropFirst()
    let (lineShown, at) = shown
    return "Unable to parse constraint format: \(sentence)\n\(lineShown)\n"
      + String(repeating: " ", count: max(0, at - 1)) + "^"
  }
}

/// Every error found in a piece of text (a layout file reports them all).
public struct SyntaxErrors: Error, Sendable, CustomStringConvertible {
  /// The most errors reported for one text; after them, one more error
  /// (``SyntaxError/Code/tooManyErrors``) says that reading stopped.
  public static let limit = 100

  public var errors: [SyntaxError]

  /// The error that ends a list cut at ``limit``, placed after `last`.
  static func tooMany(after last: SyntaxError) -> SyntaxError {
    var e = last
    e.code = .tooManyErrors
    e.message = "too many errors (\(limit)); stopped reading here"
    e.help = "fix the errors above and read the text again"
    return e
  }
  public var description: String { errors.map(\.description).joined(separator: "\n\n") }
}
