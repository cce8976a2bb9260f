/// Sums keyed by symbol number, for gathering a long row (`Tableau.longRow`):
/// a value and a stamp per symbol, so that starting a new row costs nothing
/// (the stamps of the last one simply stop matching) and reusing the slots
/// costs no allocation.
struct SymbolSums {
  var value: [Double] = []
  var stamp: [UInt32] = []
  var epoch: UInt32 = 0
  /// The symbols summed since `begin()`, each once, in the order first seen.
  var touched: [Int] = []

  /// Forgets the previous sums.
  mutating func begin() {
    touched.removeAll(keepingCapacity: true)
    epoch &+= 1
    if epoch == 0 {
      // After 2³² rows the stamps could match again: clear them once.
      for i in stamp.indices { stamp[i] = 0 }
      epoch = 1
    }
  }

  /// Calls `body` with each symbol summed since `begin()` and its sum, in
  /// increasing symbol order: by a pass over the slots between the
  /// smallest and the largest symbol when the symbols are that dense (a
  /// long row's usually are: a chain's views were added together), else
  /// by sorting them.
  mutating func inOrder(_ body: (Int, Double) -> Void) {
    guard let low = touched.min(), let high = touched.max() else { return }
    if high - low < 4 * touched.count {
      for id in low...high where stamp[id] == epoch { body(id, value[id]) }
    } else {
      touched.sort()
      for id in touched { body(id, value[id]) }
    }
  }

  /// Adds `c` to symbol `id`'s sum; the first addition sets it (so a sum
  /// is exactly what adding the parts in turn from the first gives).
  @inline(__always) mutating func add(_ id: Int, _ c: Double) {
    if id >= stamp.count {
      let n = Swift.max(id + 1, 2 * stamp.count)
      stamp.append(contentsOf: repeatElement(0, count: n - stamp.count))
      value.append(contentsOf: repeatElement(0, count: n - value.count))
    }
    if stamp[id] != epoch {
      stamp[id] = epoch
      value[id] = c
      touched.append(id)
    } else {
      value[id] += c
    }
  }
}
