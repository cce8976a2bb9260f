import AutoLayoutTypesetting

/// The fonts the tests use (Debian packages; .ci/run installs them).
enum Fonts {
  /// DejaVu Sans Mono (`fonts-dejavu-core`): every glyph advances 1233 of
  /// 2048 units, so widths can be worked out by hand.
  static let mono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
  /// Noto Sans Arabic (`fonts-noto-core`).
  static let arabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
  /// Noto Sans Devanagari (`fonts-noto-core`).
  static let devanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"

  /// The point size at which a DejaVu Sans Mono character is 10 points wide.
  static let monoTenPointSize = 10.0 * 2048 / 1233

  /// DejaVu Sans Mono with 10-point characters.
  static func monoTypesetter(numberOfLines: Int = 0) throws -> Typesetter {
    try Typesetter(font: FontFace(path: mono), pointSize: monoTenPointSize, numberOfLines: numberOfLines)
  }
}
