import AutoLayout

/// Textual Auto Layout's relations: `=&=` (equal), `=>=`, `=<=`. Each
/// creates the constraint **and activates it**, and returns it.
///
/// ```swift
/// try red.leadingAnchor =&= blue.trailingAnchor + 8
/// try view.widthAnchor =>= 2 * view.heightAnchor
/// try view.widthAnchor =<= 250 | .defaultHigh
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
  func setPriorityReinstalling(_ priority: LayoutPriority) {
    guard isActive, priority.isRequired != self.priority.isRequired else {
      withPriority(priority)
      return
    }
    let view = installedView
    deactivate()
    withPriority(priority)
    if view != nil { try? activate() }
  }
}

extension Array where Element == LayoutConstraint {
  /// Activates or deactivates every constraint and returns the list, so
  /// that lists can be stored and switched:
  ///
  /// ```swift
  /// let compact = try [view.widthAnchor =&= 120, view.heightAnchor =&= 35].setActive(false)
  /// ```
  ///
  /// - Throws: ``LayoutError`` when activating one whose items share no
  ///   ancestor (none is activated then).
  @discardableResult
  public func setActive(_ active: Bool) throws(LayoutError) -> [LayoutConstraint] {
    if active { try LayoutConstraint.activate(self) } else { LayoutConstraint.deactivate(self) }
    return self
  }
}

func made(_ c: LayoutConstraint) throws(LayoutError) -> LayoutConstraint {
  try c.activate()
  return c
}

// MARK: x axis: leading/trailing relate to leading, trailing and centre; left/right likewise.

@discardableResult
public func =&= <F: RelatesToDirectional>(a: LayoutXAxisAnchor<DirectionalX>, b: LayoutXAxisAnchor<F>) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(equalTo: b)) }
@discardableResult
public func =>= <F: RelatesToDirectional>(a: LayoutXAxisAnchor<DirectionalX>, b: LayoutXAxisAnchor<F>) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(greaterThanOrEqualTo: b)) }
@discardableResult
public func =<= <F: RelatesToDirectional>(a: LayoutXAxisAnchor<DirectionalX>, b: LayoutXAxisAnchor<F>) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(lessThanOrEqualTo: b)) }
@discardableResult
public func =&= <F: RelatesToAbsolute>(a: LayoutXAxisAnchor<AbsoluteX>, b: LayoutXAxisAnchor<F>) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(equalTo: b)) }
@discardableResult
public func =>= <F: RelatesToAbsolute>(a: LayoutXAxisAnchor<AbsoluteX>, b: LayoutXAxisAnchor<F>) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(greaterThanOrEqualTo: b)) }
@discardableResult
public func =<= <F: RelatesToAbsolute>(a: LayoutXAxisAnchor<AbsoluteX>, b: LayoutXAxisAnchor<F>) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(lessThanOrEqualTo: b)) }
@discardableResult
public func =&= <F>(a: LayoutXAxisAnchor<CenterX>, b: LayoutXAxisAnchor<F>) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(equalTo: b)) }
@discardableResult
public func =>= <F>(a: LayoutXAxisAnchor<CenterX>, b: LayoutXAxisAnchor<F>) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(greaterThanOrEqualTo: b)) }
@discardableResult
public func =<= <F>(a: LayoutXAxisAnchor<CenterX>, b: LayoutXAxisAnchor<F>) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(lessThanOrEqualTo: b)) }

// MARK: y axis

@discardableResult
public func =&= (a: LayoutYAxisAnchor, b: LayoutYAxisAnchor) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(equalTo: b)) }
@discardableResult
public func =>= (a: LayoutYAxisAnchor, b: LayoutYAxisAnchor) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(greaterThanOrEqualTo: b)) }
@discardableResult
public func =<= (a: LayoutYAxisAnchor, b: LayoutYAxisAnchor) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(lessThanOrEqualTo: b)) }

// MARK: dimensions (the only anchors with a multiplier)

@discardableResult
public func =&= (a: LayoutDimension, b: LayoutDimension) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(equalTo: b)) }
@discardableResult
public func =>= (a: LayoutDimension, b: LayoutDimension) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(greaterThanOrEqualTo: b)) }
@discardableResult
public func =<= (a: LayoutDimension, b: LayoutDimension) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(lessThanOrEqualTo: b)) }
@discardableResult
public func =&= (a: LayoutDimension, b: DimensionExpression) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(equalTo: b.dimension, multiplier: b.multiplier)) }
@discardableResult
public func =>= (a: LayoutDimension, b: DimensionExpression) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(greaterThanOrEqualTo: b.dimension, multiplier: b.multiplier)) }
@discardableResult
public func =<= (a: LayoutDimension, b: DimensionExpression) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(lessThanOrEqualTo: b.dimension, multiplier: b.multiplier)) }
@discardableResult
public func =&= (a: LayoutDimension, k: Double) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(equalToConstant: k)) }
@discardableResult
public func =>= (a: LayoutDimension, k: Double) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(greaterThanOrEqualToConstant: k)) }
@discardableResult
public func =<= (a: LayoutDimension, k: Double) throws(LayoutError) -> LayoutConstraint { try made(a.constraint(lessThanOrEqualToConstant: k)) }
