/// A relation between two items' attributes, in NSLayoutConstraint's shape:
///
///     first.attribute  (==, <=, >=)  second.attribute × multiplier + constant   @priority
///
/// ```swift
/// let c = try LayoutConstraint(
///   item: title, attribute: .leading, relatedBy: .equal,
///   toItem: icon, attribute: .trailing, multiplier: 1, constant: 8)
/// try c.activate()        // installed on the closest common ancestor
/// c.constant = 12         // an incremental update at the next layout
/// ```
///
/// The typed anchors (`title.leadingAnchor.constraint(equalTo:)`) build the
/// same objects and rule out invalid pairings at compile time.
public final class LayoutConstraint {
  public private(set) weak var firstItem: (any LayoutItem)?
  public let firstAttribute: LayoutAttribute
  public let relation: LayoutRelation
  public private(set) weak var secondItem: (any LayoutItem)?
  public let secondAttribute: LayoutAttribute
  public let multiplier: Double
  let hasSecondItem: Bool
  let firstName: String
  let secondName: String

  /// The constant; changing it on an active constraint is an incremental
  /// update in the solver (never a remove and re-add).
  public var constant: Double {
    didSet {
      guard constant != oldValue else { return }
      engine?.constantChanged(self)
    }
  }

  /// The priority (1…1000). Change it with ``setPriority(_:)``.
  public private(set) var priority: LayoutPriority

  /// A name shown in diagnostics.
  public var identifier: String?

  /// Where the constraint was made (a file and line, a text position).
  public var origin: ConstraintOrigin

  /// A constant recomputed at every layout pass from the screen's or an
  /// item's size; when set, it replaces ``constant``.
  public var adaptiveConstant: AdaptiveConstant? {
    didSet { engine?.adaptiveChanged(self) }
  }

  /// The view the constraint is installed on while active: the closest
  /// common ancestor of its items.
  public internal(set) weak var installedView: LayoutView?

  /// Whether the constraint is installed and takes part in layout.
  public var isActive: Bool { installedView != nil }

  var engine: LayoutEngine? { installedView?.rootView.engineStorage }

  /// Creates a constraint from items and attributes, checking the pairing
  /// as Auto Layout does.
  ///
  /// - Throws: ``LayoutError/invalidConstraint(_:)`` when a location is
  ///   related to a dimension or to a constant, an x attribute to a y one,
  ///   leading/trailing to left/right, a location has multiplier 0, a
  ///   number is not finite, or the priority is outside 1…1000.
  public convenience init(
    item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
    file: String = #fileID, line: Int = #line
  ) throws(LayoutError) {
    try Self.validate(
      item, attribute, toItem, secondAttribute, multiplier: multiplier, constant: constant,
      priority: priority)
    self.init(
      checked: item, attribute, relation, toItem, secondAttribute, multiplier: multiplier, constant: constant,
      origin: .code(file: file, line: line))
    self.priority = priority
  }

  /// For callers that have already ruled out invalid pairings (anchors).
  init(
    checked item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
    _ toItem: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, multiplier: Double,
    constant: Double, origin: ConstraintOrigin
  ) {
    firstItem = item
    firstAttribute = attribute
    self.relation = relation
    secondItem = toItem
    self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
    self.multiplier = toItem == nil ? 0 : multiplier
    hasSecondItem = toItem != nil
    firstName = item.name
    secondName = toItem?.name ?? ""
    self.constant = constant
    priority = .required
    self.origin = origin
  }

  /// The pairing rules of Auto Layout.
  static func validate(
    _ item: any LayoutItem, _ a: LayoutAttribute, _ other: (any LayoutItem)?, _ b: LayoutAttribute,
    multiplier: Double, constant: Double, priority: LayoutPriority
  ) throws(LayoutError) {
    let first = "\(item.name).\(a.rawValue)"
    guard a != .notAnAttribute else {
      throw .invalidConstraint("the first attribute of \(item.name) cannot be notAnAttribute")
    }
    guard multiplier.isFinite, constant.isFinite else {
      throw .invalidConstraint("\(first): the multiplier and the constant must be finite numbers")
    }
    guard priority.isValid else {
      throw .invalidConstraint("\(first): priority \(priority) is outside 1...1000")
    }
    guard let other else {
      guard b == .notAnAttribute else {
        throw .invalidConstraint("\(first) is related to \(b.rawValue) of no item")
      }
      guard a.isDimension else {
        throw .invalidConstraint(
          "\(first) is a location and cannot equal a constant; relate it to another item's \(a.rawValue)")
      }
      return
    }
    let second = "\(other.name).\(b.rawValue)"
    guard b != .notAnAttribute else {
      throw .invalidConstraint("\(first) is related to \(other.name) without an attribute")
    }
    if a.isDimension != b.isDimension {
      throw .invalidConstraint("\(first) and \(second): a location cannot be related to a dimension")
    }
    if a.isLocation {
      guard a.axis == b.axis else {
        throw .invalidConstraint("\(first) and \(second): an x position cannot be related to a y position")
      }
      if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
        throw .invalidConstraint(
          "\(first) and \(second): leading/trailing cannot be related to left/right")
      }
      guard multiplier != 0 else {
        throw .invalidConstraint("\(first): a location attribute cannot have multiplier 0")
      }
    }
  }

  // MARK: Activation

  /// The closest common ancestor of the constraint's items' views.
  var commonAncestor: LayoutView? {
    guard let v1 = firstItem?.hierarchyView else { return nil }
    guard hasSecondItem else { return v1 }
    guard let v2 = secondItem?.hierarchyView else { return nil }
    var a: LayoutView? = v1
    while let x = a {
      if x.isAncestor(of: v2) { return x }
      a = x.superview
    }
    return nil
  }

  /// Installs the constraint on its items' closest common ancestor.
  ///
  /// - Throws: ``LayoutError/noCommonAncestor(constraint:first:second:)``
  ///   when the items are in different hierarchies (or one is gone).
  public func activate() throws(LayoutError) {
    guard !isActive else { return }
    guard let view = commonAncestor else {
      if firstItem == nil || (hasSecondItem && secondItem == nil) { throw .itemDeallocated(constraint: description) }
      throw .noCommonAncestor(constraint: description, first: firstName, second: secondName)
    }
    install(on: view)
  }

  func install(on view: LayoutView) {
    installedView = view
    view.constraints.append(self)
    view.rootView.engineStorage?.constraintAdded(self)
  }

  /// Removes the constraint from layout.
  public func deactivate() {
    guard let view = installedView else { return }
    let engine = view.rootView.engineStorage
    view.constraints.removeAll { $0 === self }
    installedView = nil
    engine?.constraintRemoved(self)
  }

  /// Activates many constraints at once; if any cannot be activated, none
  /// is.
  ///
  /// - Throws: the first constraint's ``LayoutError``.
  public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    var targets: [LayoutView] = []
    for c in constraints where !c.isActive {
      guard let v = c.commonAncestor else {
        throw .noCommonAncestor(constraint: c.description, first: c.firstName, second: c.secondName)
      }
      targets.append(v)
    }
    var i = 0
    for c in constraints where !c.isActive {
      c.install(on: targets[i])
      i += 1
    }
  }

  /// Deactivates many constraints.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for c in constraints { c.deactivate() }
  }

  /// Changes the priority.
  ///
  /// - Throws: ``LayoutError/requiredPriorityChange(constraint:)`` when the
  ///   constraint is active and the change crosses required (as in UIKit);
  ///   ``LayoutError/invalidConstraint(_:)`` outside 1…1000.
  public func setPriority(_ newValue: LayoutPriority) throws(LayoutError) {
    guard newValue.isValid else {
      throw .invalidConstraint("priority \(newValue) is outside 1...1000")
    }
    if isActive && newValue.isRequired != priority.isRequired {
      throw .requiredPriorityChange(constraint: description)
    }
    guard newValue != priority else { return }
    priority = newValue
    engine?.priorityChanged(self)
  }

  /// Sets the priority and returns the constraint (for building chains
  /// before activation). An invalid or forbidden value is ignored; use
  /// ``setPriority(_:)`` to see why.
  @discardableResult
  public func withPriority(_ newValue: LayoutPriority) -> LayoutConstraint {
    try? setPriority(newValue)
    return self
  }

  /// Sets the identifier and returns the constraint.
  @discardableResult
  public func withIdentifier(_ id: String) -> LayoutConstraint {
    identifier = id
    return self
  }
}

extension LayoutConstraint: CustomStringConvertible {
  /// For example `card.width == 0.9 × root.width + 0 @1000 'cardWidth' (Demo.swift:12)`.
  public var description: String {
    var text = "\(firstName).\(firstAttribute.rawValue) \(relation.rawValue) "
    let k = adaptiveConstant?.text ?? short(constant)
    if hasSecondItem {
      let m = multiplier == 1 ? "" : "\(short(multiplier)) × "
      text += "\(m)\(secondName).\(secondAttribute.rawValue)"
      if let adaptive = adaptiveConstant {
        text += " + \(adaptive.text)"
      } else if constant != 0 {
        text += constant < 0 ? " - \(short(-constant))" : " + \(k)"
      }
    } else {
      text += k
    }
    text += " @\(priority)"
    if let identifier { text += " '\(identifier)'" }
    text += " (\(origin))"
    return text
  }
}
