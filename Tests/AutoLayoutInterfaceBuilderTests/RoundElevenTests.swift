import AutoLayout
import AutoLayoutInterfaceBuilder
import Foundation
import Testing

/// Rules of the eleventh round on the Interface Builder reader, each on a
/// small document written for it.
@Suite("Interface Builder, round eleven")
struct RoundElevenTests {
  /// A table view controller on a 375-point phone with two prototype
  /// cells, each holding a label tied to its content view's leading and
  /// trailing margins. The first cell shows `accessory` (its content view
  /// stored 341 wide, ending where the accessory starts), the second none.
  /// The labels are stored 100 wide at x 0: the layout must place them.
  func cellsStoryboard(accessory: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="list">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <tableViewController id="list" sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <prototypes>
                                  <tableViewCell contentMode="scaleToFill" accessoryType="\(accessory)" reuseIdentifier="withAccessory" rowHeight="44" id="cellA">
                                      <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cellA" id="contentA">
                                          <rect key="frame" x="0.0" y="0.0" width="341" height="44"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <subviews>
                                              <label opaque="NO" text="Folder" translatesAutoresizingMaskIntoConstraints="NO" id="labelA">
                                                  <rect key="frame" x="0.0" y="11" width="100" height="22"/>
                                                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                              </label>
                                          </subviews>
                                          <constraints>
                                              <constraint firstItem="labelA" firstAttribute="leading" secondItem="contentA" secondAttribute="leadingMargin" id="la1"/>
                                              <constraint firstAttribute="trailingMargin" secondItem="labelA" secondAttribute="trailing" id="la2"/>
                                              <constraint firstItem="labelA" firstAttribute="centerY" secondItem="contentA" secondAttribute="centerY" id="la3"/>
                                          </constraints>
                                      </tableViewCellContentView>
                                  </tableViewCell>
                                  <tableViewCell contentMode="scaleToFill" reuseIdentifier="plain" rowHeight="44" id="cellB">
                                      <rect key="frame" x="0.0" y="94" width="375" height="44"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cellB" id="contentB">
                                          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <subviews>
                                              <label opaque="NO" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="labelB">
                                                  <rect key="frame" x="0.0" y="11" width="100" height="22"/>
                                                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                              </label>
                                          </subviews>
                                          <constraints>
                                              <constraint firstItem="labelB" firstAttribute="leading" secondItem="contentB" secondAttribute="leadingMargin" id="lb1"/>
                                              <constraint firstAttribute="trailingMargin" secondItem="labelB" secondAttribute="trailing" id="lb2"/>
                                              <constraint firstItem="labelB" firstAttribute="centerY" secondItem="contentB" secondAttribute="centerY" id="lb3"/>
                                          </constraints>
                                      </tableViewCellContentView>
                                  </tableViewCell>
                              </prototypes>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """.utf8)
  }

  @Test(
    "beside an accessory a cell's content view keeps a plain view's 8-point trailing margin",
    arguments: ["disclosureIndicator", "checkmark", "detailButton"])
  func accessoryMargin(accessory: String) throws {
    let doc = try InterfaceBuilderDocument(data: cellsStoryboard(accessory: accessory), name: "cells.storyboard")
    let scene = try #require(doc.scenes.first)
    scene.layout()
    let content = try #require(scene.views["contentA"])
    #expect(content.directionalLayoutMargins == DirectionalInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
    // 16 from the leading edge, 8 before the accessory: 341 − 24.
    let label = try #require(scene.frameInRoot("labelA"))
    #expect(label.minX == 16)
    #expect(label.width == 317)
  }

  @Test("a cell without an accessory keeps the table's margins on both sides")
  func noAccessory() throws {
    for accessory in ["none", "disclosureIndicator"] {
      let doc = try InterfaceBuilderDocument(data: cellsStoryboard(accessory: accessory), name: "cells.storyboard")
      let scene = try #require(doc.scenes.first)
      scene.layout()
      let content = try #require(scene.views["contentB"])
      #expect(content.directionalLayoutMargins == DirectionalInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
      let label = try #require(scene.frameInRoot("labelB"))
      #expect(label.minX == 16)
      #expect(label.width == 343)
    }
    // accessoryType="none" written out is no accessory either.
    let doc = try InterfaceBuilderDocument(data: cellsStoryboard(accessory: "none"), name: "cells.storyboard")
    let scene = try #require(doc.scenes.first)
    scene.layout()
    #expect(try #require(scene.frameInRoot("labelA")).width == 341 - 32)
  }
}
