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
    /// The solver generation and log epoch the rows were read under.
    var generation = -1
    var epoch = -1
    /// How many log entries have been read into rows.
    var built = 0
    /// Row `i`'s cells are `start[i]..<start[i + 1]`.
    var start: [Int] = [0]
    var cellSymbol: [Int] = []
    var cellCoefficient: [Double] = []
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
  }

  /// Notes that `record` left the solver; compacts the log once removed
  /// records are as many as live ones.
  func forget(_ record: Record) {
    guard record.live else { return }
    record.live = false
    deadInLog += 1
    lateMarkers.changes += 1
    guard deadInLog > 64 && 2 * deadInLog > log.count else { return }
    log.removeAll { !$0.live }
    for (i, r) in log.enumerated() { r.logIndex = i }
    deadInLog = 0
    logEpoch += 1
  }

  /// Gives `record` (a required equality added without a marker) its
  /// dummy marker now, with the column it would have had from the start.
  /// False when that cannot be worked out here (a redundant equality, a
  /// large dense core): the caller then rebuilds.
  func giveLateMarker(_ record: Record) -> Bool {
    guard record.live, !record.redundant, record.tag.marker == nil else { return false }
    guard let (column, z) = markerColumn(for: record), let plan = lateMarkers.plan else { return false }
    let d = tableau.installDummy(column: column)
    record.tag = Tableau.Tag(marker: d, other: nil, markerSign: 1)
    // A redundant equality is a combination of the stored rows; if that
    // combination takes in this one, changing this constant breaks it.
    // It gets a basic dummy row over `d`, so such a change is refused.
    let m = lateMarkers
    for r in plan.redundantRows {
      let other = log[r]
      guard other.live, other.redundant, other.tag.marker == nil else { continue }
      var weight = 0.0
      for k in m.start[r]..<m.start[r + 1] { weight += m.cellCoefficient[k] * z[m.cellSymbol[k]] }
      guard !nearZero(weight) else { continue }
      let dr = tableau.installRedundantRow(dependingOn: d, weight: weight)
      other.tag = Tableau.Tag(marker: dr, other: nil, markerSign: 1)
      other.redundant = false
      // Its row now has a marker: read the rows again next time.
      (m.generation, m.changes) = (-1, m.changes + 1)
    }
    return true
  }

  /// The column a dummy marker (coefficient +1) in `record`'s row would
  /// have: `−z` for `B·z = e_j`, on the basic symbols where it is not 0.
  func markerColumn(for record: Record) -> (column: [(row: Symbol, coefficient: Double)], z: [Double])? {
    guard readOriginalRows() else { return nil }
    let t = storage
    let key = [generation, logEpoch, log.count, lateMarkers.changes, t.basisVersion, t.symbols.count]
    if lateMarkers.planKey != key {
      lateMarkers.plan = makePlan(t)
      lateMarkers.planKey = key
    }
    guard let plan = lateMarkers.plan, let z = solve(plan, unit: record.logIndex, symbolCount: t.symbols.count)
    else { return nil }
    var column: [(row: Symbol, coefficient: Double)] = []
    for s in 0..<z.count where z[s] != 0 && !nearZero(z[s]) && t.symbols.isBasic[Symbol(s)] {
      column.append((Symbol(s), -z[s]))
    }
    return (column, z)
  }

  /// Brings `lateMarkers`' rows up to date with the log; false if a
  /// variable has no symbol (the tableau and the records disagree).
  func readOriginalRows() -> Bool {
    let m = lateMarkers
    if m.generation != generation || m.epoch != logEpoch {
      (m.generation, m.epoch, m.built) = (generation, logEpoch, 0)
      (m.start, m.cellSymbol, m.cellCoefficient) = ([0], [], [])
    }
    let t = storage
    while m.built < log.count {
      let record = log[m.built]
      // A removed record's row stays empty (a rebuild since may have
      // dropped its variables' symbols).
      for term in record.constraint.expression.terms where record.live && !nearZero(term.coefficient) {
        guard let s = t.symbolOf[ObjectIdentifier(term.variable)] else { return false }
        m.cellSymbol.append(s.id)
        m.cellCoefficient.append(term.coefficient)
      }
      let tag = record.live ? record.tag : Tableau.Tag()
      if let marker = tag.marker {
        m.cellSymbol.append(marker.id)
        m.cellCoefficient.append(tag.markerSign)
      }
      if let other = tag.other {
        m.cellSymbol.append(other.id)
        m.cellCoefficient.append(-tag.markerSign)
      }
      m.start.append(m.cellSymbol.count)
      m.built += 1
    }
    return true
  }
}

extension Solver {
  /// The rows that take part (live, stored) and, for the basic symbols,
  /// the rows that hold each: `colRows[colStart[s]..<colStart[s + 1]]`.
  func activeRows(_ t: Tableau) -> (active: [Bool], colStart: [Int], colRows: [Int]) {
    let m = lateMarkers
    let count = t.symbols.count
    let active = log.map { $0.live && !$0.redundant }
    var colStart = [Int](repeating: 0, count: count + 1)
    t.symbols.isBasic.withUnsafeBufferPointer { basic in
      for i in log.indices where active[i] {
        for k in m.start[i]..<m.start[i + 1] where basic[m.cellSymbol[k]] { colStart[m.cellSymbol[k] + 1] += 1 }
      }
    }
    for s in 0..<count { colStart[s + 1] += colStart[s] }
    var fill = colStart
    var colRows = [Int](repeating: 0, count: colStart[count])
    t.symbols.isBasic.withUnsafeBufferPointer { basic in
      for i in log.indices where active[i] {
        for k in m.start[i]..<m.start[i + 1] where basic[m.cellSymbol[k]] {
          colRows[fill[m.cellSymbol[k]]] = i
          fill[m.cellSymbol[k]] += 1
        }
      }
    }
    return (active, colStart, colRows)
  }

  /// Orders the rows for `solve`; nil when the rows and the basis do not
  /// match (a singular basis, or a core beyond `coreLimit`).
  func makePlan(_ t: Tableau) -> LateMarkers.Plan? {
    let m = lateMarkers
    let (active, colStart, colRows) = activeRows(t)
    let basicCount = t.symbols.isBasic.withUnsafeBufferPointer { $0.reduce(0) { $0 + ($1 ? 1 : 0) } }
    guard active.reduce(0, { $0 + ($1 ? 1 : 0) }) == basicCount else { return nil }
    var plan = LateMarkers.Plan()
    plan.pivot = [Int](repeating: -1, count: log.count)
    // 0: unsolved, 1: solved by the head, 2: by the tail.
    var state = [UInt8](repeating: 0, count: t.symbols.count)
    var assigned = [Bool](repeating: false, count: log.count)
    // Head: a row with one unsolved basic symbol solves for it.
    var left = [Int](repeating: 0, count: log.count)
    var queue: [Int] = []
    for i in log.indices where active[i] {
      for k in m.start[i]..<m.start[i + 1] where t.symbols.isBasic[Symbol(m.cellSymbol[k])] { left[i] += 1 }
      if left[i] == 1 { queue.append(i) }
    }
    var q = 0
    while q < queue.count {
      let i = queue[q]
      q += 1
      guard !assigned[i], left[i] == 1 else { continue }
      guard
        let k = (m.start[i]..<m.start[i + 1]).first(where: {
          t.symbols.isBasic[Symbol(m.cellSymbol[$0])] && state[m.cellSymbol[$0]] == 0
        })
      else { return nil }
      let s = m.cellSymbol[k]
      (assigned[i], plan.pivot[i], state[s]) = (true, s, 1)
      plan.head.append(i)
      for r in colRows[colStart[s]..<colStart[s + 1]] where !assigned[r] {
        left[r] -= 1
        if left[r] == 1 { queue.append(r) }
      }
    }
    guard peelTail(&plan, t, active, &assigned, &state, colStart, colRows) else { return nil }
    return plan
  }

  /// The tail (an unknown left in one row is solved by it, last) and the
  /// core (what is left); false when they do not match.
  func peelTail(
    _ plan: inout LateMarkers.Plan, _ t: Tableau, _ active: [Bool], _ assigned: inout [Bool],
    _ state: inout [UInt8], _ colStart: [Int], _ colRows: [Int]
  ) -> Bool {
    let m = lateMarkers
    var uses = [Int](repeating: 0, count: t.symbols.count)
    var queue: [Int] = []
    for s in 0..<t.symbols.count where t.symbols.isBasic[Symbol(s)] && state[s] == 0 {
      uses[s] = colRows[colStart[s]..<colStart[s + 1]].reduce(0) { $0 + (assigned[$1] ? 0 : 1) }
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
      for k in m.start[i]..<m.start[i + 1] {
        let c = m.cellSymbol[k]
        guard c != s, t.symbols.isBasic[Symbol(c)], state[c] == 0 else { continue }
        uses[c] -= 1
        if uses[c] == 0 { return false }
        if uses[c] == 1 { queue.append(c) }
      }
    }
    plan.coreRows = log.indices.filter { active[$0] && !assigned[$0] }
    plan.redundantRows = log.indices.filter { log[$0].live && log[$0].redundant }
    plan.coreUnknowns = (0..<t.symbols.count).filter { t.symbols.isBasic[Symbol($0)] && state[$0] == 0 }
    return plan.coreRows.count == plan.coreUnknowns.count && plan.coreRows.count <= LateMarkers.coreLimit
  }

  /// Solves `B·z = e_unit` by `plan`; nil if the result does not check
  /// (a singular core) or is not finite.
  func solve(_ plan: LateMarkers.Plan, unit: Int, symbolCount: Int) -> [Double]? {
    let m = lateMarkers
    var z = [Double](repeating: 0, count: symbolCount)
    /// Row `i` solved for its pivot, the others known.
    func solveRow(_ i: Int) {
      let p = plan.pivot[i]
      var sum = i == unit ? 1.0 : 0.0
      var a = 0.0
      for k in m.start[i]..<m.start[i + 1] {
        let s = m.cellSymbol[k]
        if s == p { a = m.cellCoefficient[k] } else { sum -= m.cellCoefficient[k] * z[s] }
      }
      z[p] = sum / a
    }
    for i in plan.head { solveRow(i) }
    if !plan.coreRows.isEmpty {
      guard solveCore(plan, unit: unit, &z) else { return nil }
    }
    for i in plan.tail.reversed() { solveRow(i) }
    var check = 0.0
    for k in m.start[unit]..<m.start[unit + 1] { check += m.cellCoefficient[k] * z[m.cellSymbol[k]] }
    guard abs(check - 1) < 1e-6, z.allSatisfy({ $0.isFinite }) else { return nil }
    return z
  }

  /// The core's rows and unknowns solved densely (Gaussian elimination,
  /// largest pivot first, lowest row on ties), the head's values known.
  func solveCore(_ plan: LateMarkers.Plan, unit: Int, _ z: inout [Double]) -> Bool {
    let m = lateMarkers
    let n = plan.coreRows.count
    var position: [Int: Int] = [:]
    for (j, s) in plan.coreUnknowns.enumerated() { position[s] = j }
    var a = [Double](repeating: 0, count: n * (n + 1))
    for (r, i) in plan.coreRows.enumerated() {
      a[r * (n + 1) + n] = i == unit ? 1 : 0
      for k in m.start[i]..<m.start[i + 1] {
        let s = m.cellSymbol[k]
        if let j = position[s] {
          a[r * (n + 1) + j] += m.cellCoefficient[k]
        } else {
          a[r * (n + 1) + n] -= m.cellCoefficient[k] * z[s]
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
