import AutoLayoutCLI
import Foundation
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

  @Test("check: an ambiguous view and a misplaced view are reported at their own element's line and column")
  func viewFindingsHavePositions() throws {
    // No height for the dot: ambiguous; its element starts at 10:17.
    let ambiguous = try write(
      Self.xib.replacingOccurrences(of: "MORE", with: "").replacingOccurrences(
        of: "<constraint firstItem=\"dot\" firstAttribute=\"height\" constant=\"20\" id=\"h\"/>", with: ""))
    let out = Tool.run(["check", ambiguous])
    #expect(out.exitCode == 1)
    #expect(out.stdout.contains("\(ambiguous):10:17: ambiguity:"), "\(out.stdout)")
    // Stored 10 points off what the constraints give: misplaced, same place.
    let misplaced = try write(
      Self.xib.replacingOccurrences(of: "MORE", with: "").replacingOccurrences(
        of: "<rect key=\"frame\" x=\"10\" y=\"10\"", with: "<rect key=\"frame\" x=\"20\" y=\"10\""))
    let moved = Tool.run(["check", misplaced, "--format", "github"])
    #expect(moved.stdout.contains("file=\(misplaced),line=10,col=17"), "\(moved.stdout)")
    #expect(moved.stdout.contains("misplaced") || moved.stdout.contains("stored at"), "\(moved.stdout)")
  }
}
