/// An unknown of a linear system, solved for by a ``Solver``.
///
/// Variables are reference types: two variables with the same name are still
/// different unknowns. The name is only used in diagnostics.
///
/// ```swift
/// let width = Variable("card.width")
/// try solver.addConstraint(width >= 100)
/// solver.updateVariables()
/// print(solver.value(of: width))   // 100.0
/// ```
///
/// Variables compare by identity (`===`); `x == y` builds a ``Constraint``.
/// A variable holds no value itself (so it can be shared between threads
/// and solvers); ask the solver with ``Solver/value(of:)``.
public final class Variable: Sendable {
  /// Where the tableau that took this variable last keeps it (its index
  /// in `Tableau.externals`), −1 before any did: a hint only, checked by
  /// `Tableau.lookup(_:)` against the tableau's own entry before it is
  /// believed, so a stale value (another solver's, or a copy's) costs a
  /// dictionary look-up and is never wrong. Only a solver with
  /// `usesPlaceHints` (the layout engine's, whose variables never leave it
  /// or its thread) reads or writes it; public solvers hash, so a variable
  /// shared between threads is never written by two of them.
  ///
  /// Declared first, so that it sits beside the object's header (a class
  /// keeps its stored properties in declaration order): a first layout
  /// reads it for every term right after the term's reference touched the
  /// header; behind the name it was often on another cache line.
  @exclusivity(unchecked) nonisolated(unsafe) package var place = -1

  /// The name shown in diagnostics and dumps.
  public var name: String {
    guard let suffix else { return base }
    return base + suffix.description
  }

  /// The name, or its first part when `suffix` is set: the two are joined
  /// only when the name is read (a layout engine names four variables per
  /// view, and a name is read only by diagnostics).
  private let base: String
  private let suffix: StaticString?

  /// Creates a variable with a name for diagnostics.
  public init(_ name: String = "") {
    base = name
    suffix = nil
  }

  /// Creates a variable named `base` followed by `suffix` (such as
  /// `".width"`), joined when the name is first read.
  package init(_ base: String, suffix: StaticString) {
    self.base = base
    self.suffix = suffix
  }
}

extension Variable: CustomStringConvertible {
  public var description: String { name.isEmpty ? "<unnamed>" : name }
}
