internal import Cassowary

/// The layout pass's last step: solver values into frames.
extension LayoutEngine {
  /// Reads every item's x, y, width and height in one pass over resolved
  /// solver slots, then sets frames relative to superviews. The plan (which
  /// slot is whose, and whose parent) is made once per rebuild: the
  /// hierarchy cannot change without one.
  func writeFrames() {
    if frameSlots == nil || framePlanCount != items.count { makeFramePlan() }
    // Rounding rewrites the values in place, so a rounded pass reads all;
    // so does the pass after a frame was set by hand (it is overwritten).
    let rounding = (root as? LayoutWindow).flatMap { $0.roundsToPixels && $0.scale > 0 ? $0.scale : nil }
    // The slots are read in place (a copy would retain and release each
    // of their arrays on every pass).
    let partial = rounding == nil && !framesTouched
    // A pass that holds a list of views to write (and no guides) can take
    // a run of one constraint's changes as straight lines (`writeLinear`).
    let linear = partial && writeList?.guides.isEmpty == true
    let read =
      linear
      ? frameSlots?.readChangedValues(
        from: solver, into: &frameValues, changed: &changedSlots, rates: &frameRates, partial: true)
      : frameSlots?.readChangedValues(from: solver, into: &frameValues, changed: &changedSlots, partial: partial)
    guard let read else { return }
    framesTouched = false
    if read != .all { partialFramePasses += 1 }
    if let scale = rounding { roundFrameValues(scale: scale) }
    if case .linear(let offset) = read {
      // A resize step in a run the solver deferred: no value was read.
      writeLinear(offset: offset)
      linearFramePasses += 1
      return
    }
    if read == .sameAsLast || read == .linearStart, let list = writeList {
      // The same values moved as in the last pass (a resize step): the
      // same frames need writing, and the list of them is at hand.
      frameValues.withUnsafeBufferPointer { writeListed(list, values: $0) }
      if read == .linearStart { makeLinearFrames(list) }
      return
    }
    writeList = nil
    // Per planned item, the pass in which its values (or its origin) last
    // moved: stamps, so nothing needs clearing between passes. A full read
    // writes every frame without consulting them.
    let itemCount = frameValues.count / 4
    if movedItems.count != itemCount || passStamp == .max {
      movedItems = [UInt32](repeating: 0, count: itemCount)
      originMoved = [UInt32](repeating: 0, count: itemCount)
      passStamp = 0
    }
    passStamp += 1
    let stamp = passStamp
    var list = WriteList()
    movedItems.withUnsafeMutableBufferPointer { moved in
      originMoved.withUnsafeMutableBufferPointer { origin in
        changedSlots.withUnsafeBufferPointer { changed in
          for p in changed {
            moved[p >> 2] = stamp
            if p & 3 < 2 { origin[p >> 2] = stamp }
          }
        }
        let m = read != .all ? (UnsafeBufferPointer(moved), UnsafeBufferPointer(origin), stamp) : nil
        list = plannedWrites(moved: m)
        frameValues.withUnsafeBufferPointer { values in
          writeListed(list, values: values)
          if !insetViewPlan.isEmpty || !insetGuidePlan.isEmpty { writeInset(values: values, moved: m) }
        }
      }
    }
    // Kept for the next pass when only the plain plans are involved (the
    // inset plans are always filtered afresh).
    if read == .some && insetViewPlan.isEmpty && insetGuidePlan.isEmpty { writeList = list }
  }

  /// Entries of `viewPlan` and `guidePlan` to write; the last partial
  /// pass's is kept for the next one when the same values move again.
  struct WriteList {
    var views: [Int32] = []
    var guides: [Int32] = []
  }

  /// Sets the frames of the listed plan entries from root-space values
  /// (a root keeps its origin, the window's).
  func writeListed(_ list: WriteList, values: UnsafeBufferPointer<Double>) {
    viewPlan.withUnsafeBufferPointer { plan in
      for i in list.views {
        let entry = plan[Int(i)]
        let slot = Int(entry.slot), parent = Int(entry.parent)
        let frame: LayoutRect
        if parent >= 0 {
          frame = LayoutRect(
            x: values[4 * slot] - values[4 * parent], y: values[4 * slot + 1] - values[4 * parent + 1],
            width: values[4 * slot + 2], height: values[4 * slot + 3])
        } else {
          let old = entry.view._withUnsafeGuaranteedRef { $0.storedFrame }
          frame = LayoutRect(x: old.minX, y: old.minY, width: values[4 * slot + 2], height: values[4 * slot + 3])
        }
        entry.view._withUnsafeGuaranteedRef { $0.storedFrame = frame }
      }
    }
    guidePlan.withUnsafeBufferPointer { plan in
      for i in list.guides {
        let entry = plan[Int(i)]
        let (g, o) = (4 * Int(entry.slot), 4 * Int(entry.owner))
        let frame = LayoutRect(
          x: values[g] - values[o], y: values[g + 1] - values[o + 1], width: values[g + 2], height: values[g + 3])
        entry.guide._withUnsafeGuaranteedRef { $0.layoutFrame = frame }
      }
    }
  }

  /// The listed views' frames as lines in a linear run's offset: the frame
  /// just written, and its rate from `frameRates` (a frame is relative to
  /// the parent's origin, so an origin's rate is the difference of two).
  func makeLinearFrames(_ list: WriteList) {
    linearFrames.removeAll(keepingCapacity: true)
    linearFrames.reserveCapacity(list.views.count)
    frameRates.withUnsafeBufferPointer { rate in
      viewPlan.withUnsafeBufferPointer { plan in
        for i in list.views {
          let entry = plan[Int(i)]
          let s = 4 * Int(entry.slot), p = 4 * Int(entry.parent)
          let dx = p >= 0 ? rate[s] - rate[p] : 0, dy = p >= 0 ? rate[s + 1] - rate[p + 1] : 0
          linearFrames.append(
            LinearFrame(
              view: entry.view, base: entry.view._withUnsafeGuaranteedRef { $0.storedFrame },
              rate: LayoutRect(x: dx, y: dy, width: rate[s + 2], height: rate[s + 3])))
        }
      }
    }
  }

  /// Sets the frames of a linear run's views at `offset`.
  func writeLinear(offset t: Double) {
    linearFrames.withUnsafeBufferPointer { lines in
      for line in lines {
        let (b, r) = (line.base, line.rate)
        let frame = LayoutRect(
          x: b.minX + r.minX * t, y: b.minY + r.minY * t, width: b.width + r.width * t,
          height: b.height + r.height * t)
        line.view._withUnsafeGuaranteedRef { $0.storedFrame = frame }
      }
    }
  }

  /// The entries of `viewPlan` and `guidePlan` whose frames a pass sets:
  /// those that moved, or whose parent's origin moved (all of them when
  /// `moved` is nil). A frame is relative to the parent's origin, so a
  /// parent that only changes size leaves its subviews' frames alone.
  func plannedWrites(
    moved: (any: UnsafeBufferPointer<UInt32>, origin: UnsafeBufferPointer<UInt32>, stamp: UInt32)?
  ) -> WriteList {
    var list = WriteList()
    guard let m = moved else {
      list.views = (0..<Int32(viewPlan.count)).map { $0 }
      list.guides = (0..<Int32(guidePlan.count)).map { $0 }
      return list
    }
    for (i, entry) in viewPlan.enumerated() {
      let slot = Int(entry.slot), parent = Int(entry.parent)
      if m.any[slot] == m.stamp || (parent >= 0 && m.origin[parent] == m.stamp) {
        list.views.append(Int32(truncatingIfNeeded: i))
      }
    }
    for (i, entry) in guidePlan.enumerated()
    where m.any[Int(entry.slot)] == m.stamp || m.origin[Int(entry.owner)] == m.stamp {
      list.guides.append(Int32(truncatingIfNeeded: i))
    }
    return list
  }

  /// The frames of views and guides touched by alignment insets: the
  /// solver's alignment rectangles outset, relative to the parent's frame.
  func writeInset(
    values: UnsafeBufferPointer<Double>,
    moved: (any: UnsafeBufferPointer<UInt32>, origin: UnsafeBufferPointer<UInt32>, stamp: UInt32)?
  ) {
    for entry in insetViewPlan {
      if let m = moved, m.any[entry.slot] != m.stamp && (entry.parent < 0 || m.origin[entry.parent] != m.stamp) {
        continue
      }
      let o = entry.outset
      var x = values[4 * entry.slot] - o.left, y = values[4 * entry.slot + 1] - o.top
      if entry.parent >= 0 {
        x -= values[4 * entry.parent] - entry.parentOutset.left
        y -= values[4 * entry.parent + 1] - entry.parentOutset.top
      } else {
        let frame = entry.view._withUnsafeGuaranteedRef { $0.storedFrame }
        x = frame.minX
        y = frame.minY
      }
      let frame = LayoutRect(
        x: x, y: y, width: values[4 * entry.slot + 2] + o.width, height: values[4 * entry.slot + 3] + o.height)
      entry.view._withUnsafeGuaranteedRef { $0.storedFrame = frame }
    }
    for entry in insetGuidePlan {
      if let m = moved, m.any[entry.slot] != m.stamp && m.origin[entry.owner] != m.stamp { continue }
      let (g, o) = (4 * entry.slot, 4 * entry.owner)
      let frame = LayoutRect(
        x: values[g] - (values[o] - entry.ownerOutset.left), y: values[g + 1] - (values[o + 1] - entry.ownerOutset.top),
        width: values[g + 2], height: values[g + 3])
      entry.guide._withUnsafeGuaranteedRef { $0.layoutFrame = frame }
    }
  }

  /// Rounds every frame's edges, in root coordinates, to the nearest pixel
  /// (ties up); sizes follow from the rounded edges.
  func roundFrameValues(scale: Double) {
    @inline(__always) func pixel(_ v: Double) -> Double { (v * scale + 0.5).rounded(.down) / scale }
    frameValues.withUnsafeMutableBufferPointer { v in
      var k = 0
      while k + 3 < v.count {
        let x0 = pixel(v[k]), y0 = pixel(v[k + 1])
        let x1 = pixel(v[k] + v[k + 2]), y1 = pixel(v[k + 1] + v[k + 3])
        v[k] = x0
        v[k + 1] = y0
        v[k + 2] = x1 - x0
        v[k + 3] = y1 - y0
        k += 4
      }
    }
  }

  func makeFramePlan() {
    framePlanCount = items.count
    writeList = nil
    // Slots only for what gets a frame: views and guides other than a
    // stack's helpers (whose frames mean nothing), in plan order.
    var varsOf: [ObjectIdentifier: ItemVariables] = [:]
    for entry in items { varsOf[ObjectIdentifier(entry.item)] = entry.vars }
    var plannedVars: [Variable] = []
    var slotOf: [ObjectIdentifier: Int] = [:]
    func slot(_ item: any LayoutItem) -> Int? {
      let id = ObjectIdentifier(item)
      if let i = slotOf[id] { return i }
      guard let v = varsOf[id] else { return nil }
      let i = plannedVars.count / 4
      plannedVars += v.all
      slotOf[id] = i
      return i
    }
    viewPlan = []
    guidePlan = []
    insetViewPlan = []
    insetGuidePlan = []
    for view in root.subtree {
      guard let i = slot(view) else { continue }
      let parentView = view === root ? nil : view.superview
      let parent = parentView.flatMap { slotOf[ObjectIdentifier($0)] } ?? -1
      // The root's frame is the window's: its insets play no part.
      let a = view === root ? .zero : view.alignmentRectInsets
      let pa = parentView.map { $0 === root ? .zero : $0.alignmentRectInsets } ?? .zero
      if a == .zero && pa == .zero {
        viewPlan.append(ViewEntry(view: Unmanaged.passUnretained(view), slot: Int32(i), parent: Int32(parent)))
      } else {
        insetViewPlan.append(
          InsetViewEntry(
            view: Unmanaged.passUnretained(view), slot: i, parent: parent,
            outset: (a.left, a.top, a.left + a.right, a.top + a.bottom), parentOutset: (pa.left, pa.top)))
      }
      for guide in view.layoutGuides where !guide.isStackHelper {
        guard let g = slot(guide) else { continue }
        if a == .zero {
          guidePlan.append(GuideEntry(guide: Unmanaged.passUnretained(guide), slot: Int32(g), owner: Int32(i)))
        } else {
          insetGuidePlan.append(
            InsetGuideEntry(guide: Unmanaged.passUnretained(guide), slot: g, owner: i, ownerOutset: (a.left, a.top)))
        }
      }
    }
    frameSlots = solver.slots(for: plannedVars)
  }
}
