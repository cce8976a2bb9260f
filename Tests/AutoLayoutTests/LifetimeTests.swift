import AutoLayout
import LayoutTestSupport
import Testing

@Suite("Lifetimes: released items never crash a later pass")
struct LifetimeTests {
  @Test("an adaptive constant measured on a view outside the window, then released")
  func adaptiveBasisReleased() {
    let (window, v) = makeWindow(200, 100, views: ["v"])
    let view = v[0]
    var outside: LayoutView? = LayoutView(name: "outside", frame: LayoutRect(x: 0, y: 0, width: 80, height: 10))
    let width = view.widthAnchor.constraint(equalToConstant: 5)
    width.adaptiveConstant = AdaptiveConstant(.item(outside!), .width, factor: 0.5, constant: 7)
    LayoutConstraint.activate([
      width, view.heightAnchor.constraint(equalToConstant: 10),
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      view.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(view.frame.width == 40)
    outside = nil
    window.size = LayoutSize(width: 300, height: 100)
    window.layoutIfNeeded()
    _ = window.report
    // The basis is gone: the adaptive constant's plain constant applies.
    #expect(view.frame.width == 7)
  }

  @Test("a layout guide removed and released while its constraints were active")
  func guideReleased() {
    let (window, v) = makeWindow(200, 100, views: ["v"])
    let view = v[0]
    var guide: LayoutGuide? = LayoutGuide(name: "g")
    window.addLayoutGuide(guide!)
    LayoutConstraint.activate([
      guide!.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      guide!.widthAnchor.constraint(equalToConstant: 30), guide!.topAnchor.constraint(equalTo: window.topAnchor),
      guide!.heightAnchor.constraint(equalToConstant: 5),
      view.leadingAnchor.constraint(equalTo: guide!.trailingAnchor),
      view.topAnchor.constraint(equalTo: window.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(view.frame.minX == 40)
    window.removeLayoutGuide(guide!)
    guide = nil
    window.size = LayoutSize(width: 250, height: 100)
    window.layoutIfNeeded()
    _ = window.report
    #expect(view.frame.width == 10)
  }
}
