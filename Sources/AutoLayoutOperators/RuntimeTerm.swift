import AutoLayout

// SwiftyLayout's original form subscripts a view with an attribute held in
// a variable (`let attribute: NSLayoutAttribute = …; viewA[attribute]`).
// The typed subscripts cannot take one, so terms of that form have a kind
// of their own, `AnyAttribute`: they relate only to each other and to
// numbers, and their pairing is checked when the constraint is made, as
// `LayoutConstraint(item:attribute:relatedBy:…)` checks it.

/// The kind of a term whose attribute is known only at run time.
///
/// ```swift
/// let attribute: LayoutAttribute = .width
/// let c = viewA[attribute] == 0.5 * viewB[attribute] - 4
/// ```
///
/// A pairing Auto Layout refuses (`viewA[top] == viewB[width]` with those
/// values) compiles, and makes a constraint whose
/// `LayoutConstraint.invalidReason` says why; activating it
/// reports that. Write the attribute literally (`viewA[.width]`) to have
/// the compiler check the pairing instead.
public enum AnyAttribute {}

/// A value that names a layout attribute at run time: `LayoutAttribute`.
///
/// The runtime subscript takes its attribute through this protocol, not as
/// a `LayoutAttribute` parameter, so that a literal `view[.top]` cannot
/// resolve to it (a protocol offers no `.top`): literals keep their typed
/// terms and the compile-time pairing checks.
public protocol LayoutAttributeValue {
  /// The attribute.
  var layoutAttribute: LayoutAttribute { get }
}

extension LayoutAttribute: LayoutAttributeValue {
  /// The attribute itself.
  public var layoutAttribute: LayoutAttribute { self }
}

extension LayoutView {
  /// The term `1 × self.attribute + 0` for an attribute held in a value.
  public subscript<A: LayoutAttributeValue>(attribute: A) -> ConstraintTerm<AnyAttribute> {
    ConstraintTerm(item: self, attribute: TermAttribute(attribute.layoutAttribute))
  }
}

extension LayoutGuide {
  /// The term `1 × self.attribute + 0` for an attribute held in a value.
  public subscript<A: LayoutAttributeValue>(attribute: A) -> ConstraintTerm<AnyAttribute> {
    ConstraintTerm(item: self, attribute: TermAttribute(attribute.layoutAttribute))
  }
}

/// `lhs == rhs`, checked when made (see ``AnyAttribute``).
public func == (lhs: ConstraintTerm<AnyAttribute>, rhs: ConstraintTerm<AnyAttribute>) -> LayoutConstraint {
  relate(lhs, .equal, rhs, 0, file: #fileID, line: #line)
}
/// `lhs <= rhs`
public func <= (lhs: ConstraintTerm<AnyAttribute>, rhs: ConstraintTerm<AnyAttribute>) -> LayoutConstraint {
  relate(lhs, .lessThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs >= rhs`
public func >= (lhs: ConstraintTerm<AnyAttribute>, rhs: ConstraintTerm<AnyAttribute>) -> LayoutConstraint {
  relate(lhs, .greaterThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs == constant` (valid when the attribute is a width or a height).
public func == (lhs: ConstraintTerm<AnyAttribute>, rhs: Double) -> LayoutConstraint {
  relate(lhs, .equal, ConstraintTerm<AnyAttribute>?.none, rhs, file: #fileID, line: #line)
}
/// `lhs <= constant`
public func <= (lhs: ConstraintTerm<AnyAttribute>, rhs: Double) -> LayoutConstraint {
  relate(lhs, .lessThanOrEqual, ConstraintTerm<AnyAttribute>?.none, rhs, file: #fileID, line: #line)
}
/// `lhs >= constant`
public func >= (lhs: ConstraintTerm<AnyAttribute>, rhs: Double) -> LayoutConstraint {
  relate(lhs, .greaterThanOrEqual, ConstraintTerm<AnyAttribute>?.none, rhs, file: #fileID, line: #line)
}
/// `constant == rhs`: the term goes on the left.
public func == (lhs: Double, rhs: ConstraintTerm<AnyAttribute>) -> LayoutConstraint {
  relate(rhs, .equal, ConstraintTerm<AnyAttribute>?.none, lhs, file: #fileID, line: #line)
}
/// `constant <= rhs`, that is `rhs >= constant`.
public func <= (lhs: Double, rhs: ConstraintTerm<AnyAttribute>) -> LayoutConstraint {
  relate(rhs, .greaterThanOrEqual, ConstraintTerm<AnyAttribute>?.none, lhs, file: #fileID, line: #line)
}
/// `constant >= rhs`, that is `rhs <= constant`.
public func >= (lhs: Double, rhs: ConstraintTerm<AnyAttribute>) -> LayoutConstraint {
  relate(rhs, .lessThanOrEqual, ConstraintTerm<AnyAttribute>?.none, lhs, file: #fileID, line: #line)
}
