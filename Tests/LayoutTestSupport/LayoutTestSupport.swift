import AutoLayout
import Testing

/// A window with subviews named in order, all with autoresizing off.
public func makeWindow(_ w: Double = 375, _ h: Double = 667, views names: [String]) -> (LayoutWindow, [LayoutView]) {
  let window = LayoutWindow(size: LayoutSize(width: w, height: h))
  let views = names.map { LayoutView(name: $0) }
  for v in views {
    window.addSubview(v)
    v.translatesAutoresizingMaskIntoConstraints = false
  }
  return (window, views)
}

/// Expects a view's frame, to 1e-6.
public func expectFrame(
  _ view: LayoutView, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let f = view.frame
  let ok = abs(f.minX - x) < 1e-6 && abs(f.minY - y) < 1e-6 && abs(f.width - w) < 1e-6 && abs(f.height - h) < 1e-6
  #expect(ok, "\(view.name): \(f) != (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}

/// A small seeded generator (SplitMix64) so random tests repeat exactly.
public struct SeededGenerator: RandomNumberGenerator {
  public var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
