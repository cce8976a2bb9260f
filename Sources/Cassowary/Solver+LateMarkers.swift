extension Solver {
  /// What late markers keep between calls: the constraints' original rows
  /// (each record's variables and markers as symbol numbers, in `log`
  /// order) and the order in which the current basis solves them.
  ///
  /// A required equality is added without a marker (a dummy column costs
  /// O(n²) cells on chains). The first change of its constant needs the
  /// column that marker would have had. With `B` the basis (the original
  /// rows' coefficients of the basic symbols), that column is `−B⁻¹·e_j`
  /// for the constraint's row `j`: how every basic symbol moves when that
  /// one constraint's constant moves and every parametric symbol stays.
  /// Layout systems are nearly triangular, so `B·z = e_j` is solved by
  /// peeling: rows with one unknown left first (`head`), then unknowns
  /// left in one row (`tail`, solved last), and a small dense `core` for
  /// what neither reaches (equal widths, centring).
  final class LateMarkers {
    /// Row `i` (the record at `log[i]`) is `cellSymbol[start[i]..<start[i + 1]]`
    /// (symbol numbers) with `cellCoefficient`: its variables, then its
    /// markers. A required equality added without a marker has a slot
    /// for one (symbol −1, coefficient 1) that a late marker fills.
    // Unchecked: appended to for every constraint added, from one place.
    @exclusivity(unchecked) var start: [Int] = [0]
    @exclusivity(unchecked) var cellSymbol: [Int] = []
    @exclusivity(unchecked) var cellCoefficient: [Double] = []
    /// Per row: the symbol its insertion made basic (−1 for none), where
    /// the local solve's matching starts.
    @exclusivity(unchecked) var subject: [Int] = []
    /// Set when a row could not be read (the symbols resolved for a
    /// record did not match its terms); late markers are then off until
    /// the next rebuild.
    var unreadable = false
    /// Bumped by each removal or change of a record's redundancy (the
    /// rows to solve change).
    var changes = 0
    var planKey: [Int] = []
    var plan: Plan?

    /// The rows, in an order that solves `B·z = e_j` for any `j`.
    struct Plan {
      /// Rows solved first, in order, each for `pivot[row]`.
      var head: [Int] = []
      /// Rows solved last, in reverse order, each for `pivot[row]`.
      var tail: [Int] = []
      /// Per row: the basic symbol it is solved for, −1 for none.
      var pivot: [Int] = []
      /// The rows and unknowns neither peel reached, solved together.
      var coreRows: [Int] = []
      var coreUnknowns: [Int] = []
      /// Live redundant equalities (implied by the others, stored nowhere).
      var redundantRows: [Int] = []
    }

    /// A core larger than this is not solved densely (the solver then
    /// rebuilds with markers, as before late markers).
    static let coreLimit = 400

    /// Appends a record's row: `terms` (its expression's), `tag` (its
    /// markers) and `symbols`, those the tableau resolved for the terms, in
    /// order. Called for every constraint added, so kept to appends.
    func append(_ terms: UnsafeBufferPointer<Term>, _ tag: Tableau.Tag, symbols: UnsafeBufferPointer<Symbol>) {
      var n = 0
      // Through a buffer: only the coefficients are read, so the terms'
      // variables are not retained one by one.
      for i in terms.indices {
        let a = terms[i].coefficient
        guard !nearZero(a) else { continue }
        guard n < symbols.count else {
          n = -1
          break
        }
        cellSymbol.append(symbols[n].id)
        cellCoefficient.append(a)
        n += 1
      }
      if n != symbols.count { unreadable = true }
      cellSymbol.append(tag.marker?.id ?? -1)
      cellCoefficient.append(tag.marker == nil ? 1 : tag.markerSign)
      if let other = tag.other {
        cellSymbol.append(other.id)
        cellCoefficient.append(-tag.markerSign)
      }
      start.append(cellSymbol.count)
    }

    /// Makes room for `count` more rows.
    func reserve(_ count: Int) {
      start.reserveCapacity(start.count + count)
      subject.reserveCapacity(subject.count + count)
      cellSymbol.reserveCapacity(cellSymbol.count + 4 * count)
      cellCoefficient.reserveCapacity(cellCoefficient.count + 4 * count)
    }

    /// Fills row `i`'s marker slot with `marker` (coefficient 1).
    func fillSlot(_ i: Int, with marker: Symbol) {
      for k in start[i]..<start[i + 1] where cellSymbol[k] == -1 { cellSymbol[k] = marker.id }
    }

    /// Keeps the rows of the records in `keep`, in order.
    func compact(keeping keep: [Bool]) {
      var (s, symbols, coefficients) = ([0], [Int](), [Double]())
      subject = keep.indices.filter { keep[$0] }.map { subject[$0] }
      for i in keep.indices where keep[i] {
        symbols += cellSymbol[start[i]..<start[i + 1]]
        coefficients += cellCoefficient[start[i]..<start[i + 1]]
        s.append(symbols.count)
      }
      (start, cellSymbol, cellCoefficient) = (s, symbols, coefficients)
      changes += 1
    }

    func removeAll() {
      (start, cellSymbol, cellCoefficient, subject, unreadable) = ([0], [], [], [], false)
      (plan, planKey, changes) = (nil, [], changes + 1)
    }
  }

  /// Notes that the record at `index` in `log` left the solver; compacts
  /// the log once removed records are as many as live ones (positions in
  /// `log` change then).
  func forget(_ index: Int) {
    guard log[index].live else { return }
    log[index].live = false
    if log[index].redundant { liveRedundant -= 1 }
    deadInLog += 1
    lateMarkers.changes += 1
    guard deadInLog > 64 && 2 * deadInLog > log.count else { return }
    lateMarkers.compact(keeping: log.map(\.live))
    log.removeAll { !$0.live }
    reindexLog()
    deadInLog = 0
    logEpoch += 1
  }

  /// Gives the record at `index` in `log` (a required equality added
  /// without a marker) its dummy marker now, with the column it would have
  /// had from the start. False when that cannot be worked out here (a
  /// redundant equality, a large dense core): the caller then rebuilds.
  func giveLateMarker(_ index: Int) -> Bool {
    let record = log[index]
    guard record.live, !record.redundant, record.tag.marker == nil else { return false }
    let column: [(row: Symbol, coefficient: Double)]
    let z: (Int) -> Double
    let redundantRows: [Int]
    if let local = localMarkerColumn(for: index) {
      let x = localIndex
      // The values are read only for redundant equalities below; without
      // any, the table (two arrays the index's size, fresh pages on the
      // first edit of a large layout) is not made at all.
      if !x.redundantRows.isEmpty { x.load(local.z, symbols: x.symbolCount) }
      (column, z, redundantRows) = (local.column, { x.value(of: $0) }, x.redundantRows)
      localMarkerColumns += 1
    } else {
      guard let (c, values) = markerColumn(for: index), let plan = lateMarkers.plan else { return false }
      (column, z, redundantRows) = (c, { values[$0] }, plan.redundantRows)
      globalMarkerColumns += 1
    }
    let d = tableau.installDummy(column: column)
    log[index].tag = Tableau.Tag(marker: d, other: nil, markerSign: 1)
    lateMarkers.fillSlot(index, with: d)
    // A redundant equality is a combination of the stored rows; if that
    // combination takes in this one, changing this constant breaks it.
    // It gets a basic dummy row over `d`, so such a change is refused.
    let m = lateMarkers
    for r in redundantRows {
      let other = log[r]
      guard other.live, other.redundant, other.tag.marker == nil else { continue }
      var weight = 0.0
      for k in m.start[r]..<m.start[r + 1] where m.cellSymbol[k] >= 0 {
        weight += m.cellCoefficient[k] * z(m.cellSymbol[k])
      }
      guard !nearZero(weight) else { continue }
      let dr = tableau.installRedundantRow(dependingOn: d, weight: weight)
      log[r].tag = Tableau.Tag(marker: dr, other: nil, markerSign: 1)
      log[r].redundant = false
      liveRedundant -= 1
      m.fillSlot(r, with: dr)
      m.changes += 1
    }
    return true
  }

  /// The column a dummy marker (coefficient +1) in the row of the record
  /// at `index` in `log` would have: `−z` for `B·z = e_j`, on the basic
  /// symbols where it is not 0.
  func markerColumn(for index: Int) -> (column: [(row: Symbol, coefficient: Double)], z: [Double])? {
    guard !lateMarkers.unreadable, lateMarkers.start.count == log.count + 1 else { return nil }
    let t = storage
    let key = [generation, logEpoch, log.count, lateMarkers.changes, t.basisVersion]
    if lateMarkers.planKey != key {
      lateMarkers.plan = makePlan(t)
      lateMarkers.planKey = key
    }
    guard let plan = lateMarkers.plan, let z = solve(plan, unit: index, symbolCount: t.symbols.count)
    else { return nil }
    var column: [(row: Symbol, coefficient: Double)] = []
    for s in 0..<z.count where z[s] != 0 && !nearZero(z[s]) && t.symbols.isBasic[Symbol(s)] {
      column.append((Symbol(s), -z[s]))
    }
    return (column, z)
  }
}

extension Solver {
  /// Whether each row takes part (live, stored), and for each basic
  /// symbol the rows that hold it: `colRows[colStart[s]..<colStart[s + 1]]`.
  func activeRows(_ basic: UnsafeBufferPointer<Bool>) -> (active: [Bool], colStart: [Int], colRows: [Int]) {
    let active = logActivity().active
    let (colStart, colRows) = columnLists(active, symbols: basic.count, basicOnly: basic)
    return (active, colStart, colRows)
  }

  /// Which rows of `log` take part (live and stored), and the live
  /// redundant ones. With nothing removed and nothing redundant (the
  /// usual case) the answer needs no pass over the records, each of which
  /// is a cache miss in a large system.
  func logActivity() -> (active: [Bool], redundant: [Int]) {
    if deadInLog == 0 && liveRedundant == 0 {
      // The counts are kept where records die and turn redundant; debug
      // builds (the tests) check them against the records.
      assert(log.allSatisfy { $0.live && !$0.redundant }, "deadInLog or liveRedundant out of step")
      return ([Bool](repeating: true, count: log.count), [])
    }
    var active = [Bool](repeating: false, count: log.count)
    var redundant: [Int] = []
    for (i, r) in log.enumerated() where r.live {
      if r.redundant { redundant.append(i) } else { active[i] = true }
    }
    return (active, redundant)
  }

  /// For each symbol below `symbols` (the basic ones only, when `basicOnly`
  /// is given), the active rows that hold it:
  /// `colRows[colStart[s]..<colStart[s + 1]]`, from the recorded rows.
  func columnLists(_ active: [Bool], symbols count: Int, basicOnly: UnsafeBufferPointer<Bool>?) -> (
    colStart: [Int], colRows: [Int]
  ) {
    let m = lateMarkers
    // Counting sort in place: counts go two slots ahead, the prefix sums
    // leave `colStart[s + 1]` at the start of `s`'s range, and filling
    // moves it to the range's end, which is the next range's start. No
    // second array of cursors, and the rows are written once (the large
    // arrays of a first edit were fresh pages, much of its time).
    var colStart = [Int](repeating: 0, count: count + 2)
    var colRows: [Int] = []
    // Every cell is read twice (count, then fill): raw buffers throughout,
    // and the test of a cell made once per row's kind of list, not through
    // an optional per cell (a first edit reads a million cells here).
    m.start.withUnsafeBufferPointer { start in
      m.cellSymbol.withUnsafeBufferPointer { cells in
        active.withUnsafeBufferPointer { active in
          colStart.withUnsafeMutableBufferPointer { colStart in
            let basic = basicOnly ?? UnsafeBufferPointer(start: nil, count: 0)
            let filtered = basicOnly != nil
            @inline(__always) func kept(_ s: Int) -> Bool { s >= 0 && s < count && (!filtered || basic[s]) }
            for i in 0..<active.count where active[i] {
              for k in start[i]..<start[i + 1] {
                let s = cells[k]
                if kept(s) { colStart[s + 2] += 1 }
              }
            }
            for s in 0..<count { colStart[s + 2] += colStart[s + 1] }
            let total = colStart[count + 1]
            colRows = [Int](unsafeUninitializedCapacity: total) { colRows, initialized in
              for i in 0..<active.count where active[i] {
                for k in start[i]..<start[i + 1] {
                  let s = cells[k]
                  guard kept(s) else { continue }
                  colRows[colStart[s + 1]] = i
                  colStart[s + 1] += 1
                }
              }
              initialized = total
            }
          }
        }
      }
    }
    colStart.removeLast()
    return (colStart, colRows)
  }

  /// Orders the rows for `solve`; nil when the rows and the basis do not
  /// match (a singular basis, or a core beyond `coreLimit`).
  func makePlan(_ t: Tableau) -> LateMarkers.Plan? {
    t.symbols.isBasic.withUnsafeBufferPointer { basic in
      let (active, colStart, colRows) = activeRows(basic)
      let basicCount = basic.reduce(0) { $0 + ($1 ? 1 : 0) }
      guard active.reduce(0, { $0 + ($1 ? 1 : 0) }) == basicCount else { return nil }
      var plan = LateMarkers.Plan()
      plan.pivot = [Int](repeating: -1, count: log.count)
      // 0: unsolved, 1: solved by the head, 2: by the tail.
      var state = [UInt8](repeating: 0, count: basic.count)
      var assigned = [Bool](repeating: false, count: log.count)
      guard peelHead(&plan, basic, active, &assigned, &state, colStart, colRows),
        peelTail(&plan, basic, active, &assigned, &state, colStart, colRows)
      else { return nil }
      return plan
    }
  }

  /// The head: a row with one unsolved basic symbol left solves for it.
  func peelHead(
    _ plan: inout LateMarkers.Plan, _ basic: UnsafeBufferPointer<Bool>, _ active: [Bool],
    _ assigned: inout [Bool], _ state: inout [UInt8], _ colStart: [Int], _ colRows: [Int]
  ) -> Bool {
    // Raw buffers: this loop visits every cell of every row.
    let (start, cells) = (lateMarkers.start, lateMarkers.cellSymbol)
    var left = [Int](repeating: 0, count: log.count)
    var queue: [Int] = []
    var head: [Int] = []
    var pivot = plan.pivot
    let ok = start.withUnsafeBufferPointer { start in
      cells.withUnsafeBufferPointer { cells in
        colStart.withUnsafeBufferPointer { colStart in
          colRows.withUnsafeBufferPointer { colRows in
            left.withUnsafeMutableBufferPointer { left in
              assigned.withUnsafeMutableBufferPointer { assigned in
                state.withUnsafeMutableBufferPointer { state in
                  for i in active.indices where active[i] {
                    for k in start[i]..<start[i + 1] where cells[k] >= 0 && basic[cells[k]] { left[i] += 1 }
                    if left[i] == 1 { queue.append(i) }
                  }
                  var q = 0
                  while q < queue.count {
                    let i = queue[q]
                    q += 1
                    guard !assigned[i], left[i] == 1 else { continue }
                    var found = -1
                    for k in start[i]..<start[i + 1] {
                      let c = cells[k]
                      if c >= 0 && basic[c] && state[c] == 0 { found = c }
                    }
                    guard found >= 0 else { return false }
                    (assigned[i], pivot[i], state[found]) = (true, found, 1)
                    head.append(i)
                    for j in colStart[found]..<colStart[found + 1] {
                      let r = colRows[j]
                      guard !assigned[r] else { continue }
                      left[r] -= 1
                      if left[r] == 1 { queue.append(r) }
                    }
                  }
                  return true
                }
              }
            }
          }
        }
      }
    }
    (plan.head, plan.pivot) = (head, pivot)
    return ok
  }

  /// The tail (an unknown left in one row is solved by it, last) and the
  /// core (what is left); false when they do not match.
  func peelTail(
    _ plan: inout LateMarkers.Plan, _ basic: UnsafeBufferPointer<Bool>, _ active: [Bool],
    _ assigned: inout [Bool], _ state: inout [UInt8], _ colStart: [Int], _ colRows: [Int]
  ) -> Bool {
    let (start, cells) = (lateMarkers.start, lateMarkers.cellSymbol)
    var uses = [Int](repeating: 0, count: basic.count)
    var queue: [Int] = []
    for s in 0..<basic.count where basic[s] && state[s] == 0 {
      for r in colRows[colStart[s]..<colStart[s + 1]] where !assigned[r] { uses[s] += 1 }
      if uses[s] == 0 { return false }
      if uses[s] == 1 { queue.append(s) }
    }
    var q = 0
    while q < queue.count {
      let s = queue[q]
      q += 1
      guard state[s] == 0, uses[s] == 1,
        let i = colRows[colStart[s]..<colStart[s + 1]].first(where: { !assigned[$0] })
      else { continue }
      (assigned[i], plan.pivot[i], state[s]) = (true, s, 2)
      plan.tail.append(i)
      for k in start[i]..<start[i + 1] {
        let c = cells[k]
        guard c != s, c >= 0, basic[c], state[c] == 0 else { continue }
        uses[c] -= 1
        if uses[c] == 0 { return false }
        if uses[c] == 1 { queue.append(c) }
      }
    }
    plan.coreRows = log.indices.filter { active[$0] && !assigned[$0] }
    plan.redundantRows = logActivity().redundant
    plan.coreUnknowns = (0..<basic.count).filter { basic[$0] && state[$0] == 0 }
    return plan.coreRows.count == plan.coreUnknowns.count && plan.coreRows.count <= LateMarkers.coreLimit
  }

  /// Solves `B·z = e_unit` by `plan`; nil if the result does not check
  /// (a singular core) or is not finite.
  func solve(_ plan: LateMarkers.Plan, unit: Int, symbolCount: Int) -> [Double]? {
    let m = lateMarkers
    var z = [Double](repeating: 0, count: symbolCount)
    let solved = m.start.withUnsafeBufferPointer { start in
      m.cellSymbol.withUnsafeBufferPointer { cells in
        m.cellCoefficient.withUnsafeBufferPointer { coefficients in
          z.withUnsafeMutableBufferPointer { z in
            /// Row `i` solved for its pivot, the others known (a marker
            /// slot, −1, holds nothing yet).
            func solveRow(_ i: Int) {
              let p = plan.pivot[i]
              var sum = i == unit ? 1.0 : 0.0
              var a = 0.0
              for k in start[i]..<start[i + 1] {
                let s = cells[k]
                if s == p { a = coefficients[k] } else if s >= 0 { sum -= coefficients[k] * z[s] }
              }
              z[p] = sum / a
            }
            for i in plan.head { solveRow(i) }
            if !plan.coreRows.isEmpty {
              guard solveCore(plan, unit: unit, z) else { return false }
            }
            for i in plan.tail.reversed() { solveRow(i) }
            var check = 0.0
            for k in start[unit]..<start[unit + 1] where cells[k] >= 0 { check += coefficients[k] * z[cells[k]] }
            return abs(check - 1) < 1e-6
          }
        }
      }
    }
    guard solved, z.allSatisfy({ $0.isFinite }) else { return nil }
    return z
  }

  /// The core's rows and unknowns solved densely (Gaussian elimination,
  /// largest pivot first, lowest row on ties), the head's values known.
  func solveCore(_ plan: LateMarkers.Plan, unit: Int, _ z: UnsafeMutableBufferPointer<Double>) -> Bool {
    let (start, cells, coefficients) = (lateMarkers.start, lateMarkers.cellSymbol, lateMarkers.cellCoefficient)
    let n = plan.coreRows.count
    var position: [Int: Int] = [:]
    for (j, s) in plan.coreUnknowns.enumerated() { position[s] = j }
    var a = [Double](repeating: 0, count: n * (n + 1))
    for (r, i) in plan.coreRows.enumerated() {
      a[r * (n + 1) + n] = i == unit ? 1 : 0
      for k in start[i]..<start[i + 1] where cells[k] >= 0 {
        let s = cells[k]
        if let j = position[s] {
          a[r * (n + 1) + j] += coefficients[k]
        } else {
          a[r * (n + 1) + n] -= coefficients[k] * z[s]
        }
      }
    }
    guard let x = gaussianSolve(&a, n) else { return false }
    for (j, s) in plan.coreUnknowns.enumerated() { z[s] = x[j] }
    return true
  }
}

/// Solves the `n × n` system in `a` (row-major, each row followed by its
/// right-hand side) by Gaussian elimination with partial pivoting (the
/// lowest row on ties); nil if it is singular.
func gaussianSolve(_ a: inout [Double], _ n: Int) -> [Double]? {
  let w = n + 1
  for col in 0..<n {
    var best = col
    for r in col..<n where abs(a[r * w + col]) > abs(a[best * w + col]) { best = r }
    guard abs(a[best * w + col]) > epsilon else { return nil }
    if best != col {
      for c in 0..<w { a.swapAt(best * w + c, col * w + c) }
    }
    let p = a[col * w + col]
    for r in (col + 1)..<n {
      let f = a[r * w + col] / p
      if f == 0 { continue }
      for c in col..<w { a[r * w + c] -= f * a[col * w + c] }
    }
  }
  var x = [Double](repeating: 0, count: n)
  for r in stride(from: n - 1, through: 0, by: -1) {
    var s = a[r * w + n]
    for c in (r + 1)..<n { s -= a[r * w + c] * x[c] }
    x[r] = s / a[r * w + r]
  }
  return x
}
