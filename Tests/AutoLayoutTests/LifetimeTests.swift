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

/// A layout item from outside the library: its constraints hold it through
/// a weak reference to its `lifetimeToken` (the item itself by default).
final class OutsideItem: LayoutItem {
  let name = "outside"
  var hierarchyView: LayoutView? { nil }
}

@Suite("References to items")
struct ItemReferenceTests {
  @Test("a constraint's items read nil once released: views and guides (alive flag) and outside conformers (weak)")
  func itemsReadNilWhenGone() {
    var view: LayoutView? = LayoutView(name: "v")
    var guide: LayoutGuide? = LayoutGuide(name: "g")
    var outside: OutsideItem? = OutsideItem()
    let c1 = LayoutConstraint(
      item: view!, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
    let c2 = LayoutConstraint(
      item: guide!, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
    let c3 = LayoutConstraint(
      item: outside!, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
    #expect(c1.firstItem === view && c2.firstItem === guide && c3.firstItem === outside)
    view = nil
    guide = nil
    outside = nil
    #expect(c1.firstItem == nil && c2.firstItem == nil && c3.firstItem == nil)
  }
}
