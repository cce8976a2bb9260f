import AutoLayout
import AutoLayoutTypesetting
import Testing

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 * max(1, abs(b)) }

@Suite("Typesetter: fonts, errors, Dynamic Type and the measuring contract")
struct TypesetterTests {
  @Test("a missing or non-font file is an error naming it, not a crash")
  func badFonts() {
    #expect(throws: TypesettingError.self) { try FontFace(path: "/nonexistent/font.ttf") }
    do {
      _ = try FontFace(path: "/etc/hostname")
      Issue.record("a text file opened as a font")
    } catch {
      #expect(error.description.contains("/etc/hostname"))
    }
  }

  @Test("a point size must be finite and above zero")
  func badSizes() throws {
    let font = try FontFace(path: Fonts.mono)
    for size in [0.0, -1, .nan, .infinity] {
      #expect(throws: TypesettingError.self) { try Typesetter(font: font, pointSize: size) }
    }
  }

  @Test("the default font is Inter; its semibold weight is Inter SemiBold")
  func defaultFont() throws {
    #expect(try FontFace.default().familyName.hasPrefix("Inter"))
    #expect(try FontFace.default(weight: .semibold).path.hasSuffix("Inter-SemiBold.otf"))
  }

  @Test("Dynamic Type: body at AX5 is 53 points, with the guidelines' 62-point leading when asked")
  func dynamicType() throws {
    let font = try FontFace(path: Fonts.mono)
    let body = try Typesetter(font: font, style: .body, category: .accessibilityExtraExtraExtraLarge)
    #expect(body.pointSize == 53)
    #expect(close(body.lineHeight, 53 * 2384 / 2048))
    let leading = try Typesetter(font: font, style: .body, category: .large, useStyleLeading: true)
    #expect(leading.lineHeight == 22)
  }

  @Test("the measuring contract: natural size with no proposal, height for a width, cached per width")
  func measure() throws {
    let label = try Fonts.monoTypesetter().measure("hello world")
    let mono = try Fonts.monoTypesetter()
    #expect(close(label.naturalSize.width, 110))
    #expect(close(label.naturalSize.height, mono.lineHeight))
    #expect(close(label.height(forWidth: 60), 2 * mono.lineHeight))
    #expect(close(label.size(for: LayoutProposal(width: 60)).width, 50))
    _ = label.height(forWidth: 60)
    #expect(label.evaluations == 2)
    // The answers carry the text's baselines.
    let natural = label.measurement(for: .unspecified)
    let layout = mono.layout("hello world", width: nil)
    #expect(natural.firstBaselineFromTop == layout.firstBaselineFromTop)
    #expect(natural.lastBaselineFromBottom == layout.lastBaselineFromBottom)
  }

  @Test("the same text laid out twice gives the same lines (determinism)")
  func deterministic() throws {
    let inter = try Typesetter(font: FontFace.default(), pointSize: 17)
    let text = "Content that measures itself: wrapping text, self-sizing cells."
    #expect(inter.layout(text, width: 120) == inter.layout(text, width: 120))
  }
}

@Suite("Real text in a layout")
struct TextInLayoutTests {
  @Test("a label of real text in a 100-point column: 'hello world hello world' takes 4 lines of DejaVu Sans Mono")
  func labelInColumn() throws {
    let mono = try Fonts.monoTypesetter()
    let window = LayoutWindow(size: LayoutSize(width: 120, height: 400))
    let label = LayoutView(name: "label")
    window.addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    label.contentMeasure = mono.measure("hello world hello world")
    #expect(window.report.isClean)
    #expect(label.frame.width == 100)
    // "hello world" is 110 points: every word takes a line of its own.
    #expect(abs(label.frame.height - 4 * mono.lineHeight) < 1e-6)
  }
}
