import AutoLayout

/// Splitting text into statements and choosing each one's grammar.
enum Statements {
  /// The ranges of the `;`- or newline-separated statements in `range`,
  /// trimmed, empty ones left out.
  static func split(_ source: SourceText, _ range: Range<Int>) -> [Range<Int>] {
    var out: [Range<Int>] = []
    var start = range.lowerBound
    func flush(_ end: Int) {
      var a = start, b = end
      while a < b, source.chars[a].isWhitespace { a += 1 }
      while b > a, source.chars[b - 1].isWhitespace { b -= 1 }
      if a < b { out.append(a..<b) }
    }
    for i in range where source.chars[i] == ";" || source.chars[i] == "\n" {
      flush(i)
      start = i + 1
    }
    flush(range.upperBound)
    return out
  }

  /// Whether a statement is a visual format string: it starts with `H:`,
  /// `V:`, `[`, or `|` followed by `-` or `[`.
  static func isVisualFormat(_ source: SourceText, _ range: Range<Int>) -> Bool {
    let c = source.chars
    let i = range.lowerBound
    guard i < range.upperBound else { return false }
    if c[i] == "[" { return true }
    if c[i] == "H" || c[i] == "V" {
      var j = i + 1
      while j < range.upperBound, c[j] == " " { j += 1 }
      return j < range.upperBound && c[j] == ":" || (j < range.upperBound && c[j] == "|")
    }
    if c[i] == "|" {
      var j = i + 1
      while j < range.upperBound, c[j] == " " { j += 1 }
      return j < range.upperBound && (c[j] == "-" || c[j] == "[")
    }
    return false
  }

  /// Parses every statement; returns the constraints and the errors, up
  /// to `errorLimit` of them (then one more saying it stopped).
  static func parse(
    _ source: SourceText, _ ranges: [Range<Int>], _ context: NameContext, options: FormatOptions,
    equations: Bool, errorLimit: Int = SyntaxErrors.limit
  ) -> ([LayoutConstraint], [SyntaxError]) {
    var constraints: [LayoutConstraint] = []
    var errors: [SyntaxError] = []
    for r in ranges {
      if errors.count >= errorLimit {
        if errorLimit > 1, let last = errors.last { errors.append(SyntaxErrors.tooMany(after: last)) }
        break
      }
      do throws(SyntaxError) {
        if !equations || isVisualFormat(source, r) {
          var p = VisualFormatParser(source, r, context, options: options)
          constraints += try p.parse()
        } else {
          var p = EquationParser(source, r, context)
          constraints += try p.parse()
        }
      } catch {
        errors.append(error)
      }
    }
    return (constraints, errors)
  }

  /// The names of a string API call, with `|` as the superview.
  static func context(_ views: [String: any LayoutItem], _ metrics: [String: Double]) -> NameContext {
    NameContext(views: views, metrics: metrics, superviewOf: defaultSuperview)
  }

  static func defaultSuperview(_ item: any LayoutItem) -> (any LayoutItem)? {
    if let v = item as? LayoutView { return v.superview }
    return (item as? LayoutGuide)?.owningView
  }
}

extension LayoutConstraint {
  /// Constraints from one string of Apple's Visual Format Language, exactly
  /// as `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
  ///
  /// ```swift
  /// let cs = try LayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[icon(40)]-[title]-|", options: .alignAllCenterY,
  ///   metrics: [:], views: ["icon": icon, "title": title])
  /// LayoutConstraint.activate(cs)
  /// ```
  ///
  /// - Throws: ``SyntaxError`` with the column of the problem;
  ///   ``SyntaxError/appleDescription`` renders it as Apple does.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    views: [String: any LayoutItem]
  ) throws(SyntaxError) -> [LayoutConstraint] {
    let source = SourceText(name: "format", text: format)
    var p = VisualFormatParser(source, 0..<source.chars.count, Statements.context(views, metrics), options: options)
    return try p.parse()
  }

  /// Constraints from linear equations and visual format strings, separated
  /// by `;` or new lines (the JBNSLayoutConstraint seed's
  /// `jb_constraintsWithVisualFormat:options:metrics:views:`).
  ///
  /// ```swift
  /// let cs = try LayoutConstraint.constraints(
  ///   withFormat: "H:|[view1(20)];V:|[view1];view1.height == view2 + metric1",
  ///   metrics: ["metric1": 42], views: ["view1": view1, "view2": view2])
  /// ```
  ///
  /// Equations read `view1.attr1 == view2.attr2 * multiplier + constant @ priority`;
  /// `|` is the left-hand view's superview; `center`, `size`, `frame` and
  /// `edges` expand to several constraints.
  ///
  /// - Throws: the first ``SyntaxError`` (by position).
  public static func constraints(
    withFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    views: [String: any LayoutItem]
  ) throws(SyntaxError) -> [LayoutConstraint] {
    let source = SourceText(name: "format", text: format)
    let (constraints, errors) = Statements.parse(
      source, Statements.split(source, 0..<source.chars.count), Statements.context(views, metrics), options: options,
      equations: true, errorLimit: 1)
    if let first = errors.first { throw first }
    return constraints
  }

  /// Parses `format` (as ``constraints(withFormat:options:metrics:views:)``)
  /// and installs every constraint on its items' closest common ancestor,
  /// turning off autoresizing translation on the views they constrain.
  /// Nothing is installed if anything fails.
  ///
  /// - Throws: ``SyntaxError``; a constraint whose items share no ancestor
  ///   is reported at its statement.
  @discardableResult
  public static func installConstraints(
    withFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    views: [String: any LayoutItem]
  ) throws(SyntaxError) -> [LayoutConstraint] {
    let constraints = try Self.constraints(withFormat: format, options: options, metrics: metrics, views: views)
    do {
      try install(constraints)
    } catch {
      throw SyntaxError(
        code: .invalidConstraint, message: error.description, source: "format", line: 1, column: 1, length: 1,
        lineText: format.split(separator: "\n").first.map(String.init) ?? "", help: nil)
    }
    return constraints
  }

  /// Installs each constraint on its items' closest common ancestor (the
  /// seed's `jb_installConstraints:`), turning off
  /// `translatesAutoresizingMaskIntoConstraints` on every
  /// view a constraint involves except that ancestor when the constraint
  /// relates it to a descendant (a constraint on one view alone turns it
  /// off on that view). All or nothing.
  ///
  /// - Throws: `LayoutError` when some constraint's items share no
  ///   ancestor.
  public static func install(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    try activate(allOrNothing: constraints)
    for c in constraints {
      for item in [c.firstItem, c.secondItem] {
        // Every view the constraint sizes or places; a common ancestor it is
        // merely measured against (a superview) keeps its setting.
        if let v = item as? LayoutView, v !== c.installedView || c.secondItem == nil {
          v.translatesAutoresizingMaskIntoConstraints = false
        }
      }
    }
  }

  /// Uninstalls constraints (the seed's `jb_uninstallConstraints:`).
  public static func uninstall(_ constraints: [LayoutConstraint]) {
    deactivate(constraints)
  }
}
