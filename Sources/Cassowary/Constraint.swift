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
  /// How much the constraint matters.
  public let strength: Strength
  /// A label for diagnostics (for example the constraint's index in a file).
  public let label: String

  /// Where the solver that took this constraint last keeps its record (its
  /// index in `Solver.log`), −1 before any did: a hint, checked against
  /// the solver's own log before it is believed (`Solver.record(for:)`),
  /// as `Variable.place` is for variables, and like it read or written
  /// only by a solver with `usesPlaceHints` (the layout engine's).
  @exclusivity(unchecked) nonisolated(unsafe) package var place = -1

  /// Creates `expression OP 0`.
  public init(
    _ expression: Expression, _ relation: Relation, strength: Strength = .required,
    label: String = ""
  ) {
    self.expression = expression.reduced
    self.relation = relation
    self.strength = strength
    self.label = label
  }

  /// The same relation with another strength (a new constraint).
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength, label: label)
  }

  /// The same relation with a label for diagnostics (a new constraint).
  public func labeled(_ label: String) -> Constraint {
    Constraint(expression, relation, strength: strength, label: label)
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
    return "\(expression) \(relation.rawValue) 0 @\(strength)\(tag)"
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
