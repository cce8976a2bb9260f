import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@testable import AutoLayoutInterfaceBuilder

/// A controller's root view with a "bar" pinned to the top of the safe
/// area and a "row" at the leading margin, in a storyboard; `container`
/// wraps the controller's scene in more scenes (a navigation controller).
func marginsAndBar(width: Int, height: Int, controllerID: String = "vc1") -> String {
  """
  <viewController id="\(controllerID)" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                  <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                  <rect key="frame" x="16" y="100" width="50" height="10"/>
              </view>
          </subviews>
          <constraints>
              <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
              <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
              <constraint firstItem="bar" firstAttribute="width" constant="100" id="w"/>
              <constraint firstItem="bar" firstAttribute="height" constant="10" id="h"/>
              <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="rl"/>
              <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="rt"/>
              <constraint firstItem="row" firstAttribute="width" constant="50" id="rw"/>
              <constraint firstItem="row" firstAttribute="height" constant="10" id="rh"/>
          </constraints>
          <viewLayoutGuide key="safeArea" id="safe"/>
      </view>
  </viewController>
  """
}

/// A xib whose one top-level view (with a safe area) has the same bar.
func xibView(device: String, width: Int, height: Int, toolsVersion: String = "22154") -> Data {
  Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    <constraint firstItem="bar" firstAttribute="width" constant="100" id="w"/>
                    <constraint firstItem="bar" firstAttribute="height" constant="10" id="h"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </view>
        </objects>
    </document>
    """.utf8)
}

/// Round two of the reader: rules from UIKit's documented behaviour and the
/// file's metadata, the quirk table, warnings with codes, and limits on
/// hostile input. Each document here is written for its test.
@Suite("Interface Builder, round two")
struct RoundTwoTests {
  func laidOut(_ data: Data) throws -> InterfaceBuilderDocument.Scene {
    let doc = try InterfaceBuilderDocument(data: data, name: "test.storyboard")
    let scene = try #require(doc.scenes.first { $0.id == "root" })
    scene.layout()
    return scene
  }

  @Test("a navigation controller with navigationBarHidden puts no bar over its root (UIKit's isNavigationBarHidden)")
  func hiddenNavigationBar() throws {
    func navigation(hidden: Bool) -> Data {
      scenes(
        """
        \(marginsAndBar(width: 375, height: 667))
        </objects></scene><scene sceneID="s2"><objects>
        <navigationController \(hidden ? #"navigationBarHidden="YES""# : "") id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections>
                <segue destination="vc1" kind="relationship" relationship="rootViewController" id="seg"/>
            </connections>
        </navigationController>
        """, toolsVersion: "24506")
    }
    #expect(try laidOut(navigation(hidden: false)).frameInRoot("bar")?.minY == 64)
    #expect(try laidOut(navigation(hidden: true)).frameInRoot("bar")?.minY == 20)
  }

  @Test("a controller below an opaque navigation bar starts below it, on a notched phone too (no status-bar inset)")
  func opaqueNavigationBar() throws {
    func shown(translucent: Bool, extended: Bool = false) -> Data {
      let root = marginsAndBar(width: 414, height: 808).replacingOccurrences(
        of: #"<viewController id="vc1""#,
        with: #"<viewController id="vc1" \#(extended ? #"extendedLayoutIncludesOpaqueBars="YES""# : "")"#)
      return scenes(
        """
        \(root)
        </objects></scene><scene sceneID="s2"><objects>
        <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" \(translucent ? "" : #"translucent="NO""#) id="navbar">
                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections>
                <segue destination="vc1" kind="relationship" relationship="rootViewController" id="seg"/>
            </connections>
        </navigationController>
        """, toolsVersion: "16097", device: "retina6_1")
    }
    #expect(try laidOut(shown(translucent: false)).frameInRoot("bar")?.minY == 0)
    #expect(try laidOut(shown(translucent: false, extended: true)).frameInRoot("bar")?.minY == 44)
    #expect(try laidOut(shown(translucent: true)).frameInRoot("bar")?.minY == 44)
  }

  @Test(
    "a xib view with a safe area on a notched phone gets the screen's insets at any size; elsewhere freeform has none")
  func freeformXibSafeArea() throws {
    // iPhone 11 (Xcode 14: a 48-point status bar), a 711 × 1123 view.
    #expect(try laidOut(xibView(device: "retina6_1", width: 711, height: 1123)).frameInRoot("bar")?.minY == 48)
    // A 383 × 93 view on an iPhone 11 saved by Xcode 12: 44.
    #expect(
      try laidOut(xibView(device: "retina6_1", width: 383, height: 93, toolsVersion: "18122")).frameInRoot("bar")?
        .minY == 44)
    // iPhone 8, a 365 × 56 view: no inset.
    #expect(try laidOut(xibView(device: "retina4_7", width: 365, height: 56)).frameInRoot("bar")?.minY == 0)
  }

  @Test("a controller's root margins follow its width: 16 below 400 points, 20 from 400 (UIKit's system minimum)")
  func marginsByWidth() throws {
    func leading(_ device: String, _ width: Int, _ height: Int) throws -> Double? {
      try laidOut(scenes(marginsAndBar(width: width, height: height), toolsVersion: "24506", device: device))
        .frameInRoot("row")?.minX
    }
    #expect(try leading("retina4_7", 375, 667) == 16)
    #expect(try leading("retina6_12", 393, 852) == 16)
    #expect(try leading("retina4_7", 400, 667) == 20)
    #expect(try leading("retina6_1", 414, 896) == 20)
  }

  @Test("a freeform controller (not the device's width) keeps the status bar its canvas draws")
  func freeformControllerStatusBar() throws {
    let scene = try laidOut(scenes(marginsAndBar(width: 815, height: 660), toolsVersion: "13771"))
    #expect(scene.frameInRoot("bar")?.minY == 20)
    #expect(scene.frameInRoot("row")?.minX == 20)
  }

  @Test("table cells have 20-point side margins on a phone with a notch, 16 on a 375-point phone without")
  func cellMarginsOnNotchedPhones() throws {
    func leading(_ device: String) throws -> Double? {
      let xml = String(
        decoding: XcodeVersionTests().table(asControllerView: true, toolsVersion: "21701"), as: UTF8.self
      )
      .replacingOccurrences(of: "retina4_7", with: device)
      let doc = try InterfaceBuilderDocument(data: Data(xml.utf8), name: "t.storyboard")
      let scene = try #require(doc.scenes.first)
      scene.layout()
      return scene.frameInRoot("label")?.minX
    }
    #expect(try leading("retina4_7") == 16)
    #expect(try leading("retina5_9") == 20)
  }

  @Test("warnings carry stable codes: an unknown device, a number out of range, a frame that is not finite")
  func warningCodes() throws {
    let unknown = String(decoding: xibView(device: "retina9_9", width: 300, height: 100), as: UTF8.self)
    let doc = try InterfaceBuilderDocument(data: Data(unknown.utf8), name: "t.xib")
    #expect(doc.warnings.map(\.code) == [.unknownDevice])
    #expect(doc.warnings.first?.line == 3 && doc.warnings.first?.column == 5)
    let huge = String(decoding: xibView(device: "retina4_7", width: 300, height: 100), as: UTF8.self)
      .replacingOccurrences(of: #"constant="100" id="w""#, with: #"constant="1e300" id="w""#)
      .replacingOccurrences(of: #"width="100" height="10"/>"#, with: #"width="nan" height="1e200"/>"#)
    let clamped = try InterfaceBuilderDocument(data: Data(huge.utf8), name: "t.xib")
    #expect(Set(clamped.warnings.map(\.code)) == [.outOfRangeNumber])
    let scene = try #require(clamped.scenes.first)
    scene.layout()
    for id in scene.ids {
      let f = try #require(scene.frameInRoot(id))
      #expect([f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite && abs($0) <= 1_000_000 })
    }
    #expect(InterfaceBuilderWarning.Code.all.count == Set(InterfaceBuilderWarning.Code.all).count)
  }

  @Test("a number that is not a number and an id used twice are warnings with codes; every view keeps its own id")
  func unreadableNumbersAndDuplicateIDs() throws {
    let base = String(decoding: xibView(device: "retina4_7", width: 300, height: 100), as: UTF8.self)
    // `width="~100"` on the bar's frame, and a second subview with the bar's id.
    let twin = """
                          <view contentMode="scaleToFill" id="bar">
                              <rect key="frame" x="0.0" y="50" width="30" height="5"/>
                          </view>
                      </subviews>
      """
    let xml = base.replacingOccurrences(
      of: #"y="0.0" width="100" height="10"/>"#, with: #"y="0.0" width="~100" height="10"/>"#
    )
    .replacingOccurrences(of: "            </subviews>\n", with: twin + "\n")
    let doc = try InterfaceBuilderDocument(data: Data(xml.utf8), name: "t.xib")
    #expect(doc.warnings.map(\.code) == [.unreadableNumber, .duplicateID])
    let number = try #require(doc.warnings.first)
    #expect(number.element == "rect" && number.line == 11 && number.message.contains(#"width="~100""#))
    let duplicate = try #require(doc.warnings.last)
    #expect(duplicate.element == "view" && duplicate.line == 13 && duplicate.message.contains("bar~2"))
    let scene = try #require(doc.scenes.first)
    #expect(scene.ids == ["root", "bar", "bar~2"])
    scene.layout()
    // The constraints name "bar": they place the first view, whose width
    // comes from its constraint, not from the unreadable frame.
    #expect(scene.frameInRoot("bar")?.width == 100)
    #expect(scene.frameInRoot("bar~2") == LayoutRect(x: 0, y: 50, width: 30, height: 5))
    // A file without either has no such warning.
    let clean = try InterfaceBuilderDocument(data: Data(base.utf8), name: "t.xib")
    #expect(clean.warnings.isEmpty)
  }

  @Test("a symbol image view's frame is half a point inside its alignment rectangle at the top and bottom")
  func symbolImageInsets() throws {
    func frame(catalog: String) throws -> LayoutRect? {
      let base = String(decoding: xibView(device: "retina4_7", width: 300, height: 100), as: UTF8.self)
      let icon =
        #"<imageView contentMode="scaleAspectFit" image="star" \#(catalog) translatesAutoresizingMaskIntoConstraints="NO" id="bar">"#
      let xml = base.replacingOccurrences(
        of: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">"#, with: icon
      )
      .replacingOccurrences(
        of: "</view>\n            </subviews>", with: "</imageView>\n            </subviews>")
      let doc = try InterfaceBuilderDocument(data: Data(xml.utf8), name: "t.xib")
      let scene = try #require(doc.scenes.first)
      scene.layout()
      return scene.frameInRoot("bar")
    }
    // The constraints make the alignment rectangle 100 × 10 at the safe
    // area's top (0 for a xib's view on a phone without a notch).
    #expect(try frame(catalog: #"catalog="system""#) == LayoutRect(x: 0, y: 0.5, width: 100, height: 9))
    #expect(try frame(catalog: "") == LayoutRect(x: 0, y: 0, width: 100, height: 10))
  }

  @Test("elements nested deeper than 512 are refused at the element, with the depth; 100,000 nested views too")
  func depthLimit() throws {
    func nested(_ n: Int) -> Data {
      var s = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<document type=\"x\" toolsVersion=\"22505\">\n<objects>\n"
      for i in 0..<n { s += #"<view id="v\#(i)"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>"# }
      for _ in 0..<n { s += "</subviews></view>" }
      return Data((s + "</objects></document>\n").utf8)
    }
    #expect(throws: Never.self) { try InterfaceBuilderDocument(data: nested(200), name: "ok.xib") }
    do {
      _ = try InterfaceBuilderDocument(data: nested(100_000), name: "deep.xib")
      Issue.record("a 100,000-deep file was accepted")
    } catch {
      #expect(error.line == 4 && error.column > 1)
      #expect(error.message.contains("512") && error.message.contains("513"), "\(error.message)")
    }
  }

  @Test("an entity declaration is refused before anything expands (an entity-expansion bomb)")
  func entityBomb() throws {
    let a = String(repeating: "x", count: 1000)
    let b = String(repeating: "&a;", count: 1000)
    let bomb = """
      <?xml version="1.0"?>
      <!DOCTYPE document [
      <!ENTITY a "\(a)">
      <!ENTITY b "\(b)">
      ]>
      <document type="x" label="&b;&b;&b;&b;"/>
      """
    do {
      _ = try InterfaceBuilderDocument(data: Data(bomb.utf8), name: "bomb.xib")
      Issue.record("the bomb was accepted")
    } catch {
      #expect(error.line == 3 && error.column == 1)
      #expect(error.message.contains("ENTITY"), "\(error.message)")
    }
    // This thread's processor time: the work, not how busy the machine is.
    let elapsed = threadSeconds { _ = try? InterfaceBuilderDocument(data: Data(bomb.utf8), name: "bomb.xib") }
    #expect(elapsed < 2 * sanitizerSlowdown, "\(elapsed)")
    // An entity declaration inside a comment is not one.
    let commented = Data(#"<?xml version="1.0"?><!-- <!ENTITY a "x"> --><document type="x"/>"#.utf8)
    #expect(throws: Never.self) { try InterfaceBuilderDocument(data: commented, name: "c.xib") }
  }

  @Test("a file over 32 MB is refused unread, with an error that names the limit")
  func sizeLimit() throws {
    let big = Data(repeating: UInt8(ascii: " "), count: XMLNode.maximumSize + 1)
    do {
      _ = try InterfaceBuilderDocument(data: big, name: "big.storyboard")
      Issue.record("a file over the limit was read")
    } catch {
      #expect(error.message.contains("\(XMLNode.maximumSize) bytes"), "\(error.message)")
    }
  }

  @Test("an XML tree a million elements deep is freed with a loop, not recursion")
  func iterativeTeardown() {
    var root: XMLNode? = XMLNode(name: "document", attributes: [:], line: 1, column: 1)
    var node = root
    for i in 0..<1_000_000 {
      let child = XMLNode(name: "view", attributes: [:], line: 1, column: i)
      node?.children.append(child)
      node = child
    }
    node = nil
    var count = 0
    root?.descendants { _ in count += 1 }
    #expect(count == 1_000_000)
    root = nil  // crashed with a stack overflow when deinit recursed
    #expect(root == nil)
  }
}
