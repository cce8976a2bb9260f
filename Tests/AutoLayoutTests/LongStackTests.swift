import LayoutTestSupport
import Testing

@testable import AutoLayout

/// A long stack's first layout: along the axis each position is the sum of
/// the lengths before it, and with lengths that may give (intrinsic sizes)
/// that used to make a tableau of about n²/2 cells. The engine measures an
/// arranged view's position from the view before it, so it is linear now.
@MainActor
struct LongStackTests {
  /// A window with one vertical stack of `count` views of intrinsic size
  /// 40 × 20, spacing 8, pinned at the top.
  static func longStack(_ count: Int, alignment: LayoutStackView.Alignment = .fill) -> (LayoutWindow, LayoutStackView) {
    let window = LayoutWindow(size: LayoutSize(width: 375, height: 667))
    let stack = LayoutStackView(name: "stack")
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = alignment
    for i in 0..<count {
      let view = LayoutView(name: "item\(i)")
      view.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
      stack.addArrangedSubview(view)
    }
    window.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    return (window, stack)
  }

  /// Processor time of the first layout of a fresh `longStack(count)`,
  /// best of two.
  static func firstLayoutSeconds(_ count: Int) -> Double {
    var best = Double.infinity
    for _ in 0..<2 {
      let (window, _) = longStack(count)
      best = min(best, threadSeconds { window.layoutIfNeeded() })
    }
    return best
  }

  @Test("a long stack's first layout grows linearly (4x the views: well under 16x the time)")
  func firstLayoutIsLinear() {
    _ = Self.firstLayoutSeconds(100)  // warm up
    let small = Self.firstLayoutSeconds(500)
    let large = Self.firstLayoutSeconds(2_000)
    // Linear is 4x; the quadratic tableau this replaced took 16x or more.
    #expect(large < 8 * small, "500 views: \(small) s, 2,000 views: \(large) s")
  }

  @Test(
    "a stack aligned to an edge or the centre: its first layout rewrites rows in linear number",
    arguments: [LayoutStackView.Alignment.leading, .center, .trailing])
  func alignedStackRowUpdates(alignment: LayoutStackView.Alignment) {
    // Per view, the stack makes an optional equality (999.5) or a
    // required inequality against its alignment spanner that the required
    // alignment already implies; each row is at 0. Solved for an older
    // symbol, or for an error that leaves the objective improvable, N of
    // them cost N degenerate pivots through N rows (quadratic).
    let x: Double =
      switch alignment {
      case .center: (375 - 40) / 2
      case .trailing: 375 - 40
      default: 0
      }
    func rowUpdates(_ count: Int) -> Int {
      let (window, stack) = Self.longStack(count, alignment: alignment)
      window.layoutIfNeeded()
      #expect(window.report.isClean)
      for (i, view) in stack.arrangedSubviews.enumerated() where i % 97 == 0 {
        #expect(view.frame == LayoutRect(x: x, y: Double(28 * i), width: 40, height: 20))
      }
      return window.engine.solverRowUpdates
    }
    // Rows rewritten by the first layout: linear is 4x for 4x the views,
    // and about what a stack that fills its width rewrites (quadratic was
    // 30 times that at 400 views, centred).
    let small = rowUpdates(100), large = rowUpdates(400)
    #expect(large < 5 * small, "100 views: \(small) row updates, 400 views: \(large)")
    let (filling, _) = Self.longStack(400)
    filling.layoutIfNeeded()
    let fill = filling.engine.solverRowUpdates
    #expect(large < 2 * fill, "400 views: \(large) row updates, \(fill) when the stack fills its width")
  }

  @Test("a long stack's frames: every view where the stack puts it, the stack around them")
  func framesOfALongStack() {
    let (window, stack) = Self.longStack(3_000)
    window.layoutIfNeeded()
    #expect(window.report.isClean)
    for (i, view) in stack.arrangedSubviews.enumerated() {
      #expect(view.frame == LayoutRect(x: 0, y: Double(28 * i), width: 375, height: 20))
      if view.frame.minY != Double(28 * i) { break }
    }
    #expect(stack.frame == LayoutRect(x: 0, y: 10, width: 375, height: Double(28 * 3_000 - 8)))
    // An edit in the middle moves the views after it, and only by the change.
    let middle = stack.arrangedSubviews[1_500]
    middle.intrinsicContentSize = IntrinsicSize(width: 40, height: 50)
    window.layoutIfNeeded()
    #expect(stack.arrangedSubviews[1_499].frame.minY == Double(28 * 1_499))
    #expect(middle.frame.height == 50)
    #expect(stack.arrangedSubviews[1_501].frame.minY == Double(28 * 1_501 + 30))
  }

  @Test("rows of stacks in a stack: positions measured from the view before agree with a tree laid out by anchors")
  func nestedStacksMatchAnchors() {
    func rows(stacks: Bool) -> [LayoutRect] {
      let window = LayoutWindow(size: LayoutSize(width: 320, height: 480))
      let column = LayoutStackView(name: "column")
      column.axis = .vertical
      column.spacing = 4
      var views: [LayoutView] = []
      var above: LayoutView?
      for i in 0..<30 {
        let icon = LayoutView(name: "icon\(i)"), label = LayoutView(name: "label\(i)")
        label.intrinsicContentSize = IntrinsicSize(width: 100, height: Double(10 + i % 7))
        label.setContentHuggingPriority(249, for: .horizontal)
        LayoutConstraint.activate([
          icon.widthAnchor.constraint(equalToConstant: 30), icon.heightAnchor.constraint(equalToConstant: 30),
        ])
        let row: LayoutView
        if stacks {
          let stack = LayoutStackView(name: "row\(i)")
          stack.alignment = .center
          stack.spacing = 8
          stack.addArrangedSubview(icon)
          stack.addArrangedSubview(label)
          column.addArrangedSubview(stack)
          row = stack
        } else {
          row = LayoutView(name: "row\(i)")
          window.addSubview(row)
          row.translatesAutoresizingMaskIntoConstraints = false
          for v in [icon, label] {
            row.addSubview(v)
            v.translatesAutoresizingMaskIntoConstraints = false
          }
          LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
            row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            row.topAnchor.constraint(equalTo: above.map(\.bottomAnchor) ?? window.topAnchor, constant: i == 0 ? 7 : 4),
            icon.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            icon.topAnchor.constraint(equalTo: row.topAnchor), icon.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
          ])
          above = row
        }
        views += [row, icon, label]
      }
      if stacks {
        window.addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
          column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
          column.trailingAnchor.constraint(equalTo: window.trailingAnchor),
          column.topAnchor.constraint(equalTo: window.topAnchor, constant: 7),
        ])
      }
      window.layoutIfNeeded()
      #expect(window.report.isClean)
      return views.map(\.frameInRoot)
    }
    let (a, b) = (rows(stacks: true), rows(stacks: false))
    #expect(a.count == b.count)
    for (x, y) in zip(a, b) {
      #expect(
        abs(x.minX - y.minX) + abs(x.minY - y.minY) + abs(x.width - y.width) + abs(x.height - y.height) < 1e-9,
        "\(x) vs \(y)")
    }
  }

  @Test("a stack that is not placed along its axis: every arranged view's position is reported ambiguous")
  func ambiguityFollowsTheAnchor() {
    let window = LayoutWindow(size: LayoutSize(width: 300, height: 300))
    let stack = LayoutStackView(name: "stack")
    stack.axis = .vertical
    for i in 0..<3 {
      let v = LayoutView(name: "v\(i)")
      v.intrinsicContentSize = IntrinsicSize(width: 10, height: 10)
      stack.addArrangedSubview(v)
    }
    window.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
    window.layoutIfNeeded()
    let ys = Set(window.report.ambiguous.filter { $0.attribute == "y" }.map(\.itemName))
    #expect(ys == ["stack", "v0", "v1", "v2"])
  }
}
