import LayoutTestSupport
import Testing

@testable import AutoLayout

/// One arranged view as the churn knows it, to build a twin from.
struct ChurnItem {
  let name: String
  let width: Double
  let height: Double
  /// Distinct per item, so that which view stretches or shrinks is never
  /// a tie: the layout is then unique and two engines must agree on it.
  let slot: Int
  var isHidden = false
}

/// Random stack operations on one stack in one window, each followed by a
/// layout pass and compared with a fresh stack built from the same state.
@MainActor
final class StackChurn {
  var random: SeededGenerator
  let window = LayoutWindow(size: LayoutSize(width: 600, height: 600))
  let stack = LayoutStackView(name: "stack")
  var items: [ChurnItem] = []
  var views: [String: LayoutView] = [:]
  var freeSlots = Array((0..<40).reversed())
  var serial = 0
  var compared = 0

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    window.addSubview(stack)
    StackChurn.pin(stack, in: window)
  }

  static func pin(_ stack: LayoutStackView, in window: LayoutWindow) {
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10).isActive = true
    stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true
  }

  func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  static func makeView(_ item: ChurnItem) -> LayoutView {
    let v = LayoutView(name: item.name)
    v.intrinsicContentSize = IntrinsicSize(width: item.width, height: item.height)
    for axis in [LayoutAxis.horizontal, .vertical] {
      v.setContentHuggingPriority(LayoutPriority(Float(200 + 2 * item.slot + (axis == .vertical ? 1 : 0))), for: axis)
      v.setContentCompressionResistancePriority(
        LayoutPriority(Float(700 + 2 * item.slot + (axis == .vertical ? 1 : 0))), for: axis)
    }
    v.isHidden = item.isHidden
    return v
  }

  func newItem() -> ChurnItem? {
    guard items.count < 10, let slot = freeSlots.popLast() else { return nil }
    serial += 1
    return ChurnItem(name: "v\(serial)", width: Double(int(2...12) * 5), height: Double(int(2...8) * 5), slot: slot)
  }

  func removeItem(at i: Int) {
    let item = items.remove(at: i)
    freeSlots.append(item.slot)
    guard let view = views.removeValue(forKey: item.name) else { return }
    if int(0...1) == 0 { stack.removeArrangedSubview(view) }
    view.removeFromSuperview()
  }

  /// One random operation; returns its name.
  @discardableResult
  func step() -> String {
    switch int(0...9) {
    case 0, 1:
      guard let item = newItem() else { return "add (full)" }
      let at = int(0...items.count)
      let view = StackChurn.makeView(item)
      views[item.name] = view
      items.insert(item, at: at)
      if at == items.count - 1 && int(0...1) == 0 {
        stack.addArrangedSubview(view)
      } else {
        stack.insertArrangedSubview(view, at: at)
      }
      return "insert \(item.name) at \(at)"
    case 2:
      guard !items.isEmpty else { return "remove (empty)" }
      let i = int(0...items.count - 1)
      removeItem(at: i)
      return "remove at \(i)"
    case 3, 4:
      guard !items.isEmpty else { return "hide (empty)" }
      let i = int(0...items.count - 1)
      items[i].isHidden.toggle()
      views[items[i].name]?.isHidden = items[i].isHidden
      return "hide \(items[i].name): \(items[i].isHidden)"
    case 5:
      guard items.count >= 2 else { return "move (short)" }
      let (from, to) = (int(0...items.count - 1), int(0...items.count - 1))
      let item = items.remove(at: from)
      items.insert(item, at: to)
      if let view = views[item.name] { stack.insertArrangedSubview(view, at: to) }
      return "move \(from) to \(to)"
    case 6:
      stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
      return "axis \(stack.axis)"
    case 7:
      let d = LayoutStackView.Distribution.allCases
      stack.distribution = d[int(0...d.count - 1)]
      return "distribution \(stack.distribution)"
    case 8:
      let a = LayoutStackView.Alignment.allCases
      stack.alignment = a[int(0...a.count - 1)]
      return "alignment \(stack.alignment)"
    default:
      stack.spacing = [0, 4, 10, LayoutStackView.spacingUseSystem][int(0...3)]
      return "spacing \(stack.spacing)"
    }
  }

  /// The frames of a fresh stack built from the same state, and whether
  /// its layout was clean (nothing broken, nothing ambiguous).
  func freshFrames() -> ([String: LayoutRect], Bool) {
    let window = LayoutWindow(size: self.window.size)
    let views = items.map(StackChurn.makeView)
    let stack = LayoutStackView(name: "stack", arrangedSubviews: views)
    stack.axis = self.stack.axis
    stack.distribution = self.stack.distribution
    stack.alignment = self.stack.alignment
    stack.spacing = self.stack.spacing
    window.addSubview(stack)
    StackChurn.pin(stack, in: window)
    window.layoutIfNeeded()
    var frames = ["stack": stack.frame]
    for v in views { frames[v.name] = v.frame }
    return (frames, window.report.isClean)
  }

  /// Lays out and compares with a fresh stack; returns a mismatch, if any.
  func check() -> String? {
    guard stack.matchesFullRecomputation() else { return "the constraints differ from a full recomputation" }
    window.layoutIfNeeded()
    let (fresh, clean) = freshFrames()
    guard clean && window.report.isClean else { return nil }
    compared += 1
    for (name, f) in fresh {
      guard let g = name == "stack" ? stack.frame : views[name]?.frame else { return "\(name) missing" }
      let close = [f.minX - g.minX, f.minY - g.minY, f.width - g.width, f.height - g.height].allSatisfy {
        abs($0) < 1e-6
      }
      if !close { return "\(name): \(g), a fresh stack gives \(f)" }
    }
    return nil
  }
}

@Suite("Stack churn: one change at a time")
@MainActor
struct StackChurnTests {
  @Test("2,000 seeded random stack operations: after each, the frames equal a fresh stack's", arguments: [1, 2])
  func churn(seed: UInt64) {
    let churn = StackChurn(seed: seed)
    var log: [String] = []
    for _ in 0..<1000 {
      log.append(churn.step())
      if let problem = churn.check() {
        Issue.record("\(problem) after: \(log.suffix(6).joined(separator: "; "))")
        return
      }
    }
    // Most states are unambiguous: the comparison really ran.
    #expect(churn.compared > 500, "only \(churn.compared) states compared")
  }

  @Test("appending, inserting, removing and hiding one view recompute O(1) constraints in a 2,000-view stack")
  func constantWorkPerChange() {
    let stack = LayoutStackView(name: "stack")
    stack.spacing = 8
    stack.alignment = .center
    var views: [LayoutView] = []
    for i in 0..<2000 {
      let v = LayoutView(name: "v\(i)")
      v.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
      views.append(v)
      stack.addArrangedSubview(v)
    }
    // About ten per append (the item's and the stack's own), not 2,000.
    #expect(stack.recomputedCount < 20 * 2000, "\(stack.recomputedCount)")
    #expect(stack.generatedConstraints.count >= 5 * 2000)
    for change in ["insert", "remove", "hide", "show", "custom spacing"] {
      let before = stack.recomputedCount
      switch change {
      case "insert": stack.insertArrangedSubview(LayoutView(name: "new"), at: 1000)
      case "remove": stack.removeArrangedSubview(views[500])
      case "hide": views[700].isHidden = true
      case "show": views[700].isHidden = false
      default: stack.setCustomSpacing(20, after: views[900])
      }
      #expect(stack.recomputedCount - before < 40, "\(change): \(stack.recomputedCount - before)")
    }
    #expect(stack.matchesFullRecomputation())
  }

  @Test("a property change keeps the constraints it does not govern: a new alignment keeps every gap")
  func propertyKeepsOthers() {
    let (window, stack, items) = simpleRow(4)
    let spacings = stack.generatedConstraints.filter { $0.identifier == "UISV-spacing" }
    stack.alignment = .center
    stack.spacing = 3
    let after = stack.generatedConstraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacings.count == 3 && zip(spacings, after).allSatisfy { $0 === $1 })
    window.layoutIfNeeded()
    expectFrame(items[3], 129, 0, 40, 20)
    #expect(stack.matchesFullRecomputation())
  }
}
