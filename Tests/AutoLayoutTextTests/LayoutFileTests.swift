import AutoLayout
import AutoLayoutText
import Testing

@Suite("Layout files")
struct LayoutFileTests {
  static let card = """
    size 375x667
    metric pad = 12
    view card
    view icon in card intrinsic 40x40
    view title in card intrinsic 120x-
    view body in card intrinsic -x60 hugging 250x251 compression 750x749 margins 8,8,8,8

    card.centerX == |.centerX
    card.width == screen.shorterEdge * 0.9
    card.height >= 100 @ 750
    card.top == |.top + 40
    H:|-pad-[icon]-[title]-|
    icon.top == card.top + pad; title.firstBaseline == icon.centerY
    title.height == 20
    H:|-pad-[body]-pad-|
    V:[icon]-[body(>=40)]-pad-|
    """

  func frames(_ file: LayoutFile) -> [String: LayoutRect] {
    Dictionary(uniqueKeysWithValues: file.layout().map { ($0.name, $0.frame) })
  }

  @Test("the design's example lays out, in portrait and in landscape")
  func card() throws {
    let file = try LayoutFile(Self.card, name: "card.layout")
    var f = frames(file)
    #expect(f["card"] == LayoutRect(x: 18.75, y: 40, width: 337.5, height: 132))
    #expect(f["icon"] == LayoutRect(x: 30.75, y: 52, width: 40, height: 40))
    #expect(f["title"] == LayoutRect(x: 78.75, y: 72, width: 269.5, height: 20))
    #expect(f["body"] == LayoutRect(x: 30.75, y: 100, width: 313.5, height: 60))
    #expect(file.window.report.isClean)
    file.window.rotate()
    f = frames(file)
    #expect(f["card"]?.width == 337.5)  // 0.9 × the shorter edge, either way
    #expect(f["card"]?.minX == (667 - 337.5) / 2)
  }

  @Test("a size given to the parser overrides the file's, and rtl flips leading and trailing")
  func overrides() throws {
    let text = "direction rtl\nview a\na.leading == |.leading + 10; a.width == 50; a.top == |.top; a.height == 5"
    let file = try LayoutFile(text, size: LayoutSize(width: 200, height: 100))
    #expect(frames(file)["a"] == LayoutRect(x: 140, y: 0, width: 50, height: 5))
  }

  @Test("every error is reported with its line and column, and nothing is laid out")
  func errors() {
    let text = """
      size 375y667
      view card
      view icon in crad
      metric pad = 12
      card.widht == 100
      H:|-pad-[cadr]-|
      veiw extra
      card.top == |.top + padd
      """
    do {
      _ = try LayoutFile(text, name: "bad.layout")
      Issue.record("expected errors")
    } catch {
      let got = error.errors.map { "\($0.line):\($0.column) \($0.code) \($0.help ?? $0.message)" }
      #expect(
        got == [
          "1:9 expected expected 'x' between the two values, as in 375x667, found 'y'",
          "3:14 unknown-view did you mean 'card'?",
          "5:6 unknown-attribute did you mean 'width'?",
          "6:10 unknown-view did you mean 'card'?",
          "7:1 unknown-directive did you mean 'view'?",
          "8:21 unknown-name did you mean 'pad'?",
        ])
      #expect(error.description.contains(" --> bad.layout:5:6"))
    }
  }

  @Test("reserved and duplicate names are errors")
  func names() {
    #expect(throws: SyntaxErrors.self) { _ = try LayoutFile("view root") }
    #expect(throws: SyntaxErrors.self) { _ = try LayoutFile("view a\nview a") }
    #expect(throws: SyntaxErrors.self) { _ = try LayoutFile("metric m = 1\nmetric m = 2") }
    #expect(throws: SyntaxErrors.self) { _ = try LayoutFile("direction up") }
  }
}

@Suite("Layout files: stacks")
struct LayoutFileStackTests {
  @Test("a stack declaration arranges the views declared in it; hidden collapses")
  func stack() throws {
    let text = """
      size 300x100
      stack row axis horizontal alignment center spacing 10
      view a in row intrinsic 40x20
      view b in row intrinsic 60x40 hidden
      view c in row intrinsic 20x10
      row.leading == |.leading; row.top == |.top
      """
    let file = try LayoutFile(text, name: "stack.layout")
    let frames = Dictionary(uniqueKeysWithValues: file.layout().map { ($0.name, $0.frame) })
    let row = try #require(file.views.first as? LayoutStackView)
    #expect(row.arrangedSubviews.map(\.name) == ["a", "b", "c"])
    #expect(row.alignment == .center && row.spacing == 10)
    // b is hidden: a 0…40, gaps 5 + 5 around b, c at 50; the spanner wraps
    // the visible items only, so the row is as tall as a (20) and c is
    // centred in it.
    #expect(frames["c"] == LayoutRect(x: 50, y: 5, width: 20, height: 10))
    #expect(frames["row"]?.width == 70)
    #expect(file.window.report.conflicts.isEmpty)
  }

  @Test("stack clauses are checked: unknown clause, unknown value, intrinsic on a stack")
  func errors() {
    func firstError(_ text: String) -> String {
      do {
        _ = try LayoutFile(text, name: "bad.layout")
        return "no error"
      } catch {
        return error.description
      }
    }
    #expect(firstError("stack s axs vertical").contains("did you mean 'axis'?"))
    #expect(firstError("stack s alignment centre").contains("did you mean 'center'?"))
    #expect(firstError("stack s intrinsic 10x10").contains("unknown clause 'intrinsic' for a stack"))
    #expect(firstError("stack s spacing wide").contains("a number or 'system'"))
  }
}

@Suite("Layout files: line ends")
struct LineEndTests {
  @Test("CRLF, a lone CR and a byte-order mark read exactly like LF and no mark")
  func windowsLineEnds() throws {
    let text = """
      size 200x100   # a comment
      view a
      view b
      a.leading == |.leading + 10; a.top == |.top + 10; a.size == 20
      b.leading == a.trailing + 8; b.top == a.top; b.size == a.size
      """
    let lf = try LayoutFile(text, name: "lf.layout")
    let crlf = try LayoutFile(
      "\u{FEFF}" + text.split(separator: "\n").joined(separator: "\r\n") + "\r\n", name: "crlf.layout")
    let cr = try LayoutFile(text.split(separator: "\n").joined(separator: "\r"), name: "cr.layout")
    #expect(lf.constraints.count == 8 && crlf.constraints.count == 8 && cr.constraints.count == 8)
    #expect(crlf.layout().map(\.frame) == lf.layout().map(\.frame))
    #expect(cr.layout().map(\.frame) == lf.layout().map(\.frame))
    // Equations separated by CRLF.
    let window = LayoutWindow(size: LayoutSize(width: 100, height: 100))
    let v = LayoutView(name: "v")
    window.addSubview(v)
    let cs = try LayoutConstraint.constraints(withFormat: "v.width == 10\r\nv.height == 20", views: ["v": v])
    #expect(cs.count == 2)
    // Errors keep their lines: line 2 of a CRLF file is line 2.
    do {
      _ = try LayoutFile("view a\r\na.widht == 10\r\n", name: "bad.layout")
      Issue.record("expected an error")
    } catch {
      #expect(error.errors.first?.line == 2, "\(error)")
    }
  }
}
