internal import Cassowary

/// The solver behind one hierarchy (owned by its root view). It maps every
/// item to four solver variables — x, y, width and height in the root's
/// coordinates — turns constraints into linear relations over them, and
/// writes frames back after each solve.
///
/// Most changes are incremental: activating or deactivating a constraint
/// adds or removes one solver constraint; a constant, an intrinsic size or
/// the window size is an in-place constant update (the window's size is two
/// required equalities, not edit variables).
/// Changes that alter how attributes translate (the hierarchy, margins, the
/// layout direction, baselines, autoresizing) rebuild the solver once, at
/// the next layout pass.
final class LayoutEngine {
  /// A class, not a struct: handing an item's variables around (every
  /// term of every constraint) retains one object, not four.
  final class ItemVariables {
    let x, y, w, h: Variable
    /// The item's place in `items`.
    let index: Int32
    /// A view's content-size constraints, per axis (none for a guide, or
    /// a view without an intrinsic size): kept with the variables, where a
    /// map from views to arrays of them cost an array and a map entry per
    /// view (3% of a 100,000-view stack's first layout).
    @exclusivity(unchecked) var content = ContentConstraints()
    var all: [Variable] { [x, y, w, h] }

    init(x: Variable, y: Variable, w: Variable, h: Variable, index: Int32) {
      (self.x, self.y, self.w, self.h, self.index) = (x, y, w, h, index)
    }
  }

  /// Who a solver constraint speaks for, in diagnostics.
  enum Owner {
    case user(LayoutConstraint)
    case system(SystemLabel)
  }

  /// What a constraint the engine made is for, described only when a
  /// report asks: formatting a label for each content-size constraint was
  /// a measurable share of a build.
  enum SystemLabel: CustomStringConvertible {
    case text(String)
    /// A view's content size on one axis: hugging above it and compression
    /// resistance below it, in one constraint, or one of the two (nil
    /// for the other) when either is required.
    case content(view: String, axis: LayoutAxis, size: Double, hugging: LayoutPriority?, resisting: LayoutPriority?)
    case guide(String, role: StaticString)
    case autoresizing(view: String, frame: LayoutRect)

    var description: String {
      switch self {
      case .text(let s): return s
      case .content(let view, let axis, let size, let hugging, let resisting):
        let name = "\(view).\(axis == .horizontal ? "width" : "height")"
        switch (hugging, resisting) {
        case (let h?, let r?):
          return "\(name) <= \(short(size)) (content hugging @\(h)), \(name) >= \(short(size)) "
            + "(compression resistance @\(r))"
        case (let h?, nil): return "\(name) <= \(short(size)) (content hugging @\(h))"
        case (nil, let r?): return "\(name) >= \(short(size)) (compression resistance @\(r))"
        case (nil, nil): return "\(name) (content size)"
        }
      case .guide(let name, let role): return "\(name) (\(role))"
      case .autoresizing(let view, let frame): return "\(view) frame \(frame) (autoresizing mask)"
      }
    }

    /// A content label cut to one side: hugging, or compression resistance.
    func side(hugging side: Bool) -> SystemLabel {
      guard case .content(let view, let axis, let size, let hugging, let resisting) = self else { return self }
      return .content(
        view: view, axis: axis, size: size, hugging: side ? hugging : nil, resisting: side ? nil : resisting)
    }
  }

  /// An item the engine knows, held without ownership: the root owns the
  /// engine, so a strong reference would be a cycle. The engine never
  /// outlives a structure change without a rebuild, which forgets these.
  struct ItemEntry {
    unowned(unsafe) let item: any LayoutItem
    /// The item's identity, compared without touching the item (which a
    /// structure change may have freed before the next rebuild).
    let id: ObjectIdentifier
    let vars: ItemVariables
  }

  /// The root owns its engine (and nothing else does), so the root
  /// outlives every use of it: no reference counting on each access.
  unowned(unsafe) let root: LayoutView
  @exclusivity(unchecked) var solver = LayoutEngine.makeSolver()
  @exclusivity(unchecked) var needsRebuild = true
  @exclusivity(unchecked) var needsLayout = true

  /// Items' variables by identity, for the look-ups that an item's
  /// `engineSlot` does not answer (see `known(_:)`): every item once
  /// `variablesComplete`, before that only items that are neither views
  /// nor guides.
  @exclusivity(unchecked) var variables: [ObjectIdentifier: ItemVariables] = [:]
  @exclusivity(unchecked) var variablesComplete = false
  /// Items in the order they were given variables, for deterministic reports.
  @exclusivity(unchecked) var items: [ItemEntry] = []
  /// Per item and axis (`2 × index + axis`), the item whose origin its
  /// origin variable is measured from, or −1 for root coordinates; and how
  /// many anchors away from root coordinates it is (`LayoutEngine+Anchors`).
  @exclusivity(unchecked) var anchors: [Int32] = []
  @exclusivity(unchecked) var depths: [Int32] = []
  /// Whether any origin is anchored.
  @exclusivity(unchecked) var hasAnchors = false
  /// A user constraint in the solver: the solver's constraint, and its
  /// solver constant without the user's constant (margin and baseline
  /// offsets, the holder's origin folded into the expression), which a
  /// later constant change keeps.
  struct SolverEntry {
    let user: LayoutConstraint
    let constraint: Constraint
    let base: Double
  }
  /// Per user constraint in the solver, its entry (see ``SolverEntries``).
  let solverConstraint = SolverEntries()
  /// Who each solver constraint speaks for, only needed to report a
  /// conflict (`owner(of:)`): built from `solverConstraint` and
  /// `systemOwners` the first time, then kept up to date
  /// (`ownersComplete`). Filling it for every constraint up front was a
  /// map insertion per constraint of every build.
  @exclusivity(unchecked) var owners: [ObjectIdentifier: Owner] = [:]
  @exclusivity(unchecked) var ownersComplete = false
  /// The system constraints the engine added since the last rebuild, with
  /// what each is for (they leave only by a rebuild).
  @exclusivity(unchecked) var systemOwners: [(constraint: Constraint, label: SystemLabel)] = []
  @exclusivity(unchecked) var adaptive: [LayoutConstraint] = []
  /// Views whose margins follow the safe area (`LayoutEngine+SafeAreaMargins`).
  @exclusivity(unchecked) var safeMarginViews: [LayoutView] = []
  var broken: [ObjectIdentifier: ConflictReport] = [:]
  var brokenOrder: [ObjectIdentifier] = []
  /// Set by changes that may let a broken constraint hold again (a size,
  /// a constant, a removal); the next pass retries the broken ones.
  var retryPending = false
  /// Mistakes reported by calls that cannot throw (``LayoutConstraint/isActive``,
  /// operators), oldest first; kept across rebuilds.
  var usageErrors: [LayoutError] = []
  /// Views that measure themselves (see `LayoutEngine+Measuring.swift`).
  var measuring = MeasuringState()
  var rootWidth = Variable("root.width"), rootHeight = Variable("root.height")
  /// Lists reused by every translation (see `takeScratch(_:)`): a fresh
  /// one per constraint was an allocation each in a build.
  @exclusivity(unchecked) var originScratch: [(part: OriginPart, at: Int)] = []
  @exclusivity(unchecked) var openScratch: [OriginPart] = []
  var rootWidthConstraint = Constraint(Expression(), .equal)
  var rootHeightConstraint = Constraint(Expression(), .equal)
  /// How many times the solver was rebuilt (for tests: changes that should
  /// be incremental must not raise it).
  var rebuildCount = 0
  /// The fewest installed constraints a rebuild hands to a helper thread
  /// (`LayoutEngine+HelperThread.swift`); tests move it. For tests also:
  /// rebuilds the helper took part in, constraints it left to the caller,
  /// blocks of constraints the caller translated itself, and a delay
  /// before the helper starts (microseconds).
  var helperThreadMinimum = 2_000
  var helperRuns = 0, helperDeferred = 0, helperStolen = 0
  var helperStartDelay: UInt32 = 0
  /// How many times the solver rebuilt its tableau (see `Solver.tableauRebuilds`).
  var solverRebuildCount: Int { solver.tableauRebuilds }
  /// How many pivots the solver made so far (for tests: a change should
  /// not make the solver work through everything twice).
  var solverPivotCount: Int { solver.pivots }
  /// Rows the solver rewrote by substitution so far (for tests of growth).
  var solverRowUpdates: Int { solver.rowUpdates }
  /// Writes solved values into frames (see `FrameWriter`).
  let frames = FrameWriter()
  /// A frame was set by hand since the last pass: the next one writes all.
  var framesTouched: Bool {
    get { frames.framesTouched }
    set { frames.framesTouched = newValue }
  }
  /// Layout passes that wrote only what moved (for tests).
  var partialFramePasses: Int { frames.partialPasses }
  /// Of those, passes that read no value at all (for tests).
  var linearFramePasses: Int { frames.linearPasses }

  /// Above every priority a user can give (999 is the highest below
  /// required): the window's size and the safe area's preference for the
  /// view's edges.
  static let windowStrength = Strength(priority: 999.999)

  /// The engine always updates before it reads, so the solver may skip
  /// keeping a copy of the values between updates.
  static func makeSolver() -> Solver {
    let s = Solver()
    s.holdsValuesUntilUpdate = false
    // Its variables and constraints are the engine's own, used on one
    // thread: the solver may find them by their place hints.
    s.usesPlaceHints = true
    return s
  }

  init(root: LayoutView) {
    self.root = root
    frames.indexOf = { [unowned self] item in self.known(item)?.index }
  }

  var direction: LayoutDirection { (root as? LayoutWindow)?.layoutDirection ?? .leftToRight }
  /// `direction` as of the last rebuild, which a change of it triggers:
  /// what translating a constraint reads (a cast per constraint before).
  @exclusivity(unchecked) var builtDirection = LayoutDirection.leftToRight

  func vars(_ item: any LayoutItem) -> ItemVariables {
    if let v = known(item) { return v }
    let v = ItemVariables(
      x: Variable(item.name, suffix: ".x"), y: Variable(item.name, suffix: ".y"),
      w: Variable(item.name, suffix: ".width"), h: Variable(item.name, suffix: ".height"), index: Int32(items.count))
    let id = ObjectIdentifier(item)
    if let view = item as? LayoutView {
      view.engineSlot = Int32(items.count)
      if variablesComplete { variables[id] = v }
    } else if let guide = item as? LayoutGuide {
      guide.engineSlot = Int32(items.count)
      if variablesComplete { variables[id] = v }
    } else {
      variables[id] = v
    }
    items.append(ItemEntry(item: item, id: id, vars: v))
    anchors.append(-1)
    anchors.append(-1)
    depths.append(0)
    depths.append(0)
    return v
  }

  /// The variables of `item` if the engine gave it some. A view or guide
  /// keeps its place in `items` (`engineSlot`, written by the engine that
  /// placed it last), checked against the entry there: a hit costs no
  /// hashing (a look-up in a large map was a cache miss per term of every
  /// constraint). An item never placed is unknown; any other miss (an
  /// item another engine placed since) asks the map, built the first time.
  @inline(__always) func known(_ item: any LayoutItem) -> ItemVariables? {
    guard let slot = Self.engineSlot(of: item) else { return variables[ObjectIdentifier(item)] }
    if slot < 0 { return nil }
    if let i = placedIndex(of: item, slot: slot) { return items[i].vars }
    return knownShared(item)
  }

  /// The item's place in `items` when its slot names it there (the hint
  /// is good), nil otherwise.
  @inline(__always) func placedIndex(of item: any LayoutItem, slot: Int32) -> Int? {
    let i = Int(slot)
    return i >= 0 && i < items.count && items[i].id == ObjectIdentifier(item) ? i : nil
  }

  /// The slot a view or guide keeps (−1: never placed), or nil for any
  /// other item (it has none: the map answers for it).
  @inline(__always) static func engineSlot(of item: any LayoutItem) -> Int32? {
    if let view = item as? LayoutView { return view.engineSlot }
    if let guide = item as? LayoutGuide { return guide.engineSlot }
    return nil
  }

  func knownShared(_ item: any LayoutItem) -> ItemVariables? {
    known(id: ObjectIdentifier(item))
  }

  /// The variables of the item with identity `id`, through the map.
  func known(id: ObjectIdentifier) -> ItemVariables? {
    if !variablesComplete {
      variablesComplete = true
      variables.reserveCapacity(items.count)
      for entry in items { variables[entry.id] = entry.vars }
    }
    return variables[id]
  }

  // MARK: Incremental changes

  func constraintAdded(_ c: LayoutConstraint) {
    needsLayout = true
    if !needsRebuild { addUser(c) }
  }

  func constraintRemoved(_ c: LayoutConstraint) {
    needsLayout = true
    if needsRebuild { return }
    let id = ObjectIdentifier(c)
    adaptive.removeAll { $0 === c }
    if broken.removeValue(forKey: id) != nil { brokenOrder.removeAll { $0 == id } }
    guard let sc = solverConstraint.remove(c)?.constraint else { return }
    if ownersComplete { owners[ObjectIdentifier(sc)] = nil }
    if (try? solver.removeConstraint(sc)) == nil { needsRebuild = true }
    // The broken constraints get another chance at the next pass, once:
    // retrying them here cost a failed insertion and a conflict
    // explanation per removal (20,000 removals beside one broken
    // constraint took 20 s).
    if !brokenOrder.isEmpty { retryPending = true }
  }

  /// Many constraints removed at once: a batch that is a large share of
  /// the solver's constraints is dropped by rebuilding at the next pass
  /// (linear), not removed one by one (each removal repairs rows).
  func constraintsRemoved(_ cs: [LayoutConstraint]) {
    needsLayout = true
    if needsRebuild { return }
    if cs.count >= 64 && 4 * cs.count >= solverConstraint.count {
      needsRebuild = true
      return
    }
    for c in cs { constraintRemoved(c) }
  }

  /// A change that may resolve a conflict (a removal, a constant, a size)
  /// sets `retryPending`; the next pass calls this once: broken user
  /// constraints get another chance, in the order they broke.
  func retryBroken() {
    let pending = brokenOrder
    for key in pending {
      guard let report = broken[key], let c = report.broken.constraint, c.isActive else { continue }
      broken[key] = nil
      brokenOrder.removeAll { $0 == key }
      addUser(c)
    }
  }

  func constantChanged(_ c: LayoutConstraint) {
    needsLayout = true
    if needsRebuild { return }
    guard !c.hasAdaptiveConstant else { return }
    apply(constant: c.constant, to: c)
  }

  /// Moves a constraint's solver constant; breaks the constraint (and
  /// reports it) if the new value contradicts the required constraints.
  func apply(constant: Double, to c: LayoutConstraint) {
    let id = ObjectIdentifier(c)
    guard let entry = solverConstraint.entry(for: c) else {
      // A broken constraint gets another chance with its new constant.
      if broken[id] != nil { retryPending = true }
      return
    }
    let sc = entry.constraint
    let target = entry.base - solverSign(c) * constant
    do {
      try solver.updateConstant(of: sc, to: target)
      if !brokenOrder.isEmpty { retryPending = true }
    } catch {
      solverConstraint.remove(c)
      if ownersComplete { owners[ObjectIdentifier(sc)] = nil }
      try? solver.removeConstraint(sc)
      record(conflict: error, broken: .user(c), key: id)
    }
  }

  func priorityChanged(_ c: LayoutConstraint) {
    needsLayout = true
    if needsRebuild { return }
    constraintRemoved(c)
    addUser(c)
  }

  func adaptiveChanged(_ c: LayoutConstraint) {
    needsLayout = true
    needsRebuild = true
  }

  func intrinsicSizeChanged(_ view: LayoutView) {
    needsLayout = true
    if needsRebuild { return }
    guard let content = known(view)?.content, !content.isEmpty else {
      needsRebuild = true
      return
    }
    for axis in LayoutAxis.allCases {
      guard let e = content[axis] else { continue }
      guard let size = view.effectiveIntrinsicSize[axis] else {
        needsRebuild = true
        return
      }
      // One change for a two-sided constraint; of a pair, the one the new
      // size relaxes moves first (see `moveContent`): moved the other way
      // round the two briefly contradict each other and the solver pivots
      // through everything that depends on the view twice.
      let old = solver.constant(of: e.hug).map { -$0 } ?? size
      moveContent(e, from: old, to: size)
    }
    if !brokenOrder.isEmpty { retryPending = true }
  }

  /// Moves the window's size constraints. When the new size contradicts
  /// required constraints, the most recently added user constraint among
  /// them is broken (and reported), until the size holds.
  func windowSizeChanged() {
    needsLayout = true
    if needsRebuild { return }
    if !brokenOrder.isEmpty { retryPending = true }
    let size = root.storedFrame.size
    // Two passes without an array of pairs (a resize comes through here).
    for isWidth in [true, false] {
      let c = isWidth ? rootWidthConstraint : rootHeightConstraint
      let value = isWidth ? size.width : size.height
      while true {
        do {
          try solver.updateConstant(of: c, to: -value)
          break
        } catch {
          guard case .unsatisfiableConstraint(_, let conflicts) = error,
            let victim = conflicts.reversed().first(where: {
              if case .user = owner(of: $0) { true } else { false }
            }),
            case .user(let lc) = owner(of: victim)
          else {
            needsRebuild = true
            return
          }
          let others = conflicts.filter { $0 !== victim } + [c]
          let report = ConflictReport(
            broken: reported(.user(lc)), conflicting: others.compactMap { owner(of: $0).map(reported) })
          owners[ObjectIdentifier(victim)] = nil
          solverConstraint.remove(lc)
          try? solver.removeConstraint(victim)
          let key = ObjectIdentifier(lc)
          if broken[key] == nil { brokenOrder.append(key) }
          broken[key] = report
        }
      }
    }
  }

  // MARK: Layout pass

  /// Solves (rebuilding first if needed), settles adaptive constants, and
  /// writes every frame.
  func layoutIfNeeded() {
    guard needsLayout || needsRebuild else { return }
    if needsRebuild { rebuild() }
    if retryPending {
      // As in UIKit, a broken constraint that can hold again does: each is
      // added back (an incremental addition; a failure leaves it broken).
      retryPending = false
      retryBroken()
    }
    solver.updateVariables()
    // Adaptive constants read sizes that the solve itself produces; repeat
    // until they stop moving so that one layoutIfNeeded settles them.
    for _ in 0..<16 {
      guard updateAdaptiveConstants() else { break }
      if needsRebuild { rebuild() }
      solver.updateVariables()
    }
    measureContent()
    frames.write(solver: solver, root: root, items: items)
    settleSafeAreaMargins()
    needsLayout = false
  }

  /// Recomputes every adaptive constant; true if any changed.
  func updateAdaptiveConstants() -> Bool {
    guard !adaptive.isEmpty else { return false }
    var changed = false
    let screen = LayoutSize(width: solver.value(of: rootWidth), height: solver.value(of: rootHeight))
    for c in adaptive {
      guard let a = c.adaptiveConstant else { continue }
      let value = a.value(screen: screen) { item in
        // An item of this tree: its solved size. Any other item (outside
        // the window, or not yet in it) is measured by its own frame and
        // never registered here, so its release cannot leave a stale entry.
        guard let v = self.known(item), item.hierarchyView?.rootView === self.root else {
          return (item as? LayoutView)?.storedFrame.size ?? (item as? LayoutGuide)?.layoutFrame.size ?? .zero
        }
        return LayoutSize(width: self.solver.value(of: v.w), height: self.solver.value(of: v.h))
      }
      guard let entry = solverConstraint.entry(for: c) else { continue }
      let sc = entry.constraint
      let target = entry.base - solverSign(c) * value
      if abs((solver.constant(of: sc) ?? target) - target) > 1e-9 {
        apply(constant: value, to: c)
        changed = true
      }
    }
    return changed
  }
}

/// A view's content-size constraints on each axis (`ItemVariables.content`):
/// hugging and compression resistance, one constraint for both when both
/// are optional (then `hug === resist`).
struct ContentConstraints {
  typealias Pair = (hug: Constraint, resist: Constraint)
  var horizontal: Pair?
  var vertical: Pair?

  var isEmpty: Bool { horizontal == nil && vertical == nil }

  subscript(axis: LayoutAxis) -> Pair? {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }
}
