import Cassowary
import LayoutTestSupport
import Testing

@testable import AutoLayout

@Suite("Layout engine")
struct EngineTests {
  @Test("anchors lay out a row: icon, then a title 8 points after it")
  func row() throws {
    let (window, v) = makeWindow(320, 100, views: ["icon", "title"])
    let (icon, title) = (v[0], v[1])
    LayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      icon.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      icon.widthAnchor.constraint(equalToConstant: 40),
      icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      title.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
      title.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    expectFrame(icon, 16, 10, 40, 40)
    expectFrame(title, 64, 20, 240, 20)
    #expect(window.report.isClean)
  }

  @Test("right-to-left swaps leading and trailing, constants measured inwards")
  func rightToLeft() throws {
    let (window, v) = makeWindow(320, 100, views: ["icon", "title"])
    window.layoutDirection = .rightToLeft
    let (icon, title) = (v[0], v[1])
    LayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      icon.topAnchor.constraint(equalTo: window.topAnchor),
      icon.widthAnchor.constraint(equalToConstant: 40), icon.heightAnchor.constraint(equalToConstant: 40),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      title.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: window.topAnchor), title.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    expectFrame(icon, 264, 0, 40, 40)
    expectFrame(title, 16, 0, 240, 20)
    window.layoutDirection = .leftToRight
    window.layoutIfNeeded()
    expectFrame(icon, 16, 0, 40, 40)
    expectFrame(title, 64, 0, 240, 20)
  }

  func labelBetween(width: Double) throws -> (LayoutWindow, LayoutView) {
    let (window, v) = makeWindow(width, 100, views: ["left", "label", "right"])
    let (l, label, r) = (v[0], v[1], v[2])
    label.intrinsicContentSize = IntrinsicSize(width: 120, height: 20)
    LayoutConstraint.activate([
      l.leadingAnchor.constraint(equalTo: window.leadingAnchor), l.widthAnchor.constraint(equalToConstant: 50),
      r.trailingAnchor.constraint(equalTo: window.trailingAnchor), r.widthAnchor.constraint(equalToConstant: 50),
      label.leadingAnchor.constraint(greaterThanOrEqualTo: l.trailingAnchor, constant: 8),
      label.trailingAnchor.constraint(lessThanOrEqualTo: r.leadingAnchor, constant: -8),
      label.centerXAnchor.constraint(equalTo: window.centerXAnchor).withPriority(.defaultLow - 1),
      label.widthAnchor.constraint(equalTo: window.widthAnchor).withPriority(200),
    ])
    for x in [l, label, r] {
      try x.topAnchor.constraint(equalTo: window.topAnchor).activate()
    }
    try l.heightAnchor.constraint(equalToConstant: 10).activate()
    try r.heightAnchor.constraint(equalToConstant: 10).activate()
    window.layoutIfNeeded()
    return (window, label)
  }

  @Test("a label of intrinsic width 120 hugs at 250 against a weaker pull to grow")
  func hugging() throws {
    let (_, label) = try labelBetween(width: 400)
    #expect(abs(label.frame.width - 120) < 1e-9)
    #expect(abs(label.frame.height - 20) < 1e-9)
    #expect(abs(label.frame.midX - 200) < 1e-9)
  }

  @Test("when space is short the label is compressed (resistance 750 loses to required)")
  func compression() throws {
    let (window, label) = try labelBetween(width: 200)
    expectFrame(label, 58, 0, 84, 20)
    // growing the window again is incremental and restores the hug
    let engine = window.engine
    let rebuilds = engine.rebuildCount
    window.size = LayoutSize(width: 400, height: 100)
    window.layoutIfNeeded()
    #expect(abs(label.frame.width - 120) < 1e-9)
    #expect(engine.rebuildCount == rebuilds)
    label.intrinsicContentSize = IntrinsicSize(width: 150, height: 20)
    window.layoutIfNeeded()
    #expect(abs(label.frame.width - 150) < 1e-9)
    #expect(engine.rebuildCount == rebuilds)
  }

  @Test("a conflict of three required constraints reports exactly those three and breaks one")
  func conflict() throws {
    let (window, v) = makeWindow(400, 400, views: ["a", "b"])
    let (a, b) = (v[0], v[1])
    let unrelated = b.widthAnchor.constraint(equalToConstant: 10)
    let c1 = a.widthAnchor.constraint(equalToConstant: 100)
    let c2 = a.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    let c3 = a.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50)
    LayoutConstraint.activate([unrelated, c1, c2])
    window.layoutIfNeeded()
    try c3.activate()
    let report = window.report
    #expect(report.conflicts.count == 1)
    let conflict = try #require(report.conflicts.first)
    #expect(conflict.broken.constraint === c3)
    #expect(conflict.conflicting.count == 2)
    #expect(conflict.conflicting.contains { $0.constraint === c1 })
    #expect(conflict.conflicting.contains { $0.constraint === c2 })
    #expect(conflict.description.contains("a.trailing == root.leading + 50 @1000"))
    #expect(conflict.description.contains("Broke"))
    // layout went on with the others
    #expect(abs(a.frame.width - 100) < 1e-9)
    c1.deactivate()
    window.layoutIfNeeded()
    #expect(window.report.conflicts.isEmpty)
  }

  @Test("a resize that contradicts required constraints breaks the most recent user constraint")
  func resizeConflict() throws {
    let (window, v) = makeWindow(300, 100, views: ["a"])
    let a = v[0]
    let older = a.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    let newer = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 250)
    LayoutConstraint.activate([
      older, a.trailingAnchor.constraint(equalTo: window.trailingAnchor), newer,
      a.topAnchor.constraint(equalTo: window.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(window.report.conflicts.isEmpty)
    window.size = LayoutSize(width: 200, height: 100)
    window.layoutIfNeeded()
    let conflict = try #require(window.report.conflicts.first)
    #expect(conflict.broken.constraint === newer)
    #expect(window.size.width == 200 && a.frame.width == 200)
  }

  @Test("a constraint broken by a resize holds again when the size allows it, several times over, with no rebuild")
  func brokenHoldsAgain() throws {
    // The HKNSLayoutConstraint rotation case: a 300-wide view pinned 50 from
    // the leading edge fits a 400-wide window, not a 200-wide one.
    let (window, v) = makeWindow(400, 300, views: ["v"])
    let view = v[0]
    let width = view.widthAnchor.constraint(equalToConstant: 300)
    view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50).isActive = true
    view.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor).isActive = true
    view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
    view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    width.isActive = true
    window.layoutIfNeeded()
    expectFrame(view, 50, 0, 300, 10)
    let engine = window.engine
    let rebuilds = engine.rebuildCount
    for _ in 0..<4 {
      window.size = LayoutSize(width: 200, height: 300)
      window.layoutIfNeeded()
      // 50 + w <= 200 wins over w == 300: the width constraint broke.
      expectFrame(view, 50, 0, 150, 10)
      #expect(window.report.conflicts.first?.broken.constraint === width)
      window.size = LayoutSize(width: 400, height: 300)
      window.layoutIfNeeded()
      // Everything fits again, so the width holds again and the report is clean.
      expectFrame(view, 50, 0, 300, 10)
      #expect(window.report.isClean, "\(window.report)")
    }
    #expect(engine.rebuildCount == rebuilds)
    #expect(width.isActive)
  }

  @Test("a broken constraint is retried when its own constant changes")
  func retryOnConstant() throws {
    let (window, v) = makeWindow(300, 100, views: ["a"])
    let a = v[0]
    let width = a.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      a.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
      a.topAnchor.constraint(equalTo: window.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
    ])
    try width.activate()
    window.layoutIfNeeded()
    #expect(window.report.conflicts.first?.broken.constraint === width)
    width.constant = 40
    window.layoutIfNeeded()
    #expect(window.report.conflicts.isEmpty)
    #expect(a.frame.width == 40)
  }

  @Test("changing a constant is incremental and takes effect at the next layout")
  func constants() throws {
    let (window, v) = makeWindow(300, 300, views: ["a"])
    let a = v[0]
    let top = a.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
    LayoutConstraint.activate([
      top, a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
      a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    expectFrame(a, 5, 10, 50, 50)
    let engine = window.engine
    window.layoutIfNeeded()
    let rebuilds = engine.rebuildCount
    for step in 0..<20 {
      top.constant = Double(step * 5)
      window.layoutIfNeeded()
      expectFrame(a, 5, Double(step * 5), 50, 50)
    }
    // the first required-equality update switches the solver to markers once
    #expect(engine.rebuildCount == rebuilds)
  }

  @Test("ambiguity names each free item attribute")
  func ambiguity() throws {
    let (window, v) = makeWindow(300, 300, views: ["a"])
    let a = v[0]
    try a.widthAnchor.constraint(equalToConstant: 50).activate()
    try a.heightAnchor.constraint(equalToConstant: 50).activate()
    try a.topAnchor.constraint(equalTo: window.topAnchor).activate()
    #expect(a.hasAmbiguousLayout)
    #expect(window.report.ambiguous.map(\.description) == ["a.x"])
    #expect(window.report.description.contains("a.x"))
    try a.leadingAnchor.constraint(equalTo: window.leadingAnchor).activate()
    #expect(!a.hasAmbiguousLayout)
    #expect(window.report.isClean)
  }

  @Test("constraintsAffectingLayout lists a view's constraints per axis")
  func affecting() throws {
    let (window, v) = makeWindow(300, 300, views: ["a"])
    let a = v[0]
    let w = a.widthAnchor.constraint(equalToConstant: 50)
    let l = a.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    let t = a.topAnchor.constraint(equalTo: window.topAnchor)
    LayoutConstraint.activate([w, l, t])
    #expect(
      Set(a.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init))
        == Set([w, l].map(ObjectIdentifier.init)))
    #expect(a.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [ObjectIdentifier(t)])
  }

  @Test("translatesAutoresizingMaskIntoConstraints: the frame holds and follows the mask")
  func autoresizing() throws {
    let window = LayoutWindow(size: LayoutSize(width: 300, height: 200))
    let fixed = LayoutView(name: "fixed", frame: LayoutRect(x: 10, y: 20, width: 100, height: 50))
    let stretchy = LayoutView(name: "stretchy", frame: LayoutRect(x: 10, y: 100, width: 280, height: 50))
    stretchy.autoresizingMask = [.flexibleWidth]
    let pinnedRight = LayoutView(name: "pinnedRight", frame: LayoutRect(x: 250, y: 0, width: 40, height: 40))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    for v in [fixed, stretchy, pinnedRight] { window.addSubview(v) }
    window.layoutIfNeeded()
    expectFrame(fixed, 10, 20, 100, 50)
    window.size = LayoutSize(width: 500, height: 200)
    window.layoutIfNeeded()
    expectFrame(fixed, 10, 20, 100, 50)
    expectFrame(stretchy, 10, 100, 480, 50)
    expectFrame(pinnedRight, 450, 0, 40, 40)
    // a constraint that fights the autoresizing frame is a conflict
    try fixed.widthAnchor.constraint(equalToConstant: 10).activate()
    #expect(window.report.conflicts.count == 1)
  }

  @Test("layout margins (8 by default) and the margins guide, directional")
  func margins() throws {
    let (window, v) = makeWindow(200, 200, views: ["card", "label"])
    let (card, label) = (v[0], v[1])
    window.removeFromSuperview()
    card.addSubview(label)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
      label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: card.topMarginAnchor),
      label.bottomAnchor.constraint(equalTo: card.bottomMarginAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(label, 8, 8, 84, 84)
    card.directionalLayoutMargins = DirectionalInsets(top: 4, leading: 10, bottom: 6, trailing: 2)
    window.layoutIfNeeded()
    expectFrame(label, 10, 4, 88, 90)
    window.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    expectFrame(card, 80, 20, 100, 100)
    expectFrame(label, 2, 4, 88, 90)
    #expect(card.layoutMarginsGuide.layoutFrame == LayoutRect(x: 2, y: 4, width: 88, height: 90))
  }

  @Test("the safe-area guide is the view intersected with the window's safe area")
  func safeArea() throws {
    let (window, v) = makeWindow(375, 812, views: ["header", "body"])
    window.safeAreaInsets = LayoutInsets(top: 44, left: 0, bottom: 34, right: 0)
    let (header, body) = (v[0], v[1])
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 50),
      body.topAnchor.constraint(equalTo: window.topAnchor),
      body.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      body.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      body.widthAnchor.constraint(equalToConstant: 100),
    ])
    _ = body.safeAreaLayoutGuide
    window.layoutIfNeeded()
    expectFrame(header, 0, 44, 375, 50)
    #expect(body.safeAreaLayoutGuide.layoutFrame == LayoutRect(x: 0, y: 44, width: 100, height: 734))
    #expect(window.report.isClean)
  }

  @Test("baselines: first from the top, last from the bottom, edges when absent")
  func baselines() throws {
    let (window, v) = makeWindow(300, 300, views: ["icon", "label"])
    let (icon, label) = (v[0], v[1])
    label.firstBaselineOffsetFromTop = 15
    label.lastBaselineOffsetFromBottom = 5
    LayoutConstraint.activate([
      icon.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      icon.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      icon.widthAnchor.constraint(equalToConstant: 40), icon.heightAnchor.constraint(equalToConstant: 40),
      label.firstBaselineAnchor.constraint(equalTo: icon.centerYAnchor),
      label.leadingAnchor.constraint(equalTo: icon.trailingAnchor),
      label.widthAnchor.constraint(equalToConstant: 100), label.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    expectFrame(label, 40, 15, 100, 40)
    try icon.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor).withPriority(999).activate()
    window.layoutIfNeeded()
    #expect(abs(icon.frame.maxY - (label.frame.maxY - 5)) < 1e-9 || window.report.conflicts.isEmpty)
  }

  @Test("removing a view from its superview removes the constraints that refer to it")
  func removal() throws {
    let (window, v) = makeWindow(300, 300, views: ["a", "b"])
    let (a, b) = (v[0], v[1])
    let link = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
    let own = a.widthAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([link, own])
    a.removeFromSuperview()
    #expect(!link.isActive)
    #expect(own.isActive)  // installed on a itself, which keeps it
    #expect(window.subviews.map(\.name) == ["b"])
    weak var weakChild: LayoutView?
    do {
      let child = LayoutView(name: "child")
      weakChild = child
      b.addSubview(child)
      child.removeFromSuperview()
    }
    #expect(weakChild == nil)
  }

  @Test("the seed's demo: an orange square at 80% of the pink view's shorter edge, both orientations")
  func hkDemo() throws {
    let (window, v) = makeWindow(375, 667, views: ["pink"])
    let pink = v[0]
    let orange = LayoutView(name: "orange")
    pink.addSubview(orange)
    orange.translatesAutoresizingMaskIntoConstraints = false
    let side = try LayoutConstraint.adaptive(orange, .width, .item(pink), .shorterEdge, factor: 0.8)
    LayoutConstraint.activate([
      pink.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      pink.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
      pink.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
      pink.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -40),
      orange.centerXAnchor.constraint(equalTo: pink.centerXAnchor),
      orange.centerYAnchor.constraint(equalTo: pink.centerYAnchor),
      side, orange.heightAnchor.constraint(equalTo: orange.widthAnchor),
    ])
    window.layoutIfNeeded()  // one pass settles the adaptive constant
    expectFrame(pink, 20, 40, 335, 587)
    expectFrame(orange, 33.5, 159.5, 268, 268)
    window.rotate()
    window.layoutIfNeeded()
    expectFrame(pink, 20, 40, 627, 295)
    expectFrame(orange, 195.5, 29.5, 236, 236)
    #expect(window.orientation == .landscape)
    #expect(window.report.isClean)
  }

  @Test("the seed's initialisers: screen basis, a constant basis, clamping of raw bases")
  func hkInitialisers() throws {
    let (window, v) = makeWindow(400, 800, views: ["a", "b"])
    let (a, b) = (v[0], v[1])
    try LayoutConstraint.adaptive(a, .top, .screen, .height, factor: 0.1).activate()
    try LayoutConstraint.adaptive(a, .height, .notAnItem, .constant, constant: 40).activate()
    try LayoutConstraint.adaptive(a, .width, .item(b), .width, factor: 0.5).activate()
    try LayoutConstraint(
      item: a, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leading, multiplier: 1,
      adaptive: AdaptiveConstant(.screen, .width, factor: 0.25)
    ).activate()
    LayoutConstraint.activate([
      b.widthAnchor.constraint(equalToConstant: 200), b.heightAnchor.constraint(equalToConstant: 10),
      b.topAnchor.constraint(equalTo: window.topAnchor), b.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(a, 100, 80, 100, 40)
    #expect(AdaptiveConstant.Basis(clamping: -3) == .width)
    #expect(AdaptiveConstant.Basis(clamping: 9) == .constant)
    #expect(AdaptiveConstant.Basis(clamping: 3) == .shorterEdge)
    #expect(throws: LayoutError.self) {
      _ = try LayoutConstraint.adaptive(LayoutView(name: "orphan"), .top, .screen, .height)
    }
  }

  @Test("the same tree lays out identically run after run")
  func determinism() throws {
    func run() throws -> [LayoutRect] {
      let (window, v) = makeWindow(320, 200, views: ["a", "b", "c"])
      for (i, x) in v.enumerated() {
        try x.topAnchor.constraint(equalTo: window.topAnchor).activate()
        try x.heightAnchor.constraint(equalToConstant: 10).activate()
        try x.widthAnchor.constraint(equalToConstant: 500).withPriority(LayoutPriority(Float(300 + i))).activate()
        try x.widthAnchor.constraint(greaterThanOrEqualToConstant: 0).activate()
      }
      try v[0].leadingAnchor.constraint(equalTo: window.leadingAnchor).activate()
      try v[1].leadingAnchor.constraint(equalTo: v[0].trailingAnchor).activate()
      try v[2].leadingAnchor.constraint(equalTo: v[1].trailingAnchor).activate()
      try v[2].trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor).activate()
      window.layoutIfNeeded()
      return v.map(\.frame)
    }
    let first = try run()
    #expect(try run() == first)
    #expect(first[2].width == 320)  // the highest priority width wins whole
  }

  @Test("conflicts name the engine's own constraints: compression resistance and autoresizing, described when asked")
  func systemConstraintsInReports() throws {
    let (window, v) = makeWindow(200, 100, views: ["label"])
    let label = v[0]
    label.intrinsicContentSize = IntrinsicSize(width: 80, height: nil)
    label.setContentCompressionResistancePriority(.required, for: .horizontal)
    LayoutConstraint.activate([label.widthAnchor.constraint(equalToConstant: 50)])
    window.layoutIfNeeded()
    #expect(window.report.description.contains("label.width >= 80 (compression resistance @1000)"))
    let badge = LayoutView(name: "badge", frame: LayoutRect(x: 0, y: 0, width: 30, height: 10))
    window.addSubview(badge)
    LayoutConstraint.activate([badge.widthAnchor.constraint(equalToConstant: 60)])
    window.layoutIfNeeded()
    #expect(window.report.description.contains("badge frame (0, 0, 30, 10) (autoresizing mask)"))
  }
}

@Suite("Content size constraints")
@MainActor
struct ContentSizeConstraintTests {
  func describe(_ engine: LayoutEngine, _ c: Constraint) -> String {
    guard case .system(let label)? = engine.owner(of: c) else { return "no owner" }
    return label.description
  }

  @Test("optional hugging and compression resistance are one two-sided constraint; a required side stays apart")
  func oneConstraintPerAxis() throws {
    let window = LayoutWindow(size: LayoutSize(width: 300, height: 100))
    let label = LayoutView(name: "label")
    label.intrinsicContentSize = IntrinsicSize(width: 120, height: 20)
    label.setContentCompressionResistancePriority(.required, for: .vertical)
    addPinnedTopLeading(label, to: window)
    window.layoutIfNeeded()
    let engine = window.engine
    let content = try #require(engine.known(label)?.content)
    let horizontal = try #require(content.horizontal)
    let vertical = try #require(content.vertical)
    #expect(horizontal.hug === horizontal.resist && horizontal.hug.isTwoSided)
    #expect(horizontal.hug.strength.value == 250 && horizontal.hug.strengthBelow.value == 750)
    #expect(
      describe(engine, horizontal.hug)
        == "label.width <= 120 (content hugging @250), label.width >= 120 (compression resistance @750)")
    #expect(vertical.hug !== vertical.resist)
    #expect(describe(engine, vertical.hug) == "label.height <= 20 (content hugging @250)")
    #expect(describe(engine, vertical.resist) == "label.height >= 20 (compression resistance @1000)")
    // A new intrinsic size moves the one constraint, in place.
    let rebuilds = engine.rebuildCount
    label.intrinsicContentSize = IntrinsicSize(width: 90, height: 30)
    window.layoutIfNeeded()
    #expect(engine.rebuildCount == rebuilds)
    #expect(label.frame.size == LayoutSize(width: 90, height: 30))
    let pulled = LayoutView(name: "pulled")
    pulled.intrinsicContentSize = IntrinsicSize(width: 40, height: nil)
    addPinnedTopLeading(pulled, to: window, [pulled.heightAnchor.constraint(equalToConstant: 10)])
    let wide = pulled.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = LayoutPriority(500)
    LayoutConstraint.activate([wide])
    window.layoutIfNeeded()
    #expect(pulled.frame.width == 200)  // 500 beats hugging at 250
    wide.priority = LayoutPriority(700)
    pulled.setContentHuggingPriority(LayoutPriority(800), for: .horizontal)
    window.layoutIfNeeded()
    #expect(pulled.frame.width == 40)  // hugging at 800 beats 700
  }
}
