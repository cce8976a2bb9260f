import AutoLayout

/// One side of a SwiftyLayout-style equation: an item's attribute with a
/// multiplier and a constant, `multiplier × item.attribute + constant`.
///
/// ```swift
/// try viewA[.width] == 0.5 * viewB[.width] - 4      // multiplier 0.5, constant −4
/// try viewA[.width] * 3 == viewA[.height] * 4       // viewA.width == 4/3 × viewA.height
/// try inner[.leading] == outer[.leading] + 4 ~ 750  // priority 750
/// ```
public struct ConstraintTerm {
  public let item: any LayoutItem
  public let attribute: LayoutAttribute
  public var multiplier: Double = 1
  public var constant: Double = 0

  public init(item: any LayoutItem, attribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0) {
    self.item = item
    self.attribute = attribute
    self.multiplier = multiplier
    self.constant = constant
  }
}

extension LayoutView {
  /// The term `1 × self.attribute + 0`.
  public subscript(attribute: LayoutAttribute) -> ConstraintTerm { ConstraintTerm(item: self, attribute: attribute) }
}

extension LayoutGuide {
  /// The term `1 × self.attribute + 0`.
  public subscript(attribute: LayoutAttribute) -> ConstraintTerm { ConstraintTerm(item: self, attribute: attribute) }
}

/// Adds to the constant.
public func + (term: ConstraintTerm, constant: Double) -> ConstraintTerm {
  var t = term
  t.constant += constant
  return t
}
/// Adds to the constant.
public func + (constant: Double, term: ConstraintTerm) -> ConstraintTerm { term + constant }
/// Subtracts from the constant.
public func - (term: ConstraintTerm, constant: Double) -> ConstraintTerm { term + -constant }
/// Multiplies the multiplier and the constant.
public func * (term: ConstraintTerm, factor: Double) -> ConstraintTerm {
  ConstraintTerm(
    item: term.item, attribute: term.attribute, multiplier: term.multiplier * factor,
    constant: term.constant * factor)
}
/// Multiplies the multiplier and the constant.
public func * (factor: Double, term: ConstraintTerm) -> ConstraintTerm { term * factor }
/// Divides the multiplier and the constant.
public func / (term: ConstraintTerm, divisor: Double) -> ConstraintTerm { term * (1 / divisor) }

/// `m1·a + c1 (rel) m2·b + c2` as `a (rel) (m2/m1)·b + (c2 − c1)/m1`, the
/// relation flipped when `m1` is negative.
func relate(_ l: ConstraintTerm, _ r: LayoutRelation, _ rhs: ConstraintTerm?, _ k: Double) throws(LayoutError)
  -> LayoutConstraint
{
  guard l.multiplier != 0, l.multiplier.isFinite else {
    throw .invalidConstraint("\(l.item.name).\(l.attribute.rawValue) is multiplied by \(l.multiplier)")
  }
  let relation = l.multiplier < 0 ? r.flipped : r
  let constant = ((rhs?.constant ?? k) - l.constant) / l.multiplier
  return try LayoutConstraint(
    item: l.item, attribute: l.attribute, relatedBy: relation, toItem: rhs?.item,
    attribute: rhs?.attribute ?? .notAnAttribute, multiplier: (rhs?.multiplier ?? 0) / l.multiplier,
    constant: constant)
}

/// `lhs == rhs` as a constraint (not yet active).
///
/// - Throws: ``LayoutError/invalidConstraint(_:)`` for an invalid pairing
///   such as `view[.top] == other[.width]`.
public func == (lhs: ConstraintTerm, rhs: ConstraintTerm) throws(LayoutError) -> LayoutConstraint {
  try relate(lhs, .equal, rhs, 0)
}
/// `lhs <= rhs` as a constraint.
public func <= (lhs: ConstraintTerm, rhs: ConstraintTerm) throws(LayoutError) -> LayoutConstraint {
  try relate(lhs, .lessThanOrEqual, rhs, 0)
}
/// `lhs >= rhs` as a constraint.
public func >= (lhs: ConstraintTerm, rhs: ConstraintTerm) throws(LayoutError) -> LayoutConstraint {
  try relate(lhs, .greaterThanOrEqual, rhs, 0)
}
/// `lhs == constant` (a dimension).
public func == (lhs: ConstraintTerm, rhs: Double) throws(LayoutError) -> LayoutConstraint {
  try relate(lhs, .equal, nil, rhs)
}
/// `lhs <= constant` (a dimension).
public func <= (lhs: ConstraintTerm, rhs: Double) throws(LayoutError) -> LayoutConstraint {
  try relate(lhs, .lessThanOrEqual, nil, rhs)
}
/// `lhs >= constant` (a dimension).
public func >= (lhs: ConstraintTerm, rhs: Double) throws(LayoutError) -> LayoutConstraint {
  try relate(lhs, .greaterThanOrEqual, nil, rhs)
}
/// `constant == rhs`: the term goes on the left.
public func == (lhs: Double, rhs: ConstraintTerm) throws(LayoutError) -> LayoutConstraint {
  try relate(rhs, .equal, nil, lhs)
}
/// `constant <= rhs`, that is `rhs >= constant`.
public func <= (lhs: Double, rhs: ConstraintTerm) throws(LayoutError) -> LayoutConstraint {
  try relate(rhs, .greaterThanOrEqual, nil, lhs)
}
/// `constant >= rhs`, that is `rhs <= constant`.
public func >= (lhs: Double, rhs: ConstraintTerm) throws(LayoutError) -> LayoutConstraint {
  try relate(rhs, .lessThanOrEqual, nil, lhs)
}

/// Below comparison, so `a == b + 4 ~ 750` needs no parentheses.
precedencegroup LayoutPriorityPrecedence {
  associativity: left
  lowerThan: ComparisonPrecedence
  higherThan: AssignmentPrecedence
}

infix operator ~ : LayoutPriorityPrecedence

/// Sets the priority of a constraint that is not active yet and returns it.
@discardableResult
public func ~ (constraint: LayoutConstraint, priority: Float) -> LayoutConstraint {
  constraint.withPriority(LayoutPriority(priority))
}
