import AutoLayout
import AutoLayoutInterfaceBuilder
import Foundation
import Testing

/// A xib holding one table cell, `width` × 60, designed for the iPhone 11
/// (414 points wide) by Xcode 14.
func cellXib(width: Int, body: String, toolsVersion: String = "22154") -> Data {
  Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    \(body)
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """.utf8)
}

/// What Interface Builder does at design time that a device does not, and
/// the conventions of its files, each as the corpus's stored frames show.
@Suite("Interface Builder's design-time rules")
struct DesignTimeTests {
  func load(_ data: Data) throws -> InterfaceBuilderDocument {
    try InterfaceBuilderDocument(data: data, name: "test.storyboard")
  }

  @Test("layout() keeps a view the constraints leave free at its stored frame, and still reports it ambiguous")
  func designFrames() throws {
    let doc = try load(
      storyboard(
        """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="free">
                <rect key="frame" x="87" y="56" width="240" height="32"/>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="56" id="t"/>
            <constraint firstItem="free" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c"/>
        </constraints>
        """))
    let scene = try #require(doc.scenes.first)
    let report = scene.layout()
    // Width and height are free (and so x, with the centre fixed): the
    // first pass reports them, the second keeps the stored 240 × 32,
    // centred as the constraints require.
    let free = report.ambiguous.filter { $0.itemName == scene.views["free"]?.name }.map(\.attribute)
    #expect(Set(free) == ["x", "width", "height"])
    #expect(scene.frameInRoot("free") == LayoutRect(x: 67.5, y: 56, width: 240, height: 32))
    // The design frames stay in, so a later pass (a report, a renderer)
    // keeps these frames; deviceLayout() takes them out again.
    #expect(!scene.designFrames.isEmpty && scene.designFrames.allSatisfy(\.isActive))
    #expect(Set(scene.window.report.ambiguous.map(\.attribute)).isEmpty)
    #expect(scene.frameInRoot("free") == LayoutRect(x: 67.5, y: 56, width: 240, height: 32))
    let device = scene.deviceLayout()
    #expect(scene.designFrames.allSatisfy { !$0.isActive })
    #expect(Set(device.ambiguous.filter { $0.itemName == scene.views["free"]?.name }.map(\.attribute)) == Set(free))
    // Laying out again gives the same report and frames.
    #expect(Set(scene.layout().ambiguous.map(\.attribute)) == Set(report.ambiguous.map(\.attribute)))
    #expect(scene.frameInRoot("free") == LayoutRect(x: 67.5, y: 56, width: 240, height: 32))
  }

  @Test("layout() never leaves a size negative where only optional constraints ask for it")
  func noNegativeSizes() throws {
    let doc = try load(
      storyboard(
        """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="100" width="375" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <constraints><constraint firstAttribute="height" constant="100" id="fh"/></constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spacer">
                        <rect key="frame" x="0.0" y="100" width="375" height="0.0"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="fixed" firstAttribute="top" secondItem="box" secondAttribute="top" id="b1"/>
                    <constraint firstItem="spacer" firstAttribute="top" secondItem="fixed" secondAttribute="bottom" id="b2"/>
                    <constraint firstAttribute="bottom" secondItem="spacer" secondAttribute="bottom" id="b3"/>
                    <constraint firstItem="fixed" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="b4"/>
                    <constraint firstItem="fixed" firstAttribute="width" secondItem="box" secondAttribute="width" id="b5"/>
                    <constraint firstItem="spacer" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="b6"/>
                    <constraint firstItem="spacer" firstAttribute="width" secondItem="box" secondAttribute="width" id="b7"/>
                    <constraint firstAttribute="height" priority="250" constant="40" id="b8"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r3"/>
        </constraints>
        """))
    let scene = try #require(doc.scenes.first)
    // The box's 40 at priority 250 would squeeze the spacer to −60, but a
    // size cannot be negative (required on every view placed by
    // constraints), so a device and the canvas alike keep it at 0 and the
    // box 100 high, as Interface Builder saved them; nothing conflicts.
    #expect(scene.deviceLayout().conflicts.isEmpty)
    #expect(scene.frameInRoot("spacer")?.height == 0)
    #expect(scene.layout().conflicts.isEmpty)
    #expect(scene.frameInRoot("spacer")?.height == 0)
    #expect(scene.frameInRoot("box")?.height == 100)
  }

  /// A box `boxHeight` high holding a badge inset by 8 at its top and
  /// bottom (the badge stored 20 high).
  func paddedBadge(boxHeight: Int) -> Data {
    storyboard(
      """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="0.0" y="100" width="200" height="\(boxHeight)"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                      <rect key="frame" x="8" y="8" width="184" height="20"/>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="badge" firstAttribute="top" secondItem="box" secondAttribute="top" constant="8" id="bt"/>
                  <constraint firstItem="badge" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="8" id="bl"/>
                  <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="8" id="br"/>
                  <constraint firstAttribute="height" constant="\(boxHeight)" id="bh"/>
                  <constraint firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" constant="8" id="bb"/>
              </constraints>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r1"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
          <constraint firstItem="box" firstAttribute="width" constant="200" id="r3"/>
      </constraints>
      """)
  }

  @Test("required constraints that make a size negative are a reported conflict, not a size silently shown as 0")
  func negativeSizeIsAConflict() throws {
    // 10 high with 8 + 8 of padding: the badge would be −6 high. The
    // conflict is reported and the constraint that completed it (the
    // bottom inset, the newest) broken; every other one holds.
    let scene = try #require(try load(paddedBadge(boxHeight: 10)).scenes.first)
    for report in [scene.deviceLayout(), scene.layout()] {
      #expect(report.conflicts.count == 1)
      let conflict = try #require(report.conflicts.first)
      #expect(conflict.broken.constraint?.identifier == "bb")
      #expect(conflict.conflicting.compactMap(\.constraint?.identifier).contains("IB non-negative height"))
      #expect(Set(conflict.conflicting.compactMap(\.constraint?.identifier)).isSuperset(of: ["bt", "bh"]))
    }
    // The canvas keeps the badge's stored height (nothing else decides
    // it once the bottom inset is broken), with the box at 10.
    #expect(scene.frameInRoot("box") == LayoutRect(x: 0, y: 100, width: 200, height: 10))
    #expect(scene.frameInRoot("badge") == LayoutRect(x: 8, y: 108, width: 184, height: 20))
    // `check` points at the broken constraint's line.
    let doc = try load(paddedBadge(boxHeight: 10))
    let findings = try #require(doc.scenes.first).findings(in: doc).filter { $0.kind == "conflict" }
    #expect(findings.count == 1)
    #expect(findings.first?.message.hasSuffix("broke bb") == true)
    // With room for the padding nothing conflicts: the badge fills it.
    let roomy = try #require(try load(paddedBadge(boxHeight: 40)).scenes.first)
    #expect(roomy.layout().conflicts.isEmpty)
    #expect(roomy.frameInRoot("badge") == LayoutRect(x: 8, y: 108, width: 184, height: 24))
  }

  @Test("layout() shows an autoresizing view's negative size as 0 too, and it stays so (found by fuzzing)")
  func noNegativeAutoresizingSizes() throws {
    let doc = try load(
      storyboard(
        """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="100" width="300" height="50"/>
                <subviews>
                    <view contentMode="scaleToFill" id="inner">
                        <rect key="frame" x="10" y="0.0" width="100" height="50"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" id="w0"/>
                    <constraint firstAttribute="height" constant="50" id="h0"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
        </constraints>
        """))
    let scene = try #require(doc.scenes.first)
    // The box is held at width 0; its autoresizing subview keeps its fixed
    // margins (10 and 190), so a device gives it 100 − 300 = −200.
    scene.deviceLayout()
    #expect(scene.frameInRoot("inner")?.width == -200)
    // Interface Builder saves no negative size: 0, the origin kept.
    scene.layout()
    #expect(scene.frameInRoot("inner") == LayoutRect(x: 10, y: 100, width: 0, height: 50))
    // Nothing is left to lay out: the window gives the same frame again.
    scene.window.layoutIfNeeded()
    #expect(scene.frameInRoot("inner") == LayoutRect(x: 10, y: 100, width: 0, height: 50))
    scene.layout()
    #expect(scene.frameInRoot("inner") == LayoutRect(x: 10, y: 100, width: 0, height: 50))
  }

  @Test(
    "placeholder sizes on a stack view ('infinite' = no size), and a stack with custom margins arranges inside them")
  func stackPlaceholdersAndMargins() throws {
    let doc = try load(
      storyboard(
        """
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                <rect key="frame" x="0.0" y="0.0" width="375" height="82"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="dots">
                        <rect key="frame" x="0.0" y="16" width="375" height="50"/>
                    </stackView>
                </subviews>
                <directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="0.0" bottom="16" trailing="0.0"/>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" id="o1"/>
            <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="o2"/>
            <constraint firstItem="outer" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="o3"/>
        </constraints>
        """))
    let scene = try #require(doc.scenes.first)
    scene.layout()
    #expect(scene.views["dots"]?.intrinsicContentSize == IntrinsicSize(width: nil, height: 50))
    #expect((scene.views["outer"] as? LayoutStackView)?.isLayoutMarginsRelativeArrangement == true)
    // The stack's top is under the 20-point status bar: its top margin is
    // measured from the safe area (insetsLayoutMarginsFromSafeArea), 20 + 16.
    #expect(scene.frameInRoot("dots") == LayoutRect(x: 0, y: 36, width: 375, height: 50))
    #expect(scene.frameInRoot("outer") == LayoutRect(x: 0, y: 0, width: 375, height: 102))
  }

  @Test("a switch overhangs its alignment edge by 2 points on the right; its neighbour lines up with the edge")
  func switchAlignmentInsets() throws {
    let doc = try load(
      storyboard(
        """
        <subviews>
            <label opaque="NO" text="Wi-Fi" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="16" y="105" width="285" height="21"/>
            </label>
            <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="310" y="100" width="51" height="31"/>
            </switch>
        </subviews>
        <constraints>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s1"/>
            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="s2"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="s3"/>
            <constraint firstItem="toggle" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="s4"/>
            <constraint firstItem="label" firstAttribute="centerY" secondItem="toggle" secondAttribute="centerY" id="s5"/>
        </constraints>
        """))
    let scene = try #require(doc.scenes.first)
    scene.layout()
    // Alignment rect 310…359 (49 wide); the frame adds 2 on the right.
    #expect(scene.frameInRoot("toggle") == LayoutRect(x: 310, y: 100, width: 51, height: 31))
    #expect(scene.frameInRoot("label")?.width == 286)
  }

  @Test("a xib's cell 320 points wide keeps 16-point content margins on a 414-point device; a wider one has 20")
  func standaloneCellMargins() throws {
    let body = """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
              <rect key="frame" x="16" y="10" width="288" height="40"/>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="row" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
          <constraint firstAttribute="trailingMargin" secondItem="row" secondAttribute="trailing" id="c2"/>
          <constraint firstItem="row" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="c3"/>
          <constraint firstItem="row" firstAttribute="height" constant="40" id="c4"/>
      </constraints>
      """
    func rowFrame(_ width: Int) throws -> LayoutRect? {
      let scene = try #require(load(cellXib(width: width, body: body)).scenes.first)
      scene.layout()
      return scene.frameInRoot("row")
    }
    #expect(try rowFrame(320) == LayoutRect(x: 16, y: 10, width: 288, height: 40))
    #expect(try rowFrame(414) == LayoutRect(x: 20, y: 10, width: 374, height: 40))
    // Files from before Xcode 9 keep a plain view's 8 all round.
    let old = try #require(load(cellXib(width: 414, body: body, toolsVersion: "10116")).scenes.first)
    old.layout()
    #expect(old.frameInRoot("row") == LayoutRect(x: 8, y: 10, width: 398, height: 40))
    // Xcode 10–11's 15-point margins belong to cells of a table inside a
    // view (XcodeVersionTests); a xib's lone cell keeps 16.
    let xcode11 = try #require(load(cellXib(width: 320, body: body, toolsVersion: "16097")).scenes.first)
    xcode11.layout()
    #expect(xcode11.frameInRoot("row")?.minX == 16)
  }

  @Test("the quirk table: every row holds in at least three repositories, and turned off it is not applied")
  func quirkTable() throws {
    for row in InterfaceBuilderQuirk.table {
      #expect(Set(row.evidence).count >= 3, "\(row.id): \(row.evidence)")
      #expect(!row.summary.isEmpty && !row.toolsVersions.isEmpty)
    }
    // Xcode 16's 34 extra points at the bottom under a navigation item,
    // and its bar for a navigation item alone, showed in one repository
    // only: not rules.
    let body = safeAreaBar(atTop: false, y: 800)
    let item = #"<navigationItem key="navigationItem" title="Settings" id="nav"/>"#
    let data = storyboard(
      body, controllerExtra: item, device: "retina6_1", width: 414, height: 896, toolsVersion: "24127")
    let scene = try #require(load(data).scenes.first)
    scene.layout()
    #expect(abs((scene.frameInRoot("bar")?.maxY ?? 0) - 862) < 0.01)
    #expect(scene.quirksApplied.contains(.iOS15StatusBars))
    let off = try InterfaceBuilderDocument(data: data, name: "t.storyboard", quirksOff: [.iOS15StatusBars])
    #expect(off.scenes.first?.quirksApplied.contains(.iOS15StatusBars) == false)
  }

  @Test("element positions on a file written on one line: each view's own column")
  func oneLinePositions() throws {
    let xml = String(
      decoding: cellXib(
        width: 320,
        body:
          #"<subviews><view contentMode="scaleToFill" id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view><view contentMode="scaleToFill" id="b"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews>"#
      ), as: UTF8.self
    ).replacingOccurrences(of: "\n", with: "")
    let scene = try #require(load(Data(xml.utf8)).scenes.first)
    for id in ["a", "b"] {
      let at = try #require(scene.viewPositions[id])
      let start = try #require(xml.range(of: "<view contentMode=\"scaleToFill\" id=\"\(id)\""))
      #expect(at.line == 1 && at.column == xml.distance(from: xml.startIndex, to: start.lowerBound) + 1)
    }
  }

  @Test(
    "before safe areas a root view's top margin is 0; a page sheet under a navigation controller has a 56-point bar")
  func legacyMarginsAndSheets() throws {
    let body = """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="16" y="0.0" width="343" height="10"/>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="b1"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="b2"/>
          <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="b3"/>
          <constraint firstItem="box" firstAttribute="height" constant="10" id="b4"/>
      </constraints>
      """
    // The same file without useSafeAreas: an iOS 10 root view.
    let legacy = String(decoding: storyboard(body, toolsVersion: "14490"), as: UTF8.self)
      .replacingOccurrences(of: #"useSafeAreas="YES" "#, with: "")
    let old = try #require(load(Data(legacy.utf8)).scenes.first)
    old.layout()
    #expect(old.frameInRoot("box")?.minY == 0)
    // A 647-high root (667 − 20) that a navigation controller presents.
    let nav = """
      <scene sceneID="n"><objects>
          <navigationController id="navc" sceneMemberID="viewController">
              <connections><segue destination="vc1" kind="relationship" relationship="rootViewController" id="r"/></connections>
          </navigationController>
      </objects></scene>
      """
    let sheet = String(decoding: storyboard(body, height: 647, toolsVersion: "22505"), as: UTF8.self)
      .replacingOccurrences(of: "</scenes>", with: nav + "</scenes>")
    let scene = try #require(load(Data(sheet.utf8)).scenes.first { $0.id == "root" })
    scene.layout()
    #expect(scene.frameInRoot("box")?.minY == 56)
  }
}
