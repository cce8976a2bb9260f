import AutoLayout
import AutoLayoutFluent
import Testing

// The FormationLayout seed's examples, pasted as the seed writes them (with
// UIView read as LayoutView). `demo` stands in for the seed's playground
// helper: a 200 × 200 canvas and 30 × 30 icons (intrinsic size), laid out
// after the closure; it returns the icons for the frame checks.

@discardableResult
func demo(_ body: (LayoutView, LayoutView) -> Void) -> [LayoutView] {
  let (window, canvas, icons) = demo(1)
  body(canvas, icons[0])
  window.layoutIfNeeded()
  return icons
}

@discardableResult
func demo(_ body: (LayoutView, LayoutView, LayoutView) -> Void) -> [LayoutView] {
  let (window, canvas, icons) = demo(2)
  body(canvas, icons[0], icons[1])
  window.layoutIfNeeded()
  return icons
}

@discardableResult
func demo(_ body: (LayoutView, LayoutView, LayoutView, LayoutView) -> Void) -> [LayoutView] {
  let (window, canvas, icons) = demo(3)
  body(canvas, icons[0], icons[1], icons[2])
  window.layoutIfNeeded()
  return icons
}

@Suite("FormationLayout seed, as written")
struct FormationSeedTests {
  @Test("FormationLayout(rootView:) centres an icon: (200 − 30) / 2 = 85")
  func formationLayout() {
    let icons = demo { canvas, icon in
      FormationLayout(rootView: canvas)[icon].center(equalTo: canvas)
    }
    #expect(icons[0].frame == LayoutRect(x: 85, y: 85, width: 30, height: 30))
  }

  @Test("anchors: plus, of:, multiplyBy:")
  func anchors() {
    let icons = demo { canvas, icon1, icon2, icon3 in
      let layout = FormationLayout(rootView: canvas)
      layout[icon1].top(equalTo: canvas, plus: 10).leading(equalTo: canvas, plus: 20)
      layout[icon2].top(equalTo: icon1).leading(equalTo: .trailing, of: icon1, plus: 10)
      layout[icon3].bottom(equalTo: canvas, minus: 10).leading(equalTo: icon1, multiplyBy: 2)
    }
    // icon1 at (20, 10); icon2 top with icon1, leading 20 + 30 + 10 = 60;
    // icon3 bottom 200 − 10 = 190 so y = 160, leading 2 × 20 = 40.
    #expect(
      icons.map(\.frame) == [
        LayoutRect(x: 20, y: 10, width: 30, height: 30), LayoutRect(x: 60, y: 10, width: 30, height: 30),
        LayoutRect(x: 40, y: 160, width: 30, height: 30),
      ])
  }

  @Test("helpers: size and center")
  func helpers() {
    let icons = demo { canvas, icon1, icon2 in
      let layout = FormationLayout(rootView: canvas)
      layout[icon1].size(equalTo: 30).center(equalTo: canvas, multiplyBy: 0.8)
      layout[icon2].size(equalTo: icon1, minus: 10).center(equalTo: icon1, plus: 30)
    }
    // icon1's centre is 0.8 × 100 = 80, so its origin is 65; icon2 is
    // 30 − 10 = 20 square, centred at 80 + 30 = 110, so its origin is 100.
    #expect(
      icons.map(\.frame) == [
        LayoutRect(x: 65, y: 65, width: 30, height: 30), LayoutRect(x: 100, y: 100, width: 20, height: 20),
      ])
  }

  @Test("pin: edges with margins, all edges, some edges")
  func pin() {
    let icons = demo { canvas, icon1, icon2, icon3 in
      let layout = FormationLayout(rootView: canvas)
      layout[icon1].pin(to: canvas, edgesWithMargin: [.top: 10, .leading: 3])
      layout[icon2].pin(to: canvas, margin: 30)
      layout[icon3].pin(to: canvas, edges: [.topBottom, .trailing], margin: 3)
    }
    // icon1 keeps its 30 × 30 at (3, 10); icon2 fills the canvas inset by
    // 30 (140 square); icon3 spans 3…197 vertically, trailing at 197.
    #expect(
      icons.map(\.frame) == [
        LayoutRect(x: 3, y: 10, width: 30, height: 30), LayoutRect(x: 30, y: 30, width: 140, height: 140),
        LayoutRect(x: 167, y: 3, width: 30, height: 194),
      ])
  }

  @Test("group: one chain for several views")
  func group() {
    let icons = demo { canvas, icon1, icon2, icon3 in
      let layout = FormationLayout(rootView: canvas)
      layout.group(icon1, icon2, icon3).centerY(equalTo: canvas)
      layout[icon1].leading(equalTo: canvas, plus: 5)
      layout[icon2].centerX(equalTo: canvas)
      layout[icon3].trailing(equalTo: canvas, minus: 5)
    }
    #expect(
      icons.map(\.frame) == [
        LayoutRect(x: 5, y: 85, width: 30, height: 30), LayoutRect(x: 85, y: 85, width: 30, height: 30),
        LayoutRect(x: 165, y: 85, width: 30, height: 30),
      ])
  }

  @Test("condition: when, not, update — and then isLoggedIn = false")
  func condition() {
    var loggedInFrame = LayoutRect.zero
    let icons = demo { canvas, icon in
      var isLoggedIn = true

      let layout = FormationLayout(rootView: canvas)
      let loggedInLayout = layout.when { isLoggedIn }

      layout[icon].centerX(equalTo: canvas)
      loggedInLayout[icon].top(equalTo: canvas, plus: 10)
      loggedInLayout.not[icon].bottom(equalTo: canvas, minus: 10)

      layout.update()
      // test: the frame while logged in, then the seed's second picture.
      canvas.layoutIfNeeded()
      loggedInFrame = icon.frame
      isLoggedIn = false
      layout.update()
    }
    #expect(loggedInFrame == LayoutRect(x: 85, y: 10, width: 30, height: 30))
    #expect(icons[0].frame == LayoutRect(x: 85, y: 160, width: 30, height: 30))
  }
}
