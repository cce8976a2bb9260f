import AutoLayout
import AutoLayoutInterfaceBuilder
import Foundation
import Testing

/// Rules of the sixth round on the Interface Builder reader, each on a
/// small document written for it.
@Suite("Interface Builder, round six")
struct RoundSixTests {
  /// A controller whose root (`width` × `height`) holds a 10-point strip
  /// pinned to the safe area's top; `freeform` adds a freeform simulated
  /// size; `pinBottom` pins the strip to the safe area's bottom instead.
  func controller(_ id: String, width: Int, height: Int, freeform: Bool = false, pinBottom: Bool = false) -> String {
    let metrics =
      freeform
      ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="\#(width)" height="\#(height)"/>"#
      : ""
    let pin =
      pinBottom
      ? #"<constraint firstItem="\#(id)-safe" firstAttribute="bottom" secondItem="\#(id)-strip" secondAttribute="bottom" id="\#(id)-t"/>"#
      : #"<constraint firstItem="\#(id)-strip" firstAttribute="top" secondItem="\#(id)-safe" secondAttribute="top" id="\#(id)-t"/>"#
    return """
      <viewController id="\(id)" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="\(id)-root">
              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-strip">
                      <rect key="frame" x="0.0" y="100" width="100" height="10"/>
                  </view>
              </subviews>
              <constraints>
                  \(pin)
                  <constraint firstItem="\(id)-strip" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-l"/>
                  <constraint firstItem="\(id)-strip" firstAttribute="width" constant="100" id="\(id)-w"/>
                  <constraint firstItem="\(id)-strip" firstAttribute="height" constant="10" id="\(id)-h"/>
              </constraints>
              <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
          </view>
          \(metrics)
      </viewController>
      """
  }

  /// A navigation controller showing `root`, its bar stored at `y` and
  /// `height` (`nil`: no stored bar).
  func navigation(_ id: String, root: String, bar: (y: Double, height: Double)?, hidden: Bool = false) -> String {
    let stored =
      bar.map {
        """
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar">
            <rect key="frame" x="0.0" y="\($0.y)" width="375" height="\($0.height)"/>
            <autoresizingMask key="autoresizingMask"/>
        </navigationBar>
        """
      } ?? ""
    return """
      <navigationController id="\(id)" \(hidden ? #"navigationBarHidden="YES""# : "") sceneMemberID="viewController">
          \(stored)
          <connections>
              <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root-segue"/>
          </connections>
      </navigationController>
      """
  }

  /// Where each controller's strip starts (the top of its safe area), or
  /// with `bottom` where it ends.
  func stripTops(_ data: Data, _ ids: [String], device: InterfaceBuilderDevice? = nil, bottom: Bool = false) throws
    -> [String: Double]
  {
    let doc = try InterfaceBuilderDocument(data: data, name: "bars.storyboard", device: device)
    var out: [String: Double] = [:]
    for id in ids {
      let scene = try #require(doc.scenes.first { $0.id == "\(id)-root" })
      _ = scene.layout()
      let frame = scene.frameInRoot("\(id)-strip")
      out[id] = bottom ? frame?.maxY : frame?.minY
    }
    return out
  }

  @Test("a navigation controller's stored bar says where the canvas's status bar and its bar end")
  func storedNavigationBar() throws {
    // The iPhone X size at tools version 21507: the quirk table's status
    // bar there is 50, but this file's bar starts at 47, so the canvas drew
    // 47 — under the bar (47 + 44) and in the scene no navigation
    // controller shows.
    let data = scenes(
      """
      \(navigation("nav", root: "shown", bar: (47, 44)))
      \(controller("shown", width: 375, height: 812))
      \(controller("alone", width: 375, height: 812))
      """, toolsVersion: "21507", device: "retina5_9")
    #expect(try stripTops(data, ["shown", "alone"]) == ["shown": 91, "alone": 47])
    // Without the stored bar: the quirk table's 50 and a 44-point bar.
    let without = scenes(
      """
      \(navigation("nav", root: "shown", bar: nil))
      \(controller("shown", width: 375, height: 812))
      \(controller("alone", width: 375, height: 812))
      """, toolsVersion: "21507", device: "retina5_9")
    #expect(try stripTops(without, ["shown", "alone"]) == ["shown": 94, "alone": 50])
  }

  @Test("a stored bar's height counts: Xcode 26's 54-point bars")
  func storedBarHeight() throws {
    let data = scenes(
      """
      \(navigation("nav", root: "shown", bar: (96, 54)))
      \(controller("shown", width: 414, height: 896))
      """, toolsVersion: "24412", device: "retina6_1")
    #expect(try stripTops(data, ["shown"]) == ["shown": 150])
    // On another device the insets are UIKit's there, not the canvas's.
    let other = try #require(InterfaceBuilderDevice.named("retina6_1", landscape: true))
    #expect(try stripTops(data, ["shown"], device: other) == ["shown": 32])
  }

  @Test("a bar stored at the top, hidden, or bars that disagree say nothing")
  func storedBarsThatSayNothing() throws {
    // Files before Xcode 9 store every bar at y 0: the iPhone 8 size's 20
    // and 44 stand.
    let top = scenes(
      """
      \(navigation("nav", root: "shown", bar: (0, 44)))
      \(controller("shown", width: 375, height: 667))
      """, toolsVersion: "12120")
    #expect(try stripTops(top, ["shown"]) == ["shown": 64])
    // A hidden bar: no bar over what it shows, and no word on the status bar.
    let hidden = scenes(
      """
      \(navigation("nav", root: "shown", bar: (30, 44), hidden: true))
      \(controller("shown", width: 375, height: 667))
      """, toolsVersion: "12120")
    #expect(try stripTops(hidden, ["shown"]) == ["shown": 20])
    // Two navigation controllers that disagree on the status bar: each
    // controller keeps its own bar's end; the scene no bar covers gets the
    // device's status bar.
    let disagree = scenes(
      """
      \(navigation("nav1", root: "a", bar: (30, 44)))
      \(navigation("nav2", root: "b", bar: (24, 44)))
      \(controller("a", width: 375, height: 667))
      \(controller("b", width: 375, height: 667))
      \(controller("c", width: 375, height: 667))
      """, toolsVersion: "12120")
    #expect(try stripTops(disagree, ["a", "b", "c"]) == ["a": 74, "b": 68, "c": 20])
    // A bar stored absurdly far down, or not at a number, is not believed.
    for y in ["1e9", "nan"] {
      let odd = scenes(
        """
        \(navigation("nav", root: "shown", bar: (30, 44)))
        \(controller("shown", width: 375, height: 667))
        """, toolsVersion: "12120")
      let text = String(decoding: odd, as: UTF8.self).replacingOccurrences(of: #"y="30.0""#, with: #"y="\#(y)""#)
      #expect(try stripTops(Data(text.utf8), ["shown"]) == ["shown": 64])
    }
  }

  @Test("a freeform controller a navigation controller shows sits under its bar")
  func freeformUnderNavigationBar() throws {
    // A 375 × 1000 freeform controller on the XR size at tools version
    // 22154: under the stored bar (48 + 44); a freeform controller no
    // navigation controller shows keeps the status bar only.
    let data = scenes(
      """
      \(navigation("nav", root: "shown", bar: (48, 44)))
      \(controller("shown", width: 375, height: 1000, freeform: true))
      \(controller("alone", width: 375, height: 1000, freeform: true))
      """, toolsVersion: "22154", device: "retina6_1")
    #expect(try stripTops(data, ["shown", "alone"]) == ["shown": 92, "alone": 48])
    // With no stored bar: the status bar the quirk table gives (48) and 44.
    let computed = scenes(
      """
      \(navigation("nav", root: "shown", bar: nil))
      \(controller("shown", width: 375, height: 1000, freeform: true))
      """, toolsVersion: "22154", device: "retina6_1")
    #expect(try stripTops(computed, ["shown"]) == ["shown": 92])
    // A controller saved shorter without a freeform size (a sheet, a
    // container's child) is not given the bar by this rule.
    let short = scenes(
      """
      \(navigation("nav", root: "shown", bar: (48, 44)))
      \(controller("shown", width: 375, height: 1000))
      """, toolsVersion: "22154", device: "retina6_1")
    #expect(try stripTops(short, ["shown"]) == ["shown": 48])
  }

  @Test("a root saved taller than the screen keeps the status bar; only a shorter one sits below bars")
  func tallerRootKeepsStatusBar() throws {
    // The iPhone 8 size (375 × 667) at tools version 14460 (a 20-point
    // status bar on the canvas).
    let data = scenes(
      """
      \(controller("tall", width: 375, height: 1000))
      \(controller("short", width: 375, height: 603))
      \(controller("screen", width: 375, height: 667))
      """, toolsVersion: "14460")
    #expect(try stripTops(data, ["tall", "short", "screen"]) == ["tall": 20, "short": 0, "screen": 20])
  }

  @Test("a page sheet on a phone with a notch under a navigation controller has the sheet's 56-point bar")
  func notchedPageSheetBar() throws {
    // The iPhone X size (812 high): a page sheet is saved 54 points short.
    let data = scenes(
      """
      \(navigation("nav", root: "sheet", bar: (0, 56)))
      \(controller("sheet", width: 375, height: 758))
      \(controller("alone", width: 375, height: 758))
      """, toolsVersion: "15505", device: "retina5_9")
    #expect(try stripTops(data, ["sheet", "alone"]) == ["sheet": 56, "alone": 0])
  }

  @Test("simulated bars set to none (<nil key=…/>) are no bars")
  func simulatedBarsSetToNone() throws {
    // The iPhone 8 size at tools version 14460 (a 20-point status bar).
    let none = #"<nil key="simulatedTopBarMetrics"/><nil key="simulatedBottomBarMetrics"/>"#
    let translucent = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    let end = "</viewController>"
    let data = scenes(
      """
      \(controller("none", width: 375, height: 667).replacingOccurrences(of: end, with: none + end))
      \(controller("bar", width: 375, height: 667).replacingOccurrences(of: end, with: translucent + end))
      """, toolsVersion: "14460")
    #expect(try stripTops(data, ["none", "bar"]) == ["none": 20, "bar": 64])
  }

  @Test(
    "a shorter root drawn from the screen's top has no home-indicator inset; a page sheet and a root below bars keep it"
  )
  func shortRootHomeIndicator() throws {
    // The iPhone X size (375 × 812, 44 above and 34 below) at tools
    // version 15505: a root 600 high (a container's child), a page sheet
    // (54 short), a root below a status bar and a navigation bar (88
    // short), and the full screen.
    let data = scenes(
      """
      \(controller("short", width: 375, height: 600, pinBottom: true))
      \(controller("sheet", width: 375, height: 758, pinBottom: true))
      \(controller("below", width: 375, height: 724, pinBottom: true))
      \(controller("screen", width: 375, height: 812, pinBottom: true))
      """, toolsVersion: "15505", device: "retina5_9")
    let bottoms = try stripTops(data, ["short", "sheet", "below", "screen"], bottom: true)
    #expect(bottoms == ["short": 600, "sheet": 724, "below": 690, "screen": 778])
  }
}
