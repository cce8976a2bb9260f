extension Solver {
  /// The smallest set of required constraints in the solver that cannot hold
  /// together with `culprit` (removing any one of them would let it in), in
  /// the order they were added; empty if `culprit` holds with all of them.
  ///
  /// Uses QuickXplain (Junker, "QUICKXPLAIN: Preferred Explanations and
  /// Relaxations for Over-Constrained Problems", AAAI 2004) over the
  /// constraints that share variables with `culprit`, directly or through
  /// others; each feasibility test builds a scratch tableau.
  func explain(_ culprit: Tableau.Spec, excluding: Constraint) -> [Constraint] {
    let candidates = connectedRequired(to: culprit, excluding: excluding)
    guard !isFeasible([culprit] + candidates.map(\.spec)) else { return [] }
    let conflict = quickXplain(background: [culprit], hasDelta: false, candidates)
    return conflict.sorted { $0.order < $1.order }.map(\.constraint)
  }

  func quickXplain(background: [Tableau.Spec], hasDelta: Bool, _ candidates: [Record]) -> [Record] {
    if hasDelta && !isFeasible(background) { return [] }
    if candidates.count <= 1 { return candidates }
    let half = candidates.count / 2
    let left = Array(candidates[..<half]), right = Array(candidates[half...])
    let fromRight = quickXplain(
      background: background + left.map(\.spec), hasDelta: !left.isEmpty, right)
    let fromLeft = quickXplain(
      background: background + fromRight.map(\.spec), hasDelta: !fromRight.isEmpty, left)
    return fromLeft + fromRight
  }

  /// Whether the constraints (taken as required) can all hold.
  func isFeasible(_ specs: [Tableau.Spec]) -> Bool {
    var t = Tableau(tracksRequiredEqualities: false)
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
    let required = orderedRecords().filter {
      $0.constraint.strength.isRequired && $0.constraint !== excluding
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
    func union(_ terms: [Term]) {
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
    }
  }
}
