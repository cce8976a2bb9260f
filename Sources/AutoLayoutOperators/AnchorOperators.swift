import AutoLayout

/// Textual Auto Layout's relations (this module's second seed): `=&=`
/// (equal), `=>=`, `=<=`. Each creates the constraint **and activates it**,
/// and returns it. They never throw: pairings Auto Layout refuses do not
/// compile (the anchors are typed), and items with no common ancestor are
/// reported as `isActive = true` reports them. For errors as values, use
/// `try anchor.constraint(equalTo:).activate()`.
///
/// ```swift
/// red.leadingAnchor =&= blue.trailingAnchor + 8
/// view.widthAnchor =>= 2 * view.heightAnchor
/// view.widthAnchor =<= 250 | .defaultHigh
/// ```
///
/// The relations bind tighter than `+`, `-` and `|`, and looser than `*`:
/// `a =&= b + 8` makes `a == b` and then moves its constant by 8, and
/// `| priority` sets the priority of the result.
precedencegroup AnchorRelationPrecedence {
  associativity: left
  higherThan: AdditionPrecedence
  lowerThan: MultiplicationPrecedence
}

infix operator =&= : AnchorRelationPrecedence
infix operator =>= : AnchorRelationPrecedence
infix operator =<= : AnchorRelationPrecedence

/// `multiplier × dimension`, the right side of a dimension relation.
public struct DimensionExpression {
  public let dimension: LayoutDimension
  public var multiplier: Double
}

/// `k × dimension`
public func * (k: Double, dimension: LayoutDimension) -> DimensionExpression {
  DimensionExpression(dimension: dimension, multiplier: k)
}
/// `dimension × k`
public func * (dimension: LayoutDimension, k: Double) -> DimensionExpression {
  DimensionExpression(dimension: dimension, multiplier: k)
}

/// Moves the constant of a constraint made by a relation: `a =&= b + 8`.
@discardableResult
public func + (constraint: LayoutConstraint, constant: Double) -> LayoutConstraint {
  constraint.constant += constant
  return constraint
}
/// Moves the constant of a constraint made by a relation: `a =&= b - 8`.
@discardableResult
public func - (constraint: LayoutConstraint, constant: Double) -> LayoutConstraint {
  constraint.constant -= constant
  return constraint
}

/// Sets the priority of a constraint, even an active one (it is
/// deactivated and activated again when the change crosses required).
@discardableResult
public func | (constraint: LayoutConstraint, priority: LayoutPriority) -> LayoutConstraint {
  constraint.setPriorityReinstalling(priority)
  return constraint
}

/// Sets the priority of every constraint in a list and returns the list.
@discardableResult
public func | (constraints: [LayoutConstraint], priority: LayoutPriority) -> [LayoutConstraint] {
  for c in constraints { c.setPriorityReinstalling(priority) }
  return constraints
}

extension LayoutConstraint {
  /// Textual Auto Layout sets priorities after activating (`a =&= b |
  /// .defaultHigh`); crossing required on an active constraint is done by
  /// deactivating, changing and activating again, which UIKit allows.
  func setPriorityReinstalling(_ priority: LayoutPriority) {
    guard isActive, priority.isRequired != self.priority.isRequired, priority.isValid else {
      self.priority = priority
      return
    }
    deactivate()
    self.priority = priority
    activateReportingErrors()
  }
}

extension Array where Element == LayoutConstraint {
  /// Activates or deactivates every constraint and returns the list, so
  /// that lists can be stored and switched:
  ///
  /// ```swift
  /// let compact = [view.widthAnchor =&= 120, view.heightAnchor =&= 35].setActive(false)
  /// ```
  ///
  /// Activation follows `isActive = true`: a constraint that cannot be
  /// activated is reported and the others are activated.
  @discardableResult
  public func setActive(_ active: Bool) -> [LayoutConstraint] {
    for c in self {
      if active { c.activateReportingErrors() } else { c.deactivate() }
    }
    return self
  }
}

/// Activates as UIKit's `isActive = true` does: a mistake is reported
/// (standard error and the window's report) and layout goes on.
func made(_ c: LayoutConstraint) -> LayoutConstraint {
  c.activateReportingErrors()
  return c
}

// MARK: x axis: leading/trailing relate to leading, trailing and centre; left/right likewise.

@discardableResult
public func =&= <F: RelatesToDirectional>(a: LayoutXAxisAnchor<DirectionalX>, b: LayoutXAxisAnchor<F>)
  -> LayoutConstraint
{ made(a.constraint(equalTo: b)) }
@discardableResult
public func =>= <F: RelatesToDirectional>(a: LayoutXAxisAnchor<DirectionalX>, b: LayoutXAxisAnchor<F>)
  -> LayoutConstraint
{ made(a.constraint(greaterThanOrEqualTo: b)) }
@discardableResult
public func =<= <F: RelatesToDirectional>(a: LayoutXAxisAnchor<DirectionalX>, b: LayoutXAxisAnchor<F>)
  -> LayoutConstraint
{ made(a.constraint(lessThanOrEqualTo: b)) }
@discardableResult
public func =&= <F: RelatesToAbsolute>(a: LayoutXAxisAnchor<AbsoluteX>, b: LayoutXAxisAnchor<F>) -> LayoutConstraint {
  made(a.constraint(equalTo: b))
}
@discardableResult
public func =>= <F: RelatesToAbsolute>(a: LayoutXAxisAnchor<AbsoluteX>, b: LayoutXAxisAnchor<F>) -> LayoutConstraint {
  made(a.constraint(greaterThanOrEqualTo: b))
}
@discardableResult
public func =<= <F: RelatesToAbsolute>(a: LayoutXAxisAnchor<AbsoluteX>, b: LayoutXAxisAnchor<F>) -> LayoutConstraint {
  made(a.constraint(lessThanOrEqualTo: b))
}
@discardableResult
public func =&= <F>(a: LayoutXAxisAnchor<CenterX>, b: LayoutXAxisAnchor<F>) -> LayoutConstraint {
  made(a.constraint(equalTo: b))
}
@discardableResult
public func =>= <F>(a: LayoutXAxisAnchor<CenterX>, b: LayoutXAxisAnchor<F>) -> LayoutConstraint {
  made(a.constraint(greaterThanOrEqualTo: b))
}
@discardableResult
public func =<= <F>(a: LayoutXAxisAnchor<CenterX>, b: LayoutXAxisAnchor<F>) -> LayoutConstraint {
  made(a.constraint(lessThanOrEqualTo: b))
}

// MARK: y axis

@discardableResult
public func =&= (a: LayoutYAxisAnchor, b: LayoutYAxisAnchor) -> LayoutConstraint { made(a.constraint(equalTo: b)) }
@discardableResult
public func =>= (a: LayoutYAxisAnchor, b: LayoutYAxisAnchor) -> LayoutConstraint {
  made(a.constraint(greaterThanOrEqualTo: b))
}
@discardableResult
public func =<= (a: LayoutYAxisAnchor, b: LayoutYAxisAnchor) -> LayoutConstraint {
  made(a.constraint(lessThanOrEqualTo: b))
}

// MARK: dimensions (the only anchors with a multiplier)

@discardableResult
public func =&= (a: LayoutDimension, b: LayoutDimension) -> LayoutConstraint { made(a.constraint(equalTo: b)) }
@discardableResult
public func =>= (a: LayoutDimension, b: LayoutDimension) -> LayoutConstraint {
  made(a.constraint(greaterThanOrEqualTo: b))
}
@discardableResult
public func =<= (a: LayoutDimension, b: LayoutDimension) -> LayoutConstraint {
  made(a.constraint(lessThanOrEqualTo: b))
}
@discardableResult
public func =&= (a: LayoutDimension, b: DimensionExpression) -> LayoutConstraint {
  made(a.constraint(equalTo: b.dimension, multiplier: b.multiplier))
}
@discardableResult
public func =>= (a: LayoutDimension, b: DimensionExpression) -> LayoutConstraint {
  made(a.constraint(greaterThanOrEqualTo: b.dimension, multiplier: b.multiplier))
}
@discardableResult
public func =<= (a: LayoutDimension, b: DimensionExpression) -> LayoutConstraint {
  made(a.constraint(lessThanOrEqualTo: b.dimension, multiplier: b.multiplier))
}
@discardableResult
public func =&= (a: LayoutDimension, k: Double) -> LayoutConstraint { made(a.constraint(equalToConstant: k)) }
@discardableResult
public func =>= (a: LayoutDimension, k: Double) -> LayoutConstraint {
  made(a.constraint(greaterThanOrEqualToConstant: k))
}
@discardableResult
public func =<= (a: LayoutDimension, k: Double) -> LayoutConstraint { made(a.constraint(lessThanOrEqualToConstant: k)) }
