import LayoutTestSupport
import Testing

@testable import AutoLayout

/// Every edit after the first layout is incremental, the first one
/// included: no constraint whose constant changes makes the engine or the
/// solver rebuild, and the frames equal a fresh layout's.
@Suite("First edits")
struct FirstEditTests {
  /// What the edits change, in the order they are applied.
  struct Parameters: Equatable {
    var iconWidth = [Double](repeating: 40, count: 12)
    /// The label's widest (a required inequality's constant).
    var labelMax = 250.0
    /// The badge's preferred width (a non-required equality's constant).
    var badge = 24.0
    /// Row 2's label's intrinsic width.
    var intrinsic = 120.0
    var windowWidth = 375.0
  }

  /// Rows of an icon, a label (intrinsic size, taking the slack up to
  /// `labelMax`) and a badge, chained top to bottom, with anchors or with
  /// stack views.
  final class Screen {
    let window: LayoutWindow
    var views: [LayoutView] = []
    var iconWidths: [LayoutConstraint] = []
    var labelMaxes: [LayoutConstraint] = []
    var badges: [LayoutConstraint] = []
    var labels: [LayoutView] = []

    init(_ p: Parameters, stacks: Bool) {
      window = LayoutWindow(size: LayoutSize(width: p.windowWidth, height: 900))
      let column = LayoutStackView(name: "column")
      column.axis = .vertical
      var above: LayoutView?
      for i in p.iconWidth.indices {
        let icon = LayoutView(name: "icon\(i)"), label = LayoutView(name: "label\(i)")
        let badge = LayoutView(name: "badge\(i)")
        label.intrinsicContentSize = IntrinsicSize(width: i == 2 ? p.intrinsic : 120, height: 20)
        label.setContentHuggingPriority(249, for: .horizontal)
        iconWidths.append(icon.widthAnchor.constraint(equalToConstant: p.iconWidth[i]))
        labelMaxes.append(label.widthAnchor.constraint(lessThanOrEqualToConstant: p.labelMax))
        let badgeWidth = badge.widthAnchor.constraint(equalToConstant: p.badge)
        badgeWidth.priority = 750
        badges.append(badgeWidth)
        LayoutConstraint.activate([
          iconWidths[i], icon.heightAnchor.constraint(equalToConstant: 40), labelMaxes[i], badgeWidth,
          badge.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
          badge.heightAnchor.constraint(equalToConstant: 24),
        ])
        let row = stacks ? LayoutStackView(name: "row\(i)") : LayoutView(name: "row\(i)")
        if let row = row as? LayoutStackView {
          row.alignment = .center
          row.spacing = 8
          for v in [icon, label, badge] { row.addArrangedSubview(v) }
          column.addArrangedSubview(row)
        } else {
          window.addSubview(row)
          row.translatesAutoresizingMaskIntoConstraints = false
          for v in [icon, label, badge] {
            row.addSubview(v)
            v.translatesAutoresizingMaskIntoConstraints = false
          }
          LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? window.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 56),
            icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
            icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            badge.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
            badge.centerYAnchor.constraint(equalTo: row.centerYAnchor),
          ])
        }
        above = row
        views += [row, icon, label, badge]
        labels.append(label)
      }
      if stacks {
        window.addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
          column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
          column.trailingAnchor.constraint(equalTo: window.trailingAnchor),
          column.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        views.append(column)
      }
      window.layoutIfNeeded()
    }

    var frames: [LayoutRect] { views.map(\.frame) }

    /// Applies what differs between `old` and `new`, as a user would.
    func apply(_ new: Parameters, from old: Parameters) {
      for i in new.iconWidth.indices where new.iconWidth[i] != old.iconWidth[i] {
        iconWidths[i].constant = new.iconWidth[i]
      }
      if new.labelMax != old.labelMax { for c in labelMaxes { c.constant = new.labelMax } }
      if new.badge != old.badge { for c in badges { c.constant = new.badge } }
      if new.intrinsic != old.intrinsic {
        labels[2].intrinsicContentSize = IntrinsicSize(width: new.intrinsic, height: 20)
      }
      if new.windowWidth != old.windowWidth { window.size = LayoutSize(width: new.windowWidth, height: 900) }
    }
  }

  @Test(
    "no edit after the first layout rebuilds, whatever its kind; frames equal a fresh layout's",
    arguments: [false, true])
  func everyKind(stacks: Bool) {
    var p = Parameters()
    let screen = Screen(p, stacks: stacks)
    let engine = screen.window.engine
    let (rebuilds, solverRebuilds) = (engine.rebuildCount, engine.solverRebuildCount)
    let edits: [(String, (inout Parameters) -> Void)] = [
      ("a required equality (an icon's width)", { $0.iconWidth[6] = 50 }),
      ("another one", { $0.iconWidth[3] = 30 }),
      ("the same one again", { $0.iconWidth[6] = 45 }),
      ("a required inequality (the label's widest)", { $0.labelMax = 200 }),
      ("a non-required equality (the badge's preferred width)", { $0.badge = 30 }),
      ("an intrinsic size", { $0.intrinsic = 150 }),
      ("the window's width", { $0.windowWidth = 500 }),
      ("the first icon, after a resize", { $0.iconWidth[0] = 60 }),
    ]
    for (what, edit) in edits {
      let old = p
      edit(&p)
      screen.apply(p, from: old)
      screen.window.layoutIfNeeded()
      #expect(engine.rebuildCount == rebuilds, "\(what): the engine rebuilt")
      #expect(engine.solverRebuildCount == solverRebuilds, "\(what): the solver rebuilt its tableau")
      #expect(screen.frames == Screen(p, stacks: stacks).frames, "\(what)")
    }
    // Every late marker's column was solved on the rows it reaches.
    #expect(engine.solver.localMarkerColumns > 0 && engine.solver.globalMarkerColumns == 0)
    // The edits moved something: the sixth icon is 45 wide.
    #expect(screen.views[6 * 4 + 1].frame.width == 45)
  }
}
