internal import Cassowary

/// Positions measured from an anchor.
///
/// Along a stack's axis each arranged view's position is the sum of the
/// lengths before it. In root coordinates that makes every position a row
/// of the simplex tableau over the free parameters of all the earlier
/// lengths (an intrinsic size may give, so each length has one): about
/// n²/2 cells for a stack of n views, and a quadratic first layout.
///
/// So the engine changes variables there: an arranged view's origin along
/// its stack's axis is a variable measured from the previous arranged
/// view's origin (the first one's from the stack's), and every item
/// inside an item measured that way is measured from its superview (a
/// guide from its owning view, a stack's gap guide from the view after the
/// gap) along that axis. Every other origin is in root coordinates, as
/// before. A constraint's expression is the same relation written in these
/// variables: each origin is its own variable plus its anchor's origin,
/// and the anchors shared by the two sides cancel, so a constraint between
/// neighbours stays a few terms long and the tableau stays linear in size.
/// The frame writer adds the anchors' origins back after each read.
///
/// Any choice of anchors describes the same layout, so the anchors are
/// fixed at a rebuild and stay valid until the next one, whatever the
/// stacks do meanwhile.
extension LayoutEngine {
  /// One origin in a constraint: `k ×` the origin of item `item` along
  /// `axis` (0 horizontal, 1 vertical), in root coordinates.
  struct OriginPart {
    var item: Int32
    var axis: Int32
    var k: Double
  }

  /// Whether item `index`'s origin along `axis` is measured from an anchor.
  @inline(__always) func isAnchored(_ index: Int32, _ axis: Int32) -> Bool {
    anchors[2 * Int(index) + Int(axis)] >= 0
  }

  /// Chooses every item's anchors (see above) for the tree `tree`, whose
  /// items all have variables. `tree` lists parents before children.
  func chooseAnchors(_ tree: [LayoutView]) {
    // Along a stack's axis: the previous arranged view, the first one the
    // stack. Only views that are still the stack's subviews take part.
    var arranged = [Int32](repeating: -1, count: anchors.count)
    tree.forEachLent { view in
      guard let stack = view as? LayoutStackView else { return }
      let axis = stack.axis == .horizontal ? 0 : 1
      guard let s = known(stack)?.index else { return }
      var previous = s
      stack.arrangedSubviews.forEachLent { view in
        guard view.superview === stack, let v = known(view)?.index else { return }
        arranged[2 * Int(v) + axis] = previous
        previous = v
      }
      for (key, guide) in stack.gapGuides {
        guard let g = known(guide)?.index, let after = known(id: key)?.index else { continue }
        arranged[2 * Int(g) + axis] = after
      }
    }
    frames.anchors = ([], [])
    if !arranged.contains(where: { $0 >= 0 }) { return }
    hasAnchors = true
    tree.forEachLent { view in
      guard view !== root, let v = known(view)?.index else { return }
      let parent = view.superview.flatMap { known($0)?.index }
      for axis in 0..<2 {
        let k = 2 * Int(v) + axis
        if arranged[k] >= 0 {
          anchors[k] = arranged[k]
        } else if let p = parent, anchors[2 * Int(p) + axis] >= 0 {
          anchors[k] = p
        }
      }
      view.layoutGuides.forEachLent { guide in
        guard let g = known(guide)?.index else { return }
        for axis in 0..<2 {
          let k = 2 * Int(g) + axis
          if arranged[k] >= 0 {
            anchors[k] = arranged[k]
          } else if anchors[2 * Int(v) + axis] >= 0 {
            anchors[k] = v
          }
        }
      }
    }
    computeDepths()
    frames.anchors = (anchors, depths)
  }

  /// How many anchors each origin is from root coordinates.
  func computeDepths() {
    depths = [Int32](repeating: -1, count: anchors.count)
    var path: [Int] = []
    for start in depths.indices where depths[start] < 0 {
      var k = start
      while depths[k] < 0 && anchors[k] >= 0 {
        path.append(k)
        k = 2 * Int(anchors[k]) + (k & 1)
      }
      var d = depths[k] < 0 ? Int32(0) : depths[k]
      depths[k] = d
      while let p = path.popLast() {
        d += 1
        depths[p] = d
      }
    }
  }

  /// Appends `Σ k × origin` to `terms` in the solver's variables: each
  /// anchored origin is its own variable plus its anchor's origin; the
  /// deepest origin is resolved first, so anchors shared by the parts add
  /// up (and usually cancel) before they are written.
  func appendOrigins(_ parts: [OriginPart], to terms: inout [Term]) {
    var open = takeScratch(&openScratch)
    defer { swap(&open, &openScratch) }
    open.append(contentsOf: parts)
    resolveOrigins(&open, into: &terms)
  }

  /// ``appendOrigins(_:to:)`` on a list it may empty.
  func resolveOrigins(_ open: inout [OriginPart], into terms: inout [Term]) {
    let (anchors, depths) = (self.anchors, self.depths)
    func depth(_ part: OriginPart) -> Int32 { depths[2 * Int(part.item) + Int(part.axis)] }
    while !open.isEmpty {
      var deepest = 0
      var most = depth(open[0])
      for i in open.indices.dropFirst() {
        let d = depth(open[i])
        if d > most { (deepest, most) = (i, d) }
      }
      let part = open.remove(at: deepest)
      if abs(part.k) < 1e-12 { continue }
      unowned(unsafe) let v = items[Int(part.item)].vars
      terms.append(Term(part.axis == 0 ? v.x : v.y, part.k))
      let anchor = anchors[2 * Int(part.item) + Int(part.axis)]
      guard anchor >= 0 else { continue }
      if let i = open.firstIndex(where: { $0.item == anchor && $0.axis == part.axis }) {
        open[i].k += part.k
      } else {
        open.append(OriginPart(item: anchor, axis: part.axis, k: part.k))
      }
    }
  }

  /// `c` written in the solver's variables, for a constraint the engine
  /// made over root-space origins of `involved` (see the extension's
  /// comment); `c` itself when none of them is anchored.
  func anchored(_ c: Constraint, _ involved: [ItemVariables]) -> Constraint {
    guard hasAnchors,
      involved.contains(where: { isAnchored($0.index, 0) || isAnchored($0.index, 1) })
    else { return c }
    var parts: [OriginPart] = []
    var terms: [Term] = []
    for t in c.expression.terms {
      if let v = involved.first(where: { $0.x === t.variable || $0.y === t.variable }) {
        parts.append(OriginPart(item: v.index, axis: v.x === t.variable ? 0 : 1, k: t.coefficient))
      } else {
        terms.append(t)
      }
    }
    appendOrigins(parts, to: &terms)
    return Constraint(Expression(terms, constant: c.expression.constant), c.relation, strength: c.strength)
  }

  /// Adds each anchored origin's anchor to it in `values` (x, y, width,
  /// height per planned slot), making every origin a root-space one.
  /// `plan` lists (origin, anchor's origin) positions, anchors first.
  static func resolveAnchors(_ values: inout [Double], _ plan: [(Int32, Int32)]) {
    values.withUnsafeMutableBufferPointer { v in
      for (p, a) in plan { v[Int(p)] += v[Int(a)] }
    }
  }
}

extension LayoutEngine {
  /// A user constraint's `terms` in the solver's variables: when an origin
  /// in it is anchored, every origin (noted with its place in `terms`) is
  /// taken out and written again through ``appendOrigins(_:to:)``.
  /// (`shortcut` false: always through the walk, for the tests that hold
  /// ``cancellingPair(_:_:)`` to it.)
  func anchorOrigins(_ origins: [(part: OriginPart, at: Int)], in terms: inout [Term], shortcut: Bool = true) {
    guard origins.contains(where: { isAnchored($0.part.item, $0.part.axis) }) else { return }
    if shortcut, origins.count == 2, let (first, second) = cancellingPair(origins[0].part, origins[1].part) {
      // The two origins' own terms are already in `terms` as the walk
      // writes them: moved to the end in the walk's order (by swaps, which
      // retain nothing), and the parent's dropped when its `k` is 0.
      let pFirst = first.item == origins[0].part.item && first.k == origins[0].part.k
      terms.withUnsafeMutableBufferPointer { t in
        let n = t.count
        for r in origins[0].at..<(n - 1) { t.swapAt(r, r + 1) }
        for r in (origins[1].at - 1)..<(n - 2) { t.swapAt(r, r + 1) }
        // Now q's term, then p's.
        if pFirst { t.swapAt(n - 2, n - 1) }
      }
      if second.k == 0 { terms.removeLast() }
      return
    }
    // The origins' terms out in one pass (their places increase), the
    // others kept in order.
    let kept = terms.withUnsafeMutableBufferPointer { t in
      var (next, kept) = (0, 0)
      for r in t.indices {
        if next < origins.count && origins[next].at == r {
          next += 1
          continue
        }
        if kept != r { t.swapAt(kept, r) }
        kept += 1
      }
      return kept
    }
    while terms.count > kept { terms.removeLast() }
    var open = takeScratch(&openScratch)
    defer { swap(&open, &openScratch) }
    for o in origins { open.append(o.part) }
    resolveOrigins(&open, into: &terms)
  }

  /// The most common constraint between two origins, resolved without
  /// the general walk of ``resolveOrigins(_:into:)``: two siblings measured
  /// from the same anchor, or a view and the origin it is measured from,
  /// whose anchors cancel (`k` summing to 0, as in `a.top == b.top + c`;
  /// neither `k` below the walk's 1e-12, which it would drop before
  /// adding its anchor).
  /// The two parts whose own variables the constraint keeps, in the order
  /// the general walk writes them (the deeper first; of two at the same
  /// depth, `p` first); the parent of a pair gives a part with `k` 0,
  /// which the caller skips as the walk does. Nil when the walk is needed.
  func cancellingPair(_ p: OriginPart, _ q: OriginPart) -> (OriginPart, OriginPart)? {
    guard p.axis == q.axis, abs(p.k) >= 1e-12, abs(q.k) >= 1e-12, abs(p.k + q.k) < 1e-12 else { return nil }
    let ap = anchors[2 * Int(p.item) + Int(p.axis)]
    let aq = anchors[2 * Int(q.item) + Int(q.axis)]
    if ap == aq && ap >= 0 { return (p, q) }
    if aq == p.item { return (q, OriginPart(item: p.item, axis: p.axis, k: 0)) }
    if ap == q.item { return (p, OriginPart(item: q.item, axis: q.axis, k: 0)) }
    return nil
  }

  /// An empty list with the capacity `scratch` had, leaving `scratch` empty;
  /// the caller swaps it back when done, so one buffer serves every call.
  @inline(__always) func takeScratch<Element>(_ scratch: inout [Element]) -> [Element] {
    var list: [Element] = []
    swap(&list, &scratch)
    // A few elements: dropped one by one (`removeAll(keepingCapacity:)`
    // went through a generic replacement of the whole range).
    while !list.isEmpty { list.removeLast() }
    return list
  }
}
