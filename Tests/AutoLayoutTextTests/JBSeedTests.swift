import AutoLayout
import AutoLayoutText
import Testing

// The JBNSLayoutConstraint seed's examples in the Swift spelling Swift gives
// its Objective-C methods (`jb_constraintsWithVisualFormat:options:metrics:views:`
// is `jb_constraints(withVisualFormat:options:metrics:views:)`; `options:0`
// is `options: []`, `metrics:nil` is `metrics: nil`), NSLayoutConstraint
// read as LayoutConstraint. None of them needs `try`.

/// A 320 × 480 window holding `view1` and `view2`.
func jbScene() -> (LayoutWindow, LayoutView, LayoutView) {
  let window = LayoutWindow(size: LayoutSize(width: 320, height: 480))
  let view1 = LayoutView(name: "view1"), view2 = LayoutView(name: "view2")
  window.addSubview(view1)
  window.addSubview(view2)
  return (window, view1, view2)
}

@Suite("JBNSLayoutConstraint seed, in Swift")
struct JBSeedTests {
  @Test("the traditional constraint and its one-line equation make the same constraint")
  func centerX() {
    let (window, view1, _) = jbScene()
    let traditional = LayoutConstraint(
      item: view1,
      attribute: .centerX,
      relatedBy: .equal,
      toItem: view1.superview,
      attribute: .centerX,
      multiplier: 1.0,
      constant: 0.0)
    let equation = LayoutConstraint.jb_constraints(
      withVisualFormat: "view1.centerX==|.centerX",
      options: [],
      metrics: nil,
      views: ["view1": view1])
    #expect(equation.count == 1)
    let e = equation[0]
    #expect(e.firstItem === traditional.firstItem && e.secondItem === traditional.secondItem)
    #expect(e.firstAttribute == .centerX && e.secondAttribute == .centerX && e.relation == .equal)
    #expect(e.multiplier == 1 && e.constant == 0)
    // Installing it (with a size and a top) centres the view: (320 − 50) / 2.
    LayoutConstraint.jb_installConstraints(equation)
    LayoutConstraint.jb_installConstraints(
      LayoutConstraint.jb_constraints(
        withVisualFormat: "view1.size==50;view1.top==|.top", options: [], metrics: nil, views: ["view1": view1]))
    window.layoutIfNeeded()
    #expect(view1.frame == LayoutRect(x: 135, y: 0, width: 50, height: 50))
  }

  @Test("compound attributes: center and size expand; the second center is implied")
  func compound() {
    let (window, view1, _) = jbScene()
    let cs = LayoutConstraint.jb_constraints(
      withVisualFormat: "view1.center==|;view1.size==50",
      options: [],
      metrics: nil,
      views: ["view1": view1])
    #expect(cs.map(\.firstAttribute) == [.centerX, .centerY, .width, .height])
    LayoutConstraint.jb_installConstraints(cs)
    window.layoutIfNeeded()
    // Centred: ((320 − 50) / 2, (480 − 50) / 2).
    #expect(view1.frame == LayoutRect(x: 135, y: 215, width: 50, height: 50))
    // frame expands to top, left, bottom, right (in that order).
    let frame = LayoutConstraint.jb_constraints(
      withVisualFormat: "view1.frame==|", options: [], metrics: nil, views: ["view1": view1])
    #expect(frame.map(\.firstAttribute) == [.top, .left, .bottom, .right])
  }

  @Test("equations mixed with the visual format, with a metric")
  func mixed() {
    let (window, view1, view2) = jbScene()
    // view2 placed so that its height is known: 30.
    LayoutConstraint.jb_installConstraints(
      withVisualFormat: "H:|-100-[view2(50)];V:|-100-[view2(30)]", options: [], metrics: nil, views: ["view2": view2])
    let cs = LayoutConstraint.jb_constraints(
      withVisualFormat: "H:|[view1(20)];V:|[view1];view1.height==view2+metric1",
      options: [],
      metrics: ["metric1": 42],
      views: [
        "view1": view1,
        "view2": view2,
      ])
    LayoutConstraint.jb_installConstraints(cs)
    window.layoutIfNeeded()
    // x 0, width 20, y 0, height = view2's 30 + 42.
    #expect(view1.frame == LayoutRect(x: 0, y: 0, width: 20, height: 72))
    #expect(!view1.translatesAutoresizingMaskIntoConstraints)
    #expect(window.report.isClean, "\(window.report)")
  }

  @Test("jb_install / jb_uninstall one constraint; jb_installConstraints / jb_uninstallConstraints many")
  func install() {
    let (window, view1, _) = jbScene()
    let constraint = LayoutConstraint(
      item: view1, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0,
      constant: 40)
    constraint.jb_install()
    #expect(constraint.isActive && constraint.installedView === view1)
    #expect(!view1.translatesAutoresizingMaskIntoConstraints)
    constraint.jb_uninstall()
    #expect(!constraint.isActive)

    let constraints = LayoutConstraint.jb_constraints(
      withVisualFormat: "view1.frame==|", options: [], metrics: nil, views: ["view1": view1])
    LayoutConstraint.jb_installConstraints(constraints)
    #expect(constraints.allSatisfy { $0.isActive && $0.installedView === window })
    window.layoutIfNeeded()
    #expect(view1.frame == LayoutRect(x: 0, y: 0, width: 320, height: 480))
    LayoutConstraint.jb_uninstallConstraints(constraints)
    #expect(constraints.allSatisfy { !$0.isActive })

    let installed = LayoutConstraint.jb_installConstraints(
      withVisualFormat: "view1.centerX==|.centerX",
      options: [],
      metrics: nil,
      views: ["view1": view1])
    #expect(installed.count == 1 && installed[0].isActive)
  }

  @Test("a syntax error is reported with its position and nothing is made or installed")
  func mistake() {
    let (window, view1, _) = jbScene()
    let cs = LayoutConstraint.jb_installConstraints(
      withVisualFormat: "view1.widht==50", options: [], metrics: nil, views: ["view1": view1])
    #expect(cs.isEmpty)
    #expect(view1.constraints.isEmpty && window.constraints.isEmpty)
    let errors = window.report.errors
    #expect(errors.count == 1)
    // The message names the place (format, line 1, column 7) and suggests the fix.
    #expect(errors.first?.description.contains("format:1:7") == true, "\(errors)")
    #expect(errors.first?.description.contains("width") == true, "did you mean: \(errors)")
  }
}
