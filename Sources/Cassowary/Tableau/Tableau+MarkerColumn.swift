/// A marker's column as a constant change reads it, and a run of such
/// changes deferred in the rows (`Tableau+Removal`, `shiftConstant`).
extension Tableau {
  /// The rows holding a marker, as of a tableau version. A class, never
  /// changed once made: a resize step takes it out of the cache with one
  /// retain instead of one per array.
  final class MarkerColumn: Sendable {
    let version: Int
    let rows: [Symbol]
    let coefficients: [Double]
    /// The rows in `rows` whose basic symbol is a variable's (the only
    /// values anyone reads).
    let externalRows: [Symbol]
    /// The marker's coefficient in each of `externalRows`.
    let externalCoefficients: [Double]
    /// Whether any row in `rows` has a dummy basic symbol.
    let hasDummyRow: Bool
    /// The largest `|coefficient|` (infinity if any is not finite): a
    /// shift by `t` moves no row's constant by more than `largest·|t|`.
    let largest: Double

    init(version: Int, rows: [Symbol], coefficients: [Double], flags: UnsafeBufferPointer<SymbolFlags>) {
      self.version = version
      self.rows = rows
      self.coefficients = coefficients
      // One pass (a window width's column holds every row that depends on
      // it: 30,000 in a 10,000-row list).
      var externalRows: [Symbol] = [], externalCoefficients: [Double] = []
      externalRows.reserveCapacity(rows.count)
      externalCoefficients.reserveCapacity(rows.count)
      var hasDummyRow = false, largest = 0.0, finite = true
      for (row, a) in zip(rows, coefficients) {
        switch flags[row.id].kind {
        case .external:
          externalRows.append(row)
          externalCoefficients.append(a)
        case .dummy: hasDummyRow = true
        default: break
        }
        largest = Swift.max(largest, abs(a))
        finite = finite && a.isFinite
      }
      self.externalRows = externalRows
      self.externalCoefficients = externalCoefficients
      self.hasDummyRow = hasDummyRow
      self.largest = finite ? largest : .infinity
    }
  }

  /// A run of changes to one marker's constant that its rows do not show
  /// yet: each row `r` of `column` holding coefficient `a` is really
  /// `symbols.rows[r].constant + a·total`. A window being resized changes one
  /// constraint's constant over and over; while every restricted row stays
  /// feasible (`total` within `low...high`) nothing pivots, so the rows
  /// need not be touched at all: the change is one addition, and a reader
  /// works out the few values it wants. Anything else that looks at the
  /// rows applies it first (`Solver.tableau`; see `applyDeferredShift`).
  struct DeferredShift {
    /// The marker's column (its identity is the marker's, at a version).
    let column: MarkerColumn
    var total: Double
    /// The range of `total` in which every restricted row of the column
    /// stays ≥ 0.
    let low: Double
    let high: Double
    /// The largest `|total|` at which every row's value stays far from
    /// a Double's limit.
    let limit: Double
  }
}
