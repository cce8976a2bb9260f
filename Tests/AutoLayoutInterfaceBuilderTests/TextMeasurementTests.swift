import AutoLayout
import Foundation
import Testing

@testable import AutoLayoutInterfaceBuilder

/// A xib whose top-level view (320×200, iPhone SE size, 2x) holds `body`
/// (subviews) and `constraints`.
func textXib(_ body: String, constraints: String = "") -> Data {
  Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <device id="retina4_0" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    \(body)
                </subviews>
                <constraints>
                    \(constraints)
                </constraints>
            </view>
        </objects>
    </document>
    """.utf8)
}

/// A label element.
func labelXML(
  id: String, text: String, font: String, frame: (Double, Double, Double, Double), lines: Int = 1
) -> String {
  """
  <label text="\(text)" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
      <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
      \(font)
  </label>
  """
}

/// The core's measurer, checked by hand against Inter's advance widths
/// (read from the font files with fontTools: at 2816 pt, one point is one
/// font unit): B 1832, u 1636, t 1024, o 1680, n 1648, space 792, a 1588,
/// e 1640, i 668; ascender 2728, descender 680.
@Suite("Built-in text measurer")
struct BuiltinTextMeasurerTests {
  let em = LayoutFont.system(size: 2816)
  let inter = BuiltinTextMeasurer.inter

  @Test("one line: the sum of the advances, Inter's line height")
  func oneLine() {
    let m = inter.measure("Button", font: em, width: nil, numberOfLines: 1)
    #expect(m.size == LayoutSize(width: 1832 + 1636 + 1024 + 1024 + 1680 + 1648, height: 2728 + 680))
    #expect(m.lineCount == 1 && !m.isTruncated)
    #expect(m.firstBaselineFromTop == 2728 && m.lastBaselineFromBottom == 680)
  }

  @Test("words wrap at the width; the space at a line's end takes no width")
  func wrapping() {
    let aei = 1588.0 + 1640 + 668
    let m = inter.measure("aei aei", font: em, width: 5000, numberOfLines: 0)
    #expect(m.lineCount == 2 && m.size == LayoutSize(width: aei, height: 2 * 3408))
    let wide = inter.measure("aei aei", font: em, width: 10000, numberOfLines: 0)
    #expect(wide.lineCount == 1 && wide.size.width == 2 * aei + 792)
  }

  @Test("a word wider than the line breaks between characters")
  func longWord() {
    let m = inter.measure("aeiaei", font: em, width: 4000, numberOfLines: 0)
    #expect(m.lineCount == 2 && m.size.width == 1588 + 1640 + 668)
  }

  @Test("the line limit truncates; one line is never broken")
  func limits() {
    let two = inter.measure("aei aei aei", font: em, width: 5000, numberOfLines: 2)
    #expect(two.lineCount == 2 && two.isTruncated)
    let one = inter.measure("aei aei", font: em, width: 5000, numberOfLines: 1)
    #expect(one.lineCount == 1 && one.isTruncated && one.size.width == 5000)
  }

  @Test("hard line breaks, empty text, unknown characters")
  func edges() {
    #expect(inter.measure("a\nb", font: em, width: nil, numberOfLines: 0).lineCount == 2)
    #expect(inter.measure("", font: em, width: 100, numberOfLines: 0).size == .zero)
    // Combining marks take no width; CJK one em.
    #expect(inter.measure("e\u{301}", font: em, width: nil, numberOfLines: 1).size.width == 1640)
    #expect(inter.measure("漢", font: em, width: nil, numberOfLines: 1).size.width == 2816)
  }

  @Test("the system-font estimate: San Francisco's line height, scaled widths, pixels rounded up")
  func systemEstimate() {
    let m = BuiltinTextMeasurer.systemFontEstimate.measure(
      "Button", font: .system(size: 17), width: nil, numberOfLines: 1)
    #expect(abs(m.size.height - 20.287109375) < 1e-9)
    let width = 8844.0 * 17 / 2816 * BuiltinTextMeasurer.systemWidthScale
    #expect(abs(m.size.width - width) < 1e-9)
    #expect(m.roundedUp(toScale: 2) == LayoutSize(width: (width * 2).rounded(.up) / 2, height: 20.5))
  }

  @Test("a layout measure: wraps at the proposed width, answers baselines")
  func layoutMeasure() {
    let measure = inter.layoutMeasure("aei aei", font: em, numberOfLines: 0)
    #expect(measure.size(for: LayoutProposal(width: 5000)).height == 2 * 3408)
    #expect(measure.naturalSize.width == 2 * (1588 + 1640 + 668) + 792)
    #expect(measure.measurement(for: .unspecified).firstBaselineFromTop == 2728)
  }

  @Test("text styles follow the content size category")
  func textStyles() {
    #expect(LayoutFont.preferred(.body).pointSize == 17)
    #expect(LayoutFont.preferred(.body, category: .accessibilityExtraExtraExtraLarge).pointSize == 53)
    #expect(LayoutFont.preferred(.headline).weight == .semibold)
  }

  @Test("bad numbers are cleaned")
  func badNumbers() {
    let m = inter.measure("aei", font: LayoutFont(pointSize: .nan), width: .infinity, numberOfLines: -3)
    #expect(m.size == .zero)
    #expect(BuiltinTextMeasurer(widthScale: -1).widthScale == 1)
  }
}

@Suite("Interface Builder text")
struct InterfaceBuilderTextTests {
  let system17 = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#

  func measured(_ data: Data, category: LayoutContentSizeCategory = .large) throws -> InterfaceBuilderDocument.Scene {
    var options = InterfaceBuilderOptions()
    options.text = .measured(BuiltinTextMeasurer.systemFontEstimate)
    options.contentSizeCategory = category
    let doc = try InterfaceBuilderDocument(data: data, options: options)
    return try #require(doc.scenes.first)
  }

  @Test("a label is measured from its text and font; stored mode keeps the stored frame")
  func labelMeasured() throws {
    let data = textXib(labelXML(id: "l", text: "Button", font: system17, frame: (10, 10, 200, 40)))
    let stored = try #require(try InterfaceBuilderDocument(data: data).scenes.first)
    #expect(stored.views["l"]?.intrinsicContentSize == IntrinsicSize(width: 200, height: 40))
    let scene = try measured(data)
    let expected = BuiltinTextMeasurer.systemFontEstimate.measure(
      "Button", font: .system(size: 17), width: nil, numberOfLines: 1
    ).roundedUp(toScale: 2)
    #expect(scene.views["l"]?.intrinsicContentSize == IntrinsicSize(width: expected.width, height: 20.5))
    #expect(scene.texts["l"]?.font == .system(size: 17))
  }

  @Test("fonts: bold, weights, named fonts, text styles at a category")
  func fonts() throws {
    let body = """
      \(labelXML(id: "b", text: "x", font: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="12"/>"#, frame: (0, 0, 10, 10)))
      \(labelXML(id: "w", text: "x", font: #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="20"/>"#, frame: (0, 0, 10, 10)))
      \(labelXML(id: "n", text: "x", font: #"<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="14"/>"#, frame: (0, 0, 10, 10)))
      \(labelXML(id: "s", text: "x", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, frame: (0, 0, 10, 10)))
      """
    let scene = try measured(textXib(body), category: .accessibilityExtraExtraExtraLarge)
    #expect(scene.texts["b"]?.font == .system(size: 12, weight: .bold))
    #expect(scene.texts["w"]?.font == .system(size: 20, weight: .semibold))
    #expect(scene.texts["n"]?.font == LayoutFont(pointSize: 14, weight: .heavy, name: "Avenir-Heavy"))
    #expect(scene.texts["s"]?.font.pointSize == 53 && scene.texts["s"]?.textStyle == .body)
    // The style's label is as tall as a 53-point line.
    #expect(
      scene.views["s"]?.intrinsicContentSize.height == (53 * BuiltinTextMeasurer.systemLineHeightEm * 2).rounded(.up)
        / 2)
  }

  @Test("a titled button: its title, 6 points above and below a whole-point line; an image button keeps its frame")
  func buttons() throws {
    let body = """
      <button contentHorizontalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="t">
          <rect key="frame" x="0" y="0" width="46" height="30"/>
          <fontDescription key="fontDescription" type="system" pointSize="15"/>
          <state key="normal" title="Button"/>
      </button>
      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="i">
          <rect key="frame" x="0" y="40" width="44" height="44"/>
          <state key="normal" image="star"/>
      </button>
      """
    let scene = try measured(textXib(body))
    // 15 pt: a 17.9-point line, 18 whole points, plus 12.
    #expect(scene.views["t"]?.intrinsicContentSize.height == 30)
    #expect(scene.views["i"]?.intrinsicContentSize == IntrinsicSize(width: 44, height: 44))
    #expect(scene.texts["i"] == nil)
  }

  @Test("a multi-line label wraps at the width the layout gives it (its content measure)")
  func multiLine() throws {
    let text = String(repeating: "word ", count: 30)
    let data = textXib(
      labelXML(id: "m", text: text, font: system17, frame: (20, 10, 100, 300), lines: 0),
      constraints: """
        <constraint firstItem="m" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="m" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
        <constraint firstItem="m" firstAttribute="width" constant="140" id="c3"/>
        """)
    let scene = try measured(data)
    #expect(scene.views["m"]?.contentMeasure != nil)
    scene.deviceLayout()
    let frame = try #require(scene.frameInRoot("m"))
    let info = try #require(scene.texts["m"])
    let lines = info.measurement(by: BuiltinTextMeasurer.systemFontEstimate, width: 140).lineCount
    #expect(lines > 5)
    #expect(frame == LayoutRect(x: 20, y: 10, width: 140, height: (Double(lines) * 20.287109375 * 2).rounded(.up) / 2))
    // Stored text keeps the stored size as a fixed content size.
    let stored = try #require(try InterfaceBuilderDocument(data: data).scenes.first)
    #expect(stored.views["m"]?.contentMeasure == nil)
  }

  @Test("a text view that does not scroll sizes itself to its text plus its insets")
  func textView() throws {
    let body = """
      <textView scrollEnabled="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
          <rect key="frame" x="0" y="0" width="100" height="50"/>
          <fontDescription key="fontDescription" type="system" pointSize="14"/>
      </textView>
      """
    let scene = try measured(textXib(body))
    let line = (14 * BuiltinTextMeasurer.systemLineHeightEm * 2).rounded(.up) / 2
    #expect(scene.views["tv"]?.intrinsicContentSize.height == line + 16)
  }

  @Test("right to left: the window's direction flips leading and trailing")
  func rightToLeft() throws {
    let data = textXib(
      labelXML(id: "l", text: "Hi", font: system17, frame: (20, 10, 40, 20.5)),
      constraints: """
        <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
        """)
    var options = InterfaceBuilderOptions()
    options.layoutDirection = .rightToLeft
    let scene = try #require(try InterfaceBuilderDocument(data: data, options: options).scenes.first)
    scene.layout()
    #expect(scene.frameInRoot("l") == LayoutRect(x: 260, y: 10, width: 40, height: 20.5))
  }

  /// UIKit's baseline anchors of a label come from its font: the first
  /// baseline the ascent below the top, the last the descent above the
  /// bottom, whatever the label's height. A 12-point label aligned by
  /// baseline with a 17-point one sits its descent difference higher
  /// than bottom alignment would put it.
  @Test("baselines from the font")
  func baselines() throws {
    let small = #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#
    let body = """
      \(labelXML(id: "a", text: "Big", font: system17, frame: (10, 100, 40, 20.5)))
      \(labelXML(id: "b", text: "small", font: small, frame: (60, 105, 40, 14.5)))
      """
    let constraints = """
      <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
      <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
      <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="10" id="c3"/>
      <constraint firstItem="b" firstAttribute="baseline" secondItem="a" secondAttribute="baseline" id="c4"/>
      """
    let scene = try #require(try InterfaceBuilderDocument(data: textXib(body, constraints: constraints)).scenes.first)
    scene.layout()
    // Descents: 17 and 12 points × 1.1934 em × 680/3408; 104.81 rounds to 105.
    #expect(scene.frameInRoot("b")?.minY == 105)
    #expect(scene.views["a"]?.lastBaselineOffsetFromBottom.map { abs($0 - 4.0478) < 0.001 } == true)
  }
}
