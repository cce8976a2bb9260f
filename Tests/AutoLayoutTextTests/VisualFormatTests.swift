import AutoLayout
import AutoLayoutText
import Testing

@Suite("Visual Format Language")
struct VisualFormatTests {
  static func views() -> (LayoutWindow, [String: any LayoutItem]) {
    let window = LayoutWindow(size: LayoutSize(width: 400, height: 300))
    var views: [String: any LayoutItem] = [:]
    for name in ["a", "b", "c"] {
      let v = LayoutView(name: name)
      window.addSubview(v)
      views[name] = v
    }
    return (window, views)
  }

  @Test(
    "every construct of the grammar",
    arguments: [
      ("[a]", [String]()),
      ("|[a]|", ["a.leading == root.leading @1000", "root.trailing == a.trailing @1000"]),
      ("H:|-[a]-|", ["a.leading == root.leadingMargin @1000", "root.trailingMargin == a.trailing @1000"]),
      ("|-20-[a]-(>=10)-|", ["a.leading == root.leading + 20 @1000", "root.trailing >= a.trailing + 10 @1000"]),
      ("[a]-[b]", ["b.leading == a.trailing + 8 @1000"]),
      ("[a][b]", ["b.leading == a.trailing @1000"]),
      ("[a]-12-[b]", ["b.leading == a.trailing + 12 @1000"]),
      ("[a]-gap-[b]", ["b.leading == a.trailing + 6 @1000"]),
      ("[a]-(>=20@750)-[b]", ["b.leading >= a.trailing + 20 @750"]),
      ("[a]-(>=8,<=gap)-[b]", ["b.leading >= a.trailing + 8 @1000", "b.leading <= a.trailing + 6 @1000"]),
      ("[a(100)]", ["a.width == 100 @1000"]),
      ("[a(>=50,<=100@750)]", ["a.width >= 50 @1000", "a.width <= 100 @750"]),
      ("[a(==b)]", ["a.width == b.width @1000"]),
      ("[a(100@gap)]", ["a.width == 100 @6"]),
      ("V:|[a(40)]-[b]", ["a.height == 40 @1000", "b.top == a.bottom + 8 @1000", "a.top == root.top @1000"]),
      ("V:[a]-|", ["root.bottomMargin == a.bottom @1000"]),
      ("H:[a]-(-4)-[b]", ["b.leading == a.trailing - 4 @1000"]),
      ("  H:[ a ] - [ b ]  ", ["b.leading == a.trailing + 8 @1000"]),
    ])
  func grammar(_ format: String, _ expected: [String]) throws {
    let (window, views) = Self.views()
    let cs = try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["gap": 6], views: views)
    #expect(render(cs) == expected)
    withExtendedLifetime(window) {}
  }

  @Test("alignment options add one equality per neighbouring pair")
  func alignment() throws {
    let (_, views) = Self.views()
    let cs = try LayoutConstraint.constraints(
      withVisualFormat: "H:[a]-[b]-[c]", options: [.alignAllTop, .alignAllBottom], views: views)
    #expect(
      render(cs) == [
        "b.leading == a.trailing + 8 @1000", "c.leading == b.trailing + 8 @1000",
        "b.top == a.top @1000", "c.top == b.top @1000", "b.bottom == a.bottom @1000", "c.bottom == b.bottom @1000",
      ])
    #expect(FormatOptions.alignAllLeft.rawValue == 2 && FormatOptions.alignAllCenterY.rawValue == 1024)
    #expect(FormatOptions.alignAllBaseline == FormatOptions.alignAllLastBaseline)
    #expect(FormatOptions.directionRightToLeft.rawValue == 2 << 16)
  }

  @Test("direction options: left-to-right uses left/right, right-to-left runs from the right")
  func direction() throws {
    let (window, views) = Self.views()
    let ltr = try LayoutConstraint.constraints(
      withVisualFormat: "|-10-[a]-[b]", options: .directionLeftToRight, views: views)
    #expect(render(ltr) == ["b.left == a.right + 8 @1000", "a.left == root.left + 10 @1000"])
    let rtl = try LayoutConstraint.constraints(
      withVisualFormat: "|-10-[a(50)]-[b(50)]", options: .directionRightToLeft, views: views)
    #expect(
      render(rtl) == [
        "a.width == 50 @1000", "b.width == 50 @1000", "a.left == b.right + 8 @1000", "root.right == a.right + 10 @1000",
      ])
    try LayoutConstraint.install(rtl)
    for name in ["a", "b"] {
      try LayoutConstraint.install(
        LayoutConstraint.constraints(withVisualFormat: "V:|[\(name)(10)]", views: views))
    }
    window.layoutIfNeeded()
    #expect((views["a"] as? LayoutView)?.frame == LayoutRect(x: 340, y: 0, width: 50, height: 10))
    #expect((views["b"] as? LayoutView)?.frame == LayoutRect(x: 282, y: 0, width: 50, height: 10))
  }

  @Test(
    "errors: Apple's messages, with line, column and suggestions",
    arguments: [
      ("V|[a]|", SyntaxError.Code.expected, 2, "expected ':' after 'V' to specify vertical arrangement"),
      ("|[a][b(c]|", .expected, 9, "expected ')', found ']'"),
      ("|[a][bb]", .unknownView, 6, "unable to find view with name bb"),
      ("V:|[a(>30)]|", .unknownRelation, 7, "unknown relation. Must be ==, >=, or <="),
      ("H:|-10-|", .expected, 8, "expected a view, found '|'"),
      ("[a]-(>=10@2000)-[b]", .invalidPriority, 11, "priority 2000 is outside 1...1000"),
      ("[a]-gapp-[b]", .unknownMetric, 5, "unable to find metric with name gapp"),
      ("[a(==zz)]", .unknownName, 6, "unable to find view or metric with name zz"),
      ("[a]-10[b]", .expected, 7, "expected '-' after the spacing, found '['"),
      ("[a]|[b]", .expected, 5, "expected the end of the format after '|', found '['"),
    ])
  func errors(_ format: String, _ code: SyntaxError.Code, _ column: Int, _ message: String) {
    let (window, views) = Self.views()
    defer { withExtendedLifetime(window) {} }
    do {
      _ = try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["gap": 6], views: views)
      Issue.record("expected an error for \(format)")
    } catch {
      #expect(error.code == code, "\(error)")
      #expect(error.column == column, "\(error)")
      #expect(error.message == message, "\(error)")
    }
  }

  @Test("an option parallel to the orientation is an error; so is '|' without a superview")
  func semanticErrors() {
    let (window, views) = Self.views()
    defer { withExtendedLifetime(window) {} }
    #expect(throws: SyntaxError.self) {
      _ = try LayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllLeading, views: views)
    }
    #expect(throws: SyntaxError.self) {
      _ = try LayoutConstraint.constraints(withVisualFormat: "[a]", options: .spacingBaselineToBaseline, views: views)
    }
    let orphan = LayoutView(name: "orphan")
    do {
      _ = try LayoutConstraint.constraints(withVisualFormat: "|[orphan]", views: ["orphan": orphan])
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .noSuperview)
    }
  }

  @Test("Apple's rendering of a parse error: the message, the format and a caret")
  func appleRendering() {
    let (window, views) = Self.views()
    defer { withExtendedLifetime(window) {} }
    do {
      _ = try LayoutConstraint.constraints(withVisualFormat: "|[a][bb]", views: views)
    } catch {
      #expect(
        error.appleDescription
          == "Unable to parse constraint format: Unable to find view with name bb\n|[a][bb]\n     ^")
    }
  }

  @Test("baseline-to-baseline spacing in vertical formats")
  func baselineSpacing() throws {
    let (_, views) = Self.views()
    let cs = try LayoutConstraint.constraints(
      withVisualFormat: "V:[a]-[b]", options: .spacingBaselineToBaseline, views: views)
    #expect(render(cs) == ["b.firstBaseline == a.lastBaseline + 8 @1000"])
  }
}
