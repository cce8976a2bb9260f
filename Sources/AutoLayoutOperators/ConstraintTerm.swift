import AutoLayout

// SwiftyLayout's equations (this module's first seed): `view[.attribute]`
// terms combined with numbers and related with `==`, `<=`, `>=`; `~` sets
// the priority. Terms are typed by their attribute's kind, so pairings
// Auto Layout refuses do not compile: `a[.top] == b[.width]`,
// `a[.leading] == b[.left]`, `a[.top] == 20`.

/// The kind of a term on the y axis (top, bottom, centre, baselines and
/// their margins).
public enum YAxis {}
/// The kind of a width or height term.
public enum Dimension {}

/// An x-axis kind: leading/trailing (`DirectionalX`), left/right
/// (`AbsoluteX`) or centre (`CenterX`).
public protocol XAxisKind {}
extension DirectionalX: XAxisKind {}
extension AbsoluteX: XAxisKind {}
extension CenterX: XAxisKind {}

/// An attribute as the subscript `view[.width]` takes it, typed by kind.
/// The names are `LayoutAttribute`'s; the capitalised ones (`.Width`,
/// `.Leading`) are SwiftyLayout's own spelling from Swift 2, accepted so
/// that its examples read as written.
public struct TermAttribute<Kind>: Sendable {
  public let attribute: LayoutAttribute
  init(_ attribute: LayoutAttribute) { self.attribute = attribute }
}

extension TermAttribute where Kind == DirectionalX {
  public static var leading: Self { Self(.leading) }
  public static var trailing: Self { Self(.trailing) }
  public static var leadingMargin: Self { Self(.leadingMargin) }
  public static var trailingMargin: Self { Self(.trailingMargin) }
  public static var Leading: Self { Self(.leading) }
  public static var Trailing: Self { Self(.trailing) }
  public static var LeadingMargin: Self { Self(.leadingMargin) }
  public static var TrailingMargin: Self { Self(.trailingMargin) }
}

extension TermAttribute where Kind == AbsoluteX {
  public static var left: Self { Self(.left) }
  public static var right: Self { Self(.right) }
  public static var leftMargin: Self { Self(.leftMargin) }
  public static var rightMargin: Self { Self(.rightMargin) }
  public static var Left: Self { Self(.left) }
  public static var Right: Self { Self(.right) }
  public static var LeftMargin: Self { Self(.leftMargin) }
  public static var RightMargin: Self { Self(.rightMargin) }
}

extension TermAttribute where Kind == CenterX {
  public static var centerX: Self { Self(.centerX) }
  public static var centerXWithinMargins: Self { Self(.centerXWithinMargins) }
  public static var CenterX: Self { Self(.centerX) }
  public static var CenterXWithinMargins: Self { Self(.centerXWithinMargins) }
}

extension TermAttribute where Kind == YAxis {
  public static var top: Self { Self(.top) }
  public static var bottom: Self { Self(.bottom) }
  public static var centerY: Self { Self(.centerY) }
  public static var firstBaseline: Self { Self(.firstBaseline) }
  public static var lastBaseline: Self { Self(.lastBaseline) }
  public static var topMargin: Self { Self(.topMargin) }
  public static var bottomMargin: Self { Self(.bottomMargin) }
  public static var centerYWithinMargins: Self { Self(.centerYWithinMargins) }
  public static var Top: Self { Self(.top) }
  public static var Bottom: Self { Self(.bottom) }
  public static var CenterY: Self { Self(.centerY) }
  public static var Baseline: Self { Self(.lastBaseline) }
  public static var FirstBaseline: Self { Self(.firstBaseline) }
  public static var LastBaseline: Self { Self(.lastBaseline) }
  public static var TopMargin: Self { Self(.topMargin) }
  public static var BottomMargin: Self { Self(.bottomMargin) }
  public static var CenterYWithinMargins: Self { Self(.centerYWithinMargins) }
}

extension TermAttribute where Kind == Dimension {
  public static var width: Self { Self(.width) }
  public static var height: Self { Self(.height) }
  public static var Width: Self { Self(.width) }
  public static var Height: Self { Self(.height) }
}

/// One side of a SwiftyLayout-style equation: an item's attribute with a
/// multiplier and a constant, `multiplier × item.attribute + constant`.
///
/// ```swift
/// let a = viewA[.width] == 0.5 * viewB[.width] - 4      // multiplier 0.5, constant −4
/// let b = viewA[.width] * 3 == viewA[.height] * 4       // viewA.width == 4/3 × viewA.height
/// let c = inner[.leading] == outer[.leading] + 4 ~ 750  // priority 750
/// LayoutConstraint.activate([a, c])                   // or a.isActive = true
/// ```
///
/// The relations make constraints without activating them, as SwiftyLayout
/// does.
public struct ConstraintTerm<Kind> {
  public let item: any LayoutItem
  public let attribute: LayoutAttribute
  public var multiplier: Double = 1
  public var constant: Double = 0

  public init(item: any LayoutItem, attribute: TermAttribute<Kind>, multiplier: Double = 1, constant: Double = 0) {
    self.item = item
    self.attribute = attribute.attribute
    self.multiplier = multiplier
    self.constant = constant
  }

  init(_ term: ConstraintTerm<Kind>, multiplier: Double, constant: Double) {
    item = term.item
    attribute = term.attribute
    self.multiplier = multiplier
    self.constant = constant
  }
}

extension LayoutView {
  /// The term `1 × self.attribute + 0`.
  public subscript<Kind>(attribute: TermAttribute<Kind>) -> ConstraintTerm<Kind> {
    ConstraintTerm(item: self, attribute: attribute)
  }
}

extension LayoutGuide {
  /// The term `1 × self.attribute + 0`.
  public subscript<Kind>(attribute: TermAttribute<Kind>) -> ConstraintTerm<Kind> {
    ConstraintTerm(item: self, attribute: attribute)
  }
}

/// Adds to the constant.
public func + <K>(term: ConstraintTerm<K>, constant: Double) -> ConstraintTerm<K> {
  ConstraintTerm(term, multiplier: term.multiplier, constant: term.constant + constant)
}
/// Adds to the constant.
public func + <K>(constant: Double, term: ConstraintTerm<K>) -> ConstraintTerm<K> { term + constant }
/// Subtracts from the constant.
public func - <K>(term: ConstraintTerm<K>, constant: Double) -> ConstraintTerm<K> { term + -constant }
/// Multiplies the multiplier and the constant.
public func * <K>(term: ConstraintTerm<K>, factor: Double) -> ConstraintTerm<K> {
  ConstraintTerm(term, multiplier: term.multiplier * factor, constant: term.constant * factor)
}
/// Multiplies the multiplier and the constant.
public func * <K>(factor: Double, term: ConstraintTerm<K>) -> ConstraintTerm<K> { term * factor }
/// Divides the multiplier and the constant.
public func / <K>(term: ConstraintTerm<K>, divisor: Double) -> ConstraintTerm<K> { term * (1 / divisor) }

/// `m1·a + c1 (rel) m2·b + c2` as `a (rel) (m2/m1)·b + (c2 − c1)/m1`, the
/// relation flipped when `m1` is negative. A left multiplier of 0 (or a
/// number that is not finite) makes an invalid constraint, reported when
/// it is activated (see `LayoutConstraint.invalidReason`).
func relate<A, B>(
  _ l: ConstraintTerm<A>, _ r: LayoutRelation, _ rhs: ConstraintTerm<B>?, _ k: Double, file: String, line: Int
) -> LayoutConstraint {
  let m1 = l.multiplier
  let usable = m1 != 0 && m1.isFinite
  let relation = m1 < 0 ? r.flipped : r
  let constant = usable ? ((rhs?.constant ?? k) - l.constant) / m1 : .nan
  let c = LayoutConstraint(
    item: l.item, attribute: l.attribute, relatedBy: relation, toItem: rhs?.item,
    attribute: rhs?.attribute ?? .notAnAttribute, multiplier: usable ? (rhs?.multiplier ?? 0) / m1 : .nan,
    constant: constant, file: file, line: line)
  if !usable {
    c.invalidReason = "\(l.item.name).\(l.attribute.rawValue) is multiplied by \(m1), so it cannot be solved for"
  }
  return c
}

// MARK: Relations, one set per kind (what does not pair does not compile)

/// `lhs == rhs` (leading/trailing with leading, trailing or centre).
public func == <F: RelatesToDirectional>(lhs: ConstraintTerm<DirectionalX>, rhs: ConstraintTerm<F>) -> LayoutConstraint
{
  relate(lhs, .equal, rhs, 0, file: #fileID, line: #line)
}
/// `lhs <= rhs`
public func <= <F: RelatesToDirectional>(lhs: ConstraintTerm<DirectionalX>, rhs: ConstraintTerm<F>) -> LayoutConstraint
{
  relate(lhs, .lessThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs >= rhs`
public func >= <F: RelatesToDirectional>(lhs: ConstraintTerm<DirectionalX>, rhs: ConstraintTerm<F>) -> LayoutConstraint
{
  relate(lhs, .greaterThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs == rhs` (left/right with left, right or centre).
public func == <F: RelatesToAbsolute>(lhs: ConstraintTerm<AbsoluteX>, rhs: ConstraintTerm<F>) -> LayoutConstraint {
  relate(lhs, .equal, rhs, 0, file: #fileID, line: #line)
}
/// `lhs <= rhs`
public func <= <F: RelatesToAbsolute>(lhs: ConstraintTerm<AbsoluteX>, rhs: ConstraintTerm<F>) -> LayoutConstraint {
  relate(lhs, .lessThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs >= rhs`
public func >= <F: RelatesToAbsolute>(lhs: ConstraintTerm<AbsoluteX>, rhs: ConstraintTerm<F>) -> LayoutConstraint {
  relate(lhs, .greaterThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs == rhs` (a centre with any x attribute).
public func == <F: XAxisKind>(lhs: ConstraintTerm<CenterX>, rhs: ConstraintTerm<F>) -> LayoutConstraint {
  relate(lhs, .equal, rhs, 0, file: #fileID, line: #line)
}
/// `lhs <= rhs`
public func <= <F: XAxisKind>(lhs: ConstraintTerm<CenterX>, rhs: ConstraintTerm<F>) -> LayoutConstraint {
  relate(lhs, .lessThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs >= rhs`
public func >= <F: XAxisKind>(lhs: ConstraintTerm<CenterX>, rhs: ConstraintTerm<F>) -> LayoutConstraint {
  relate(lhs, .greaterThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs == rhs` on the y axis.
public func == (lhs: ConstraintTerm<YAxis>, rhs: ConstraintTerm<YAxis>) -> LayoutConstraint {
  relate(lhs, .equal, rhs, 0, file: #fileID, line: #line)
}
/// `lhs <= rhs`
public func <= (lhs: ConstraintTerm<YAxis>, rhs: ConstraintTerm<YAxis>) -> LayoutConstraint {
  relate(lhs, .lessThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs >= rhs`
public func >= (lhs: ConstraintTerm<YAxis>, rhs: ConstraintTerm<YAxis>) -> LayoutConstraint {
  relate(lhs, .greaterThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs == rhs` between widths and heights (an aspect ratio across axes).
public func == (lhs: ConstraintTerm<Dimension>, rhs: ConstraintTerm<Dimension>) -> LayoutConstraint {
  relate(lhs, .equal, rhs, 0, file: #fileID, line: #line)
}
/// `lhs <= rhs`
public func <= (lhs: ConstraintTerm<Dimension>, rhs: ConstraintTerm<Dimension>) -> LayoutConstraint {
  relate(lhs, .lessThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs >= rhs`
public func >= (lhs: ConstraintTerm<Dimension>, rhs: ConstraintTerm<Dimension>) -> LayoutConstraint {
  relate(lhs, .greaterThanOrEqual, rhs, 0, file: #fileID, line: #line)
}
/// `lhs == constant`: only a width or a height equals a number.
public func == (lhs: ConstraintTerm<Dimension>, rhs: Double) -> LayoutConstraint {
  relate(lhs, .equal, ConstraintTerm<Dimension>?.none, rhs, file: #fileID, line: #line)
}
/// `lhs <= constant`
public func <= (lhs: ConstraintTerm<Dimension>, rhs: Double) -> LayoutConstraint {
  relate(lhs, .lessThanOrEqual, ConstraintTerm<Dimension>?.none, rhs, file: #fileID, line: #line)
}
/// `lhs >= constant`
public func >= (lhs: ConstraintTerm<Dimension>, rhs: Double) -> LayoutConstraint {
  relate(lhs, .greaterThanOrEqual, ConstraintTerm<Dimension>?.none, rhs, file: #fileID, line: #line)
}
/// `constant == rhs`: the term goes on the left.
public func == (lhs: Double, rhs: ConstraintTerm<Dimension>) -> LayoutConstraint {
  relate(rhs, .equal, ConstraintTerm<Dimension>?.none, lhs, file: #fileID, line: #line)
}
/// `constant <= rhs`, that is `rhs >= constant`.
public func <= (lhs: Double, rhs: ConstraintTerm<Dimension>) -> LayoutConstraint {
  relate(rhs, .greaterThanOrEqual, ConstraintTerm<Dimension>?.none, lhs, file: #fileID, line: #line)
}
/// `constant >= rhs`, that is `rhs <= constant`.
public func >= (lhs: Double, rhs: ConstraintTerm<Dimension>) -> LayoutConstraint {
  relate(rhs, .lessThanOrEqual, ConstraintTerm<Dimension>?.none, lhs, file: #fileID, line: #line)
}

/// Below comparison, so `a == b + 4 ~ 750` needs no parentheses.
precedencegroup LayoutPriorityPrecedence {
  associativity: left
  lowerThan: ComparisonPrecedence
  higherThan: AssignmentPrecedence
}

infix operator ~ : LayoutPriorityPrecedence

/// Sets the priority of a constraint and returns it. A value UIKit would
/// refuse (outside 1…1000, or required ↔ optional while active) is
/// reported and the priority stays; see `LayoutConstraint.priority`.
@discardableResult
public func ~ (constraint: LayoutConstraint, priority: Float) -> LayoutConstraint {
  constraint.priority = LayoutPriority(priority)
  return constraint
}
