internal import Cassowary

/// The layout pass's last step: solver values into frames, for one
/// engine. It keeps the plan (which four values are whose frame, and whose
/// parent's), the read session the solver fills, and what the last passes
/// wrote, so that a resize writes only the frames that moved.
///
/// **Invariant.** After every pass, each planned view's frame (relative to
/// its parent's) and each planned guide's layout frame is what the solver's
/// current values give, rounded to pixels when the window asks; `values`
/// holds those values, except after a `.linear` read, when the moved ones
/// are `linearFrames` at the run's offset. Only a frame set by hand
/// (`framesTouched`) breaks it until the next pass, which then writes every
/// frame. Debug builds check it after each pass that did not write all
/// (`checkFrames`).
final class FrameWriter {
  /// Frames are written through unmanaged references: a view that is
  /// weakly referenced somewhere has a side table, and an ordinary
  /// retain/release pair per write would take the slow path each time.
  /// A view whose frame the pass writes: its slot of four values (x, y,
  /// width, height in root space) and its parent's slot (-1 for the root).
  /// 16 bytes, so the write loop streams through memory.
  struct ViewEntry {
    let view: Unmanaged<LayoutView>
    let slot: Int32
    let parent: Int32
  }

  /// A view that has alignment insets, or whose parent has: the solver
  /// places alignment rectangles and frames overhang them, and frames are
  /// relative to the parent's frame. Rare, so kept apart from `viewPlan`.
  struct InsetViewEntry {
    let view: Unmanaged<LayoutView>
    let slot: Int
    let parent: Int
    let outset: (left: Double, top: Double, width: Double, height: Double)
    let parentOutset: (left: Double, top: Double)
  }

  /// A view's frame during a linear run: `base + rate × offset`.
  struct LinearFrame {
    let view: Unmanaged<LayoutView>
    let base: LayoutRect
    let rate: LayoutRect
  }

  struct GuideEntry {
    let guide: Unmanaged<LayoutGuide>
    let slot: Int32
    let owner: Int32
  }

  /// A guide whose owner has alignment insets (its layout frame is
  /// relative to the owner's frame).
  struct InsetGuideEntry {
    let guide: Unmanaged<LayoutGuide>
    let slot: Int
    let owner: Int
    let ownerOutset: (left: Double, top: Double)
  }

  /// The values read, one session per plan: four per planned item (x, y,
  /// width, height in root space).
  /// Read in place (`solver.read(&session, …)`): a copy would copy its
  /// arrays on the first write, and a move out and back costs a copy of
  /// the whole session on every pass.
  @exclusivity(unchecked) var session = Solver.ReadSession()
  /// Whether `session` and the plans were made for the current items.
  var hasPlan = false
  var planCount = 0
  /// The variables the session reads, in its order (for `checkFrames`).
  var plannedVariables: [Variable] = []
  /// Per planned item, the partial pass in which any of its values moved,
  /// and in which its origin moved (see `write`).
  @exclusivity(unchecked) var movedItems: [UInt32] = []
  @exclusivity(unchecked) var originMoved: [UInt32] = []
  var passStamp: UInt32 = 0
  /// The plan entries the last partial pass wrote, reused while the same
  /// values keep moving (see `write`).
  @exclusivity(unchecked) var writeList: WriteList?
  /// The frames of `writeList` as straight lines in a linear run's offset,
  /// from the pass that began the run.
  @exclusivity(unchecked) var linearFrames: [LinearFrame] = []
  /// A frame was set by hand since the last pass: the next one writes all.
  var framesTouched = false
  /// Layout passes that wrote only what moved (for tests).
  var partialPasses = 0
  /// Of those, passes that read no value at all (`writeLinear`; for tests).
  var linearPasses = 0
  @exclusivity(unchecked) var viewPlan: [ViewEntry] = []
  @exclusivity(unchecked) var guidePlan: [GuideEntry] = []
  var insetViewPlan: [InsetViewEntry] = []
  var insetGuidePlan: [InsetGuideEntry] = []
  /// The engine's anchors and their depths, per item and axis (see
  /// `LayoutEngine+Anchors`; empty when no origin is anchored).
  var anchors: (of: [Int32], depth: [Int32]) = ([], [])
  /// Per anchored planned origin, its place in the values and its
  /// anchor's, anchors first: a pass adds the anchor's root-space origin.
  var anchorPlan: [(Int32, Int32)] = []
  /// Per value, the value its anchor's origin is (−1: none), for `checkFrames`.
  var anchorOfValue: [Int32] = []
  /// With anchors: the session's values made root-space, which of them
  /// moved in the last read (the session's moved values and every origin
  /// measured from one of them), and their rates in a run.
  @exclusivity(unchecked) var rootValues: [Double] = []
  @exclusivity(unchecked) var rootChanged: [Int] = []
  @exclusivity(unchecked) var rootRates: [Double] = []
  @exclusivity(unchecked) var movedValues: [UInt32] = []
  var anchorStamp: UInt32 = 0
  /// Per value, the values whose anchor it is: `anchorChildren[k]` for `k`
  /// in `anchorChildStart[p]..<anchorChildStart[p + 1]`; and per value, its
  /// depth in the anchor tree (0: root space). A partial read resolves
  /// only what moved and what is measured from it.
  @exclusivity(unchecked) var anchorChildStart: [Int32] = []
  @exclusivity(unchecked) var anchorChildren: [Int32] = []
  @exclusivity(unchecked) var valueDepth: [Int32] = []
  /// The engine's map from an item to its place in `items` (set by the
  /// engine; the plan is made from it).
  var indexOf: (any LayoutItem) -> Int32? = { _ in nil }

  /// Drops the plan (the engine rebuilt: items and variables are new).
  func forgetPlan() {
    hasPlan = false
    session = Solver.ReadSession()
  }

  /// Reads every item's x, y, width and height through the read session,
  /// then sets frames relative to superviews. The plan (which slot is
  /// whose, and whose parent) is made once per rebuild: the hierarchy
  /// cannot change without one.
  func write(solver: Solver, root: LayoutView, items: [LayoutEngine.ItemEntry]) {
    if !hasPlan || planCount != items.count { makePlan(solver: solver, root: root, items: items) }
    // Rounding rewrites the values in place, so a rounded pass reads all;
    // so does the pass after a frame was set by hand (it is overwritten).
    let rounding = (root as? LayoutWindow).flatMap { $0.roundsToPixels && $0.scale > 0 ? $0.scale : nil }
    let partial = rounding == nil && !framesTouched
    // A pass that holds a list of views to write (and no guides) can take
    // a run of one constraint's changes as straight lines (`writeLinear`).
    let linear = partial && writeList?.guides.isEmpty == true
    let read = solver.read(&session, partial: partial, linear: linear)
    framesTouched = false
    if read != .all { partialPasses += 1 }
    if case .linear(let offset) = read {
      // A resize step in a run the solver deferred: no value was read.
      writeLinear(offset: offset)
      linearPasses += 1
      checkFrames(solver: solver, after: read)
      return
    }
    // Anchored origins: the frames come from root-space values, made from
    // the session's after each read (see `resolveAnchors`).
    let anchored = !anchorPlan.isEmpty
    if anchored { resolveAnchors(read) }
    if let scale = rounding {
      if anchored { Self.round(&rootValues, scale: scale) } else { Self.round(&session.values, scale: scale) }
    }
    let values = anchored ? rootValues : session.values
    if read == .sameAsLast || read == .linearStart, let list = writeList {
      // The same values moved as in the last pass (a resize step): the
      // same frames need writing, and the list of them is at hand.
      values.withUnsafeBufferPointer { writeListed(list, values: $0) }
      if read == .linearStart { makeLinearFrames(list, rates: anchored ? rootRates : session.rates) }
      checkFrames(solver: solver, after: read)
      return
    }
    writeList = nil
    let list = writeMoved(values: values, changed: anchored ? rootChanged : session.changed, read: read)
    // Kept for the next pass when only the plain plans are involved (the
    // inset plans are always filtered afresh).
    if read == .some && insetViewPlan.isEmpty && insetGuidePlan.isEmpty { writeList = list }
    checkFrames(solver: solver, after: read)
  }

  /// Writes the frames that a read moved (all of them after `.all`), and
  /// returns the plan entries written.
  func writeMoved(values: [Double], changed: [Int], read: Solver.ChangeRead) -> WriteList {
    // Per planned item, the pass in which its values (or its origin) last
    // moved: stamps, so nothing needs clearing between passes. A full read
    // writes every frame without consulting them.
    let itemCount = values.count / 4
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
        if read != .all {
          changed.withUnsafeBufferPointer { changed in
            for p in changed {
              moved[p >> 2] = stamp
              if p & 3 < 2 { origin[p >> 2] = stamp }
            }
          }
        }
        let m = read != .all ? (UnsafeBufferPointer(moved), UnsafeBufferPointer(origin), stamp) : nil
        list = plannedWrites(moved: m)
        values.withUnsafeBufferPointer { values in
          writeListed(list, values: values)
          if !insetViewPlan.isEmpty || !insetGuidePlan.isEmpty { writeInset(values: values, moved: m) }
        }
      }
    }
    return list
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
  /// just written, and its rate from `rates` (a frame is relative to
  /// the parent's origin, so an origin's rate is the difference of two).
  func makeLinearFrames(_ list: WriteList, rates: [Double]) {
    linearFrames.removeAll(keepingCapacity: true)
    linearFrames.reserveCapacity(list.views.count)
    rates.withUnsafeBufferPointer { rate in
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
  static func round(_ values: inout [Double], scale: Double) {
    @inline(__always) func pixel(_ v: Double) -> Double { (v * scale + 0.5).rounded(.down) / scale }
    values.withUnsafeMutableBufferPointer { v in
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
}

extension FrameWriter {
  /// Debug builds: after a pass that did not read everything, checks the
  /// invariant (see `FrameWriter`): the frames it left equal those the
  /// solver's current values give. Values are read one by one (a read that
  /// does not end a deferred run); a large plan is checked on a stride of
  /// at most 1,024 views and guides per pass, so that the check stays
  /// linear in what a pass may touch.
  func checkFrames(solver: Solver, after read: Solver.ChangeRead) {
    #if DEBUG
      guard read != .all else { return }
      // With anchors, an origin's root-space value is its own plus its
      // anchor's (worked out once per value in this check).
      var known: [Int: Double] = [:]
      func rooted(_ p: Int) -> Double {
        if let v = known[p] { return v }
        var chain = [p]
        while let q = chain.last, q < anchorOfValue.count, anchorOfValue[q] >= 0, known[Int(anchorOfValue[q])] == nil {
          chain.append(Int(anchorOfValue[q]))
        }
        for q in chain.reversed() {
          let a = q < anchorOfValue.count ? Int(anchorOfValue[q]) : -1
          known[q] = solver.value(of: plannedVariables[q]) + (a >= 0 ? known[a] ?? 0 : 0)
        }
        return known[p] ?? 0
      }
      func value(_ slot: Int, _ k: Int) -> Double { rooted(4 * slot + k) }
      func agrees(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        let pairs = [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)]
        return pairs.allSatisfy { abs($0 - $1) <= 1e-6 * Swift.max(1, abs($0), abs($1)) }
      }
      for i in stride(from: 0, to: viewPlan.count, by: Swift.max(1, viewPlan.count / 1024)) {
        let entry = viewPlan[i]
        let (slot, parent) = (Int(entry.slot), Int(entry.parent))
        let frame = entry.view._withUnsafeGuaranteedRef { $0.storedFrame }
        let x = parent >= 0 ? value(slot, 0) - value(parent, 0) : frame.minX
        let y = parent >= 0 ? value(slot, 1) - value(parent, 1) : frame.minY
        let expected = LayoutRect(x: x, y: y, width: value(slot, 2), height: value(slot, 3))
        assert(agrees(frame, expected), "frame writer: \(frame) written where the solver gives \(expected)")
      }
      for i in stride(from: 0, to: guidePlan.count, by: Swift.max(1, guidePlan.count / 1024)) {
        let entry = guidePlan[i]
        let (slot, owner) = (Int(entry.slot), Int(entry.owner))
        let frame = entry.guide._withUnsafeGuaranteedRef { $0.layoutFrame }
        let expected = LayoutRect(
          x: value(slot, 0) - value(owner, 0), y: value(slot, 1) - value(owner, 1), width: value(slot, 2),
          height: value(slot, 3))
        assert(agrees(frame, expected), "frame writer: guide \(frame) written where the solver gives \(expected)")
      }
    #endif
  }
}
