/// A rectangle in a hierarchy, laid out by constraints: the headless
/// counterpart of `UIView`/`NSView`.
///
/// ```swift
/// let window = LayoutWindow(size: LayoutSize(width: 375, height: 667))
/// let card = LayoutView(name: "card")
/// window.addSubview(card)
/// card.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///   card.centerXAnchor.constraint(equalTo: window.centerXAnchor),
///   card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20),
///   card.widthAnchor.constraint(equalToConstant: 300),
///   card.heightAnchor.constraint(equalToConstant: 200),
/// ])
/// window.layoutIfNeeded()
/// card.frame   // (37.5, 20, 300, 200) with no safe-area insets
/// ```
///
/// A view owns its subviews; its superview is held weakly, so a hierarchy
/// has no retain cycles.
open class LayoutView: LayoutItem {
  /// The name shown in diagnostics, pictures and frame tables.
  @exclusivity(unchecked) public var name: String
  /// The view this one is a subview of, if any (held weakly).
  public var superview: LayoutView? { superviewReference.value }
  @exclusivity(unchecked) private var superviewReference = WeakViewReference(nil)
  /// Lives as long as the view (``LayoutItem/lifetimeToken``).
  let token = LifetimeToken()
  public var lifetimeToken: AnyObject { token }
  /// Cleared when the view goes: the library's references to it ask this.
  let alive = AliveFlag()
  @exclusivity(unchecked) public private(set) var subviews: [LayoutView] = []
  /// The constraints installed on this view (their items' closest common
  /// ancestor), in the order they were activated.
  ///
  /// A stack view outside any laid-out window makes its constraints when
  /// they are first needed (see ``LayoutStackView``); reading them here
  /// makes them.
  public var constraints: [LayoutConstraint] {
    if stackUpdatePending { (self as? LayoutStackView)?.flushPendingUpdate() }
    return installedConstraints
  }
  /// What ``constraints`` returns, without bringing a stack up to date.
  @exclusivity(unchecked) final var installedConstraints: [LayoutConstraint] = []
  /// Set on a stack view whose generated constraints wait for a layout
  /// pass or a read (`LayoutStackView.update`).
  @exclusivity(unchecked) final var stackUpdatePending = false
  /// The guides this view owns, in the order they were added.
  @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []

  @usableFromInline @exclusivity(unchecked) final var storedFrame: LayoutRect = .zero
  @exclusivity(unchecked) var engineStorage: LayoutEngine?
  /// The view's place in the items of the engine that placed it last (−1
  /// before any): a hint the engine checks before it believes it.
  @exclusivity(unchecked) var engineSlot: Int32 = -1

  /// Creates a view with a name and an optional starting frame.
  public init(name: String = "view", frame: LayoutRect = .zero) {
    self.name = name
    storedFrame = frame
  }

  public var hierarchyView: LayoutView? { self }

  // MARK: Geometry

  /// The frame in the superview's coordinates. Setting it on a view whose
  /// ``translatesAutoresizingMaskIntoConstraints`` is on moves it (through
  /// its autoresizing constraints); otherwise the next layout pass
  /// overwrites it.
  public final var frame: LayoutRect {
    // Inlinable: a loop reading many views' frames then needs no
    // reference counting per view (the getter has no side effects).
    @inlinable get { storedFrame }
    set {
      storedFrame = newValue
      if translatesAutoresizingMaskIntoConstraints {
        invalidateEngine()
      } else {
        rootView.engineStorage?.framesTouched = true
      }
    }
  }

  /// Writes `frame` as a layout pass writes frames: the view's constraints
  /// (autoresizing ones included) are not made again and nothing is laid
  /// out, whether or not ``translatesAutoresizingMaskIntoConstraints`` is
  /// on. For a reader that adjusts what a pass computed (Interface
  /// Builder's design state shows a negative size as 0); the next pass
  /// writes every frame again.
  package func showLaidOutFrame(_ frame: LayoutRect) {
    storedFrame = frame
    rootView.engineStorage?.framesTouched = true
  }

  /// The view's own coordinate space: origin zero, the frame's size.
  public var bounds: LayoutRect { LayoutRect(x: 0, y: 0, width: storedFrame.width, height: storedFrame.height) }

  /// The frame in the root view's coordinates.
  public var frameInRoot: LayoutRect {
    var x = storedFrame.minX, y = storedFrame.minY
    var v = superview
    while let s = v {
      x += s.storedFrame.minX
      y += s.storedFrame.minY
      v = s.superview
    }
    return LayoutRect(x: x, y: y, width: storedFrame.width, height: storedFrame.height)
  }

  /// Whether the frame and ``autoresizingMask`` become constraints. True for
  /// a new view, as in UIKit; turn it off for views you position with
  /// constraints.
  @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { invalidateEngine() } }
  }

  /// How the frame follows the superview's size when
  /// ``translatesAutoresizingMaskIntoConstraints`` is on.
  public var autoresizingMask: AutoresizingMask = [] {
    didSet { invalidateEngine() }
  }

  // MARK: Alignment rectangle

  /// How far the view's content edges lie inside its frame: constraints,
  /// and the intrinsic content size, place the *alignment rectangle*
  /// (the frame inset by these), and the frame is that rectangle outset
  /// again — UIKit's `alignmentRectInsets`, which lets a control with a
  /// shadow or a glow line up by its visible edges. Zero by default.
  ///
  /// ```swift
  /// let toggle = LayoutView(name: "toggle")
  /// toggle.alignmentRectInsets = LayoutInsets(right: 2)
  /// // toggle.trailing == panel.trailing − 8 puts the frame's right edge
  /// // 6 points in: the 2-point overhang sits outside the alignment edge.
  /// ```
  ///
  /// Refused (reported, the old value kept) when an inset is not finite.
  /// A tree's root view ignores its own: its frame is the window's.
  public var alignmentRectInsets: LayoutInsets = .zero {
    didSet {
      // Restored here: an assignment inside its own observer does not
      // call the observer again.
      if alignmentRectInsets != oldValue, !acceptAlignmentRectInsets() { alignmentRectInsets = oldValue }
    }
  }

  // MARK: Content size

  /// The natural size of the content (a label's text, an image), per axis.
  /// Ignored while the view has a ``contentMeasure``, which sizes it
  /// instead.
  @exclusivity(unchecked) public var intrinsicContentSize: IntrinsicSize = .none {
    didSet {
      if oldValue != intrinsicContentSize, !acceptIntrinsicContentSize(replacing: oldValue) {
        intrinsicContentSize = oldValue
      }
    }
  }

  /// Content that measures itself (a wrapping label, text at a Dynamic
  /// Type size): its size as a function of the width the layout gives it.
  /// `nil` (the default) for content of a fixed ``intrinsicContentSize``.
  ///
  /// A measured view's intrinsic size comes from its measure, not from
  /// ``intrinsicContentSize``: its natural width (the content on one line)
  /// with the view's hugging and compression resistance, and its height at
  /// the width the layout gives it. Each layout pass solves, reads every
  /// measured view's width, asks the measure its height at that width (a
  /// cache hit unless the width is new), changes the height only where the
  /// answer changed, and solves again, at most four solves a pass; frames
  /// are written once. This is UIKit's second pass for multi-line labels.
  ///
  /// ```swift
  /// let label = LayoutView(name: "label")
  /// label.contentMeasure = LayoutMeasure { proposal in
  ///   // 10 points a character, 20 a line, broken anywhere: 100 characters.
  ///   let perLine = max(1, ((proposal.width ?? 1000) / 10).rounded(.down))
  ///   let lines = (100 / perLine).rounded(.up)
  ///   return LayoutSize(width: min(1000, perLine * 10), height: 20 * lines)
  /// }
  /// // pinned 20 points inside a 375-point window: 335 wide, 4 lines
  /// window.layoutIfNeeded()
  /// label.frame.height   // 80
  /// ```
  ///
  /// Only widths are proposed, never heights: content whose width depends
  /// on its height gets its height-for-width answer. A layout in which a
  /// measured height changes the width it was measured at (a cycle) may
  /// not settle in four solves; the last one is kept and the view is named
  /// in ``LayoutReport/unsettledMeasurements``. If the measure answers
  /// baselines (``LayoutMeasure/measuring(cacheLimit:_:)``), they stand in
  /// for an unset ``firstBaselineOffsetFromTop`` and
  /// ``lastBaselineOffsetFromBottom``.
  ///
  /// Setting another measure (new text) is an incremental change: only
  /// this view is measured again. When the content of the same measure
  /// changes, call ``LayoutMeasure/invalidate()`` and
  /// ``invalidateIntrinsicContentSize()``.
  public var contentMeasure: LayoutMeasure? {
    didSet { if oldValue !== contentMeasure { contentMeasureChanged(hadOne: oldValue != nil) } }
  }

  /// What the layout last asked of ``contentMeasure`` and what it answered
  /// (see `LayoutEngine+Measuring.swift`).
  @exclusivity(unchecked) var measured = MeasuredContent()

  /// Whether the view is hidden. Layout does not look at it — a hidden
  /// view still lays out — except in a ``LayoutStackView``, which collapses
  /// a hidden arranged subview along its axis (UIKit's `UISV-hiding`
  /// constraint) as an incremental update. Pictures draw hidden views
  /// faintly.
  @exclusivity(unchecked) public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      (superview as? LayoutStackView)?.arrangedVisibilityChanged(self)
    }
  }

  @exclusivity(unchecked) var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
  @exclusivity(unchecked) var compression: [LayoutPriority] = [.defaultHigh, .defaultHigh]

  /// Distance from the top to the first baseline of text; nil means the
  /// first baseline is the top edge.
  public var firstBaselineOffsetFromTop: Double? { didSet { invalidateEngine() } }
  /// Distance from the last baseline of text to the bottom; nil means the
  /// last baseline is the bottom edge.
  public var lastBaselineOffsetFromBottom: Double? { didSet { invalidateEngine() } }

  /// The view whose first baseline a constraint on this view's
  /// ``LayoutAttribute/firstBaseline`` uses (UIKit's
  /// `viewForFirstBaselineLayout`): the view itself, except in a
  /// ``LayoutStackView``, which answers with one of its arranged views.
  /// The returned view's baseline is its ``firstBaselineOffsetFromTop``
  /// (or its measure's), or its top edge.
  public var viewForFirstBaselineLayout: LayoutView { self }
  /// The view whose last baseline a constraint on this view's
  /// ``LayoutAttribute/lastBaseline`` uses (UIKit's
  /// `viewForLastBaselineLayout`): the view itself, except in a
  /// ``LayoutStackView``, which answers with one of its arranged views.
  /// The returned view's baseline is its ``lastBaselineOffsetFromBottom``
  /// (or its measure's), or its bottom edge.
  public var viewForLastBaselineLayout: LayoutView { self }

  // MARK: Margins and guides

  /// The layout margins, leading/trailing relative to the layout direction
  /// (8 on every edge by default).
  @exclusivity(unchecked) public var directionalLayoutMargins = DirectionalInsets(all: 8) {
    didSet { if oldValue != directionalLayoutMargins { invalidateEngine() } }
  }

  /// The layout margins as left/right for the current layout direction.
  public var layoutMargins: LayoutInsets {
    get { directionalLayoutMargins.resolved(effectiveLayoutDirection) }
    set {
      let ltr = effectiveLayoutDirection == .leftToRight
      directionalLayoutMargins = DirectionalInsets(
        top: newValue.top, leading: ltr ? newValue.left : newValue.right, bottom: newValue.bottom,
        trailing: ltr ? newValue.right : newValue.left)
    }
  }

  /// Whether the layout margins keep out of the window's unsafe area
  /// (UIKit's `insetsLayoutMarginsFromSafeArea`; true by default, as in
  /// UIKit): on each edge where the window has a safe-area inset
  /// (``LayoutWindow/safeAreaInsets``), the margin is measured from where
  /// the view's safe area starts instead of from the view's edge. A view
  /// with margins of 8 at the top of a window whose top inset is 44 has its
  /// top margin at 52; the same view lower down, clear of the inset, at 8.
  /// False keeps the margins at the view's edges wherever it is. Nothing
  /// changes while the window has no safe-area insets.
  ///
  /// The insets come from where the last layout pass put the view, as in
  /// UIKit: a pass that moves a view into or out of the unsafe area lays
  /// out again with its new margins (a few extra solves at most).
  ///
  /// On a tree's root view the safe-area insets are the window's own, so
  /// the root's margins become ``directionalLayoutMargins`` plus
  /// ``LayoutWindow/safeAreaInsets``.
  @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true {
    didSet { if oldValue != insetsLayoutMarginsFromSafeArea { invalidateEngine() } }
  }

  /// The insets of the view's safe area found at the last layout pass,
  /// which its margins add while ``insetsLayoutMarginsFromSafeArea`` is on
  /// (see `LayoutEngine+SafeAreaMargins`).
  @exclusivity(unchecked) var safeAreaMarginInsets: LayoutInsets = .zero

  /// A guide inset from the view's edges by its layout margins (and from
  /// the window's unsafe area, see ``insetsLayoutMarginsFromSafeArea``).
  public private(set) lazy var layoutMarginsGuide: LayoutGuide = {
    let g = LayoutGuide(name: "\(name).margins", role: .margins, owner: self)
    layoutGuides.append(g)
    invalidateEngine()
    return g
  }()

  /// A guide covering the part of the view inside the window's safe area.
  public private(set) lazy var safeAreaLayoutGuide: LayoutGuide = {
    let g = LayoutGuide(name: "\(name).safeArea", role: .safeArea, owner: self)
    layoutGuides.append(g)
    invalidateEngine()
    return g
  }()

  /// Adds a guide that this view owns.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard !layoutGuides.contains(where: { $0 === guide }) else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuides.append(guide)
    invalidateEngine()
  }

  /// Removes a guide, with every constraint that refers to it wherever it
  /// is installed (on this view or on an ancestor, where a constraint
  /// between the guide and a view outside this one lives).
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let i = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
    layoutGuides.remove(at: i)
    var view: LayoutView? = self
    while let v = view {
      v.removeConstraints(referringTo: { $0 === guide })
      view = v.superview
    }
    guide.owningView = nil
    invalidateEngine()
  }

  /// The layout direction of the window the view is in (left to right
  /// outside a window).
  public var effectiveLayoutDirection: LayoutDirection {
    (rootView as? LayoutWindow)?.layoutDirection ?? .leftToRight
  }

  // MARK: Hierarchy

  /// The topmost ancestor (the view itself when it has no superview).
  ///
  /// - Complexity: O(1) while the tree keeps its shape; after views move,
  ///   the first question walks up to the nearest view that still knows
  ///   its root, and remembers the answer along the way.
  public var rootView: LayoutView {
    if let t = rootToken, t.isValid { return t.root }
    return findRoot()
  }

  /// Walks up to the root (or to a view whose token is still good) and
  /// gives every view on the way the root's token.
  private func findRoot() -> LayoutView {
    var v = self
    var found: RootToken?
    while true {
      if let t = v.rootToken, t.isValid {
        found = t
        break
      }
      guard let s = v.superview else { break }
      v = s
    }
    let token: RootToken
    if let found {
      token = found
    } else {
      token = RootToken(root: v)
      v.rootToken = token
    }
    var w: LayoutView? = self
    while let x = w, x.rootToken !== token {
      x.rootToken = token
      w = x.superview
    }
    return token.root
  }

  /// The tree's root, as this view last found it (see ``rootView``).
  @exclusivity(unchecked) var rootToken: RootToken?

  /// Forgets the root every view of this tree remembers: called when the
  /// root gains a superview, loses a view, or goes away.
  private func forgetRoot() {
    if let t = rootToken, t.isValid, t.root === self { t.isValid = false }
  }

  deinit {
    alive.isAlive = false
    forgetRoot()
    Self.releaseIteratively(&subviews)
  }

  /// Releases a tree without recursion: a view that only `views` holds
  /// hands its own subviews over before it goes, so that no `deinit` runs
  /// inside another and a deep tree cannot overflow the stack.
  static func releaseIteratively(_ views: inout [LayoutView]) {
    var pending = views
    views = []
    while var v = pending.popLast() {
      if isKnownUniquelyReferenced(&v) {
        pending.append(contentsOf: v.subviews)
        v.subviews = []
      }
    }
  }

  /// The window the view is in, if its root is one.
  public var window: LayoutWindow? { rootView as? LayoutWindow }

  /// Whether `self` is `view` or one of its ancestors.
  public func isAncestor(of view: LayoutView) -> Bool {
    var v: LayoutView? = view
    while let x = v {
      if x === self { return true }
      v = x.superview
    }
    return false
  }

  /// Adds `view` at the end of the subviews, moving it from any other
  /// superview. Adding an ancestor of `self` is ignored.
  public func addSubview(_ view: LayoutView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` (clamped to the subviews' range).
  public func insertSubview(_ view: LayoutView, at index: Int) {
    // A view without subviews holds nothing, so the walk up is needed only
    // for views that have some.
    guard view !== self, view.subviews.isEmpty || !view.isAncestor(of: self) else { return }
    if view.superview != nil { view.removeFromSuperview() }
    view.engineStorage = nil
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.forgetRoot()
    view.superviewReference = WeakViewReference(self)
    // Constraints activated from now on come after the ones the subtree
    // brings (see LayoutConstraint.activationSerial).
    let root = rootView
    // The tree only grew: the new subview takes this tree's token (valid
    // after `rootView`), and views below it whose token went with the
    // subtree's old root stop their walk up at it (a walk per new view
    // was a tenth of building a list).
    view.rootToken = rootToken
    root.activationCounter = max(root.activationCounter, view.activationCounter)
    root.engineStorage?.needsRebuild = true
  }

  /// On a root: how many constraints were activated in its tree (the
  /// serial the next one gets).
  @exclusivity(unchecked) var activationCounter: UInt64 = 0

  /// Removes the view from its superview, and with it every constraint on
  /// its former ancestors that refers to the view or to a view inside it
  /// (as UIKit does).
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.invalidateEngine()
    var ancestor: LayoutView? = parent
    while let a = ancestor {
      a.removeConstraints(referringTo: { item in
        guard let v = item.hierarchyView else { return false }
        return self.isAncestor(of: v)
      })
      ancestor = a.superview
    }
    parent.subviews.removeAll { $0 === self }
    let root = parent.rootView
    root.forgetRoot()
    superviewReference = WeakViewReference(nil)
    invalidateEngine()
    // Leaving a stack view's subviews leaves its arranged subviews too.
    (parent as? LayoutStackView)?.subviewLeft(self)
  }
}

extension LayoutView: CustomStringConvertible {
  public var description: String { "\(name) \(storedFrame)" }
}
