import AutoLayout
import AutoLayoutOperators
import LayoutTestSupport
import Testing

// The SwiftyLayout and Textual Auto Layout seeds' examples, pasted as the
// seeds write them (UIView read as LayoutView, NSLayoutConstraint as
// LayoutConstraint; SwiftyLayout's Swift 2 names `.Width`, `.Equal` as
// written). None needs `try`.

@Suite("SwiftyLayout seed, as written")
struct SwiftyLayoutSeedTests {
  /// outerView 320 × 480 holding viewA, viewB and innerView.
  func scene() -> (LayoutWindow, LayoutView, LayoutView, LayoutView) {
    let (outerView, v) = makeWindow(320, 480, views: ["viewA", "viewB", "innerView"])
    return (outerView, v[0], v[1], v[2])
  }

  @Test("basic use: the operator form and NSLayoutConstraint's form are the same constraint")
  func basic() {
    let (outerView, viewA, viewB, _) = scene()
    let dsl =
      viewA[.Width] == 0.5 * viewB[.Width] - 4.0
    let plain =
      LayoutConstraint(
        item: viewA, attribute: .Width,
        relatedBy: .Equal,
        toItem: viewB, attribute: .Width,
        multiplier: 0.5, constant: -4.0)
    for c in [dsl, plain] {
      #expect(c.firstItem === viewA && c.secondItem === viewB && c.relation == .equal)
      #expect(c.firstAttribute == .width && c.secondAttribute == .width)
      #expect(c.multiplier == 0.5 && c.constant == -4)
    }
    // Laid out: viewB 200 wide, so viewA is 0.5 × 200 − 4 = 96.
    dsl.isActive = true
    for c in [
      viewB[.width] == 200, viewB[.height] == 10, viewA[.height] == 10,
      viewA[.leading] == outerView[.leading], viewA[.top] == outerView[.top],
      viewB[.leading] == outerView[.leading], viewB[.top] == outerView[.top],
    ] {
      c.isActive = true
    }
    outerView.layoutIfNeeded()
    expectFrame(viewA, 0, 0, 96, 10)
  }

  @Test("aspect ratio 3:4 normalises to multiplier 4/3")
  func aspect() {
    let (outerView, viewA, _, _) = scene()
    let dsl =
      viewA[.Width] * 3.0 == viewA[.Height] * 4.0
    let plain =
      LayoutConstraint(
        item: viewA, attribute: .Width,
        relatedBy: .Equal,
        toItem: viewA, attribute: .Height,
        multiplier: 4.0 / 3.0, constant: 0.0)
    #expect(dsl.firstAttribute == plain.firstAttribute && dsl.secondAttribute == plain.secondAttribute)
    #expect(abs(dsl.multiplier - plain.multiplier) < 1e-12 && dsl.constant == 0)
    dsl.isActive = true
    for c in [viewA[.height] == 60, viewA[.left] == outerView[.left], viewA[.top] == outerView[.top]] {
      c.isActive = true
    }
    outerView.layoutIfNeeded()
    // width = 4/3 × 60 = 80.
    expectFrame(viewA, 0, 0, 80, 60)
  }

  @Test("priority with ~: the operator form and setting priority are the same")
  func priority() {
    let (outerView, _, _, innerView) = scene()
    let dsl =
      innerView[.Leading] == outerView[.Leading] + 4.0 ~ 750.0
    var constraint = LayoutConstraint(
      item: innerView, attribute: .Leading,
      relatedBy: .Equal,
      toItem: outerView, attribute: .Leading,
      multiplier: 1.0, constant: 4.0)
    constraint.priority = 750.0
    // -> constraint
    #expect(dsl.priority == constraint.priority && dsl.priority.rawValue == 750)
    #expect(dsl.constant == constraint.constant && dsl.firstAttribute == constraint.firstAttribute)
    // test: the optional leading gives way to a required minimum of 10.
    constraint = dsl
    for c in [
      constraint, innerView[.Leading] >= outerView[.Leading] + 10, innerView[.top] == outerView[.top],
      innerView[.width] == 50, innerView[.height] == 50,
    ] {
      c.isActive = true
    }
    outerView.layoutIfNeeded()
    expectFrame(innerView, 10, 0, 50, 50)
    #expect(outerView.report.conflicts.isEmpty)
  }

  @Test("the operator table: constants on either side, *, /, <=, >=")
  func table() {
    let (_, viewA, viewB, _) = scene()
    let a = 10 + viewA[.Height] == 2 * viewB[.Height]  // viewA.height == 2 viewB.height - 10
    #expect(a.multiplier == 2 && a.constant == -10)
    let b = viewA[.Width] / 2 <= viewB[.Width] + 5  // viewA.width <= 2 viewB.width + 10
    #expect(b.relation == .lessThanOrEqual && b.multiplier == 2 && b.constant == 10)
    let c = 100 >= viewA[.Width]  // viewA.width <= 100
    #expect(c.relation == .lessThanOrEqual && c.secondItem == nil && c.constant == 100)
    let d = viewA[.Width] * -1 >= viewB[.Width]  // flips: viewA.width <= -viewB.width
    #expect(d.relation == .lessThanOrEqual && d.multiplier == -1)
  }

  @Test("the term's attribute held in a variable: `.Width` is a value of the attribute type")
  func runtimeAttribute() {
    let (outerView, viewA, viewB, _) = scene()
    // The reference guide: `viewA[.Width]`, where `.Width` is any value of
    // the attribute type (NSLayoutAttribute there, LayoutAttribute here).
    let attribute: LayoutAttribute = .Width
    let term = viewA[attribute]
    #expect(term.item === viewA && term.attribute == .width && term.multiplier == 1.0 && term.constant == 0.0)
    let dsl =
      viewA[attribute] == 0.5 * viewB[attribute] - 4.0
    #expect(dsl.firstAttribute == .width && dsl.secondAttribute == .width)
    #expect(dsl.multiplier == 0.5 && dsl.constant == -4 && dsl.invalidReason == nil)
    for c in [
      dsl, viewB[attribute] == 200, 10 == viewA[LayoutAttribute.height], viewB[.height] == 10,
      viewA[.leading] == outerView[.leading], viewA[.top] == outerView[.top],
      viewB[.leading] == outerView[.leading], viewB[.top] == outerView[.top],
    ] {
      c.isActive = true
    }
    outerView.layoutIfNeeded()
    expectFrame(viewA, 0, 0, 96, 10)
    #expect(outerView.report.conflicts.isEmpty, "\(outerView.report)")
  }

  @Test("a pairing held in variables that Auto Layout refuses is an invalid constraint, not a crash")
  func runtimeAttributeRefused() {
    let (outerView, viewA, viewB, _) = scene()
    let (top, width): (LayoutAttribute, LayoutAttribute) = (.top, .width)
    let c = viewA[top] == viewB[width]
    #expect(c.invalidReason?.contains("a location cannot be related to a dimension") == true)
    #expect(throws: LayoutError.self) { try c.activate() }
    let located = viewA[top] == 20
    #expect(located.invalidReason != nil, "a location cannot equal a constant")
    #expect(!c.isActive && outerView.constraints.isEmpty)
  }
}

@Suite("Textual Auto Layout seed, as written")
struct TextualAutoLayoutSeedTests {
  @Test("RedView 8 after BlueView: the anchor form and =&= are the same")
  func anchors() {
    let (window, v) = makeWindow(320, 200, views: ["RedView", "BlueView"])
    let (RedView, BlueView) = (v[0], v[1])
    BlueView.leadingAnchor =&= window.leadingAnchor + 20
    for x in [RedView, BlueView] {
      x.topAnchor =&= window.topAnchor
      x.widthAnchor =&= 50
      x.heightAnchor =&= 50
    }
    let constraint = RedView.leadingAnchor.constraint(equalTo: BlueView.trailingAnchor, constant: 8.0)
    constraint.isActive = true
    window.layoutIfNeeded()
    expectFrame(RedView, 78, 0, 50, 50)
    constraint.isActive = false
    let tal =
      RedView.leadingAnchor =&= BlueView.trailingAnchor + 8.0
    #expect(tal.isActive && tal.constant == 8 && tal.firstAttribute == .leading && tal.secondAttribute == .trailing)
    window.layoutIfNeeded()
    // 20 + 50 + 8 = 78.
    expectFrame(RedView, 78, 0, 50, 50)
  }

  @Test("dimensions: at least twice as wide as tall, at most 250; the same in plain anchors; priority with |")
  func dimensions() {
    let (window, v) = makeWindow(320, 200, views: ["View"])
    let View = v[0]
    View.leftAnchor =&= window.leftAnchor
    View.topAnchor =&= window.topAnchor
    View.heightAnchor =&= 100
    View.widthAnchor =>= 2 * View.heightAnchor
    View.widthAnchor =<= 250
    window.layoutIfNeeded()
    // 2 × 100 = 200 ≤ width ≤ 250; with nothing else the width is ambiguous
    // in that range, so pin it with a preference: 250 at high priority.
    View.widthAnchor =&= 250 | .defaultHigh
    window.layoutIfNeeded()
    expectFrame(View, 0, 0, 250, 100)
    // The same two relations without TAL.
    let (window2, w2) = makeWindow(320, 200, views: ["View"])
    let View2 = w2[0]
    View2.widthAnchor.constraint(greaterThanOrEqualTo: View2.heightAnchor, multiplier: 2).isActive = true
    View2.widthAnchor.constraint(lessThanOrEqualToConstant: 250).isActive = true
    #expect(View2.constraints.count == 2 && View2.constraints.allSatisfy(\.isActive))
    withExtendedLifetime(window2) {}
  }

  @Test("anchor(_:to:padding:) is the four constraints the seed lists, far edges swapped")
  func padding() {
    let (Parent, v) = makeWindow(200, 120, views: ["Child"])
    let Child = v[0]
    Child.translatesAutoresizingMaskIntoConstraints = true
    let made = Child.anchor([.top, .bottom, .left, .right], to: Parent, padding: 5)
    Parent.layoutIfNeeded()
    expectFrame(Child, 5, 5, 190, 110)
    #expect(!Child.translatesAutoresizingMaskIntoConstraints)
    // The seed's equivalent, one by one.
    LayoutConstraint.deactivate(made)
    Child.topAnchor =&= Parent.topAnchor + 5
    Child.leftAnchor =&= Parent.leftAnchor + 5
    Parent.bottomAnchor =&= Child.bottomAnchor + 5
    Parent.rightAnchor =&= Child.rightAnchor + 5
    Child.translatesAutoresizingMaskIntoConstraints = false
    Parent.layoutIfNeeded()
    expectFrame(Child, 5, 5, 190, 110)
    #expect(made[1].firstItem === Parent && made[1].secondItem === Child && made[1].firstAttribute == .bottom)
  }

  @Test("margins: ChildA and ChildB between Parent's margins; Parent keeps its autoresizing")
  func margins() {
    let host = LayoutWindow(size: LayoutSize(width: 300, height: 200))
    let Parent = LayoutView(name: "Parent", frame: LayoutRect(x: 0, y: 0, width: 300, height: 200))
    Parent.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    host.addSubview(Parent)
    let ChildA = LayoutView(name: "ChildA"), ChildB = LayoutView(name: "ChildB")
    Parent.addSubview(ChildA)
    Parent.addSubview(ChildB)
    Parent.directionalLayoutMargins = DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    ChildA.directionalLayoutMargins = DirectionalInsets(all: 0)
    ChildB.directionalLayoutMargins = DirectionalInsets(all: 0)
    ChildA.anchor([.leadingMargin, .trailingMargin], to: Parent)
    ChildB.anchor([.leadingMargin, .trailingMargin], to: Parent)
    ChildB.topAnchor =&= ChildA.bottomAnchor + 8
    // test: heights and ChildA's top, which the seed leaves out.
    ChildA.topAnchor =&= Parent.topAnchor
    ChildA.heightAnchor =&= 20
    ChildB.heightAnchor =&= 20
    host.layoutIfNeeded()
    // Children with no margins of their own sit on Parent's 16-point margins.
    expectFrame(ChildA, 16, 0, 268, 20)
    expectFrame(ChildB, 16, 28, 268, 20)
    #expect(Parent.translatesAutoresizingMaskIntoConstraints)
    #expect(host.report.isClean, "\(host.report)")
  }

  @Test("lists: | on a list, setActive, fittingSizeLevel; hugging and compression")
  func lists() {
    let (Parent, v) = makeWindow(200, 120, views: ["Child", "View", "Label"])
    let (Child, View, Label) = (v[0], v[1], v[2])
    let x: [LayoutConstraint]
    x = Child.anchor([.left, .right], to: Parent)
    x | .defaultLow
    #expect(x.allSatisfy { $0.priority == .defaultLow })
    // or short
    let short = Child.anchor([.left, .right], to: Parent) | .defaultLow
    #expect(short.allSatisfy { $0.priority == .defaultLow && $0.isActive })

    View.widthAnchor =<= 250  // returns NSLayoutConstraint
    let compactConstraints = [
      View.widthAnchor =&= 120,
      View.heightAnchor =&= 35,
    ].setActive(false)
    let regularConstraints = [
      View.widthAnchor =<= 250,
      View.heightAnchor =<= 50,
    ]  // implicitly isActive = true
    regularConstraints | .fittingSizeLevel
    #expect(compactConstraints.allSatisfy { !$0.isActive })
    #expect(regularConstraints.allSatisfy { $0.isActive && $0.priority == .fittingSizeLevel })

    Label.constrainHuggingCompression(.vertical, .required)
    // which is equivalent to:
    Label.setContentHuggingPriority(.vertical, for: .required)
    Label.setContentCompressionResistancePriority(.vertical, for: .required)
    #expect(Label.contentHuggingPriority(for: .vertical) == .required)
    #expect(Label.contentCompressionResistancePriority(for: .vertical) == .required)
    #expect(Label.contentHuggingPriority(for: .horizontal) == .defaultLow)
  }
}
