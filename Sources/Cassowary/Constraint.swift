/// How the two sides of a constraint relate.
public enum Relation: String, Hashable, Sendable, CaseIterable {
  /// `expression == 0`
  case equal = "=="
  /// `expression <= 0`
  case lessThanOrEqual = "<="
  /// `expression >= 0`
  case greaterThanOrEqual = ">="
}

/// A linear relation `expression OP 0` with a ``Strength``.
///
/// Constraints are values with identity: the solver tracks the object you
/// added, so keep it to remove it or change its constant later.
///
/// ```swift
/// let c = Constraint(x + w - 320, .lessThanOrEqual, strength: .required)
/// try solver.addConstraint(c)
/// try solver.updateConstant(of: c, to: -480)   // now x + w <= 480
/// ```
public final class Constraint: Sendable {
  /// The left-hand side, reduced (one term per variable, no zero terms).
  public let expression: Expression
  /// The relation to zero.
  public let relation: Relation
  /// How much the constraint matters. For a preference with two sides
  /// (``init(_:above:below:label:)``), the weight of the expression above 0.
  public let strength: Strength
  /// The weight of the expression below 0: ``strength`` but for a
  /// preference with two sides (``init(_:above:below:label:)``).
  public let strengthBelow: Strength
  /// A label for diagnostics (for example the constraint's index in a file).
  public let label: String

  /// Where the solver that took this constraint last keeps its record (its
  /// index in `Solver.log`), −1 before any did: a hint, checked against
  /// the solver's own log before it is believed (`Solver.record(for:)`),
  /// as `Variable.place` is for variables, and like it read or written
  /// only by a solver with `usesPlaceHints` (the layout engine's).
  @exclusivity(unchecked) nonisolated(unsafe) package var place = -1

  /// The expression's terms in place, for the solver's reads: valid as
  /// long as the constraint is, because its expression never changes
  /// (a `let`, whose array nothing can mutate or reallocate). Reading them
  /// this way lends them without a retain and a release of their array,
  /// two atomic operations for every constraint added (on a buffer that a
  /// layout engine's helper thread allocated, so often on another core).
  var termBuffer: UnsafeBufferPointer<Term> {
    @inline(__always) get { expression.terms.withUnsafeBufferPointer { $0 } }
  }

  /// Creates `expression OP 0`.
  public init(
    _ expression: consuming Expression, _ relation: Relation, strength: Strength = .required,
    label: String = ""
  ) {
    // Taken over as it is when reduced already (most are): no copy of its
    // terms, and no retain and release of them.
    self.expression = expression.isReduced ? expression : expression.reduced
    self.relation = relation
    self.strength = strength
    self.strengthBelow = strength
    self.label = label
  }

  /// `expression == 0` as a preference whose two sides weigh differently:
  /// the expression above 0 is an error at `above`, below 0 an error at
  /// `below`. Both must be optional; nil if either is required.
  ///
  /// It holds what the pair `expression <= 0 @above` and
  /// `expression >= 0 @below` holds, with the same optimum, in one row
  /// and two error symbols where the pair takes two rows and four
  /// symbols. A view's content size is such a pair (hugging above its
  /// intrinsic size, compression resistance below it), and moving its
  /// constant is one change instead of two.
  ///
  /// ```swift
  /// if let content = Constraint(w - 120, above: .weak, below: .strong) {
  ///   try solver.addConstraint(content)   // w prefers 120
  ///   try solver.addConstraint(w >= 200, strength: .medium)
  ///   // w == 200: medium beats the weak hugging above 120
  /// }
  /// ```
  public init?(_ expression: Expression, above: Strength, below: Strength, label: String = "") {
    guard !above.isRequired, !below.isRequired else { return nil }
    self.expression = expression.reduced
    self.relation = .equal
    self.strength = above
    self.strengthBelow = below
    self.label = label
  }

  /// Whether this is a preference whose two sides weigh differently
  /// (``init(_:above:below:label:)``).
  public var isTwoSided: Bool { strengthBelow != strength }

  /// The same relation with another strength (a new constraint).
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength, label: label)
  }

  /// The same relation with a label for diagnostics (a new constraint).
  public func labeled(_ label: String) -> Constraint {
    Constraint(reduced: expression, relation, strength, strengthBelow, label)
  }

  private init(reduced: Expression, _ relation: Relation, _ above: Strength, _ below: Strength, _ label: String) {
    self.expression = reduced
    self.relation = relation
    self.strength = above
    self.strengthBelow = below
    self.label = label
  }
}

extension Constraint: Hashable {
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Constraint: CustomStringConvertible {
  /// For example `x + w - 320 <= 0 @required [#3]`.
  public var description: String {
    let tag = label.isEmpty ? "" : " [\(label)]"
    let weight = isTwoSided ? "@\(strength) above, @\(strengthBelow) below" : "@\(strength)"
    return "\(expression) \(relation.rawValue) 0 \(weight)\(tag)"
  }
}

/// `a == b` as a required constraint.
public func == <A: LinearExpressible, B: LinearExpressible>(a: A, b: B) -> Constraint {
  Constraint(a - b, .equal)
}
/// `a <= b` as a required constraint.
public func <= <A: LinearExpressible, B: LinearExpressible>(a: A, b: B) -> Constraint {
  Constraint(a - b, .lessThanOrEqual)
}
/// `a >= b` as a required constraint.
public func >= <A: LinearExpressible, B: LinearExpressible>(a: A, b: B) -> Constraint {
  Constraint(a - b, .greaterThanOrEqual)
}
/// `a == c` as a required constraint.
public func == <A: LinearExpressible>(a: A, c: Double) -> Constraint {
  Constraint(a - c, .equal)
}
/// `a <= c` as a required constraint.
public func <= <A: LinearExpressible>(a: A, c: Double) -> Constraint {
  Constraint(a - c, .lessThanOrEqual)
}
/// `a >= c` as a required constraint.
public func >= <A: LinearExpressible>(a: A, c: Double) -> Constraint {
  Constraint(a - c, .greaterThanOrEqual)
}
