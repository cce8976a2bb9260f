/// A point in a view's coordinate space (x grows right, y grows down).
public struct LayoutPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = LayoutPoint(x: 0, y: 0)
}

/// A width and a height.
public struct LayoutSize: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = LayoutSize(width: 0, height: 0)
  /// The smaller of width and height.
  public var shorterEdge: Double { min(width, height) }
  /// The larger of width and height.
  public var longerEdge: Double { max(width, height) }
}

/// A rectangle: origin and size.
public struct LayoutRect: Hashable, Sendable {
  public var origin: LayoutPoint
  public var size: LayoutSize
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = LayoutPoint(x: x, y: y)
    size = LayoutSize(width: width, height: height)
  }
  public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
}

extension LayoutRect: CustomStringConvertible {
  /// `(x, y, width, height)` with short numbers.
  public var description: String {
    "(\(short(minX)), \(short(minY)), \(short(width)), \(short(height)))"
  }
}

/// Prints a number without a trailing `.0` and without float noise.
func short(_ value: Double) -> String {
  let rounded = (value * 1e6).rounded() / 1e6
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
  return String(rounded)
}

/// Insets on the four edges, left and right as on screen.
public struct LayoutInsets: Hashable, Sendable {
  public var top, left, bottom, right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// The same inset on every edge.
  public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
  public static let zero = LayoutInsets()
}

/// Insets whose horizontal edges follow the layout direction: leading is
/// left in left-to-right layouts and right in right-to-left ones.
public struct DirectionalInsets: Hashable, Sendable {
  public var top, leading, bottom, trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// The same inset on every edge.
  public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
  public static let zero = DirectionalInsets()

  /// The insets as left/right for a layout direction.
  public func resolved(_ direction: LayoutDirection) -> LayoutInsets {
    direction == .leftToRight
      ? LayoutInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : LayoutInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }
}

/// The horizontal or the vertical axis.
public enum LayoutAxis: String, Hashable, Sendable, CaseIterable {
  case horizontal, vertical
}

/// Which way leading and trailing point.
public enum LayoutDirection: String, Hashable, Sendable {
  /// Leading is left (English, most languages).
  case leftToRight
  /// Leading is right (Arabic, Hebrew).
  case rightToLeft
}

/// Portrait when the window is at least as tall as it is wide.
public enum Orientation: String, Hashable, Sendable {
  case portrait, landscape
}

/// UIKit's coarse size classes.
public enum SizeClass: String, Hashable, Sendable {
  case compact, regular
}
