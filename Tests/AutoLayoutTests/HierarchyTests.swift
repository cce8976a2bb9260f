import AutoLayout
import LayoutTestSupport
import Testing

@Suite("View hierarchy")
struct HierarchyTests {
  /// The root found by walking up, to check the remembered one against.
  func walkedRoot(_ v: LayoutView) -> LayoutView {
    var r = v
    while let s = r.superview { r = s }
    return r
  }

  @Test("the remembered root follows every move, removal and release (seeded)")
  func rootFollowsMoves() {
    var rng = SeededGenerator(seed: 20_261_122)
    let windows = (0..<3).map { LayoutWindow(name: "w\($0)", size: LayoutSize(width: 100, height: 100)) }
    var views = (0..<40).map { LayoutView(name: "v\($0)") }
    for step in 0..<4_000 {
      let v = views[Int(rng.next() % UInt64(views.count))]
      switch rng.next() % 5 {
      case 0: v.removeFromSuperview()
      case 1: windows[Int(rng.next() % 3)].addSubview(v)
      case 2:
        let parent = views[Int(rng.next() % UInt64(views.count))]
        parent.addSubview(v)  // ignored when v holds parent or is parent
      case 3:
        // A view goes away; its subviews live on without a superview.
        let i = Int(rng.next() % UInt64(views.count))
        views[i].removeFromSuperview()
        views[i] = LayoutView(name: "new\(step)")
      default: _ = v.rootView
      }
      let probe = views[Int(rng.next() % UInt64(views.count))]
      #expect(probe.rootView === walkedRoot(probe), "step \(step)")
    }
    for v in views { #expect(v.rootView === walkedRoot(v)) }
  }

  @Test("a root released before its views: they become roots, and their constraints' pass still works")
  func rootReleased() {
    let child = LayoutView(name: "child")
    let grandchild = LayoutView(name: "grandchild")
    do {
      let window = LayoutWindow(size: LayoutSize(width: 100, height: 100))
      window.addSubview(child)
      child.addSubview(grandchild)
      #expect(grandchild.rootView === window)
    }
    #expect(child.superview == nil && child.rootView === child && grandchild.rootView === child)
    grandchild.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      grandchild.widthAnchor.constraint(equalToConstant: 10), grandchild.heightAnchor.constraint(equalToConstant: 20),
      grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5),
      grandchild.topAnchor.constraint(equalTo: child.topAnchor),
    ])
    child.layoutIfNeeded()
    #expect(grandchild.frame == LayoutRect(x: 5, y: 0, width: 10, height: 20))
  }

  @Test("10,000 identical constraints: they agree, nothing breaks, the report is clean")
  func identicalConstraints() {
    let window = LayoutWindow(size: LayoutSize(width: 375, height: 667))
    let v = LayoutView(name: "v")
    window.addSubview(v)
    v.translatesAutoresizingMaskIntoConstraints = false
    var all = [
      v.topAnchor.constraint(equalTo: window.topAnchor), v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    ]
    all += (0..<10_000).map { _ in v.widthAnchor.constraint(equalToConstant: 100) }
    all.append(v.heightAnchor.constraint(equalToConstant: 50))
    LayoutConstraint.activate(all)
    window.layoutIfNeeded()
    #expect(v.frame == LayoutRect(x: 0, y: 0, width: 100, height: 50))
    #expect(window.report.isClean && window.constraints.count + v.constraints.count == 10_003)
    // Changing one of them to disagree breaks exactly that one.
    all[5_000].constant = 120
    window.layoutIfNeeded()
    #expect(v.frame.width == 100 && window.report.conflicts.count == 1)
  }

  @Test("a 2,000-deep chain: every view one point inside its parent; frames in the root add up")
  func deepChain() {
    let window = LayoutWindow(size: LayoutSize(width: 5_000, height: 5_000))
    var views: [LayoutView] = []
    var parent: LayoutView = window
    for i in 0..<2_000 {
      let v = LayoutView(name: "v\(i)")
      parent.addSubview(v)
      v.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
        v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        v.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        v.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
      ])
      views.append(v)
      parent = v
    }
    window.layoutIfNeeded()
    let frames = window.subtreeFramesInRoot
    #expect(frames.count == 2_001)
    for (k, (view, frame)) in frames.enumerated() {
      #expect(view === (k == 0 ? window : views[k - 1]))
      #expect(frame == view.frameInRoot)
    }
    #expect(views[1_999].frameInRoot == LayoutRect(x: 2_000, y: 2_000, width: 3_000, height: 3_000))
    #expect(views[1_999].rootView === window && window.report.conflicts.isEmpty)
  }
}
