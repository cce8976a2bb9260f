import LayoutTestSupport
import Testing

@testable import AutoLayout

/// A subview's safe-area guide is derived from the view's frame (the part
/// of it inside the window's safe rectangle): it follows the view and
/// never moves it.
@Suite("Safe-area guides of subviews")
struct SubviewSafeAreaTests {
  /// An iPhone-X-like window (insets 44 top, 34 bottom); `panel` is pinned
  /// to the window's top and sides, its height wanted at `height` with
  /// priority 500; `marker` spans the panel's safe-area guide vertically.
  func screen(height: Double) -> (LayoutWindow, panel: LayoutView, marker: LayoutView, height: LayoutConstraint) {
    let (window, v) = makeWindow(375, 812, views: ["panel", "marker"])
    window.safeAreaInsets = LayoutInsets(top: 44, left: 0, bottom: 34, right: 0)
    let (panel, marker) = (v[0], v[1])
    let h = panel.heightAnchor.constraint(equalToConstant: height)
    h.priority = LayoutPriority(500)
    let safe = panel.safeAreaLayoutGuide
    LayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: window.topAnchor),
      panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      h,
      marker.topAnchor.constraint(equalTo: safe.topAnchor),
      marker.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      marker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      marker.widthAnchor.constraint(equalToConstant: 10),
    ])
    return (window, panel, marker, h)
  }

  @Test("a view placed by an optional constraint reaching into the unsafe strip keeps its size; its guide is inset")
  func weaklyPlacedView() {
    // 790 reaches 12 points into the 34-point strip at the bottom (778).
    // The guide used to be held inside the safe rectangle and equal to the
    // view's edges above any user priority: the panel was cut to 778.
    let (window, panel, marker, _) = screen(height: 790)
    window.layoutIfNeeded()
    expectFrame(panel, 0, 0, 375, 790)
    expectFrame(marker, 0, 44, 10, 790 - 44 - 12)
    // Laid out again, nothing moves.
    window.setNeedsLayout()
    window.layoutIfNeeded()
    expectFrame(panel, 0, 0, 375, 790)
    expectFrame(marker, 0, 44, 10, 734)
  }

  @Test("the guide follows the view when it changes size and position")
  func followsTheView() {
    let (window, panel, marker, height) = screen(height: 790)
    window.layoutIfNeeded()
    height.constant = 300
    window.layoutIfNeeded()
    expectFrame(panel, 0, 0, 375, 300)
    expectFrame(marker, 0, 44, 10, 256)
    height.constant = 812
    window.layoutIfNeeded()
    expectFrame(panel, 0, 0, 375, 812)
    expectFrame(marker, 0, 44, 10, 812 - 44 - 34)
  }

  @Test("a constraint on the guide moves the view with it, as a tie to the view would")
  func guideIsPartOfTheView() {
    // Inside the safe rectangle the guide is the view's rectangle.
    let (window, v) = makeWindow(375, 812, views: ["panel", "marker"])
    window.safeAreaInsets = LayoutInsets(top: 44, left: 0, bottom: 34, right: 0)
    let (panel, marker) = (v[0], v[1])
    LayoutConstraint.activate([
      marker.topAnchor.constraint(equalTo: window.topAnchor, constant: 300),
      marker.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 40),
      marker.widthAnchor.constraint(equalToConstant: 10),
      marker.heightAnchor.constraint(equalToConstant: 10),
      panel.safeAreaLayoutGuide.topAnchor.constraint(equalTo: marker.topAnchor),
      panel.safeAreaLayoutGuide.leadingAnchor.constraint(equalTo: marker.leadingAnchor),
      panel.widthAnchor.constraint(equalToConstant: 100),
      panel.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    expectFrame(panel, 40, 300, 100, 100)
  }

  @Test("in a window without safe-area insets the guide is the view's rectangle, even past the window's edge")
  func noInsets() {
    let (window, v) = makeWindow(375, 667, views: ["panel", "marker"])
    let (panel, marker) = (v[0], v[1])
    LayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: -20),
      panel.topAnchor.constraint(equalTo: window.topAnchor),
      panel.widthAnchor.constraint(equalToConstant: 415),
      panel.heightAnchor.constraint(equalToConstant: 100),
      marker.leadingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.leadingAnchor),
      marker.trailingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.trailingAnchor),
      marker.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
      marker.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    expectFrame(marker, -20, 0, 415, 10)
  }
}
