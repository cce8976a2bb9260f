import AutoLayout
import AutoLayoutSVG
import AutoLayoutText
import Foundation
import Testing

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
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/card.layout")
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

  @Test("with constraints, guides and margins, matches its snapshot")
  func constraints() throws {
    var r = SVGRenderer()
    r.showsConstraints = true
    r.showsMargins = true
    r.showsGuides = true
    try assertSnapshot(r.render(card().window), named: "card-constraints.svg")
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

  @Test("rsvg-convert turns the SVG into a PNG (the SVG is valid)")
  func validSVG() throws {
    let candidates = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"]
    guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      // CI installs librsvg2-bin; elsewhere the check needs it too.
      Issue.record("rsvg-convert is not installed (apt-get install librsvg2-bin)")
      return
    }
    var r = SVGRenderer()
    r.showsConstraints = true
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(ProcessInfo.processInfo.processIdentifier)")
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
