import LayoutTestSupport
import Testing

@testable import AutoLayout

/// A large rebuild translates its constraints on a helper thread while the
/// caller's thread adds them to the solver (`LayoutEngine+HelperThread.swift`):
/// the same layout, conflicts and reports as one thread, whatever the
/// helper had to leave to the caller. (Its name ends in `ThreadTests`, so
/// CI runs it under ThreadSanitizer too.)
@Suite("A large rebuild's helper thread")
struct HelperThreadTests {
  /// A list of `rows` rows (an icon, a label with an intrinsic size and a
  /// badge) in a window with safe-area insets, written with anchors or
  /// with stacks. Margin-relative constraints follow the safe area, a
  /// stack's baseline is used and one row's icon has two widths, so the
  /// helper meets every kind of constraint it must leave to the caller,
  /// and a conflict.
  static func build(rows: Int, stacks: Bool, helper: Bool) -> (LayoutWindow, [LayoutView]) {
    let window = LayoutWindow(size: LayoutSize(width: 375, height: 667))
    window.safeAreaInsets = LayoutInsets(top: 44, left: 10, bottom: 34, right: 10)
    window.engine.helperThreadMinimum = helper ? 0 : .max
    var views: [LayoutView] = []
    var constraints: [LayoutConstraint] = []
    func items(_ i: Int) -> [LayoutView] {
      let icon = LayoutView(name: "icon\(i)"), label = LayoutView(name: "label\(i)")
      let badge = LayoutView(name: "badge\(i)")
      label.intrinsicContentSize = IntrinsicSize(width: 120, height: 20)
      label.setContentHuggingPriority(249, for: .horizontal)
      constraints += [
        icon.widthAnchor.constraint(equalToConstant: 40), icon.heightAnchor.constraint(equalToConstant: 40),
        badge.widthAnchor.constraint(equalToConstant: 24), badge.heightAnchor.constraint(equalToConstant: 24),
      ]
      if i == rows / 3 { constraints.append(icon.widthAnchor.constraint(equalToConstant: 44)) }
      return [icon, label, badge]
    }
    if stacks {
      let column = LayoutStackView(name: "column")
      column.axis = .vertical
      for i in 0..<rows {
        let row = LayoutStackView(name: "row\(i)")
        row.alignment = i % 50 == 7 ? .firstBaseline : .center
        row.spacing = 8
        row.isLayoutMarginsRelativeArrangement = true
        let parts = items(i)
        for v in parts { row.addArrangedSubview(v) }
        column.addArrangedSubview(row)
        views += [row] + parts
      }
      window.addSubview(column)
      column.translatesAutoresizingMaskIntoConstraints = false
      let note = LayoutView(name: "note")
      window.addSubview(note)
      note.translatesAutoresizingMaskIntoConstraints = false
      constraints += [
        column.leadingAnchor.constraint(equalTo: window.leadingMarginAnchor),
        column.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        column.topAnchor.constraint(equalTo: window.topAnchor),
        note.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        note.firstBaselineAnchor.constraint(equalTo: column.firstBaselineAnchor),
      ]
      views += [column, note]
    } else {
      var above: LayoutView?
      for i in 0..<rows {
        let row = LayoutView(name: "row\(i)")
        window.addSubview(row)
        row.translatesAutoresizingMaskIntoConstraints = false
        let parts = items(i)
        for v in parts {
          row.addSubview(v)
          v.translatesAutoresizingMaskIntoConstraints = false
        }
        let (icon, label, badge) = (parts[0], parts[1], parts[2])
        constraints += [
          row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
          row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
          row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? window.topAnchor),
          i % 10 == 0
            ? icon.leadingAnchor.constraint(equalTo: row.leadingMarginAnchor)
            : icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
          icon.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
          icon.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8),
          label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
          label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
          badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
          badge.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
          badge.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ]
        views += [row] + parts
        above = row
      }
    }
    LayoutConstraint.activate(constraints)
    return (window, views)
  }

  /// The same list laid out on one thread and with the helper (started
  /// `delay` microseconds late).
  static func laidOutPair(rows: Int, stacks: Bool, delay: UInt32 = 0) -> (
    one: LayoutWindow, oneViews: [LayoutView], two: LayoutWindow, twoViews: [LayoutView]
  ) {
    let (one, oneViews) = build(rows: rows, stacks: stacks, helper: false)
    let (two, twoViews) = build(rows: rows, stacks: stacks, helper: true)
    two.engine.helperStartDelay = delay
    one.layoutIfNeeded()
    two.layoutIfNeeded()
    return (one, oneViews, two, twoViews)
  }

  /// Whether every constraint in `window`'s solver knows its entry's
  /// place (the helper predicts it, the caller corrects it after a
  /// conflict): a look-up finds each entry without the map.
  static func everyEntryFoundByHint(_ window: LayoutWindow) -> Bool {
    let all = window.subtree.flatMap(\.constraints)
    let found = all.filter { window.engine.solverConstraint.hintFinds($0) }.count
    return found == window.engine.solverConstraint.count && found > 0
  }

  @Test(
    "the same frames, conflicts and report with the helper as without, and after an edit",
    arguments: [false, true])
  func sameLayout(stacks: Bool) {
    let (one, oneViews, two, twoViews) = Self.laidOutPair(rows: 400, stacks: stacks)
    // Every rebuild of the large tree (a first layout may take more than
    // one here: safe-area margins, a stack's baseline) used the helper.
    #expect(one.engine.helperRuns == 0)
    #expect(two.engine.helperRuns == two.engine.rebuildCount && two.engine.rebuildCount >= 1)
    #expect(one.engine.rebuildCount == two.engine.rebuildCount)
    let rebuilds = two.engine.rebuildCount
    // The margins that follow the safe area, and (with stacks) the
    // stack's baseline, were left to the caller.
    #expect(two.engine.helperDeferred > 0)
    #expect(oneViews.map(\.frame) == twoViews.map(\.frame))
    #expect(Self.everyEntryFoundByHint(one) && Self.everyEntryFoundByHint(two))
    #expect(!one.report.conflicts.isEmpty)
    #expect("\(one.report)" == "\(two.report)")
    // Later changes are incremental in both.
    for (window, views) in [(one, oneViews), (two, twoViews)] {
      let icon = views.first { $0.name == "icon5" }
      icon?.constraints.first { $0.firstAttribute == .width }?.constant = 50
      window.layoutIfNeeded()
    }
    #expect(oneViews.map(\.frame) == twoViews.map(\.frame))
    #expect(one.engine.rebuildCount == rebuilds && two.engine.rebuildCount == rebuilds)
  }

  @Test(
    "a helper that starts late: the caller translates blocks itself, and nothing changes",
    arguments: [false, true])
  func lateHelper(stacks: Bool) {
    let (one, oneViews, two, twoViews) = Self.laidOutPair(rows: 200, stacks: stacks, delay: 30_000)
    #expect(two.engine.helperRuns >= 1)
    #expect(two.engine.helperStolen > 0)
    #expect(oneViews.map(\.frame) == twoViews.map(\.frame))
    #expect("\(one.report)" == "\(two.report)")
    #expect(Self.everyEntryFoundByHint(two))
  }

  @Test("a small rebuild stays on the caller's thread")
  func smallRebuild() {
    let (window, views) = Self.build(rows: 20, stacks: false, helper: false)
    window.engine.helperThreadMinimum = 2_000
    window.layoutIfNeeded()
    #expect(window.engine.helperRuns == 0)
    #expect(views[0].frame.size.height == 56)
  }
}
