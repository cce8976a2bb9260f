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

/// Adds `view` to `parent` with autoresizing off and pins its top leading
/// corner to the parent's, with `more` constraints activated alongside.
public func addPinnedTopLeading(_ view: LayoutView, to parent: LayoutView, _ more: [LayoutConstraint] = []) {
  parent.addSubview(view)
  view.translatesAutoresizingMaskIntoConstraints = false
  let corner = [
    view.leadingAnchor.constraint(equalTo: parent.leadingAnchor), view.topAnchor.constraint(equalTo: parent.topAnchor),
  ]
  LayoutConstraint.activate(corner + more)
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

/// A xib with a vertical stack view whose hidden arranged view keeps a
/// height constraint of its own (`goneHeight`, on line 22) that conflicts
/// with the stack's `UISV-hiding` constraint: the library's findings and
/// `check` both name who made each side of that conflict.
public let hiddenStackViewXIB = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
          <view contentMode="scaleToFill" id="card">
              <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                      <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shown">
                              <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                              <constraints>
                                  <constraint firstAttribute="height" constant="40" id="shownHeight"/>
                              </constraints>
                          </view>
                          <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gone">
                              <rect key="frame" x="0.0" y="40" width="200" height="30"/>
                              <constraints>
                                  <constraint firstAttribute="height" constant="30" id="goneHeight"/>
                              </constraints>
                          </view>
                      </subviews>
                  </stackView>
              </subviews>
              <constraints>
                  <constraint firstItem="stack" firstAttribute="top" secondItem="card" secondAttribute="top" id="st"/>
                  <constraint firstItem="stack" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="sl"/>
                  <constraint firstItem="stack" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="sr"/>
              </constraints>
          </view>
      </objects>
  </document>
  """
