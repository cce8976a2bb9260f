internal import Cassowary

/// Laying out a view's tree: its engine, marking it for layout, and the
/// layout pass.
extension LayoutView {
  func invalidateEngine() {
    rootView.engineStorage?.needsRebuild = true
  }

  /// The engine of this view's tree (its root's), created on first use.
  var engine: LayoutEngine {
    let root = rootView
    if let e = root.engineStorage { return e }
    let e = LayoutEngine(root: root)
    root.engineStorage = e
    return e
  }

  /// Marks the tree for layout at the next ``layoutIfNeeded()``.
  public func setNeedsLayout() {
    engine.needsLayout = true
    engine.framesTouched = true
  }

  /// Lays out the whole tree this view belongs to if anything changed:
  /// solves the constraints (incrementally when only constants, sizes or
  /// the window changed) and sets every frame.
  public func layoutIfNeeded() {
    engine.layoutIfNeeded()
  }

  /// Whether any of the view's position or size is not determined by its
  /// constraints (lays out first if needed).
  public var hasAmbiguousLayout: Bool {
    layoutIfNeeded()
    return engine.ambiguity().contains { $0.item === self }
  }
}

/// One constraint of a tree's solver, in plain values: `Σ coefficient ×
/// variable + constant  relation  0`, with the priority above 0 and below 0
/// (the same but for a view's content preference, which weighs the two
/// sides apart; 1000 is required).
@_spi(Benchmarks) public struct SolverConstraintForBenchmarks: Sendable {
  public var terms: [(coefficient: Double, variable: ObjectIdentifier, name: String)]
  public var constant: Double
  /// `==`, `<=` or `>=`.
  public var relation: String
  public var priority: Double
  public var priorityBelow: Double
}

extension LayoutView {
  /// The constraints the tree's solver holds after the last layout pass, in
  /// the order they were added: what the benchmark package writes as a
  /// system file to time kiwisolver on the very system a layout builds.
  /// Not API: the solver's form of a layout may change with any release.
  @_spi(Benchmarks) public var solverConstraintsForBenchmarks: [SolverConstraintForBenchmarks] {
    engine.solver.constraints.map { c in
      SolverConstraintForBenchmarks(
        terms: c.expression.terms.map { ($0.coefficient, ObjectIdentifier($0.variable), $0.variable.name) },
        constant: c.expression.constant, relation: c.relation.rawValue,
        priority: c.strength.value, priorityBelow: c.strengthBelow.value)
    }
  }
}
