extension Tableau {
  /// Removes a constraint by its markers (kiwi's method): take its errors
  /// out of the objective, make the marker basic and drop that row.
  mutating func remove(_ tag: Tag) throws(SolverError) {
    for e in [tag.marker, tag.other] where e >= 0 && kind[e] == .error {
      weigh(e, -1)
    }
    let marker = tag.marker
    if isBasic[marker] {
      _ = takeRow(marker)
    } else if let leaving = markerLeavingRow(marker) {
      var row = takeRow(leaving)
      row.solve(for: marker, replacing: leaving)
      substitute(marker, with: row)
    }
    // Errors of a removed constraint no longer count; any that stay in
    // rows are plain restricted parameters from now on.
    for e in [tag.marker, tag.other] where e >= 0 && kind[e] == .error {
      kind[e] = .slack
    }
    markerCache[marker] = nil
    if tracksRequiredEqualities || hasDummies { try repairDummyRows() }
    try optimize()
  }

  /// The row to pivot `marker` into so that it can be dropped: a
  /// restricted row where it has a negative coefficient and the smallest
  /// ratio, else a restricted row with the smallest ratio, else an
  /// unrestricted row (lowest id on ties).
  mutating func markerLeavingRow(_ marker: Int) -> Int? {
    var first = -1, second = -1, third = -1
    var r1 = Double.infinity, r2 = Double.infinity
    for r in rowsContaining(marker) {
      let c = rows[r].coefficient(for: marker)
      if kind[r] == .external {
        if third < 0 || r < third { third = r }
      } else if c < 0 {
        let ratio = -rows[r].constant / c
        if ratio < r1 || (ratio == r1 && r < first) {
          r1 = ratio
          first = r
        }
      } else {
        let ratio = rows[r].constant / c
        if ratio < r2 || (ratio == r2 && r < second) {
          r2 = ratio
          second = r
        }
      }
    }
    for r in [first, second, third] where r >= 0 { return r }
    return nil
  }

  /// The rows that hold `marker` with their coefficients, cached until the
  /// tableau's structure changes (constant updates do not change it, so a
  /// run of suggestions reuses one list).
  mutating func markerColumn(_ marker: Int) -> MarkerColumn {
    if let cached = markerCache[marker], cached.version == version { return cached }
    let holders = rowsContaining(marker).sorted()
    let column = MarkerColumn(
      version: version, rows: holders, coefficients: holders.map { rows[$0].coefficient(for: marker) },
      kinds: kind)
    markerCache[marker] = column
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
    let m = tag.marker
    let shift = delta / tag.markerSign
    let logs = constantLogVersion == version
    if isBasic[m] {
      if kind[m] == .dummy && !nearZero(shift) { return false }
      applyDeferredShift()
      rows[m].constant -= shift
      if logs && kind[m] == .external {
        spillLogColumn()
        constantLog.append(m)
      }
      if kind[m] != .external && rows[m].constant < 0 { infeasible.append(m) }
      return true
    }
    let column = markerColumn(m)
    if kind[m] == .dummy && !nearZero(shift) && column.hasDummyRow {
      return false
    }
    if var d = deferredShift, d.column === column, d.low <= d.total + shift,
      d.total + shift <= d.high
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
    var negative: [Int] = []
    var low = -Double.infinity, high = Double.infinity
    column.rows.withUnsafeBufferPointer { holders in
      column.coefficients.withUnsafeBufferPointer { coefficients in
        kind.withUnsafeBufferPointer { kinds in
          rows.withUnsafeMutableBufferPointer { rowBuffer in
            for i in 0..<holders.count {
              let r = holders[i]
              let a = coefficients[i]
              let c = rowBuffer[r].constant + a * shift
              rowBuffer[r].constant = c
              guard kinds[r] != .external else { continue }
              if c < 0 { negative.append(r) }
              // c + a·t ≥ 0 for the totals t still to come.
              guard defers else { continue }
              if a > 0 { low = Swift.max(low, -c / a) } else if a < 0 { high = Swift.min(high, c / -a) }
            }
          }
        }
      }
    }
    if defers && negative.isEmpty && low <= 0 && 0 <= high {
      deferredShift = DeferredShift(column: column, total: 0, low: low, high: high)
      deferredRun &+= 1
    }
    infeasible.append(contentsOf: negative)
    logShift(of: m, column)
    return true
  }

  /// Notes in the constant log that `column`'s rows moved.
  mutating func logShift(of m: Int, _ column: MarkerColumn) {
    guard constantLogVersion == version else { return }
    if constantLogColumn == m || (constantLogColumn < 0 && constantLog.isEmpty) {
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
  func currentValue(of s: Int) -> Double {
    guard isBasic[s] else { return 0 }
    var value = rows[s].constant
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
    d.column.rows.withUnsafeBufferPointer { holders in
      d.column.coefficients.withUnsafeBufferPointer { coefficients in
        rows.withUnsafeMutableBufferPointer { rowBuffer in
          for i in 0..<holders.count { rowBuffer[holders[i]].constant += coefficients[i] * t }
        }
      }
    }
  }

  /// Turns a log that stands for one column into the column's rows, before
  /// anything else is logged.
  mutating func spillLogColumn() {
    guard constantLogColumn >= 0 else { return }
    if constantLogColumn < markerCache.count, let column = markerCache[constantLogColumn] {
      constantLog.append(contentsOf: column.externalRows)
    } else {
      // What the column moved is no longer known: the next read reads all.
      constantLog.removeAll()
      constantLogVersion = -1
    }
    constantLogColumn = -1
  }

  /// Empties the log (a reader took what it held).
  mutating func clearConstantLog() {
    constantLog.removeAll(keepingCapacity: true)
    constantLogColumn = -1
    constantLogVersion = version
  }
}
