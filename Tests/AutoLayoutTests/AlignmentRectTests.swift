import LayoutTestSupport
import Testing

@testable import AutoLayout

@Suite("Alignment rectangles")
struct AlignmentRectTests {
  @Test("constraints and the intrinsic size place the alignment rectangle; the frame overhangs it by the insets")
  func framesOutsetTheAlignmentRect() throws {
    let (window, v) = makeWindow(320, 100, views: ["label", "toggle"])
    let (label, toggle) = (v[0], v[1])
    toggle.alignmentRectInsets = LayoutInsets(top: 1, left: 0, bottom: 1, right: 2)
    toggle.intrinsicContentSize = IntrinsicSize(width: 49, height: 29)
    LayoutConstraint.activate([
      toggle.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      toggle.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -5),
      label.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    // Alignment rect 261…310 × 20…49; the frame adds 2 on the right and 1
    // above and below.
    expectFrame(toggle, 261, 19, 51, 31)
    #expect(toggle.alignmentRect(forFrame: toggle.frame) == LayoutRect(x: 261, y: 20, width: 49, height: 29))
    // The label ends 5 points before the toggle's alignment edge, which is
    // its frame's left edge here (no inset on the left).
    expectFrame(label, 10, 24.5, 246, 20)
    #expect(
      toggle.frame(forAlignmentRect: LayoutRect(x: 0, y: 0, width: 49, height: 29))
        == LayoutRect(
          x: 0, y: -1, width: 51, height: 31))
    #expect(window.report.isClean)
  }

  @Test("a subview's frame and a guide's layout frame are relative to the parent's frame, not its alignment rect")
  func childrenOfAnInsetView() throws {
    let (window, v) = makeWindow(300, 300, views: ["panel"])
    let panel = v[0]
    panel.alignmentRectInsets = LayoutInsets(top: 4, left: 6, bottom: 0, right: 0)
    let child = LayoutView(name: "child")
    child.translatesAutoresizingMaskIntoConstraints = false
    panel.addSubview(child)
    let guide = LayoutGuide(name: "guide")
    panel.addLayoutGuide(guide)
    LayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
      panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
      panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 100),
      // Attributes of the panel are its alignment edges.
      child.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
      child.topAnchor.constraint(equalTo: panel.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
      guide.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
      guide.topAnchor.constraint(equalTo: panel.topAnchor),
      guide.widthAnchor.constraint(equalToConstant: 20), guide.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    expectFrame(panel, 44, 46, 106, 104)
    expectFrame(child, 6, 4, 10, 10)
    #expect(guide.layoutFrame == LayoutRect(x: 6, y: 4, width: 20, height: 20))
    #expect(child.frameInRoot == LayoutRect(x: 50, y: 50, width: 10, height: 10))
  }

  @Test("a view placed by its frame and autoresizing mask keeps that frame with insets set")
  func autoresizingKeepsTheFrame() throws {
    let window = LayoutWindow(name: "window", size: LayoutSize(width: 200, height: 100))
    let badge = LayoutView(name: "badge")
    badge.frame = LayoutRect(x: 30, y: 10, width: 40, height: 20)
    badge.alignmentRectInsets = LayoutInsets(top: 2, left: 3, bottom: 2, right: 3)
    badge.autoresizingMask = [.flexibleLeftMargin]
    window.addSubview(badge)
    window.layoutIfNeeded()
    expectFrame(badge, 30, 10, 40, 20)
    window.size = LayoutSize(width: 300, height: 100)
    window.layoutIfNeeded()
    expectFrame(badge, 130, 10, 40, 20)
  }

  @Test("a root view's own insets play no part: its frame stays the window's, pass after pass")
  func rootIgnoresItsInsets() throws {
    let (window, v) = makeWindow(200, 100, views: ["a"])
    window.alignmentRectInsets = LayoutInsets(top: 3, left: 4, bottom: 5, right: 6)
    LayoutConstraint.activate([
      v[0].leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      v[0].topAnchor.constraint(equalTo: window.topAnchor), v[0].widthAnchor.constraint(equalToConstant: 20),
      v[0].heightAnchor.constraint(equalToConstant: 20),
    ])
    for width in [200.0, 250, 200] {
      window.size = LayoutSize(width: width, height: 100)
      window.layoutIfNeeded()
      #expect(window.frame == LayoutRect(x: 0, y: 0, width: width, height: 100))
      expectFrame(v[0], 10, 0, 20, 20)
    }
  }

  @Test("insets that are not finite are refused and reported; the old ones stay")
  func refusesNonFinite() throws {
    let (window, v) = makeWindow(100, 100, views: ["a"])
    v[0].alignmentRectInsets = LayoutInsets(right: 2)
    v[0].alignmentRectInsets = LayoutInsets(top: .nan)
    #expect(v[0].alignmentRectInsets == LayoutInsets(right: 2))
    #expect(window.report.errors.contains { "\($0)".contains("alignment insets") })
  }
}
