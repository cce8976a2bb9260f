/// UIStackView's arrangement: a view that lays out its arranged subviews in
/// a row or a column by generating ordinary constraints, with UIKit's
/// identifiers (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-fill-equally`, `UISV-hiding`, …) and priorities, so conflict
/// reports read like the console log an iOS developer knows.
///
/// ```swift
/// let row = LayoutStackView(name: "row", arrangedSubviews: [icon, title, detail])
/// row.axis = .horizontal
/// row.alignment = .center
/// row.spacing = 8
/// window.addSubview(row)
/// row.translatesAutoresizingMaskIntoConstraints = false
/// row.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
/// detail.isHidden = true      // collapses: an incremental update, not a rebuild
/// ```
///
/// The stack has no intrinsic size: its size follows from its content, as
/// in UIKit. In a window that has been laid out, changes to the arrangement
/// update the constraints at once, and only those they govern:
/// ``generatedConstraints`` lists them. Before that (a stack being built,
/// in code or from a storyboard) the constraints are made in one pass when
/// they are first read or laid out, so each is made once; what a read
/// returns is the same either way.
///
/// - Complexity: O(n) constraints for n arranged subviews. Appending,
///   inserting, removing, hiding or showing one arranged view, or giving
///   one a custom spacing, recomputes and changes O(1) constraints
///   (plus any hidden views at the ends next to it). Changing the first
///   arranged view recomputes every item's (`UISV-alignment` and the
///   equal lengths refer to it, as in UIKit), and so does a change of
///   ``axis``, ``distribution``, ``alignment`` or ``spacing``, which then
///   changes only the constraints that differ (a spacing is a constant
///   update). `.fillProportionally` recomputes its shares on every change.
///
/// A constraint on the stack's first or last baseline uses the baseline of
/// one of its arranged views, as UIKit's does (see
/// ``viewForFirstBaselineLayout``). When a change picks another view (an
/// arranged view added, removed, hidden or shown, a taller one in a row,
/// a new axis), the next layout rebuilds the solver once.
open class LayoutStackView: LayoutView {
  /// How arranged subviews share the stack's length (UIKit's raw values).
  public enum Distribution: Int, Sendable, CaseIterable {
    /// Items fill the stack; hugging and compression resistance pick who
    /// stretches or shrinks.
    case fill = 0
    /// Items all the same length.
    case fillEqually
    /// Items sized in proportion to their intrinsic lengths.
    case fillProportionally
    /// Equal gaps between items, `spacing` at least.
    case equalSpacing
    /// Equal distances between item centres, edges `spacing` apart at least.
    case equalCentering
  }

  /// How arranged subviews sit across the axis (UIKit's raw values).
  public enum Alignment: Int, Sendable, CaseIterable {
    /// Items as wide (or tall) as the stack.
    case fill = 0
    /// Items at the leading edge (vertical stacks) or the top (horizontal).
    case leading
    /// First baselines lined up (horizontal stacks).
    case firstBaseline
    /// Items centred across the axis.
    case center
    /// Items at the trailing edge (vertical) or the bottom (horizontal).
    case trailing
    /// Last baselines lined up (horizontal stacks).
    case lastBaseline

    /// The top, in a horizontal stack (the same as ``leading``).
    public static let top = Alignment.leading
    /// The bottom, in a horizontal stack (the same as ``trailing``).
    public static let bottom = Alignment.trailing
  }

  /// As a spacing: use the default, which is 0 (UIKit's `spacingUseDefault`).
  public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
  /// As a spacing: use the system spacing between siblings, 8 points
  /// (UIKit's `spacingUseSystem`).
  public static let spacingUseSystem = Double(Float.leastNormalMagnitude)
  /// The system spacing between siblings.
  public static let systemSpacing = 8.0

  /// Row (`.horizontal`, the default) or column (`.vertical`).
  @exclusivity(unchecked) public var axis: LayoutAxis = .horizontal {
    didSet {
      guard axis != oldValue else { return }
      update(everything: true)
      baselineViewsMayHaveChanged()
    }
  }
  /// How items share the stack's length; `.fill` by default.
  @exclusivity(unchecked) public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { update(everything: true) } }
  }
  /// How items sit across the axis; `.fill` by default.
  @exclusivity(unchecked) public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { update(everything: true) } }
  }
  /// The gap between neighbours: exact for the fill distributions, a
  /// minimum for equalSpacing and equalCentering; negative overlaps.
  /// ``spacingUseSystem`` asks for the system spacing.
  @exclusivity(unchecked) public var spacing: Double = 0 {
    didSet {
      guard spacing != oldValue else { return }
      update(everything: true)
      baselineViewsMayHaveChanged()
    }
  }
  /// Vertical stacks only: gaps run from one item's last baseline to the
  /// next one's first baseline.
  @exclusivity(unchecked) public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { update(everything: true) } }
  }
  /// Edges attach to the stack's layout margins instead of its edges.
  @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { update() } }
  }

  /// The views the stack arranges, in order; always a subset of
  /// ``LayoutView/subviews``.
  @exclusivity(unchecked) public internal(set) var arrangedSubviews: [LayoutView] = []
  /// The constraints the stack made, each with its UIKit identifier: the
  /// stack's own, then each arranged view's in order.
  public var generatedConstraints: [LayoutConstraint] {
    flushPendingUpdate()
    return stackConstraints + arrangedSubviews.flatMap { itemConstraints[ObjectIdentifier($0)] ?? [] }
  }

  /// The arranged views, for asking whether a view is one in O(1).
  @exclusivity(unchecked) var arrangedIDs: Set<ObjectIdentifier> = []
  /// The generated constraints that belong to the stack (its edges, the
  /// weak sizes, the proportional lengths) and to each arranged view (see
  /// `StackArrangement.itemConstraints(at:)`).
  @exclusivity(unchecked) var stackConstraints: [LayoutConstraint] = []
  @exclusivity(unchecked) var itemConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]
  /// What the other items' constraints referred to after the last update.
  @exclusivity(unchecked) var lastContext = StackArrangement.Context()

  @exclusivity(unchecked) var customSpacings: [ObjectIdentifier: Double] = [:]
  /// Helper guides: the cross-axis spanner, an end-to-end spacer for an
  /// empty stack, and the gaps of the equal-spacing distributions (one
  /// before each visible item but the first, keyed by that item).
  @exclusivity(unchecked) var spanner: LayoutGuide?
  @exclusivity(unchecked) var emptySpacer: LayoutGuide?
  @exclusivity(unchecked) var gapGuides: [ObjectIdentifier: LayoutGuide] = [:]
  @exclusivity(unchecked) var gapSerial = 0
  /// How many constraints the stack has computed so far (for tests: a
  /// change must cost O(1) of them, not O(n)).
  @exclusivity(unchecked) var recomputedCount = 0
  /// The arranged views (or the stack itself) the engine took this
  /// stack's first and last baselines from, for noticing when a change
  /// picks another (see `LayoutStackView+Baselines.swift`).
  @exclusivity(unchecked) var baselineChoices = BaselineChoices()
  /// The activation serial reserved for the constraints of a pending
  /// update (see `update(from:everything:)`).
  @exclusivity(unchecked) var pendingSerial: UInt64 = 0

  /// Creates a stack arranging `arrangedSubviews` (added as subviews).
  public init(name: String = "stack", arrangedSubviews: [LayoutView] = []) {
    super.init(name: name, frame: .zero)
    for v in arrangedSubviews { _ = insert(v, at: self.arrangedSubviews.count) }
    update(everything: true)
  }

  /// Adds a view at the end of the arranged subviews (and of the subviews
  /// if it is not one yet), turning off its autoresizing translation.
  public func addArrangedSubview(_ view: LayoutView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view among the arranged subviews at `index` (clamped). A
  /// view that is not yet a subview is added as the last subview; one that
  /// is keeps its place among the subviews. An arranged view moves.
  public func insertArrangedSubview(_ view: LayoutView, at index: Int) {
    guard let (at, moved) = insert(view, at: index) else { return }
    update(from: at, everything: moved)
    baselineViewsMayHaveChanged()
  }

  /// Puts `view` among the arranged views; returns where, and whether it
  /// was one already (it moved), or nil for the stack itself.
  func insert(_ view: LayoutView, at index: Int) -> (Int, Bool)? {
    guard view !== self else { return nil }
    let id = ObjectIdentifier(view)
    let moved = arrangedIDs.contains(id)
    if moved, let old = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: old) }
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    let at = min(max(0, index), arrangedSubviews.count)
    arrangedSubviews.insert(view, at: at)
    arrangedIDs.insert(id)
    return (at, moved)
  }

  /// Stops arranging a view; it stays a subview (UIKit's rule). Its custom
  /// spacing is forgotten.
  public func removeArrangedSubview(_ view: LayoutView) {
    forget(view)
    baselineViewsMayHaveChanged()
  }

  /// Sets the spacing after one arranged subview (UIKit's
  /// `setCustomSpacing(_:after:)`); ``spacingUseDefault`` goes back to
  /// ``spacing``, ``spacingUseSystem`` is the system spacing.
  public func setCustomSpacing(_ spacing: Double, after view: LayoutView) {
    let id = ObjectIdentifier(view)
    if spacing == Self.spacingUseDefault {
      customSpacings[id] = nil
    } else {
      customSpacings[id] = spacing
    }
    if arrangedIDs.contains(id), let i = arrangedSubviews.firstIndex(where: { $0 === view }) { update(from: i) }
  }

  /// The spacing after a view: its custom spacing, or
  /// ``spacingUseDefault`` when it has none.
  public func customSpacing(after view: LayoutView) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
  }

  // MARK: Notifications from arranged views

  func arrangedVisibilityChanged(_ view: LayoutView) {
    guard arrangedIDs.contains(ObjectIdentifier(view)),
      let i = arrangedSubviews.firstIndex(where: { $0 === view })
    else { return }
    update(from: i)
    baselineViewsMayHaveChanged()
  }

  func arrangedIntrinsicSizeChanged(_ view: LayoutView) {
    guard arrangedIDs.contains(ObjectIdentifier(view)) else { return }
    // A row's baselines are its tallest view's.
    baselineViewsMayHaveChanged()
    guard distribution == .fillProportionally else { return }
    update()
  }

  // MARK: Baselines

  /// The view whose first baseline stands for the stack's (UIKit's rule):
  /// in a column (`.vertical`) the first arranged view that is not
  /// hidden, in a row the tallest one (the first of equals), asked in turn
  /// when it is a stack. The stack itself when it has no such view, or
  /// when it has its own ``LayoutView/firstBaselineOffsetFromTop`` or
  /// ``LayoutView/contentMeasure``.
  ///
  /// "Tallest" compares natural heights: an arranged view's intrinsic
  /// (or measured) height, a nested stack's content (a column's items and
  /// gaps, a row's tallest item); a view without an intrinsic height
  /// counts as 0. UIKit does not document which height it compares.
  public override var viewForFirstBaselineLayout: LayoutView { baselineView(last: false, recording: false) }

  /// The view whose last baseline stands for the stack's: in a column the
  /// last arranged view that is not hidden, in a row the tallest one, as
  /// for ``viewForFirstBaselineLayout``. The stack itself when it has no
  /// such view, or its own ``LayoutView/lastBaselineOffsetFromBottom`` or
  /// ``LayoutView/contentMeasure``.
  public override var viewForLastBaselineLayout: LayoutView { baselineView(last: true, recording: false) }

  func subviewLeft(_ view: LayoutView) {
    forget(view)
  }
}
