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

  /// Every element below this one, depth first.
  func descendants(_ visit: (XMLNode) -> Void) {
    for c in children {
      visit(c)
      c.descendants(visit)
    }
  }

  /// Parses a document.
  ///
  /// - Throws: ``InterfaceBuilderError`` with the parser's line and column.
  static func parse(_ data: Data) throws(InterfaceBuilderError) -> XMLNode {
    let builder = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    let ok = parser.parse()
    guard ok, let root = builder.root else {
      throw InterfaceBuilderError(
        line: parser.lineNumber, column: parser.columnNumber,
        message: "not well-formed XML: \(parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element")")
    }
    return root
  }
}

/// Builds the tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var stack: [XMLNode] = []
  var root: XMLNode?

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    let node = XMLNode(name: elementName, attributes: attributes, line: parser.lineNumber, column: parser.columnNumber)
    if let parent = stack.last { parent.children.append(node) } else { root = node }
    stack.append(node)
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
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

/// Something in a file the importer does not understand and left out: the
/// layout goes on without it.
public struct InterfaceBuilderWarning: Sendable, CustomStringConvertible, Equatable {
  public var line: Int
  public var column: Int
  /// The element (`constraint`, `stackView`, …).
  public var element: String
  public var message: String
  public var description: String { "\(line):\(column): warning: <\(element)>: \(message)" }
}
