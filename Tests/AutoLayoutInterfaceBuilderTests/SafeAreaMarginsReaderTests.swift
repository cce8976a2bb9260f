import AutoLayout
import Foundation
import Testing

@testable import AutoLayoutInterfaceBuilder

/// `insetsLayoutMarginsFromSafeArea` as the reader sets it: on by default
/// (UIKit's default, never written by Xcode), off where the file says
/// `insetsLayoutMarginsFromSafeArea="NO"`.
@Suite("Interface Builder, margins inset from the safe area")
struct SafeAreaMarginsReaderTests {
  /// An iPhone 11 controller (status bar 44) with a full-width panel at
  /// the top of the screen and a dot pinned to the panel's top margin;
  /// `flag` is the panel's attribute, if any.
  func controller(flag: String) -> Data {
    scenes(
      """
      <viewController id="vc1" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                  <view contentMode="scaleToFill" \(flag) translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                              <rect key="frame" x="8" y="52" width="10" height="10"/>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="dot" firstAttribute="top" secondItem="panel" secondAttribute="topMargin" id="dt"/>
                          <constraint firstItem="dot" firstAttribute="leading" secondItem="panel" secondAttribute="leadingMargin" id="dl"/>
                          <constraint firstItem="dot" firstAttribute="width" constant="10" id="dw"/>
                          <constraint firstItem="dot" firstAttribute="height" constant="10" id="dh"/>
                      </constraints>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="pt"/>
                  <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="pl"/>
                  <constraint firstItem="panel" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="pr"/>
                  <constraint firstItem="panel" firstAttribute="height" constant="200" id="ph"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="safe"/>
          </view>
      </viewController>
      """, toolsVersion: "16097", device: "retina6_1")
  }

  func dot(_ data: Data) throws -> LayoutRect {
    let doc = try InterfaceBuilderDocument(data: data, name: "test.storyboard")
    let scene = try #require(doc.scenes.first)
    scene.window.layoutIfNeeded()
    return try #require(scene.frameInRoot("dot"))
  }

  @Test("a view under the status bar has its top margin below it: 44 + 8")
  func byDefault() throws {
    #expect(try dot(controller(flag: "")) == LayoutRect(x: 8, y: 52, width: 10, height: 10))
  }

  @Test("insetsLayoutMarginsFromSafeArea=\"NO\" keeps the margin at 8 from the view's top")
  func turnedOff() throws {
    let data = controller(flag: #"insetsLayoutMarginsFromSafeArea="NO""#)
    #expect(try dot(data) == LayoutRect(x: 8, y: 8, width: 10, height: 10))
  }

  /// A table under the status bar with a prototype cell at y 28 whose label
  /// sits at its content view's top margin (11 in a cell).
  func table() -> Data {
    scenes(
      """
      <tableViewController id="tvc" sceneMemberID="viewController">
          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <prototypes>
                  <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="cell" id="cell">
                      <rect key="frame" x="0.0" y="28" width="414" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                          <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <subviews>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                  <rect key="frame" x="20" y="11" width="10" height="10"/>
                              </view>
                          </subviews>
                          <constraints>
                              <constraint firstItem="dot" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="dt"/>
                              <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="dl"/>
                              <constraint firstItem="dot" firstAttribute="width" constant="10" id="dw"/>
                              <constraint firstItem="dot" firstAttribute="height" constant="10" id="dh"/>
                          </constraints>
                      </tableViewCellContentView>
                  </tableViewCell>
              </prototypes>
          </tableView>
      </tableViewController>
      """, toolsVersion: "16097", device: "retina6_1")
  }

  @Test("cells in a table keep their margins: on a device the table's content inset keeps them clear of the bars")
  func cellsInTables() throws {
    let doc = try InterfaceBuilderDocument(data: table(), name: "test.storyboard")
    let scene = try #require(doc.scenes.first)
    scene.window.layoutIfNeeded()
    let dot = try #require(scene.frameInRoot("dot"))
    #expect(dot.minY == 28 + 11)
  }

  @Test("files from before safe areas keep margins at the view's edges")
  func beforeSafeAreas() throws {
    let text = String(decoding: controller(flag: ""), as: UTF8.self)
      .replacingOccurrences(of: #"useSafeAreas="YES""#, with: "")
    #expect(try dot(Data(text.utf8)).minY == 8)
  }
}
