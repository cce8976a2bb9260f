/// The root of a hierarchy: a view the size of a screen, which owns the
/// layout engine and the environment (size, scale, direction, safe area).
///
/// Resizing the window (``size``, or ``rotate()``) is the normal way to lay
/// out again: the size is held by two required equalities (width and
/// height) whose constants change in place in the solver — not edit
/// variables, so a size that contradicts required constraints breaks the
/// most recently added of them, as on a device — and the next layout pass
/// is an incremental update.
///
/// ```swift
/// let window = LayoutWindow(size: LayoutSize(width: 375, height: 667))
/// // … build views and constraints …
/// window.layoutIfNeeded()
/// window.rotate()               // 667 × 375
/// window.layoutIfNeeded()
/// ```
public final class LayoutWindow: LayoutView {
  /// Pixels per point.
  public var scale: Double

  /// Whether frames are rounded to this window's pixels, as UIKit does:
  /// each edge, in the window's coordinates, to the nearest pixel (ties
  /// up), so nested offsets never drift. Off by default (frames are the
  /// solver's exact values); the Interface Builder importer turns it on.
  public var roundsToPixels = false {
    didSet { if oldValue != roundsToPixels { setNeedsLayout() } }
  }

  /// The window's size. Changing it re-lays out incrementally.
  public var size: LayoutSize {
    get { storedFrame.size }
    set {
      guard LayoutNumbers.isUsableSize(newValue.width), LayoutNumbers.isUsableSize(newValue.height) else {
        reportUsageError(
          .invalidConstraint(
            "\(name): window size \(newValue.width) × \(newValue.height) refused (not finite, negative, or beyond 1e9)"),
          near: self)
        return
      }
      storedFrame = LayoutRect(x: 0, y: 0, width: newValue.width, height: newValue.height)
      engineStorage?.windowSizeChanged()
    }
  }

  /// Leading is left (``LayoutDirection/leftToRight``) or right.
  public var layoutDirection: LayoutDirection = .leftToRight {
    didSet { if oldValue != layoutDirection { invalidateEngine() } }
  }

  /// The insets that bars, notches and rounded corners take from the
  /// screen; ``LayoutView/safeAreaLayoutGuide`` stays inside them.
  public var safeAreaInsets: LayoutInsets = .zero {
    didSet { if oldValue != safeAreaInsets { invalidateEngine() } }
  }

  /// Creates a window of a size.
  ///
  /// A size that is not finite, negative or beyond 1e9 points is refused
  /// (reported, and 0 used instead); see ``LayoutNumbers``.
  public init(name: String = "root", size: LayoutSize, scale: Double = 2) {
    self.scale = scale.isFinite && scale > 0 ? scale : 2
    let w = LayoutNumbers.isUsableSize(size.width) ? size.width : 0
    let h = LayoutNumbers.isUsableSize(size.height) ? size.height : 0
    super.init(name: name, frame: LayoutRect(x: 0, y: 0, width: w, height: h))
    translatesAutoresizingMaskIntoConstraints = false
    if w != size.width || h != size.height {
      reportUsageError(
        .invalidConstraint(
          "\(name): window size \(size.width) × \(size.height) refused (not finite, negative, or beyond 1e9)"),
        near: self)
    }
  }

  /// Portrait when the window is at least as tall as it is wide.
  public var orientation: Orientation { size.height >= size.width ? .portrait : .landscape }

  /// Compact below 600 points of width (a phone in either orientation),
  /// regular above — close to how UIKit classifies phones and tablets.
  public var horizontalSizeClass: SizeClass { size.width < 600 ? .compact : .regular }
  /// Compact below 500 points of height (a phone in landscape).
  public var verticalSizeClass: SizeClass { size.height < 500 ? .compact : .regular }

  /// Swaps width and height.
  public func rotate() {
    size = LayoutSize(width: size.height, height: size.width)
  }

  /// What the last layout pass found: constraints it had to break, and
  /// what is ambiguous.
  public var report: LayoutReport {
    layoutIfNeeded()
    return engine.report()
  }
}
