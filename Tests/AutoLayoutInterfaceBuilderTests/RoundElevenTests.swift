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
      \(cell("A", text: "Folder", y: 50, width: 341, accessory: " accessoryType=\"\(accessory)\""))
      \(cell("B", text: "Note", y: 94, width: 375, accessory: ""))
                              </prototypes>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """.utf8)
  }

  /// One prototype cell `k` (ids cellK, contentK, labelK and laK1…3) at
  /// `y`, its content view stored `width` wide, with `accessory` (an
  /// attribute, or nothing) on the cell.
  func cell(_ k: String, text: String, y: Int, width: Int, accessory: String) -> String {
    let c = "content\(k)", l = "label\(k)", n = "l\(k.lowercased())"
    return """
                                        <tableViewCell contentMode="scaleToFill"\(accessory) reuseIdentifier="cell\(k)" rowHeight="44" id="cell\(k)">
                                            <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell\(k)" id="\(c)">
                                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(l)">
                                                        <rect key="frame" x="0.0" y="11" width="100" height="22"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="\(l)" firstAttribute="leading" secondItem="\(c)" secondAttribute="leadingMargin" id="\(n)1"/>
                                                    <constraint firstAttribute="trailingMargin" secondItem="\(l)" secondAttribute="trailing" id="\(n)2"/>
                                                    <constraint firstItem="\(l)" firstAttribute="centerY" secondItem="\(c)" secondAttribute="centerY" id="\(n)3"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
      """
  }

  /// The storyboard with `accessory` on the first cell, laid out.
  func laidOut(_ accessory: String) throws -> InterfaceBuilderDocument.Scene {
    let doc = try InterfaceBuilderDocument(data: cellsStoryboard(accessory: accessory), name: "cells.storyboard")
    let scene = try #require(doc.scenes.first)
    scene.layout()
    return scene
  }

  /// Expects cell `k`'s content view to have `trailing` as its trailing
  /// margin (16 leading) and its label to span the margins of a content
  /// view `width` wide.
  func expectCell(
    _ scene: InterfaceBuilderDocument.Scene, _ k: String, trailing: Double, width: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let content = try #require(scene.views["content\(k)"], sourceLocation: sourceLocation)
    let margins = DirectionalInsets(top: 11, leading: 16, bottom: 11, trailing: trailing)
    #expect(content.directionalLayoutMargins == margins, sourceLocation: sourceLocation)
    let label = try #require(scene.frameInRoot("label\(k)"), sourceLocation: sourceLocation)
    #expect(label.minX == 16 && label.width == width - 16 - trailing, sourceLocation: sourceLocation)
  }

  @Test(
    "beside an accessory a cell's content view keeps a plain view's 8-point trailing margin",
    arguments: ["disclosureIndicator", "checkmark", "detailButton"])
  func accessoryMargin(accessory: String) throws {
    // 16 from the leading edge, 8 before the accessory: 341 − 24.
    try expectCell(laidOut(accessory), "A", trailing: 8, width: 341)
  }

  @Test("a cell without an accessory keeps the table's margins on both sides")
  func noAccessory() throws {
    for accessory in ["none", "disclosureIndicator"] {
      try expectCell(laidOut(accessory), "B", trailing: 16, width: 375)
    }
    // accessoryType="none" written out is no accessory either.
    #expect(try #require(laidOut("none").frameInRoot("labelA")).width == 341 - 32)
  }
}
