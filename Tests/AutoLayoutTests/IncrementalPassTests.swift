import LayoutTestSupport
import Testing

@testable import AutoLayout

@Suite("Constant changes keep margins and baselines")
struct MarginConstantTests {
  @Test(
    "changing the constant of a margin, right-to-left margin or baseline constraint keeps the offset",
    arguments: [false, true])
  func marginConstant(rtl: Bool) throws {
    let (window, v) = makeWindow(200, 100, views: ["v"])
    window.layoutDirection = rtl ? .rightToLeft : .leftToRight
    let view = v[0]
    view.firstBaselineOffsetFromTop = 5
    let lead = view.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor, constant: 10)
    let margin = LayoutConstraint(
      item: view, attribute: .top, relatedBy: .equal, toItem: window, attribute: .topMargin, constant: 10)
    let base = LayoutConstraint(
      item: view, attribute: .firstBaseline, relatedBy: .equal, toItem: window, attribute: .top, constant: 30)
    LayoutConstraint.activate([lead, margin, view.widthAnchor.constraint(equalToConstant: 20)])
    let rebuilds = window.engine.rebuildCount
    window.layoutIfNeeded()
    // Margins are 8: the leading edge at 8 + 10 from the leading side.
    let x = rtl ? 200 - 18 - 20 : 18.0
    #expect(view.frame.minX == x && view.frame.minY == 18)
    lead.constant = 20
    margin.constant = 20
    window.layoutIfNeeded()
    #expect(view.frame.minX == (rtl ? 200 - 28 - 20 : 28), "the margin must stay")
    #expect(view.frame.minY == 28)
    // A baseline: top + 5 == 30, then 40.
    margin.isActive = false
    base.isActive = true
    view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    window.layoutIfNeeded()
    #expect(view.frame.minY == 25)
    base.constant = 40
    window.layoutIfNeeded()
    #expect(view.frame.minY == 35)
    #expect(window.engine.rebuildCount >= rebuilds)
  }
}

@Suite("First resize")
struct FirstResizeTests {
  @Test("the first window resize after a build is incremental: no solver rebuild")
  func firstResize() {
    let (window, v) = makeWindow(320, 480, views: (0..<20).map { "row\($0)" })
    var previous: LayoutView?
    for row in v {
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
        row.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
        row.heightAnchor.constraint(equalToConstant: 20),
        row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor, constant: 4),
      ])
      previous = row
    }
    window.layoutIfNeeded()
    let engine = window.engine
    let rebuilds = engine.rebuildCount
    let solverRebuilds = engine.solverRebuildCount
    window.size = LayoutSize(width: 480, height: 320)
    window.layoutIfNeeded()
    #expect(engine.rebuildCount == rebuilds)
    #expect(engine.solverRebuildCount == solverRebuilds, "the solver rebuilt its tableau on the first resize")
    #expect(v[3].frame == LayoutRect(x: 8, y: 4 + 3 * 24, width: 464, height: 20))
  }
}

@Suite("Partial layout passes")
@MainActor
struct PartialPassTests {
  /// A column of `rows` horizontal stacks (icon, title, detail) pinned to
  /// the window's sides and top, as in the stack benchmark.
  func makeList(rows: Int, width: Double) -> (LayoutWindow, [LayoutView]) {
    let window = LayoutWindow(size: LayoutSize(width: width, height: 2000))
    var rowViews: [LayoutView] = []
    for i in 0..<rows {
      let parts = [("icon", 24.0, 24.0), ("title", 120, 20), ("detail", 60, 20)].map { name, w, h in
        let v = LayoutView(name: "\(name)\(i)")
        v.intrinsicContentSize = IntrinsicSize(width: w, height: h)
        return v
      }
      parts[1].setContentHuggingPriority(249, for: .horizontal)
      // The title gives way first, as a label that truncates does: with
      // every compression resistance at 750 the row's shrinking would be a
      // tie, which a solve resolves as its history leads it (UIKit too).
      parts[1].setContentCompressionResistancePriority(749, for: .horizontal)
      let row = LayoutStackView(name: "row\(i)", arrangedSubviews: parts)
      row.alignment = .center
      row.spacing = 8
      rowViews.append(row)
    }
    let column = LayoutStackView(name: "column", arrangedSubviews: rowViews)
    column.axis = .vertical
    column.spacing = 4
    window.addSubview(column)
    column.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      column.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      column.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    return (window, window.subtree)
  }

  @Test("a resize writes only what moved, and the frames equal a fresh layout's at every width")
  func partialEqualsFresh() {
    let (window, views) = makeList(rows: 6, width: 375)
    let before = window.engine.partialFramePasses
    for width in [340.0, 500, 320, 1000, 375, 375.5] {
      window.size = LayoutSize(width: width, height: 2000)
      window.layoutIfNeeded()
      let (_, fresh) = makeList(rows: 6, width: width)
      #expect(views.map(\.frame) == fresh.map(\.frame), "width \(width)")
      #expect(views.map(\.name) == fresh.map(\.name))
    }
    #expect(window.engine.partialFramePasses > before, "no pass took the partial path")
    // The last title at 375.5: 375.5 − 32 − 100 wide.
    #expect(views.first { $0.name == "title5" }?.frame.width == 243.5)
  }

  /// The benchmark's list: rows of an icon sized by constraints (no
  /// intrinsic size, so a new width moves no content-size error), a label
  /// taking the slack and a badge, in a column pinned to the window.
  func makeIconList(rows: Int, iconWidths: [Int: Double] = [:]) -> (LayoutWindow, [LayoutView], [LayoutConstraint]) {
    let window = LayoutWindow(size: LayoutSize(width: 375, height: 2000))
    let column = LayoutStackView(name: "column")
    column.axis = .vertical
    var widths: [LayoutConstraint] = []
    for i in 0..<rows {
      let icon = LayoutView(name: "icon\(i)"), label = LayoutView(name: "label\(i)"),
        badge = LayoutView(name: "badge\(i)")
      label.intrinsicContentSize = IntrinsicSize(width: 120, height: 20)
      label.setContentHuggingPriority(249, for: .horizontal)
      let width = icon.widthAnchor.constraint(equalToConstant: iconWidths[i] ?? 40)
      widths.append(width)
      LayoutConstraint.activate([
        width, icon.heightAnchor.constraint(equalToConstant: 40),
        badge.widthAnchor.constraint(equalToConstant: 24), badge.heightAnchor.constraint(equalToConstant: 24),
      ])
      let row = LayoutStackView(name: "row\(i)", arrangedSubviews: [icon, label, badge])
      row.alignment = .center
      row.spacing = 8
      row.isLayoutMarginsRelativeArrangement = true
      column.addArrangedSubview(row)
    }
    window.addSubview(column)
    column.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      column.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    return (window, window.subtree, widths)
  }

  @Test("the first change of a constraint's constant (a late marker) writes only what moved, and equals a fresh layout")
  func firstEditIsPartial() {
    let (window, views, widths) = makeIconList(rows: 30)
    let engine = window.engine
    var changed: [Int: Double] = [:]
    // Each change is the first for its constraint, which gets its marker
    // then; the pass after it reads only what moved.
    for (k, row) in [15, 7, 22, 15].enumerated() {
      let passes = engine.partialFramePasses
      changed[row] = 50 + Double(k)
      widths[row].constant = 50 + Double(k)
      window.layoutIfNeeded()
      #expect(engine.partialFramePasses == passes + 1, "row \(row): the pass after the change read everything")
      let (_, fresh, _) = makeIconList(rows: 30, iconWidths: changed)
      #expect(views.map(\.frame) == fresh.map(\.frame), "after the change in row \(row)")
    }
    // Margins 8 and spacing 8 on each side of the label.
    let expected: Double = 375 - 16 - 16 - 51 - 24
    #expect(views.first { $0.name == "label7" }?.frame.width == expected)
  }

  @Test("a long resize runs as straight lines, read from nothing, and still equals a fresh layout at every width")
  func linearRuns() throws {
    let (window, views) = makeList(rows: 5, width: 400)
    let engine = window.engine
    let before = engine.linearFramePasses
    // Down past 252, where the titles start to shrink (a pivot), and back.
    let widths = Array(stride(from: 400.0, through: 236, by: -6)) + Array(stride(from: 236.0, through: 420, by: 8))
    for width in widths {
      window.size = LayoutSize(width: width, height: 2000)
      window.layoutIfNeeded()
      let (_, fresh) = makeList(rows: 5, width: width)
      #expect(views.map(\.frame) == fresh.map(\.frame), "width \(width)")
    }
    #expect(engine.linearFramePasses - before > widths.count / 2, "\(engine.linearFramePasses - before) linear passes")
    // A frame set by hand in the middle of a run is overwritten.
    let title = try #require(views.first { $0.name == "title2" })
    expectOverwritten(title, in: window, at: LayoutSize(width: 420, height: 2000))
    window.size = LayoutSize(width: 410, height: 2000)
    window.layoutIfNeeded()
    let (_, fresh) = makeList(rows: 5, width: 410)
    #expect(views.map(\.frame) == fresh.map(\.frame))
  }

  @Test("a frame set by hand on a constrained view is overwritten by the next pass, even one that moves nothing")
  func handSetFrameOverwritten() throws {
    let (window, views) = makeList(rows: 3, width: 375)
    let title = try #require(views.first { $0.name == "title1" })
    // A height change moves nothing in a list pinned to the top.
    expectOverwritten(title, in: window, at: LayoutSize(width: 375, height: 1500))
  }

  /// Sets `view`'s frame by hand, resizes the window to `size` (which
  /// leaves `view` where it was) and lays out: the solved frame is back.
  func expectOverwritten(
    _ view: LayoutView, in window: LayoutWindow, at size: LayoutSize,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let solved = view.frame
    view.frame = LayoutRect(x: 1, y: 2, width: 3, height: 4)
    window.size = size
    window.layoutIfNeeded()
    #expect(view.frame == solved, sourceLocation: sourceLocation)
  }
}

@Suite("Constraints added after a layout pass")
struct LateConstraintTests {
  @Test("a constraint on an attribute nothing mentioned before moves the frame in the next pass (it stayed 0)")
  func newAttributeAfterAPass() throws {
    let (window, v) = makeWindow(375, 667, views: ["box"])
    let box = v[0]
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 56),
      box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(box, 187.5, 56, 0, 0)
    // Nothing mentioned the height until now.
    let height = box.heightAnchor.constraint(equalToConstant: 32)
    height.priority = LayoutPriority(1)
    height.isActive = true
    window.layoutIfNeeded()
    expectFrame(box, 187.5, 56, 0, 32)
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    window.layoutIfNeeded()
    expectFrame(box, 137.5, 56, 100, 32)
  }
}

@Suite("Deactivating many constraints at once")
struct BatchDeactivationTests {
  /// 100 views pinned in a column, each pulled 30 points right by an
  /// optional constraint; returns the window and the optional ones.
  func column() -> (LayoutWindow, [LayoutView], [LayoutConstraint]) {
    let (window, v) = makeWindow(300, 3000, views: (0..<100).map { "v\($0)" })
    var pulls: [LayoutConstraint] = []
    for (i, view) in v.enumerated() {
      LayoutConstraint.activate([
        view.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor, constant: 10),
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: Double(i) * 30),
        view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20),
      ])
      let pull = view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 40)
      pull.priority = LayoutPriority(500)
      pulls.append(pull)
    }
    LayoutConstraint.activate(pulls)
    window.layoutIfNeeded()
    return (window, v, pulls)
  }

  @Test("a large batch (dropped by a rebuild) ends as removing each one does: frames, lists, reports")
  func batchEqualsOneByOne() throws {
    let (a, va, pullsA) = column()
    let (b, vb, pullsB) = column()
    #expect(va[5].frame.minX == 40)
    LayoutConstraint.deactivate(pullsA)
    for c in pullsB { c.deactivate() }
    a.layoutIfNeeded()
    b.layoutIfNeeded()
    #expect(va.map(\.frame) == vb.map(\.frame))
    #expect(va[5].frame.minX == 10)
    #expect(a.constraints.count == b.constraints.count && pullsA.allSatisfy { !$0.isActive })
    #expect(a.report.description == b.report.description)
    // Deactivating again, or a constraint twice in one batch, is harmless.
    LayoutConstraint.deactivate(pullsA + pullsA)
    a.layoutIfNeeded()
    #expect(va.map(\.frame) == vb.map(\.frame))
  }
}
