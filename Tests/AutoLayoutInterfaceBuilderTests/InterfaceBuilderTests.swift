import AutoLayout
import AutoLayoutInterfaceBuilder
import Foundation
import Testing

/// A storyboard around one controller's root view, designed for an
/// iPhone 8 (375 × 667, 2x) by a recent Xcode.
func storyboard(
  _ rootBody: String, controllerExtra: String = "", device: String = "retina4_7", width: Int = 375, height: Int = 667,
  toolsVersion: String = "22505"
) -> Data {
  Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="ProfileViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            \(rootBody)
                            <viewLayoutGuide key="safeArea" id="safe"/>
                        </view>
                        \(controllerExtra)
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """.utf8)
}

/// A root's subviews and constraints: a view "bar", 100 × 10, at the
/// leading edge, pinned to the top or the bottom of the safe area ("safe").
func safeAreaBar(atTop: Bool, y: Int = 0) -> String {
  let pin =
    atTop
    ? #"<constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>"#
    : #"<constraint firstItem="safe" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="b"/>"#
  return """
    <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="\(y)" width="100" height="10"/>
        </view>
    </subviews>
    <constraints>
        \(pin)
        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstItem="bar" firstAttribute="width" constant="100" id="w"/>
        <constraint firstItem="bar" firstAttribute="height" constant="10" id="h"/>
    </constraints>
    """
}

@Suite("Interface Builder files")
struct InterfaceBuilderTests {
  func load(_ data: Data) throws -> InterfaceBuilderDocument {
    try InterfaceBuilderDocument(data: data, name: "test.storyboard")
  }

  @Test(
    "a root, views by id, constraints with an omitted first item, multipliers in three spellings, symbolic, priorities")
  func constraints() throws {
    let doc = try load(
      storyboard(
        """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                <rect key="frame" x="20" y="40" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="2:1" id="aspect"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="half">
                <rect key="frame" x="0.0" y="100" width="125" height="10"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="third">
                <rect key="frame" x="0.0" y="120" width="125" height="10"/>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" symbolic="YES" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="box" firstAttribute="width" constant="300" priority="750" id="c4"/>
            <constraint firstItem="half" firstAttribute="width" secondItem="box" secondAttribute="width" multiplier="1.25" id="c5"/>
            <constraint firstItem="third" firstAttribute="width" secondItem="half" secondAttribute="width" multiplier="1/1" id="c6"/>
            <constraint firstItem="half" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
            <constraint firstItem="third" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c8"/>
            <constraint firstItem="half" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="10" id="c9"/>
            <constraint firstItem="third" firstAttribute="top" secondItem="half" secondAttribute="bottom" constant="10" id="c10"/>
            <constraint firstItem="half" firstAttribute="height" constant="10" id="c11"/>
            <constraint firstItem="third" firstAttribute="height" constant="10" id="c12"/>
        </constraints>
        """))
    let scene = try #require(doc.scenes.first)
    #expect(scene.id == "root" && scene.name == "ProfileViewController")
    scene.window.layoutIfNeeded()
    // 100 wide (the 750 preference loses), 2:1 → 50 high; half is 1.25 × 100.
    #expect(scene.frameInRoot("box") == LayoutRect(x: 20, y: 40, width: 100, height: 50))
    #expect(scene.frameInRoot("half") == LayoutRect(x: 0, y: 100, width: 125, height: 10))
    #expect(scene.frameInRoot("third") == LayoutRect(x: 0, y: 120, width: 125, height: 10))
    #expect(scene.views["box"]?.name == "Box")
    #expect(scene.constraintLines["c1"] != nil)
    #expect(scene.window.report.conflicts.isEmpty && doc.warnings.isEmpty)
  }

  @Test("safe area and margins of a controller's root, per device; labels take their stored size")
  func safeAreaAndMargins() throws {
    let body = """
      <subviews>
          <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="title">
              <rect key="frame" x="16" y="59" width="42" height="21"/>
          </label>
      </subviews>
      <constraints>
          <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="m1"/>
          <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" id="m2"/>
      </constraints>
      """
    let doc = try load(storyboard(body, device: "retina6_12", width: 393, height: 852))
    let scene = try #require(doc.scenes.first)
    scene.window.layoutIfNeeded()
    // iPhone 14 Pro: 393 × 852, safe top 59; root margins 16; the label's
    // size is its stored 42 × 21.
    #expect(scene.window.size == LayoutSize(width: 393, height: 852))
    #expect(scene.frameInRoot("title") == LayoutRect(x: 16, y: 59, width: 42, height: 21))
  }

  @Test("the status and navigation bars Xcode drew, by Xcode version (from the corpus's stored frames)")
  func barsByXcodeVersion() throws {
    let body = safeAreaBar(atTop: true)
    func top(_ data: Data) throws -> Double {
      let scene = try #require(load(data).scenes.first)
      scene.window.layoutIfNeeded()
      return try #require(scene.frameInRoot("bar")).minY
    }
    let item = #"<navigationItem key="navigationItem" title="Settings" id="nav"/>"#
    // iPhone 8: no status bar from tools version 14800 to 21599 (the
    // corpus: 20 at 14490, none at 14810 … 21507, 20 from 21701 on).
    #expect(try top(storyboard(body, toolsVersion: "14490")) == 20)
    #expect(try top(storyboard(body, toolsVersion: "14810")) == 0)
    #expect(try top(storyboard(body, toolsVersion: "21507")) == 0)
    #expect(try top(storyboard(body, toolsVersion: "21701")) == 20)
    #expect(try top(storyboard(body, toolsVersion: "24506")) == 20)
    // A root saved shorter than the screen sits under opaque bars.
    #expect(try top(storyboard(body, height: 603, toolsVersion: "24506")) == 0)
    // iPhone 11 from Xcode 13 on: a 48-point status bar; a navigation
    // item alone brings no navigation bar (one repository showed one in
    // Xcode 16: not a rule).
    let iPhone11 = (device: "retina6_1", width: 414, height: 896)
    #expect(
      try top(
        storyboard(
          body, controllerExtra: item, device: iPhone11.device, width: iPhone11.width, height: iPhone11.height,
          toolsVersion: "24127")) == 48)
    #expect(
      try top(
        storyboard(
          body, controllerExtra: item, device: iPhone11.device, width: iPhone11.width, height: iPhone11.height,
          toolsVersion: "22505")) == 48)
  }

  @Test("stack views, hidden arranged views, size-class variations and scroll content")
  func stacksVariationsScroll() throws {
    let doc = try load(
      storyboard(
        """
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="100" height="48"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="ah"/></constraints>
                    </view>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0.0" y="28" width="100" height="0.0"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                        <rect key="frame" x="0.0" y="28" width="100" height="20"/>
                        <constraints><constraint firstAttribute="height" constant="20" id="ch"/></constraints>
                    </view>
                </subviews>
            </stackView>
            <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s3"/>
                    <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s4"/>
                    <constraint firstItem="content" firstAttribute="height" constant="1000" id="s5"/>
                </constraints>
            </scrollView>
        </subviews>
        <constraints>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="k2"/>
            <constraint firstItem="stack" firstAttribute="width" constant="100" id="k3"/>
            <constraint firstItem="stack" firstAttribute="width" constant="50" id="k4"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k5"/>
            <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k6"/>
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k7"/>
            <constraint firstItem="scroll" firstAttribute="height" constant="200" id="k8"/>
        </constraints>
        <variation key="default">
            <mask key="constraints">
                <exclude reference="k4"/>
            </mask>
        </variation>
        <variation key="heightClass=compact">
            <mask key="constraints">
                <include reference="k4"/>
                <exclude reference="k3"/>
            </mask>
        </variation>
        """))
    let scene = try #require(doc.scenes.first)
    scene.window.layoutIfNeeded()
    // k4 is excluded in portrait (regular height); b hidden collapses.
    #expect(scene.frameInRoot("stack") == LayoutRect(x: 0, y: 0, width: 100, height: 48))
    #expect(scene.frameInRoot("c") == LayoutRect(x: 0, y: 28, width: 100, height: 20))
    #expect(scene.views["b"]?.isHidden == true)
    // The scroll view's bottom against its content is the content's, so the
    // 1000-high content does not stretch the 200-high scroll view.
    #expect(scene.frameInRoot("scroll") == LayoutRect(x: 0, y: 100, width: 375, height: 200))
    #expect(scene.frameInRoot("content") == LayoutRect(x: 0, y: 100, width: 375, height: 1000))
    #expect(scene.window.report.conflicts.isEmpty, "\(scene.window.report)")
    // In landscape (compact height) the variation swaps k3 for k4.
    let landscape = try InterfaceBuilderDocument(
      data: storyboardStackOnly(), name: "t", device: InterfaceBuilderDevice.named("retina4_7", landscape: true))
    landscape.scenes[0].window.layoutIfNeeded()
    #expect(landscape.scenes[0].frameInRoot("stack")?.width == 50)
  }

  @Test("a view hidden or shown through a size-class variation counts as hidden or shown for the comparison too")
  func hiddenVariationMarksUnreliable() throws {
    let data = storyboard(
      """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
              <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
              <variation key="heightClass=regular" hidden="YES"/>
          </view>
          <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
              <rect key="frame" x="0.0" y="40" width="100" height="20"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bc">
                      <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                  </view>
              </subviews>
              <variation key="heightClass=regular" hidden="NO"/>
          </view>
      </subviews>
      """)
    // Portrait (regular height): the variations hide a and show b.
    let portrait = try #require(try load(data).scenes.first)
    #expect(portrait.views["a"]?.isHidden == true)
    #expect(portrait.views["b"]?.isHidden == false)
    #expect(portrait.unreliable.contains("a"))
    #expect(!portrait.unreliable.contains("b"))
    #expect(!portrait.unreliable.contains("bc"))
    // Landscape (compact height): the base attributes hold.
    let landscape = try InterfaceBuilderDocument(
      data: data, name: "t", device: InterfaceBuilderDevice.named("retina4_7", landscape: true))
    let scene = try #require(landscape.scenes.first)
    #expect(scene.views["a"]?.isHidden == false)
    #expect(!scene.unreliable.contains("a"))
    #expect(scene.unreliable.contains("b"))
    #expect(scene.unreliable.contains("bc"))
  }

  func storyboardStackOnly() -> Data {
    storyboard(
      """
      <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
          </view>
      </subviews>
      <constraints>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="k2"/>
          <constraint firstItem="stack" firstAttribute="width" constant="100" id="k3"/>
          <constraint firstItem="stack" firstAttribute="width" constant="50" id="k4"/>
          <constraint firstItem="stack" firstAttribute="height" constant="10" id="k5"/>
      </constraints>
      <variation key="default"><mask key="constraints"><exclude reference="k4"/></mask></variation>
      <variation key="heightClass=compact"><mask key="constraints"><include reference="k4"/><exclude reference="k3"/></mask></variation>
      """)
  }

  @Test("autoresizing views, HKNSLayoutConstraint attributes, warnings with line and column, not XML is an error")
  func framesCustomClassesWarnings() throws {
    let doc = try load(
      storyboard(
        """
        <subviews>
            <view contentMode="scaleToFill" id="frameView">
                <rect key="frame" x="10" y="20" width="30" height="40"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hk">
                <rect key="frame" x="0.0" y="100" width="300" height="10"/>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="hk" firstAttribute="width" constant="300" customClass="HKNSLayoutConstraint" customModule="HKNSLayoutConstraint" id="hkw">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="altMultiplier"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="alt2ndItem"><integer key="value" value="1"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="altCalcBasis"><integer key="value" value="1"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </constraint>
            <constraint firstItem="hk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="h2"/>
            <constraint firstItem="hk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="h3"/>
            <constraint firstItem="hk" firstAttribute="height" constant="10" id="h4"/>
            <constraint firstItem="nowhere" firstAttribute="height" constant="10" id="bad"/>
        </constraints>
        """))
    let scene = try #require(doc.scenes.first)
    scene.window.layoutIfNeeded()
    #expect(scene.frameInRoot("frameView") == LayoutRect(x: 10, y: 20, width: 30, height: 40))
    // The adaptive constant: 0.5 × the screen's width (375), not the stored 300.
    #expect(scene.frameInRoot("hk")?.width == 187.5)
    #expect(scene.adaptiveViews.contains("hk"))
    let warning = try #require(doc.warnings.first)
    #expect(
      warning.element == "constraint" && warning.message.contains("unknown first item 'nowhere'") && warning.line > 1)
    scene.window.rotate()
    scene.window.layoutIfNeeded()
    #expect(scene.frameInRoot("hk")?.width == 333.5)
    #expect(throws: InterfaceBuilderError.self) { try InterfaceBuilderDocument(data: Data("not xml".utf8)) }
  }

  @Test("found by fuzzing: an empty file's error is at 1:1, not the parser's 0:0")
  func emptyFile() {
    do {
      _ = try InterfaceBuilderDocument(data: Data())
      Issue.record("an empty file loaded")
    } catch {
      #expect(error.line == 1 && error.column == 1 && error.message.contains("XML"), "\(error)")
    }
  }

  @Test("a file cut short is an error at its end, naming the open element (FoundationXML reports success)")
  func cutShort() {
    for (text, line, column, element) in [
      ("<document>\n<oops", 2, 6, "oops"), ("<document>\n  <scenes>\n", 3, 1, "scenes"),
    ] {
      do {
        _ = try InterfaceBuilderDocument(data: Data(text.utf8))
        Issue.record("\(text) loaded")
      } catch {
        #expect(error.line == line && error.column == column && error.message.contains("<\(element)>"), "\(error)")
      }
    }
  }

  @Test("found by fuzzing: a processing instruction without data is refused (FoundationXML crashed on it)")
  func processingInstruction() {
    for (text, line, column) in [
      ("<?xm?>\n<document/>", 1, 1),
      ("<?xml version=\"1.0\"?>\n<document>\n  <?pi?></document>", 3, 3),
      ("<?xml version=\"1.0\"?>\n<!-- é <? -->\n<document> <?x data?></document>", 3, 12),
    ] {
      do {
        _ = try InterfaceBuilderDocument(data: Data(text.utf8))
        Issue.record("\(text) loaded")
      } catch {
        #expect(
          error.line == line && error.column == column && error.message.contains("processing instruction"), "\(error)")
      }
    }
    // The declaration itself, after a byte-order mark too, is fine.
    #expect((try? InterfaceBuilderDocument(data: Data([0xEF, 0xBB, 0xBF]) + storyboard(""))) != nil)
  }

  @Test("found by fuzzing: an attribute name that is not UTF-8 is refused with its place (FoundationXML trapped)")
  func notUTF8() {
    var data = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"x\">\n  <view id".utf8)
    data.append(contentsOf: [0xF9, 0xF9])
    data.append(contentsOf: Array("=\"a\"/></document>\n".utf8))
    do {
      _ = try InterfaceBuilderDocument(data: data)
      Issue.record("a file with bytes that are not UTF-8 loaded")
    } catch {
      #expect(error.line == 3 && error.column == 11 && error.message.contains("0xF9"), "\(error)")
    }
    // Well-formed multi-byte text still loads; a cut sequence and an
    // encoded surrogate are found where they start.
    #expect((try? InterfaceBuilderDocument(data: storyboard("<!-- é ü 日本 😀 -->"))) != nil)
    for (tail, column) in [([0xE6, 0x97] as [UInt8], 3), ([0xED, 0xA0, 0x80], 3)] {
      do {
        _ = try InterfaceBuilderDocument(data: Data("<!-- é".utf8) + Data(tail) + Data(" -->".utf8))
        Issue.record("bytes \(tail) loaded")
      } catch {
        #expect(error.line == 1 && error.column == column + 4, "\(error)")
      }
    }
  }
}

@Suite("Engine rules for Interface Builder")
struct EngineRulesTests {
  @Test("a position with a multiplier is measured in the holder's coordinate space")
  func holderSpace() throws {
    let window = LayoutWindow(size: LayoutSize(width: 400, height: 400))
    let holder = LayoutView(name: "holder"), child = LayoutView(name: "child")
    window.addSubview(holder)
    holder.addSubview(child)
    for v in [holder, child] { v.translatesAutoresizingMaskIntoConstraints = false }
    LayoutConstraint.activate([
      holder.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
      holder.topAnchor.constraint(equalTo: window.topAnchor), holder.widthAnchor.constraint(equalToConstant: 200),
      holder.heightAnchor.constraint(equalToConstant: 100), child.widthAnchor.constraint(equalToConstant: 20),
      child.heightAnchor.constraint(equalToConstant: 20), child.topAnchor.constraint(equalTo: holder.topAnchor),
    ])
    // child.centerX == 1.6 × holder.centerX, in holder's space: 1.6 × 100 = 160
    // from holder's left edge (root coordinates would give 1.6 × 200 = 320).
    LayoutConstraint(
      item: child, attribute: .centerX, relatedBy: .equal, toItem: holder, attribute: .centerX, multiplier: 1.6,
      constant: 0
    ).isActive = true
    window.layoutIfNeeded()
    #expect(child.frame.midX == 160)
  }

  @Test("frames round to the window's pixels when asked: edges in window coordinates, nearest pixel, ties up")
  func pixelRounding() {
    let window = LayoutWindow(size: LayoutSize(width: 100, height: 100), scale: 3)
    let v = LayoutView(name: "v")
    window.addSubview(v)
    v.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10.2),
      v.topAnchor.constraint(equalTo: window.topAnchor, constant: 1.0 / 6),
      v.widthAnchor.constraint(equalToConstant: 33.4), v.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(v.frame.minX == 10.2)
    window.roundsToPixels = true
    window.layoutIfNeeded()
    // 10.2 × 3 = 30.6 → 31 px = 10.333…; right edge 43.6 × 3 = 130.8 → 131;
    // top 1/6 × 3 = 0.5 → ties up to 1 px.
    #expect(abs(v.frame.minX - 31.0 / 3) < 1e-9 && abs(v.frame.width - 100.0 / 3) < 1e-9)
    #expect(abs(v.frame.minY - 1.0 / 3) < 1e-9)
  }
}
