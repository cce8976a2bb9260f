import LayoutTestSupport
import Testing

@testable import Cassowary

@Suite("Symbol order")
struct SymbolOrderTests {
  @Test("seeded: ordering by number by radix gives the order a comparison sort gives, at every length and range")
  func radixMatchesComparison() {
    var rng = SeededGenerator(seed: 11)
    let cases = [(0, 10), (5, 10), (1023, 5000), (1024, 1 << 11), (3000, 1 << 22), (5000, 1 << 30), (4096, 1)]
    for (count, range) in cases {
      // Distinct numbers, as a column's rows are, in a shuffled order.
      var seen = Set<Int>()
      var ids: [Int] = []
      while ids.count < min(count, range) {
        let id = Int.random(in: 0..<range, using: &rng)
        if seen.insert(id).inserted { ids.append(id) }
      }
      let symbols = ids.map(Symbol.init)
      #expect(symbols.orderByNumber().map { symbols[$0] } == symbols.sorted(), "\(count) below \(range)")
    }
  }
}
