import AutoLayout
import AutoLayoutSVG
import AutoLayoutText
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Compares `text` with `Snapshots/<name>`; `RECORD_SNAPSHOTS=1` writes it
/// instead (and fails, so that a recording run is never mistaken for a pass).
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name)")
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
    try text.write(to: url, atomically: true, encoding: .utf8)
    Issue.record("recorded \(name); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
    return
  }
  let expected = try String(contentsOf: url, encoding: .utf8)
  #expect(text == expected, "\(name) differs from its snapshot", sourceLocation: sourceLocation)
}

/// The bundled example, Examples/card.layout.
let cardFile: String = {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../Examples/card.layout")
  return (try? String(contentsOf: url.standardized, encoding: .utf8)) ?? ""
}()

@Suite("SVG")
struct SVGTests {
  func card() throws -> LayoutFile {
    let file = try LayoutFile(cardFile, name: "card.layout")
    _ = file.layout()
    return file
  }

  @Test("a laid-out card, views only, matches its snapshot")
  func plain() throws {
    try assertSnapshot(SVGRenderer().render(card().window), named: "card.svg")
  }

  /// A renderer that draws everything it can: constraints, margins, guides.
  func drawingEverything() -> SVGRenderer {
    var r = SVGRenderer()
    r.showsConstraints = true
    r.showsMargins = true
    r.showsGuides = true
    return r
  }

  @Test("with constraints, guides and margins, matches its snapshot")
  func constraints() throws {
    try assertSnapshot(drawingEverything().render(card().window), named: "card-constraints.svg")
  }

  @Test("the same tree gives byte-identical SVG; optional constraints are dashed, broken ones red")
  func determinism() throws {
    var r = SVGRenderer()
    r.showsConstraints = true
    let a = r.render(try card().window), b = r.render(try card().window)
    #expect(a == b)
    #expect(a.contains("stroke-dasharray=\"3 2\""))
    let file = try LayoutFile(cardFile + "\ncard.width == 10", name: "conflict.layout")
    _ = file.layout()
    let svg = SVGRenderer().render(file.window)
    #expect(svg.contains("#d62728"))
    #expect(svg.contains("card.width == 10 @1000"))
  }

  @Test("the SVG is well-formed XML with an svg root, and every drawn element has numeric geometry")
  func wellFormed() throws {
    let svg = drawingEverything().render(try card().window)
    let checker = SVGStructureChecker()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = checker
    #expect(parser.parse(), "XML error: \(String(describing: parser.parserError))")
    #expect(checker.root == "svg")
    #expect(checker.rects > 0)
    #expect(checker.badNumbers.isEmpty, "non-numeric geometry: \(checker.badNumbers)")
  }

  @Test(
    "rsvg-convert turns the SVG into a PNG",
    .enabled(
      if: rsvgConvert != nil,
      "rsvg-convert is not installed (apt-get install librsvg2-bin); .ci/run installs it, so CI always renders")
  )
  func rendersToPNG() throws {
    guard let tool = rsvgConvert else { return }
    var r = SVGRenderer()
    r.showsConstraints = true
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "svg-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let svg = dir.appendingPathComponent("card.svg"), png = dir.appendingPathComponent("card.png")
    try r.render(try card().window).write(to: svg, atomically: true, encoding: .utf8)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: tool)
    p.arguments = [svg.path, "-o", png.path]
    try p.run()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    let data = try Data(contentsOf: png)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    try? FileManager.default.removeItem(at: dir)
  }
}

/// The renderer on `PATH`, if any.
let rsvgConvert: String? = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  return path.split(separator: ":").map { "\($0)/rsvg-convert" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Collects what the structure test asserts: the root element, the number
/// of rectangles, and any geometry attribute that is not a finite number.
final class SVGStructureChecker: NSObject, XMLParserDelegate {
  var root: String?
  var rects = 0
  var badNumbers: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if root == nil { root = name }
    if name == "rect" { rects += 1 }
    for key in ["x", "y", "width", "height", "x1", "y1", "x2", "y2", "cx", "cy", "r"] {
      guard let value = attributes[key] else { continue }
      if Double(value).map({ !$0.isFinite }) ?? true { badNumbers.append("\(name).\(key)=\(value)") }
    }
  }
}

@Suite("SVG: stacks and hidden views")
struct SVGStackTests {
  @Test("a stack is a dashed outline in the stack colour; hidden views are faint")
  func stackOutline() throws {
    let file = try LayoutFile(
      """
      size 200x60
      stack row spacing 4
      view a in row intrinsic 30x20
      view b in row intrinsic 30x20 hidden
      row.leading == |.leading; row.top == |.top
      """, name: "s.layout")
    _ = file.layout()
    let svg = SVGRenderer().render(file.window)
    #expect(svg.contains("stroke=\"#d62f9e\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\""))
    #expect(svg.contains("row (stack)"))
    #expect(svg.contains("opacity=\"0.3\"") && svg.contains("b (hidden)"))
    #expect(!svg.contains("UISV-alignment-spanner"))
  }
}

@Suite("SVG: numbers it cannot draw")
struct SVGNumberTests {
  @Test("huge and non-finite frames render (clamped), never trap")
  func huge() {
    let window = LayoutWindow(size: LayoutSize(width: 100, height: 100))
    let v = LayoutView(name: "far", frame: LayoutRect(x: 1e300, y: -1e300, width: .infinity, height: .nan))
    window.addSubview(v)
    let svg = SVGRenderer().render(window)
    #expect(svg.contains("x=\"1000000000000\"") && svg.contains("y=\"-1000000000000\""))
    #expect(!svg.contains("nan") && !svg.contains("inf"))
  }
}
