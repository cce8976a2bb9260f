import AutoLayout
import AutoLayoutCLI
import Foundation
import Testing

/// `autolayout check --matrix` on small storyboards and layout files
/// written for each kind of finding.
@Suite("autolayout check --matrix")
struct MatrixCheckTests {
  /// A storyboard designed on the largest phone (retina6_9, 440 × 956, in
  /// the default matrix), one controller whose root view `root` holds
  /// SUBVIEWS and CONSTRAINTS.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
        <device id="retina6_9" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="440" height="956"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    SUBVIEWS
                            </subviews>
                            <constraints>
    CONSTRAINTS
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static func view(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, inside: String = "") -> String {
    """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="\(y)" width="\(w)" height="\(h)"/>
    \(inside)
    </view>
    """
  }

  static func label(_ id: String, _ text: String, lines: Int, frame: (Double, Double, Double, Double)) -> String {
    """
    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="\(lines)" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        <nil key="textColor"/>
        <nil key="highlightedColor"/>
    </label>
    """
  }

  /// `first.attribute == second.attribute + constant` (second nil: a constant).
  static func pin(
    _ id: String, _ first: String, _ attribute: String, _ second: String? = nil, _ secondAttribute: String? = nil,
    _ constant: Double = 0
  ) -> String {
    let other = second.map { "secondItem=\"\($0)\" secondAttribute=\"\(secondAttribute ?? attribute)\" " } ?? ""
    return
      "<constraint firstItem=\"\(first)\" firstAttribute=\"\(attribute)\" \(other)constant=\"\(constant)\" id=\"\(id)\"/>"
  }

  static func document(_ subviews: [String], _ constraints: [String]) -> String {
    storyboard.replacingOccurrences(of: "SUBVIEWS", with: subviews.joined(separator: "\n"))
      .replacingOccurrences(of: "CONSTRAINTS", with: constraints.joined(separator: "\n"))
  }

  let folder: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func write(_ text: String, name: String = "Main.storyboard") throws -> String {
    let path = (folder as NSString).appendingPathComponent(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The JSON findings of `check --matrix` (pictures into the test's folder).
  func findings(_ path: String, _ extra: [String] = []) throws -> (exit: Int32, findings: [[String: Any]]) {
    let out = Tool.run(
      ["check", "--matrix", path, "--format", "json", "--svg", (folder as NSString).appendingPathComponent("pictures")]
        + extra)
    let object = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any]
    let list = try #require(object?["findings"] as? [[String: Any]], "\(out.stdout)\(out.stderr)")
    return (out.exitCode, list)
  }

  static func combinations(_ f: [String: Any]) -> Set<String> {
    Set(
      (f["combinations"] as? [[String: String]] ?? []).map {
        "\($0["device"] ?? "") \($0["orientation"] ?? "") \($0["textSize"] ?? "") \($0["direction"] ?? "")"
      })
  }

  /// The combination the storyboards are designed in.
  static let designed = "retina6_9 portrait Large LTR"

  @Test("a fixed-width box fits the large phone and sticks out of the small one: right edge in LTR, left in RTL")
  func outside() throws {
    let doc = Self.document(
      [Self.view("box", 16, 100, 400, 40)],
      [
        Self.pin("l", "box", "leading", "root", "leading", 16), Self.pin("t", "box", "top", "root", "top", 100),
        Self.pin("w", "box", "width", nil, nil, 400), Self.pin("h", "box", "height", nil, nil, 40),
      ])
    let (exit, list) = try findings(try write(doc))
    #expect(exit == 1)
    let outside = list.filter { $0["kind"] as? String == "outside" && $0["view"] as? String == "box" }
    #expect(outside.count == 2, "\(list)")
    let right = try #require(outside.first { ($0["message"] as? String ?? "").contains("right edge") })
    let left = try #require(outside.first { ($0["message"] as? String ?? "").contains("left edge") })
    // 16 + 400 > 390 only on the small phone in portrait; both text sizes.
    #expect(
      Self.combinations(right) == [
        "retina6_0 portrait Large LTR", "retina6_0 portrait AX5 LTR",
      ])
    #expect(Self.combinations(left) == ["retina6_0 portrait Large RTL", "retina6_0 portrait AX5 RTL"])
    // Line 12 is the box's element; the picture exists and outlines it.
    #expect(right["line"] as? Int == 12 && right["column"] as? Int == 1)
    let picture = try #require(right["picture"] as? String)
    let svg = try String(contentsOfFile: picture, encoding: .utf8)
    #expect(svg.contains("stroke=\"#cc0000\"") && svg.contains("retina6_0 portrait Large LTR"))
  }

  @Test("siblings side by side on the large phone overlap on the small one; nothing is found as designed")
  func overlap() throws {
    let doc = Self.document(
      [Self.view("a", 16, 100, 200, 40), Self.view("b", 224, 100, 200, 40)],
      [
        Self.pin("al", "a", "leading", "root", "leading", 16), Self.pin("at", "a", "top", "root", "top", 100),
        Self.pin("aw", "a", "width", nil, nil, 200), Self.pin("ah", "a", "height", nil, nil, 40),
        Self.pin("bt", "root", "trailing", "b", "trailing", 16), Self.pin("bt2", "b", "top", "root", "top", 100),
        Self.pin("bw", "b", "width", nil, nil, 200), Self.pin("bh", "b", "height", nil, nil, 40),
      ])
    let (_, list) = try findings(try write(doc))
    let overlap = try #require(list.first { $0["kind"] as? String == "overlap" }, "\(list)")
    #expect(overlap["view"] as? String == "b")
    // 390 − 16 − 200 = 174 < 216: 42 points of overlap on the small phone.
    #expect((overlap["message"] as? String ?? "").contains("by 42 × 40 pt"), "\(overlap)")
    #expect(Self.combinations(overlap).allSatisfy { $0.hasPrefix("retina6_0 portrait") })
    #expect(list.allSatisfy { !Self.combinations($0).contains(Self.designed) })
  }

  @Test("a width that only the designed screen allows is a conflict on every other screen, at the constraint's line")
  func conflict() throws {
    let doc = Self.document(
      [Self.view("bar", 16, 100, 408, 40)],
      [
        Self.pin("l", "bar", "leading", "root", "leading", 16),
        Self.pin("r", "root", "trailing", "bar", "trailing", 16),
        Self.pin("t", "bar", "top", "root", "top", 100), Self.pin("w", "bar", "width", nil, nil, 408),
        Self.pin("h", "bar", "height", nil, nil, 40),
      ])
    let path = try write(doc)
    let (exit, list) = try findings(path)
    #expect(exit == 1)
    let conflicts = list.filter { $0["kind"] as? String == "conflict" }
    #expect(conflicts.count == 1, "\(list)")
    let c = try #require(conflicts.first)
    #expect(Self.combinations(c).count == 12, "every combination but the large phone in portrait")
    #expect(!Self.combinations(c).contains(Self.designed))
    // Plain check (the design) finds nothing.
    #expect(Tool.run(["check", path]).exitCode == 0)
  }

  @Test("a one-line label truncates at AX5 in portrait; a fixed-height label clips at AX5; neither at Large")
  func text() throws {
    // The premise: at AX5 (body 53 pt) the title is wider than the large
    // phone's 408 points in portrait and narrower than the small phone's
    // 812 in landscape.
    let title = "A fairly long title here"
    let ax5 = BuiltinTextMeasurer.systemFontEstimate.measure(
      title, font: .preferred(.body, category: .accessibilityExtraExtraExtraLarge), width: nil, numberOfLines: 1)
    #expect(ax5.size.width > 410 && ax5.size.width < 810, "\(ax5.size)")
    let doc = Self.document(
      [
        Self.label("title", title, lines: 1, frame: (16, 100, 408, 21)),
        Self.label("note", "Hello there", lines: 0, frame: (16, 200, 408, 30)),
      ],
      [
        Self.pin("l1", "title", "leading", "root", "leading", 16),
        Self.pin("r1", "root", "trailing", "title", "trailing", 16), Self.pin("t1", "title", "top", "root", "top", 100),
        Self.pin("l2", "note", "leading", "root", "leading", 16),
        Self.pin("r2", "root", "trailing", "note", "trailing", 16), Self.pin("t2", "note", "top", "root", "top", 200),
        Self.pin("h2", "note", "height", nil, nil, 30),
      ])
    let (_, list) = try findings(try write(doc))
    let truncated = try #require(list.first { $0["kind"] as? String == "truncated" }, "\(list)")
    #expect(truncated["view"] as? String == "title")
    #expect(
      Self.combinations(truncated) == [
        "retina6_0 portrait AX5 LTR", "retina6_0 portrait AX5 RTL", "retina6_9 portrait AX5 LTR",
        "retina6_9 portrait AX5 RTL",
      ])
    let clipped = try #require(list.first { $0["kind"] as? String == "clipped" }, "\(list)")
    #expect(clipped["view"] as? String == "note")
    #expect(Self.combinations(clipped).allSatisfy { $0.contains(" AX5 ") } && Self.combinations(clipped).count == 8)
  }

  @Test("content of a scroll view past its bounds, and a layout that fits everywhere, are not findings")
  func clean() throws {
    let scroll = """
      <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
          <rect key="frame" x="20" y="100" width="400" height="200"/>
          <subviews>
      \(Self.view("wide", 0, 0, 420, 40))
          </subviews>
          <constraints>
      \(Self.pin("wl", "wide", "leading", "scroll", "leading", 0))
      \(Self.pin("wt", "wide", "top", "scroll", "top", 0))
      \(Self.pin("ww", "wide", "width", nil, nil, 420))
      \(Self.pin("wh", "wide", "height", nil, nil, 40))
          </constraints>
      </scrollView>
      """
    let doc = Self.document(
      [scroll],
      [
        Self.pin("l", "scroll", "leading", "root", "leading", 20),
        Self.pin("r", "root", "trailing", "scroll", "trailing", 20),
        Self.pin("t", "scroll", "top", "root", "top", 100), Self.pin("h", "scroll", "height", nil, nil, 200),
      ])
    let path = try write(doc)
    let (exit, list) = try findings(path)
    #expect(exit == 0 && list.isEmpty, "\(list)")
    let text = Tool.run(["check", "--matrix", path, "--svg", folder])
    #expect(text.exitCode == 0)
    #expect(text.stdout.contains("Matrix: 16 combinations (2 devices × 2 orientations × 2 text sizes × 2 directions)"))
    #expect(text.stdout.contains("every root survives"), "\(text.stdout)")
  }

  @Test("a layout file: laid out at each device's size and direction; its view named by its declaration's line")
  func layoutFile() throws {
    let path = try write(
      """
      size 440x956
      # a box as wide as the large phone allows
      view box
      box.leading == |.leading + 16; box.top == |.top + 100; box.width == 400; box.height == 40
      """, name: "screen.layout")
    let (exit, list) = try findings(path, ["--text-sizes", "Large"])
    #expect(exit == 1)
    let outside = list.filter { $0["kind"] as? String == "outside" }
    #expect(outside.count == 2, "\(list)")
    #expect(
      outside.allSatisfy { $0["line"] as? Int == 3 && $0["column"] as? Int == 6 && $0["view"] as? String == "box" })
    #expect(Set(outside.flatMap { Self.combinations($0) }).count == 2)
  }

  @Test("github annotations name file, line and combinations; text names the picture; exit 1")
  func formats() throws {
    let doc = Self.document(
      [Self.view("box", 16, 100, 400, 40)],
      [
        Self.pin("l", "box", "leading", "root", "leading", 16), Self.pin("t", "box", "top", "root", "top", 100),
        Self.pin("w", "box", "width", nil, nil, 400), Self.pin("h", "box", "height", nil, nil, 40),
      ])
    let path = try write(doc)
    let github = Tool.run(["check", "--matrix", path, "--format", "github", "--svg", folder, "--directions", "ltr"])
    #expect(github.exitCode == 1)
    #expect(github.stdout.hasPrefix("::error file=\(path),line=12,col=1,"), "\(github.stdout)")
    #expect(github.stdout.contains("title=Auto Layout matrix outside::"))
    #expect(github.stdout.contains("2 of 8 combinations: retina6_0 portrait Large LTR, retina6_0 portrait AX5 LTR"))
    let text = Tool.run([
      "check", "--matrix", path, "--svg", folder, "--devices", "retina6_0", "--orientations", "portrait",
    ])
    #expect(text.stdout.contains("\(path):12:1: outside:"), "\(text.stdout)")
    #expect(text.stdout.contains("picture: \(folder)/Main-root-retina6_0-portrait-Large-LTR.svg"), "\(text.stdout)")
    #expect(text.stdout.contains("Matrix: 4 combinations (1 device × 1 orientation × 2 text sizes × 2 directions)"))
  }

  @Test("a table's cell is as wide as its table: its label truncates on the small phone at Large, as on a device")
  func cellFollowsTable() throws {
    // The premise: at Large (body 17 pt) the text fits the large phone's
    // 408 points and not the small phone's 358.
    let text = "Twelve words that make a line of some fair length"
    let large = BuiltinTextMeasurer.systemFontEstimate.measure(
      text, font: .preferred(.body), width: nil, numberOfLines: 1)
    #expect(large.size.width > 360 && large.size.width < 406, "\(large.size)")
    let table = """
      <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
          <rect key="frame" x="0.0" y="100" width="440" height="200"/>
          <prototypes>
              <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="row" id="cell">
                  <rect key="frame" x="0.0" y="50" width="440" height="44"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="440" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
      \(Self.label("title", text, lines: 1, frame: (16, 11, 408, 21)))
                      </subviews>
                      <constraints>
      \(Self.pin("cl", "title", "leading", "content", "leading", 16))
      \(Self.pin("cr", "content", "trailing", "title", "trailing", 16))
      \(Self.pin("ct", "title", "top", "content", "top", 11))
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </prototypes>
      </tableView>
      """
    let doc = Self.document(
      [table],
      [
        Self.pin("l", "table", "leading", "root", "leading", 0),
        Self.pin("r", "root", "trailing", "table", "trailing", 0),
        Self.pin("t", "table", "top", "root", "top", 100), Self.pin("h", "table", "height", nil, nil, 200),
      ])
    let (_, list) = try findings(try write(doc))
    let truncated = try #require(list.first { $0["kind"] as? String == "truncated" }, "\(list)")
    #expect(truncated["view"] as? String == "title")
    let combinations = Self.combinations(truncated)
    #expect(
      combinations.contains("retina6_0 portrait Large LTR") && combinations.contains("retina6_0 portrait Large RTL"))
    #expect(!combinations.contains("retina6_9 portrait Large LTR") && combinations.count == 10, "\(combinations)")
  }

  @Test("a button's title at AX5 is clipped by the button's height, not by the padding it asks for")
  func buttonTitle() throws {
    // A 76 × 76 button: largeTitle at AX5 is 60 points, a line of about
    // 72, which fits; with the 6 points above and below that a button asks
    // for, 84 would not.
    func button(_ id: String, _ title: String, _ size: Double) -> String {
      """
      <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="20" y="100" width="\(size)" height="\(size)"/>
          <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
          <state key="normal" title="\(title)"/>
      </button>
      """
    }
    let doc = Self.document(
      [button("one", "1", 76), button("small", "2", 60)],
      [
        Self.pin("l", "one", "leading", "root", "leading", 20), Self.pin("t", "one", "top", "root", "top", 100),
        Self.pin("w", "one", "width", nil, nil, 76), Self.pin("h", "one", "height", nil, nil, 76),
        Self.pin("l2", "small", "leading", "root", "leading", 120), Self.pin("t2", "small", "top", "root", "top", 100),
        Self.pin("w2", "small", "width", nil, nil, 60), Self.pin("h2", "small", "height", nil, nil, 60),
      ])
    let (_, list) = try findings(try write(doc))
    #expect(!list.contains { $0["view"] as? String == "one" }, "\(list)")
    let clipped = try #require(list.first { $0["view"] as? String == "small" }, "\(list)")
    #expect(clipped["kind"] as? String == "clipped")
    #expect(Self.combinations(clipped).allSatisfy { $0.contains(" AX5 ") })
  }

  @Test(
    "a form sheet keeps its designed size on every phone; a xib's cell and its content view take the screen's width")
  func rootsThatAreNotScreens() throws {
    // A controller 600 points wide (a form sheet): laid out at 390 it
    // would push its 560-point box out; it keeps its size instead.
    let sheet = Self.document(
      [Self.view("box", 20, 100, 560, 40)],
      [
        Self.pin("l", "box", "leading", "root", "leading", 20), Self.pin("t", "box", "top", "root", "top", 100),
        Self.pin("w", "box", "width", nil, nil, 560), Self.pin("h", "box", "height", nil, nil, 40),
      ]
    ).replacingOccurrences(of: "width=\"440\" height=\"956\"", with: "width=\"600\" height=\"500\"")
    let (sheetExit, sheetFindings) = try findings(try write(sheet, name: "Sheet.storyboard"))
    #expect(sheetExit == 0 && sheetFindings.isEmpty, "\(sheetFindings)")
    // A cell saved 440 wide: on the small phone its content view (placed
    // by its autoresizing mask) narrows with it, and nothing sticks out.
    let cell = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
          <device id="retina6_9" orientation="portrait" appearance="light"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
              <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                  <rect key="frame" x="0.0" y="0.0" width="440" height="44"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="440" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
      \(Self.view("bar", 16, 12, 408, 20))
                      </subviews>
                      <constraints>
      \(Self.pin("l", "bar", "leading", "content", "leading", 16))
      \(Self.pin("r", "content", "trailing", "bar", "trailing", 16))
      \(Self.pin("t", "bar", "top", "content", "top", 12))
      \(Self.pin("h", "bar", "height", nil, nil, 20))
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
    let (cellExit, cellFindings) = try findings(try write(cell, name: "Cell.xib"))
    #expect(cellExit == 0 && cellFindings.isEmpty, "\(cellFindings)")
  }

  @Test("matrix options are checked: unknown values are usage errors that list what is accepted")
  func options() throws {
    let path = try write(Self.document([], []))
    let device = Tool.run(["check", "--matrix", path, "--devices", "retina6_0,phone"])
    #expect(
      device.exitCode == 2 && device.stderr.contains("'phone' is not one of") && device.stderr.contains("retina6_9"))
    let size = Tool.run(["check", "--matrix", path, "--text-sizes", "Large,Huge"])
    #expect(size.exitCode == 2 && size.stderr.contains("AX5"))
    let orientation = Tool.run(["check", "--matrix", path, "--orientations", "sideways"])
    #expect(orientation.exitCode == 2 && orientation.stderr.contains("portrait, landscape"))
    let direction = Tool.run(["check", "--matrix", path, "--directions", "up"])
    #expect(direction.exitCode == 2 && direction.stderr.contains("ltr, rtl"))
    let alone = Tool.run(["check", path, "--devices", "retina6_0"])
    #expect(alone.exitCode == 2 && alone.stderr.contains("--devices needs --matrix"))
    let bad = try write("not a layout {", name: "bad.layout")
    let broken = Tool.run(["check", "--matrix", bad])
    #expect(broken.exitCode == 1 && !broken.stdout.contains("survives"), "\(broken.stdout)\(broken.stderr)")
  }
}
