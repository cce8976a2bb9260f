import AutoLayoutCLI
import Foundation
import Testing

let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples")
  .standardized

func tempDirectory() throws -> URL {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  return dir
}

@Suite("autolayout layout, explain, demo")
struct LayoutToolTests {
  @Test("layout prints a table of frames in root coordinates")
  func table() {
    let out = Tool.run(["layout", examples.appendingPathComponent("card.layout").path])
    #expect(out.exitCode == 0)
    #expect(
      out.stdout == """
        view       x    y  width  height
        card   18.75   40  337.5     132
        icon   30.75   52     40      40
        title  78.75   72  269.5      20
        body   30.75  100  313.5      60

        """)
    #expect(out.stderr.isEmpty)
  }

  @Test("layout --json with --size, reading standard input")
  func json() throws {
    let text = try String(contentsOf: examples.appendingPathComponent("card.layout"), encoding: .utf8)
    let out = Tool.run(["layout", "-", "--size", "667x375", "--json"], stdin: Data(text.utf8))
    #expect(out.exitCode == 0)
    #expect(
      out.stdout
        == "{\"frames\": {\"card\": [164.75, 40, 337.5, 132], \"icon\": [176.75, 52, 40, 40], \"title\": [224.75, 72, 269.5, 20], \"body\": [176.75, 100, 313.5, 60]}}\n"
    )
  }

  @Test("errors in a file exit 1 with every error's line and column; bad usage exits 2")
  func errors() {
    let out = Tool.run(["layout", "-"], stdin: Data("view a\na.widht == 10\nb.top == 4".utf8))
    #expect(out.exitCode == 1)
    #expect(out.stderr.contains("--> <stdin>:2:3"))
    #expect(out.stderr.contains("did you mean 'width'?"))
    #expect(out.stderr.contains("--> <stdin>:3:1"))
    #expect(out.stdout.isEmpty)
    #expect(Tool.run(["layout", "x.layout", "--size", "big"]).exitCode == 2)
    #expect(Tool.run(["layout"]).exitCode == 2)
  }

  @Test("conflicts and ambiguity go to standard error; the exit code stays 0")
  func reports() {
    let out = Tool.run(["layout", examples.appendingPathComponent("conflict.layout").path])
    #expect(out.exitCode == 0)
    #expect(out.stderr.contains("Unable to satisfy these constraints together"))
    #expect(out.stderr.contains("Ambiguous layout"))
  }

  @Test("layout --svg writes a picture; --constraints draws them")
  func svg() throws {
    let dir = try tempDirectory()
    let plain = dir.appendingPathComponent("plain.svg").path, drawn = dir.appendingPathComponent("drawn.svg").path
    let file = examples.appendingPathComponent("card.layout").path
    #expect(Tool.run(["layout", file, "--svg", plain]).exitCode == 0)
    #expect(Tool.run(["layout", file, "--svg", drawn, "--constraints"]).exitCode == 0)
    let a = try String(contentsOfFile: plain, encoding: .utf8), b = try String(contentsOfFile: drawn, encoding: .utf8)
    #expect(a.hasPrefix("<svg") && !a.contains("<line"))
    #expect(b.contains("<line"))
    try? FileManager.default.removeItem(at: dir)
  }

  @Test("explain names the conflicting constraints with line and column, and the broken one")
  func explain() throws {
    let dir = try tempDirectory()
    let svg = dir.appendingPathComponent("conflict.svg").path
    let out = Tool.run(["explain", examples.appendingPathComponent("conflict.layout").path, "--svg", svg])
    #expect(out.exitCode == 1)
    #expect(out.stdout.contains("Conflict 1: these 4 required constraints cannot all hold at once:"))
    #expect(out.stdout.contains("card.width == 300 @1000 ("))
    #expect(out.stdout.contains("conflict.layout:8:1)"))
    #expect(out.stdout.contains("The engine broke card.width == 300"))
    #expect(out.stdout.contains("badge.x"))
    #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("#d62728"))
    let clean = Tool.run(["explain", examples.appendingPathComponent("card.layout").path])
    #expect(clean.stdout.hasPrefix("No conflicts and nothing ambiguous") && clean.exitCode == 0)
    try? FileManager.default.removeItem(at: dir)
  }

  @Test("demo lays out every seed's screens, prints frames and writes an SVG of each")
  func demo() throws {
    let dir = try tempDirectory()
    let out = Tool.run(["demo", "--out", dir.path])
    #expect(out.exitCode == 0, "\(out.stderr)")
    for name in [
      "hk-portrait", "hk-landscape", "jb-equations", "swiftylayout", "formation-condition-not", "tal-compact",
    ] {
      #expect(out.stdout.contains("== \(name): "))
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name).svg").path))
    }
    #expect(out.stdout.contains("orange  53.5  199.5    268     268"))
    #expect(out.stdout.contains("Wrote 14 pictures"))
    try? FileManager.default.removeItem(at: dir)
  }

  @Test("every command has help with an example", arguments: ["layout", "explain", "demo", "solve", "bench"])
  func help(_ command: String) {
    let out = Tool.run([command, "--help"])
    #expect(out.exitCode == 0)
    #expect(out.stdout.contains("Example"))
  }
}
