import AutoLayout
import AutoLayoutInterfaceBuilder
import Foundation
import Testing

/// Rules of the eighth round on the Interface Builder reader, each on a
/// small document written for it.
@Suite("Interface Builder, round eight")
struct RoundEightTests {
  func scene(_ body: String) throws -> InterfaceBuilderDocument.Scene {
    let doc = try InterfaceBuilderDocument(data: storyboard(body), name: "round8.storyboard")
    let scene = try #require(doc.scenes.first)
    scene.layout()
    return scene
  }

  /// A horizontal stack aligned `alignment`, pinned only at its top and
  /// leading edges, holding two plain views that have a width and no
  /// height, stored `height` high.
  func weakStack(alignment: String, height: Int) -> String {
    """
    <subviews>
        <stackView opaque="NO" contentMode="scaleToFill" alignment="\(alignment)" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="10" y="100" width="62" height="\(height)"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                    <rect key="frame" x="0.0" y="0.0" width="8" height="\(height)"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="8" id="dot-w"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="12" y="0.0" width="50" height="\(height)"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="50" id="box-w"/>
                    </constraints>
                </view>
            </subviews>
        </stackView>
    </subviews>
    <constraints>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="s-t"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="s-l"/>
    </constraints>
    """
  }

  @Test("the canvas keeps arranged views' stored size against the stack's spanning fit (51), not only its canvas fit")
  func arrangedSizeAboveSpanningFit() throws {
    // Two items in a centre- (or top-) aligned stack: the stack makes an
    // alignment spanner pulled to nothing at 51 and the stack itself at
    // 49, the items at 25. A device shows them 0 high; the canvas keeps
    // the 50 it drew. (At 26 or 50 the spanner's fit still won: 0.)
    for alignment in ["center", "top", "bottom"] {
      let s = try scene(weakStack(alignment: alignment, height: 50))
      #expect(s.frameInRoot("stack") == LayoutRect(x: 10, y: 100, width: 62, height: 50), "\(alignment)")
      #expect(s.frameInRoot("dot") == LayoutRect(x: 10, y: 100, width: 8, height: 50), "\(alignment)")
      #expect(s.frameInRoot("box") == LayoutRect(x: 22, y: 100, width: 50, height: 50), "\(alignment)")
      // A device, without the design pass, still gives UIKit's answer.
      s.deviceLayout()
      #expect(s.views["stack"]?.frame.height == 0, "\(alignment)")
      #expect(s.views["box"]?.frame.height == 0, "\(alignment)")
    }
  }

  /// A 40-point label `big` beside a vertical stack holding a 10-point
  /// label `top` above a 12-point label `small`; `attribute` of `big` is
  /// tied to the same attribute of `target`. `axis` empty makes the stack
  /// horizontal; `margins` gives it custom margins (a margins-relative
  /// arrangement).
  func baselines(
    target: String, attribute: String, axis: String = #"axis="vertical""#, margins: Bool = false
  ) -> String {
    let insets = margins ? #"<edgeInsets key="layoutMargins" top="4" left="0.0" bottom="4" right="0.0"/>"# : ""
    return """
      <subviews>
          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="big">
              <rect key="frame" x="10" y="100" width="30" height="48"/>
              <fontDescription key="fontDescription" type="system" pointSize="40"/>
          </label>
          <stackView opaque="NO" contentMode="scaleToFill" \(axis) translatesAutoresizingMaskIntoConstraints="NO" id="column">
              <rect key="frame" x="100" y="120" width="80" height="26.5"/>
              <subviews>
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="g Total" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                      <rect key="frame" x="0.0" y="0.0" width="80" height="12"/>
                      <fontDescription key="fontDescription" type="system" pointSize="10"/>
                  </label>
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="mmol/L" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                      <rect key="frame" x="0.0" y="12" width="80" height="14.5"/>
                      <fontDescription key="fontDescription" type="system" pointSize="12"/>
                  </label>
              </subviews>
              \(insets)
          </stackView>
      </subviews>
      <constraints>
          <constraint firstItem="big" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b-t"/>
          <constraint firstItem="big" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="b-l"/>
          <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c-l"/>
          <constraint firstItem="\(target)" firstAttribute="\(attribute)" secondItem="big" secondAttribute="\(attribute)" id="tie"/>
      </constraints>
      """
  }

  @Test("a vertical stack's first and last baselines are its first and last arranged views'")
  func verticalStackBaselines() throws {
    // Tied by its last baseline, the stack sits where its last label
    // would if tied directly (a stack's own bottom would put it about 6
    // points lower: the two fonts' descents differ).
    for attribute in ["baseline", "firstBaseline"] {
      let label = attribute == "baseline" ? "small" : "top"
      let viaStack = try scene(baselines(target: "column", attribute: attribute))
      let direct = try scene(baselines(target: label, attribute: attribute))
      let stackY = try #require(viaStack.frameInRoot(label)?.minY)
      let directY = try #require(direct.frameInRoot(label)?.minY)
      #expect(abs(stackY - directY) < 0.01, "\(attribute)")
      // And not at the stack's edge: the big label's baseline is well
      // inside it, so an edge tie would move the column by several points.
      let big = try #require(viaStack.frameInRoot("big"))
      let column = try #require(viaStack.frameInRoot("column"))
      if attribute == "baseline" {
        #expect(column.maxY < big.maxY - 5)
      } else {
        #expect(column.minY > big.minY + 5)
      }
    }
  }

  @Test("stacks' baselines come from the engine: a row's tallest label, a margins-relative column's last label")
  func baselinesThroughTheEngine() throws {
    // In the row (fill alignment), `small` (14.5 high) is the tallest
    // label: UIKit's `viewForLastBaselineLayout` of a horizontal stack.
    // In the column with 4-point margins, `small` is the last view, 4
    // points above the stack's bottom. Either way the stack is placed as
    // a tie to `small` itself places it, and not by its own bottom edge.
    for (axis, margins) in [("", false), (#"axis="vertical""#, true)] {
      let viaStack = try scene(baselines(target: "column", attribute: "baseline", axis: axis, margins: margins))
      let direct = try scene(baselines(target: "small", attribute: "baseline", axis: axis, margins: margins))
      let column = try #require(viaStack.views["column"] as? LayoutStackView)
      #expect(column.isLayoutMarginsRelativeArrangement == margins)
      #expect(column.lastBaselineOffsetFromBottom == nil)
      #expect(column.viewForLastBaselineLayout === viaStack.views["small"])
      let a = try #require(viaStack.frameInRoot("small")), b = try #require(direct.frameInRoot("small"))
      #expect(abs(a.minY - b.minY) < 0.01, "\(axis)")
      let big = try #require(viaStack.views["big"])
      let baseline = try #require(viaStack.frameInRoot("big")).maxY - (big.lastBaselineOffsetFromBottom ?? 0)
      #expect(try abs(#require(viaStack.frameInRoot("column")).maxY - baseline) > 1, "\(axis)")
    }
  }
}
