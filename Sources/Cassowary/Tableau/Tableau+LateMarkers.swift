extension Tableau {
  /// Gives a required equality that was added without a marker its dummy
  /// marker now, from the marker's column worked out elsewhere
  /// (`Solver.markerColumn(for:)`): `column[b]` is the coefficient the
  /// dummy would have in basic row `b` had it been there from the start.
  ///
  /// The dummy is the newest symbol, so each row takes it as its last
  /// cell (rows stay sorted). An objective level holds the sum of its
  /// basic errors' rows, so it takes the sum of their coefficients. No
  /// row's constant moves and nothing pivots.
  ///
  /// - Complexity: O(rows the column touches + objective levels).
  mutating func installDummy(column: [(row: Symbol, coefficient: Double)]) -> Symbol {
    let d = newSymbol(.dummy)
    hasDummies = true
    for (r, a) in column {
      symbols.rows[r].cells.append(Cell(symbol: d, coefficient: a))
      symbols.column.append(r, to: d)
      guard symbols.flags[r].kind == .error, let k = levels.firstIndex(of: symbols.info[r].errorLevel) else { continue }
      objective[k][d] += a
    }
    for k in objective.indices where nearZero(objective[k][d]) { objective[k][d] = 0 }
    symbols.info[d].columnLimit = Swift.max(16, 4 * column.count)
    // Rows changed their cells, so the version moves; but no value moved,
    // so a constant log kept until now still lists every value that did
    // (the change that follows, in the new column, adds to it).
    let logging = constantLogVersion == version
    version &+= 1
    if logging { constantLogVersion = version }
    return d
  }
}

extension Tableau {
  /// Gives a redundant required equality (stored nowhere so far) a basic
  /// dummy whose row says how it depends on the late marker `d`:
  /// `d_r = weight·d`. A change of `d`'s constraint then finds a dummy row
  /// in its column and is refused, as the redundant equality would be
  /// broken by it (see `shiftConstant`).
  mutating func installRedundantRow(dependingOn d: Symbol, weight: Double) -> Symbol {
    let r = newSymbol(.dummy)
    var row = Row()
    row.cells.append(Cell(symbol: d, coefficient: weight))
    setRow(r, &row)
    return r
  }
}
