import AutoLayout

/// How the reader sizes the views whose size comes from their text
/// (labels, buttons with a title, text views that do not scroll).
public enum InterfaceBuilderTextSizing {
  /// The frames Xcode stored (its own measurement on a Mac): exact at the
  /// designed content size category, blind to any other.
  case stored
  /// Measured from each view's text and `<fontDescription>` by the given
  /// measurer (`BuiltinTextMeasurer.systemFontEstimate` needs no font
  /// files); a view whose text cannot be measured (attributed text, an
  /// image button, a button configuration) keeps its stored frame.
  case measured(any LayoutTextMeasurer)
}

/// How to read and lay out a file: text sizing, content size category,
/// layout direction and quirk rows left out.
///
/// ```swift
/// var options = InterfaceBuilderOptions()
/// options.text = .measured(BuiltinTextMeasurer.systemFontEstimate)
/// options.contentSizeCategory = .accessibilityExtraExtraExtraLarge
/// options.layoutDirection = .rightToLeft
/// let doc = try InterfaceBuilderDocument(data: data, name: "Main.storyboard", options: options)
/// ```
public struct InterfaceBuilderOptions {
  /// How text-sized views get their content size (default: ``InterfaceBuilderTextSizing/stored``).
  public var text: InterfaceBuilderTextSizing = .stored
  /// The content size category text styles are measured at (default
  /// Large). Fonts given as a text style (`UICTFontTextStyleBody`) take
  /// that category's size; fixed-size fonts keep theirs. Only measured
  /// text changes with it.
  public var contentSizeCategory: LayoutContentSizeCategory = .default
  /// The windows' layout direction (leading is right in right-to-left).
  public var layoutDirection: LayoutDirection = .leftToRight
  /// Rows of ``InterfaceBuilderQuirk/table`` not to apply.
  public var quirksOff: Set<InterfaceBuilderQuirk.ID> = []

  /// The defaults: stored sizes, Large, left to right, every quirk row.
  public init() {}
}

/// A view's text as the file gives it: what a measurer needs to size the
/// view, and what a check needs to find text cut at another size.
public struct InterfaceBuilderText: Sendable, Hashable {
  /// The element (`label`, `button`, `textView`).
  public let element: String
  /// The text (a button's normal title).
  public let text: String
  /// The font, at the content size category the file was read for.
  public let font: LayoutFont
  /// The text style, when the font is one (`UICTFontTextStyleBody`).
  public let textStyle: LayoutTextStyle?
  /// Lines shown at most (0: no limit).
  public let numberOfLines: Int
  /// Space the view adds around its text: a button's content insets plus
  /// its fixed padding, a text view's container insets and line fragment
  /// padding.
  public let padding: LayoutInsets
  /// The frame size Xcode stored.
  public let storedSize: LayoutSize

  /// The text measured in a view `width` wide (`nil`: the natural size).
  public func measurement(by measurer: any LayoutTextMeasurer, width: Double? = nil) -> LayoutTextMeasurement {
    let inner = width.map { max(0, $0 - padding.left - padding.right) }
    return measurer.measure(text, font: font, width: inner, numberOfLines: numberOfLines)
  }

  /// The view's content size for `width` (`nil`: natural), padding
  /// included, rounded up to pixels of `scale` as UIKit rounds it.
  public func contentSize(by measurer: any LayoutTextMeasurer, width: Double? = nil, scale: Double = 2) -> LayoutSize {
    let m = measurement(by: measurer, width: width)
    let s = scale.isFinite && scale > 0 ? scale : 1
    // A button's title line is as tall as its font's whole points.
    let textHeight = element == "button" ? m.size.height.rounded(.up) : m.size.height
    let inner = LayoutTextMeasurement(
      size: LayoutSize(width: m.size.width, height: textHeight), lineCount: m.lineCount,
      isTruncated: m.isTruncated, firstBaselineFromTop: m.firstBaselineFromTop,
      lastBaselineFromBottom: m.lastBaselineFromBottom
    ).roundedUp(toScale: s)
    return LayoutSize(
      width: inner.width + padding.left + padding.right, height: inner.height + padding.top + padding.bottom)
  }
}

/// Reading text and fonts from elements.
extension InterfaceBuilderText {
  /// UIKit's names of text styles in `<fontDescription style=…>`.
  static let styles: [String: LayoutTextStyle] = [
    "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
    "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
    "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
    "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
    "UICTFontTextStyleCaption2": .caption2,
  ]

  /// The text of a label, a titled button without an image or a
  /// configuration, or a text view that does not scroll; `nil` for
  /// anything else (its stored frame stays its size).
  /// `font` is the `<fontDescription>` a size-class variation for the
  /// device gives in place of the element's own, if any.
  static func read(
    _ node: XMLNode, category: LayoutContentSizeCategory, storedSize: LayoutSize, font: XMLNode? = nil
  ) -> Self? {
    guard node.child("attributedString") == nil else { return nil }
    let description = font ?? node.children.first { $0.name == "fontDescription" && $0["key"] == "fontDescription" }
    switch node.name {
    case "label":
      let (font, style) = Self.font(description, defaultSize: 17, category: category)
      let lines = node["numberOfLines"].flatMap { Int($0) } ?? 1
      return Self(
        element: node.name, text: node["text"] ?? "", font: font, textStyle: style, numberOfLines: max(0, lines),
        padding: LayoutInsets(), storedSize: storedSize)
    case "button":
      guard node.child("buttonConfiguration") == nil, let state = node.child("state", key: "normal"),
        state["image"] == nil, node.child("state", key: "normal")?.child("attributedString") == nil,
        let title = state["title"], !title.isEmpty
      else { return nil }
      let (font, style) = Self.font(description, defaultSize: 15, category: category)
      let inset = node.children.first { $0.name == "inset" && $0["key"] == "contentEdgeInsets" }
      // A title button without a configuration: its title plus its
      // content insets, and 6 points above and below the title's line.
      let padding = LayoutInsets(
        top: 6 + (inset?.double("minY") ?? 0), left: inset?.double("minX") ?? 0,
        bottom: 6 + (inset?.double("maxY") ?? 0), right: inset?.double("maxX") ?? 0)
      return Self(
        element: node.name, text: title, font: font, textStyle: style, numberOfLines: 1, padding: padding,
        storedSize: storedSize)
    case "textView":
      guard node["scrollEnabled"] == "NO" else { return nil }
      let (font, style) = Self.font(description, defaultSize: 14, category: category)
      // UITextView's default textContainerInset (8 above and below) and
      // its text container's lineFragmentPadding (5 at each side).
      return Self(
        element: node.name, text: node["text"] ?? "", font: font, textStyle: style, numberOfLines: 0,
        padding: LayoutInsets(top: 8, left: 5, bottom: 8, right: 5), storedSize: storedSize)
    default:
      return nil
    }
  }

  /// A `<fontDescription>`'s font: a text style at `category`, the system
  /// font (`system`, `boldSystem`, `italicSystem`, with a `weight`), or a
  /// named font (its weight from its name).
  static func font(
    _ node: XMLNode?, defaultSize: Double, category: LayoutContentSizeCategory
  ) -> (LayoutFont, LayoutTextStyle?) {
    guard let node else { return (.system(size: defaultSize), nil) }
    if let styleName = node["style"], let style = styles[styleName] {
      return (.preferred(style, category: category), style)
    }
    let size = node.double("pointSize").flatMap { $0.isFinite && $0 > 0 && $0 < 10_000 ? $0 : nil } ?? defaultSize
    if let name = node["name"] {
      return (LayoutFont(pointSize: size, weight: weight(fromName: name), name: name), nil)
    }
    switch node["type"] {
    case "boldSystem": return (.system(size: size, weight: .bold), nil)
    case "italicSystem": return (LayoutFont(pointSize: size, isItalic: true), nil)
    default:
      let weight = node["weight"].flatMap { LayoutFont.Weight(rawValue: $0) } ?? .regular
      return (.system(size: size, weight: weight), nil)
    }
  }

  /// A named font's weight from its PostScript name (`Avenir-Heavy`).
  static func weight(fromName name: String) -> LayoutFont.Weight {
    let n = name.lowercased()
    let byWord: [(String, LayoutFont.Weight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
      ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("extrabold", .heavy),
      ("heavy", .heavy), ("black", .black), ("bold", .bold),
    ]
    return byWord.first { n.contains($0.0) }?.1 ?? .regular
  }
}
