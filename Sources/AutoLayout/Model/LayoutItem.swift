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
/// The library's weak references (a constraint's items, a view's superview,
/// a guide's owning view) point at this token instead of the item: an
/// object that is weakly referenced takes the runtime's slow path on every
/// retain and release, and views are retained everywhere (reading a frame
/// cost 45 ns that way). The token takes that cost instead, and only when
/// a weak reference is read.
public final class LifetimeToken: Sendable {
  public init() {}
}

/// A weak reference to a layout item, through its ``LayoutItem/lifetimeToken``.
/// Nil once the item is gone; never keeps it alive.
struct WeakItemReference {
  private weak var token: AnyObject?
  private unowned(unsafe) var item: (any LayoutItem)?

  init(_ item: (any LayoutItem)?) {
    self.item = item
    token = item?.lifetimeToken
  }

  /// The item, or nil if it no longer exists.
  var value: (any LayoutItem)? {
    @inline(__always) get { token == nil ? nil : item }
  }
}

/// A weak reference to a view, through its token (see ``LifetimeToken``).
struct WeakViewReference {
  private weak var token: LifetimeToken?
  private unowned(unsafe) var view: LayoutView?

  init(_ view: LayoutView?) {
    self.view = view
    token = view?.token
  }

  /// The view, or nil if it no longer exists.
  var value: LayoutView? {
    @inline(__always) get { token == nil ? nil : view }
  }
}
