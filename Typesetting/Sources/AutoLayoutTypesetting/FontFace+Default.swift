import AutoLayout

extension FontFace {
  /// Where the default font is looked for: Debian's `fonts-inter` puts Inter
  /// in the first; the others are where a user's or another system's
  /// install commonly puts it.
  public static let defaultFontDirectories = [
    "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter", "/usr/local/share/fonts/inter",
    "/usr/local/share/fonts",
  ]

  /// Inter (Debian's `fonts-inter`), the stand-in for Apple's system font:
  /// `Inter-Regular.otf`, or `Inter-SemiBold.otf` for the semibold weight
  /// (Dynamic Type's headline).
  ///
  /// Inter is not San Francisco: widths and line heights differ (see
  /// `Documentation/Text-Measurement.md`), so a layout measured with it is
  /// an estimate of the device's.
  ///
  /// - Throws: ``TypesettingError/defaultFontMissing(searched:)`` when no
  ///   directory holds it, ``TypesettingError/cannotOpenFont(path:code:)``
  ///   when the file is there but unreadable.
  public static func `default`(weight: DynamicTypeFont.Weight = .regular) throws(TypesettingError) -> FontFace {
    let file = weight == .semibold ? "Inter-SemiBold.otf" : "Inter-Regular.otf"
    for directory in defaultFontDirectories {
      do {
        return try FontFace(path: directory + "/" + file)
      } catch {
        if case .cannotOpenFont(_, let code) = error, code == fileNotFound { continue }
        throw error
      }
    }
    throw .defaultFontMissing(searched: defaultFontDirectories.map { $0 + "/" + file })
  }
}

/// FreeType's `FT_Err_Cannot_Open_Resource`: the file is not there.
let fileNotFound: Int32 = 1
