internal import Cassowary

/// The frame writer's plan: which four solver values are whose frame, and
/// whose parent's, made once per rebuild.
extension FrameWriter {
  /// Gives every view and guide of `root`'s tree that gets a frame its
  /// slot of four values, in tree order (a view before its subviews), and
  /// starts the solver's read session for those values.
  func makePlan(solver: Solver, root: LayoutView, items: [LayoutEngine.ItemEntry]) {
    planCount = items.count
    writeList = nil
    var table = SlotTable(items: items, indexOf: indexOf)
    viewPlan = []
    guidePlan = []
    insetViewPlan = []
    insetGuidePlan = []
    // Tree order, depth first, without a list of the views: each is lent
    // (its superview's list holds it; nothing changes the tree here).
    var pending: [Unmanaged<LayoutView>] = [Unmanaged.passUnretained(root)]
    while let next = pending.popLast() {
      next._withUnsafeGuaranteedRef { view in
        view.subviews.withUnsafeBufferPointer { subviews in
          for s in subviews.indices.reversed() { pending.append(Unmanaged.passUnretained(subviews[s])) }
        }
        plan(view, root: root, table: &table)
      }
    }
    // By place in `items`: an entry's item is not read (no look-up).
    makeAnchorPlan(items: items) { table.planned($0) }
    session = solver.readSession(for: table.plannedVars)
    hasPlan = true
    plannedVariables = table.plannedVars
  }

  /// Plans one view's frame and its guides' (see ``makePlan(solver:root:items:)``).
  private func plan(_ view: LayoutView, root: LayoutView, table: inout SlotTable) {
    guard let i = table.slot(table.index(view, hint: view.engineSlot)) else { return }
    let parentView = view === root ? nil : view.superview
    let parent = parentView.flatMap { table.planned(table.index($0, hint: $0.engineSlot)) } ?? -1
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
      guard let g = table.slot(table.index(guide, hint: guide.engineSlot)) else { continue }
      if a == .zero {
        guidePlan.append(GuideEntry(guide: Unmanaged.passUnretained(guide), slot: Int32(g), owner: Int32(i)))
      } else {
        insetGuidePlan.append(
          InsetGuideEntry(guide: Unmanaged.passUnretained(guide), slot: g, owner: i, ownerOutset: (a.left, a.top)))
      }
    }
  }
}

/// Slots only for what gets a frame: views and guides other than a
/// stack's helpers (whose frames mean nothing), in plan order. Per item
/// (by its place in `items`), its slot once planned: no maps of its own.
private struct SlotTable {
  let items: [LayoutEngine.ItemEntry]
  let indexOf: (any LayoutItem) -> Int32?
  var slots: [Int32]
  var plannedVars: [Variable] = []

  init(items: [LayoutEngine.ItemEntry], indexOf: @escaping (any LayoutItem) -> Int32?) {
    self.items = items
    self.indexOf = indexOf
    slots = [Int32](repeating: -1, count: items.count)
    plannedVars.reserveCapacity(4 * items.count)
  }

  /// A view's or guide's place in `items`: its own hint when the entry
  /// there is the item (no cast, no call through `indexOf`), else asked.
  func index(_ item: any LayoutItem, hint: Int32) -> Int? {
    let k = Int(hint)
    if k >= 0 && k < items.count && items[k].id == ObjectIdentifier(item) { return k }
    return indexOf(item).map(Int.init)
  }

  func planned(_ k: Int?) -> Int? {
    guard let k, k < slots.count, slots[k] >= 0 else { return nil }
    return Int(slots[k])
  }

  /// The slot of the item at `k`, planned now if it has none yet.
  mutating func slot(_ k: Int?) -> Int? {
    guard let k, k < slots.count else { return nil }
    if slots[k] >= 0 { return Int(slots[k]) }
    let i = plannedVars.count / 4
    // Lent: `items` holds the variables.
    items.withUnsafeBufferPointer { entries in
      Unmanaged.passUnretained(entries[k].vars)._withUnsafeGuaranteedRef { v in
        plannedVars.append(v.x)
        plannedVars.append(v.y)
        plannedVars.append(v.w)
        plannedVars.append(v.h)
      }
    }
    slots[k] = Int32(i)
    return i
  }
}
