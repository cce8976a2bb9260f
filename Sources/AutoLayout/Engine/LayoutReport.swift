/// One constraint in a report: the constraint when it is a user's, and its
/// description in words either way.
public struct ReportedConstraint: CustomStringConvertible {
  /// The constraint, or nil for one the engine made (content size,
  /// autoresizing, margins, safe area).
  public let constraint: LayoutConstraint?
  /// For example `card.width == 0.9 × root.width @1000 (Demo.swift:12)`.
  public let description: String
}

/// Required constraints that could not all hold. Like Auto Layout, the
/// engine broke one (it takes no part in layout) and went on.
public struct ConflictReport: CustomStringConvertible {
  /// The constraint that was broken.
  public let broken: ReportedConstraint
  /// The smallest set of other constraints that, with the broken one,
  /// cannot hold: remove or relax any of these (or the broken one) to fix
  /// the conflict.
  public let conflicting: [ReportedConstraint]

  public var description: String {
    var text = "Unable to satisfy these constraints together:\n"
    for (i, c) in ([broken] + conflicting).enumerated() { text += "  \(i + 1). \(c)\n" }
    text += "Broke \(broken) so that layout could go on.\n"
    text += "Fix: remove one of them, lower its priority below 1000, or change a constant."
    return text
  }
}

/// An attribute of an item that the constraints do not fix.
public struct AmbiguousAttribute: CustomStringConvertible {
  /// The item; nil if it no longer exists.
  public var item: (any LayoutItem)? {
    get { reference.value }
    set { reference = WeakItemReference(newValue) }
  }
  private var reference: WeakItemReference

  init(item: (any LayoutItem)?, itemName: String, attribute: String) {
    reference = WeakItemReference(item)
    self.itemName = itemName
    self.attribute = attribute
  }
  public let itemName: String
  /// `x`, `y`, `width` or `height`.
  public let attribute: String
  public var description: String { "\(itemName).\(attribute)" }
}

/// What a layout pass found besides frames.
public struct LayoutReport: CustomStringConvertible {
  /// Each conflict that made the engine break a constraint, in the order
  /// they happened.
  public let conflicts: [ConflictReport]
  /// Every item attribute that could take another value.
  public let ambiguous: [AmbiguousAttribute]
  /// Mistakes refused by calls that cannot throw (setting
  /// ``LayoutConstraint/isActive`` or ``LayoutConstraint/priority``, the
  /// operators, the seed layers), oldest first. Each was also written to
  /// standard error when it happened.
  public let errors: [LayoutError]
  /// Views that measure themselves (``LayoutView/contentMeasure``) whose
  /// height was still changing when the layout pass stopped (a cycle
  /// through the layout, or a measure that is not pure), in tree order.
  public var unsettledMeasurements: [UnsettledMeasurement] = []

  /// Whether layout was complete and consistent, nothing was refused, and
  /// every measured view settled.
  public var isClean: Bool {
    conflicts.isEmpty && ambiguous.isEmpty && errors.isEmpty && unsettledMeasurements.isEmpty
  }

  public var description: String {
    var parts: [String] = errors.map { "Refused: \($0)." }
    parts += conflicts.map(\.description)
    parts += unsettledMeasurements.map(\.description)
    if !ambiguous.isEmpty {
      parts.append(
        "Ambiguous layout: these are not fixed by the constraints: "
          + ambiguous.map(\.description).joined(separator: ", ")
          + ". Add constraints for them (a position and a size on each axis).")
    }
    return parts.isEmpty ? "Layout is complete: no conflicts, nothing ambiguous." : parts.joined(separator: "\n\n")
  }
}
