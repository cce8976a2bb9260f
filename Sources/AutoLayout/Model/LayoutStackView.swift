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
/// in UIKit. Changes to the arrangement (spacing, hiding, adding, the
/// distribution…) regenerate the constraints at once and change only those
/// that differ: a spacing or a hidden flag is a constant update or one
/// added constraint in the solver. ``generatedConstraints`` lists them.
///
/// Complexity: O(n) constraints for n arranged subviews; a change costs
/// O(n) to recompute and touches only the constraints that differ.
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
  public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { rearrange(structure: true) } } }
  /// How items share the stack's length; `.fill` by default.
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { rearrange(structure: true) } }
  }
  /// How items sit across the axis; `.fill` by default.
  public var alignment: Alignment = .fill { didSet { if alignment != oldValue { rearrange(structure: true) } } }
  /// The gap between neighbours: exact for the fill distributions, a
  /// minimum for equalSpacing and equalCentering; negative overlaps.
  /// ``spacingUseSystem`` asks for the system spacing.
  public var spacing: Double = 0 { didSet { if spacing != oldValue { rearrange() } } }
  /// Vertical stacks only: gaps run from one item's last baseline to the
  /// next one's first baseline.
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { rearrange() } }
  }
  /// Edges attach to the stack's layout margins instead of its edges.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { rearrange() } }
  }

  /// The views the stack arranges, in order; always a subset of
  /// ``LayoutView/subviews``.
  public private(set) var arrangedSubviews: [LayoutView] = []
  /// The constraints the stack made, each with its UIKit identifier.
  public private(set) var generatedConstraints: [LayoutConstraint] = []

  var customSpacings: [ObjectIdentifier: Double] = [:]
  /// Helper guides: the cross-axis spanner, an end-to-end spacer for an
  /// empty stack, and the gaps of the equal-spacing distributions.
  var spanner: LayoutGuide?
  var emptySpacer: LayoutGuide?
  var gapGuides: [LayoutGuide] = []

  /// Creates a stack arranging `arrangedSubviews` (added as subviews).
  public init(name: String = "stack", arrangedSubviews: [LayoutView] = []) {
    super.init(name: name, frame: .zero)
    for v in arrangedSubviews { insert(v, at: self.arrangedSubviews.count) }
    rearrange(structure: true)
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
    insert(view, at: index)
    rearrange(structure: true)
  }

  func insert(_ view: LayoutView, at index: Int) {
    guard view !== self else { return }
    if let old = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: old) }
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
  }

  /// Stops arranging a view; it stays a subview (UIKit's rule). Its custom
  /// spacing is forgotten.
  public func removeArrangedSubview(_ view: LayoutView) {
    guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: i)
    customSpacings[ObjectIdentifier(view)] = nil
    rearrange(structure: true)
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
    rearrange()
  }

  /// The spacing after a view: its custom spacing, or
  /// ``spacingUseDefault`` when it has none.
  public func customSpacing(after view: LayoutView) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
  }

  // MARK: Notifications from arranged views

  func arrangedVisibilityChanged(_ view: LayoutView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    let allHidden = !arrangedSubviews.contains { !$0.isHidden }
    rearrange(structure: allHidden && (emptySpacer == nil || spanner == nil))
  }

  func arrangedIntrinsicSizeChanged(_ view: LayoutView) {
    guard distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) else { return }
    rearrange()
  }

  func subviewLeft(_ view: LayoutView) {
    guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: i)
    customSpacings[ObjectIdentifier(view)] = nil
    rearrange(structure: true)
  }

  // MARK: Generating constraints

  /// Recomputes the constraints and applies the difference. With
  /// `structure`, also makes or drops helper guides (a change of the
  /// arranged views, the axis, the distribution or the alignment); hiding
  /// and spacing never do, so they stay incremental in the solver.
  func rearrange(structure: Bool = false) {
    if structure { updateHelpers() }
    var arrangement = StackArrangement(self)
    apply(arrangement.constraints())
  }

  func updateHelpers() {
    func helper(_ name: String) -> LayoutGuide {
      let g = LayoutGuide(name: "\(self.name).\(name)", role: .stackHelper, owner: self)
      addLayoutGuide(g)
      return g
    }
    // Helpers exist only where the arrangement needs them (hiding every
    // arranged view is the one case that adds one later, with a rebuild).
    let weak = alignment != .fill
    let visible = arrangedSubviews.contains { !$0.isHidden }
    if spanner == nil && ((arrangedSubviews.count >= 2 && weak) || !visible) {
      spanner = helper("UISV-alignment-spanner")
    }
    if emptySpacer == nil && !visible { emptySpacer = helper("UISV-empty-spacer") }
    let wanted =
      distribution == .equalSpacing || distribution == .equalCentering ? max(0, arrangedSubviews.count - 1) : 0
    while gapGuides.count < wanted { gapGuides.append(helper("UISV-gap-\(gapGuides.count)")) }
    while gapGuides.count > wanted, let g = gapGuides.popLast() { removeLayoutGuide(g) }
  }

  /// Keeps the constraints that are the same, moves the constants that
  /// changed, removes the rest and adds the new ones, in a fixed order.
  func apply(_ specs: [StackArrangement.Spec]) {
    var existing: [StackArrangement.Key: [LayoutConstraint]] = [:]
    for c in generatedConstraints { existing[StackArrangement.Key(c), default: []].append(c) }
    var kept: [LayoutConstraint] = []
    var added: [LayoutConstraint] = []
    for spec in specs {
      let key = spec.key
      if var list = existing[key], !list.isEmpty {
        let c = list.removeFirst()
        existing[key] = list
        if c.constant != spec.constant { c.constant = spec.constant }
        kept.append(c)
      } else {
        let c = spec.make()
        kept.append(c)
        added.append(c)
      }
    }
    let keptIDs = Set(kept.map(ObjectIdentifier.init))
    for c in generatedConstraints where !keptIDs.contains(ObjectIdentifier(c)) { c.deactivate() }
    for c in added { c.install(on: self) }
    generatedConstraints = kept
  }
}
