import LayoutTestSupport
import Testing

@testable import AutoLayout

/// The order a rebuild feeds the solver: by activation serial, ties in
/// tree order. A counting pass does it in linear time when the serials are
/// dense (`LayoutEngine.countingOrder`); these check it against the
/// comparison sort it replaces, and the engine's order on a real tree.
@Suite("Activation order")
struct ActivationOrderTests {
  /// The order the comparison sort gives: by serial, then by index.
  static func sortedOrder(_ keys: [(serial: UInt64, index: Int)]) -> [Int] {
    keys.sorted { ($0.serial, $0.index) < ($1.serial, $1.index) }.map(\.index)
  }

  @Test("counting gives the comparison sort's order, ties included")
  func countingMatchesSort() throws {
    var random = SeededGenerator(seed: 31)
    for round in 0..<200 {
      let count = Int.random(in: 1...300, using: &random)
      // Serials from several subtrees numbered from their own start, so
      // that many repeat (the case after a build from parts).
      let base = UInt64.random(in: 0...1_000, using: &random)
      let span = UInt64(Int.random(in: 1...(2 * count), using: &random))
      let keys = (0..<count).map { i in (serial: base + UInt64.random(in: 0..<span, using: &random), index: i) }
      let order = try #require(LayoutEngine.countingOrder(keys), "round \(round): dense serials are counted")
      #expect(order == Self.sortedOrder(keys), "round \(round)")
    }
  }

  @Test("serials spread far apart are left to the comparison sort")
  func spreadSerialsFallBack() {
    let keys: [(serial: UInt64, index: Int)] = [(5_000_000, 0), (3, 1), (70, 2)]
    #expect(LayoutEngine.countingOrder(keys) == nil)
    let dense: [(serial: UInt64, index: Int)] = [(9, 0), (3, 1), (9, 2), (4, 3)]
    #expect(LayoutEngine.countingOrder(dense) == [1, 3, 0, 2])
  }

  @Test("a tree built from separately built subtrees feeds its constraints by serial, then tree order")
  func treeFromParts() {
    let window = LayoutWindow(size: LayoutSize(width: 200, height: 400))
    var rows: [LayoutView] = []
    for i in 0..<6 {
      // Each row gets its constraints while alone, so its serials start
      // again from one: the serials of different rows tie.
      let row = LayoutView(name: "row\(i)")
      let icon = LayoutView(name: "icon\(i)")
      row.addSubview(icon)
      icon.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        icon.widthAnchor.constraint(equalToConstant: 20), icon.heightAnchor.constraint(equalToConstant: 20),
        icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 4),
        icon.topAnchor.constraint(equalTo: row.topAnchor, constant: 2),
      ])
      rows.append(row)
    }
    var above: LayoutView?
    for row in rows {
      window.addSubview(row)
      row.translatesAutoresizingMaskIntoConstraints = false
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        row.heightAnchor.constraint(equalToConstant: 24),
        row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? window.topAnchor),
      ])
      above = row
    }
    let tree = window.subtree
    let inTreeOrder = tree.flatMap(\.constraints)
    let keys = inTreeOrder.enumerated().map { (serial: $0.element.activationSerial, index: $0.offset) }
    let expected = Self.sortedOrder(keys).map { inTreeOrder[$0] }
    let order = window.engine.activationOrder(tree)
    #expect(order.count == expected.count)
    #expect(zip(order, expected).allSatisfy { $0 === $1 })
    window.layoutIfNeeded()
    #expect(window.report.isClean)
    for (i, row) in rows.enumerated() {
      expectFrame(row, 0, Double(24 * i), 200, 24)
      expectFrame(row.subviews[0], 4, 2, 20, 20)
    }
  }
}
