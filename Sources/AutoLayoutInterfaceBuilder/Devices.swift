import AutoLayout

/// The devices Interface Builder designs for (`<device id=… orientation=…>`),
/// with what layout needs of each: the screen in points, the pixel scale,
/// the safe-area insets and the size classes.
public struct InterfaceBuilderDevice: Sendable, Equatable {
  public var id: String
  public var landscape: Bool
  /// Portrait size in points.
  let portrait: LayoutSize
  public var scale: Double
  /// Portrait top and bottom safe-area insets.
  let safeTop: Double, safeBottom: Double
  let isPad: Bool
  /// A wide phone: regular width in landscape.
  let isWidePhone: Bool
  let notched: Bool

  /// The screen in points for the orientation.
  public var size: LayoutSize {
    landscape ? LayoutSize(width: portrait.height, height: portrait.width) : portrait
  }

  /// The safe-area insets for the orientation, as Interface Builder used
  /// them when it saved frames.
  public var safeAreaInsets: LayoutInsets {
    if !landscape { return LayoutInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0) }
    if isPad { return LayoutInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0) }
    if notched { return LayoutInsets(top: 0, left: safeTop, bottom: 21, right: safeTop) }
    return .zero
  }

  /// Horizontal size class: regular on iPads and on wide phones in landscape.
  public var horizontalSizeClass: SizeClass { isPad || (landscape && isWidePhone) ? .regular : .compact }
  /// Vertical size class: compact on phones in landscape.
  public var verticalSizeClass: SizeClass { !isPad && landscape ? .compact : .regular }

  /// The root view's minimum layout margins on the sides (UIKit's system
  /// minimum: 16 on phones narrower than 414 points, 20 on wider screens
  /// and in regular width).
  public var rootSideMargin: Double { sideMargin(width: size.width) }

  /// The system minimum side margins of a controller's root view this
  /// wide: 20 in regular width or from 400 points on, else 16 (the
  /// corpus: 16 at 390 and 393, 20 at 400 and wider).
  public func sideMargin(width: Double) -> Double { horizontalSizeClass == .regular || width >= 400 ? 20 : 16 }

  /// Every device id the importer knows, with its portrait size, scale and
  /// safe area (see Documentation/InterfaceBuilder.md for the sources).
  public static let known: [String: InterfaceBuilderDevice] = {
    func d(
      _ id: String, _ w: Double, _ h: Double, _ scale: Double, top: Double, bottom: Double, pad: Bool = false,
      wide: Bool = false, notched: Bool = false
    ) -> (String, InterfaceBuilderDevice) {
      (
        id,
        InterfaceBuilderDevice(
          id: id, landscape: false, portrait: LayoutSize(width: w, height: h), scale: scale, safeTop: top,
          safeBottom: bottom, isPad: pad, isWidePhone: wide, notched: notched)
      )
    }
    return Dictionary(
      uniqueKeysWithValues: [
        d("retina3_5", 320, 480, 2, top: 20, bottom: 0),
        d("retina4_0", 320, 568, 2, top: 20, bottom: 0),
        d("retina4_7", 375, 667, 2, top: 20, bottom: 0),
        d("retina5_5", 414, 736, 3, top: 20, bottom: 0, wide: true),
        d("retina5_9", 375, 812, 3, top: 44, bottom: 34, notched: true),
        d("retina6_1", 414, 896, 2, top: 44, bottom: 34, wide: true, notched: true),
        d("retina6_5", 414, 896, 3, top: 44, bottom: 34, wide: true, notched: true),
        d("retina6_0", 390, 844, 3, top: 47, bottom: 34, notched: true),
        d("retina6_7", 428, 926, 3, top: 47, bottom: 34, wide: true, notched: true),
        d("retina6_12", 393, 852, 3, top: 59, bottom: 34, notched: true),
        d("retina6_72", 430, 932, 3, top: 59, bottom: 34, wide: true, notched: true),
        // iPhone 16 Pro / 17 (402 × 874) and 16 Pro Max / 17 Pro Max (440 × 956,
        // the largest phone; 1320 × 2868 pixels, App Store Connect's 6.9-inch
        // size), status bar 62: device tables of the pub.dev packages
        // device_preview and flutterware. `check --matrix` uses retina6_9 as
        // its largest phone. The ids follow Xcode's pattern; no Xcode-written
        // file with them was found.
        d("retina6_3", 402, 874, 3, top: 62, bottom: 34, notched: true),
        d("retina6_9", 440, 956, 3, top: 62, bottom: 34, wide: true, notched: true),
        d("ipad9_7", 768, 1024, 2, top: 20, bottom: 0, pad: true),
        d("ipad10_5", 834, 1112, 2, top: 20, bottom: 0, pad: true),
        d("ipad10_9rounded", 820, 1180, 2, top: 24, bottom: 20, pad: true),
        d("ipad11_0rounded", 834, 1194, 2, top: 24, bottom: 20, pad: true),
        d("ipad12_9", 1024, 1366, 2, top: 20, bottom: 0, pad: true),
        d("ipad12_9rounded", 1024, 1366, 2, top: 24, bottom: 20, pad: true),
      ])
  }()

  /// A device by its Interface Builder id, in an orientation.
  public static func named(_ id: String, landscape: Bool = false) -> InterfaceBuilderDevice? {
    guard var d = known[id] else { return nil }
    d.landscape = landscape
    return d
  }
}
