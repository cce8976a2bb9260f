import AutoLayout

/// Parses one linear equation statement into constraints.
///
/// Grammar (whitespace between tokens is ignored):
///
///     equation  := expr relation expr ('@' priority)?
///     relation  := '==' | '<=' | '>='
///     expr      := ('+' | '-')? term (('+' | '-') term)*
///     term      := factor (('*' | '/') factor)*
///     factor    := number | reference | '(' expr ')' | '-' factor
///     reference := ('|' | name) ('.' attribute)?
///     priority  := number | metric | name of a priority (required, high, low, …)
///
/// A name alone is a metric if the metrics have it, else a view with the
/// attribute of the other side. The sides must be linear: the left names
/// one item attribute, the right at most one, plus numbers and at most one
/// adaptive term (`screen.width`, `view.shorterEdge`, …). Normalisation
/// gives NSLayoutConstraint's form: `a.width * 3 == a.height * 4` is
/// `a.width == 4/3 × a.height`.
struct EquationParser {
  var cursor: Cursor
  let context: NameContext
  var depth = 0

  struct Ref {
    enum Target {
      case item(any LayoutItem, name: String)
      case superview
      case screen
    }
    var target: Target
    var attribute: String?
    var range: Range<Int>

    var isAdaptive: Bool {
      if case .screen = target { return true }
      return attribute.map { NameContext.reservedAdaptive.contains($0) } ?? false
    }
  }

  struct Linear {
    var terms: [(ref: Ref, coefficient: Double)] = []
    var constant = 0.0
    var range: Range<Int>

    func scaled(_ k: Double) -> Linear {
      Linear(terms: terms.map { ($0.ref, $0.coefficient * k) }, constant: constant * k, range: range)
    }
  }

  init(_ source: SourceText, _ range: Range<Int>, _ context: NameContext) {
    cursor = Cursor(source, range)
    self.context = context
  }

  // MARK: Expressions

  /// expr := ('+' | '-')? term (('+' | '-') term)*
  mutating func expr() throws(SyntaxError) -> Linear {
    cursor.skipSpaces()
    let start = cursor.index
    var sign = 1.0
    if cursor.eat("-") { sign = -1 } else { _ = cursor.eat("+") }
    var result = try term().scaled(sign)
    while true {
      cursor.skipSpaces()
      if cursor.eat("+") {
        let t = try term()
        result.terms += t.terms
        result.constant += t.constant
      } else if cursor.eat("-") {
        let t = try term().scaled(-1)
        result.terms += t.terms
        result.constant += t.constant
      } else {
        break
      }
    }
    result.range = start..<cursor.index
    return result
  }

  /// term := factor (('*' | '/') factor)*
  mutating func term() throws(SyntaxError) -> Linear {
    var result = try factor()
    while true {
      cursor.skipSpaces()
      let opAt = cursor.index
      if cursor.eat("*") {
        let rhs = try factor()
        if result.terms.isEmpty {
          result = Linear(
            terms: rhs.scaled(result.constant).terms, constant: rhs.constant * result.constant,
            range: result.range.lowerBound..<rhs.range.upperBound)
        } else if rhs.terms.isEmpty {
          result = result.scaled(rhs.constant)
        } else {
          throw cursor.error(
            .notLinear, "cannot multiply two attributes", at: opAt..<(opAt + 1),
            help: "a constraint is linear: multiply an attribute by a number")
        }
      } else if cursor.eat("/") {
        let rhs = try factor()
        guard rhs.terms.isEmpty else {
          throw cursor.error(
            .notLinear, "cannot divide by an attribute", at: rhs.range,
            help: "divide by a number instead")
        }
        guard rhs.constant != 0 else {
          throw cursor.error(.notLinear, "division by zero", at: rhs.range)
        }
        result = result.scaled(1 / rhs.constant)
      } else {
        return result
      }
    }
  }

  /// factor := number | reference | '(' expr ')' | '-' factor
  mutating func factor() throws(SyntaxError) -> Linear {
    cursor.skipSpaces()
    let start = cursor.index
    // Signs repeat without recursion: `- - -3` is a loop, so a line of a
    // million minus signs cannot overflow the stack.
    var negative = false
    while cursor.eat("-") {
      negative.toggle()
      cursor.skipSpaces()
    }
    if negative { return try factor().scaled(-1) }
    if let (value, range) = cursor.number() { return Linear(constant: value, range: range) }
    if cursor.eat("(") {
      depth += 1
      guard depth < 32 else { throw cursor.error(.notLinear, "parentheses nested too deeply", at: start..<(start + 1)) }
      var inner = try expr()
      cursor.skipSpaces()
      guard cursor.eat(")") else { throw cursor.expected("')'", help: "insert ')' to close the group") }
      depth -= 1
      inner.range = start..<cursor.index
      return inner
    }
    if cursor.eat("|") {
      let attribute = try attributeSuffix()
      let ref = Ref(target: .superview, attribute: attribute, range: start..<cursor.index)
      return Linear(terms: [(ref, 1)], range: ref.range)
    }
    guard let (name, nameRange) = cursor.identifier() else {
      throw cursor.expected("a number, a view, a metric or '|'")
    }
    if cursor.peek() == "." {
      let attribute = try attributeSuffix()
      let target: Ref.Target
      if let item = context.views[name] {
        target = .item(item, name: name)
      } else if name == "screen" {
        target = .screen
      } else {
        throw unknownName(name, nameRange, viewsOnly: true)
      }
      let ref = Ref(target: target, attribute: attribute, range: start..<cursor.index)
      return Linear(terms: [(ref, 1)], range: ref.range)
    }
    if let value = context.metrics[name] { return Linear(constant: value, range: nameRange) }
    if let item = context.views[name] {
      let ref = Ref(target: .item(item, name: name), attribute: nil, range: nameRange)
      return Linear(terms: [(ref, 1)], range: nameRange)
    }
    throw unknownName(name, nameRange, viewsOnly: false)
  }

  /// `.attribute`, checked against the attribute names.
  mutating func attributeSuffix() throws(SyntaxError) -> String? {
    guard cursor.eat(".") else { return nil }
    guard let (name, range) = cursor.identifier() else { throw cursor.expected("an attribute name after '.'") }
    let known = NameContext.attributes(name) != nil || NameContext.reservedAdaptive.contains(name)
    guard known else {
      let hint = suggestion(for: name, among: NameContext.attributeNames + Array(NameContext.reservedAdaptive))
      throw cursor.error(
        .unknownAttribute, "unknown attribute '\(name)'", at: range,
        help: hint.map { "did you mean '\($0)'?" })
    }
    return name
  }

  func unknownName(_ name: String, _ range: Range<Int>, viewsOnly: Bool) -> SyntaxError {
    let candidates = Array(context.views.keys) + (viewsOnly ? [] : Array(context.metrics.keys))
    let hint = suggestion(for: name, among: candidates)
    let what = viewsOnly ? "view" : "view or metric"
    return cursor.error(
      viewsOnly ? .unknownView : .unknownName, "unknown \(what) '\(name)'", at: range,
      help: hint.map { "did you mean '\($0)'?" })
  }

  // MARK: Statement

  /// relation := '==' | '<=' | '>='
  mutating func relation() throws(SyntaxError) -> LayoutRelation {
    cursor.skipSpaces()
    let at = cursor.index
    if cursor.eat("==") { return .equal }
    if cursor.eat("<=") { return .lessThanOrEqual }
    if cursor.eat(">=") { return .greaterThanOrEqual }
    let found = cursor.source.text(at..<min(cursor.end, at + 2))
    let help: String? =
      found.hasPrefix("=")
      ? "did you mean '=='?"
      : found.hasPrefix("=<") ? "did you mean '<='?" : found.hasPrefix("=>") ? "did you mean '>='?" : nil
    throw cursor.error(
      .unknownRelation, "expected a relation '==', '<=' or '>=', found '\(found)'",
      at: at..<(at + max(1, found.count)), help: help)
  }

  /// priority := number | metric | priority name
  mutating func priority() throws(SyntaxError) -> LayoutPriority {
    cursor.skipSpaces()
    let at = cursor.index
    var value: Float
    if let (n, _) = cursor.number() {
      value = Float(n)
    } else if let (name, range) = cursor.identifier() {
      if let p = NameContext.namedPriorities[name] {
        value = p.rawValue
      } else if let m = context.metrics[name] {
        value = Float(m)
      } else {
        let hint = suggestion(for: name, among: Array(NameContext.namedPriorities.keys) + Array(context.metrics.keys))
        throw cursor.error(
          .unknownPriority, "unknown priority '\(name)'", at: range,
          help: hint.map { "did you mean '\($0)'?" } ?? "use a number from 1 to 1000, or required, high, low")
      }
    } else {
      throw cursor.expected("a priority after '@'")
    }
    guard value >= 1 && value <= 1000 else {
      throw cursor.error(.invalidPriority, "priority \(value) is outside 1...1000", at: at..<cursor.index)
    }
    return LayoutPriority(value)
  }

  /// Parses the whole statement and builds its constraints.
  mutating func parse() throws(SyntaxError) -> [LayoutConstraint] {
    let statementStart = cursor.index
    let lhs = try expr()
    let relation = try relation()
    let rhs = try expr()
    cursor.skipSpaces()
    var priority = LayoutPriority.required
    if cursor.eat("@") { priority = try self.priority() }
    cursor.skipSpaces()
    guard cursor.isAtEnd else {
      throw cursor.expected(cursor.peek() == "@" ? "one priority" : "the end of the equation, or '@' and a priority")
    }
    return try build(lhs, relation, rhs, priority, start: statementStart)
  }
}
