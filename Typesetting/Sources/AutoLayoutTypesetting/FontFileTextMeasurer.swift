import AutoLayout

/// The core's text-measuring contract (`LayoutTextMeasurer`) answered from
/// real font files: HarfBuzz shapes, ``Typesetter`` breaks the lines.
///
/// A font is looked up by its name first (``namedFaces``), then by weight
/// (``faces``, the nearest weight present), then ``regular``. Give it to the
/// Interface Builder reader to measure labels with real fonts:
///
/// ```swift
/// let measurer = try FontFileTextMeasurer.inter()
/// var options = InterfaceBuilderOptions()
/// options.text = .measured(measurer)
/// ```
///
/// Not `Sendable`: FreeType faces are not safe to share between threads.
public final class FontFileTextMeasurer: LayoutTextMeasurer {
  /// The face for the regular weight and for anything not found.
  public let regular: FontFace
  /// Faces by weight.
  public let faces: [LayoutFont.Weight: FontFace]
  /// Faces by font name (`LayoutFont.name`, e.g. `"Avenir-Heavy"`).
  public let namedFaces: [String: FontFace]

  /// A measurer with `regular`, faces for other weights and faces by name.
  public init(
    regular: FontFace, faces: [LayoutFont.Weight: FontFace] = [:], namedFaces: [String: FontFace] = [:]
  ) {
    self.regular = regular
    self.faces = faces
    self.namedFaces = namedFaces
  }

  /// Inter from ``FontFace/defaultFontDirectories``: regular, and semibold
  /// for semibold and heavier weights.
  ///
  /// - Throws: ``TypesettingError`` when the default font is missing.
  public static func inter() throws(TypesettingError) -> FontFileTextMeasurer {
    let semibold = try FontFace.default(weight: .semibold)
    return FontFileTextMeasurer(
      regular: try FontFace.default(),
      faces: [.semibold: semibold, .bold: semibold, .heavy: semibold, .black: semibold])
  }

  /// The face used for `font`: by name, else the face of the nearest
  /// weight (``regular`` counting as the regular weight's unless
  /// ``faces`` has one; the lighter of two equally near).
  public func face(for font: LayoutFont) -> FontFace {
    if let name = font.name, let face = namedFaces[name] { return face }
    let order = LayoutFont.Weight.allCases
    let wanted = order.firstIndex(of: font.weight) ?? 3
    var best: (distance: Int, face: FontFace)?
    for (index, weight) in order.enumerated() {
      guard let face = faces[weight] ?? (weight == .regular ? regular : nil) else { continue }
      let distance = abs(index - wanted)
      if distance < (best?.distance ?? Int.max) { best = (distance, face) }
    }
    return best?.face ?? regular
  }

  /// See `LayoutTextMeasurer.measure(_:font:width:numberOfLines:)`. A font
  /// of size 0 measures 0×0.
  public func measure(_ text: String, font: LayoutFont, width: Double?, numberOfLines: Int) -> LayoutTextMeasurement {
    guard
      let typesetter = try? Typesetter(
        font: face(for: font), pointSize: font.pointSize, numberOfLines: max(0, numberOfLines),
        fixedLineHeight: font.leading)
    else {
      return LayoutTextMeasurement(
        size: .zero, lineCount: 0, isTruncated: false, firstBaselineFromTop: 0, lastBaselineFromBottom: 0)
    }
    let layout = typesetter.layout(text, width: width)
    return LayoutTextMeasurement(
      size: layout.size, lineCount: layout.lines.count, isTruncated: layout.isTruncated,
      firstBaselineFromTop: layout.firstBaselineFromTop, lastBaselineFromBottom: layout.lastBaselineFromBottom)
  }
}
