import LayoutTestSupport
import Testing

@testable import AutoLayout

@Suite("LayoutConstraint")
struct ConstraintTests {
  @Test(
    "invalid pairings are errors with clear messages",
    arguments: [
      (LayoutAttribute.left, LayoutAttribute.width, true, 1.0, "a location cannot be related to a dimension"),
      (.top, .left, true, 1, "an x position cannot be related to a y position"),
      (.leading, .left, true, 1, "leading/trailing cannot be related to left/right"),
      (.right, .trailingMargin, true, 1, "leading/trailing cannot be related to left/right"),
      (.top, .notAnAttribute, false, 0, "is a location and cannot equal a constant"),
      (.centerX, .centerX, true, 0, "cannot have multiplier 0"),
      (.notAnAttribute, .width, true, 1, "cannot be notAnAttribute"),
    ])
  func invalid(a: LayoutAttribute, b: LayoutAttribute, second: Bool, m: Double, message: String) {
    let (window, v) = makeWindow(views: ["a", "b"])
    let c = LayoutConstraint(
      item: v[0], attribute: a, relatedBy: .equal, toItem: second ? v[1] : nil, attribute: b, multiplier: m,
      constant: 0)
    #expect(c.invalidReason?.contains(message) == true, "\(String(describing: c.invalidReason))")
    do {
      try c.validate()
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains(message), "\(error)")
    }
    #expect(throws: LayoutError.self) { try c.activate() }
    // The UIKit spelling reports and goes on: nothing is installed, and the
    // window's report names the mistake.
    c.isActive = true
    #expect(!c.isActive)
    #expect(window.report.errors.contains { $0.description.contains(message) })
  }

  @Test("valid pairings: width to height (aspect), centre to leading, a dimension to a constant")
  func valid() throws {
    let (_, v) = makeWindow(views: ["a", "b"])
    try LayoutConstraint(
      item: v[0], attribute: .width, relatedBy: .equal, toItem: v[1], attribute: .height, multiplier: 2, constant: 0
    ).validate()
    try LayoutConstraint(
      item: v[0], attribute: .centerX, relatedBy: .equal, toItem: v[1], attribute: .leading
    ).validate()
    try LayoutConstraint(
      item: v[0], attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
      constant: 40
    ).validate()
  }

  @Test("priorities: values, validity, and no change across required while active")
  func priorities() throws {
    #expect(LayoutPriority.required.rawValue == 1000)
    #expect(LayoutPriority.defaultHigh.rawValue == 750)
    #expect(LayoutPriority.dragThatCanResizeWindow.rawValue == 510)
    #expect(LayoutPriority.windowSizeStayPut.rawValue == 500)
    #expect(LayoutPriority.dragThatCannotResizeWindow.rawValue == 490)
    #expect(LayoutPriority.defaultLow.rawValue == 250)
    #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
    let (_, v) = makeWindow(views: ["a"])
    let c = v[0].widthAnchor.constraint(equalToConstant: 10)
    try c.setPriority(.defaultHigh)
    try c.setPriority(.required)
    try c.activate()
    #expect(throws: LayoutError.self) { try c.setPriority(.defaultHigh) }
    #expect(c.priority == .required)
    #expect(throws: LayoutError.self) { try c.setPriority(LayoutPriority(1001)) }
    let d = v[0].heightAnchor.constraint(equalToConstant: 10).withPriority(.defaultLow)
    try d.activate()
    try d.setPriority(700)
    #expect(d.priority == 700)
    #expect(throws: LayoutError.self) { try d.setPriority(.required) }
  }

  @Test("activation installs on the closest common ancestor; no ancestor is an error")
  func installation() throws {
    let window = LayoutWindow(size: LayoutSize(width: 100, height: 100))
    let card = LayoutView(name: "card"), a = LayoutView(name: "a"), b = LayoutView(name: "b")
    window.addSubview(card)
    card.addSubview(a)
    card.addSubview(b)
    let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
    try c.activate()
    #expect(c.installedView === card)
    #expect(card.constraints.contains { $0 === c })
    let w = a.widthAnchor.constraint(equalToConstant: 5)
    try w.activate()
    #expect(w.installedView === a)
    let stray = LayoutView(name: "stray")
    let bad = stray.topAnchor.constraint(equalTo: a.topAnchor)
    #expect(throws: LayoutError.noCommonAncestor(constraint: bad.description, first: "stray", second: "a")) {
      try bad.activate()
    }
    #expect(!bad.isActive)
    // all or nothing
    let good = a.heightAnchor.constraint(equalToConstant: 3)
    #expect(throws: LayoutError.self) { try LayoutConstraint.activate(allOrNothing: [good, bad]) }
    #expect(!good.isActive)
    // UIKit's activate(_:) activates what it can and reports the rest.
    LayoutConstraint.activate([good, bad])
    #expect(good.isActive && !bad.isActive)
    #expect(a.window?.report.errors.count == 1)
    c.deactivate()
    #expect(!c.isActive && card.constraints.allSatisfy { $0 !== c })
  }

  @Test("priority and isActive are settable with UIKit's rules; refusals are reported and change nothing")
  func settable() {
    let (window, v) = makeWindow(views: ["a"])
    let attribute: LayoutConstraint.Attribute = .width
    let relation: LayoutConstraint.Relation = .equal
    let c = LayoutConstraint(
      item: v[0], attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute, constant: 10)
    c.priority = 750
    #expect(c.priority == .defaultHigh)
    c.priority = 1000
    c.isActive = true
    #expect(c.isActive && c.installedView === v[0])
    // Required to optional on an active constraint: UIKit refuses; so do we.
    c.priority = 750
    #expect(c.priority == .required)
    #expect(window.report.errors == [.requiredPriorityChange(constraint: c.description)])
    // Out of range: refused too.
    c.priority = 0
    #expect(c.priority == .required && window.report.errors.count == 2)
    c.isActive = false
    #expect(!c.isActive)
    c.priority = 250
    #expect(c.priority == .defaultLow)
  }

  @Test("activating a list with a duplicate and a constraint of another window installs each in its own window")
  func duplicatesAcrossWindows() throws {
    let (w1, v1) = makeWindow(views: ["a"])
    let (w2, v2) = makeWindow(views: ["b"])
    let ca = v1[0].widthAnchor.constraint(equalToConstant: 10)
    let cb = v2[0].widthAnchor.constraint(equalToConstant: 20)
    try LayoutConstraint.activate(allOrNothing: [ca, ca, cb])
    #expect(ca.installedView === v1[0] && cb.installedView === v2[0])
    #expect(w1.constraints.isEmpty && w2.constraints.isEmpty)
    #expect(v1[0].constraints.count == 1 && v2[0].constraints.count == 1)
  }

  @Test("install and uninstall many, optionally turning off autoresizing on the constrained views")
  func installMany() throws {
    let window = LayoutWindow(size: LayoutSize(width: 200, height: 100))
    let a = LayoutView(name: "a")
    window.addSubview(a)
    #expect(a.translatesAutoresizingMaskIntoConstraints)
    let cs = [
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 60),
    ]
    try window.install(cs, translatingAutoresizingMask: false)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(!window.translatesAutoresizingMaskIntoConstraints)
    window.layoutIfNeeded()
    expectFrame(a, 10, 20, 50, 60)
    window.uninstall(cs)
    #expect(cs.allSatisfy { !$0.isActive || $0.installedView !== window })
    let outsider = LayoutView(name: "outsider")
    #expect(throws: LayoutError.self) {
      try a.install([outsider.widthAnchor.constraint(equalTo: window.widthAnchor)])
    }
  }

  @Test("descriptions read as equations with priority, identifier and origin")
  func description() throws {
    let (_, v) = makeWindow(views: ["card", "icon"])
    let c = v[0].widthAnchor.constraint(equalTo: v[1].widthAnchor, multiplier: 0.5, constant: -4)
      .withPriority(750).withIdentifier("half")
    #expect(c.description.hasPrefix("card.width == 0.5 × icon.width - 4 @750 'half' (ConstraintTests.swift:"))
  }
}

@Suite("Numbers layout refuses")
struct NumberTests {
  @Test("NaN, infinities and absurd magnitudes are refused the same way everywhere; content priorities are clamped")
  func refused() throws {
    let (window, v) = makeWindow(200, 100, views: ["v"])
    let view = v[0]
    // At creation: invalid, so never activated.
    for (m, k) in [(1.0, Double.nan), (1, .infinity), (1e308, 0), (-.infinity, 0), (1, 1e308)] {
      let c = LayoutConstraint(
        item: view, attribute: .width, relatedBy: .equal, toItem: window, attribute: .width, multiplier: m, constant: k)
      #expect(c.invalidReason != nil, "\(m) \(k)")
      #expect(throws: LayoutError.self) { try c.activate() }
    }
    // Changing a constant: refused, the old value stays; the next valid one works.
    let width = view.widthAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([
      width, view.heightAnchor.constraint(equalToConstant: 10),
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      view.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    width.constant = 1e308
    #expect(width.constant == 50)
    width.constant = 60
    window.layoutIfNeeded()
    #expect(view.frame.width == 60)
    width.constant = .nan
    #expect(width.constant == 60)
    // Intrinsic sizes: refused whether set first or later.
    let label = LayoutView(name: "label")
    label.intrinsicContentSize = IntrinsicSize(width: .nan, height: 10)
    #expect(label.intrinsicContentSize == .none)
    label.intrinsicContentSize = IntrinsicSize(width: 20, height: 10)
    label.intrinsicContentSize = IntrinsicSize(width: -5, height: 10)
    #expect(label.intrinsicContentSize == IntrinsicSize(width: 20, height: 10))
    // Window sizes.
    window.size = LayoutSize(width: 1e308, height: 100)
    #expect(window.size == LayoutSize(width: 200, height: 100))
    #expect(LayoutWindow(size: LayoutSize(width: .infinity, height: 5)).size == LayoutSize(width: 0, height: 5))
    // Content priorities: clamped into 1…1000.
    view.setContentHuggingPriority(0, for: .horizontal)
    view.setContentCompressionResistancePriority(1001, for: .horizontal)
    #expect(view.contentHuggingPriority(for: .horizontal) == 1)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == 1000)
    view.setContentHuggingPriority(-5, for: .vertical)
    #expect(view.contentHuggingPriority(for: .vertical) == 1)
    // Two refused constants and a refused window size (the label is in no window).
    #expect(window.report.errors.count == 3)
  }
}
