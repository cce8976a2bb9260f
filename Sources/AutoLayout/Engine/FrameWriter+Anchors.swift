internal import Cassowary

/// Anchored origins (see `LayoutEngine+Anchors`): the solver's values of
/// such origins are measured from another item's origin, and frames need
/// root-space ones.
extension FrameWriter {
  /// Fills `anchorPlan` from `anchors`: each planned item's anchored
  /// origins, shallowest first (an anchor is then root-space before the
  /// origins measured from it are resolved).
  /// `slot` gives an item's slot by its place in `items`.
  func makeAnchorPlan(items: [LayoutEngine.ItemEntry], slot: (Int) -> Int?) {
    anchorPlan = []
    guard !anchors.of.isEmpty else { return }
    var plan: [(depth: Int32, value: Int32, anchor: Int32)] = []
    for k in anchors.of.indices where anchors.of[k] >= 0 && k / 2 < items.count {
      let a = Int(anchors.of[k])
      guard let s = slot(k / 2), a < items.count, let t = slot(a) else { continue }
      plan.append((anchors.depth[k], Int32(4 * s + k % 2), Int32(4 * t + k % 2)))
    }
    plan = Self.byDepthThenValue(plan)
    anchorPlan = plan.map { ($0.value, $0.anchor) }
    anchorOfValue = []
    // A new plan: the first pass resolves every value.
    (anchorChildStart, anchorChildren, valueDepth, rootValues) = ([], [], [], [])
    if !anchorPlan.isEmpty {
      let n = 4 * items.count
      anchorOfValue = [Int32](repeating: -1, count: n)
      for (p, a) in anchorPlan { anchorOfValue[Int(p)] = a }
      // Children lists, counted then filled (one array for all).
      var start = [Int32](repeating: 0, count: n + 1)
      for (_, a) in anchorPlan { start[Int(a) + 1] += 1 }
      for i in 0..<n { start[i + 1] += start[i] }
      var next = start
      var children = [Int32](repeating: 0, count: anchorPlan.count)
      for (p, a) in anchorPlan {
        children[Int(next[Int(a)])] = p
        next[Int(a)] += 1
      }
      (anchorChildStart, anchorChildren) = (start, children)
      valueDepth = [Int32](repeating: 0, count: n)
      for entry in plan { valueDepth[Int(entry.value)] = entry.depth }
    }
  }

  /// `plan` ordered by depth, then value, in linear time: values are
  /// distinct (one per planned origin) and depths are small, so a table by
  /// value then a count by depth give the order a comparison sort would.
  static func byDepthThenValue(
    _ plan: [(depth: Int32, value: Int32, anchor: Int32)]
  ) -> [(depth: Int32, value: Int32, anchor: Int32)] {
    guard let top = plan.lazy.map(\.value).max(), let deepest = plan.lazy.map(\.depth).max(),
      !plan.contains(where: { $0.value < 0 || $0.depth < 0 })
    else { return plan.sorted { ($0.depth, $0.value) < ($1.depth, $1.value) } }
    var at = [Int32](repeating: -1, count: Int(top) + 1)
    var start = [Int](repeating: 0, count: Int(deepest) + 2)
    for (i, entry) in plan.enumerated() {
      if at[Int(entry.value)] >= 0 { return plan.sorted { ($0.depth, $0.value) < ($1.depth, $1.value) } }
      at[Int(entry.value)] = Int32(i)
      start[Int(entry.depth) + 1] += 1
    }
    for d in 1..<start.count { start[d] += start[d - 1] }
    var out = plan
    for i in at where i >= 0 {
      let entry = plan[Int(i)]
      out[start[Int(entry.depth)]] = entry
      start[Int(entry.depth)] += 1
    }
    return out
  }

  /// A partial read's root-space values: the values that moved and every
  /// origin measured from one of them, each its own value plus its
  /// anchor's root-space one, shallowest first; `rootChanged` lists them.
  /// False (nothing done) when that is not cheaper than resolving all:
  /// no root-space values yet, or a large share moved.
  func resolveMoved() -> Bool {
    let count = session.values.count
    let changed = session.changed
    guard rootValues.count == count, count <= valueDepth.count, 8 * changed.count < count else { return false }
    if movedValues.count != count || anchorStamp == .max {
      movedValues = [UInt32](repeating: 0, count: count)
      anchorStamp = 0
    }
    anchorStamp += 1
    let stamp = anchorStamp
    var affected: [Int] = []
    swap(&affected, &rootChanged)
    affected.removeAll(keepingCapacity: true)
    movedValues.withUnsafeMutableBufferPointer { moved in
      for p in changed where p < count && moved[p] != stamp {
        moved[p] = stamp
        var k = affected.count
        affected.append(p)
        // Everything measured from `p`, depth first.
        while k < affected.count {
          let q = affected[k]
          k += 1
          for c in Int(anchorChildStart[q])..<Int(anchorChildStart[q + 1]) {
            let child = Int(anchorChildren[c])
            if child < count && moved[child] != stamp {
              moved[child] = stamp
              affected.append(child)
            }
          }
        }
      }
    }
    if 8 * affected.count >= count {
      rootChanged = affected
      return false
    }
    affected.sort { (valueDepth[$0], $0) < (valueDepth[$1], $1) }
    let values = session.values
    rootValues.withUnsafeMutableBufferPointer { root in
      for q in affected {
        let a = Int(anchorOfValue[q])
        root[q] = values[q] + (a >= 0 ? root[a] : 0)
      }
    }
    rootChanged = affected
    return true
  }

  /// Makes `rootValues` from the session's values (each anchored origin
  /// plus its anchor's, anchors first), and after a partial read
  /// `rootChanged` (an origin moves with its anchor); at the start of a
  /// run, `rootRates` the same way.
  func resolveAnchors(_ read: Solver.ChangeRead) {
    if read != .all && read != .linearStart && resolveMoved() { return }
    rootValues = session.values
    LayoutEngine.resolveAnchors(&rootValues, anchorPlan)
    if read == .linearStart {
      rootRates = session.rates
      if rootRates.count == rootValues.count { LayoutEngine.resolveAnchors(&rootRates, anchorPlan) }
    }
    guard read != .all else { return }
    if movedValues.count != rootValues.count || anchorStamp == .max {
      movedValues = [UInt32](repeating: 0, count: rootValues.count)
      anchorStamp = 0
    }
    anchorStamp += 1
    let stamp = anchorStamp
    rootChanged = session.changed
    movedValues.withUnsafeMutableBufferPointer { moved in
      for p in rootChanged { moved[p] = stamp }
      for (p, a) in anchorPlan where moved[Int(a)] == stamp && moved[Int(p)] != stamp {
        moved[Int(p)] = stamp
        rootChanged.append(Int(p))
      }
    }
  }
}
