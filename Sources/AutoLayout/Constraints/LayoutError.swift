/// Why a layout call was refused. Nothing was changed.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The attributes or values cannot form a constraint (a location related
  /// to a dimension, x to y, leading to left, a location equal to a
  /// constant, a zero multiplier on a location, a non-finite number, a
  /// priority outside 1…1000).
  case invalidConstraint(String)
  /// The constraint's items are not in one hierarchy, so there is no view
  /// to install it on.
  case noCommonAncestor(constraint: String, first: String, second: String)
  /// ``LayoutView/install(_:translatingAutoresizingMask:)`` on a view that is
  /// not an ancestor of an item.
  case notInHierarchy(constraint: String, item: String, view: String)
  /// An active constraint's priority cannot move to or from required.
  case requiredPriorityChange(constraint: String)
  /// An item of the constraint no longer exists.
  case itemDeallocated(constraint: String)

  static func notInHierarchy(_ c: LayoutConstraint, item: String, view: String) -> LayoutError {
    .notInHierarchy(constraint: c.description, item: item, view: view)
  }

  /// The message without the leading "invalid constraint: ".
  public var reason: String {
    if case .invalidConstraint(let why) = self { return why }
    return description
  }

  public var description: String {
    switch self {
    case .invalidConstraint(let why): return "invalid constraint: \(why)"
    case .noCommonAncestor(let c, let a, let b):
      return "cannot activate \(c): '\(a)' and '\(b)' have no common ancestor; add them to one hierarchy first"
    case .notInHierarchy(let c, let item, let view):
      return "cannot install \(c) on '\(view)': '\(item)' is not inside it"
    case .requiredPriorityChange(let c):
      return "cannot change the priority of the active constraint \(c) to or from required; deactivate it first"
    case .itemDeallocated(let c): return "an item of \(c) no longer exists"
    }
  }
}

/// Where a constraint came from, shown after it in diagnostics.
public enum ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
  /// Made in Swift code, at a file and line.
  case code(file: String, line: Int)
  /// Parsed from text: the source (a file name or the string itself), and
  /// the 1-based line and column where the constraint's text starts.
  case text(source: String, line: Int, column: Int)
  /// Made by the engine (content size, autoresizing mask, margins, safe
  /// area); the string says which.
  case system(String)

  public var description: String {
    switch self {
    case .code(let file, let line):
      let name = file.split(separator: "/").last.map(String.init) ?? file
      return "\(name):\(line)"
    case .text(let source, let line, let column): return "\(source):\(line):\(column)"
    case .system(let what): return what
    }
  }
}
