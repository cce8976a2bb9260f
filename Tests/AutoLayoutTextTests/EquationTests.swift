import AutoLayout
import AutoLayoutText
import LayoutTestSupport
import Testing

/// A root with two subviews, view1 and view2, and a metric.
func fixture() -> (LayoutWindow, [String: any LayoutItem]) {
  let window = LayoutWindow(size: LayoutSize(width: 400, height: 300))
  let view1 = LayoutView(name: "view1"), view2 = LayoutView(name: "view2")
  window.addSubview(view1)
  window.addSubview(view2)
  return (window, ["view1": view1, "view2": view2, "root": window])
}

/// Constraint descriptions without their origin.
func render(_ cs: [LayoutConstraint]) -> [String] {
  cs.map { c in
    let d = c.description
    guard let cut = d.range(of: " (", options: .backwards) else { return d }
    return String(d[..<cut.lowerBound])
  }
}

extension String {
  func range(of s: String, options: BackwardsOption) -> Range<String.Index>? {
    var i = endIndex
    while i > startIndex {
      i = index(before: i)
      if self[i...].hasPrefix(s) { return i..<index(i, offsetBy: s.count) }
    }
    return nil
  }
}
enum BackwardsOption { case backwards }

@Suite("Equations")
struct EquationTests {
  @Test(
    "equations normalise to NSLayoutConstraint's form",
    arguments: [
      ("view1.centerX == |.centerX", ["view1.centerX == root.centerX @1000"]),
      ("view1.width == view2.width * 0.5 + 4", ["view1.width == 0.5 × view2.width + 4 @1000"]),
      ("view1.width == 0.5 * view2.width - 4", ["view1.width == 0.5 × view2.width - 4 @1000"]),
      ("view1.width == view2.width / 2 + 4", ["view1.width == 0.5 × view2.width + 4 @1000"]),
      ("view1.width * 3 == view1.height * 4", ["view1.width == 1.333333 × view1.height @1000"]),
      ("view1.width >= 50 @ 750", ["view1.width >= 50 @750"]),
      ("view1.width <= view2 + pad @high", ["view1.width <= view2.width + 12 @750"]),
      ("view1.height == view2 + pad", ["view1.height == view2.height + 12 @1000"]),
      ("-view1.left <= -view2.right", ["view1.left >= view2.right @1000"]),
      ("view1.left == view2.right + 2 * pad - 4", ["view1.left == view2.right + 20 @1000"]),
      ("view1.top == (view2.bottom + 8) @ 251", ["view1.top == view2.bottom + 8 @251"]),
      ("view1.width == 20 + view2.width", ["view1.width == view2.width + 20 @1000"]),
      ("view1.width == view2.width - -3", ["view1.width == view2.width + 3 @1000"]),
      ("view1.baseline == view2.firstBaseline", ["view1.lastBaseline == view2.firstBaseline @1000"]),
      ("view1.leadingMargin == |.leadingMargin @ low", ["view1.leadingMargin == root.leadingMargin @250"]),
      ("view1.center == |", ["view1.centerX == root.centerX @1000", "view1.centerY == root.centerY @1000"]),
      ("view1.size == 50", ["view1.width == 50 @1000", "view1.height == 50 @1000"]),
      (
        "view1.size == view2.size * 2",
        ["view1.width == 2 × view2.width @1000", "view1.height == 2 × view2.height @1000"]
      ),
      (
        "view1.frame == view2",
        [
          "view1.top == view2.top @1000", "view1.left == view2.left @1000", "view1.bottom == view2.bottom @1000",
          "view1.right == view2.right @1000",
        ]
      ),
      (
        "view1.edges == |",
        [
          "view1.top == root.top @1000", "view1.leading == root.leading @1000", "view1.bottom == root.bottom @1000",
          "view1.trailing == root.trailing @1000",
        ]
      ),
      ("view1.width == screen.width * 0.9", ["view1.width == 0.9 × screen.width @1000"]),
      ("view1.width == view2.shorterEdge * 0.8 + 4", ["view1.width == 0.8 × view2.shorterEdge + 4 @1000"]),
      ("view1.top == |.top + screen.height / 10", ["view1.top == root.top + 0.1 × screen.height @1000"]),
    ])
  func normalise(_ input: String, _ expected: [String]) throws {
    let (window, views) = fixture()
    defer { withExtendedLifetime(window) {} }
    let cs = try LayoutConstraint.constraints(withFormat: input, metrics: ["pad": 12], views: views)
    #expect(render(cs) == expected)
  }

  @Test(
    "errors carry a code and the range of the problem",
    arguments: [
      ("view1.centre == |.centerX", SyntaxError.Code.unknownAttribute, 1, 7, 6, "did you mean 'center'?"),
      ("veiw1.width == 10", .unknownView, 1, 1, 5, "did you mean 'view1'?"),
      ("view1.width = 10", .unknownRelation, 1, 13, 2, "did you mean '=='?"),
      (
        "view1.width == view2.width * view2.height", .notLinear, 1, 28, 1,
        "a constraint is linear: multiply an attribute by a number"
      ),
      ("view1.width == 10 @ 1200", .invalidPriority, 1, 21, 4, nil),
      ("view1.width == 10 @ hihg", .unknownPriority, 1, 21, 4, "did you mean 'high'?"),
      ("view1 == 10", .expected, 1, 1, 5, "for example 'view1.width'"),
      ("view1.top == 10", .invalidConstraint, 1, 1, 15, nil),
      ("view1.top == view2.width", .invalidConstraint, 1, 1, 24, nil),
      ("view1.width == (view2.width + 4", .expected, 1, 32, 1, "insert ')' to close the group"),
      ("view1.width == paad", .unknownName, 1, 16, 4, "did you mean 'pad'?"),
      ("view1.width == 10 10", .expected, 1, 19, 1, nil),
      (
        "view1.size == view2.center", .notLinear, 1, 15, 12,
        "a compound attribute relates to the same compound, or leave the attribute out"
      ),
      ("view1.width + view2.width == 10", .notLinear, 1, 15, 11, "move the other attribute to the right side"),
      ("view1.width == 10;view1.heigth == 5", .unknownAttribute, 1, 25, 6, "did you mean 'height'?"),
    ] as [(String, SyntaxError.Code, Int, Int, Int, String?)])
  func errors(_ input: String, _ code: SyntaxError.Code, _ line: Int, _ column: Int, _ length: Int, _ help: String?) {
    let (window, views) = fixture()
    defer { withExtendedLifetime(window) {} }
    do {
      _ = try LayoutConstraint.constraints(withFormat: input, metrics: ["pad": 12], views: views)
      Issue.record("expected an error for \(input)")
    } catch {
      #expect(error.code == code, "\(error)")
      #expect(error.line == line && error.column == column && error.length == length, "\(error)")
      #expect(error.help == help, "\(error)")
    }
  }

  @Test("a rendered error shows the line and a caret")
  func golden() {
    let (_, views) = fixture()
    do {
      _ = try LayoutConstraint.constraints(withFormat: "view1.centre == |.centerX * 1 + 0 @ 750", views: views)
    } catch {
      #expect(
        error.description == """
          error: unknown attribute 'centre'
           --> format:1:7
          1 | view1.centre == |.centerX * 1 + 0 @ 750
            |       ^^^^^^ did you mean 'center'?
          """)
    }
  }

  @Test("the origin of a parsed constraint is its statement's line and column")
  func origin() throws {
    let (_, views) = fixture()
    let cs = try LayoutConstraint.constraints(withFormat: "view1.width == 5;\n  view1.height == 6", views: views)
    #expect(cs[1].origin == .text(source: "format", line: 2, column: 3))
  }

  @Test("the JBNSLayoutConstraint seed's examples, parsed and laid out")
  func seedExamples() throws {
    let (window, views) = fixture()
    guard let view1 = views["view1"] as? LayoutView, let view2 = views["view2"] as? LayoutView else { return }
    try LayoutConstraint.installConstraints(withFormat: "view1.centerX==|.centerX", views: ["view1": view1])
    try LayoutConstraint.installConstraints(withFormat: "view1.center==|;view1.size==50", views: ["view1": view1])
    #expect(!view1.translatesAutoresizingMaskIntoConstraints)
    window.layoutIfNeeded()
    #expect(view1.frame == LayoutRect(x: 175, y: 125, width: 50, height: 50))
    try LayoutConstraint.installConstraints(
      withFormat: "H:|[view2(20)];V:|[view2];view2.height==view1+metric1", metrics: ["metric1": 42],
      views: ["view1": view1, "view2": view2])
    window.layoutIfNeeded()
    #expect(view2.frame == LayoutRect(x: 0, y: 0, width: 20, height: 92))
    #expect(window.report.isClean)
  }

  @Test("install and uninstall many on their closest common ancestors")
  func install() throws {
    let (window, views) = fixture()
    let cs = try LayoutConstraint.constraints(withFormat: "view1.width == view2.width; view1.width == 10", views: views)
    try LayoutConstraint.install(cs)
    #expect(cs[0].installedView === window)
    #expect(cs[1].installedView === views["view1"] as? LayoutView)
    LayoutConstraint.uninstall(cs)
    #expect(cs.allSatisfy { !$0.isActive })
  }
}

@Suite("Equations: hostile input")
struct HostileEquationTests {
  @Test("a million minus signs parse without recursion; an absurdly long misspelling reports at once")
  func hostile() throws {
    let window = LayoutWindow(size: LayoutSize(width: 100, height: 100))
    let v = LayoutView(name: "v")
    window.addSubview(v)
    let signs = String(repeating: "-", count: 1_000_000)
    // An even number of minus signs: width == +3.
    let cs = try LayoutConstraint.constraints(withFormat: "v.width == \(signs)3", views: ["v": v])
    #expect(cs.first?.constant == 3)
    let long = String(repeating: "w", count: 10_000)
    // This thread's processor time: the bound measures the work, not how
    // busy the machine is (it failed at 1.2-5 s wall-clock on a loaded one).
    let seconds = threadSeconds {
      #expect(throws: SyntaxError.self) {
        try LayoutConstraint.constraints(withFormat: "v.\(long) == 3", views: ["v": v])
      }
    }
    #expect(seconds < 1 * sanitizerSlowdown)
  }
}
