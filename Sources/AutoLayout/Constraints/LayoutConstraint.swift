/// A relation between two items' attributes, in NSLayoutConstraint's shape:
///
///     first.attribute  (==, <=, >=)  second.attribute × multiplier + constant   @priority
///
/// ```swift
/// let c = LayoutConstraint(
///   item: title, attribute: .leading, relatedBy: .equal,
///   toItem: icon, attribute: .trailing, multiplier: 1, constant: 8)
/// c.isActive = true       // installed on the closest common ancestor
/// c.constant = 12         // an incremental update at the next layout
/// c.priority = 750        // refused (and reported) while active: required ↔ optional
/// ```
///
/// The typed anchors (`title.leadingAnchor.constraint(equalTo:)`) build the
/// same objects and rule out invalid pairings at compile time.
///
/// ## Two ways to hear about mistakes
///
/// As in UIKit, the plain spellings never throw: `isActive = true`,
/// `priority = …`, the operators and the seed layers report a mistake on
/// standard error and in the window's ``LayoutReport/errors``, and layout
/// goes on without the faulty constraint. Callers who want errors as values
/// use the throwing variants: ``validate()``, ``activate()``,
/// ``activate(_:)`` and ``setPriority(_:)``.
public final class LayoutConstraint {
  /// The first item (held weakly; nil once it is gone).
  public var firstItem: (any LayoutItem)? { first.value }
  private let first: WeakItemReference
  public let firstAttribute: LayoutAttribute
  public let relation: LayoutRelation
  /// The second item, if any (held weakly; nil once it is gone).
  public var secondItem: (any LayoutItem)? { second.value }
  /// Whether the second item is given and still exists, without making a
  /// reference to it.
  var secondItemIsAlive: Bool { hasSecondItem && second.isAlive }
  private let second: WeakItemReference
  public let secondAttribute: LayoutAttribute
  public let multiplier: Double
  let hasSecondItem: Bool

  /// The constant; changing it on an active constraint is an incremental
  /// update in the solver (never a remove and re-add).
  @exclusivity(unchecked) public var constant: Double {
    didSet {
      guard constant != oldValue else { return }
      guard LayoutNumbers.isUsableConstant(constant) else {
        let refused = constant
        constant = oldValue
        reportUsageError(
          .invalidConstraint(
            "\(firstName).\(firstAttribute.rawValue): constant \(refused) refused (not finite, or beyond 1e9)"),
          near: firstItem, secondItem)
        return
      }
      engine?.constantChanged(self)
    }
  }

  @exclusivity(unchecked) var storedPriority: LayoutPriority

  /// The priority (1…1000). Setting it follows UIKit: a value outside
  /// 1…1000, or a change between required and optional on an active
  /// constraint, is refused — reported on standard error and in the
  /// window's report — and the priority stays as it was. Use
  /// ``setPriority(_:)`` to get the refusal as an error.
  ///
  /// ```swift
  /// let c = a.widthAnchor.constraint(equalToConstant: 100)
  /// c.priority = 750          // fine: not active yet
  /// c.isActive = true
  /// c.priority = .defaultLow  // fine: optional to optional
  /// ```
  public var priority: LayoutPriority {
    get { storedPriority }
    set {
      do { try setPriority(newValue) } catch { reportUsageError(error, near: firstItem) }
    }
  }

  /// A constant recomputed at every layout pass from the screen's or an
  /// item's size; when set, it replaces ``constant``.
  public var adaptiveConstant: AdaptiveConstant? {
    get { adaptive }
    set {
      adaptive = newValue
      hasAdaptiveConstant = newValue != nil
      engine?.adaptiveChanged(self)
    }
  }
  /// Whether ``adaptiveConstant`` is set, read without copying it out (the
  /// engine asks for every constraint it adds; the copy of the optional
  /// was a visible part of a large build).
  @exclusivity(unchecked) private(set) var hasAdaptiveConstant = false

  /// The view the constraint is installed on while active: the closest
  /// common ancestor of its items.
  public internal(set) var installedView: LayoutView? {
    get { installed.value }
    set { installed = WeakViewReference(newValue) }
  }
  @exclusivity(unchecked) private var installed = WeakViewReference(nil)

  /// When the constraint was activated, counted per tree: a rebuilt engine
  /// adds constraints in this order, as UIKit's engine sees them.
  @exclusivity(unchecked) var activationSerial: UInt64 = 0

  /// Its place among the solver entries of the engine that added it last
  /// (−1: none ever did), checked there before any look-up (see
  /// `SolverEntries`).
  @exclusivity(unchecked) var engineEntry: Int32 = -1

  // Stored properties a layout pass does not read, after those it does:
  // the pass touches a constraint's first cache lines only (a first
  // layout of a large tree reads every constraint from memory).
  let firstName: String
  let secondName: String

  /// Why Auto Layout would refuse this constraint (a location related to a
  /// dimension, a non-finite number, …), or nil when it is valid. An
  /// invalid constraint never takes part in layout: activating it throws
  /// (``activate()``) or is reported (``isActive``).
  public package(set) var invalidReason: String?

  /// A name shown in diagnostics.
  @exclusivity(unchecked) public var identifier: String?

  /// Where the constraint was made (a file and line, a text position).
  @exclusivity(unchecked) public var origin: ConstraintOrigin

  /// The adaptive constant's storage (see ``adaptiveConstant``).
  @exclusivity(unchecked) private var adaptive: AdaptiveConstant?

  /// Whether the constraint is installed and takes part in layout.
  ///
  /// Setting it to true installs the constraint on the closest common
  /// ancestor of its items, as in UIKit; when that is impossible (the
  /// items share no ancestor, the constraint is invalid) the mistake is
  /// reported on standard error and in the window's
  /// ``LayoutReport/errors``, and nothing changes. ``activate()`` is the
  /// throwing variant.
  ///
  /// ```swift
  /// let c = title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
  /// c.isActive = true
  /// ```
  public var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue {
        activateReportingErrors()
      } else {
        deactivate()
      }
    }
  }

  var engine: LayoutEngine? { installedView?.rootView.engineStorage }

  /// Creates a constraint from items and attributes, as
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
  /// does.
  ///
  /// It never throws: a pairing Auto Layout refuses (a location related to
  /// a dimension or to a constant, an x attribute to a y one,
  /// leading/trailing to left/right, a location with multiplier 0, a
  /// number that is not finite, a priority outside 1…1000) makes a
  /// constraint whose ``invalidReason`` says why. ``validate()`` throws
  /// that reason; activating reports it.
  ///
  /// ```swift
  /// let c = LayoutConstraint(
  ///   item: viewA, attribute: .width, relatedBy: .equal,
  ///   toItem: viewB, attribute: .width, multiplier: 0.5, constant: -4)
  /// try c.validate()      // only if you want the error as a value
  /// ```
  public convenience init(
    item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
    file: String = #fileID, line: Int = #line
  ) {
    var reason: String?
    do {
      try Self.validate(
        item, attribute, toItem, secondAttribute, multiplier: multiplier, constant: constant,
        priority: priority)
    } catch {
      reason = error.reason
    }
    self.init(
      checked: item, attribute, relation, toItem, secondAttribute, multiplier: multiplier, constant: constant,
      origin: .code(file: file, line: line))
    invalidReason = reason
    if priority.isValid { storedPriority = priority }
  }

  /// A constraint that can never be activated, for layers whose item is
  /// not a layout item at all (an `Any` that holds something else).
  package convenience init(
    notAnItem description: String, attribute: LayoutAttribute, reason: String, file: String, line: Int
  ) {
    self.init(
      checked: nil, attribute, .equal, nil, .notAnAttribute, multiplier: 0, constant: 0,
      origin: .code(file: file, line: line), firstName: description)
    invalidReason = reason
  }

  /// Throws ``invalidReason`` as an error, or returns when the constraint
  /// is valid.
  ///
  /// - Throws: ``LayoutError/invalidConstraint(_:)``.
  public func validate() throws(LayoutError) {
    if let invalidReason { throw .invalidConstraint(invalidReason) }
  }

  /// For callers that have already ruled out invalid pairings (anchors).
  init(
    checked item: (any LayoutItem)?, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
    _ toItem: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, multiplier: Double,
    constant: Double, origin: ConstraintOrigin, firstName: String? = nil
  ) {
    first = WeakItemReference(item)
    firstAttribute = attribute
    self.relation = relation
    second = WeakItemReference(toItem)
    self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
    self.multiplier = toItem == nil ? 0 : multiplier
    hasSecondItem = toItem != nil
    self.firstName = firstName ?? item?.name ?? "?"
    secondName = toItem?.name ?? ""
    self.constant = constant
    storedPriority = .required
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
    guard LayoutNumbers.isUsableMultiplier(multiplier), LayoutNumbers.isUsableConstant(constant) else {
      throw .invalidConstraint(
        "\(first): the multiplier and the constant must be finite numbers (at most 1e6 and 1e9 in magnitude)")
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
    return LayoutView.closestCommonAncestor(v1, v2)
  }

  /// Installs the constraint on its items' closest common ancestor.
  ///
  /// - Throws: ``LayoutError/noCommonAncestor(constraint:first:second:)``
  ///   when the items are in different hierarchies,
  ///   ``LayoutError/itemDeallocated(constraint:)`` when one is gone, and
  ///   ``LayoutError/invalidConstraint(_:)`` for an invalid constraint.
  public func activate() throws(LayoutError) {
    guard !isActive else { return }
    try validate()
    guard let view = commonAncestor else {
      if firstItem == nil || (hasSecondItem && secondItem == nil) { throw .itemDeallocated(constraint: description) }
      throw .noCommonAncestor(constraint: description, first: firstName, second: secondName)
    }
    install(on: view)
  }

  func install(on view: LayoutView) {
    // Room for a few at once: a view's list grew 1, 2, 4, 8 otherwise.
    if view.installedConstraints.capacity == 0 { view.installedConstraints.reserveCapacity(4) }
    view.installedConstraints.append(self)
    let root = view.rootView
    noteInstalled(on: WeakViewReference(view), root: root, engine: root.engineStorage, serial: nil)
  }

  /// Installing, once in the view's list: the view noted, a serial from the
  /// root's counter (or `serial`), the engine told.
  private func noteInstalled(on view: WeakViewReference, root: LayoutView, engine: LayoutEngine?, serial: UInt64?) {
    installed = view
    root.activationCounter &+= 1
    activationSerial = serial ?? root.activationCounter
    engine?.constraintAdded(self)
  }

  /// Installs every constraint of `list` on `view` as ``install(on:)``
  /// does, `serial` (when given) as each one's activation serial.
  static func install(_ list: [LayoutConstraint], on view: LayoutView, serial: UInt64?) {
    guard !list.isEmpty else { return }
    let start = view.installedConstraints.count
    view.installedConstraints.append(contentsOf: list)
    noteInstalled(on: view, from: start, serial: serial)
  }

  /// The rest of installing (see ``install(on:)``) for the constraints of
  /// `view`'s list from `start` on, already in it: the root and its engine
  /// found once, each constraint lent, not retained.
  static func noteInstalled(on view: LayoutView, from start: Int, serial: UInt64?) {
    guard start < view.installedConstraints.count else { return }
    let root = view.rootView
    let engine = root.engineStorage
    let reference = WeakViewReference(view)
    // A copy of the list (its buffer, not its elements) holds them for the
    // loop, whatever telling the engine does to the view's list.
    let installed = view.installedConstraints
    installed.withUnsafeBufferPointer { list in
      for i in start..<list.count {
        Unmanaged.passUnretained(list[i])._withUnsafeGuaranteedRef {
          $0.noteInstalled(on: reference, root: root, engine: engine, serial: serial)
        }
      }
    }
  }

  /// Activates as UIKit does: a mistake is reported on standard error and
  /// in the window's report, and nothing changes. Returns whether the
  /// constraint is active afterwards.
  @discardableResult
  package func activateReportingErrors() -> Bool {
    do {
      try activate()
    } catch {
      reportUsageError(error, near: firstItem, secondItem)
    }
    return isActive
  }

  /// Removes the constraint from layout.
  public func deactivate() {
    guard let view = installedView else { return }
    let engine = view.rootView.engineStorage
    // Installed once: the first match is the only one (deactivating in
    // the order of activation finds it at once).
    if let i = view.installedConstraints.firstIndex(where: { $0 === self }) { view.installedConstraints.remove(at: i) }
    installedView = nil
    engine?.constraintRemoved(self)
  }

  /// Activates each constraint, as `NSLayoutConstraint.activate(_:)` does:
  /// one that cannot be activated (no common ancestor, invalid) is reported
  /// on standard error and in the window's ``LayoutReport/errors``, and the
  /// others are activated.
  ///
  /// ```swift
  /// LayoutConstraint.activate([
  ///   icon.widthAnchor.constraint(equalToConstant: 40),
  ///   icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
  /// ])
  /// ```
  public static func activate(_ constraints: [LayoutConstraint]) {
    for c in constraints { c.activateReportingErrors() }
  }

  /// Activates every constraint, or none: the throwing variant of
  /// ``activate(_:)`` for callers who want errors as values.
  ///
  /// ```swift
  /// try LayoutConstraint.activate(allOrNothing: [a, b, c])
  /// ```
  ///
  /// - Throws: the first constraint's ``LayoutError``; nothing was
  ///   activated then.
  public static func activate(allOrNothing constraints: [LayoutConstraint]) throws(LayoutError) {
    var pending: [(LayoutConstraint, LayoutView)] = []
    var seen = Set<ObjectIdentifier>()
    for c in constraints where !c.isActive && seen.insert(ObjectIdentifier(c)).inserted {
      try c.validate()
      guard let v = c.commonAncestor else {
        if c.firstItem == nil || (c.hasSecondItem && c.secondItem == nil) {
          throw .itemDeallocated(constraint: c.description)
        }
        throw .noCommonAncestor(constraint: c.description, first: c.firstName, second: c.secondName)
      }
      pending.append((c, v))
    }
    for (c, view) in pending { c.install(on: view) }
  }

  /// Deactivates many constraints.
  ///
  /// - Complexity: one pass over each affected view's installed
  ///   constraints; a batch that is a large share of its tree's
  ///   constraints makes the next layout pass rebuild the solver rather
  ///   than removing each one (removing n constraints one by one costs
  ///   about n² in the solver).
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    guard constraints.count > 1 else {
      for c in constraints { c.deactivate() }
      return
    }
    // Views and engines in first-seen order (never a dictionary's).
    var views: [LayoutView] = []
    var removing: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    var engines: [LayoutEngine] = []
    var perEngine: [ObjectIdentifier: [LayoutConstraint]] = [:]
    for c in constraints {
      guard let view = c.installedView else { continue }
      let v = ObjectIdentifier(view)
      if removing[v] == nil { views.append(view) }
      guard removing[v, default: []].insert(ObjectIdentifier(c)).inserted else { continue }
      c.installedView = nil
      if let engine = view.rootView.engineStorage {
        let e = ObjectIdentifier(engine)
        if perEngine[e] == nil { engines.append(engine) }
        perEngine[e, default: []].append(c)
      }
    }
    for view in views {
      guard let gone = removing[ObjectIdentifier(view)] else { continue }
      view.installedConstraints.removeAll { gone.contains(ObjectIdentifier($0)) }
    }
    for engine in engines { engine.constraintsRemoved(perEngine[ObjectIdentifier(engine)] ?? []) }
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
    if isActive && newValue.isRequired != storedPriority.isRequired {
      throw .requiredPriorityChange(constraint: description)
    }
    guard newValue != storedPriority else { return }
    storedPriority = newValue
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
