import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML element with where it starts in the file, read with the
/// platform's `XMLParser` (FoundationXML on Linux).
final class XMLNode {
  let name: String
  let attributes: [String: String]
  var children: [XMLNode] = []
  let line: Int
  let column: Int

  init(name: String, attributes: [String: String], line: Int, column: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.column = column
  }

  subscript(_ key: String) -> String? { attributes[key] }

  /// The first child element with `name` (and `key`, when given).
  func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

  /// A number attribute.
  func double(_ key: String) -> Double? { attributes[key].flatMap(Double.init) }

  /// Every element below this one, depth first (a loop, not recursion).
  func descendants(_ visit: (XMLNode) -> Void) {
    var stack = Array(children.reversed())
    while let c = stack.popLast() {
      visit(c)
      stack.append(contentsOf: c.children.reversed())
    }
  }

  /// Frees the tree below with a loop: a deep tree released by recursive
  /// deinitialisers would exhaust the stack.
  deinit {
    var pending = children
    children = []
    while let node = pending.popLast() {
      // Take the node's children before it goes, so its own deinit finds
      // none to release.
      pending.append(contentsOf: node.children)
      node.children = []
    }
  }

  /// The deepest nesting of elements the reader accepts. Xcode's files
  /// nest about 25 deep (a view within a view adds 2); deeper input is
  /// refused with an error at the element that goes beyond.
  static let maximumDepth = 512
  /// The largest file the reader accepts, in bytes (Xcode's largest
  /// storyboards are a few megabytes).
  static let maximumSize = 32 * 1024 * 1024

  /// Parses a document.
  ///
  /// - Throws: ``InterfaceBuilderError`` with the parser's line and column.
  static func parse(_ data: Data) throws(InterfaceBuilderError) -> XMLNode {
    guard data.count <= maximumSize else {
      throw InterfaceBuilderError(
        line: 1, column: 1,
        message:
          "the file is \(data.count) bytes; the reader accepts files up to \(maximumSize) bytes (32 MB), refused unread"
      )
    }
    if let entity = firstEntityDeclaration(data) {
      throw InterfaceBuilderError(
        line: entity.line, column: entity.column,
        message:
          "expected no entity declarations, found '<!ENTITY': Interface Builder never writes them, so the reader expands none"
      )
    }
    // FoundationXML traps on names that are not UTF-8 (found by fuzzing);
    // Interface Builder writes UTF-8 only, so anything else is refused here.
    if let bad = firstInvalidUTF8(data) {
      throw InterfaceBuilderError(
        line: bad.line, column: bad.column,
        message: "expected UTF-8 text, found the byte 0x\(String(bad.byte, radix: 16, uppercase: true))")
    }
    if let pi = firstProcessingInstruction(data) {
      throw InterfaceBuilderError(
        line: pi.line, column: pi.column,
        message: "expected an element, found a processing instruction ('<?'): Interface Builder files have none")
    }
    let builder = TreeBuilder(bytes: [UInt8](data))
    let parser = XMLParser(data: data)
    parser.delegate = builder
    let ok = parser.parse()
    if let tooDeep = builder.tooDeep {
      throw InterfaceBuilderError(
        line: tooDeep.line, column: tooDeep.column,
        message:
          "expected elements nested at most \(maximumDepth) deep, found <\(tooDeep.name)> at depth \(maximumDepth + 1); refused"
      )
    }
    guard ok, let root = builder.root else {
      // The parser reports 0:0 before it has read a character (an empty
      // file); positions here are 1-based.
      throw InterfaceBuilderError(
        line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
        message: "not well-formed XML: \(parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element")")
    }
    // FoundationXML reports success for a file cut short (found by the
    // playground's tests): an element still open at the end is an error.
    if let open = builder.stack.last {
      let end = lastPosition(data)
      throw InterfaceBuilderError(
        line: end.line, column: end.column,
        message: "the file ends inside <\(open.name)> (opened at \(open.line):\(open.column)); expected </\(open.name)>"
      )
    }
    return root
  }

  /// The line and column just after the last character.
  static func lastPosition(_ data: Data) -> (line: Int, column: Int) {
    let bytes = [UInt8](data)
    return textPosition(bytes, at: bytes.count)
  }
}

/// The 1-based line and column (counted in characters) of the byte at
/// `offset` of UTF-8 text: what the reader's own checks report. A leading
/// byte-order mark takes no column.
func textPosition(_ bytes: [UInt8], at offset: Int) -> (line: Int, column: Int) {
  var line = 1, column = 1
  let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  for b in bytes[min(bom, offset)..<min(offset, bytes.count)] {
    if b == 0x0A {
      line += 1
      column = 1
    } else if b & 0xC0 != 0x80 {
      column += 1
    }
  }
  return (line, column)
}

/// Where the first byte that breaks UTF-8 is (Unicode's table 3-7 of
/// well-formed sequences), as a 1-based line and column counted in
/// characters, or nil when every byte is well-formed.
func firstInvalidUTF8(_ data: Data) -> (line: Int, column: Int, byte: UInt8)? {
  let bytes = [UInt8](data)
  func bad(_ sequence: Int, _ byte: UInt8) -> (line: Int, column: Int, byte: UInt8) {
    let p = textPosition(bytes, at: sequence)
    return (p.line, p.column, byte)
  }
  var i = 0
  while i < bytes.count {
    let b = bytes[i]
    var length = 0
    var low: UInt8 = 0x80, high: UInt8 = 0xBF  // the second byte's range
    switch b {
    case 0x00...0x7F: length = 1
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: return bad(i, b)
    }
    for k in 1..<length {
      guard i + k < bytes.count else { return bad(i, b) }
      let c = bytes[i + k]
      let (lo, hi) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
      guard c >= lo && c <= hi else { return bad(i, c) }
    }
    i += length
  }
  return nil
}

/// Where the first processing instruction (`<?…?>`) other than the XML
/// declaration at the very start is, outside comments. FoundationXML
/// crashes on one without data (`<?pi?>`, found by fuzzing), and Interface
/// Builder never writes any, so the reader refuses them all.
func firstProcessingInstruction(_ data: Data) -> (line: Int, column: Int)? {
  let bytes = [UInt8](data)
  let lt = UInt8(ascii: "<"), question = UInt8(ascii: "?")
  let declaration = Array("<?xml ".utf8)
  let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
  func matches(_ pattern: [UInt8], at i: Int) -> Bool {
    i + pattern.count <= bytes.count && bytes[i..<(i + pattern.count)].elementsEqual(pattern)
  }
  let start = matches([0xEF, 0xBB, 0xBF], at: 0) ? 3 : 0
  var i = start
  while i < bytes.count {
    if bytes[i] == lt && matches(commentOpen, at: i) {
      var j = i + commentOpen.count
      while j < bytes.count && !matches(commentClose, at: j) { j += 1 }
      i = j + commentClose.count
      continue
    }
    if bytes[i] == lt && i + 1 < bytes.count && bytes[i + 1] == question && !(i == start && matches(declaration, at: i))
    {
      return textPosition(bytes, at: i)
    }
    i += 1
  }
  return nil
}

/// Where the first entity declaration (`<!ENTITY`) is, outside comments:
/// Interface Builder never writes one, and expanding them is how a small
/// file becomes hundreds of megabytes (an entity-expansion bomb).
func firstEntityDeclaration(_ data: Data) -> (line: Int, column: Int)? {
  let bytes = [UInt8](data)
  let declaration = Array("<!ENTITY".utf8)
  let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
  func matches(_ pattern: [UInt8], at i: Int) -> Bool {
    i + pattern.count <= bytes.count && bytes[i..<(i + pattern.count)].elementsEqual(pattern)
  }
  var i = 0
  while i < bytes.count {
    if bytes[i] == UInt8(ascii: "<") {
      if matches(commentOpen, at: i) {
        var j = i + commentOpen.count
        while j < bytes.count && !matches(commentClose, at: j) { j += 1 }
        i = j + commentClose.count
        continue
      }
      if matches(declaration, at: i) { return textPosition(bytes, at: i) }
    }
    i += 1
  }
  return nil
}

/// Builds the tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var stack: [XMLNode] = []
  var root: XMLNode?
  let bytes: [UInt8]
  /// The byte offset at which each line starts.
  let lineStarts: [Int]

  init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
    lineStarts = starts
  }

  /// The last element start found: its byte offset, line and column.
  /// Elements arrive in file order, so a column is counted on from the
  /// previous element on the same line, not from the line's start (a file
  /// on one line would otherwise cost the square of its length).
  var last = (offset: 0, line: 1, column: 1)

  /// The parser reports where it is after reading a start tag; a finding
  /// should point at the tag's `<`. Looks back from the reported place
  /// (the column taken as bytes, clamped to the line) for the `<` and gives
  /// its line and column counted in characters.
  func elementStart(line: Int, column: Int) -> (line: Int, column: Int) {
    guard line >= 1, line <= lineStarts.count, !bytes.isEmpty else { return (max(1, line), max(1, column)) }
    let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    var i = min(lineStarts[line - 1] + max(0, column - 1), lineEnd, bytes.count - 1)
    while i > 0 && bytes[i] != UInt8(ascii: "<") { i -= 1 }
    var l = line
    while l > 1 && lineStarts[l - 1] > i { l -= 1 }
    let sameLine = last.line == l && last.offset <= i
    var c = sameLine ? last.column : 1
    for b in bytes[(sameLine ? last.offset : lineStarts[l - 1])..<i] where b & 0xC0 != 0x80 { c += 1 }
    last = (i, l, c)
    return (l, c)
  }

  /// The first element beyond ``XMLNode/maximumDepth``, if any: parsing
  /// stops there.
  var tooDeep: (name: String, line: Int, column: Int)?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    guard tooDeep == nil else { return }
    let at = elementStart(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
    if stack.count >= XMLNode.maximumDepth {
      tooDeep = (elementName, at.line, at.column)
      parser.abortParsing()
      return
    }
    let node = XMLNode(name: elementName, attributes: attributes, line: at.line, column: at.column)
    if let parent = stack.last { parent.children.append(node) } else { root = node }
    stack.append(node)
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    guard tooDeep == nil else { return }
    _ = stack.popLast()
  }
}

/// A file that cannot be read at all.
public struct InterfaceBuilderError: Error, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var message: String
  public var description: String { "\(line):\(column): \(message)" }
}

/// Something in a file the importer does not understand and left out, or
/// approximated: the layout goes on without it.
public struct InterfaceBuilderWarning: Sendable, CustomStringConvertible, Equatable {
  /// What kind of thing was skipped or approximated: a stable name tools
  /// can match on (`check --format json` carries it as `code`).
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The code's stable name (`unknown-item`, …).
    public var rawValue: String
    /// A code by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The name.
    public var description: String { rawValue }

    /// A `<constraint>` without an `id` (left out).
    public static let constraintWithoutID = Code(rawValue: "constraint-without-id")
    /// A constraint attribute the reader does not know (left out).
    public static let unknownAttribute = Code(rawValue: "unknown-attribute")
    /// A constraint item that is no view or guide of the root (left out).
    public static let unknownItem = Code(rawValue: "unknown-item")
    /// A multiplier that is not `0.5`, `16:9` or `2/3` (left out).
    public static let unreadableMultiplier = Code(rawValue: "unreadable-multiplier")
    /// A constraint the engine refuses (non-finite numbers, mixed axes…).
    public static let invalidConstraint = Code(rawValue: "invalid-constraint")
    /// A custom constraint class laid out as a plain constraint (approximated).
    public static let customConstraintClass = Code(rawValue: "custom-constraint-class")
    /// A layout guide other than the safe area and scroll guides (left out).
    public static let unsupportedLayoutGuide = Code(rawValue: "unsupported-layout-guide")
    /// A `<device>` id the reader has no screen for: roots keep their stored size.
    public static let unknownDevice = Code(rawValue: "unknown-device")
    /// A number beyond ±1,000,000 points (or not finite) clamped or dropped.
    public static let outOfRangeNumber = Code(rawValue: "out-of-range-number")
    /// A number attribute (`width="~375"`) that is not a number: read as
    /// if it were absent.
    public static let unreadableNumber = Code(rawValue: "unreadable-number")
    /// A view `id` used twice in a file: the later view is renamed, and
    /// constraints naming the id refer to the first.
    public static let duplicateID = Code(rawValue: "duplicate-id")

    /// Every code, for documentation and tests.
    public static let all: [Code] = [
      .constraintWithoutID, .unknownAttribute, .unknownItem, .unreadableMultiplier, .invalidConstraint,
      .customConstraintClass, .unsupportedLayoutGuide, .unknownDevice, .outOfRangeNumber, .unreadableNumber,
      .duplicateID,
    ]
  }

  public var line: Int
  public var column: Int
  /// The element (`constraint`, `stackView`, …).
  public var element: String
  public var message: String
  /// The stable code of the warning.
  public var code: Code
  public var description: String { "\(line):\(column): warning: [\(code)] <\(element)>: \(message)" }

  /// A warning at a line and column (1-based), on an element.
  public init(line: Int, column: Int, element: String, message: String, code: Code) {
    self.line = line
    self.column = column
    self.element = element
    self.message = message
    self.code = code
  }
}
