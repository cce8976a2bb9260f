import AutoLayout

extension EquationParser {
  /// Normalises `lhs REL rhs` to `first.attr REL m × second.attr + c` (one
  /// constraint per attribute of a compound) and builds the constraints.
  func build(
    _ lhs: Linear, _ relation: LayoutRelation, _ rhs: Linear, _ priority: LayoutPriority, start: Int
  ) throws(SyntaxError) -> [LayoutConstraint] {
    let leftRefs = lhs.terms.filter { !$0.ref.isAdaptive }
    let rightRefs = rhs.terms.filter { !$0.ref.isAdaptive }
    let adaptive =
      lhs.terms.filter { $0.ref.isAdaptive }.map { ($0.ref, -$0.coefficient) }
      + rhs.terms.filter { $0.ref.isAdaptive }.map { ($0.ref, $0.coefficient) }
    let (left, c1) = try checkShape(lhs, left: leftRefs, right: rightRefs, adaptive: adaptive)
    guard case .item(let firstItem, let firstName) = left.target else {
      throw cursor.error(
        .notLinear, "'|' cannot be on the left side", at: left.range,
        help: "write the view on the left, for example 'view1.top == |.top'")
    }
    guard let leftName = left.attribute, let leftAttributes = NameContext.attributes(leftName) else {
      throw cursor.error(
        .expected, "expected an attribute after '\(firstName)'", at: left.range,
        help: "for example '\(firstName).width'")
    }
    let constant = (rhs.constant - lhs.constant) / c1
    var secondItem: (any LayoutItem)?
    var secondAttributes: [LayoutAttribute] = []
    var multiplier = 0.0
    if let (right, c2) = rightRefs.first {
      secondItem = try resolve(right, next: firstItem)
      multiplier = c2 / c1
      if let name = right.attribute {
        secondAttributes = NameContext.attributes(name) ?? []
        guard secondAttributes.count == leftAttributes.count,
          leftAttributes.count == 1 || name == leftName
        else {
          throw cursor.error(
            .notLinear, "'\(leftName)' cannot be related to '\(name)'", at: right.range,
            help: "a compound attribute relates to the same compound, or leave the attribute out")
        }
      } else {
        secondAttributes = leftAttributes
      }
    }
    let adaptiveConstant: AdaptiveConstant? =
      if let (ref, k) = adaptive.first {
        try self.adaptive(ref, factor: k / c1, offset: constant, next: firstItem)
      } else { nil }
    let (line, column) = cursor.source.position(start)
    var out: [LayoutConstraint] = []
    for (i, attribute) in leftAttributes.enumerated() {
      let second = secondItem == nil ? LayoutAttribute.notAnAttribute : secondAttributes[i]
      let made = LayoutConstraint(
        item: firstItem, attribute: attribute, relatedBy: c1 < 0 ? relation.flipped : relation, toItem: secondItem,
        attribute: second, multiplier: secondItem == nil ? 0 : multiplier,
        constant: adaptiveConstant == nil ? constant : 0, priority: priority)
      if let reason = made.invalidReason {
        throw cursor.error(.invalidConstraint, reason, at: start..<cursor.end)
      }
      made.adaptiveConstant = adaptiveConstant
      made.origin = .text(source: cursor.source.name, line: line, column: column)
      out.append(made)
    }
    return out
  }

  /// Checks that a relation is linear in at most one attribute a side and
  /// one adaptive term; gives the left attribute and its coefficient.
  func checkShape(
    _ lhs: Linear, left leftRefs: [(ref: Ref, coefficient: Double)], right rightRefs: [(ref: Ref, coefficient: Double)],
    adaptive: [(Ref, Double)]
  ) throws(SyntaxError) -> (Ref, Double) {
    guard let (left, c1) = leftRefs.first else {
      throw cursor.error(
        .notLinear, "the left side must name a view's attribute", at: lhs.range,
        help: "for example 'view1.width == 100'")
    }
    if leftRefs.count > 1 {
      throw cursor.error(
        .notLinear, "the left side names more than one attribute", at: leftRefs[1].ref.range,
        help: "move the other attribute to the right side")
    }
    if rightRefs.count > 1 {
      throw cursor.error(
        .notLinear, "the right side names more than one attribute", at: rightRefs[1].ref.range,
        help: "a constraint relates two attributes at most")
    }
    if adaptive.count > 1 {
      throw cursor.error(.notLinear, "only one screen or edge term is allowed", at: adaptive[1].0.range)
    }
    guard c1 != 0 else {
      throw cursor.error(.notLinear, "the left attribute is multiplied by zero", at: lhs.range)
    }
    return (left, c1)
  }

  /// The item a right-hand reference names; `|` is the superview of the
  /// left-hand item.
  func resolve(_ ref: Ref, next item: any LayoutItem) throws(SyntaxError) -> any LayoutItem {
    switch ref.target {
    case .item(let item, _): return item
    case .superview:
      guard let parent = context.superviewOf(item) else {
        throw cursor.error(
          .noSuperview, "'|' stands for the superview of '\(item.name)', which has none", at: ref.range)
      }
      return parent
    case .screen:
      throw cursor.error(.notLinear, "'screen' is not a view", at: ref.range)
    }
  }

  /// `k × screen.width`, `k × view.shorterEdge`, … as an adaptive constant.
  func adaptive(_ ref: Ref, factor: Double, offset: Double, next item: any LayoutItem) throws(SyntaxError)
    -> AdaptiveConstant
  {
    let name = ref.attribute ?? ""
    let basis: AdaptiveConstant.Basis
    switch name {
    case "width": basis = .width
    case "height": basis = .height
    case "shorterEdge": basis = .shorterEdge
    case "longerEdge": basis = .longerEdge
    default:
      throw cursor.error(
        .unknownAttribute, "the screen has no '\(name)'", at: ref.range,
        help: "use screen.width, screen.height, screen.shorterEdge or screen.longerEdge")
    }
    switch ref.target {
    case .screen: return AdaptiveConstant(.screen, basis, factor: factor, offset: offset)
    case .item(let other, _): return AdaptiveConstant(.item(other), basis, factor: factor, offset: offset)
    case .superview:
      let parent = try resolve(ref, next: item)
      return AdaptiveConstant(.item(parent), basis, factor: factor, offset: offset)
    }
  }
}
