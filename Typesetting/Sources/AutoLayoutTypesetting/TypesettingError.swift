/// Why a font could not be used.
public enum TypesettingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// FreeType could not open the file as a font (missing, unreadable, not a
  /// font, or no face at that index); `code` is FreeType's error code.
  case cannotOpenFont(path: String, code: Int32)
  /// A point size that is not a finite number above zero.
  case invalidPointSize(Double)
  /// The default font (Debian's `fonts-inter`) is not installed in any of
  /// the places searched.
  case defaultFontMissing(searched: [String])

  /// One sentence: what went wrong and what to do.
  public var description: String {
    switch self {
    case .cannotOpenFont(let path, let code):
      return "cannot open font '\(path)' (FreeType error \(code)): expected a TrueType or OpenType file"
    case .invalidPointSize(let size):
      return "invalid point size '\(size)': expected a finite number above 0"
    case .defaultFontMissing(let searched):
      return "the default font Inter is not installed (searched \(searched.joined(separator: ", "))): "
        + "install Debian's fonts-inter or name a font file"
    }
  }
}
