/// Why a ``Solver`` call failed. A failed call leaves the solver as it was.
public enum SolverError: Error, Equatable, CustomStringConvertible {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The required constraint cannot hold together with the required
  /// constraints already present. `conflicts` is a minimal set of them:
  /// removing any one would let the constraint in.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required.
  case requiredEditStrength(Variable)
  /// A coefficient or constant is infinite or not a number.
  case nonFiniteValue(Constraint)
  /// A suggested value is infinite or not a number.
  case nonFiniteSuggestion(Variable)
  /// The constraint (or its new constant) would make a value beyond the
  /// range of a Double (about ±1.8e308): its numbers are finite, but what
  /// they compute is not. It is refused, and values stay finite.
  case overflow(Constraint)
  /// The suggested value would make another value beyond the range of a
  /// Double; it is refused.
  case overflowingSuggestion(Variable)
  /// A numerical state that should not happen; the message says which.
  case internalInconsistency(String)

  /// Errors are equal when they are the same case about the same objects
  /// (compared by identity).
  public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
    switch (lhs, rhs) {
    case (.duplicateConstraint(let a), .duplicateConstraint(let b)),
      (.unknownConstraint(let a), .unknownConstraint(let b)),
      (.nonFiniteValue(let a), .nonFiniteValue(let b)), (.overflow(let a), .overflow(let b)):
      return a === b
    case (.unsatisfiableConstraint(let a, let x), .unsatisfiableConstraint(let b, let y)):
      return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
    case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)),
      (.unknownEditVariable(let a), .unknownEditVariable(let b)),
      (.requiredEditStrength(let a), .requiredEditStrength(let b)),
      (.nonFiniteSuggestion(let a), .nonFiniteSuggestion(let b)),
      (.overflowingSuggestion(let a), .overflowingSuggestion(let b)):
      return a === b
    case (.internalInconsistency(let a), .internalInconsistency(let b)):
      return a == b
    default:
      return false
    }
  }

  public var description: String {
    switch self {
    case .duplicateConstraint(let c): return "the constraint \(c) is already in the solver"
    case .unknownConstraint(let c): return "the constraint \(c) is not in the solver"
    case .unsatisfiableConstraint(let c, let conflicts):
      var text = "the required constraint \(c) cannot be satisfied"
      if !conflicts.isEmpty {
        text += "; it conflicts with: " + conflicts.map { $0.description }.joined(separator: "; ")
      }
      return text
    case .duplicateEditVariable(let v): return "'\(v)' is already an edit variable"
    case .unknownEditVariable(let v): return "'\(v)' is not an edit variable"
    case .requiredEditStrength(let v): return "the edit variable '\(v)' cannot be required"
    case .nonFiniteValue(let c): return "the constraint \(c) has a non-finite coefficient or constant"
    case .nonFiniteSuggestion(let v): return "the value suggested for '\(v)' is not finite"
    case .overflow(let c): return "the constraint \(c) would make a value beyond the range of a Double (±1.8e308)"
    case .overflowingSuggestion(let v):
      return "the value suggested for '\(v)' would make a value beyond the range of a Double (±1.8e308)"
    case .internalInconsistency(let m): return "internal solver error: \(m)"
    }
  }
}
