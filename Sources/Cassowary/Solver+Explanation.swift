extension Solver {
  /// The smallest set of required constraints in the solver that cannot hold
  /// together with `culprit` (removing any one of them would let it in), in
  /// the order they were added; empty if `culprit` holds with all of them.
  ///
  /// Uses QuickXplain (Junker, "QUICKXPLAIN: Preferred Explanations and
  /// Relaxations for Over-Constrained Problems", AAAI 2004) over the
  /// constraints that share variables with `culprit`, directly or through
  /// others. Each feasibility test starts from a copy of its caller's
  /// scratch tableau, which already holds the caller's background, and adds
  /// only what the step adds: rebuilding the whole background for every
  /// test made a conflict of N members (a long chain where every
  /// constraint takes part) cost about N² insertions into a tableau of N
  /// rows; now it is about N log N insertions (and N copies).
  ///
  /// The candidates are first added one by one after `culprit` until one
  /// cannot be: QuickXplain's answer (the preferred conflict) ends with
  /// that one, so the search runs over the candidates up to it only, and
  /// a conflict among the first few of many connected constraints costs
  /// a few insertions, not a build of all of them.
  func explain(_ culprit: Tableau.Spec, excluding: Constraint) -> [Constraint] {
    let candidates = connectedRequired(to: culprit, excluding: excluding)
    var base = Tableau(tracksRequiredEqualities: false)
    guard Self.insertRequired([culprit], into: &base) else { return [] }
    var all = base
    var last = candidates.startIndex
    while last < candidates.endIndex, Self.insertRequired([candidates[last].spec], into: &all) { last += 1 }
    guard last < candidates.endIndex else { return [] }
    let conflict = quickXplain(base, adding: [], candidates[...last])
    return conflict.sorted { $0.order < $1.order }.map(\.constraint)
  }

  /// QuickXplain's step: `background` holds the background so far (it is
  /// feasible); `delta` is what this step adds to it. The same tests, in
  /// the same order, as building each background from nothing.
  func quickXplain(_ background: Tableau, adding delta: [Tableau.Spec], _ candidates: ArraySlice<Record>)
    -> [Record]
  {
    var tableau = background
    if !delta.isEmpty && !Self.insertRequired(delta, into: &tableau) { return [] }
    if candidates.count <= 1 { return Array(candidates) }
    let half = candidates.startIndex + candidates.count / 2
    let left = candidates[..<half], right = candidates[half...]
    let fromRight = quickXplain(tableau, adding: left.map(\.spec), right)
    let fromLeft = quickXplain(tableau, adding: fromRight.map(\.spec), left)
    return fromLeft + fromRight
  }

  /// Adds the constraints (taken as required) to a scratch tableau; false
  /// as soon as one cannot hold (the tableau is then not to be used).
  static func insertRequired(_ specs: [Tableau.Spec], into t: inout Tableau) -> Bool {
    for var spec in specs {
      spec.strength = .required
      guard let outcome = try? t.insert(spec) else { return false }
      if case .unsatisfiable = outcome { return false }
    }
    return true
  }

  /// The required constraints (in insertion order) linked to `culprit` by
  /// shared variables.
  func connectedRequired(to culprit: Tableau.Spec, excluding: Constraint) -> [Record] {
    // In any order: which set each record joins does not depend on it, and
    // only the connected ones are sorted (sorting every record for every
    // conflict was a tenth of a large log's explanation).
    let required = log.filter {
      $0.live && $0.constraint.strength.isRequired && $0.constraint !== excluding
    }
    var parent: [ObjectIdentifier: ObjectIdentifier] = [:]
    func find(_ x: ObjectIdentifier) -> ObjectIdentifier {
      var x = x
      while let p = parent[x], p != x {
        parent[x] = parent[p] ?? p
        x = p
      }
      return x
    }
    func union<C: Collection<Term>>(_ terms: C) {
      guard let first = terms.first else { return }
      let root = find(ObjectIdentifier(first.variable))
      for t in terms.dropFirst() {
        let r = find(ObjectIdentifier(t.variable))
        if r != root { parent[r] = root }
      }
    }
    for r in required { union(r.constraint.expression.terms) }
    union(culprit.terms)
    guard let anchor = culprit.terms.first else {
      // A constraint with no variables (0 == 5) conflicts with nothing else.
      return []
    }
    let root = find(ObjectIdentifier(anchor.variable))
    return required.filter { r in
      guard let t = r.constraint.expression.terms.first else { return false }
      return find(ObjectIdentifier(t.variable)) == root
    }.sorted { $0.order < $1.order }
  }
}
