import LayoutTestSupport
import Testing

@testable import AutoLayout

/// Random operations on one window, each followed by the engine's
/// incremental update, checked against a fresh engine built from the same
/// state.
///
/// Every view is pinned by its own constraints (leading, top, width,
/// height) at low priorities that no other constraint shares, and every
/// other optional constraint gets a priority of its own: the optimum is
/// then unique (each level of priority is optimised in turn), so two
/// engines must agree wherever the report is clean. A required constraint
/// may conflict; which one breaks depends on history, so such states are
/// not compared.
@MainActor
final class Churn {
  var random: SeededGenerator
  let window = LayoutWindow(size: LayoutSize(width: 375, height: 667))
  /// Free pin slots (each gives a view its own six low priorities).
  var freeSlots = Array((0..<12).reversed())
  var slotOf: [ObjectIdentifier: Int] = [:]
  var views: [LayoutView] = []
  var extras: [LayoutConstraint] = []
  var usedPriorities: Set<Float> = []
  var serial = 0
  var compared = 0

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  func number(_ range: ClosedRange<Int>) -> Double { Double(int(range)) }

  func addView() {
    guard let slot = freeSlots.popLast() else { return }
    serial += 1
    let view = LayoutView(name: "v\(serial)")
    let parents = [window as LayoutView] + views
    let parent = parents[int(0...parents.count - 1)]
    parent.addSubview(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    slotOf[ObjectIdentifier(view)] = slot
    let base = Float(10 + slot * 16)
    if int(0...1) == 0 {
      view.intrinsicContentSize = IntrinsicSize(width: number(10...80), height: number(10...40))
    }
    view.setContentHuggingPriority(LayoutPriority(base + 4), for: .horizontal)
    view.setContentHuggingPriority(LayoutPriority(base + 5), for: .vertical)
    view.setContentCompressionResistancePriority(LayoutPriority(base + 6), for: .horizontal)
    view.setContentCompressionResistancePriority(LayoutPriority(base + 7), for: .vertical)
    let pins = [
      view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: number(0...40)),
      view.topAnchor.constraint(equalTo: parent.topAnchor, constant: number(0...40)),
      view.widthAnchor.constraint(equalToConstant: number(20...120)),
      view.heightAnchor.constraint(equalToConstant: number(20...80)),
    ]
    for (k, pin) in pins.enumerated() { pin.priority = LayoutPriority(base + Float(k)) }
    LayoutConstraint.activate(pins)
    views = window.subtree.filter { $0 !== window }
  }

  func removeView() {
    guard !views.isEmpty else { return }
    let view = views[int(0...views.count - 1)]
    view.removeFromSuperview()
    for gone in view.subtree {
      if let slot = slotOf.removeValue(forKey: ObjectIdentifier(gone)) { freeSlots.append(slot) }
    }
    views = window.subtree.filter { $0 !== window }
    forgetInactive()
  }

  func forgetInactive() {
    extras.removeAll { c in
      guard !c.isActive else { return false }
      usedPriorities.remove(c.priority.rawValue)
      return true
    }
  }

  func addExtra() {
    let items = [window as LayoutView] + views
    guard items.count >= 2 else { return }
    let a = items[int(1...items.count - 1)]
    let b = items[int(0...items.count - 1)]
    guard a !== b else { return }
    let xs: [LayoutAttribute] = [.leading, .trailing, .centerX, .leadingMargin, .trailingMargin]
    let ys: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin]
    let c: LayoutConstraint
    let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][int(0...2)]
    switch int(0...2) {
    case 0:
      c = LayoutConstraint(
        item: a, attribute: xs[int(0...xs.count - 1)], relatedBy: relation, toItem: b,
        attribute: xs[int(0...xs.count - 1)], constant: number(-30...30))
    case 1:
      c = LayoutConstraint(
        item: a, attribute: ys[int(0...ys.count - 1)], relatedBy: relation, toItem: b,
        attribute: ys[int(0...ys.count - 1)], constant: number(-30...30))
    default:
      let dimension: LayoutAttribute = int(0...1) == 0 ? .width : .height
      c = LayoutConstraint(
        item: a, attribute: dimension, relatedBy: relation, toItem: b, attribute: dimension,
        multiplier: [0.5, 1, 2][int(0...2)], constant: number(-10...10))
    }
    if int(0...4) > 0 {
      // An optional priority no other live constraint has (251…990).
      var p = Float(int(251...990))
      while usedPriorities.contains(p) || p == 750 { p = p >= 990 ? 251 : p + 1 }
      usedPriorities.insert(p)
      c.priority = LayoutPriority(p)
    }
    c.isActive = true
    extras.append(c)
  }

  func removeExtra() {
    guard !extras.isEmpty else { return }
    let c = extras.remove(at: int(0...extras.count - 1))
    usedPriorities.remove(c.priority.rawValue)
    c.isActive = false
  }

  func changeConstant() {
    guard !extras.isEmpty else { return }
    extras[int(0...extras.count - 1)].constant = number(-40...40)
  }

  func step() {
    switch int(0...99) {
    case 0..<14: addView()
    case 14..<20: removeView()
    case 20..<42: addExtra()
    case 42..<52: removeExtra()
    case 52..<72: changeConstant()
    case 72..<82:
      window.size = LayoutSize(width: number(200...900), height: number(300...1000))
    case 82..<92:
      if !views.isEmpty {
        views[int(0...views.count - 1)].intrinsicContentSize =
          IntrinsicSize(width: number(0...90), height: number(0...50))
      }
    default:
      if !views.isEmpty { views[int(0...views.count - 1)].isHidden.toggle() }
    }
  }

  /// Lays out, then (when the report is clean) builds a fresh engine for the
  /// same tree and returns the views whose frames differ.
  func layOutAndCompare() -> [String] {
    window.layoutIfNeeded()
    let report = window.report
    guard report.conflicts.isEmpty, report.ambiguous.isEmpty, report.errors.isEmpty else { return [] }
    let incremental = window.subtree.map(\.frame)
    let kept = window.engineStorage
    window.engineStorage = nil
    window.layoutIfNeeded()
    let fresh = window.subtree.map(\.frame)
    window.engineStorage = kept
    compared += 1
    var differing: [String] = []
    for (view, (a, b)) in zip(window.subtree, zip(incremental, fresh)) {
      let close =
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
      if !close { differing.append("\(view.name): incremental \(a), fresh \(b)") }
    }
    return differing
  }
}

@Suite("Churn")
@MainActor
struct ChurnTests {
  @Test("10,000 seeded random operations: after each layout the frames equal a fresh engine's")
  func churn() {
    let churn = Churn(seed: 20_261_122)
    var failures: [String] = []
    for i in 0..<10_000 {
      churn.step()
      guard i % 4 == 3 else { continue }
      let differing = churn.layOutAndCompare()
      if !differing.isEmpty && failures.count < 5 {
        failures.append("after operation \(i): " + differing.prefix(3).joined(separator: "; "))
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // Most states are comparable; a run that compares almost none proves
    // nothing.
    #expect(churn.compared > 1_000, "only \(churn.compared) clean states compared")
  }
}
