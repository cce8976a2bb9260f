import AutoLayoutCLI
import Foundation
import Testing

@Suite("autolayout why")
struct WhyToolTests {
  static let log = """
    2024-01-02 10:00:00.000 MyApp[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    (
        "<NSLayoutConstraint:0x600001 UIView:0x7f01.height == 200   (active)>",
        "<NSLayoutConstraint:0x600002 UIView:0x7f01.top == UIView:0x7f02.top   (active)>",
        "<NSLayoutConstraint:0x600003 UIView:0x7f01.height == 120   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600003 UIView:0x7f01.height == 120   (active)>

    """

  @Test("--json has the fixed shape: line, the minimal conflict by address, the broken one, fixes")
  func json() throws {
    let out = Tool.run(["why", "-", "--json"], stdin: Data(Self.log.utf8))
    #expect(out.exitCode == 0, "\(out.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any]
    let blocks = try #require(object?["blocks"] as? [[String: Any]])
    #expect(blocks.count == 1)
    #expect(blocks[0]["line"] as? Int == 1)
    #expect(blocks[0]["conflict"] as? [String] == ["0x600001", "0x600003"])
    #expect(blocks[0]["broken"] as? String == "0x600003")
    let fixes = try #require(blocks[0]["fixes"] as? [[String: Any]])
    #expect(fixes.first?["constraint"] as? String == "0x600003")
    #expect((fixes.first?["text"] as? String)?.isEmpty == false)
  }

  @Test("text: sentences and fixes; --svg draws the conflict in red; an unreadable line exits 1 with its place")
  func textAndErrors() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "why-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let svg = dir.appendingPathComponent("why.svg").path
    let out = Tool.run(["why", "-", "--svg", svg], stdin: Data(Self.log.utf8))
    #expect(out.exitCode == 0)
    #expect(out.stdout.contains("UIView₁'s height equals 200") && out.stdout.contains("UIView₁ = UIView:0x7f01"))
    #expect(out.stdout.contains("Fixes"))
    let picture = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(picture.contains("#d62728"))
    let bad = Self.log.replacingOccurrences(
      of: "    \"<NSLayoutConstraint:0x600002", with: "    ??? \"<NSLayoutConstraint:0x600002")
    let failed = Tool.run(["why", "-"], stdin: Data(bad.utf8))
    #expect(failed.exitCode == 1)
    #expect(failed.stderr.contains("5:5"), "\(failed.stderr)")
    try? FileManager.default.removeItem(at: dir)
  }

  @Test("every block: an unreadable one is reported in the same output, text and JSON, and the exit status is 1")
  func partial() throws {
    let bad = Self.log.replacingOccurrences(of: "UIView:0x7f01.height == 200", with: "UIView:0x7f01.hieght == 200")
    let text = Self.log + "\n" + bad + "\n" + Self.log
    let json = Tool.run(["why", "-", "--json"], stdin: Data(text.utf8))
    #expect(json.exitCode == 1 && json.stderr.contains("did you mean 'height'"))
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let blocks = try #require(object?["blocks"] as? [[String: Any]])
    #expect(blocks.count == 3)
    #expect(blocks[0]["error"] is NSNull && (blocks[0]["conflict"] as? [String])?.count == 2)
    let error = try #require(blocks[1]["error"] as? [String: Any])
    #expect(error["line"] as? Int == 15 && error["column"] as? Int == 49, "\(error)")
    #expect((object?["errors"] as? [[String: Any]])?.count == 1)
    #expect((blocks[2]["names"] as? [[String: Any]])?.first?["name"] as? String == "UIView₁")
    let plain = Tool.run(["why", "-"], stdin: Data(text.utf8))
    #expect(plain.exitCode == 1 && plain.stdout.contains("Block 2 (line 12): could not be read: line 15"))
    #expect(plain.stdout.contains("2 of 3 blocks explained"))
  }

  @Test("standard input: '-' always; no file only when standard input is not a terminal")
  func standardInput() {
    #expect(WhyCommand.readsStandardInput(["why", "-", "--json"]))
    #expect(!WhyCommand.readsStandardInput(["why", "crash.log"]))
    #expect(!WhyCommand.readsStandardInput(["why", "--svg", "out.svg", "crash.log"]))
    #expect(!WhyCommand.readsStandardInput(["layout", "card.layout"]))
  }
}
