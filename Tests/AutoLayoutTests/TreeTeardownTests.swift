import LayoutTestSupport
import Testing

@testable import AutoLayout

@Suite("Deep trees and removed guides")
@MainActor
struct TreeTeardownTests {
  /// A chain of `depth` views, each the only subview of the one before.
  func chain(_ depth: Int, under top: LayoutView) {
    var parent = top
    for i in 0..<depth {
      let v = LayoutView(name: "n\(i)")
      parent.addSubview(v)
      parent = v
    }
  }

  @Test("50,000 nested views built with the API are released without recursion")
  func deepTreeReleased() {
    var top: LayoutView? = LayoutView(name: "top")
    chain(50_000, under: top!)
    #expect(top!.subtree.count == 50_001)
    top = nil
    #expect(top == nil)
  }

  @Test("a window holding 40,000 nested views is released without recursion")
  func deepWindowReleased() {
    var window: LayoutWindow? = LayoutWindow(size: LayoutSize(width: 100, height: 100))
    chain(40_000, under: window!)
    weak let probe = window!.subviews.first
    #expect(probe != nil)
    window = nil
    #expect(probe == nil)
  }

  @Test("a view held from outside survives its released parent, with its own subtree")
  func heldSubtreeSurvives() {
    var top: LayoutView? = LayoutView(name: "top")
    let middle = LayoutView(name: "middle")
    top!.addSubview(middle)
    chain(10, under: middle)
    top = nil
    #expect(middle.superview == nil && middle.subtree.count == 11)
  }

  @Test("a guide removed and released while a constraint on it lives on an ancestor: deactivated, no crash")
  func removedGuideOnAncestor() {
    let (window, v) = makeWindow(300, 100, views: ["a", "b"])
    let (a, b) = (v[0], v[1])
    var guide: LayoutGuide? = LayoutGuide(name: "g")
    a.addLayoutGuide(guide!)
    let across = guide!.trailingAnchor.constraint(equalTo: b.leadingAnchor)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor), a.topAnchor.constraint(equalTo: window.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 50),
      guide!.leadingAnchor.constraint(equalTo: a.leadingAnchor), guide!.topAnchor.constraint(equalTo: a.topAnchor),
      guide!.widthAnchor.constraint(equalToConstant: 30), guide!.heightAnchor.constraint(equalToConstant: 10),
      across, b.topAnchor.constraint(equalTo: window.topAnchor),
      b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
    ])
    // Between the guide (in a) and b: installed on their common ancestor.
    #expect(across.installedView === window)
    window.layoutIfNeeded()
    expectFrame(b, 30, 0, 20, 20)
    a.removeLayoutGuide(guide!)
    #expect(!across.isActive)
    guide = nil
    b.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 70).isActive = true
    window.size = LayoutSize(width: 320, height: 100)
    window.layoutIfNeeded()
    expectFrame(b, 70, 0, 20, 20)
    #expect(window.report.isClean, "\(window.report)")
  }
}
