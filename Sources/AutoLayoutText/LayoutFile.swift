import AutoLayout

/// A `*.layout` file: declarations plus constraint lines, laid out in a
/// window.
///
/// ```
/// size 375x667                         # the screen; a size given to parse(_:) overrides it
/// direction ltr                        # or rtl
/// metric pad = 12
/// view card                            # a subview of the root
/// view icon in card intrinsic 40x40
/// view title in card intrinsic 120x-   # '-': no intrinsic size on that axis
/// view body in card hugging 250x251 compression 750x749 margins 8,8,8,8
/// stack row in card axis horizontal alignment center spacing 8
/// view badge in row intrinsic 20x20      # a stack's children are its arranged views
/// view note in row intrinsic 80x20 hidden
///
/// card.centerX == |.centerX
/// card.width == screen.shorterEdge * 0.9
/// H:|-pad-[icon]-[title]-|
/// ```
///
/// - `|` in an equation is the left-hand view's superview; in a visual
///   format string, the superview of the views it names.
/// - `root` is the window and `screen` its size; `screen.width`,
///   `screen.height`, `screen.shorterEdge`, `screen.longerEdge` and any
///   view's `shorterEdge`/`longerEdge` are adaptive constants, recomputed
///   at each layout pass.
/// - Declarations may come in any order relative to constraint lines, but a
///   view's parent must be declared before it.
/// - Every view is constrained by text only: autoresizing translation is
///   off for all of them.
/// - Any error means nothing is laid out; every error is reported.
public struct LayoutFile {
  /// The window, sized by the file's `size` line (or the size given).
  public let window: LayoutWindow
  /// The declared views, in declaration order.
  public let views: [LayoutView]
  /// Every constraint, in file order (active).
  public let constraints: [LayoutConstraint]
  /// The file's metrics.
  public let metrics: [String: Double]

  /// Parses and builds a layout file; nothing is built when anything is
  /// wrong.
  ///
  /// - Parameters:
  ///   - text: the file's contents.
  ///   - name: the name used in messages (the file's path).
  ///   - size: overrides the file's `size` line.
  /// - Throws: ``SyntaxErrors`` with every error, in file order.
  public init(_ text: String, name: String = "layout", size: LayoutSize? = nil) throws(SyntaxErrors) {
    let source = SourceText(name: name, text: text)
    var reader = DeclarationReader(source: source)
    reader.read()
    var errors = reader.errors
    let window = LayoutWindow(size: size ?? reader.size ?? LayoutSize(width: 375, height: 667))
    window.layoutDirection = reader.direction
    var views: [LayoutView] = []
    var byName: [String: any LayoutItem] = ["root": window]
    for d in reader.views {
      let v = Self.makeView(d)
      let parent = d.parent.flatMap { byName[$0] as? LayoutView } ?? window
      if let stack = parent as? LayoutStackView {
        stack.addArrangedSubview(v)
      } else {
        parent.addSubview(v)
      }
      byName[d.name] = v
      views.append(v)
    }
    let context = NameContext(views: byName, metrics: reader.metrics, superviewOf: Statements.defaultSuperview)
    let (constraints, constraintErrors) = Statements.parse(
      source, reader.constraintStatements, context, options: [], equations: true)
    errors = Self.capped(errors + constraintErrors)
    if errors.isEmpty {
      do {
        try LayoutConstraint.activate(allOrNothing: constraints)
      } catch {
        errors.append(
          SyntaxError(
            code: .invalidConstraint, message: error.description, source: name, line: 1, column: 1, length: 1,
            lineText: source.lineText(1), help: nil))
      }
    }
    guard errors.isEmpty else {
      throw SyntaxErrors(errors: errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }
    self.window = window
    self.views = views
    self.constraints = constraints
    metrics = reader.metrics
  }

  /// A declared view (or stack) with its clauses applied, not yet placed
  /// in the tree.
  static func makeView(_ d: DeclarationReader.ViewDeclaration) -> LayoutView {
    let v: LayoutView
    if let spec = d.stack {
      let stack = LayoutStackView(name: d.name)
      stack.axis = spec.axis
      stack.distribution = spec.distribution
      stack.alignment = spec.alignment
      stack.spacing = spec.spacing
      stack.isBaselineRelativeArrangement = spec.baselineRelative
      stack.isLayoutMarginsRelativeArrangement = spec.marginsRelative
      v = stack
    } else {
      v = LayoutView(name: d.name)
    }
    v.isHidden = d.hidden
    v.translatesAutoresizingMaskIntoConstraints = false
    v.intrinsicContentSize = d.intrinsic
    if let (h, vv) = d.hugging {
      v.setContentHuggingPriority(LayoutPriority(Float(h)), for: .horizontal)
      v.setContentHuggingPriority(LayoutPriority(Float(vv)), for: .vertical)
    }
    if let (h, vv) = d.compression {
      v.setContentCompressionResistancePriority(LayoutPriority(Float(h)), for: .horizontal)
      v.setContentCompressionResistancePriority(LayoutPriority(Float(vv)), for: .vertical)
    }
    if let m = d.margins {
      v.directionalLayoutMargins = DirectionalInsets(top: m[0], leading: m[1], bottom: m[2], trailing: m[3])
    }
    return v
  }

  /// The first ``SyntaxErrors/limit`` errors by position, then one saying
  /// reading stopped.
  static func capped(_ errors: [SyntaxError]) -> [SyntaxError] {
    guard errors.count > SyntaxErrors.limit else { return errors }
    var out = Array(errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.prefix(SyntaxErrors.limit))
    if let last = out.last { out.append(SyntaxErrors.tooMany(after: last)) }
    return out
  }

  /// Lays out and returns every view's frame in root coordinates, in
  /// declaration order.
  public func layout() -> [(name: String, frame: LayoutRect)] {
    window.layoutIfNeeded()
    var frames: [ObjectIdentifier: LayoutRect] = [:]
    for (v, f) in window.subtreeFramesInRoot { frames[ObjectIdentifier(v)] = f }
    return views.map { ($0.name, frames[ObjectIdentifier($0)] ?? $0.frameInRoot) }
  }
}

/// The first pass over a layout file: directives, and where the
/// constraint statements are.
struct DeclarationReader {
  struct ViewDeclaration {
    var name: String
    var parent: String?
    var intrinsic = IntrinsicSize.none
    var hugging: (Double, Double)?
    var compression: (Double, Double)?
    var margins: [Double]?
    var hidden = false
    var stack: StackDeclaration?
  }

  /// The clauses of a `stack` line.
  struct StackDeclaration {
    var axis = LayoutAxis.horizontal
    var distribution = LayoutStackView.Distribution.fill
    var alignment = LayoutStackView.Alignment.fill
    var spacing = 0.0
    var baselineRelative = false
    var marginsRelative = false
  }

  static let viewClauses = ["in", "intrinsic", "hugging", "compression", "margins", "hidden"]
  static let stackClauses = [
    "in", "hugging", "compression", "margins", "hidden", "axis", "distribution", "alignment", "spacing",
    "baselineRelative", "marginsRelative",
  ]

  let source: SourceText
  var size: LayoutSize?
  var direction = LayoutDirection.leftToRight
  var metrics: [String: Double] = [:]
  var views: [ViewDeclaration] = []
  /// The names in `views`, for the duplicate and parent checks.
  var declaredNames: Set<String> = []
  var constraintStatements: [Range<Int>] = []
  var errors: [SyntaxError] = []

  static let keywords = ["size", "direction", "metric", "view", "stack"]
  static let reserved: Set<String> = ["root", "screen"]

  mutating func read() {
    var lineStart = 0
    let chars = source.chars
    while lineStart <= chars.count {
      var end = lineStart
      while end < chars.count && chars[end] != "\n" { end += 1 }
      var contentEnd = end
      if let hash = chars[lineStart..<end].firstIndex(of: "#") { contentEnd = hash }
      for statement in Statements.split(source, lineStart..<contentEnd) { readStatement(statement) }
      lineStart = end + 1
    }
  }

  mutating func readStatement(_ range: Range<Int>) {
    // Past the error limit, the rest is only collected, not checked.
    guard errors.count <= SyntaxErrors.limit else {
      constraintStatements.append(range)
      return
    }
    var cursor = Cursor(source, range)
    let save = cursor.index
    if let (word, wordRange) = cursor.identifier(), let next = cursor.peek(), next == " " || next == "\t" {
      if Self.keywords.contains(word) {
        do throws(SyntaxError) {
          try directive(word, &cursor)
        } catch {
          errors.append(error)
        }
        return
      }
      // A word, a space, then more words (not an operator): a misspelt directive.
      cursor.skipSpaces()
      if let c = cursor.peek(), c.isLetter, !Statements.isVisualFormat(source, range) {
        let hint = suggestion(for: word, among: Self.keywords)
        errors.append(
          cursor.error(
            .unknownDirective, "unknown directive '\(word)'", at: wordRange,
            help: hint.map { "did you mean '\($0)'?" }
              ?? "expected size, direction, metric, view, stack or a constraint"))
        return
      }
    }
    cursor.index = save
    constraintStatements.append(range)
  }

  mutating func directive(_ word: String, _ c: inout Cursor) throws(SyntaxError) {
    c.skipSpaces()
    switch word {
    case "size":
      let (w, h) = try pair(&c, allowDash: false)
      guard let w, let h, w > 0, h > 0 else {
        throw c.error(.expected, "the size must be positive", at: c.index..<(c.index + 1))
      }
      size = LayoutSize(width: w, height: h)
    case "direction":
      guard let (d, r) = c.identifier() else { throw c.expected("'ltr' or 'rtl'") }
      switch d {
      case "ltr": direction = .leftToRight
      case "rtl": direction = .rightToLeft
      default: throw c.error(.expected, "expected 'ltr' or 'rtl', found '\(d)'", at: r)
      }
    case "metric":
      guard let (name, r) = c.identifier() else { throw c.expected("a metric name") }
      c.skipSpaces()
      guard c.eat("=") else { throw c.expected("'=' after the metric name") }
      c.skipSpaces()
      let negative = c.eat("-")
      guard let (v, _) = c.number() else { throw c.expected("a number") }
      if metrics[name] != nil { throw c.error(.duplicateName, "the metric '\(name)' is already defined", at: r) }
      metrics[name] = negative ? -v : v
    default:
      try viewDirective(&c, isStack: word == "stack")
      return
    }
    c.skipSpaces()
    guard c.isAtEnd else { throw c.expected("the end of the line") }
  }

  mutating func viewDirective(_ c: inout Cursor, isStack: Bool) throws(SyntaxError) {
    guard let (name, r) = c.identifier() else { throw c.expected("a view name") }
    if Self.reserved.contains(name) { throw c.error(.reservedName, "'\(name)' is reserved", at: r) }
    if Self.keywords.contains(name) {
      throw c.error(.reservedName, "'\(name)' is a directive and cannot name a view", at: r)
    }
    if declaredNames.contains(name) {
      throw c.error(.duplicateName, "the view '\(name)' is already declared", at: r)
    }
    var d = ViewDeclaration(name: name)
    if isStack { d.stack = StackDeclaration() }
    let clauses = isStack ? Self.stackClauses : Self.viewClauses
    var seen: Set<String> = []
    while true {
      c.skipSpaces()
      if c.isAtEnd { break }
      guard let (clause, cr) = c.identifier() else {
        throw c.expected(clauses.dropLast().joined(separator: ", ") + " or " + (clauses.last ?? ""))
      }
      guard !seen.contains(clause) else { throw c.error(.duplicateName, "'\(clause)' is given twice", at: cr) }
      seen.insert(clause)
      c.skipSpaces()
      guard clauses.contains(clause) else {
        let hint = suggestion(for: clause, among: clauses)
        let what = isStack ? "a stack" : "a view"
        throw c.error(
          .unknownDirective, "unknown clause '\(clause)' for \(what)", at: cr,
          help: hint.map { "did you mean '\($0)'?" } ?? "expected one of: " + clauses.joined(separator: ", "))
      }
      if isStack, try stackClause(clause, cr, &c, &d) { continue }
      try viewClause(clause, cr, &c, &d)
    }
    views.append(d)
    declaredNames.insert(d.name)
  }

  /// The clauses views and stacks share (`hidden`, `in`, `intrinsic`,
  /// `hugging`, `compression`, `margins`).
  mutating func viewClause(_ clause: String, _ cr: Range<Int>, _ c: inout Cursor, _ d: inout ViewDeclaration)
    throws(SyntaxError)
  {
    switch clause {
    case "hidden":
      d.hidden = true
    case "in":
      guard let (parent, pr) = c.identifier() else { throw c.expected("the parent view's name") }
      if parent != "root" && !declaredNames.contains(parent) {
        let hint = suggestion(for: parent, among: views.map(\.name))
        throw c.error(
          .unknownView, "unknown view '\(parent)'", at: pr,
          help: hint.map { "did you mean '\($0)'?" } ?? "declare the parent before '\(d.name)'")
      }
      d.parent = parent == "root" ? nil : parent
    case "intrinsic":
      let (w, h) = try pair(&c, allowDash: true)
      d.intrinsic = IntrinsicSize(width: w, height: h)
    case "hugging", "compression":
      let (h, v) = try pair(&c, allowDash: false)
      guard let h, let v, (1...1000).contains(h), (1...1000).contains(v) else {
        throw c.error(.invalidPriority, "priorities must be from 1 to 1000", at: cr)
      }
      if clause == "hugging" { d.hugging = (h, v) } else { d.compression = (h, v) }
    case "margins":
      var values: [Double] = []
      for i in 0..<4 {
        c.skipSpaces()
        if i > 0 {
          guard c.eat(",") else { throw c.expected("',' and four margins: top,left,bottom,right") }
          c.skipSpaces()
        }
        let negative = c.eat("-")
        guard let (v, _) = c.number() else { throw c.expected("a number") }
        values.append(negative ? -v : v)
      }
      d.margins = values
    default:
      break
    }
  }

  /// A stack's own clauses; false for the clauses it shares with views.
  mutating func stackClause(_ clause: String, _ cr: Range<Int>, _ c: inout Cursor, _ d: inout ViewDeclaration)
    throws(SyntaxError) -> Bool
  {
    func word(_ options: [String]) throws(SyntaxError) -> String {
      guard let (w, r) = c.identifier() else { throw c.expected(options.joined(separator: ", ")) }
      guard options.contains(w) else {
        let hint = suggestion(for: w, among: options)
        throw c.error(
          .expected, "unknown \(clause) '\(w)'", at: r,
          help: hint.map { "did you mean '\($0)'?" } ?? "expected one of: " + options.joined(separator: ", "))
      }
      return w
    }
    switch clause {
    case "axis":
      d.stack?.axis = try word(["horizontal", "vertical"]) == "horizontal" ? .horizontal : .vertical
    case "distribution":
      let names = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
      let w = try word(names)
      d.stack?.distribution = LayoutStackView.Distribution(rawValue: names.firstIndex(of: w) ?? 0) ?? .fill
    case "alignment":
      let names = ["fill", "leading", "firstBaseline", "center", "trailing", "lastBaseline", "top", "bottom"]
      let w = try word(names)
      let raw = w == "top" ? 1 : w == "bottom" ? 4 : names.firstIndex(of: w) ?? 0
      d.stack?.alignment = LayoutStackView.Alignment(rawValue: raw) ?? .fill
    case "spacing":
      if let (w, _) = c.identifier() {
        guard w == "system" else { throw c.expected("a number or 'system'") }
        d.stack?.spacing = LayoutStackView.spacingUseSystem
      } else {
        let negative = c.eat("-")
        guard let (v, _) = c.number() else { throw c.expected("a number or 'system'") }
        d.stack?.spacing = negative ? -v : v
      }
    case "baselineRelative": d.stack?.baselineRelative = true
    case "marginsRelative": d.stack?.marginsRelative = true
    default: return false
    }
    return true
  }

  /// `AxB` where each side is a number (or `-` when allowed).
  func pair(_ c: inout Cursor, allowDash: Bool) throws(SyntaxError) -> (Double?, Double?) {
    func side(_ c: inout Cursor) throws(SyntaxError) -> Double? {
      if allowDash && c.peek() == "-" && !(c.peek(1).map { $0.isNumber } ?? false) {
        c.index += 1
        return nil
      }
      guard let (v, _) = c.number() else { throw c.expected(allowDash ? "a number or '-'" : "a number") }
      return v
    }
    let a = try side(&c)
    guard c.eat("x") else { throw c.expected("'x' between the two values, as in 375x667") }
    let b = try side(&c)
    return (a, b)
  }
}
