/// Walking the view tree: common ancestors, frames in the root, the
/// remembered root.
extension LayoutView {
  /// The closest view that is `a` or `b` or holds both, or nil when they
  /// are in different trees.
  ///
  /// - Complexity: O(d), where d is the distance from the farther of the
  ///   two to the answer (not the depth of the tree): both walk up at once.
  static func closestCommonAncestor(_ a: LayoutView, _ b: LayoutView) -> LayoutView? {
    if a === b { return a }
    let pa = a.superview, pb = b.superview
    // Siblings and parent–child pairs, most constraints, need no walk.
    if let pa, pa === pb || pa === b { return pa }
    if pb === a { return a }
    var seenA: Set<ObjectIdentifier> = [ObjectIdentifier(a)]
    var seenB: Set<ObjectIdentifier> = [ObjectIdentifier(b)]
    var x = pa, y = pb
    while x != nil || y != nil {
      if let p = x {
        if seenB.contains(ObjectIdentifier(p)) { return p }
        seenA.insert(ObjectIdentifier(p))
        x = p.superview
      }
      if let q = y {
        if seenA.contains(ObjectIdentifier(q)) { return q }
        seenB.insert(ObjectIdentifier(q))
        y = q.superview
      }
    }
    return nil
  }

  /// Every view in the tree rooted here, in ``subtree`` order, with its
  /// ``frameInRoot``.
  ///
  /// ```swift
  /// for (view, frame) in window.subtreeFramesInRoot { print(view.name, frame) }
  /// ```
  ///
  /// - Complexity: O(n) for n views, where asking each view for
  ///   ``frameInRoot`` walks up the tree for each (O(n × depth)).
  public var subtreeFramesInRoot: [(view: LayoutView, frame: LayoutRect)] {
    let top = frameInRoot
    var out: [(view: LayoutView, frame: LayoutRect)] = []
    // Each entry: a view and its superview's origin in root coordinates.
    var stack: [(LayoutView, Double, Double)] = [(self, top.minX - storedFrame.minX, top.minY - storedFrame.minY)]
    while let (v, ox, oy) = stack.popLast() {
      let f = v.storedFrame
      let x = ox + f.minX, y = oy + f.minY
      out.append((v, LayoutRect(x: x, y: y, width: f.width, height: f.height)))
      for s in v.subviews.reversed() { stack.append((s, x, y)) }
    }
    return out
  }
}

/// A tree's root as the views in it remember it: good until the root gains
/// a superview, loses a view or goes away, which turns it off (and the
/// views find the root again when asked).
final class RootToken {
  /// Read only while ``isValid``: the root turns the token off before it
  /// goes away.
  unowned(unsafe) let root: LayoutView
  var isValid = true
  init(root: LayoutView) { self.root = root }
}

/// Removing what refers to a view, and listing a tree.
extension LayoutView {
  /// Deactivates the constraints installed here that name an item `test`
  /// accepts.
  func removeConstraints(referringTo test: (LayoutItem) -> Bool) {
    let doomed = constraints.filter { c in
      (c.firstItem.map(test) ?? false) || (c.secondItem.map(test) ?? false)
    }
    for c in doomed { c.deactivate() }
  }

  /// Every view in the tree rooted here, depth first, parents before
  /// children, siblings in order.
  public var subtree: [LayoutView] {
    var out: [LayoutView] = []
    var stack: [LayoutView] = [self]
    while let v = stack.popLast() {
      out.append(v)
      stack.append(contentsOf: v.subviews.reversed())
    }
    return out
  }
}
