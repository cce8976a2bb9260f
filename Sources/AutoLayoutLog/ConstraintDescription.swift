import AutoLayout

/// One constraint as UIKit prints it in a conflict log:
///
///     <CLASS:0xADDR[@FILE#LINE] ['IDENTIFIER'] [h=… v=…] BODY [(LTR)]   (FLAGS)>
///
/// The body is an equation (`A.top == B.bottom + 8`, `A.height == 200`,
/// `A.width == 0.5*B.width`) or a visual-format fragment (`H:|-(20)-[A]`,
/// `V:[A]-(8)-[B]`, `V:[A(44)]`, `V:[spanner(0@51)]`); items are printed as
/// `Class:0xADDR` with an optional `'text'`, or by their accessibility
/// identifier.
public struct ConstraintDescription: Sendable, Equatable {
  /// One side's item as printed.
  public struct Item: Sendable, Hashable {
    /// The class (`UILabel`, `Module.MyView`), or nil for an item printed by
    /// its accessibility identifier.
    public var className: String?
    /// `0x…`, when printed (or given by the names clause).
    public var address: String?
    /// The text after the address (`'Show More'`), or the identifier.
    public var text: String?

    /// The key that identifies the item across a log: its address, else
    /// its identifier.
    public var key: String { address ?? text ?? className ?? "?" }

    /// How the log prints it.
    public var printed: String {
      var s = className.map { "\($0):\(address ?? "")" } ?? ""
      if let text { s += className == nil ? text : "'\(text)'" }
      return s
    }
  }

  /// One side of an equation: item and attribute.
  public struct Side: Sendable, Equatable {
    public var item: Item
    public var attribute: LayoutAttribute
  }

  /// The constraint's class (`NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …).
  public var className: String
  /// Its address, the key of a constraint in a log.
  public var address: String
  /// `File.swift#42` for constraints made by SnapKit.
  public var source: String?
  /// The constraint's identifier (`'UISV-spacing'`).
  public var identifier: String?
  /// `h=--& v=--&` for autoresizing constraints.
  public var autoresizingMask: String?
  /// Whether it was printed `(active)`; nil when the flag is absent.
  public var isActive: Bool?
  public var first: Side
  public var relation: LayoutRelation
  public var second: Side?
  public var multiplier: Double
  public var constant: Double
  public var priority: Float
  /// The superview the names clause gives (`'|':UIView:0x…`), if any: what
  /// a position with no second item is measured from.
  public var superview: Item?
  /// The 1-based line of the log where the description starts.
  public var line: Int = 0
  /// The text as printed, for messages.
  public var text: String

  /// How the log names it: its address, or its identifier where it has no
  /// address.
  public var name: String { address.isEmpty ? (identifier ?? text) : address }

  /// Whether UIKit made it for its own purposes (a stack view, a cell's or
  /// root view's imposed size, an autoresizing mask, a layout guide, …)
  /// rather than the app.
  public var isSystem: Bool {
    if autoresizingMask != nil { return true }
    if className != "NSLayoutConstraint" && !className.hasSuffix("LayoutConstraint") { return true }
    if className.hasPrefix("NS") && className != "NSLayoutConstraint" { return true }
    guard let id = identifier else { return false }
    return id.hasPrefix("UI") || id.hasPrefix("_UI") || id.hasPrefix("NS") || id.hasPrefix("IB ")
      || id == "fittingSizeHTarget"
  }

  /// The index one past the description starting at `start` (a `<`), or
  /// nil when there is no description there. Nested `<…>` (early SnapKit
  /// items) and the relations `<=` and `>=` are not ends; text in quotes is
  /// skipped. Only `limit` characters are looked at.
  static func end(of chars: [Character], from start: Int, limit: Int = 4096) -> Int? {
    guard start + 1 < chars.count, chars[start] == "<" else { return nil }
    // A description starts with a class name ending in "Constraint" and an address.
    var k = start + 1
    if chars[k] == "<" { k += 1 }
    let nameStart = k
    while k < chars.count && (chars[k].isLetter || chars[k].isNumber || chars[k] == "_" || chars[k] == ".") { k += 1 }
    let name = String(chars[nameStart..<k])
    guard name.hasSuffix("Constraint"), k + 2 < chars.count, chars[k] == ":", chars[k + 1] == "0", chars[k + 2] == "x"
    else { return nil }
    var depth = 0
    var j = start
    var inQuote = false
    while j < chars.count && j - start < limit {
      let c = chars[j]
      // Only ASCII punctuation matters here.
      guard c.asciiByte != nil else {
        j += 1
        continue
      }
      if inQuote {
        // A quote ends text when what follows cannot be more text.
        if c == "'" {
          let next = j + 1 < chars.count ? chars[j + 1] : " "
          if next == "." || next == "]" || next == "(" || next == " " || next == ")" || next == ">" || next == "\n"
            || next == ":"
            || next == "\t" || next == ","
          {
            inQuote = false
          }
        }
        j += 1
        continue
      }
      if c == "'" {
        inQuote = true
      } else if c == "<" {
        let next = j + 1 < chars.count ? chars[j + 1] : " "
        if next != "=" && next != " " { depth += 1 }
      } else if c == ">" {
        let next = j + 1 < chars.count ? chars[j + 1] : " "
        if next != "=" {
          depth -= 1
          if depth == 0 { return j + 1 }
        }
      } else if c == "\n" && j + 1 < chars.count && chars[j + 1] == "\"" && depth > 0 {
        // The next list entry starts: this one was never closed.
        return nil
      }
      j += 1
    }
    return nil
  }

  /// Parses one description, `<` to `>` included.
  ///
  /// - Throws: ``LogError`` with the line and column (relative to the
  ///   description) of what could not be read.
  public init(_ text: String) throws(LogError) {
    var p = DescriptionParser(text)
    self = try p.parse()
  }

  init(
    className: String, address: String, source: String?, identifier: String?, autoresizingMask: String?,
    isActive: Bool?, first: Side, relation: LayoutRelation, second: Side?, multiplier: Double, constant: Double,
    priority: Float, text: String
  ) {
    self.className = className
    self.address = address
    self.source = source
    self.identifier = identifier
    self.autoresizingMask = autoresizingMask
    self.isActive = isActive
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.text = text
  }
}
