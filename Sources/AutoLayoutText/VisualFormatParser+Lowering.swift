import AutoLayout

/// A number without a trailing `.0`.
func formatted(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}

extension VisualFormatParser {
  /// The attributes a format works with on its axis, and whether distances
  /// grow against the axis (right-to-left).
  struct Edges {
    var start: LayoutAttribute
    var end: LayoutAttribute
    var startMargin: LayoutAttribute
    var endMargin: LayoutAttribute
    var size: LayoutAttribute
    var reversed: Bool
  }

  func edges(_ axis: LayoutAxis) -> Edges {
    if axis == .vertical {
      return Edges(
        start: .top, end: .bottom, startMargin: .topMargin, endMargin: .bottomMargin, size: .height, reversed: false)
    }
    if options.contains(.directionRightToLeft) {
      return Edges(
        start: .right, end: .left, startMargin: .rightMargin, endMargin: .leftMargin, size: .width, reversed: true)
    }
    if options.contains(.directionLeftToRight) {
      return Edges(
        start: .left, end: .right, startMargin: .leftMargin, endMargin: .rightMargin, size: .width, reversed: false)
    }
    return Edges(
      start: .leading, end: .trailing, startMargin: .leadingMargin, endMargin: .trailingMargin, size: .width,
      reversed: false)
  }

  /// Builds the constraints: sizes from view predicates, spacings between
  /// neighbours and to the superview, then the alignment options.
  func lower(
    _ axis: LayoutAxis, leading: (Range<Int>, Spacing)?, views: [ViewElement], gaps: [Spacing],
    trailing: (Range<Int>, Spacing)?, start: Int
  ) throws(SyntaxError) -> [LayoutConstraint] {
    let e = edges(axis)
    var out: [LayoutConstraint] = []
    let (line, column) = cursor.source.position(start)
    let origin = ConstraintOrigin.text(source: cursor.source.name, line: line, column: column)
    func make(
      _ a: any LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: (any LayoutItem)?,
      _ ba: LayoutAttribute, _ k: Double, _ p: LayoutPriority, at range: Range<Int>
    ) throws(SyntaxError) {
      let c = LayoutConstraint(
        item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: b == nil ? 0 : 1, constant: k,
        priority: p)
      if let reason = c.invalidReason { throw cursor.error(.invalidConstraint, reason, at: range) }
      c.origin = origin
      out.append(c)
    }
    for v in views {
      for p in v.predicates {
        if let other = p.view {
          try make(v.item, e.size, p.relation, other.item, e.size, 0, p.priority, at: v.range)
        } else {
          try make(v.item, e.size, p.relation, nil, .notAnAttribute, p.constant, p.priority, at: v.range)
        }
      }
    }
    let baseline = options.contains(.spacingBaselineToBaseline)
    for (i, gap) in gaps.enumerated() {
      let (a, b) = (views[i], views[i + 1])
      let after = baseline ? LayoutAttribute.lastBaseline : e.end
      let before = baseline ? LayoutAttribute.firstBaseline : e.start
      for p in predicates(gap, standard: 8) {
        // distance = b.start − a.end (or a.end − b.start when reversed)
        if e.reversed {
          try make(a.item, after, p.relation, b.item, before, p.constant, p.priority, at: b.range)
        } else {
          try make(b.item, before, p.relation, a.item, after, p.constant, p.priority, at: b.range)
        }
      }
    }
    try lowerEnds(e, leading: leading, trailing: trailing, views: views, make)
    for (attribute, _) in options.alignments {
      for i in views.indices.dropFirst() {
        try make(views[i].item, attribute, .equal, views[i - 1].item, attribute, 0, .required, at: views[i].range)
      }
    }
    return out
  }

  /// The constraint maker `lower` hands its helpers: item, attribute,
  /// relation, other item, its attribute, constant, priority, and the
  /// source range errors point at.
  typealias Maker = (
    any LayoutItem, LayoutAttribute, LayoutRelation, (any LayoutItem)?, LayoutAttribute, Double, LayoutPriority,
    Range<Int>
  ) throws(SyntaxError) -> Void

  /// The spacings to the superview at both ends (`|-…-[first]`,
  /// `[last]-…-|`); a standard one goes to the superview's margin.
  func lowerEnds(
    _ e: Edges, leading: (Range<Int>, Spacing)?, trailing: (Range<Int>, Spacing)?, views: [ViewElement],
    _ make: Maker
  ) throws(SyntaxError) {
    if let (range, gap) = leading, let first = views.first {
      let parent = try superview(of: first, at: range)
      if case .standard = gap {
        try make(first.item, e.start, .equal, parent, e.startMargin, 0, .required, range)
      } else {
        for p in predicates(gap, standard: 0) {
          if e.reversed {
            try make(parent, e.start, p.relation, first.item, e.start, p.constant, p.priority, range)
          } else {
            try make(first.item, e.start, p.relation, parent, e.start, p.constant, p.priority, range)
          }
        }
      }
    }
    if let (range, gap) = trailing, let last = views.last {
      let parent = try superview(of: last, at: range)
      if case .standard = gap {
        try make(parent, e.endMargin, .equal, last.item, e.end, 0, .required, range)
      } else {
        for p in predicates(gap, standard: 0) {
          if e.reversed {
            try make(last.item, e.end, p.relation, parent, e.end, p.constant, p.priority, range)
          } else {
            try make(parent, e.end, p.relation, last.item, e.end, p.constant, p.priority, range)
          }
        }
      }
    }
  }

  func predicates(_ gap: Spacing, standard: Double) -> [Predicate] {
    switch gap {
    case .flush: return [Predicate(relation: .equal, constant: 0, view: nil, priority: .required)]
    case .standard: return [Predicate(relation: .equal, constant: standard, view: nil, priority: .required)]
    case .explicit(let list): return list
    }
  }

  func superview(of view: ViewElement, at range: Range<Int>) throws(SyntaxError) -> any LayoutItem {
    guard let parent = context.superviewOf(view.item) else {
      throw cursor.error(
        .noSuperview,
        "unable to interpret '|' character, because the related view doesn't have a superview", at: range)
    }
    return parent
  }
}
