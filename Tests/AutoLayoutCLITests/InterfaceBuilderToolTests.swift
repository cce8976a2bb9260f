import AutoLayout
import AutoLayoutCLI
import AutoLayoutInterfaceBuilder
import AutoLayoutPlayground
import AutoLayoutSVG
import Foundation
import LayoutTestSupport
import Testing

@Suite("autolayout layout FILE.storyboard and check")
struct InterfaceBuilderToolTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view contentMode="scaleToFill" id="card">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                        <rect key="frame" x="10" y="10" width="20" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="dot" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="10" id="l"/>
                    <constraint firstItem="dot" firstAttribute="top" secondItem="card" secondAttribute="top" constant="10" id="t"/>
                    <constraint firstItem="dot" firstAttribute="width" constant="20" id="w"/>
                    <constraint firstItem="dot" firstAttribute="height" constant="20" id="h"/>
                    MORE
                </constraints>
            </view>
        </objects>
    </document>
    """

  func write(_ text: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ib-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    // A name of its own per file: tests run in parallel, and two documents
    // of the same length (x="10" and x="20") once shared a name and raced.
    let path = dir.appendingPathComponent("Card-\(UUID().uuidString).xib").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("--json has the fixed shape: scenes with id, name, size, frames by id in root coordinates, broken, ambiguous")
  func json() throws {
    let path = try write(Self.xib.replacingOccurrences(of: "MORE", with: ""))
    let out = Tool.run(["layout", path, "--json"])
    #expect(out.exitCode == 0, "\(out.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any]
    let scene = try #require((object?["scenes"] as? [[String: Any]])?.first)
    #expect(scene["id"] as? String == "card")
    #expect(scene["size"] as? [Double] == [200, 100])
    let frames = try #require(scene["frames"] as? [String: [Double]])
    #expect(frames["card"] == [0, 0, 200, 100] && frames["dot"] == [10, 10, 20, 20])
    #expect(scene["broken"] as? Int == 0 && scene["ambiguous"] as? Int == 0)
  }

  @Test("check: clean files exit 0; a conflict exits 1 and names the constraints with their XML lines; github format")
  func check() throws {
    let clean = try write(Self.xib.replacingOccurrences(of: "MORE", with: ""))
    #expect(Tool.run(["check", clean]).exitCode == 0)
    let conflict = try write(
      Self.xib.replacingOccurrences(
        of: "MORE", with: "<constraint firstItem=\"dot\" firstAttribute=\"width\" constant=\"30\" id=\"w2\"/>"))
    let out = Tool.run(["check", conflict])
    #expect(out.exitCode == 1)
    #expect(
      out.stdout.contains("conflict") && out.stdout.contains("w2 (line 19)") && out.stdout.contains("w (line 17)"),
      "\(out.stdout)")
    let github = Tool.run(["check", conflict, "--format", "github"])
    #expect(github.stdout.hasPrefix("::error file=\(conflict),line=19"), "\(github.stdout)")
  }

  @Test("check: a view Xcode flagged ambiguous or misplaced is a finding at its element's line and column")
  func viewFindingsHavePositions() throws {
    // No height for the dot, and Xcode flagged it: ambiguous; its element starts at 10:17.
    let noHeight = Self.xib.replacingOccurrences(of: "MORE", with: "").replacingOccurrences(
      of: "<constraint firstItem=\"dot\" firstAttribute=\"height\" constant=\"20\" id=\"h\"/>", with: "")
    let ambiguous = try write(noHeight.replacingOccurrences(of: "id=\"dot\">", with: "ambiguous=\"YES\" id=\"dot\">"))
    let out = Tool.run(["check", ambiguous])
    #expect(out.exitCode == 1)
    #expect(out.stdout.contains("\(ambiguous):10:17: ambiguity:"), "\(out.stdout)")
    // Stored 10 points off what the constraints give, and flagged: misplaced, with the computed frame.
    let moved = Self.xib.replacingOccurrences(of: "MORE", with: "").replacingOccurrences(
      of: "<rect key=\"frame\" x=\"10\" y=\"10\"", with: "<rect key=\"frame\" x=\"20\" y=\"10\"")
    let misplaced = try write(moved.replacingOccurrences(of: "id=\"dot\">", with: "misplaced=\"YES\" id=\"dot\">"))
    let github = Tool.run(["check", misplaced, "--format", "github"])
    #expect(github.exitCode == 1)
    #expect(github.stdout.contains("::error file=\(misplaced),line=10,col=17"), "\(github.stdout)")
    #expect(github.stdout.contains("Xcode flagged") && github.stdout.contains("(10, 10, 20, 20)"), "\(github.stdout)")
  }

  @Test("check: a difference Xcode did not flag is a note (exit 0, no all-clear); --strict makes it a finding")
  func unflaggedDifferencesAreNotes() throws {
    let moved = try write(
      Self.xib.replacingOccurrences(of: "MORE", with: "").replacingOccurrences(
        of: "<rect key=\"frame\" x=\"10\" y=\"10\"", with: "<rect key=\"frame\" x=\"20\" y=\"10\""))
    let out = Tool.run(["check", moved])
    #expect(out.exitCode == 0, "\(out.stdout)")
    #expect(out.stdout.contains(": note: ") && out.stdout.contains("did not flag"), "\(out.stdout)")
    let strict = Tool.run(["check", moved, "--strict"])
    #expect(strict.exitCode == 1 && strict.stdout.contains(": misplaced: "), "\(strict.stdout)")
    // An unflagged ambiguous view is a note too.
    let free = try write(
      Self.xib.replacingOccurrences(of: "MORE", with: "").replacingOccurrences(
        of: "<constraint firstItem=\"dot\" firstAttribute=\"height\" constant=\"20\" id=\"h\"/>", with: ""))
    #expect(Tool.run(["check", free]).exitCode == 0)
    #expect(Tool.run(["check", free, "--strict"]).exitCode == 1)
  }

  @Test("a conflict with a constraint the stack view made says where it comes from, not 'line 0'")
  func systemConstraintsSayWhoMadeThem() throws {
    let path = try write(hiddenStackViewXIB)
    let out = Tool.run(["check", path])
    #expect(out.exitCode == 1)
    #expect(out.stdout.contains("UISV-hiding (generated by a stack view)"), "\(out.stdout)")
    #expect(out.stdout.contains("goneHeight (line 22)"), "\(out.stdout)")
    #expect(!out.stdout.contains("line 0"), "\(out.stdout)")
  }

  @Test("check: a file it cannot read, or a .layout file, is an error with a non-zero exit and never an all-clear")
  func honestFailure() throws {
    let broken = try write("<document>\n<oops")
    let out = Tool.run(["check", broken])
    #expect(out.exitCode != 0)
    #expect(!out.stdout.contains("No conflicts"), "\(out.stdout)")
    #expect(out.stderr.contains("could not be checked"), "\(out.stderr)")
    let dir = FileManager.default.temporaryDirectory
    let layout = dir.appendingPathComponent("card-\(UUID().uuidString).layout").path
    try "size 100x100\nview a\n".write(toFile: layout, atomically: true, encoding: .utf8)
    let text = Tool.run(["check", layout])
    #expect(text.exitCode != 0 && !text.stdout.contains("No conflicts"), "\(text.stdout)")
    #expect(text.stderr.contains("is not a storyboard or xib"), "\(text.stderr)")
    // A readable file beside a broken one: its findings, but no all-clear.
    let clean = try write(Self.xib.replacingOccurrences(of: "MORE", with: ""))
    let both = Tool.run(["check", clean, broken])
    #expect(both.exitCode != 0 && !both.stdout.contains("No conflicts"))
  }

  @Test("check --format json carries each warning's stable code")
  func warningCodes() throws {
    let path = try write(
      Self.xib.replacingOccurrences(
        of: "MORE", with: "<constraint firstItem=\"nobody\" firstAttribute=\"width\" constant=\"3\" id=\"x\"/>"))
    let out = Tool.run(["check", path, "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    let warning = try #require(findings.first { $0["kind"] as? String == "warning" })
    #expect(warning["code"] as? String == "unknown-item")
    #expect(warning["line"] as? Int == 19)
  }
}

/// The third-party corpus of storyboards and xibs, when this checkout sits
/// beside the project's shared data (opt-in: the data is not part of the
/// repository, so the suite is skipped without it).
enum Corpus {
  static var folder: URL? {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let url = repository.deletingLastPathComponent().appendingPathComponent("share" + "d")
      .appendingPathComponent("ib-corpus").appendingPathComponent("files")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  static var files: [URL] {
    guard let folder else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }
}

@Suite("Interface Builder corpus: one answer everywhere (opt-in)", .enabled(if: Corpus.folder != nil))
struct InterfaceBuilderCorpusTests {
  typealias Frames = [String: [Double]]

  static func rounded(_ r: LayoutRect) -> [Double] {
    [r.minX, r.minY, r.width, r.height].map { ($0 * 1e3).rounded() / 1e3 }
  }

  /// `layout --json`'s frames per root.
  static func cliFrames(_ path: String) throws -> [String: Frames] {
    let out = Tool.run(["layout", path, "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
    var result: [String: Frames] = [:]
    for scene in object["scenes"] as? [[String: Any]] ?? [] {
      guard let id = scene["id"] as? String, let frames = scene["frames"] as? [String: [Double]] else { continue }
      result[id] = frames.mapValues { $0.map { ($0 * 1e3).rounded() / 1e3 } }
    }
    return result
  }

  /// `serve`'s frames for one root (`POST /api/check` with the root chosen).
  static func serveFrames(_ api: PlaygroundAPI, xml: String, scene: String) throws -> Frames {
    let body = try JSONSerialization.data(withJSONObject: ["file": xml, "scene": scene])
    let r = api.respond(method: "POST", path: "/api/check", body: body)
    let json = try #require(try JSONSerialization.jsonObject(with: r.body) as? [String: Any])
    let roots = try #require(json["scenes"] as? [[String: Any]])
    let chosen = try #require(roots.first { $0["id"] as? String == scene })
    var out: Frames = [:]
    for f in chosen["frames"] as? [[String: Any]] ?? [] {
      if let id = f["id"] as? String, let frame = f["frame"] as? [Double] {
        out[id] = frame.map { ($0 * 1e3).rounded() / 1e3 }
      }
    }
    return out
  }

  @Test("layout --json, the Swift API, the SVG pass and serve give the same frames on every root; no size is negative")
  func oneAnswer() throws {
    let api = PlaygroundAPI()
    var roots = 0
    var disagreements: [String] = []
    for url in Corpus.files {
      let data = try Data(contentsOf: url)
      let cli = try Self.cliFrames(url.path)
      let doc = try InterfaceBuilderDocument(data: data, name: url.lastPathComponent)
      for scene in doc.scenes {
        roots += 1
        scene.layout()
        var apiFrames: Frames = [:]
        for id in scene.ids { if let f = scene.frameInRoot(id) { apiFrames[id] = Self.rounded(f) } }
        // What a renderer or a report does next must not move anything.
        _ = SVGRenderer().render(scene.window)
        _ = scene.window.report
        var after: Frames = [:]
        for id in scene.ids { if let f = scene.frameInRoot(id) { after[id] = Self.rounded(f) } }
        let served = try Self.serveFrames(api, xml: String(decoding: data, as: UTF8.self), scene: scene.id)
        let name = "\(url.lastPathComponent) \(scene.id)"
        if cli[scene.id] != apiFrames { disagreements.append("\(name): layout --json and the API differ") }
        if after != apiFrames { disagreements.append("\(name): the SVG pass or the report moved views") }
        if served != apiFrames { disagreements.append("\(name): serve and the API differ") }
        for (id, f) in apiFrames where f[2] < 0 || f[3] < 0 {
          disagreements.append("\(name): \(id) has a negative size \(f)")
        }
      }
    }
    #expect(roots > 0)
    #expect(disagreements.isEmpty, "\(disagreements.count) of \(roots) roots: \(disagreements.prefix(20))")
  }
}
