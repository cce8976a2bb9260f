/// Something constraints can position: a ``LayoutView`` or a ``LayoutGuide``.
public protocol LayoutItem: AnyObject {
  /// The name shown in diagnostics.
  var name: String { get }
  /// The view whose hierarchy the item belongs to: the view itself, or a
  /// guide's owning view.
  var hierarchyView: LayoutView? { get }
  /// An object that lives exactly as long as the item; the library's weak
  /// references point at it (see ``LifetimeToken``). The default is the
  /// item itself.
  var lifetimeToken: AnyObject { get }
}

extension LayoutItem {
  public var lifetimeToken: AnyObject { self }
}

extension LayoutItem {
  /// The item's `attribute` (for the operator front ends and descriptions).
  public func attributeName(_ attribute: LayoutAttribute) -> String { "\(name).\(attribute.rawValue)" }
}

/// Which flexible parts of a frame follow the superview's size when
/// ``LayoutView/translatesAutoresizingMaskIntoConstraints`` is on.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// A view's natural size per axis; nil on an axis means it has none.
public struct IntrinsicSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }
  /// No intrinsic size on either axis.
  public static let none = IntrinsicSize()
  public subscript(axis: LayoutAxis) -> Double? { axis == .horizontal ? width : height }
}

/// An object that lives exactly as long as the layout item that owns it.
///
/// For a conformer to ``LayoutItem`` from outside the library, the
/// library's references to the item (a constraint's items) are weak
/// references to this token rather than to the item: an object that is
/// weakly referenced takes the runtime's slow path on every retain and
/// release. Views and guides expose one too; the library itself refers to
/// them through a flag their `deinit` clears, which costs less still.
public final class LifetimeToken: Sendable {
  public init() {}
}

/// Whether the library's own item (a view or a guide) still exists: the
/// item's `deinit` clears it. Held strongly by whatever refers to the item,
/// so that asking costs one load — a weak reference costs an atomic
/// load-and-retain and a slow-path release on every read.
final class AliveFlag {
  var isAlive = true
}

/// A reference to a layout item that never keeps it alive and reads nil
/// once it is gone: through the item's ``AliveFlag`` for views and guides,
/// through a weak reference to its ``LayoutItem/lifetimeToken`` for any
/// other conformer.
struct WeakItemReference {
  private let flag: AliveFlag?
  /// Only for an item that is neither a view nor a guide: a view's or a
  /// guide's reference then holds no weak variable at all (making and
  /// destroying one is a runtime call each).
  private let token: WeakToken?
  private unowned(unsafe) let item: (any LayoutItem)?

  init(_ item: (any LayoutItem)?) {
    self.item = item
    if let view = item as? LayoutView {
      flag = view.alive
      token = nil
    } else if let guide = item as? LayoutGuide {
      flag = guide.alive
      token = nil
    } else {
      flag = nil
      token = item.map { WeakToken($0.lifetimeToken) }
    }
  }

  /// The item, or nil if it no longer exists.
  var value: (any LayoutItem)? {
    @inline(__always) get {
      if let flag { return flag.isAlive ? item : nil }
      return token?.value == nil ? nil : item
    }
  }

  /// Whether the item still exists, without making a reference to it.
  var isAlive: Bool {
    if let flag { return flag.isAlive }
    return token?.value != nil
  }
}

/// A weak reference to a ``LayoutItem/lifetimeToken``.
final class WeakToken {
  weak var value: AnyObject?
  init(_ value: AnyObject) { self.value = value }
}

/// A reference to a view that never keeps it alive and reads nil once it
/// is gone (through its ``AliveFlag``).
struct WeakViewReference {
  private let flag: AliveFlag?
  private unowned(unsafe) let view: LayoutView?

  init(_ view: LayoutView?) {
    self.view = view
    flag = view?.alive
  }

  /// The view, or nil if it no longer exists.
  var value: LayoutView? {
    @inline(__always) get { flag?.isAlive == true ? view : nil }
  }
}
