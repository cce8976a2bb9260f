/// A rectangle that takes part in layout without being a view (UIKit's
/// `UILayoutGuide`): spacers, margins, the safe area.
///
/// ```swift
/// let spacer = LayoutGuide(name: "spacer")
/// container.addLayoutGuide(spacer)
/// try spacer.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25).activate()
/// ```
public final class LayoutGuide: LayoutItem {
  /// The name shown in diagnostics.
  @exclusivity(unchecked) public var name: String
  /// The view that owns the guide.
  public internal(set) var owningView: LayoutView? {
    get { owner.value }
    set { owner = WeakViewReference(newValue) }
  }
  private var owner = WeakViewReference(nil)
  /// Lives as long as the guide (``LayoutItem/lifetimeToken``).
  let token = LifetimeToken()
  public var lifetimeToken: AnyObject { token }
  /// Cleared when the guide goes: the library's references to it ask this.
  let alive = AliveFlag()

  deinit { alive.isAlive = false }
  /// The guide's frame in its owning view's coordinates, from the last
  /// layout pass.
  @exclusivity(unchecked) public internal(set) var layoutFrame: LayoutRect = .zero
  /// What the guide is for, when the engine made it.
  enum Role { case user, margins, safeArea, stackHelper }
  let role: Role
  /// The guide's place in the items of the engine that placed it last
  /// (−1 before any): a hint the engine checks before it believes it.
  @exclusivity(unchecked) var engineSlot: Int32 = -1

  /// Creates a guide; add it to a view with ``LayoutView/addLayoutGuide(_:)``.
  public init(name: String = "guide") {
    self.name = name
    role = .user
  }

  init(name: String, role: Role, owner: LayoutView) {
    self.name = name
    self.role = role
    owningView = owner
  }

  public var hierarchyView: LayoutView? { owningView }

  /// Whether a ``LayoutStackView`` made this guide for its own arrangement
  /// (the alignment spanner, the gaps of the equal-spacing distributions,
  /// the spacer of an empty stack). Only the directions it measures are
  /// constrained; the rest of its frame means nothing.
  public var isStackHelper: Bool { role == .stackHelper }
}
