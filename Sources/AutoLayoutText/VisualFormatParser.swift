import AutoLayout

/// Parses one string of Apple's Visual Format Language.
///
/// Grammar (Auto Layout Guide, "Visual Format Language"):
///
///     format      := (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
///     orientation := 'H' | 'V'
///     superview   := '|'
///     view        := '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection  := '' | '-' | '-' predicates '-'
///     predicates  := metric | number | '(' predicate (',' predicate)* ')'
///     predicate   := relation? (number | metric | name) ('@' (number | metric))?
///     relation    := '==' | '<=' | '>='
///
/// Standard spacing (`-`) is 8 between siblings; next to `|` it means
/// "at the superview's layout margin", as UIKit has done since iOS 8.
struct VisualFormatParser {
  var cursor: Cursor
  let context: NameContext
  let options: FormatOptions

  struct Predicate {
    var relation: LayoutRelation
    var constant: Double
    var view: (item: any LayoutItem, name: String)?
    var priority: LayoutPriority
  }

  enum Spacing {
    case flush
    case standard
    case explicit([Predicate])
  }

  struct ViewElement {
    var item: any LayoutItem
    var name: String
    var range: Range<Int>
    var predicates: [Predicate]
  }

  init(_ source: SourceText, _ range: Range<Int>, _ context: NameContext, options: FormatOptions) {
    cursor = Cursor(source, range)
    self.context = context
    self.options = options
  }

  // MARK: Grammar

  mutating func orientation() throws(SyntaxError) -> LayoutAxis {
    cursor.skipSpaces()
    guard let c = cursor.peek(), c == "H" || c == "V" else { return .horizontal }
    let at = cursor.index
    cursor.index += 1
    guard cursor.eat(":") else {
      let word = c == "V" ? "vertical" : "horizontal"
      throw cursor.error(
        .expected, "expected ':' after '\(c)' to specify \(word) arrangement",
        at: (at + 1)..<(at + 2))
    }
    return c == "V" ? .vertical : .horizontal
  }

  /// view := '[' name ('(' predicate (',' predicate)* ')')? ']'
  mutating func view() throws(SyntaxError) -> ViewElement {
    cursor.skipSpaces()
    let start = cursor.index
    guard cursor.eat("[") else { throw cursor.expected("a view", help: "views are written '[name]'") }
    cursor.skipSpaces()
    guard let (name, range) = cursor.identifier() else { throw cursor.expected("a view name after '['") }
    guard let item = context.views[name] else {
      let hint = suggestion(for: name, among: Array(context.views.keys))
      throw cursor.error(
        .unknownView, "unable to find view with name \(name)", at: range,
        help: hint.map { "did you mean '\($0)'?" })
    }
    cursor.skipSpaces()
    var predicates: [Predicate] = []
    if cursor.eat("(") {
      predicates = try predicateList(allowViews: true)
      cursor.skipSpaces()
      guard cursor.eat(")") else {
        throw cursor.expected(
          "')'", help: "a predicate on a view's thickness must end with ')' and the view must end with ']'")
      }
      cursor.skipSpaces()
    }
    guard cursor.eat("]") else {
      throw cursor.expected("']'", help: "insert ']' to end the view")
    }
    return ViewElement(item: item, name: name, range: start..<cursor.index, predicates: predicates)
  }

  /// predicate (',' predicate)*  — after '('
  mutating func predicateList(allowViews: Bool) throws(SyntaxError) -> [Predicate] {
    var out = [try predicate(allowViews: allowViews)]
    cursor.skipSpaces()
    while cursor.eat(",") { out.append(try predicate(allowViews: allowViews)) }
    return out
  }

  /// predicate := relation? (number | metric | name) ('@' priority)?
  mutating func predicate(allowViews: Bool) throws(SyntaxError) -> Predicate {
    cursor.skipSpaces()
    var relation = LayoutRelation.equal
    let at = cursor.index
    if let c = cursor.peek(), c == "=" || c == "<" || c == ">" {
      if cursor.eat("==") {
        relation = .equal
      } else if cursor.eat("<=") {
        relation = .lessThanOrEqual
      } else if cursor.eat(">=") {
        relation = .greaterThanOrEqual
      } else {
        throw cursor.error(.unknownRelation, "unknown relation. Must be ==, >=, or <=", at: at..<(at + 1))
      }
    }
    cursor.skipSpaces()
    var p = Predicate(relation: relation, constant: 0, view: nil, priority: .required)
    let negative = cursor.eat("-")
    if let (value, _) = cursor.number() {
      p.constant = negative ? -value : value
    } else if !negative, let (name, range) = cursor.identifier() {
      if let m = context.metrics[name] {
        p.constant = m
      } else if allowViews, let item = context.views[name] {
        p.view = (item, name)
      } else {
        let candidates = Array(context.metrics.keys) + (allowViews ? Array(context.views.keys) : [])
        let hint = suggestion(for: name, among: candidates)
        let what = allowViews ? "view or metric" : "metric"
        throw cursor.error(
          allowViews ? .unknownName : .unknownMetric, "unable to find \(what) with name \(name)",
          at: range, help: hint.map { "did you mean '\($0)'?" })
      }
    } else {
      throw cursor.expected("a number, a metric\(allowViews ? " or a view" : "")")
    }
    cursor.skipSpaces()
    if cursor.eat("@") { p.priority = try priority() }
    return p
  }

  /// priority := number | metric, after '@'; from 1 to 1000.
  mutating func priority() throws(SyntaxError) -> LayoutPriority {
    cursor.skipSpaces()
    let pAt = cursor.index
    var value: Double
    if let (n, _) = cursor.number() {
      value = n
    } else if let (name, range) = cursor.identifier() {
      guard let m = context.metrics[name] else {
        let hint = suggestion(for: name, among: Array(context.metrics.keys))
        throw cursor.error(
          .unknownMetric, "unable to find metric with name \(name)", at: range,
          help: hint.map { "did you mean '\($0)'?" })
      }
      value = m
    } else {
      throw cursor.expected("a priority after '@'")
    }
    guard value >= 1 && value <= 1000 else {
      throw cursor.error(.invalidPriority, "priority \(formatted(value)) is outside 1...1000", at: pAt..<cursor.index)
    }
    return LayoutPriority(Float(value))
  }

  /// connection := '' | '-' | '-' predicates '-'
  mutating func connection() throws(SyntaxError) -> Spacing {
    cursor.skipSpaces()
    guard cursor.eat("-") else { return .flush }
    cursor.skipSpaces()
    if let c = cursor.peek(), c == "[" || c == "|" { return .standard }
    var predicates: [Predicate]
    if cursor.eat("(") {
      predicates = try predicateList(allowViews: false)
      cursor.skipSpaces()
      guard cursor.eat(")") else { throw cursor.expected("')' to close the spacing") }
    } else {
      predicates = [try predicate(allowViews: false)]
    }
    cursor.skipSpaces()
    guard cursor.eat("-") else { throw cursor.expected("'-' after the spacing") }
    return .explicit(predicates)
  }

  // MARK: Statement

  mutating func parse() throws(SyntaxError) -> [LayoutConstraint] {
    let start = cursor.index
    let axis = try orientation()
    try checkOptions(axis, at: start)
    cursor.skipSpaces()
    var leading: (Range<Int>, Spacing)?
    if cursor.peek() == "|" {
      let at = cursor.index
      cursor.index += 1
      leading = (at..<(at + 1), try connection())
    }
    var views = [try view()]
    var gaps: [Spacing] = []
    var trailing: (Range<Int>, Spacing)?
    while true {
      cursor.skipSpaces()
      if cursor.isAtEnd { break }
      let spacing = try connection()
      cursor.skipSpaces()
      if cursor.peek() == "|" {
        let at = cursor.index
        cursor.index += 1
        trailing = (at..<(at + 1), spacing)
        cursor.skipSpaces()
        guard cursor.isAtEnd else { throw cursor.expected("the end of the format after '|'") }
        break
      }
      if cursor.isAtEnd { throw cursor.expected("a view") }
      views.append(try view())
      gaps.append(spacing)
    }
    return try lower(axis, leading: leading, views: views, gaps: gaps, trailing: trailing, start: start)
  }

  func checkOptions(_ axis: LayoutAxis, at start: Int) throws(SyntaxError) {
    for (attribute, name) in options.alignments where attribute.axis == axis {
      let word = axis == .horizontal ? "horizontal" : "vertical"
      throw cursor.error(
        .invalidOption,
        "the option '\(name)' aligns along the \(word) axis, the same as the format",
        at: start..<(start + 1), help: "alignment must be perpendicular to the orientation")
    }
    if options.contains(.spacingBaselineToBaseline) && axis == .horizontal {
      throw cursor.error(
        .invalidOption, "the option 'spacingBaselineToBaseline' is for vertical formats only",
        at: start..<(start + 1))
    }
    if options.intersection(.directionMask) == .directionMask {
      throw cursor.error(.invalidOption, "choose one direction option", at: start..<(start + 1))
    }
  }
}
