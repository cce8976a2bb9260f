/// The numbers layout accepts, in one place so that every front end refuses
/// the same ones. Anything outside is refused — thrown by the throwing
/// calls, reported (standard error and ``LayoutReport/errors``) by the
/// others, and the old value stays — except content priorities, which are
/// clamped into 1…1000 as UIKit's are meaningful only there.
public enum LayoutNumbers {
  /// The largest magnitude of a constant, a position or a size: a billion
  /// points, far beyond any screen, and far from where Double arithmetic in
  /// the solver loses the precision layout needs.
  public static let maximumMagnitude = 1e9
  /// The largest magnitude of a multiplier.
  public static let maximumMultiplier = 1e6

  /// A constant (or a position): finite and at most a billion points.
  public static func isUsableConstant(_ x: Double) -> Bool { x.isFinite && abs(x) <= maximumMagnitude }
  /// A multiplier: finite and at most a million in magnitude.
  public static func isUsableMultiplier(_ x: Double) -> Bool { x.isFinite && abs(x) <= maximumMultiplier }
  /// A size (a window's, an intrinsic size): finite, not negative, at most a billion points.
  public static func isUsableSize(_ x: Double) -> Bool { x.isFinite && x >= 0 && x <= maximumMagnitude }
  /// A content priority clamped into 1…1000; nil for NaN.
  static func clampedPriority(_ p: LayoutPriority) -> LayoutPriority? {
    guard !p.rawValue.isNaN else { return nil }
    return LayoutPriority(min(1000, max(1, p.rawValue)))
  }
}
