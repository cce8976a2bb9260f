internal import Cassowary

/// Building the solver from scratch: the order constraints go in, and
/// the rebuild itself.
extension LayoutEngine {
  /// The installed constraints of `tree` in the order they were activated,
  /// tree order breaking ties (see ``forEachInActivationOrder(_:_:)``).
  func activationOrder(_ tree: [LayoutView]) -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    forEachInActivationOrder(tree) { out.append($0) }
    return out
  }

  /// Calls `body` with each installed constraint of `tree` in the order
  /// they were activated, as an incremental engine (UIKit's) receives
  /// them; tree order breaks ties. (Tree order alone fed a list's chained
  /// rows, `row.top == previous.bottom` on the window, before their
  /// heights, `row.height == 44` on each row, which made every row's
  /// position a sum of all the heights above it: n² cells, n³ time.)
  ///
  /// The constraints are read where the views keep them and lent to
  /// `body` without a retain and a release of their own: gathering them
  /// into one list, then a sorted one, cost two of each per constraint
  /// (atomic operations on objects not otherwise touched). The order is
  /// found on plain numbers: a serial, and the constraint's place in tree
  /// order.
  func forEachInActivationOrder(_ tree: [LayoutView], _ body: (LayoutConstraint) -> Void) {
    // Each view's list (its buffer, not its elements), held for the loop
    // whatever `body` does to the views; the constraints listed unretained.
    let lists = tree.map(\.installedConstraints)
    var flat: [Unmanaged<LayoutConstraint>] = []
    var keys: [(serial: UInt64, index: Int)] = []
    let count = lists.reduce(0) { $0 + $1.count }
    flat.reserveCapacity(count)
    keys.reserveCapacity(count)
    var sorted = true
    var last: UInt64 = 0
    for l in lists.indices {
      lists[l].withUnsafeBufferPointer { list in
        for c in list.indices {
          let serial = list[c].activationSerial
          if last > serial { sorted = false }
          last = serial
          keys.append((serial, flat.count))
          flat.append(Unmanaged.passUnretained(list[c]))
        }
      }
    }
    withExtendedLifetime(lists) {
      if sorted {
        for i in flat.indices { flat[i]._withUnsafeGuaranteedRef(body) }
      } else if let order = Self.countingOrder(keys) {
        for i in order { flat[i]._withUnsafeGuaranteedRef(body) }
      } else {
        keys.sort { ($0.serial, $0.index) < ($1.serial, $1.index) }
        for key in keys { flat[key.index]._withUnsafeGuaranteedRef(body) }
      }
    }
  }

  /// The indices of `keys` ordered by serial, ties in index order, by
  /// counting (linear) when the serials span at most four per key — as
  /// after a build, where subtrees built apart number from one each — or
  /// nil, for the comparison sort (serials spread by a long history).
  static func countingOrder(_ keys: [(serial: UInt64, index: Int)]) -> [Int]? {
    guard let low = keys.lazy.map(\.serial).min(), let high = keys.lazy.map(\.serial).max(),
      high - low < UInt64(4 * keys.count + 16)
    else { return nil }
    var start = [Int](repeating: 0, count: Int(high - low) + 2)
    for key in keys { start[Int(key.serial - low) + 1] += 1 }
    for i in 1..<start.count { start[i] += start[i - 1] }
    var order = [Int](repeating: 0, count: keys.count)
    // Keys come in index order, so each serial's run stays in index order.
    for key in keys {
      let slot = Int(key.serial - low)
      order[start[slot]] = key.index
      start[slot] += 1
    }
    return order
  }

  /// Starts a new solver and adds the root's size, every view's system
  /// constraints, then every installed constraint, in tree order.
  func rebuild() {
    // Stacks built outside a laid-out window make their constraints first,
    // while `needsRebuild` still tells the engine not to add them one by
    // one: the rebuild below reads them with the rest.
    let tree = root.subtree
    for view in tree where view.stackUpdatePending { (view as? LayoutStackView)?.flushPendingUpdate() }
    safeMarginViews.removeAll(keepingCapacity: true)
    solver = LayoutEngine.makeSolver()
    variables = [:]
    variablesComplete = false
    items = []
    (anchors, depths, hasAnchors) = ([], [], false)
    solverConstraint.removeAll()
    owners = [:]
    ownersComplete = false
    systemOwners = []
    adaptive = []
    broken = [:]
    brokenOrder = []
    frames.forgetPlan()
    needsRebuild = false
    rebuildCount += 1
    builtDirection = direction
    items.reserveCapacity(tree.count)
    let r = vars(root)
    rootWidth = r.w
    rootHeight = r.h
    // The window's size is required, as on a device: constraints that
    // contradict it are the ones that break. Resizing changes these two
    // constants in place.
    rootWidthConstraint = Constraint(r.w - root.storedFrame.width, .equal)
    rootHeightConstraint = Constraint(r.h - root.storedFrame.height, .equal)
    // Marked from the start: the first resize is then as incremental as
    // the next ones (no rebuild with markers on every required equality).
    addSystem(rootWidthConstraint, .text("\(root.name).width == the window's width"), root, changes: true)
    addSystem(rootHeightConstraint, .text("\(root.name).height == the window's height"), root, changes: true)
    addSystem(Constraint(Expression(r.x), .equal), .text("root position"), root)
    addSystem(Constraint(Expression(r.y), .equal), .text("root position"), root)
    tree.forEachLent { view in
      _ = vars(view)
      view.layoutGuides.forEachLent { _ = vars($0) }
    }
    chooseAnchors(tree)
    // Sized once, before the system constraints (about four a view: an
    // intrinsic size's two a axis, autoresizing): growing these maps while
    // adding was a visible part of a large build.
    let installedCount = tree.reduce(0) { $0 + $1.installedConstraints.count }
    let systemEstimate = 4 * tree.count
    systemOwners.reserveCapacity(systemEstimate)
    solverConstraint.reserveCapacity(installedCount)
    solver.reserveCapacity(constraints: installedCount + systemEstimate, variables: 4 * items.count)
    tree.forEachLent { addSystemConstraints(for: $0) }
    addInstalled(tree, count: installedCount)
    needsLayout = true
  }

  func addSystem(_ c: Constraint, _ what: SystemLabel, _ view: LayoutView, changes: Bool = false) {
    systemOwners.append((c, what))
    if ownersComplete { owners[ObjectIdentifier(c)] = .system(what) }
    do {
      try solver.addConstraint(c, expectingConstantChanges: changes)
    } catch {
      record(conflict: error, broken: .system(what), key: ObjectIdentifier(c))
    }
  }
}
