import AutoLayout

/// A UIKit or AppKit "Unable to simultaneously satisfy constraints" log,
/// read into blocks of constraint descriptions.
///
/// ```swift
/// let log = try ConflictLog(text)
/// for block in log.blocks {
///   print(block.line, block.entries.count, block.broken?.address ?? "-", block.error?.description ?? "")
/// }
/// ```
///
/// Reading finds constraint lists wherever they are: after UIKit's or
/// AppKit's header or without it, with timestamps and process prefixes,
/// quoted by chat or an issue tracker (`> `, markdown fences), wrapped
/// over lines, as Objective-C's `( "<…>", … )`, Swift's `[<…>, …]` or one
/// description a line. A block that cannot be read is kept, with its
/// ``Block/error``; the other blocks are read as usual. Reading is linear
/// in the text.
public struct ConflictLog: Sendable {
  /// One "Unable to simultaneously satisfy constraints" message, or one
  /// list of constraints pasted without it.
  public struct Block: Sendable {
    /// The 1-based line of the block's first line.
    public var line: Int
    /// The constraints UIKit listed, in order.
    public var entries: [ConstraintDescription]
    /// The constraint UIKit said it would break, when the log shows it.
    public var broken: ConstraintDescription?
    /// Whether the system log redacted the constraints (`<private>`).
    public var redacted: Bool
    /// Whether the block starts with UIKit's or AppKit's header line.
    public var hasHeader: Bool = true
    /// The first text of the block that could not be read; such a block is
    /// reported, not explained.
    public var error: LogError?
  }

  /// Every block, in order.
  public var blocks: [Block]

  /// Every block that could not be read, as its error.
  public var errors: [LogError] { blocks.compactMap(\.error) }

  /// Reads a log.
  ///
  /// - Throws: ``LogError`` when the text holds neither a header nor a
  ///   constraint description. Text that cannot be read inside a block is
  ///   that block's ``Block/error`` instead.
  public init(_ text: String) throws(LogError) {
    var scanner = LogScanner(text)
    blocks = scanner.blocks()
    guard !blocks.isEmpty else {
      throw LogError(
        line: 1, column: 1, found: String(text.prefix(40)),
        expected:
          "an \"Unable to simultaneously satisfy constraints\" message or a list of constraint descriptions <NSLayoutConstraint:0x…>"
      )
    }
  }
}

/// Text a log reader could not read, with where it is.
public struct LogError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// What was found (cut to a readable length).
  public var found: String
  /// What was expected there.
  public var expected: String

  /// `LINE:COLUMN: expected …, found '…'`.
  public var description: String {
    "\(line):\(column): expected \(expected), found '\(found)'"
  }
}

extension Character {
  /// The character's byte when it is one ASCII byte, else nil. Cheap for
  /// every character: `==` between characters that are not ASCII compares
  /// them as Unicode (normalising both), which made the readers' loops
  /// slow on text full of other characters.
  var asciiByte: UInt8? {
    let bytes = utf8
    guard bytes.count == 1, let b = bytes.first, b < 0x80 else { return nil }
    return b
  }
}

extension Character {
  /// Whether this is `"\n"` (compared as a byte; see ``asciiByte``).
  var isLineFeed: Bool { asciiByte == UInt8(ascii: "\n") }
}
