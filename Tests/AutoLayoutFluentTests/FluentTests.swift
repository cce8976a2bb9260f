import AutoLayout
import AutoLayoutFluent
import Testing

/// The seed's playground: a 200 × 200 canvas and 30 × 30 icons (icons have
/// an intrinsic size so that only their positions need constraints).
func demo(_ count: Int) -> (LayoutWindow, LayoutView, [LayoutView]) {
  let window = LayoutWindow(name: "canvas", size: LayoutSize(width: 200, height: 200))
  let canvas: LayoutView = window
  let icons = (1...count).map { i -> LayoutView in
    let v = LayoutView(name: "icon\(i)")
    v.intrinsicContentSize = IntrinsicSize(width: 30, height: 30)
    return v
  }
  return (window, canvas, icons)
}

func frame(_ v: LayoutView) -> LayoutRect { v.frame }

@Suite("FluentLayout")
struct FluentTests {
  @Test("the root keeps or drops autoresizing; views get it off and join the root")
  func setup() {
    let (w, canvas, icons) = demo(1)
    let layout = FluentLayout(rootView: canvas)
    #expect(!canvas.translatesAutoresizingMaskIntoConstraints)
    layout[icons[0]].center(equalTo: canvas)
    #expect(icons[0].superview === canvas)
    #expect(!icons[0].translatesAutoresizingMaskIntoConstraints)
    let other = LayoutView(name: "other")
    let kept = FluentLayout(rootView: other, translatesAutoresizingMaskIntoConstraints: true)
    #expect(other.translatesAutoresizingMaskIntoConstraints && kept.errors.isEmpty)
    withExtendedLifetime(w) {}
  }

  @Test("demo: center an icon on the canvas")
  func center() {
    let (w, canvas, icons) = demo(1)
    FluentLayout(rootView: canvas)[icons[0]].center(equalTo: canvas)
    w.layoutIfNeeded()
    #expect(frame(icons[0]) == LayoutRect(x: 85, y: 85, width: 30, height: 30))
  }

  @Test("demo: anchors with plus, minus, multiplyBy and another anchor")
  func anchors() {
    let (w, canvas, i) = demo(3)
    let layout = FluentLayout(rootView: canvas)
    layout[i[0]].top(equalTo: canvas, plus: 10).leading(equalTo: canvas, plus: 20)
    layout[i[1]].top(equalTo: i[0]).leading(equalTo: .trailing, of: i[0], plus: 10)
    layout[i[2]].bottom(equalTo: canvas, minus: 10).leading(equalTo: i[0], multiplyBy: 2)
    w.layoutIfNeeded()
    #expect(frame(i[0]) == LayoutRect(x: 20, y: 10, width: 30, height: 30))
    #expect(frame(i[1]) == LayoutRect(x: 60, y: 10, width: 30, height: 30))
    #expect(frame(i[2]) == LayoutRect(x: 40, y: 160, width: 30, height: 30))
    #expect(layout.errors.isEmpty && w.report.isClean)
  }

  @Test("demo: size and center helpers")
  func helpers() {
    let (w, canvas, i) = demo(2)
    let layout = FluentLayout(rootView: canvas)
    layout[i[0]].size(equalTo: 30).center(equalTo: canvas, multiplyBy: 0.8)
    layout[i[1]].size(equalTo: i[0], minus: 10).center(equalTo: i[0], plus: 30)
    w.layoutIfNeeded()
    #expect(frame(i[0]) == LayoutRect(x: 65, y: 65, width: 30, height: 30))
    #expect(frame(i[1]) == LayoutRect(x: 100, y: 100, width: 20, height: 20))
  }

  @Test("demo: pin with edges and margins")
  func pin() {
    let (w, canvas, i) = demo(3)
    let layout = FluentLayout(rootView: canvas)
    layout[i[0]].pin(to: canvas, edgesWithMargin: [.top: 10, .leading: 3])
    layout[i[1]].pin(to: canvas, margin: 30)
    layout[i[2]].pin(to: canvas, edges: [.topBottom, .trailing], margin: 3)
    w.layoutIfNeeded()
    #expect(frame(i[0]) == LayoutRect(x: 3, y: 10, width: 30, height: 30))
    #expect(frame(i[1]) == LayoutRect(x: 30, y: 30, width: 140, height: 140))
    #expect(frame(i[2]) == LayoutRect(x: 167, y: 3, width: 30, height: 194))
    let plain = LayoutView(name: "plain")
    layout[plain].pin(to: canvas)
    w.layoutIfNeeded()
    #expect(frame(plain) == LayoutRect(x: 0, y: 0, width: 200, height: 200))
  }

  @Test("demo: a group makes the same constraints for each view")
  func group() {
    let (w, canvas, i) = demo(3)
    let layout = FluentLayout(rootView: canvas)
    layout.group(i[0], i[1], i[2]).centerY(equalTo: canvas)
    layout[i[0]].leading(equalTo: canvas, plus: 5)
    layout[i[1]].centerX(equalTo: canvas)
    layout[i[2]].trailing(equalTo: canvas, minus: 5)
    w.layoutIfNeeded()
    #expect(frame(i[0]) == LayoutRect(x: 5, y: 85, width: 30, height: 30))
    #expect(frame(i[1]) == LayoutRect(x: 85, y: 85, width: 30, height: 30))
    #expect(frame(i[2]) == LayoutRect(x: 165, y: 85, width: 30, height: 30))
  }

  @Test("demo: a condition and its negation, both ways")
  func condition() {
    let (w, canvas, i) = demo(1)
    let icon = i[0]
    var isLoggedIn = true
    let layout = FluentLayout(rootView: canvas)
    let loggedIn = layout.when { isLoggedIn }
    layout[icon].centerX(equalTo: canvas)
    loggedIn[icon].top(equalTo: canvas, plus: 10)
    loggedIn.not[icon].bottom(equalTo: canvas, minus: 10)
    layout.update()
    w.layoutIfNeeded()
    #expect(frame(icon) == LayoutRect(x: 85, y: 10, width: 30, height: 30))
    isLoggedIn = false
    layout.update()
    w.layoutIfNeeded()
    #expect(frame(icon) == LayoutRect(x: 85, y: 160, width: 30, height: 30))
    #expect(w.report.isClean)
  }

  @Test("rotation drives a condition on the window's orientation")
  func rotation() {
    let window = LayoutWindow(size: LayoutSize(width: 320, height: 480))
    let a = LayoutView(name: "a"), b = LayoutView(name: "b")
    let layout = FluentLayout(rootView: window)
    let landscape = layout.when { $0.orientation == .landscape }
    layout.group(a, b).width(equalTo: 100).height(equalTo: 100)
    layout[a].top(equalTo: window).leading(equalTo: window)
    landscape[b].top(equalTo: a).leading(equalTo: .trailing, of: a, plus: 10)
    landscape.not[b].top(equalTo: .bottom, of: a, plus: 10).leading(equalTo: a)
    layout.update()
    window.layoutIfNeeded()
    #expect(b.frame == LayoutRect(x: 0, y: 110, width: 100, height: 100))
    window.rotate()
    layout.update()
    window.layoutIfNeeded()
    #expect(b.frame == LayoutRect(x: 110, y: 0, width: 100, height: 100))
    #expect(landscape.isActive && window.report.isClean)
  }

  @Test("a wrong pairing is recorded, not a crash, and the chain goes on")
  func errors() {
    let (w, canvas, i) = demo(1)
    let layout = FluentLayout(rootView: canvas)
    layout[i[0]].top(equalTo: .width, of: canvas).leading(equalTo: canvas)
    #expect(layout.errors.count == 1)
    #expect(layout.constraints.count == 1)
    withExtendedLifetime(w) {}
  }
}

@Suite("FluentLayout lifetimes")
struct FluentLifetimeTests {
  @Test("a conditional layout used after its FluentLayout is gone adds nothing and reports, not crashes")
  func detached() {
    let (window, canvas, icons) = demo(1)
    var layout: FluentLayout? = FluentLayout(rootView: canvas)
    let landscape = layout!.when { $0.orientation == .landscape }
    layout = nil
    canvas.addSubview(icons[0])
    landscape[icons[0]].width(equalTo: 100)
    #expect(icons[0].constraints.isEmpty)
    #expect(!landscape.isActive)
    #expect(window.report.errors.count == 1)
  }
}
