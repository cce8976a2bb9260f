import AutoLayout

/// What a condition can read about the window: its size, orientation, size
/// classes and layout direction.
public struct LayoutEnvironment: Sendable {
  public var size: LayoutSize
  public var orientation: Orientation
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  public var layoutDirection: LayoutDirection
}

/// A fluent builder for one root view (the FormationLayout seed):
///
/// ```swift
/// let layout = FluentLayout(rootView: canvas)
/// layout[icon1].top(equalTo: canvas, plus: 10).leading(equalTo: canvas, plus: 20)
/// layout[icon2].top(equalTo: icon1).leading(equalTo: .trailing, of: icon1, plus: 10)
/// layout.group(icon1, icon2).width(equalTo: 30).height(equalTo: 30)
/// ```
///
/// - The root's `translatesAutoresizingMaskIntoConstraints` is turned off
///   unless the initialiser says otherwise; every view the builder
///   constrains gets it off; a view with no superview is added to the root.
/// - Unconditional constraints are active as soon as they are made.
///   Constraints made through ``when(_:)-(()->Bool)`` are active only while
///   their condition holds; ``update()`` re-evaluates every condition.
/// - A mistake (relating a position to a size, items in two hierarchies)
///   does not stop the chain: the constraint is left out and the error is
///   recorded in ``errors``.
public final class FluentLayout {
  public let rootView: LayoutView
  /// Every constraint the builder made, unconditional ones first in the
  /// order they were made.
  public private(set) var constraints: [LayoutConstraint] = []
  /// Errors met while building, in order.
  public private(set) var errors: [LayoutError] = []
  var conditions: [ConditionalLayout] = []

  /// Starts a builder for `rootView`.
  public init(rootView: LayoutView, translatesAutoresizingMaskIntoConstraints: Bool = false) {
    self.rootView = rootView
    rootView.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
  }

  /// The chain for one view.
  public subscript(view: LayoutView) -> ViewLayout {
    ViewLayout(views: [view], target: .always(self))
  }

  /// A chain that makes the same constraints for each view.
  public func group(_ views: LayoutView...) -> ViewLayout {
    ViewLayout(views: views, target: .always(self))
  }

  /// A layout whose constraints are active only while `condition` is true
  /// (after ``update()``); its ``ConditionalLayout/not`` holds the
  /// constraints for when it is false.
  public func when(_ condition: @escaping () -> Bool) -> ConditionalLayout {
    when { _ in condition() }
  }

  /// A layout driven by the window's environment, for example
  /// `layout.when { $0.orientation == .landscape }`.
  public func when(_ condition: @escaping (LayoutEnvironment) -> Bool) -> ConditionalLayout {
    let c = ConditionalLayout(owner: self, condition: condition)
    conditions.append(c)
    return c
  }

  /// The environment conditions read.
  public var environment: LayoutEnvironment {
    let window = rootView.window
    let size = window?.size ?? rootView.frame.size
    return LayoutEnvironment(
      size: size, orientation: window?.orientation ?? (size.height >= size.width ? .portrait : .landscape),
      horizontalSizeClass: window?.horizontalSizeClass ?? (size.width < 600 ? .compact : .regular),
      verticalSizeClass: window?.verticalSizeClass ?? (size.height < 500 ? .compact : .regular),
      layoutDirection: rootView.effectiveLayoutDirection)
  }

  /// Re-evaluates every condition and switches the constraint sets:
  /// everything that should be off is deactivated before anything is
  /// activated, so no transient conflict appears.
  public func update() {
    let env = environment
    var on: [LayoutConstraint] = []
    var off: [LayoutConstraint] = []
    for c in conditions {
      let holds = c.condition(env)
      on += holds ? c.constraints : c.not.constraints
      off += holds ? c.not.constraints : c.constraints
    }
    LayoutConstraint.deactivate(off)
    for c in on where !c.isActive {
      do { try c.activate() } catch { record(error) }
    }
  }

  func prepare(_ view: LayoutView) {
    if view !== rootView {
      if view.superview == nil { rootView.addSubview(view) }
      view.translatesAutoresizingMaskIntoConstraints = false
    }
  }

  /// Keeps the error in ``errors`` and reports it as UIKit would
  /// (standard error and the window's report).
  func record(_ error: LayoutError) {
    errors.append(error)
    reportUsageError(error, near: rootView)
  }

  func add(_ c: LayoutConstraint, to target: ViewLayout.Target) {
    switch target {
    case .always:
      constraints.append(c)
      do { try c.activate() } catch { record(error) }
    case .conditional(let set, _):
      constraints.append(c)
      set.constraints.append(c)
    case .detached:
      break
    }
  }
}

/// Constraints that are active only while a condition holds.
///
/// It belongs to the ``FluentLayout`` that made it and does not keep it
/// alive: used after that layout is gone, its chains add nothing and report
/// the misuse (standard error and the window's report) instead of crashing.
public final class ConditionalLayout {
  weak var owner: FluentLayout?
  let condition: (LayoutEnvironment) -> Bool
  var constraints: [LayoutConstraint] = []
  let isNegation: Bool
  var negation: ConditionalLayout?

  init(owner: FluentLayout?, condition: @escaping (LayoutEnvironment) -> Bool, isNegation: Bool = false) {
    self.owner = owner
    self.condition = condition
    self.isNegation = isNegation
  }

  /// The chain for one view, whose constraints belong to this condition.
  public subscript(view: LayoutView) -> ViewLayout {
    ViewLayout(views: [view], target: owner.map { .conditional(self, $0) } ?? .detached)
  }

  /// A chain for several views, whose constraints belong to this condition.
  public func group(_ views: LayoutView...) -> ViewLayout {
    ViewLayout(views: views, target: owner.map { .conditional(self, $0) } ?? .detached)
  }

  /// The constraints for when the condition is false.
  public var not: ConditionalLayout {
    if let n = negation { return n }
    let n = ConditionalLayout(owner: owner, condition: { [condition] in !condition($0) }, isNegation: true)
    negation = n
    return n
  }

  /// Whether the condition holds now.
  public var isActive: Bool { owner.map { condition($0.environment) } ?? false }
}

/// The FormationLayout seed's name for ``FluentLayout``:
/// `FormationLayout(rootView: canvas)[icon].center(equalTo: canvas)`.
public typealias FormationLayout = FluentLayout
