import AutoLayout
import AutoLayoutOperators
import LayoutTestSupport
import Testing

func window(_ names: [String], _ w: Double = 400, _ h: Double = 300) -> (LayoutWindow, [LayoutView]) {
  makeWindow(w, h, views: names)
}

@Suite("SwiftyLayout operators")
struct SwiftyLayoutTests {
  @Test("viewA[.width] == 0.5 * viewB[.width] - 4 is multiplier 0.5, constant -4")
  func basic() throws {
    let (w, v) = window(["viewA", "viewB"])
    let c = v[0][.width] == 0.5 * v[1][.width] - 4.0
    #expect(c.firstItem === v[0] && c.secondItem === v[1])
    #expect(c.firstAttribute == .width && c.secondAttribute == .width)
    #expect(c.relation == .equal && c.multiplier == 0.5 && c.constant == -4)
    withExtendedLifetime(w) {}
  }

  @Test("aspect ratio: viewA[.width] * 3 == viewA[.height] * 4 is width == 4/3 × height, laid out")
  func aspect() throws {
    let (w, v) = window(["viewA"])
    let a = v[0]
    let c = a[.width] * 3.0 == a[.height] * 4.0
    #expect(
      c.secondItem === a && c.secondAttribute == .height && abs(c.multiplier - 4.0 / 3.0) < 1e-12 && c.constant == 0)
    LayoutConstraint.activate([
      c, a[.height] == 90, a[.left] == w[.left] + 10, a[.top] == w[.top] + 20,
    ])
    w.layoutIfNeeded()
    #expect(a.frame == LayoutRect(x: 10, y: 20, width: 120, height: 90))
  }

  @Test("priority with ~ needs no parentheses; the optional one gives way")
  func priority() throws {
    let (outer, v) = window(["inner"], 200, 100)
    let inner = v[0]
    let c = inner[.leading] == outer[.leading] + 4.0 ~ 750
    #expect(c.priority == 750 && c.constant == 4)
    LayoutConstraint.activate([
      c, inner[.leading] >= outer[.leading] + 10, inner[.width] == 50, inner[.top] == outer[.top],
      inner[.height] == 10,
    ])
    outer.layoutIfNeeded()
    #expect(inner.frame.minX == 10)
  }

  @Test("a constant on the left flips the relation; a negative multiplier flips it too")
  func flips() throws {
    let (w, v) = window(["a", "b"])
    let c1 = 100 <= v[0][.width]
    #expect(c1.relation == .greaterThanOrEqual && c1.constant == 100 && c1.secondItem == nil)
    let c2 = 50 >= v[0][.height] / 2
    #expect(c2.relation == .lessThanOrEqual && c2.constant == 100)
    let c3 = v[0][.width] * -1 <= v[1][.width] + 10
    #expect(c3.relation == .greaterThanOrEqual && c3.multiplier == -1 && c3.constant == -10)
    let c4 = 10 + v[0][.height] == 2 * v[1][.height]
    #expect(c4.multiplier == 2 && c4.constant == -10)
    withExtendedLifetime(w) {}
  }

  @Test("wrong pairings do not compile (Tests/CompileChecks); a zero multiplier is reported, not a crash")
  func errors() {
    let (w, v) = window(["a", "b"])
    let c = v[0][.width] * 0 == v[1][.width]
    #expect(c.invalidReason?.contains("multiplied by 0") == true)
    #expect(throws: LayoutError.self) { try c.validate() }
    c.isActive = true
    #expect(!c.isActive)
    #expect(w.report.errors.count == 1)
    withExtendedLifetime(w) {}
  }
}

@Suite("Textual Auto Layout operators")
struct TextualAutoLayoutTests {
  @Test("=&= with a constant creates, activates and returns the constraint")
  func basic() throws {
    let (w, v) = window(["red", "blue"])
    let (red, blue) = (v[0], v[1])
    blue.leadingAnchor =&= w.leadingAnchor + 10
    blue.widthAnchor =&= 50
    let c = red.leadingAnchor =&= blue.trailingAnchor + 8.0
    #expect(c.isActive && c.constant == 8 && c.relation == .equal)
    red.widthAnchor =>= 2 * red.heightAnchor
    red.widthAnchor =<= 250
    red.heightAnchor =&= 100
    for x in [red, blue] {
      x.topAnchor =&= w.topAnchor
    }
    blue.heightAnchor =&= red.heightAnchor - 20
    w.layoutIfNeeded()
    #expect(red.frame == LayoutRect(x: 68, y: 0, width: 200, height: 100))
    #expect(blue.frame == LayoutRect(x: 10, y: 0, width: 50, height: 80))
  }

  @Test("| sets a priority on one constraint, even an active one, and on lists")
  func priorities() throws {
    let (w, v) = window(["view"])
    let view = v[0]
    let c = view.widthAnchor =&= 250 | .defaultHigh
    #expect(c.priority == .defaultHigh && c.isActive)
    let list = view.anchor([.left, .right], to: w) | .defaultLow
    #expect(list.allSatisfy { $0.priority == .defaultLow && $0.isActive })
    let lower = view.heightAnchor =&= 10 | 250
    #expect(lower.priority == 250)
  }

  @Test("anchor(_:to:padding:) flips far edges, turns off autoresizing on the child only")
  func anchorHelper() throws {
    let parent = LayoutWindow(size: LayoutSize(width: 200, height: 100))
    let child = LayoutView(name: "child")
    parent.addSubview(child)
    let cs = child.anchor([.top, .bottom, .left, .right], to: parent, padding: 5)
    #expect(!child.translatesAutoresizingMaskIntoConstraints)
    #expect(cs[0].firstItem === child && cs[0].firstAttribute == .top && cs[0].constant == 5)
    #expect(cs[1].firstItem === parent && cs[1].firstAttribute == .bottom && cs[1].constant == 5)
    #expect(cs[3].firstItem === parent && cs[3].firstAttribute == .right)
    parent.layoutIfNeeded()
    #expect(child.frame == LayoutRect(x: 5, y: 5, width: 190, height: 90))
  }

  @Test("margins: two children between the parent's margins, stacked")
  func margins() throws {
    let parent = LayoutView(name: "parent", frame: LayoutRect(x: 0, y: 0, width: 300, height: 200))
    parent.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let host = LayoutWindow(size: LayoutSize(width: 300, height: 200))
    host.addSubview(parent)
    let a = LayoutView(name: "childA"), b = LayoutView(name: "childB")
    parent.addSubview(a)
    parent.addSubview(b)
    a.anchor([.leadingMargin, .trailingMargin], to: parent)
    b.anchor([.leadingMargin, .trailingMargin], to: parent)
    b.topAnchor =&= a.bottomAnchor + 8
    a.topAnchor =&= parent.topAnchor
    a.heightAnchor =&= 20
    b.heightAnchor =&= 20
    #expect(parent.translatesAutoresizingMaskIntoConstraints)
    host.layoutIfNeeded()
    // Same attribute on both sides (the seed's rule): childA.x + 8 (its
    // leading margin) == 0 + 8 (parent's), so x = 0; likewise on the
    // trailing side, so the children span the parent and their own margins
    // line up with the parent's.
    #expect(a.frame == LayoutRect(x: 0, y: 0, width: 300, height: 20))
    #expect(b.frame == LayoutRect(x: 0, y: 28, width: 300, height: 20))
    #expect(host.report.isClean)
  }

  @Test("compact and regular lists stored and switched")
  func sizeClasses() throws {
    let (w, v) = window(["view"], 320, 480)
    let view = v[0]
    view.leadingAnchor =&= w.leadingAnchor
    view.topAnchor =&= w.topAnchor
    let compact = [view.widthAnchor =&= 120, view.heightAnchor =&= 35].setActive(false)
    let regular = [view.widthAnchor =<= 250, view.heightAnchor =<= 50]
    [view.widthAnchor =&= 1000, view.heightAnchor =&= 1000] | .fittingSizeLevel
    w.layoutIfNeeded()
    #expect(view.frame.size == LayoutSize(width: 250, height: 50))
    regular.setActive(false)
    compact.setActive(true)
    w.layoutIfNeeded()
    #expect(view.frame.size == LayoutSize(width: 120, height: 35))
  }

  @Test("constrainHuggingCompression sets both priorities")
  func hugging() {
    let label = LayoutView(name: "label")
    label.constrainHuggingCompression(.vertical, .required)
    #expect(label.contentHuggingPriority(for: .vertical) == .required)
    #expect(label.contentCompressionResistancePriority(for: .vertical) == .required)
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
  }

  @Test("activation across hierarchies is reported, not thrown; the layout goes on")
  func noAncestor() {
    let w = LayoutWindow(size: LayoutSize(width: 100, height: 100))
    let a = LayoutView(name: "a"), b = LayoutView(name: "b")
    w.addSubview(a)
    let c = a.topAnchor =&= b.topAnchor
    #expect(!c.isActive)
    let report = w.report
    #expect(report.errors.count == 1)
    #expect(report.errors.first?.description.contains("no common ancestor") == true)
    #expect(!report.isClean)
    // The throwing spelling gives the same error as a value.
    #expect(throws: LayoutError.self) { try a.topAnchor.constraint(equalTo: b.topAnchor).activate() }
  }

  @Test("anchor(_:to:) relates the same attribute on both sides, margins included (the seed's rule)")
  func anchorSameAttribute() {
    let (w, v) = window(["child"])
    let child = v[0]
    w.directionalLayoutMargins = DirectionalInsets(top: 10, leading: 20, bottom: 10, trailing: 30)
    child.directionalLayoutMargins = DirectionalInsets(top: 0, leading: 5, bottom: 0, trailing: 7)
    let cs = child.anchor([.leadingMargin, .trailingMargin], to: w)
    #expect(cs.map(\.firstAttribute) == [.leadingMargin, .trailingMargin])
    #expect(cs.map(\.secondAttribute) == [.leadingMargin, .trailingMargin])
    child.topAnchor =&= w.topAnchor
    child.heightAnchor =&= 10
    w.layoutIfNeeded()
    // child.x + 5 == 0 + 20, so x = 15; w.right - 30 == child.x + child.w - 7.
    expectFrame(child, 15, 0, w.frame.width - 15 - 23, 10)
  }
}
