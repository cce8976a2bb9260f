import AutoLayout
import Foundation
import Testing

@testable import AutoLayoutInterfaceBuilder

/// Round three of the reader: rules from UIKit's behaviour and the canvas's
/// stored frames, each on a document written for it.
@Suite("Interface Builder, round three")
struct RoundThreeTests {
  /// A 1-point divider arranged in a centre-aligned stack 40 high, with no
  /// height of its own: on a device UIStackView's ambiguity suppression
  /// (`height == 0` at 25) makes it 0 high; the canvas keeps the 40 it drew.
  @Test("an arranged view keeps its stored size over the stack's ambiguity suppression")
  func arrangedSizeOverSuppression() throws {
    let body = """
      <stackView alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="s">
          <rect key="frame" x="10" y="10" width="60" height="40"/>
          <subviews>
              \(labelXML(id: "l", text: "Hi", font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, frame: (0, 9.5, 51, 20.5)))
              <view translatesAutoresizingMaskIntoConstraints="NO" id="d">
                  <rect key="frame" x="59" y="0.0" width="1" height="40"/>
                  <constraints>
                      <constraint firstAttribute="width" constant="1" id="dw"/>
                  </constraints>
              </view>
          </subviews>
          <constraints>
              <constraint firstAttribute="height" constant="40" id="sh"/>
          </constraints>
      </stackView>
      """
    let constraints = """
      <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
      <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
      """
    let scene = try #require(try InterfaceBuilderDocument(data: textXib(body, constraints: constraints)).scenes.first)
    scene.deviceLayout()
    #expect(scene.frameInRoot("d")?.height == 0)
    scene.layout()
    #expect(scene.frameInRoot("d") == LayoutRect(x: 69, y: 10, width: 1, height: 40))
  }

  /// Two plain views (no content size) arranged in a fill-proportionally
  /// stack 300 high, stored 100 and 200 high: UIKit's rule alone makes them
  /// equal; the canvas drew them in the proportions it stored.
  @Test("fill proportionally: an item without a content length counts with its stored length")
  func proportionalStoredLengths() throws {
    let body = """
      <stackView axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="s">
          <rect key="frame" x="0.0" y="0.0" width="100" height="300"/>
          <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                  <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
              </view>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                  <rect key="frame" x="0.0" y="100" width="100" height="200"/>
              </view>
          </subviews>
      </stackView>
      """
    let constraints = """
      <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
      <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
      <constraint firstItem="s" firstAttribute="width" constant="100" id="c3"/>
      <constraint firstItem="s" firstAttribute="height" constant="300" id="c4"/>
      """
    let scene = try #require(try InterfaceBuilderDocument(data: textXib(body, constraints: constraints)).scenes.first)
    scene.deviceLayout()
    #expect(scene.frameInRoot("a")?.height == 100)
    #expect(scene.frameInRoot("b") == LayoutRect(x: 0, y: 100, width: 100, height: 200))
  }
}
