import LayoutTestSupport
import Testing

@testable import AutoLayout

/// `insetsLayoutMarginsFromSafeArea`: a view's margins are measured from
/// the edge of its safe area (UIKit logs a bottom margin guide 42 points
/// in, 8 + 34, for a view at the bottom of an iPhone X screen).
@Suite("Layout margins and the safe area")
struct SafeAreaMarginTests {
  /// A window like an iPhone X in portrait; `panel` spans the whole
  /// screen, `content` is pinned to the panel's margins by margin
  /// attributes at the top and bottom and by the margins guide at the
  /// sides. With `contentHeight`, the content has that height and the
  /// panel's height follows it instead of the screen's.
  func screen(contentHeight: Double? = nil) -> (
    LayoutWindow, panel: LayoutView, content: LayoutView, top: LayoutConstraint
  ) {
    let (window, v) = makeWindow(375, 812, views: ["panel", "content"])
    window.safeAreaInsets = LayoutInsets(top: 44, left: 0, bottom: 34, right: 0)
    let (panel, content) = (v[0], v[1])
    panel.addSubview(content)
    let top = panel.topAnchor.constraint(equalTo: window.topAnchor)
    LayoutConstraint.activate([
      top,
      contentHeight.map { content.heightAnchor.constraint(equalToConstant: $0) }
        ?? panel.heightAnchor.constraint(equalToConstant: 812),
      panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      content.topAnchor.constraint(equalTo: panel.topMarginAnchor),
      content.bottomAnchor.constraint(equalTo: panel.bottomMarginAnchor),
      content.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
    ])
    return (window, panel, content, top)
  }

  @Test("a view sized by its content reaching below the screen: its bottom margin takes at most the window's inset")
  func reachingBelowTheScreen() {
    // The panel's height follows its content (1,000 high, inside its
    // margins), so it reaches below the 812-point screen. The unsafe strip
    // covers 34 points of it: its bottom margin is 8 + 34, not 8 plus all
    // that lies below the strip (which grew the panel, and so the margin,
    // at every solve).
    let (window, panel, content, _) = screen(contentHeight: 1_000)
    window.layoutIfNeeded()
    expectFrame(panel, 0, 0, 375, 52 + 1_000 + 42)
    expectFrame(content, 8, 52, 359, 1_000)
    // Laid out again, nothing moves: the margins have settled.
    window.setNeedsLayout()
    window.layoutIfNeeded()
    expectFrame(panel, 0, 0, 375, 52 + 1_000 + 42)
  }

  @Test("a view under the status bar and over the home indicator: margins 8 + 44 and 8 + 34")
  func insetFromSafeArea() {
    let (window, panel, content, _) = screen()
    window.layoutIfNeeded()
    expectFrame(content, 8, 52, 359, 812 - 52 - 42)
    #expect(panel.layoutMarginsGuide.layoutFrame == LayoutRect(x: 8, y: 52, width: 359, height: 718))
    #expect(window.report.isClean)
  }

  @Test("with insetsLayoutMarginsFromSafeArea off the margins stay at 8")
  func flagOff() {
    let (window, panel, content, _) = screen()
    panel.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    expectFrame(content, 8, 8, 359, 796)
    panel.insetsLayoutMarginsFromSafeArea = true
    window.layoutIfNeeded()
    expectFrame(content, 8, 52, 359, 718)
  }

  @Test("only the part of the view the unsafe strips cover counts, and moving the view updates it")
  func partlyInside() {
    let (window, _, content, top) = screen()
    top.constant = 30
    window.layoutIfNeeded()
    // The panel's top is 14 points inside the status bar's 44; its bottom
    // (842) reaches past the screen, so the home indicator's strip (778 to
    // 812) covers all of its 34 points.
    expectFrame(content, 8, 8 + 14, 359, 812 - 22 - 42)
    top.constant = 100
    window.layoutIfNeeded()
    expectFrame(content, 8, 8, 359, 812 - 8 - 42)
    // Reaching above the screen, the status bar's strip covers 44 points
    // of it (what lies above the screen is covered by nothing).
    top.constant = -100
    window.layoutIfNeeded()
    expectFrame(content, 8, 44 + 8, 359, 812 - 52 - 8)
  }

  @Test("a window without safe-area insets leaves margins as they are")
  func noInsets() {
    let (window, _, content, _) = screen()
    window.safeAreaInsets = .zero
    window.layoutIfNeeded()
    expectFrame(content, 8, 8, 359, 796)
  }

  @Test("landscape: the left inset moves the leading margin, right to left too")
  func sides() {
    let (window, v) = makeWindow(812, 375, views: ["bar", "label"])
    window.safeAreaInsets = LayoutInsets(top: 0, left: 44, bottom: 21, right: 44)
    let (bar, label) = (v[0], v[1])
    bar.addSubview(label)
    LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 400), bar.heightAnchor.constraint(equalToConstant: 50),
      label.leadingAnchor.constraint(equalTo: bar.leadingMarginAnchor),
      label.trailingAnchor.constraint(equalTo: bar.trailingMarginAnchor),
      label.centerYAnchor.constraint(equalTo: bar.centerYWithinMarginsAnchor),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    expectFrame(label, 52, 15, 340, 20)
    window.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    // The bar is now at the right edge: 44 of it in the right inset.
    expectFrame(bar, 412, 100, 400, 50)
    expectFrame(label, 8, 15, 340, 20)
  }

  @Test("the root's margins add the window's insets, unless its flag is off")
  func root() {
    let (window, v) = makeWindow(375, 812, views: ["card"])
    window.safeAreaInsets = LayoutInsets(top: 44, left: 0, bottom: 34, right: 0)
    window.directionalLayoutMargins = DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let card = v[0]
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: window.layoutMarginsGuide.topAnchor),
      card.bottomAnchor.constraint(equalTo: window.bottomMarginAnchor),
      card.leadingAnchor.constraint(equalTo: window.leadingMarginAnchor),
      card.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(card, 16, 44, 343, 734)
    window.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    expectFrame(card, 16, 0, 343, 812)
  }

  @Test("a margins-relative stack at the top of the screen starts below the status bar")
  func stack() {
    let (window, v) = makeWindow(414, 896, views: ["header"])
    window.safeAreaInsets = LayoutInsets(top: 48, left: 0, bottom: 34, right: 0)
    let header = v[0]
    let stack = LayoutStackView(name: "stack", arrangedSubviews: [header])
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = DirectionalInsets(top: 8, leading: 16, bottom: 8, trailing: 0)
    window.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: window.topAnchor),
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    expectFrame(stack, 0, 0, 414, 8 + 48 + 100 + 8)
    expectFrame(header, 16, 56, 398, 100)
  }

  @Test("an edge where the window has no inset: a view reaching past the window there keeps its margin")
  func edgeWithoutInset() {
    let (window, v) = makeWindow(414, 896, views: ["content", "row"])
    window.safeAreaInsets = LayoutInsets(top: 44, left: 0, bottom: 34, right: 0)
    let (content, row) = (v[0], v[1])
    content.addSubview(row)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      content.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      content.widthAnchor.constraint(equalTo: window.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 400),
      row.leadingAnchor.constraint(equalTo: content.leadingMarginAnchor),
      row.trailingAnchor.constraint(equalTo: content.trailingMarginAnchor),
      row.topAnchor.constraint(equalTo: content.topMarginAnchor),
      row.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    // 20 points past the right edge, where there is no inset: 8. The top
    // is 24 points inside the status bar's 44: 24 + 8.
    expectFrame(row, 8, 32, 398, 50)
  }
}
