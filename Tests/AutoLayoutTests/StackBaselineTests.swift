import LayoutTestSupport
import Testing

@testable import AutoLayout

/// A text-like view: 50 wide, `height` high, baselines `first` below its
/// top and `last` above its bottom.
private func text(_ name: String, height: Double, first: Double, last: Double) -> LayoutView {
  let v = LayoutView(name: name)
  v.intrinsicContentSize = IntrinsicSize(width: 50, height: height)
  v.firstBaselineOffsetFromTop = first
  v.lastBaselineOffsetFromBottom = last
  return v
}

/// A 400 × 400 window holding `stack` at (20, 100) (top and leading
/// pinned), and two 10 × 10 markers: `top` with its top on the stack's
/// first baseline, `bottom` with its bottom on the stack's last baseline.
private func scene(_ stack: LayoutStackView) -> (window: LayoutWindow, top: LayoutView, bottom: LayoutView) {
  let window = LayoutWindow(size: LayoutSize(width: 400, height: 400))
  let top = LayoutView(name: "top"), bottom = LayoutView(name: "bottom")
  for v in [stack, top, bottom] {
    window.addSubview(v)
    v.translatesAutoresizingMaskIntoConstraints = false
  }
  LayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
    stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
    top.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    top.widthAnchor.constraint(equalToConstant: 10),
    top.heightAnchor.constraint(equalToConstant: 10),
    top.topAnchor.constraint(equalTo: stack.firstBaselineAnchor),
    bottom.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    bottom.widthAnchor.constraint(equalToConstant: 10),
    bottom.heightAnchor.constraint(equalToConstant: 10),
    bottom.bottomAnchor.constraint(equalTo: stack.lastBaselineAnchor),
  ])
  window.layoutIfNeeded()
  return (window, top, bottom)
}

@Suite("Stack views' baselines")
struct StackBaselineTests {
  @Test("a column's first baseline is its first view's, its last baseline its last view's")
  func column() {
    let a = text("a", height: 20, first: 15, last: 5)
    let b = text("b", height: 30, first: 22, last: 6)
    let column = LayoutStackView(name: "column", arrangedSubviews: [a, b])
    column.axis = .vertical
    column.spacing = 10
    let (window, top, bottom) = scene(column)
    // a at 100...120, b at 130...160.
    #expect(b.frame == LayoutRect(x: 0, y: 30, width: 50, height: 30))
    #expect(top.frame.minY == 115)
    #expect(bottom.frame.maxY == 154)
    #expect(column.viewForFirstBaselineLayout === a)
    #expect(column.viewForLastBaselineLayout === b)
    #expect(window.report.isClean, "\(window.report)")
  }

  @Test("a row's baselines are both its tallest view's")
  func row() {
    let a = text("a", height: 20, first: 15, last: 5)
    let b = text("b", height: 40, first: 30, last: 8)
    let c = text("c", height: 30, first: 20, last: 4)
    let row = LayoutStackView(name: "row", arrangedSubviews: [a, b, c])
    row.alignment = .top
    let (_, top, bottom) = scene(row)
    // Every item's top at 100: b's first baseline at 130, last at 132.
    #expect(top.frame.minY == 130)
    #expect(bottom.frame.maxY == 132)
    #expect(row.viewForFirstBaselineLayout === b)
    #expect(row.viewForLastBaselineLayout === b)
  }

  @Test("nested stacks answer in turn: a column whose first item is a row")
  func nested() {
    let a = text("a", height: 20, first: 15, last: 5)
    let b = text("b", height: 40, first: 30, last: 8)
    let row = LayoutStackView(name: "row", arrangedSubviews: [a, b])
    row.alignment = .top
    let c = text("c", height: 30, first: 20, last: 4)
    let inner = LayoutStackView(name: "inner", arrangedSubviews: [c])
    inner.axis = .vertical
    let column = LayoutStackView(name: "column", arrangedSubviews: [row, inner])
    column.axis = .vertical
    let (_, top, bottom) = scene(column)
    // row 100...140 (b the taller), inner (c) 140...170.
    #expect(top.frame.minY == 130)
    #expect(bottom.frame.maxY == 166)
    #expect(column.viewForFirstBaselineLayout === b)
    #expect(column.viewForLastBaselineLayout === c)
  }

  @Test("hidden views are skipped, and showing, hiding, adding or removing one moves the baseline")
  func hiddenAndChanges() {
    let a = text("a", height: 20, first: 15, last: 5)
    let b = text("b", height: 30, first: 22, last: 6)
    let c = text("c", height: 10, first: 8, last: 1)
    a.isHidden = true
    let column = LayoutStackView(name: "column", arrangedSubviews: [a, b, c])
    column.axis = .vertical
    let (window, top, bottom) = scene(column)
    // a hidden (0 high): b at 100...130, c at 130...140.
    #expect(top.frame.minY == 122)
    #expect(bottom.frame.maxY == 139)
    a.isHidden = false
    window.layoutIfNeeded()
    #expect(top.frame.minY == 115)
    // c hidden: the last baseline is b's (b at 120...150).
    c.isHidden = true
    window.layoutIfNeeded()
    #expect(bottom.frame.maxY == 144)
    column.removeArrangedSubview(a)
    a.removeFromSuperview()
    window.layoutIfNeeded()
    #expect(top.frame.minY == 122)
    let d = text("d", height: 12, first: 9, last: 2)
    column.insertArrangedSubview(d, at: 0)
    window.layoutIfNeeded()
    #expect(top.frame.minY == 109)
    // d stops being arranged but stays a subview: only the stack's
    // constraints change, and the first baseline goes back to b's.
    column.removeArrangedSubview(d)
    window.layoutIfNeeded()
    #expect(top.frame.minY == 122)
    d.removeFromSuperview()
    c.isHidden = false
    window.layoutIfNeeded()
    // b at 100...130, c at 130...140.
    #expect(bottom.frame.maxY == 139)
    // Hiding a view in the middle changes no baseline view: no rebuild.
    let e = text("e", height: 10, first: 8, last: 1)
    column.insertArrangedSubview(e, at: 1)
    window.layoutIfNeeded()
    let rebuilds = window.engine.rebuildCount
    e.isHidden = true
    window.layoutIfNeeded()
    #expect(window.engine.rebuildCount == rebuilds)
    #expect(bottom.frame.maxY == 139)
    #expect(window.report.isClean, "\(window.report)")
  }

  @Test("a row follows its tallest view when heights change")
  func rowFollowsHeights() {
    let a = text("a", height: 20, first: 15, last: 5)
    let b = text("b", height: 40, first: 30, last: 8)
    let row = LayoutStackView(name: "row", arrangedSubviews: [a, b])
    row.alignment = .top
    let (window, top, bottom) = scene(row)
    #expect(top.frame.minY == 130)
    a.intrinsicContentSize = IntrinsicSize(width: 50, height: 60)
    window.layoutIfNeeded()
    #expect(row.viewForFirstBaselineLayout === a)
    #expect(top.frame.minY == 115)
    #expect(bottom.frame.maxY == 155)
    b.isHidden = true
    a.isHidden = true
    window.layoutIfNeeded()
    // No visible view: the stack's own edges.
    #expect(row.viewForFirstBaselineLayout === row)
    #expect(top.frame.minY == 100)
  }

  @Test("measured text: a new baseline in the column's first label moves the stack's")
  func measuredText() {
    func measure(first: Double) -> LayoutMeasure {
      LayoutMeasure.measuring { _ in
        LayoutMeasurement(
          size: LayoutSize(width: 80, height: 20), firstBaselineFromTop: first, lastBaselineFromBottom: 4)
      }
    }
    let label = LayoutView(name: "label")
    label.contentMeasure = measure(first: 15)
    let column = LayoutStackView(name: "column", arrangedSubviews: [label])
    column.axis = .vertical
    let (window, top, bottom) = scene(column)
    #expect(top.frame.minY == 115)
    #expect(bottom.frame.maxY == 116)
    label.contentMeasure = measure(first: 12)
    window.layoutIfNeeded()
    #expect(top.frame.minY == 112)
  }

  @Test("the stack's own baseline offsets win")
  func ownOffsets() {
    let a = text("a", height: 20, first: 15, last: 5)
    let column = LayoutStackView(name: "column", arrangedSubviews: [a])
    column.axis = .vertical
    let (window, top, bottom) = scene(column)
    #expect(top.frame.minY == 115)
    column.firstBaselineOffsetFromTop = 3
    column.lastBaselineOffsetFromBottom = 2
    window.layoutIfNeeded()
    #expect(column.viewForFirstBaselineLayout === column)
    #expect(top.frame.minY == 103)
    #expect(bottom.frame.maxY == 118)
  }

  @Test("a last-baseline row of a large label and a column: the column's last label lines up")
  func rowOfColumn() {
    let window = LayoutWindow(size: LayoutSize(width: 400, height: 400))
    let big = text("big", height: 50, first: 40, last: 10)
    let small1 = text("small1", height: 14, first: 11, last: 3)
    let small2 = text("small2", height: 16, first: 12, last: 4)
    let column = LayoutStackView(name: "column", arrangedSubviews: [small1, small2])
    column.axis = .vertical
    let row = LayoutStackView(name: "row", arrangedSubviews: [big, column])
    row.alignment = .lastBaseline
    window.addSubview(row)
    row.translatesAutoresizingMaskIntoConstraints = false
    row.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
    row.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
    window.layoutIfNeeded()
    // big's last baseline at 40; small2's too: small2 at 28...44, the
    // column at 14...44 (its bottom is not 50, big's bottom).
    #expect(small2.frameInRoot.maxY - 4 == big.frameInRoot.maxY - 10)
    #expect(column.frame == LayoutRect(x: 50, y: 14, width: 50, height: 30))
    #expect(window.report.isClean, "\(window.report)")
  }

  @Test("random changes (seeded): after each, the layout equals a rebuilt engine's")
  func randomChanges() {
    var rng = SeededGenerator(seed: 26)
    let leaves = ["a", "b", "c", "d", "e"].enumerated().map { i, name in
      text(name, height: Double(12 + 6 * i), first: Double(9 + 4 * i), last: Double(2 + i))
    }
    let row = LayoutStackView(name: "row", arrangedSubviews: [leaves[0], leaves[1]])
    row.alignment = .top
    let inner = LayoutStackView(name: "inner", arrangedSubviews: [leaves[3], leaves[4]])
    inner.axis = .vertical
    inner.alignment = .leading
    let column = LayoutStackView(name: "column", arrangedSubviews: [row, leaves[2], inner])
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 4
    let (window, top, bottom) = scene(column)
    let rowMark = LayoutView(name: "rowMark")
    window.addSubview(rowMark)
    rowMark.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      rowMark.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 300),
      rowMark.widthAnchor.constraint(equalToConstant: 10),
      rowMark.heightAnchor.constraint(equalToConstant: 10),
      rowMark.bottomAnchor.constraint(equalTo: row.lastBaselineAnchor),
    ])
    let watched = [top, bottom, rowMark, column, row, inner] + leaves
    for step in 0..<80 {
      switch Int.random(in: 0..<5, using: &rng) {
      case 0:
        let v = (leaves + [row, inner]).randomElement(using: &rng)!
        v.isHidden.toggle()
      case 1:
        leaves.randomElement(using: &rng)!.intrinsicContentSize = IntrinsicSize(
          width: 50, height: Double(Int.random(in: 10...60, using: &rng)))
      case 2:
        inner.axis = inner.axis == .vertical ? .horizontal : .vertical
      case 3:
        let stack = [row, inner].randomElement(using: &rng)!
        if let v = stack.arrangedSubviews.randomElement(using: &rng) {
          stack.removeArrangedSubview(v)
          stack.insertArrangedSubview(v, at: Int.random(in: 0...stack.arrangedSubviews.count, using: &rng))
        }
      default:
        leaves.randomElement(using: &rng)!.firstBaselineOffsetFromTop = Double(Int.random(in: 0...20, using: &rng))
      }
      window.layoutIfNeeded()
      let incremental = watched.map(\.frameInRoot)
      window.engine.needsRebuild = true
      window.layoutIfNeeded()
      let rebuilt = watched.map(\.frameInRoot)
      #expect(incremental == rebuilt, "step \(step)")
      #expect(
        rowMark.frameInRoot.maxY == row.viewForLastBaselineLayout.frameInRoot.maxY
          - (row.viewForLastBaselineLayout.lastBaselineOffsetFromBottom ?? 0), "step \(step)")
    }
  }
}
