import AutoLayout
import Foundation
import Testing

@testable import AutoLayoutInterfaceBuilder

/// A file loaded for another device than the one it was saved for (what
/// `layout --device` and `check --matrix` do): the bars a controller sits
/// under come with it, at the height UIKit gives them on that device.
@Suite("Interface Builder, bars on another device")
struct DeviceBarsTests {
  /// A controller saved on an iPhone 11 (414 × 896) as the root of a
  /// navigation controller with a translucent bar; its "bar" view is pinned
  /// to the top of the safe area. The navigation controller's bar is
  /// stored `storedBarY` from the top (none stored when nil).
  func underNavigationBar(toolsVersion: String = "16097", storedBarY: Double? = 44) -> Data {
    let bar =
      storedBarY.map {
        """
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
            <rect key="frame" x="0.0" y="\($0)" width="414" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
        </navigationBar>
        """
      } ?? ""
    return scenes(
      """
      \(marginsAndBar(width: 414, height: 896))
      </objects></scene><scene sceneID="s2"><objects>
      <navigationController id="nav" sceneMemberID="viewController">
          \(bar)
          <connections>
              <segue destination="vc1" kind="relationship" relationship="rootViewController" id="seg"/>
          </connections>
      </navigationController>
      """, toolsVersion: toolsVersion, device: "retina6_1")
  }

  /// The top of the safe area (where "bar" is laid out) on a device, or as
  /// designed when `device` is nil.
  func safeTop(_ data: Data, _ device: String?, landscape: Bool = false) throws -> Double? {
    let d = device.flatMap { InterfaceBuilderDevice.named($0, landscape: landscape) }
    let doc = try InterfaceBuilderDocument(data: data, name: "test.storyboard", device: d)
    let scene = try #require(doc.scenes.first { $0.id == "root" })
    scene.layout()
    return scene.frameInRoot("bar")?.minY
  }

  @Test("the navigation bar's inset survives another device: 44 on phones in portrait, 32 in landscape, 50 on iPads")
  func navigationBarOnOtherDevices() throws {
    let data = underNavigationBar()
    // As designed: the iPhone 11's 44-point status bar and the 44-point bar.
    #expect(try safeTop(data, nil) == 88)
    // iPhone 8: status bar 20 + bar 44; iPhone 12: 47 + 44.
    #expect(try safeTop(data, "retina4_7") == 64)
    #expect(try safeTop(data, "retina6_0") == 91)
    // Landscape phones (compact height): no status bar, a 32-point bar.
    #expect(try safeTop(data, "retina4_7", landscape: true) == 32)
    #expect(try safeTop(data, "retina6_0", landscape: true) == 32)
    // iPads (iOS 12 on): a 50-point bar under the status bar, either way round.
    #expect(try safeTop(data, "ipad10_9rounded") == 74)
    #expect(try safeTop(data, "ipad9_7", landscape: true) == 70)
  }

  @Test("the file's own device asked for explicitly lays out as designed, canvas quirks included")
  func sameDeviceAsDesigned() throws {
    #expect(try safeTop(underNavigationBar(), "retina6_1") == 88)
    // Xcode 13 on drew the iPhone 11 with a 48-point status bar (quirk row,
    // where no stored bar says otherwise; its bar stored at 48 says the same).
    let newer = underNavigationBar(toolsVersion: "22505", storedBarY: nil)
    #expect(try safeTop(newer, nil) == 92)
    #expect(try safeTop(newer, "retina6_1") == 92)
    #expect(try safeTop(underNavigationBar(toolsVersion: "22505", storedBarY: 48), nil) == 92)
    // On another device the canvas quirk does not apply: an iPhone 12's 47.
    #expect(try safeTop(newer, "retina6_0") == 91)
  }

  @Test("a controller not under a bar gets only the device's status bar")
  func noBar() throws {
    let data = scenes(marginsAndBar(width: 414, height: 896), toolsVersion: "16097", device: "retina6_1")
    #expect(try safeTop(data, nil) == 44)
    #expect(try safeTop(data, "retina4_7") == 20)
    #expect(try safeTop(data, "retina4_7", landscape: true) == 0)
  }
}
