extension Solver {
  /// What the local solve of a late marker's column keeps between calls:
  /// for every symbol the rows that hold it (kept while no constraint is
  /// added or removed), and a matching of rows to basic symbols (repaired
  /// when the basis changes).
  ///
  /// With the matching (row `i` solves for `pivotOf[i]`), the column
  /// `B⁻¹·e_j` is nonzero only on the pivots of the rows reachable from
  /// `j` (row `k` leads to every row that holds `pivotOf[k]`). So a
  /// constant change touches only what it can move: the rows reachable
  /// from `j`, solved block by block (strongly connected components, in
  /// dependency order), not the whole system.
  final class LocalIndex {
    // Unchecked: read and written in the loops below, from one place.
    /// The log shape the index was built for (see `indexKey`).
    @exclusivity(unchecked) var key: [Int] = []
    /// Symbols indexed (those that existed when it was built).
    @exclusivity(unchecked) var symbolCount = 0
    /// Per row: live and stored (not redundant).
    @exclusivity(unchecked) var active: [Bool] = []
    /// Rows holding symbol `s`: `colRows[colStart[s]..<colStart[s + 1]]`.
    @exclusivity(unchecked) var colStart: [Int] = []
    @exclusivity(unchecked) var colRows: [Int] = []
    /// Per row: its basic symbol, −1 for none; per symbol: its row.
    @exclusivity(unchecked) var pivotOf: [Int] = []
    @exclusivity(unchecked) var rowOf: [Int] = []
    /// The basis the matching is for (`Tableau.basisVersion`).
    @exclusivity(unchecked) var basisVersion = -1
    /// Live redundant equalities.
    @exclusivity(unchecked) var redundantRows: [Int] = []
    /// Scratch: a visit stamp per symbol for augmenting paths.
    @exclusivity(unchecked) var seen: [Int] = []
    @exclusivity(unchecked) var stamp = 0
    /// Scratch for `augment`, kept between calls: the path's rows with the
    /// next cell to try, and the symbol taken from each (two arrays made
    /// per call were most of a first edit's matching, which augments from
    /// tens of thousands of rows).
    @exclusivity(unchecked) var pathStack: [(row: Int, k: Int)] = []
    @exclusivity(unchecked) var pathVia: [Int] = []
    /// The last local solve's values by symbol, read densely: a value
    /// counts only where its stamp is the current tick (the dictionary the
    /// solve returns was hashed once per cell of every redundant row).
    @exclusivity(unchecked) var values: [Double] = []
    @exclusivity(unchecked) var valueStamp: [Int] = []
    @exclusivity(unchecked) var valueTick = 0

    /// Makes `z` the values `value(of:)` reads. `symbols` is the index's
    /// symbol count, fixed while the index stands (the solve's values are
    /// all on indexed symbols): sized by the tableau's count instead, the
    /// table grew by each late marker's dummy, and growing by one copied
    /// it whole — a second edit as slow as a first.
    func load(_ z: [Int: Double], symbols: Int) {
      if valueStamp.count < symbols {
        values.append(contentsOf: repeatElement(0, count: symbols - values.count))
        valueStamp.append(contentsOf: repeatElement(0, count: symbols - valueStamp.count))
      }
      valueTick += 1
      for (s, v) in z where s >= 0 && s < valueStamp.count {
        values[s] = v
        valueStamp[s] = valueTick
      }
    }

    /// The loaded value of symbol `s` (0 where the solve left none).
    @inline(__always) func value(of s: Int) -> Double {
      s >= 0 && s < valueStamp.count && valueStamp[s] == valueTick ? values[s] : 0
    }
    /// This solver's bound on a path and a block (`Solver.localLimit`
    /// unless a test lowers it to reach the global plan).
    var limit = Solver.localLimit
  }

  /// A bound on the rows one augmenting path may visit, and on a block
  /// solved densely; beyond them the global plan is used.
  static let localLimit = 4096

  /// This solver's bound for the local solve (``localLimit`` by default).
  /// A test hook, not API: 0 sends every late marker to the global plan,
  /// so the tests can check that plan on the systems the local solve
  /// otherwise takes.
  package var localMarkerLimit: Int {
    get { localIndex.limit }
    set {
      localIndex.limit = newValue
      localIndex.key = []
    }
  }

  /// A test hook, not API: the length of the local index's table of
  /// solved values, and how many symbols the index covers. The table is
  /// sized by the index, so late markers' dummies do not grow it.
  package var localValueTable: (length: Int, indexedSymbols: Int) {
    (localIndex.values.count, localIndex.symbolCount)
  }

  var indexKey: [Int] { [generation, logEpoch, log.count, lateMarkers.changes] }

  /// The column of `−B⁻¹·e_j` for the row of the record at `index` in
  /// `log`, by the local solve, and its values by symbol; nil when the
  /// index or the matching cannot be had here (the caller then uses the
  /// global plan).
  func localMarkerColumn(for index: Int) -> (column: [(row: Symbol, coefficient: Double)], z: [Int: Double])? {
    let t = storage
    return t.symbols.isBasic.withUnsafeBufferPointer {
      basic -> (column: [(row: Symbol, coefficient: Double)], z: [Int: Double])? in
      guard let x = readyIndex(basic, basisVersion: t.basisVersion) else { return nil }
      guard let z = localSolve(x, unit: index, basic) else { return nil }
      var column: [(row: Symbol, coefficient: Double)] = []
      for (s, v) in z.sorted(by: { $0.key < $1.key }) where v != 0 && !nearZero(v) { column.append((Symbol(s), -v)) }
      return (column, z)
    }
  }

  /// The index, built or repaired for the current log and basis.
  func readyIndex(_ basic: UnsafeBufferPointer<Bool>, basisVersion: Int) -> LocalIndex? {
    let x = localIndex
    if x.key != indexKey {
      guard buildIndex(x, basic) else {
        x.key = []
        return nil
      }
      x.key = indexKey
      x.basisVersion = basisVersion
      storage.logsBasis = true
      storage.basisLog.removeAll(keepingCapacity: true)
    } else if x.basisVersion != basisVersion {
      guard repairMatching(x, basic) else {
        x.key = []
        return nil
      }
      x.basisVersion = basisVersion
      storage.logsBasis = true
      storage.basisLog.removeAll(keepingCapacity: true)
    }
    return x
  }

  /// Builds the column lists over every symbol and a matching (the global
  /// plan's pivots; the core's rows matched by augmenting paths).
  func buildIndex(_ x: LocalIndex, _ basic: UnsafeBufferPointer<Bool>) -> Bool {
    let m = lateMarkers
    guard !m.unreadable, m.start.count == log.count + 1 else { return false }
    let count = basic.count
    x.symbolCount = count
    (x.active, x.redundantRows) = logActivity()
    let (colStart, colRows) = columnLists(x.active, symbols: count, basicOnly: nil)
    (x.colStart, x.colRows) = (colStart, colRows)
    return matchSubjects(x, basic)
  }

  /// The first matching: each row with the symbol its insertion made
  /// basic, where that symbol is still basic and in the row (a later
  /// claim wins); the other rows by augmenting paths.
  func matchSubjects(_ x: LocalIndex, _ basic: UnsafeBufferPointer<Bool>) -> Bool {
    let m = lateMarkers
    let count = x.symbolCount
    var pivotOf = [Int](repeating: -1, count: log.count)
    var rowOf = [Int](repeating: -1, count: count)
    x.seen = [Int](repeating: 0, count: count)
    var loose: [Int] = []
    let (active, subject, start, cells) = (x.active, m.subject, m.start, m.cellSymbol)
    for i in active.indices where active[i] {
      let s = i < subject.count ? subject[i] : -1
      guard s >= 0, s < count, basic[s], cells[start[i]..<start[i + 1]].contains(s) else {
        loose.append(i)
        continue
      }
      if rowOf[s] >= 0 {
        loose.append(rowOf[s])
        pivotOf[rowOf[s]] = -1
      }
      (pivotOf[i], rowOf[s]) = (s, i)
    }
    (x.pivotOf, x.rowOf) = (pivotOf, rowOf)
    for i in loose where x.pivotOf[i] < 0 && !augment(x, from: i, basic) { return false }
    return true
  }

  /// Unmatches the rows whose symbol left the basis and matches them again
  /// by augmenting paths; false if a new symbol entered the basis (not
  /// indexed) or a path was not found within `localLimit`.
  func repairMatching(_ x: LocalIndex, _ basic: UnsafeBufferPointer<Bool>) -> Bool {
    // The symbols the tableau logged since the index was last ready; every
    // symbol when the log was not kept (or grew past their number).
    guard basic.count >= x.symbolCount else { return false }
    let logged = storage.logsBasis && storage.basisLog.count < x.symbolCount
    var loose: [Int] = []
    func check(_ s: Int) -> Bool {
      guard s < x.symbolCount else { return s >= basic.count || !basic[s] }
      if x.rowOf[s] >= 0 && !basic[s] {
        loose.append(x.rowOf[s])
        x.pivotOf[x.rowOf[s]] = -1
        x.rowOf[s] = -1
      }
      return true
    }
    if logged {
      for s in storage.basisLog where !check(s) { return false }
    } else {
      for s in x.symbolCount..<basic.count where basic[s] { return false }
      for s in 0..<x.symbolCount where !check(s) { return false }
    }
    for i in loose where !augment(x, from: i, basic) { return false }
    return true
  }

  /// Finds an alternating path from the unmatched row `row` to an
  /// unmatched basic symbol and flips it.
  func augment(_ x: LocalIndex, from row: Int, _ basic: UnsafeBufferPointer<Bool>) -> Bool {
    x.stamp += 1
    let m = lateMarkers
    var visited = 0
    // Depth-first, explicit stack: (row, next cell to try), and the
    // symbol taken from each row on the stack; both are the index's
    // scratch, handed back on return.
    var stack = x.pathStack
    var via = x.pathVia
    (x.pathStack, x.pathVia) = ([], [])
    stack.removeAll(keepingCapacity: true)
    via.removeAll(keepingCapacity: true)
    defer { (x.pathStack, x.pathVia) = (stack, via) }
    stack.append((row, m.start[row]))
    while let top = stack.last {
      var k = top.k
      let end = m.start[top.row + 1]
      var advanced = false
      while k < end {
        let s = m.cellSymbol[k]
        k += 1
        guard s >= 0, s < x.symbolCount, basic[s], x.seen[s] != x.stamp else { continue }
        x.seen[s] = x.stamp
        stack[stack.count - 1].k = k
        if x.rowOf[s] < 0 {
          // Flip the path: each row on the stack takes the symbol after it.
          via.append(s)
          for j in via.indices {
            x.pivotOf[stack[j].row] = via[j]
            x.rowOf[via[j]] = stack[j].row
          }
          return true
        }
        visited += 1
        guard visited < x.limit else { return false }
        via.append(s)
        stack.append((x.rowOf[s], m.start[x.rowOf[s]]))
        advanced = true
        break
      }
      if !advanced {
        stack.removeLast()
        if !via.isEmpty { via.removeLast() }
      }
    }
    return false
  }
}

extension Solver {
  /// The rows reachable from `unit` (row `k` leads to each row holding
  /// `pivotOf[k]`), as strongly connected components, each after every
  /// component it depends on; nil beyond `localLimit` rows in a block.
  func reachableBlocks(_ x: LocalIndex, from unit: Int) -> [[Int]]? {
    // Iterative Tarjan: a component is complete after all the components
    // reachable from it, so the list is reversed at the end.
    var index: [Int: Int] = [:]
    var low: [Int: Int] = [:]
    var onStack: Set<Int> = []
    var stack: [Int] = []
    var blocks: [[Int]] = []
    var work: [(row: Int, next: Int)] = []
    func open(_ r: Int) {
      index[r] = index.count
      low[r] = index[r]
      stack.append(r)
      onStack.insert(r)
      work.append((r, x.colStart[x.pivotOf[r]]))
    }
    guard x.pivotOf[unit] >= 0 else { return nil }
    open(unit)
    while let (r, next) = work.last {
      let p = x.pivotOf[r]
      let end = x.colStart[p + 1]
      var k = next
      var descended = false
      while k < end {
        let s = x.colRows[k]
        k += 1
        guard s != r else { continue }
        if index[s] == nil {
          guard x.pivotOf[s] >= 0 else { return nil }
          work[work.count - 1].next = k
          open(s)
          descended = true
          break
        } else if onStack.contains(s), let i = index[s], i < low[r]! {
          low[r] = i
        }
      }
      if descended { continue }
      work.removeLast()
      if let parent = work.last, let l = low[r], l < low[parent.row]! { low[parent.row] = l }
      guard low[r] == index[r] else { continue }
      var block: [Int] = []
      while let top = stack.popLast() {
        onStack.remove(top)
        block.append(top)
        if top == r { break }
      }
      guard block.count <= x.limit else { return nil }
      blocks.append(block)
    }
    return blocks.reversed()
  }

  /// Solves `B·z = e_unit` on the rows reachable from `unit` (every other
  /// basic symbol is 0 in `z`); nil when a block is singular or too large.
  func localSolve(_ x: LocalIndex, unit: Int, _ basic: UnsafeBufferPointer<Bool>) -> [Int: Double]? {
    guard let blocks = reachableBlocks(x, from: unit) else { return nil }
    let m = lateMarkers
    var z: [Int: Double] = [:]
    for block in blocks {
      if block.count == 1 {
        let i = block[0]
        let p = x.pivotOf[i]
        var (sum, a) = (i == unit ? 1.0 : 0.0, 0.0)
        for k in m.start[i]..<m.start[i + 1] {
          let s = m.cellSymbol[k]
          if s == p { a += m.cellCoefficient[k] } else if s >= 0, let v = z[s] { sum -= m.cellCoefficient[k] * v }
        }
        guard a != 0, !nearZero(a) else { return nil }
        z[p] = sum / a
        continue
      }
      let n = block.count
      var position: [Int: Int] = [:]
      for (j, i) in block.enumerated() { position[x.pivotOf[i]] = j }
      var a = [Double](repeating: 0, count: n * (n + 1))
      for (r, i) in block.enumerated() {
        a[r * (n + 1) + n] = i == unit ? 1 : 0
        for k in m.start[i]..<m.start[i + 1] where m.cellSymbol[k] >= 0 {
          let s = m.cellSymbol[k]
          if let j = position[s] {
            a[r * (n + 1) + j] += m.cellCoefficient[k]
          } else if let v = z[s] {
            a[r * (n + 1) + n] -= m.cellCoefficient[k] * v
          }
        }
      }
      guard let solution = gaussianSolve(&a, n) else { return nil }
      for (j, i) in block.enumerated() { z[x.pivotOf[i]] = solution[j] }
    }
    guard z.values.allSatisfy({ $0.isFinite }) else { return nil }
    return z
  }
}
