import AutoLayout
import AutoLayoutInterfaceBuilder
import Foundation
import Testing

/// Rules of the ninth round on the Interface Builder reader, each on a
/// small document written for it.
@Suite("Interface Builder, round nine")
struct RoundNineTests {
  /// A xib whose top-level object is a horizontal `fillEqually` stack
  /// 300 × 50 holding three views stored (wrongly) 10 wide at x = 0;
  /// the middle one holds a view pinned 5 inside its edges.
  func rootStackXib(axis: String = "") -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
              <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" \(axis) translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="50"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                          <rect key="frame" x="0.0" y="0.0" width="10" height="50"/>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                          <rect key="frame" x="0.0" y="0.0" width="10" height="50"/>
                          <subviews>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                  <rect key="frame" x="5" y="5" width="0.0" height="40"/>
                              </view>
                          </subviews>
                          <constraints>
                              <constraint firstItem="inner" firstAttribute="top" secondItem="b" secondAttribute="top" constant="5" id="it"/>
                              <constraint firstItem="inner" firstAttribute="leading" secondItem="b" secondAttribute="leading" constant="5" id="il"/>
                              <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="5" id="ir"/>
                              <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="5" id="ib"/>
                          </constraints>
                      </view>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                          <rect key="frame" x="0.0" y="0.0" width="10" height="50"/>
                      </view>
                  </subviews>
              </stackView>
          </objects>
      </document>
      """.utf8)
  }

  @Test("a xib's top-level stack view arranges its subviews, filling the root's stored size")
  func rootStack() throws {
    let doc = try InterfaceBuilderDocument(data: rootStackXib(), name: "strip.xib")
    let scene = try #require(doc.scenes.first)
    let report = scene.layout()
    let stack = try #require(scene.root as? LayoutStackView)
    #expect(scene.views["strip"] === stack)
    #expect(stack.arrangedSubviews.map { v in scene.ids.first { scene.views[$0] === v } } == ["a", "b", "c"])
    #expect(scene.ids == ["strip", "a", "b", "inner", "c"])
    #expect(scene.frameInRoot("strip") == LayoutRect(x: 0, y: 0, width: 300, height: 50))
    // fillEqually: three thirds of 300, whatever the stored frames say.
    #expect(scene.frameInRoot("a") == LayoutRect(x: 0, y: 0, width: 100, height: 50))
    #expect(scene.frameInRoot("b") == LayoutRect(x: 100, y: 0, width: 100, height: 50))
    #expect(scene.frameInRoot("c") == LayoutRect(x: 200, y: 0, width: 100, height: 50))
    #expect(scene.frameInRoot("inner") == LayoutRect(x: 105, y: 5, width: 90, height: 40))
    #expect(report.ambiguous.isEmpty)
    #expect(report.conflicts.isEmpty)
    // A device gives the same: nothing was held by the design pass.
    scene.deviceLayout()
    #expect(scene.frameInRoot("c") == LayoutRect(x: 200, y: 0, width: 100, height: 50))
  }

  @Test("a vertical top-level stack: three rows of a third of the stored height each")
  func rootColumn() throws {
    let doc = try InterfaceBuilderDocument(data: rootStackXib(axis: #"axis="vertical""#), name: "column.xib")
    let scene = try #require(doc.scenes.first)
    scene.layout()
    #expect(scene.window.size == LayoutSize(width: 300, height: 50))
    #expect(try abs(#require(scene.frameInRoot("c")).minY - 100.0 / 3) < 0.5)
    #expect(try #require(scene.frameInRoot("a")).width == 300)
  }
}

/// A 300 × 100 xib view with a safe area on a notched phone (the window
/// gets the screen's insets) holding `panel`, a view with its own safe
/// area, pinned to the top and sides, around a 90-point-high label: the
/// panel reaches below the window's safe rectangle (100 − 34).
/// `tied` adds a marker whose top is on the panel's safe area.
func panelXib(tied: Bool) -> Data {
  let marker =
    tied
    ? """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="marker">
        <rect key="frame" x="0.0" y="48" width="10" height="10"/>
        <constraints>
            <constraint firstAttribute="width" constant="10" id="mw"/>
            <constraint firstAttribute="height" constant="10" id="mh"/>
        </constraints>
    </view>
    """ : ""
  let markerConstraints =
    tied
    ? """
    <constraint firstItem="marker" firstAttribute="top" secondItem="panelSafe" secondAttribute="top" id="mt"/>
    <constraint firstItem="marker" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="ml"/>
    """ : ""
  return Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="90"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Big" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="90"/>
                                <fontDescription key="fontDescription" type="system" pointSize="75"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="big" firstAttribute="top" secondItem="panel" secondAttribute="top" id="bt"/>
                            <constraint firstItem="big" firstAttribute="leading" secondItem="panel" secondAttribute="leading" id="bl"/>
                            <constraint firstAttribute="bottom" secondItem="big" secondAttribute="bottom" id="bb"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="panelSafe"/>
                    </view>
                    \(marker)
                </subviews>
                <constraints>
                    <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="pt"/>
                    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="pl"/>
                    <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="pr"/>
                    \(markerConstraints)
                </constraints>
                <viewLayoutGuide key="safeArea" id="rootSafe"/>
            </view>
        </objects>
    </document>
    """.utf8)
}

@Suite("Interface Builder, round nine: safe areas nothing refers to")
struct UnusedSafeAreaTests {
  @Test("a subview's safe area that no constraint names does not squeeze the subview into the window's safe area")
  func unusedGuide() throws {
    let doc = try InterfaceBuilderDocument(data: panelXib(tied: false), name: "panel.xib")
    let scene = try #require(doc.scenes.first)
    scene.layout()
    #expect(scene.window.safeAreaInsets.bottom > 0)
    #expect(scene.frameInRoot("big")?.height == 90)
    #expect(scene.frameInRoot("panel") == LayoutRect(x: 0, y: 0, width: 300, height: 90))
  }

  @Test("a constraint that names a subview's safe area still gets it: the window's safe top")
  func usedGuide() throws {
    let doc = try InterfaceBuilderDocument(data: panelXib(tied: true), name: "panel.xib")
    let scene = try #require(doc.scenes.first)
    scene.layout()
    let top = scene.window.safeAreaInsets.top
    #expect(top > 0)
    #expect(scene.frameInRoot("marker")?.minY == top)
    #expect(scene.views["panel"]?.layoutGuides.isEmpty == false)
  }
}

@Suite("Interface Builder, round ten: a subview's safe area follows the subview")
struct SubviewSafeAreaXMLTests {
  @Test("a subview's safe-area guide that exists does not squeeze the subview into the window's safe area")
  func createdGuide() throws {
    let doc = try InterfaceBuilderDocument(data: panelXib(tied: false), name: "panel.xib")
    let scene = try #require(doc.scenes.first)
    let panel = try #require(scene.views["panel"])
    let guide = panel.safeAreaLayoutGuide
    scene.layout()
    let bottomInset = scene.window.safeAreaInsets.bottom
    #expect(bottomInset > 0)
    #expect(scene.frameInRoot("big")?.height == 90)
    #expect(scene.frameInRoot("panel") == LayoutRect(x: 0, y: 0, width: 300, height: 90))
    // The guide is the panel less the part the window's strips cover.
    let top = scene.window.safeAreaInsets.top
    let below = max(0, 90 - (100 - bottomInset))
    #expect(guide.layoutFrame.height == 90 - top - below)
  }
}
