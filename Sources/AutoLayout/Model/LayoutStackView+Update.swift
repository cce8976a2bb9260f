/// Keeping a stack's generated constraints up to date: each change
/// recomputes the constraints of the items it can affect, and of the stack
/// itself, and changes only those that differ.
extension LayoutStackView {
  /// Brings the generated constraints up to date after a change at index
  /// `index` (an item inserted, shown, hidden, or after a removed one), or
  /// after a change of the stack alone (nil). `everything` recomputes
  /// every item's constraints (a property that governs all of them).
  ///
  /// Besides the changed item and the one after it (its gap), an item's
  /// constraints refer to the first item, the first and second visible
  /// ones and, through the gaps at the ends, the last visible one: when
  /// one of those changes, the items that refer to it are recomputed too.
  ///
  /// Outside a window that has been laid out (no engine at the root), the
  /// work waits: the stack is marked, and one full recomputation runs when
  /// its constraints are read or its window is first laid out
  /// (`flushPendingUpdate()`). A stack built view by view, property by
  /// property, before it is shown — the usual case, in code or from a
  /// storyboard — then makes each constraint once instead of remaking its
  /// neighbours' at every step.
  func update(from index: Int? = nil, everything: Bool = false) {
    if rootView.engineStorage == nil {
      stackUpdatePending = true
      // A serial taken now, as eager generation would have taken it, for
      // the constraints the flush makes: the solver then receives them
      // before constraints activated after this change, and after those
      // activated before it (which constraint breaks in a conflict
      // depends on that order).
      let root = rootView
      root.activationCounter &+= 1
      pendingSerial = root.activationCounter
      return
    }
    if stackUpdatePending {
      flushPendingUpdate()
      return
    }
    apply(from: index, everything: everything)
  }

  /// Runs the recomputation that `update` put off, if any.
  func flushPendingUpdate() {
    guard stackUpdatePending else { return }
    stackUpdatePending = false
    apply(from: nil, everything: true, serial: pendingSerial)
  }

  /// The recomputation itself (see `update(from:everything:)`).
  func apply(from index: Int?, everything: Bool, serial: UInt64? = nil) {
    updateHelpers()
    var arrangement = StackArrangement(self)
    let context = arrangement.context
    let old = lastContext
    lastContext = context
    let count = arrangedSubviews.count
    // Equal lengths refer to the first visible item; equal gaps to the gap
    // before the second one.
    let gaps = distribution == .equalSpacing || distribution == .equalCentering
    let firstMoved = context.firstVisible != old.firstVisible
    let secondMoved = context.secondVisible != old.secondVisible
    let all =
      everything || context.first != old.first || context.usesSpanner != old.usesSpanner
      || (firstMoved && (distribution == .fillEqually || gaps)) || (secondMoved && gaps)
    var ranges: [Range<Int>] = []
    if all {
      ranges = [0..<count]
    } else {
      if let i = index, i < count {
        ranges.append(i..<((arrangement.nextVisible(after: i) ?? count - 1) + 1))
      }
      if firstMoved || secondMoved {
        // The gaps before the first visible item (all empty) and up to the
        // second one change their constants.
        let end = arrangement.firstVisible.flatMap { arrangement.nextVisible(after: $0) } ?? count - 1
        ranges.append(0..<(end + 1))
      }
      if context.lastVisible != old.lastVisible {
        let start = arrangement.lastVisible.flatMap { arrangement.previousVisible(before: $0) } ?? 0
        ranges.append(start..<count)
      }
    }
    reconcile(&arrangement, ranges: ranges, serial: serial)
  }

  /// Recomputes the constraints of the items in `ranges` and of the stack,
  /// then removes the ones no longer wanted before adding the new ones (so
  /// that a moved edge never contradicts its old position).
  func reconcile(_ arrangement: inout StackArrangement, ranges: [Range<Int>], serial: UInt64? = nil) {
    if ranges.count == 1 && stackConstraints.isEmpty && itemConstraints.isEmpty {
      generateFirst(&arrangement, range: ranges[0], serial: serial)
      return
    }
    var retired: [LayoutConstraint] = []
    var added: [LayoutConstraint] = []
    // Items already done, when ranges may overlap (one range cannot).
    var done = ranges.count > 1 ? [Bool](repeating: false, count: arrangedSubviews.count) : []
    if ranges.count == 1 { itemConstraints.reserveCapacity(ranges[0].count) }
    for range in ranges {
      for i in range {
        if !done.isEmpty {
          if done[i] { continue }
          done[i] = true
        }
        let view = arrangedSubviews[i]
        let id = ObjectIdentifier(view)
        updateGapGuide(for: view, needed: arrangement.needsGap(at: i))
        // Emptied in place: one buffer for every item's specs.
        arrangement.clearOut()
        arrangement.itemConstraints(at: i)
        recomputedCount += arrangement.out.count
        let kept = Self.match(itemConstraints[id] ?? [], arrangement.out, retired: &retired, added: &added)
        itemConstraints[id] = kept.isEmpty ? nil : kept
      }
    }
    arrangement.clearOut()
    arrangement.stackConstraints()
    recomputedCount += arrangement.out.count
    stackConstraints = Self.match(stackConstraints, arrangement.out, retired: &retired, added: &added)
    if retired.count > 16 {
      // One pass over the stack's constraints for all of them (each one
      // alone would search and shift the list).
      LayoutConstraint.deactivate(retired)
    } else {
      for c in retired { retire(c) }
    }
    // Room for them at once (growing by appends reallocated the list
    // several times per stack), still geometric for one at a time.
    let needed = installedConstraints.count + added.count
    if needed > installedConstraints.capacity {
      installedConstraints.reserveCapacity(max(needed, 2 * installedConstraints.capacity))
    }
    LayoutConstraint.install(added, on: self, serial: serial)
  }

  /// `reconcile` for a stack that has no generated constraint yet (its
  /// first generation, usually at its window's first layout): nothing to
  /// pair or retire. The constraints are made into one list, in the order
  /// `reconcile` installs them (the items' in order, then the stack's),
  /// which becomes (or joins) the stack's installed list; each item's
  /// list is a copy of its part. No list of additions, no key, no look-up
  /// of an item's existing constraints.
  func generateFirst(_ arrangement: inout StackArrangement, range: Range<Int>, serial: UInt64?) {
    // Every spec first, in one buffer, and where each item's end.
    var ends: [Int] = []
    ends.reserveCapacity(range.count)
    arrangement.clearOut()
    arrangement.out.reserveCapacity(4 * range.count + 8)
    for i in range {
      updateGapGuide(for: arrangedSubviews[i], needed: arrangement.needsGap(at: i))
      arrangement.itemConstraints(at: i)
      ends.append(arrangement.out.count)
    }
    arrangement.stackConstraints()
    let specs = arrangement.out
    recomputedCount += specs.count
    // Every constraint, in the order of installation, made straight into
    // one list (no append call per constraint).
    let all = specs.withUnsafeBufferPointer { specs in
      [LayoutConstraint](unsafeUninitializedCapacity: specs.count) { buffer, initialized in
        guard let from = specs.baseAddress, let to = buffer.baseAddress else { return }
        for k in specs.indices { (to + k).initialize(to: StackArrangement.Spec.make(from + k)) }
        initialized = specs.count
      }
    }
    itemConstraints.reserveCapacity(range.count)
    var from = 0
    for (i, end) in zip(range, ends) where end > from {
      itemConstraints[ObjectIdentifier(arrangedSubviews[i])] = Array(all[from..<end])
      from = end
    }
    stackConstraints = Array(all[from...])
    let start = installedConstraints.count
    if start == 0 {
      // The list itself moves in (a stack rarely holds constraints of its
      // own before its first generation).
      installedConstraints = consume all
    } else {
      let needed = start + all.count
      if needed > installedConstraints.capacity {
        installedConstraints.reserveCapacity(max(needed, 2 * installedConstraints.capacity))
      }
      installedConstraints.append(contentsOf: all)
    }
    LayoutConstraint.noteInstalled(on: self, from: start, serial: serial)
  }

  /// Pairs each wanted constraint with an existing one of the same key
  /// (moving its constant if that differs), makes the rest, and lists the
  /// existing ones left over. Returns the constraints in `specs` order.
  static func match(
    _ existing: [LayoutConstraint], _ specs: [StackArrangement.Spec], retired: inout [LayoutConstraint],
    added: inout [LayoutConstraint]
  ) -> [LayoutConstraint] {
    var kept: [LayoutConstraint] = []
    kept.reserveCapacity(specs.count)
    if existing.isEmpty {
      // Nothing to pair with (a stack's first generation): no keys.
      // Through the buffer: each spec is read in place, not copied out.
      specs.withUnsafeBufferPointer { specs in
        for i in specs.indices {
          let c = specs[i].make()
          added.append(c)
          kept.append(consume c)
        }
      }
      return kept
    }
    let unused = existing
    // Lists are short but for the stack's proportional lengths: a search
    // in the short ones, a table for the long ones.
    var table: [StackArrangement.Key: [Int]] = [:]
    if unused.count > 16 {
      for (k, c) in unused.enumerated().reversed() { table[StackArrangement.Key(c), default: []].append(k) }
    }
    // Each existing constraint's key, made once (made per comparison, the
    // search below built a key, with its look-ups, for every pair).
    let unusedKeys = unused.count > 16 ? [] : unused.map(StackArrangement.Key.init)
    var taken = [Bool](repeating: false, count: unused.count)
    for spec in specs {
      let key = spec.key
      var found: Int?
      if unused.count > 16 {
        found = table[key]?.popLast()
      } else {
        found = unusedKeys.indices.first { !taken[$0] && unusedKeys[$0] == key }
      }
      if let k = found {
        taken[k] = true
        let c = unused[k]
        if c.constant != spec.constant { c.constant = spec.constant }
        kept.append(c)
      } else {
        let c = spec.make()
        kept.append(c)
        added.append(c)
      }
    }
    for (k, c) in unused.enumerated() where !taken[k] { retired.append(c) }
    return kept
  }

  /// Deactivates a generated constraint, looking for it from the end of
  /// ``LayoutView/constraints`` (the recent ones are the ones that change
  /// while a stack grows, so this stays O(1) there).
  func retire(_ c: LayoutConstraint) {
    guard c.installedView === self, let i = installedConstraints.lastIndex(where: { $0 === c }) else {
      c.deactivate()
      return
    }
    let engine = rootView.engineStorage
    installedConstraints.remove(at: i)
    c.installedView = nil
    engine?.constraintRemoved(c)
  }

  /// Forgets an arranged view (removed from the arrangement or from the
  /// subviews): its constraints, its custom spacing and its gap guide go.
  func forget(_ view: LayoutView) {
    let id = ObjectIdentifier(view)
    guard arrangedIDs.remove(id) != nil, let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: i)
    customSpacings[id] = nil
    for c in itemConstraints.removeValue(forKey: id) ?? [] { retire(c) }
    updateGapGuide(for: view, needed: false)
    update(from: i)
  }

  /// Makes or drops the gap guide before `view`.
  func updateGapGuide(for view: LayoutView, needed: Bool) {
    let id = ObjectIdentifier(view)
    if needed && gapGuides[id] == nil {
      gapSerial += 1
      let g = LayoutGuide(name: "\(name).UISV-gap-\(gapSerial)", role: .stackHelper, owner: self)
      addLayoutGuide(g)
      gapGuides[id] = g
    } else if !needed, !gapGuides.isEmpty, let g = gapGuides.removeValue(forKey: id) {
      removeLayoutGuide(g)
    }
  }

  /// Makes the spanner and the empty spacer where the arrangement needs
  /// them (hiding every arranged view is the one case that adds one
  /// later, with a rebuild).
  func updateHelpers() {
    func helper(_ suffix: String) -> LayoutGuide {
      // Joined, not interpolated (the same text, one append less).
      let g = LayoutGuide(name: self.name + suffix, role: .stackHelper, owner: self)
      addLayoutGuide(g)
      return g
    }
    let weak = alignment != .fill
    let visible = arrangedSubviews.first.map { _ in arrangedSubviews.contains { !$0.isHidden } } ?? false
    if spanner == nil && ((arrangedSubviews.count >= 2 && weak) || !visible) {
      spanner = helper(".UISV-alignment-spanner")
    }
    if emptySpacer == nil && !visible { emptySpacer = helper(".UISV-empty-spacer") }
  }

  /// For tests: whether the constraints kept up to date change by change
  /// are exactly those a full recomputation gives (the same keys and
  /// constants, in any order), all installed on the stack, with a gap
  /// guide exactly where one is needed.
  func matchesFullRecomputation() -> Bool {
    flushPendingUpdate()
    var arrangement = StackArrangement(self)
    var gaps = 0
    for (i, v) in arrangedSubviews.enumerated() {
      let needed = arrangement.needsGap(at: i)
      if needed != (gapGuides[ObjectIdentifier(v)] != nil) { return false }
      if needed { gaps += 1 }
      arrangement.itemConstraints(at: i)
    }
    arrangement.stackConstraints()
    guard gaps == gapGuides.count else { return false }
    var wanted: [StackArrangement.Key: [Double]] = [:]
    for spec in arrangement.out { wanted[spec.key, default: []].append(spec.constant) }
    var have: [StackArrangement.Key: [Double]] = [:]
    for c in generatedConstraints {
      guard c.installedView === self else { return false }
      have[StackArrangement.Key(c), default: []].append(c.constant)
    }
    return wanted.mapValues { $0.sorted() } == have.mapValues { $0.sorted() }
  }
}
