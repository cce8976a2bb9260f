import AutoLayout

/// Reads one constraint description (see ``ConstraintDescription``).
struct DescriptionParser {
  typealias Item = ConstraintDescription.Item
  typealias Side = ConstraintDescription.Side

  let chars: [Character]
  var i = 0
  let text: String
  /// Where this text starts in the description, for error columns.
  var base = 0

  init(_ text: String) {
    self.text = text
    chars = Array(text)
  }

  func error(expected: String) -> LogError {
    var line = 1, column = 1
    for c in chars[0..<min(i, chars.count)] {
      if c == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    let end = min(chars.count, i + 30)
    return LogError(
      line: line, column: column + (line == 1 ? base : 0), found: String(chars[min(i, chars.count)..<end]),
      expected: expected)
  }

  var peek: Character? { i < chars.count ? chars[i] : nil }

  func matches(_ s: String) -> Bool {
    var j = i
    for c in s {
      guard j < chars.count, chars[j] == c else { return false }
      j += 1
    }
    return true
  }

  /// Whether `s` is at `k`, ending at or before `end`.
  func matches(_ s: String, at k: Int, before end: Int) -> Bool {
    var j = k
    for c in s {
      guard j < end, chars[j] == c else { return false }
      j += 1
    }
    return true
  }

  mutating func eat(_ s: String) -> Bool {
    guard matches(s) else { return false }
    i += s.count
    return true
  }

  mutating func expect(_ s: String) throws(LogError) {
    guard eat(s) else { throw error(expected: "'\(s)'") }
  }

  mutating func skipSpaces() {
    while let c = peek, c == " " || c == "\t" || c == "\n" { i += 1 }
  }

  static func isNameCharacter(_ c: Character) -> Bool {
    c.isLetter || c.isNumber || c == "_" || c == "." || c == "$" || c == "-"
  }

  mutating func hex() throws(LogError) -> String {
    guard eat("0x") else { throw error(expected: "an address 0x…") }
    let start = i
    while let c = peek, c.isHexDigit { i += 1 }
    guard i > start else { throw error(expected: "hexadecimal digits") }
    return "0x" + String(chars[start..<i])
  }

  /// Text in single quotes, ending at a quote that nothing can follow.
  mutating func quoted() throws(LogError) -> String {
    try expect("'")
    let start = i
    while i < chars.count {
      if chars[i] == "'" {
        let next: Character = i + 1 < chars.count ? chars[i + 1] : " "
        if " .]()>\n\t,:".contains(next) {
          let s = String(chars[start..<i])
          i += 1
          return s
        }
      }
      i += 1
    }
    throw error(expected: "a closing quote")
  }

  mutating func number() throws(LogError) -> Double {
    var negative = false
    if eat("-") {
      negative = true
      skipSpaces()
    } else if eat("+") {
      skipSpaces()
    }
    let start = i
    while let c = peek, c.isNumber || c == "." || c == "e" || (c == "-" && i > start && chars[i - 1] == "e") { i += 1 }
    guard i > start, let v = Double(String(chars[start..<i])) else { throw error(expected: "a number") }
    return negative ? -v : v
  }

  // MARK: The description

  mutating func parse() throws(LogError) -> ConstraintDescription {
    try expect("<")
    let early = eat("<")
    let classStart = i
    while let c = peek, Self.isNameCharacter(c) { i += 1 }
    let className = String(chars[classStart..<i])
    guard !className.isEmpty else { throw error(expected: "a constraint class") }
    try expect(":")
    let address = try hex()
    var source: String?
    if eat("@") {
      let start = i
      while let c = peek, c != " " && c != ">" { i += 1 }
      source = String(chars[start..<i])
    }
    if early { try expect(">") }
    skipSpaces()
    var identifier: String?
    if peek == "'" { identifier = try quoted() }
    skipSpaces()
    var mask: String?
    if matches("h=") {
      let start = i
      i += 2
      while let c = peek, c == "-" || c == "&" { i += 1 }
      skipSpaces()
      try expect("v=")
      while let c = peek, c == "-" || c == "&" { i += 1 }
      mask = String(chars[start..<i])
      skipSpaces()
    }
    // The body runs to the flags ("   (active…)", "   (Names: …)") or the end.
    guard let close = chars.lastIndex(of: ">") else { throw error(expected: "'>'") }
    var bodyEnd = close
    var names: [String: Item] = [:]
    var isActive: Bool?
    if let flags = flagsStart(before: close) {
      bodyEnd = flags
      (isActive, names) = try parseFlags(flags, close)
    }
    // A quote left open can run past the flags: there is no body then.
    guard bodyEnd >= i else { throw error(expected: "the constraint's body before its flags") }
    var body = DescriptionParser(String(chars[i..<bodyEnd]).trimmingTrailingSpaces())
    body.names = names
    body.base = i
    var d = try body.body(
      className: className, address: address, source: source, identifier: identifier, mask: mask, text: text)
    d.isActive = isActive
    d.superview = names["'|'"]
    return d
  }

  var names: [String: Item] = [:]

  /// Where `   (active`, `   (inactive` or `   (Names:` starts, if anywhere.
  func flagsStart(before close: Int) -> Int? {
    var k = close - 1
    while k > 2 {
      if chars[k] == "(" && chars[k - 1] == " " {
        // Compared in place: a copy of the rest at every " (" made a long
        // description quadratic.
        if ["active", "inactive", "Names:"].contains(where: { matches($0, at: k + 1, before: close) }) {
          var s = k
          while s > 0 && chars[s - 1] == " " { s -= 1 }
          return s
        }
      }
      k -= 1
    }
    return nil
  }

  /// `(active, names: '|':UIView:0x…, lockIcon:0x… )`
  func parseFlags(_ start: Int, _ close: Int) throws(LogError) -> (Bool?, [String: Item]) {
    var p = DescriptionParser(String(chars[start..<close]))
    p.skipSpaces()
    try p.expect("(")
    var active: Bool?
    if p.eat("active") {
      active = true
    } else if p.eat("inactive") {
      active = false
    }
    var names: [String: Item] = [:]
    _ = p.eat(",")
    p.skipSpaces()
    if p.eat("names:") || p.eat("Names:") {
      while true {
        p.skipSpaces()
        if p.peek == ")" || p.peek == nil { break }
        // NAME:ITEM where NAME is '|' or an identifier.
        var key: String
        if p.peek == "'" {
          key = try p.quoted()
        } else {
          let s = p.i
          while let c = p.peek, c != ":" { p.i += 1 }
          key = String(p.chars[s..<p.i])
        }
        try p.expect(":")
        let item: Item
        if p.matches("0x") {
          // An item printed by its identifier: the clause gives its address.
          item = Item(className: nil, address: try p.hex(), text: key)
        } else {
          item = try p.item()
        }
        if key == "|" { key = "'|'" }
        names[key] = item
        p.skipSpaces()
        _ = p.eat(",")
      }
    }
    return (active, names)
  }

  // MARK: Items

  /// `Class:0xADDR['text']`, `<Class:0xADDR>`, or an identifier (which may
  /// contain dots; `splitAttribute` takes the last one off).
  mutating func item(splitAttribute: Bool = false) throws(LogError) -> Item {
    if eat("<") {
      let s = i
      while let c = peek, Self.isNameCharacter(c) { i += 1 }
      let cls = String(chars[s..<i])
      try expect(":")
      let a = try hex()
      try expect(">")
      return Item(className: cls, address: a, text: nil)
    }
    let s = i
    while let c = peek, Self.isNameCharacter(c) { i += 1 }
    var token = String(chars[s..<i])
    guard !token.isEmpty else { throw error(expected: "a view (Class:0x… or an identifier)") }
    if matches(":0x") {
      i += 1
      let a = try hex()
      var text: String?
      if peek == "'" { text = try quoted() }
      return Item(className: token, address: a, text: text)
    }
    if splitAttribute, let dot = token.lastIndex(of: ".") {
      // The attribute belongs to the caller: give it back.
      let back = token.distance(from: dot, to: token.endIndex)
      i -= back
      token = String(token[..<dot])
    }
    return names[token] ?? Item(className: nil, address: nil, text: token)
  }

  static let attributes: [String: LayoutAttribute] = {
    var m: [String: LayoutAttribute] = [:]
    for a in LayoutAttribute.allCases { m[a.rawValue] = a }
    m["baseline"] = .lastBaseline
    m["minX"] = .left
    m["midX"] = .centerX
    m["maxX"] = .right
    m["minY"] = .top
    m["midY"] = .centerY
    m["maxY"] = .bottom
    m["contentWidth"] = .width
    m["contentHeight"] = .height
    return m
  }()

  /// `.attribute` (with an engine variable's `{id: …}` skipped).
  mutating func attribute() throws(LogError) -> LayoutAttribute {
    try expect(".")
    let s = i
    while let c = peek, c.isLetter { i += 1 }
    let name = String(chars[s..<i])
    guard let a = Self.attributes[name] else {
      i = s
      let hint = Self.closest(name, Self.attributes.keys.sorted())
      throw error(expected: "an attribute (leading, top, width, …)" + (hint.map { "; did you mean '\($0)'?" } ?? ""))
    }
    if peek == "{" {
      while let c = peek, c != "}" { i += 1 }
      i += 1
    }
    return a
  }

  /// The candidate within two edits of `name` (names over 24 characters
  /// are not compared: the distance would cost more than it helps).
  static func closest(_ name: String, _ candidates: [String]) -> String? {
    guard !name.isEmpty, name.count <= 24 else { return nil }
    let a = Array(name.lowercased())
    var best: (String, Int)?
    for c in candidates {
      let b = Array(c.lowercased())
      var row = Array(0...b.count)
      for x in 1...a.count {
        var prev = row[0]
        row[0] = x
        for y in 1...max(1, b.count) where !b.isEmpty {
          let cur = row[y]
          row[y] = min(row[y] + 1, row[y - 1] + 1, prev + (a[x - 1] == b[y - 1] ? 0 : 1))
          prev = cur
        }
      }
      let d = row[b.count]
      if d <= 2 && (best == nil || d < best!.1) { best = (c, d) }
    }
    return best?.0
  }

  mutating func side() throws(LogError) -> Side {
    let item = try item(splitAttribute: true)
    return Side(item: item, attribute: try attribute())
  }

  mutating func relation() throws(LogError) -> LayoutRelation {
    if eat("==") { return .equal }
    if eat("<=") { return .lessThanOrEqual }
    if eat(">=") { return .greaterThanOrEqual }
    throw error(expected: "'==', '<=' or '>='")
  }

  // MARK: Bodies

  mutating func body(
    className: String, address: String, source: String?, identifier: String?, mask: String?, text: String
  ) throws(LogError) -> ConstraintDescription {
    func make(_ first: Side, _ r: LayoutRelation, _ second: Side?, _ m: Double, _ k: Double, _ p: Float)
      -> ConstraintDescription
    {
      ConstraintDescription(
        className: className, address: address, source: source, identifier: identifier, autoresizingMask: mask,
        isActive: nil, first: first, relation: r, second: second, multiplier: m, constant: k, priority: p, text: text)
    }
    if matches("H:") || matches("V:") {
      let (a, r, b, k, p) = try visualFormat()
      return make(a, r, b, b == nil ? 0 : 1, k, p)
    }
    let first = try side()
    skipSpaces()
    let r = try relation()
    skipSpaces()
    let (second, m, k) = try rightSide()
    var p: Float = 1000
    var rel = r
    if eat("priority:") || eat("@") {
      skipSpaces()
      p = Float(try number())
      skipSpaces()
    }
    if eat("Hug:") {
      // A content-size constraint: the stronger of the two sides wins.
      _ = try number()
      skipSpaces()
      try expect("CompressionResistance:")
      p = Float(try number())
      rel = .greaterThanOrEqual
      skipSpaces()
    }
    guard i >= chars.count else { throw error(expected: "the end of the constraint") }
    return make(first, rel, second, second == nil ? 0 : m, k, p)
  }

  /// The right-hand side after the relation: `second`, `m * second`,
  /// `second * m`, each with an optional `± k`, or a constant alone.
  mutating func rightSide() throws(LogError) -> (Side?, Double, Double) {
    var second: Side?
    var m = 1.0, k = 0.0
    // A number first: a constant, or a multiplier before '*'.
    let save = i
    if let c = peek, c.isNumber || c == "-" || c == "+" {
      let v = try number()
      skipSpaces()
      if eat("*") {
        skipSpaces()
        m = v
        second = try side()
      } else {
        k = v
      }
    } else {
      i = save
      second = try side()
    }
    skipSpaces()
    if second != nil, eat("*") {
      skipSpaces()
      m = try number()
      skipSpaces()
    }
    if second != nil, let c = peek, c == "+" || c == "-" {
      k = try number()
      skipSpaces()
    }
    return (second, m, k)
  }

  /// The visual-format shapes UIKit prints: an edge and a view, two views,
  /// a view and an edge, or a view's size.
  mutating func visualFormat() throws(LogError) -> (Side, LayoutRelation, Side?, Double, Float) {
    let horizontal = matches("H:")
    i += 2
    let (lead, trail, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
      horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    let superview = names["'|'"]
    if eat("|") {
      let (r, k, p) = try connection()
      let (item, _) = try bracketed()
      try endOfFormat()
      let edge = superview ?? Item(className: nil, address: nil, text: "superview of \(item.printed)")
      return (Side(item: item, attribute: lead), r, Side(item: edge, attribute: lead), k, p)
    }
    let (a, sizePredicate) = try bracketed()
    if let (r, k, p) = sizePredicate {
      try endOfFormat()
      return (Side(item: a, attribute: size), r, nil, k, p)
    }
    let (r, k, p) = try connection()
    if eat("|") {
      try endOfFormat()
      let edge = superview ?? Item(className: nil, address: nil, text: "superview of \(a.printed)")
      return (Side(item: edge, attribute: trail), r, Side(item: a, attribute: trail), k, p)
    }
    let (b, _) = try bracketed()
    try endOfFormat()
    return (Side(item: b, attribute: lead), r, Side(item: a, attribute: trail), k, p)
  }

  mutating func endOfFormat() throws(LogError) {
    if eat("(LTR)") || eat("(RTL)") {}
    skipSpaces()
    guard i >= chars.count else { throw error(expected: "the end of the visual format") }
  }

  /// `[ITEM]` or `[ITEM(PREDICATE)]`.
  mutating func bracketed() throws(LogError) -> (Item, (LayoutRelation, Double, Float)?) {
    try expect("[")
    let item = try item()
    var predicate: (LayoutRelation, Double, Float)?
    if eat("(") {
      predicate = try self.predicate()
      try expect(")")
    }
    try expect("]")
    return (item, predicate)
  }

  /// `-`, `-(PREDICATE)-` or `-N-`.
  mutating func connection() throws(LogError) -> (LayoutRelation, Double, Float) {
    try expect("-")
    var result: (LayoutRelation, Double, Float) = (.equal, 8, 1000)
    if eat("(") {
      result = try predicate()
      try expect(")")
      try expect("-")
    } else if let c = peek, c.isNumber {
      result = (.equal, try number(), 1000)
      try expect("-")
    }
    return result
  }

  /// `[==|<=|>=] (NUMBER | NSSpace(N) | NSLayoutAnchorConstraintSpace(N)) [@PRIORITY]`
  mutating func predicate() throws(LogError) -> (LayoutRelation, Double, Float) {
    var r = LayoutRelation.equal
    if matches("==") || matches("<=") || matches(">=") { r = try relation() }
    var k: Double
    if eat("NSSpace(") || eat("NSLayoutAnchorConstraintSpace(") {
      k = try number()
      try expect(")")
    } else {
      k = try number()
    }
    var p: Float = 1000
    if eat("@") { p = Float(try number()) }
    return (r, k, p)
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var s = Substring(self)
    while let last = s.last, last == " " || last == "\t" || last == "\n" { s = s.dropLast() }
    return String(s)
  }
}
