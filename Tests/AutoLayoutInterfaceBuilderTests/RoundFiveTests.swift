import AutoLayout
import AutoLayoutInterfaceBuilder
import Foundation
import Testing

/// Rules of the fifth round on the Interface Builder reader, each on a
/// small document written for it.
@Suite("Interface Builder, round five")
struct RoundFiveTests {
  /// A full-screen controller (iPhone 8 size) whose root holds a 10-point
  /// bar pinned to the safe area's bottom, with its segues.
  func controller(_ id: String, attributes: String = "", segues: String = "") -> String {
    """
    <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="\(id)-root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bar">
                    <rect key="frame" x="0.0" y="608" width="100" height="10"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="\(id)-safe" firstAttribute="bottom" secondItem="\(id)-bar" secondAttribute="bottom" id="\(id)-b"/>
                <constraint firstItem="\(id)-bar" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-l"/>
                <constraint firstItem="\(id)-bar" firstAttribute="width" constant="100" id="\(id)-w"/>
                <constraint firstItem="\(id)-bar" firstAttribute="height" constant="10" id="\(id)-h"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
        </view>
        <connections>
            \(segues)
        </connections>
    </viewController>
    """
  }

  /// A container controller (`element`) with relationship segues, each a
  /// (destination, relationship) pair.
  func container(_ element: String, _ id: String, _ relationships: [(String, String)]) -> String {
    let segues = relationships.map { destination, relationship in
      #"<segue destination="\#(destination)" kind="relationship" relationship="\#(relationship)" id="\#(id)-\#(destination)"/>"#
    }
    return """
      <\(element) id="\(id)" sceneMemberID="viewController">
          <connections>
              \(segues.joined(separator: "\n"))
          </connections>
      </\(element)>
      """
  }

  /// The bottom edge of a controller's bar in its root.
  func barBottom(_ data: Data, _ id: String) throws -> Double? {
    let doc = try InterfaceBuilderDocument(data: data, name: "tabs.storyboard")
    let scene = try #require(doc.scenes.first { $0.id == "\(id)-root" })
    _ = scene.layout()
    return scene.frameInRoot("\(id)-bar")?.maxY
  }

  @Test("a controller pushed onto a tab's navigation stack keeps the tab bar, unless it sets hidesBottomBarWhenPushed")
  func tabBarForPushedControllers() throws {
    let show = { (to: String) in #"<segue destination="\#(to)" kind="show" id="to-\#(to)"/>"# }
    let data = scenes(
      """
      \(container("tabBarController", "tabs", [("nav", "viewControllers"), ("alone", "viewControllers")]))
      \(container("navigationController", "nav", [("first", "rootViewController")]))
      \(controller("first", segues: show("second")))
      \(controller("second", segues: show("hiding")))
      \(controller("hiding", attributes: #"hidesBottomBarWhenPushed="YES""#, segues: show("after")))
      \(controller("after"))
      \(controller("alone", segues: show("presented")))
      \(controller("presented"))
      \(controller("elsewhere"))
      """, toolsVersion: "13771")
    // 667 − 49: the tab's root, what it pushes, and what is pushed after a
    // controller that hid the bar (the topmost controller decides).
    #expect(try barBottom(data, "first") == 618)
    #expect(try barBottom(data, "second") == 618)
    #expect(try barBottom(data, "after") == 618)
    // The controller that sets hidesBottomBarWhenPushed has no tab bar.
    #expect(try barBottom(data, "hiding") == 667)
    // A tab without a navigation controller has the bar; what it shows
    // is presented (no stack to push onto), without the tab bar.
    #expect(try barBottom(data, "alone") == 618)
    #expect(try barBottom(data, "presented") == 667)
    #expect(try barBottom(data, "elsewhere") == 667)
  }

  @Test("a split view controller's columns in a tab sit above the tab bar")
  func tabBarForSplitColumns() throws {
    let data = scenes(
      """
      \(container("tabBarController", "tabs", [("split", "viewControllers")]))
      \(container("splitViewController", "split", [("master", "masterViewController"), ("nav", "detailViewController")]))
      \(container("navigationController", "nav", [("detail", "rootViewController")]))
      \(controller("master"))
      \(controller("detail"))
      """, toolsVersion: "13771")
    #expect(try barBottom(data, "master") == 618)
    #expect(try barBottom(data, "detail") == 618)
  }
}
