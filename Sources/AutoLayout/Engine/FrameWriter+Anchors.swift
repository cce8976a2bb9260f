internal import Cassowary

/// Anchored origins (see `LayoutEngine+Anchors`): the solver's values of
/// such origins are measured from another item's origin, and frames need
/// root-space ones.
extension FrameWriter {
  /// Fills `anchorPlan` from `anchors`: each planned item's anchored
  /// origins, shallowest first (an anchor is then root-space before the
  /// origins measured from it are resolved).
  func makeAnchorPlan(items: [LayoutEngine.ItemEntry], slot: (any LayoutItem) -> Int?) {
    anchorPlan = []
    guard !anchors.of.isEmpty else { return }
    var plan: [(depth: Int32, value: Int32, anchor: Int32)] = []
    for k in anchors.of.indices where anchors.of[k] >= 0 && k / 2 < items.count {
      let a = Int(anchors.of[k])
      guard let s = slot(items[k / 2].item), a < items.count, let t = slot(items[a].item) else { continue }
      plan.append((anchors.depth[k], Int32(4 * s + k % 2), Int32(4 * t + k % 2)))
    }
    plan.sort { ($0.depth, $0.value) < ($1.depth, $1.value) }
    anchorPlan = plan.map { ($0.value, $0.anchor) }
    anchorOfValue = []
    if !anchorPlan.isEmpty {
      anchorOfValue = [Int32](repeating: -1, count: 4 * items.count)
      for (p, a) in anchorPlan { anchorOfValue[Int(p)] = a }
    }
  }

  /// Makes `rootValues` from the session's values (each anchored origin
  /// plus its anchor's, anchors first), and after a partial read
  /// `rootChanged` (an origin moves with its anchor); at the start of a
  /// run, `rootRates` the same way.
  func resolveAnchors(_ read: Solver.ChangeRead) {
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
