extension Tableau {
  /// Removes a constraint by its markers (kiwi's method): take its errors
  /// out of the objective, make the marker basic and drop that row.
  mutating func remove(_ tag: Tag) throws(SolverError) {
    guard let marker = tag.marker else {
      throw .internalInconsistency("a constraint without a marker cannot be removed in place")
    }
    for case let e? in [tag.marker, tag.other] where symbols.flags[e].kind == .error {
      weigh(e, -1)
    }
    if symbols.isBasic[marker] {
      _ = takeRow(marker)
    } else if let leaving = markerLeavingRow(marker) {
      var row = takeRow(leaving)
      row.solve(for: marker, replacing: leaving)
      substitute(marker, with: row)
    }
    // Errors of a removed constraint no longer count; any that stay in
    // rows are plain restricted parameters from now on.
    for case let e? in [tag.marker, tag.other] where symbols.flags[e].kind == .error {
      symbols.flags[e].kind = .slack
    }
    symbols.info[marker].markerCache = nil
    if tracksRequiredEqualities || hasDummies { try repairDummyRows() }
    try optimize()
  }

  /// The row to pivot `marker` into so that it can be dropped: a
  /// restricted row where it has a negative coefficient and the smallest
  /// ratio, else a restricted row with the smallest ratio, else an
  /// unrestricted row (lowest id on ties).
  mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: Symbol?, second: Symbol?, third: Symbol?
    var r1 = Double.infinity, r2 = Double.infinity
    for r in rowsContaining(marker) {
      let c = symbols.rows[r].coefficient(for: marker)
      if symbols.flags[r].kind == .external {
        if third.map({ r < $0 }) ?? true { third = r }
      } else if c < 0 {
        let ratio = -symbols.rows[r].constant / c
        if ratio < r1 || (ratio == r1 && first.map { r < $0 } ?? false) {
          r1 = ratio
          first = r
        }
      } else {
        let ratio = symbols.rows[r].constant / c
        if ratio < r2 || (ratio == r2 && second.map { r < $0 } ?? false) {
          r2 = ratio
          second = r
        }
      }
    }
    return first ?? second ?? third
  }

  /// The rows that hold `marker` with their coefficients, cached until the
  /// tableau's structure changes (constant updates do not change it, so a
  /// run of suggestions reuses one list).
  mutating func markerColumn(_ marker: Symbol) -> MarkerColumn {
    if let cached = symbols.info[marker].markerCache, cached.version == version { return cached }
    // The coefficients read while the rows are checked (one look into
    // each row's cells: a window width's column is most of the tableau).
    var found: [Double] = []
    let rows = rowsContaining(marker) { found.append($0) }
    let order = rows.orderByNumber()
    let holders = order.map { rows[$0] }, coefficients = order.map { found[$0] }
    // Through the records' buffer: a copy of the table kept alive past
    // this line would make the next write copy all of its flags.
    let column = symbols.flags.withUnsafeBufferPointer {
      MarkerColumn(version: version, rows: holders, coefficients: coefficients, flags: $0)
    }
    symbols.info[marker].markerCache = column
    return column
  }

  /// Moves a constraint's constant by `delta` without re-solving: the
  /// marker `m` (coefficient `μ`) absorbs it as `m_old = m_new + delta/μ`,
  /// so each row holding `m` with coefficient `a` moves by `a·delta/μ`.
  ///
  /// Rows that turn infeasible are queued for ``dualOptimize()``. Returns
  /// false, changing nothing, when a required equality's change would make
  /// a redundant equality's dummy row non-zero: the change contradicts the
  /// other required equalities outright.
  ///
  /// - Complexity: O(rows holding the marker).
  mutating func shiftConstant(_ tag: Tag, by delta: Double) -> Bool {
    guard let m = tag.marker else { return false }
    let shift = delta / tag.markerSign
    let logs = constantLogVersion == version
    if symbols.isBasic[m] {
      if symbols.flags[m].kind == .dummy && !nearZero(shift) { return false }
      applyDeferredShift()
      symbols.rows[m].constant -= shift
      noteConstant(symbols.rows[m].constant)
      if logs && symbols.flags[m].kind == .external {
        spillLogColumn()
        constantLog.append(m)
      }
      if symbols.flags[m].kind != .external && symbols.rows[m].constant < 0 { infeasible.append(m) }
      return true
    }
    let column = markerColumn(m)
    if symbols.flags[m].kind == .dummy && !nearZero(shift) && column.hasDummyRow {
      return false
    }
    if var d = deferredShift, d.column === column, d.low <= d.total + shift, d.total + shift <= d.high,
      abs(d.total + shift) <= d.limit
    {
      // Every restricted row stays feasible: only the total moves.
      d.total += shift
      deferredShift = d
      logShift(of: m, column)
      return true
    }
    applyDeferredShift()
    // Deferred from the second change in a row to the same marker on (two
    // edits taking turns would only apply each other's); only then is the
    // feasible range worked out.
    let defers = lastShiftedMarker == m
    lastShiftedMarker = m
    let moved = moveRows(of: column, by: shift, measuring: defers)
    let (negative, low, high) = (moved.negative, moved.low, moved.high)
    if !moved.finite { overflowed = true }
    // Only while every row constant is far from overflow (|c| ≤ 1e300):
    // then no row's value, c + a·total, can leave a Double's range while
    // the run stays deferred.
    if defers && moved.finite && negative.isEmpty && low <= 0 && 0 <= high
      && constantBound <= Self.uncheckedBound
    {
      let limit = 1e300 / Swift.max(1, column.largest)
      deferredShift = DeferredShift(column: column, total: 0, low: low, high: high, limit: limit)
      deferredRun &+= 1
    }
    infeasible.append(contentsOf: negative)
    logShift(of: m, column)
    return true
  }

  /// Moves each row of `column` by its coefficient times `shift`. Returns
  /// the restricted rows that went negative and whether every constant
  /// stayed finite; with `measuring`, also the range of further totals in
  /// which every restricted row stays ≥ 0 (what a `DeferredShift` needs).
  ///
  /// No row can overflow while `constantBound + |shift| × column.largest`
  /// stays below `uncheckedBound`: the loop then checks nothing. Only
  /// numbers near a Double's limit take the loop that checks each row.
  mutating func moveRows(of column: MarkerColumn, by shift: Double, measuring defers: Bool) -> (
    negative: [Symbol], low: Double, high: Double, finite: Bool
  ) {
    let step = abs(shift) * column.largest
    // Written so that a NaN or infinite step takes the checked loop.
    let checks = !(constantBound + step <= Self.uncheckedBound)
    constantBound += step
    return checks
      ? moveRowsLoop(column, shift, defers, checking: true) : moveRowsLoop(column, shift, defers, checking: false)
  }

  /// `moveRows`'s loop; `checking` (a constant at each call, so the
  /// compiler drops the check where it is false) notes whether every
  /// constant written stayed finite.
  @inline(__always) mutating func moveRowsLoop(
    _ column: MarkerColumn, _ shift: Double, _ defers: Bool, checking: Bool
  ) -> (negative: [Symbol], low: Double, high: Double, finite: Bool) {
    var negative: [Symbol] = []
    var low = -Double.infinity, high = Double.infinity
    // The smallest "exponent bits not all set" seen: 0 once a constant is
    // infinite or NaN (integer operations: no floating-point dependency).
    let exponent: UInt64 = 0x7FF0_0000_0000_0000
    var finiteMark = exponent
    column.rows.withUnsafeBufferPointer { holders in
      column.coefficients.withUnsafeBufferPointer { coefficients in
        symbols.flags.withUnsafeBufferPointer { flags in
          symbols.rows.withUnsafeMutableBufferPointer { rowBuffer in
            for i in 0..<holders.count {
              let r = holders[i]
              let a = coefficients[i]
              let c = rowBuffer[r.id].constant + a * shift
              rowBuffer[r.id].constant = c
              if checking { finiteMark = Swift.min(finiteMark, ~c.bitPattern & exponent) }
              guard flags[r.id].kind != .external else { continue }
              if c < 0 { negative.append(r) }
              // c + a·t ≥ 0 for the totals t still to come.
              guard defers else { continue }
              if a > 0 { low = Swift.max(low, -c / a) } else if a < 0 { high = Swift.min(high, c / -a) }
            }
          }
        }
      }
    }
    if finiteMark == 0 { constantBound = .infinity }
    return (negative, low, high, finiteMark != 0)
  }

  /// Notes in the constant log that `column`'s rows moved.
  mutating func logShift(of m: Symbol, _ column: MarkerColumn) {
    guard constantLogVersion == version else { return }
    if constantLogColumn == m || (constantLogColumn == nil && constantLog.isEmpty) {
      constantLogColumn = m
    } else {
      spillLogColumn()
      if constantLog.count + column.externalRows.count > externalSymbols.count {
        // More moved than a full read costs: stop logging until cleared.
        constantLog.removeAll()
        constantLogVersion = -1
      } else {
        constantLog.append(contentsOf: column.externalRows)
      }
    }
  }

  /// The total deferred on `column`'s rows (0 when no run is on it).
  func deferredTotal(on column: MarkerColumn?) -> Double {
    guard let d = deferredShift, let column, d.column === column else { return 0 }
    return d.total
  }

  /// The value of basic or parametric symbol `s`, counting a deferred
  /// shift (its column's rows are sorted, so a binary search finds `s`).
  func currentValue(of s: Symbol) -> Double {
    guard symbols.isBasic[s] else { return 0 }
    var value = symbols.rows[s].constant
    if let d = deferredShift {
      let holders = d.column.rows
      var lo = 0, hi = holders.count
      while lo < hi {
        let mid = (lo + hi) >> 1
        if holders[mid] < s { lo = mid + 1 } else { hi = mid }
      }
      if lo < holders.count && holders[lo] == s { value += d.column.coefficients[lo] * d.total }
    }
    return value
  }

  /// Writes a deferred shift into its rows (see `DeferredShift`); every
  /// path but a constant change and a partial read calls it first.
  @inline(__always) mutating func applyDeferredShift() {
    if deferredShift != nil { applyDeferredShiftNow() }
  }

  mutating func applyDeferredShiftNow() {
    guard let d = deferredShift else { return }
    deferredShift = nil
    // A tableau whose rows changed since the column was read cannot have
    // kept the shift (every such change applies it first).
    guard d.total != 0, d.column.version == version else { return }
    let t = d.total
    constantBound += abs(t) * d.column.largest
    d.column.rows.withUnsafeBufferPointer { holders in
      d.column.coefficients.withUnsafeBufferPointer { coefficients in
        symbols.rows.withUnsafeMutableBufferPointer { rowBuffer in
          for i in 0..<holders.count { rowBuffer[holders[i].id].constant += coefficients[i] * t }
        }
      }
    }
  }

  /// Turns a log that stands for one column into the column's rows, before
  /// anything else is logged.
  mutating func spillLogColumn() {
    guard let logged = constantLogColumn else { return }
    if let column = symbols.info[logged].markerCache {
      constantLog.append(contentsOf: column.externalRows)
    } else {
      // What the column moved is no longer known: the next read reads all.
      constantLog.removeAll()
      constantLogVersion = -1
    }
    constantLogColumn = nil
  }

  /// Empties the log (a reader took what it held).
  mutating func clearConstantLog() {
    constantLog.removeAll(keepingCapacity: true)
    constantLogColumn = nil
    constantLogVersion = version
  }
}
