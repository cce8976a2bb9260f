/// Layout margins kept out of the window's unsafe area (UIKit's
/// `insetsLayoutMarginsFromSafeArea`).
///
/// UIKit computes a view's safe-area insets from where the view was laid
/// out, adds them to its layout margins and lays out again. The engine
/// does the same: a view's margins are constants in the solver (its
/// ``LayoutView/directionalLayoutMargins`` plus the safe-area insets found
/// at the previous pass, ``LayoutView/safeAreaMarginInsets``); after each
/// pass, the views whose margins some constraint or guide uses are
/// measured against the window's safe area, and if any inset moved the
/// solver is rebuilt with the new margins and solved again, at most
/// ``maxSafeAreaMarginPasses`` times a layout pass. Nothing of this runs
/// while the window has no safe-area insets.
///
/// A subview's ``LayoutView/safeAreaLayoutGuide`` uses the same insets:
/// the guide is the view's rectangle inset by them, so it follows the
/// view (as in UIKit, where the guide is derived from the view's frame)
/// instead of holding the view inside the window's safe rectangle.
extension LayoutEngine {
  /// The window whose safe area `view`'s margins keep out of, or nil
  /// when they do not (then reading them notes nothing; see
  /// ``margins(of:)``).
  func safeAreaWindow(underMarginsOf view: LayoutView) -> LayoutWindow? {
    guard view.insetsLayoutMarginsFromSafeArea, let w = root as? LayoutWindow, w.safeAreaInsets != .zero else {
      return nil
    }
    return w
  }

  /// How many extra solves one layout pass may spend settling margins.
  static let maxSafeAreaMarginPasses = 4

  /// A view's layout margins as left/right: its own, plus, while its
  /// margins keep out of the unsafe area, the insets of its safe area (the
  /// window's own for the root; for any other view, as found at the last
  /// pass). Notes the view for ``updateSafeAreaMargins()``.
  func margins(of view: LayoutView) -> LayoutInsets {
    let m = view.directionalLayoutMargins.resolved(direction)
    guard let w = safeAreaWindow(underMarginsOf: view) else { return m }
    let i: LayoutInsets
    if view === root {
      i = w.safeAreaInsets
    } else {
      i = view.safeAreaMarginInsets
      safeMarginViews.append(view)
    }
    return LayoutInsets(
      top: m.top + i.top, left: m.left + i.left, bottom: m.bottom + i.bottom, right: m.right + i.right)
  }

  /// The insets of a view's safe area (not the root's) as found at the
  /// last pass, zero while the window has no safe-area insets. Notes the
  /// view for ``updateSafeAreaMargins()``.
  func safeAreaInsets(of view: LayoutView) -> LayoutInsets {
    guard let w = root as? LayoutWindow, w.safeAreaInsets != .zero else { return .zero }
    safeMarginViews.append(view)
    return view.safeAreaMarginInsets
  }

  /// Measures every view noted by ``margins(of:)`` or ``safeAreaInsets(of:)`` (frames written) against
  /// the window's safe area; true, with the solver marked for a rebuild,
  /// when any view's insets changed.
  func updateSafeAreaMargins() -> Bool {
    guard !safeMarginViews.isEmpty, let w = root as? LayoutWindow else { return false }
    let i = w.safeAreaInsets
    let size = root.storedFrame.size
    var changed = false
    var seen = Set<ObjectIdentifier>()
    for view in safeMarginViews where seen.insert(ObjectIdentifier(view)).inserted {
      guard view.rootView === root else { continue }
      let f = view.frameInRoot
      // On each edge where the window has an inset, how far in from the
      // view's edge the safe area starts. An edge without one has no unsafe
      // strip: a view reaching past the window there (scrolling content) is
      // not inset (icerbox's content view 20 points past a phone's right
      // edge keeps its 8-point margin on the canvas).
      // And on an edge that has one, at most the window's inset: UIKit's
      // safe-area insets are the part of the view the unsafe strip
      // covers, which the strip bounds. Unbounded, a view reaching below
      // the screen took its whole overhang as margin, grew by it when its
      // content held to the margins, and reached further at each solve
      // (a stack in a scroll view went from 1,550 to 119,291 points).
      func inset(_ window: Double, _ overlap: Double) -> Double {
        window > 0 && overlap.isFinite ? min(window, max(0, overlap)) : 0
      }
      let found = LayoutInsets(
        top: inset(i.top, i.top - f.minY), left: inset(i.left, i.left - f.minX),
        bottom: inset(i.bottom, f.minY + f.height - (size.height - i.bottom)),
        right: inset(i.right, f.minX + f.width - (size.width - i.right)))
      if found != view.safeAreaMarginInsets {
        view.safeAreaMarginInsets = found
        changed = true
      }
    }
    if changed { needsRebuild = true }
    return changed
  }
}

extension LayoutEngine {
  /// After a pass wrote the frames: while margins that follow the safe area
  /// move, rebuilds with the new margins, solves and writes the frames
  /// again (at most ``maxSafeAreaMarginPasses`` times).
  func settleSafeAreaMargins() {
    for _ in 0..<Self.maxSafeAreaMarginPasses {
      guard updateSafeAreaMargins() else { return }
      rebuild()
      solver.updateVariables()
      measureContent()
      frames.write(solver: solver, root: root, items: items)
    }
  }
}
