import AutoLayout
import AutoLayoutInterfaceBuilder
import Foundation
import Testing

/// Reading fixes of the seventeenth round, each on a small document
/// written for it.
@Suite("Interface Builder, round seventeen")
struct RoundSeventeenTests {
  /// A 320-point phone in portrait (compact width, regular height) with a
  /// label whose own font is 45 points and whose variation for `key`
  /// sets 20, stored at the 20-point font's height; a 17-point label
  /// beside it is tied to it by their last baselines.
  func variedFontXib(key: String) -> Data {
    let big = """
      <label text="0" translatesAutoresizingMaskIntoConstraints="NO" id="big">
          <rect key="frame" x="10" y="20" width="12" height="24"/>
          <fontDescription key="fontDescription" type="system" pointSize="45"/>
          <variation key="\(key)">
              <fontDescription key="fontDescription" type="system" pointSize="20"/>
          </variation>
      </label>
      """
    let small = labelXML(
      id: "small", text: "g", font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
      frame: (30, 23, 10, 20.5))
    let constraints = """
      <constraint firstItem="big" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
      <constraint firstItem="big" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
      <constraint firstItem="small" firstAttribute="leading" secondItem="big" secondAttribute="trailing" constant="8" id="c3"/>
      <constraint firstItem="small" firstAttribute="baseline" secondItem="big" secondAttribute="baseline" id="c4"/>
      """
    return textXib(big + small, constraints: constraints)
  }

  func scene(_ data: Data, options: InterfaceBuilderOptions = InterfaceBuilderOptions()) throws
    -> InterfaceBuilderDocument.Scene
  {
    let doc = try InterfaceBuilderDocument(data: data, name: "fonts.xib", options: options)
    let scene = try #require(doc.scenes.first)
    scene.layout()
    return scene
  }

  /// The same label with its 20-point font written on the element.
  func plainScene() throws -> InterfaceBuilderDocument.Scene {
    let data = variedFontXib(key: "heightClass=regular-widthClass=compact")
    return try scene(data.replacing("pointSize=\"45\"", with: "pointSize=\"20\""))
  }

  @Test(
    "a size-class variation for the device replaces a label's font, so its baselines are the varied font's",
    arguments: ["heightClass=regular-widthClass=compact", "widthClass=compact", "heightClass=regular"])
  func variedFontBaselines(key: String) throws {
    let varied = try scene(variedFontXib(key: key))
    let plain = try plainScene()
    #expect(varied.texts["big"]?.font.pointSize == 20)
    let bigVaried = try #require(varied.views["big"]), bigPlain = try #require(plain.views["big"])
    #expect(bigVaried.lastBaselineOffsetFromBottom == bigPlain.lastBaselineOffsetFromBottom)
    #expect(varied.frameInRoot("small") == plain.frameInRoot("small"))
  }

  @Test("a variation for another size class leaves the element's own font")
  func otherSizeClassKeepsFont() throws {
    let other = try scene(variedFontXib(key: "heightClass=regular-widthClass=regular"))
    #expect(other.texts["big"]?.font.pointSize == 45)
    let plain = try plainScene()
    // The 45-point font's descent puts the last baseline higher above the
    // bottom than the 20-point one's, so the small label sits elsewhere.
    #expect(other.frameInRoot("small") != plain.frameInRoot("small"))
  }

  @Test("measured text sizes a label with the varied font")
  func measuredWithVariedFont() throws {
    var options = InterfaceBuilderOptions()
    options.text = .measured(BuiltinTextMeasurer.systemFontEstimate)
    let varied = try scene(variedFontXib(key: "widthClass=compact"), options: options)
    let plain = try scene(
      variedFontXib(key: "widthClass=compact").replacing("pointSize=\"45\"", with: "pointSize=\"20\""),
      options: options)
    let frame = try #require(varied.frameInRoot("big"))
    #expect(frame == plain.frameInRoot("big"))
    #expect(frame.height < 30)
  }
}

extension Data {
  /// The document with every `target` replaced (the text is UTF-8).
  fileprivate func replacing(_ target: String, with replacement: String) -> Data {
    Data(String(decoding: self, as: UTF8.self).replacingOccurrences(of: target, with: replacement).utf8)
  }
}
