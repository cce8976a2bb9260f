internal import Cassowary

extension LayoutEngine {
  /// −1 when the constraint reads mirrored: a constraint on leading/trailing
  /// in a right-to-left layout measures its constant towards the left, and
  /// an inequality's "further along" is further left, so both the constant
  /// and the relation flip (`b.leading >= a.trailing + 8` puts b at least 8
  /// to the left of a).
  func solverSign(_ c: LayoutConstraint) -> Double {
    guard builtDirection == .rightToLeft else { return 1 }
    return c.firstAttribute.isDirectional || c.secondAttribute.isDirectional ? -1 : 1
  }

  /// Appends `k` times the value of `attribute` of `item`, a linear
  /// expression of its variables in root coordinates, to `terms`, and
  /// returns `k` times the expression's constant (margins, baselines).
  ///
  /// Every attribute is an origin (x or y, or none for a size), a share of
  /// the size along the same axis, and a constant; writing the terms into
  /// the caller's array builds a constraint in one allocation.
  /// Each origin appended is noted in `origins` (with its place in
  /// `terms`), for ``anchorOrigins(_:in:)``.
  func appendTerms(
    _ item: any LayoutItem, _ attribute: LayoutAttribute, times k: Double, to terms: inout [Term],
    origins: inout [(part: OriginPart, at: Int)]
  ) -> Double {
    if attribute == .notAnAttribute { return 0 }
    // A stack's baseline is one of its arranged views' (UIKit's
    // viewForFirst/LastBaselineLayout); a new choice rebuilds the solver
    // (`LayoutStackView.baselineViewsMayHaveChanged()`).
    if attribute == .firstBaseline || attribute == .lastBaseline, let stack = item as? LayoutStackView {
      let source = stack.baselineView(last: attribute == .lastBaseline, recording: true)
      if source !== stack { return appendTerms(source, attribute, times: k, to: &terms, origins: &origins) }
    }
    let p = Self.placement(of: attribute, rtl: builtDirection == .rightToLeft)
    withVars(item) { v in
      if p.axis >= 0 {
        if hasAnchors { origins.append((OriginPart(item: v.index, axis: p.axis, k: k), terms.count)) }
        terms.append(Term(p.axis == 0 ? v.x : v.y, k))
      }
      if p.share != 0 { terms.append(Term(p.vertical ? v.h : v.w, p.share * k)) }
    }
    guard p.margin || attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? LayoutView
    else { return 0 }
    return k * offset(of: attribute, in: view)
  }

  /// Calls `body` with the variables of `item` (made if it has none),
  /// lending them when `items` holds them at the item's slot: no retain
  /// and release of their object (atomic operations that were a large
  /// part of a first layout's time). `items` keeps them alive meanwhile:
  /// the engine never drops an entry while it adds constraints.
  @inline(__always) func withVars<R>(_ item: any LayoutItem, _ body: (ItemVariables) -> R) -> R {
    if let slot = Self.engineSlot(of: item), let i = placedIndex(of: item, slot: slot) {
      let lent = items.withUnsafeBufferPointer { Unmanaged.passUnretained($0[i].vars) }
      return lent._withUnsafeGuaranteedRef(body)
    }
    return body(vars(item))
  }

  /// Where an attribute lies on its item: its axis's origin (−1: none),
  /// the share of the size along `vertical`'s axis, and whether an offset
  /// (margins, a baseline: ``offset(of:in:)``) is added when the item is
  /// a view.
  struct Placement {
    var axis: Int32
    var vertical: Bool
    var share: Double
    var margin: Bool
  }

  static func placement(of attribute: LayoutAttribute, rtl: Bool) -> Placement {
    switch attribute {
    case .left: Placement(axis: 0, vertical: false, share: 0, margin: false)
    case .right: Placement(axis: 0, vertical: false, share: 1, margin: false)
    case .top, .firstBaseline: Placement(axis: 1, vertical: true, share: 0, margin: false)
    case .bottom, .lastBaseline: Placement(axis: 1, vertical: true, share: 1, margin: false)
    case .width: Placement(axis: -1, vertical: false, share: 1, margin: false)
    case .height: Placement(axis: -1, vertical: true, share: 1, margin: false)
    case .centerX: Placement(axis: 0, vertical: false, share: 0.5, margin: false)
    case .centerY: Placement(axis: 1, vertical: true, share: 0.5, margin: false)
    case .leading: Placement(axis: 0, vertical: false, share: rtl ? 1 : 0, margin: false)
    case .trailing: Placement(axis: 0, vertical: false, share: rtl ? 0 : 1, margin: false)
    case .leftMargin: Placement(axis: 0, vertical: false, share: 0, margin: true)
    case .rightMargin: Placement(axis: 0, vertical: false, share: 1, margin: true)
    case .topMargin: Placement(axis: 1, vertical: true, share: 0, margin: true)
    case .bottomMargin: Placement(axis: 1, vertical: true, share: 1, margin: true)
    case .leadingMargin: Placement(axis: 0, vertical: false, share: rtl ? 1 : 0, margin: true)
    case .trailingMargin: Placement(axis: 0, vertical: false, share: rtl ? 0 : 1, margin: true)
    case .centerXWithinMargins: Placement(axis: 0, vertical: false, share: 0.5, margin: true)
    case .centerYWithinMargins: Placement(axis: 1, vertical: true, share: 0.5, margin: true)
    case .notAnAttribute: Placement(axis: -1, vertical: false, share: 0, margin: false)
    }
  }

  /// The constant part of a margin or baseline attribute of `view` (its
  /// margins read once).
  func offset(of attribute: LayoutAttribute, in view: LayoutView) -> Double {
    let rtl = builtDirection == .rightToLeft
    switch attribute {
    case .firstBaseline: return view.effectiveFirstBaseline ?? 0
    case .lastBaseline: return -(view.effectiveLastBaseline ?? 0)
    default: break
    }
    let m = margins(of: view)
    switch attribute {
    case .leftMargin: return m.left
    case .rightMargin: return -m.right
    case .topMargin: return m.top
    case .bottomMargin: return -m.bottom
    case .leadingMargin: return rtl ? -m.right : m.left
    case .trailingMargin: return rtl ? m.left : -m.right
    case .centerXWithinMargins: return 0.5 * (m.left - m.right)
    case .centerYWithinMargins: return 0.5 * (m.top - m.bottom)
    default: return 0
    }
  }

  /// The current constant of `c`: the adaptive value when it has one.
  func effectiveConstant(_ c: LayoutConstraint) -> Double {
    guard c.hasAdaptiveConstant, let a = c.adaptiveConstant else { return c.constant }
    let screen = root.storedFrame.size
    return a.value(screen: screen) { item in
      (item as? LayoutView)?.storedFrame.size ?? (item as? LayoutGuide)?.layoutFrame.size ?? .zero
    }
  }

  static func strength(_ p: LayoutPriority) -> Strength {
    p.isRequired ? .required : Strength(priority: Double(p.rawValue))
  }

  static func relation(_ r: LayoutRelation) -> Relation {
    switch r {
    case .equal: return .equal
    case .lessThanOrEqual: return .lessThanOrEqual
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }

  /// Adds an installed constraint to the solver, or records it as broken.
  func addUser(_ c: LayoutConstraint) {
    var origins = takeScratch(&originScratch)
    defer { swap(&origins, &originScratch) }
    guard case .ready(let sc, let base) = translate(c, origins: &origins, readOnly: false) else { return }
    commit(c, sc, base: base, into: solver)
  }

  /// A constraint in the solver's terms (see ``translate(_:origins:readOnly:)``).
  enum Translation {
    /// The solver's constraint and the part of its constant that is not
    /// the user's (margins, baselines, the holder's origin).
    case ready(Constraint, Double)
    /// An item no longer exists: nothing to add.
    case gone
    /// Translating would write the engine's state (see `readOnly`).
    case deferred
  }

  /// `first − multiplier·second − constant` in the solver's variables.
  ///
  /// With `readOnly`, a constraint whose translation would write anything
  /// shared (variables for an item that has none yet, the views whose
  /// margins follow the safe area, a stack's baseline choice) is
  /// `.deferred` instead: a helper thread translates only what it can
  /// without a write (`LayoutEngine+HelperThread.swift`).
  func translate(
    _ c: LayoutConstraint, origins: inout [(part: OriginPart, at: Int)], readOnly: Bool
  ) -> Translation {
    guard let first = c.firstItem, !c.hasSecondItem || c.secondItemIsAlive else { return .gone }
    if readOnly && !translatesWithoutWrites(c, first) { return .deferred }
    // `first − multiplier·second`, built in one array (composing
    // expressions allocated an array per operator, a fifth of a build).
    var terms: [Term] = []
    terms.reserveCapacity(6)
    while !origins.isEmpty { origins.removeLast() }
    var bodyConstant = appendTerms(first, c.firstAttribute, times: 1, to: &terms, origins: &origins)
    if let second = c.secondItem {
      bodyConstant += appendTerms(second, c.secondAttribute, times: -c.multiplier, to: &terms, origins: &origins)
    }
    let k = solverSign(c) * effectiveConstant(c)
    // Positions with a multiplier other than 1 are measured in the
    // coordinate space of the view that holds the constraint, as Apple's
    // engine does: (a − o) == m·(b − o) + k, with o the holder's origin.
    if c.hasSecondItem, c.multiplier != 1, c.firstAttribute.isLocation, let holder = c.installedView,
      holder !== root, let axis = c.firstAttribute.axis
    {
      let o = vars(holder)
      if hasAnchors {
        origins.append(
          (OriginPart(item: o.index, axis: axis == .horizontal ? 0 : 1, k: c.multiplier - 1), terms.count))
      }
      terms.append(Term(axis == .horizontal ? o.x : o.y, c.multiplier - 1))
    }
    if hasAnchors { anchorOrigins(origins, in: &terms) }
    // No label: conflicts are reported through `owners`, which names the
    // user's constraint only when a report asks (describing every
    // constraint up front was a quarter of a 1,000-view build). The terms
    // move into it (no copy, no retain and release of their array).
    let sc = Constraint(
      Expression(consume terms, constant: bodyConstant - k),
      Self.relation(solverSign(c) < 0 ? c.relation.flipped : c.relation), strength: Self.strength(c.priority))
    return .ready(sc, bodyConstant)
  }

  /// Whether translating `c` writes nothing the engine shares: every item
  /// (and the holder, for a multiplied position) has its variables, no
  /// margin follows the safe area, no baseline is a stack's.
  func translatesWithoutWrites(_ c: LayoutConstraint, _ first: any LayoutItem) -> Bool {
    // Placed where its slot says (`known` would build the map otherwise).
    func placed(_ item: any LayoutItem) -> Bool {
      guard let slot = Self.engineSlot(of: item) else { return variables[ObjectIdentifier(item)] != nil }
      return placedIndex(of: item, slot: slot) != nil
    }
    func plain(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> Bool {
      guard placed(item) else { return false }
      if (attribute == .firstBaseline || attribute == .lastBaseline) && item is LayoutStackView { return false }
      // `margins(of:)` notes such a view (see `safeAreaWindow(underMarginsOf:)`).
      if Self.placement(of: attribute, rtl: false).margin, let view = item as? LayoutView, view !== root,
        safeAreaWindow(underMarginsOf: view) != nil
      {
        return false
      }
      return true
    }
    guard plain(first, c.firstAttribute) else { return false }
    if let second = c.secondItem, !plain(second, c.secondAttribute) { return false }
    if c.multiplier != 1, let holder = c.installedView, !placed(holder) { return false }
    return true
  }

  /// Adds a translated constraint to the solver, or records it as broken.
  ///
  /// `solver` is the engine's, passed in so that a loop of commits holds
  /// it once (read from the engine in each, it was retained and released
  /// around every constraint added).
  func commit(_ c: LayoutConstraint, _ sc: consuming Constraint, base bodyConstant: Double, into solver: Solver) {
    commit(
      .passRetained(c), sc, base: bodyConstant, adaptive: c.hasAdaptiveConstant, expectedPlace: -1, into: solver)
  }

  /// The same, for a user constraint already retained for its entry, with
  /// whether its constant is adaptive, and the entry's place the
  /// constraint was told (`engineEntry`) by whoever translated it: the
  /// helper thread does all three while it reads the constraint anyway,
  /// so this thread touches the constraint only when the place turns out
  /// other than expected (an earlier constraint broke) or it breaks. The
  /// first touch of every user constraint on this thread was a cache miss
  /// on a line the helper's core held.
  func commit(
    _ retained: Unmanaged<LayoutConstraint>, _ sc: consuming Constraint, base bodyConstant: Double,
    adaptive isAdaptive: Bool, expectedPlace: Int, into solver: Solver
  ) {
    if isAdaptive { adaptive.append(retained.takeUnretainedValue()) }
    do {
      try solver.addConstraint(sc)
      let c = retained.takeRetainedValue()
      if ownersComplete { owners[ObjectIdentifier(sc)] = .user(c) }
      // The part of the solver constant that is not the user's constant
      // (margins, baselines, the holder's origin): a later constant
      // change keeps it.
      solverConstraint.insert(
        SolverEntry(user: consume c, constraint: consume sc, base: bodyConstant), expectedPlace: expectedPlace)
    } catch {
      let c = retained.takeRetainedValue()
      record(conflict: error, broken: .user(c), key: ObjectIdentifier(c))
    }
  }

  /// The constraints the engine adds for a view: autoresizing, intrinsic
  /// size, margins and safe-area guides.
  func addSystemConstraints(for view: LayoutView) {
    let v = vars(view)
    if view !== root, view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
      addAutoresizing(view, v, vars(parent), parent.storedFrame.size)
    }
    for axis in LayoutAxis.allCases {
      guard let size = view.effectiveIntrinsicSize[axis] else { continue }
      let d = axis == .horizontal ? v.w : v.h
      let hugging = view.contentHuggingPriority(for: axis)
      let resisting = view.contentCompressionResistancePriority(for: axis)
      let label = SystemLabel.content(view: view.name, axis: axis, size: size, hugging: hugging, resisting: resisting)
      // `d − size` made in one array (through the operator, two).
      let body = Expression([Term(d, 1)], constant: -size)
      // Both optional (nearly always): one preference with two sides, a
      // row where the pair of inequalities takes two (the same optimum).
      if let both = Constraint(body, above: Self.strength(hugging), below: Self.strength(resisting)) {
        addSystem(both, label, view)
        v.content[axis] = (both, both)
        continue
      }
      let hug = Constraint(body, .lessThanOrEqual, strength: Self.strength(hugging))
      let resist = Constraint(body, .greaterThanOrEqual, strength: Self.strength(resisting))
      addSystem(hug, label.side(hugging: true), view)
      addSystem(resist, label.side(hugging: false), view)
      v.content[axis] = (hug, resist)
    }
    if view.contentMeasure != nil { registerMeasured(view, width: v.w) }
    for guide in view.layoutGuides {
      switch guide.role {
      case .user, .stackHelper: break
      case .margins: addMarginsGuide(guide, of: view, v)
      case .safeArea: addSafeAreaGuide(guide, of: view, v)
      }
    }
  }

  func addMarginsGuide(_ guide: LayoutGuide, of view: LayoutView, _ v: ItemVariables) {
    let g = vars(guide)
    let m = margins(of: view)
    let what = SystemLabel.guide(guide.name, role: "layout margins")
    addSystem(anchored(g.x == v.x + m.left, [g, v]), what, view)
    addSystem(anchored(g.y == v.y + m.top, [g, v]), what, view)
    addSystem(g.w == v.w - (m.left + m.right), what, view)
    addSystem(g.h == v.h - (m.top + m.bottom), what, view)
  }

  /// The safe-area guide: for the root, the window's safe rectangle; for
  /// any other view, its own rectangle inset by the part of it the
  /// window's unsafe strips cover, as found at the previous pass
  /// (UIKit's `safeAreaInsets`). The insets are constants, so the guide
  /// follows the view and never moves it; `LayoutEngine+SafeAreaMargins`
  /// measures them after each pass and solves again when they moved.
  func addSafeAreaGuide(_ guide: LayoutGuide, of view: LayoutView, _ v: ItemVariables) {
    let g = vars(guide)
    let what = SystemLabel.guide(guide.name, role: "safe area")
    func add(_ c: Constraint) { addSystem(anchored(c, [g, v]), what, view) }
    guard view === root else {
      let i = safeAreaInsets(of: view)
      add(g.x == v.x + i.left)
      add(g.y == v.y + i.top)
      addSystem(g.w == v.w - (i.left + i.right), what, view)
      addSystem(g.h == v.h - (i.top + i.bottom), what, view)
      return
    }
    let inset = (root as? LayoutWindow)?.safeAreaInsets ?? .zero
    let prefer = Self.windowStrength
    add(g.x >= v.x)
    add(g.x >= inset.left)
    add(Constraint(g.x - v.x, .equal, strength: prefer))
    add(g.y >= v.y)
    add(g.y >= inset.top)
    add(Constraint(g.y - v.y, .equal, strength: prefer))
    add(g.x + g.w <= v.x + v.w)
    add(g.x + g.w <= rootWidth - inset.right)
    add(Constraint(g.x + g.w - (v.x + v.w), .equal, strength: prefer))
    add(g.y + g.h <= v.y + v.h)
    add(g.y + g.h <= rootHeight - inset.bottom)
    add(Constraint(g.y + g.h - (v.y + v.h), .equal, strength: prefer))
  }

  /// UIKit's autoresizing: the frame holds, and a change of the superview's
  /// size (from the size it had when the constraints were made) is shared
  /// among the flexible parts in proportion to their current sizes (equally
  /// if they are all zero).
  func addAutoresizing(_ view: LayoutView, _ v: ItemVariables, _ p: ItemVariables, _ size0: LayoutSize) {
    // The solver places alignment rectangles; a frame is relative to the
    // parent's frame, whose origin is its alignment origin less its insets.
    let parentInsets = view.superview.map { $0 === root ? .zero : $0.alignmentRectInsets } ?? .zero
    let aligned = view.alignmentRect(forFrame: view.storedFrame)
    let f = LayoutRect(
      x: aligned.minX - parentInsets.left, y: aligned.minY - parentInsets.top, width: aligned.width,
      height: aligned.height)
    let mask = view.autoresizingMask
    let what = SystemLabel.autoresizing(view: view.name, frame: f)
    func axis(
      _ pos: Variable, _ len: Variable, _ parentPos: Variable, _ parentLen: Variable, origin: Double,
      length: Double, parentLength: Double, flexible: (Bool, Bool, Bool)
    ) {
      let parts = [origin, length, parentLength - origin - length]
      let flags = [flexible.0, flexible.1, flexible.2]
      let total = zip(parts, flags).filter(\.1).reduce(0) { $0 + max(0, $1.0) }
      let count = Double(flags.filter { $0 }.count)
      func share(_ i: Int) -> Double {
        guard flags[i] else { return 0 }
        return total > 0 ? max(0, parts[i]) / total : 1 / count
      }
      let (pl, pw) = (share(0), share(1))
      // pos = parentPos + origin + pl·(parentLen − parentLength)
      addSystem(anchored(pos - parentPos - pl * parentLen == origin - pl * parentLength, [v, p]), what, view)
      addSystem(len - pw * parentLen == length - pw * parentLength, what, view)
    }
    axis(
      v.x, v.w, p.x, p.w, origin: f.minX, length: f.width, parentLength: size0.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ))
    axis(
      v.y, v.h, p.y, p.h, origin: f.minY, length: f.height, parentLength: size0.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
      ))
  }
}
