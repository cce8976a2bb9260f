/// The simplex tableau behind ``Solver``: the Cassowary algorithm of
/// Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM TOCHI 8(4), 2001, doi:10.1145/504704.504705,
/// with three changes that matter for layout workloads:
///
/// - **Strict priorities.** The objective is one row per strength level,
///   compared lexicographically (highest level first), instead of one row
///   of weights that lower levels can outvote.
/// - **A column index.** `column[s]` lists the basic rows that may contain
///   `s` (entries are checked when read), so substitution, marker lookup and
///   constant updates touch only the rows that depend on a symbol.
/// - **No dummy columns by default.** Required equalities get a dummy
///   marker only when `tracksRequiredEqualities` is on (the solver turns it
///   on the first time a required equality is changed in place), because
///   dummies fill chain and nesting rows with O(n²) cells.
///
/// Symbols are dense integer ids in creation order; every choice between
/// candidates takes the lowest id, so the same calls give the same pivots.
struct Tableau {
  /// Identifies a constraint's markers in the tableau.
  struct Tag {
    /// The slack, error or dummy that absorbs a change of the constant; −1
    /// for a required equality without a dummy.
    var marker = -1
    /// The second error of an optional constraint, or −1.
    var other = -1
    /// The marker's coefficient in the constraint's original row.
    var markerSign = 0.0
  }

  /// A constraint as the tableau sees it.
  struct Spec {
    var terms: [Term]
    var constant: Double
    var relation: Relation
    var strength: Strength
    /// A required equality whose constant is expected to change: it gets
    /// a marker even when required equalities are not tracked.
    var tracked = false
  }

  enum InsertOutcome {
    case added(Tag)
    /// A required equality implied by the others; nothing was stored.
    case redundant(Tag)
    case unsatisfiable
  }

  var kind: [SymbolKind] = []
  var isBasic: [Bool] = []
  var rows: [Row] = []
  var column: [[Int]] = []
  var columnLimit: [Int] = []
  /// The strength of each error symbol (0 for the others).
  var errorLevel: [Double] = []
  var stamp: [UInt32] = []
  var tick: UInt32 = 0

  /// The distinct optional strengths in use, highest first.
  var levels: [Double] = []
  /// One objective row per level: the sum of that level's errors, dense
  /// (a coefficient per symbol), so a substitution costs the substituted
  /// row's length, not the objective's.
  var objective: [DenseRow] = []
  /// Symbols whose objective coefficients changed since the simplex last
  /// looked at them: the only ones that can have become improving (see
  /// `enteringSymbol`), so an optimize does not rescan the whole objective.
  var objectiveDirty: [Int] = []
  var isObjectiveDirty: [Bool] = []
  var artificial: Row?
  var infeasible: [Int] = []
  /// While phase one runs: how to undo it (see `rollBack`).
  var undo: UndoLog?
  /// A spare cell buffer for row updates (see `Row.add(_:times:skipping:added:scratch:)`).
  var cellScratch: [Cell] = []
  /// Bumped whenever any row's cells change (not its constant).
  var version = 0
  /// The rows whose constant ``shiftConstant(_:by:)`` moved while the
  /// version stayed `constantLogVersion`: while it still does, these are
  /// the only values that changed since the log was cleared (by
  /// `Solver.readChanges`). Not kept (and not growing) otherwise.
  var constantLog: [Int] = []
  var constantLogVersion = -1
  /// While every change since the log was cleared moved one marker's
  /// column (a run of changes to one constraint, such as a window's
  /// width): that marker. The log itself is then left empty and stands for
  /// the column's `externalRows`, so a resize neither copies them nor makes
  /// the reader rebuild its list of what moved. -1 otherwise.
  var constantLogColumn = -1
  /// Per symbol: the cached rows holding it when it is a marker whose
  /// constant was changed (see `markerColumn`).
  var markerCache: [MarkerColumn?] = []

  /// Whether constraints were inserted since the objective was last
  /// minimised. Insertion keeps the tableau feasible but leaves the
  /// optimisation to whoever next needs an optimal one (a read of values,
  /// a constant change, a removal): one simplex run after a batch of
  /// insertions pivots far less than one after each (random-100's build:
  /// 556 pivots fell to 195), because a later constraint often settles
  /// what an earlier preference would have pivoted for.
  var optimizePending = false
  /// Pivots made so far (see `Solver.pivotCount`).
  var pivots = 0

  /// An insertion optimises anyway once this many symbols await a look by
  /// the simplex (`objectiveDirty`). Without a bound, one simplex run over
  /// a whole large layout pivots in an order that fills rows in (a
  /// 200-row stack screen built 2.3× slower); with it, small systems still
  /// optimise once, at the first read.
  static let pendingObjectiveLimit = 512

  /// Minimises the objective if an insertion left it pending.
  mutating func optimizeIfPending() throws(SolverError) {
    if optimizePending { try optimize() }
  }
  var tracksRequiredEqualities: Bool
  /// Whether any dummy marker exists (tracked equalities).
  var hasDummies = false
  var symbolOf: [ObjectIdentifier: Int] = [:]
  var externals: [(variable: Variable, symbol: Int)] = []
  /// The external symbols in `externals` order (for fast value copies).
  var externalSymbols: [Int] = []

  /// The rows holding a marker, as of a tableau version. A class, never
  /// changed once made: a resize step takes it out of the cache with one
  /// retain instead of one per array.
  final class MarkerColumn: Sendable {
    let version: Int
    let rows: [Int]
    let coefficients: [Double]
    /// The rows in `rows` whose basic symbol is a variable's (the only
    /// values anyone reads).
    let externalRows: [Int]
    /// The marker's coefficient in each of `externalRows`.
    let externalCoefficients: [Double]
    /// Whether any row in `rows` has a dummy basic symbol.
    let hasDummyRow: Bool

    init(version: Int, rows: [Int], coefficients: [Double], kinds: [SymbolKind]) {
      self.version = version
      self.rows = rows
      self.coefficients = coefficients
      let external = rows.indices.filter { kinds[rows[$0]] == .external }
      externalRows = external.map { rows[$0] }
      externalCoefficients = external.map { coefficients[$0] }
      hasDummyRow = rows.contains { kinds[$0] == .dummy }
    }
  }

  /// A run of changes to one marker's constant that its rows do not show
  /// yet: each row `r` of `column` holding coefficient `a` is really
  /// `rows[r].constant + a·total`. A window being resized changes one
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
  }

  var deferredShift: DeferredShift?
  /// Counts the deferred shifts begun (identifies a run for readers).
  var deferredRun = 0
  /// The marker whose rows the last constant change moved by hand.
  var lastShiftedMarker = -1

  init(tracksRequiredEqualities: Bool) {
    self.tracksRequiredEqualities = tracksRequiredEqualities
  }

  // MARK: Symbols and columns

  mutating func newSymbol(_ k: SymbolKind, level: Double = 0) -> Int {
    kind.append(k)
    isBasic.append(false)
    rows.append(Row())
    column.append([])
    columnLimit.append(8)
    errorLevel.append(level)
    stamp.append(0)
    markerCache.append(nil)
    isObjectiveDirty.append(false)
    for k in objective.indices { objective[k].values.append(0) }
    return kind.count - 1
  }

  /// The external symbol of `variable`, created if needed.
  mutating func symbol(for variable: Variable) -> (symbol: Int, isNew: Bool) {
    let id = ObjectIdentifier(variable)
    if let s = symbolOf[id] { return (s, false) }
    let s = newSymbol(.external)
    symbolOf[id] = s
    externals.append((variable, s))
    externalSymbols.append(s)
    return (s, true)
  }

  /// Forgets symbols created after `count` (and `externalCount` variables);
  /// used when an insertion is refused before anything referred to them.
  mutating func truncate(symbols count: Int, externals externalCount: Int) {
    for (v, _) in externals[externalCount...] { symbolOf[ObjectIdentifier(v)] = nil }
    externals.removeSubrange(externalCount...)
    externalSymbols.removeSubrange(externalCount...)
    kind.removeSubrange(count...)
    isBasic.removeSubrange(count...)
    rows.removeSubrange(count...)
    column.removeSubrange(count...)
    columnLimit.removeSubrange(count...)
    errorLevel.removeSubrange(count...)
    stamp.removeSubrange(count...)
    markerCache.removeSubrange(count...)
    isObjectiveDirty.removeSubrange(count...)
    objectiveDirty.removeAll { $0 >= count }
    for k in objective.indices { objective[k].values.removeSubrange(count...) }
    version &+= 1
  }

  mutating func nextTick() -> UInt32 {
    tick &+= 1
    if tick == 0 {
      for i in stamp.indices { stamp[i] = 0 }
      tick = 1
    }
    return tick
  }

  /// The basic rows that hold `s`, without duplicates, in a deterministic
  /// order; compacts the column as a side effect.
  mutating func rowsContaining(_ s: Int) -> [Int] {
    let t = nextTick()
    // Compacted in place (no new array): the list is taken out so that
    // it is uniquely held while it is rewritten.
    var list = column[s]
    column[s] = []
    var kept = 0
    for i in list.indices {
      let r = list[i]
      if r < isBasic.count && isBasic[r] && stamp[r] != t && rows[r].contains(s) {
        stamp[r] = t
        list[kept] = r
        kept += 1
      }
    }
    list.removeLast(list.count - kept)
    column[s] = list
    return list
  }

  /// Records that row `r` may now hold `s`.
  @inline(__always) mutating func note(_ s: Int, inRow r: Int) {
    column[s].append(r)
    if column[s].count > columnLimit[s] {
      let live = rowsContaining(s).count
      columnLimit[s] = Swift.max(16, 4 * live)
    }
  }

  mutating func setRow(_ b: Int, _ row: Row) {
    willChangeRow(b)
    isBasic[b] = true
    rows[b] = row
    for cell in row.cells { note(cell.symbol, inRow: b) }
    version &+= 1
  }

  mutating func takeRow(_ b: Int) -> Row {
    willChangeRow(b)
    let row = rows[b]
    rows[b] = Row()
    isBasic[b] = false
    version &+= 1
    return row
  }

  /// Replaces `s` by `row` in every row, the objective and the artificial
  /// objective: `x = … + c·s` becomes `x = … + c·row`.
  mutating func substitute(_ s: Int, with row: Row) {
    var added: [Int] = []
    // The column is read directly (not through rowsContaining): one search
    // per row finds both whether it holds `s` and the coefficient, and the
    // column is emptied below anyway. A row listed twice is skipped the
    // second time, as it no longer holds `s`.
    let list = column[s]
    for r in list where r < isBasic.count && isBasic[r] {
      let (i, found) = rows[r].find(s)
      guard found else { continue }
      let c = rows[r].cells[i].coefficient
      willChangeRow(r)
      added.removeAll(keepingCapacity: true)
      rows[r].add(row, times: c, skipping: s, added: &added, scratch: &cellScratch)
      for t in added { note(t, inRow: r) }
      if kind[r] != .external && rows[r].constant < 0 { infeasible.append(r) }
    }
    column[s] = []
    var objectiveChanged = false
    for k in objective.indices {
      let c = objective[k].values[s]
      if c != 0 {
        willChangeObjective(k, adding: row, skipping: s)
        objective[k].add(row, times: c, skipping: s)
        objectiveChanged = true
      }
    }
    if objectiveChanged { markObjective(row) }
    if let a = artificial {
      let c = a.coefficient(for: s)
      if c != 0 {
        var copy = a
        artificial = nil
        copy.add(row, times: c, skipping: s, added: &added)
        artificial = copy
      }
    }
    version &+= 1
  }

  /// The index of `strength`'s objective row, created if needed.
  mutating func levelIndex(_ strength: Double) -> Int {
    var i = 0
    while i < levels.count && levels[i] > strength { i += 1 }
    if i < levels.count && levels[i] == strength { return i }
    levels.insert(strength, at: i)
    objective.insert(DenseRow(count: kind.count), at: i)
    return i
  }

  /// Notes that `s`'s objective coefficients changed.
  @inline(__always) mutating func markObjective(_ s: Int) {
    if !isObjectiveDirty[s] {
      isObjectiveDirty[s] = true
      objectiveDirty.append(s)
    }
  }

  /// Notes that the objective coefficients of `row`'s symbols changed.
  mutating func markObjective(_ row: Row) {
    for cell in row.cells { markObjective(cell.symbol) }
  }

  /// Adds (`sign` 1) or removes (−1) an error symbol's weight.
  mutating func weigh(_ e: Int, _ sign: Double) {
    let k = levelIndex(errorLevel[e])
    if isBasic[e] {
      willChangeObjective(k, adding: rows[e], skipping: -1)
      objective[k].add(rows[e], times: sign, skipping: -1)
      markObjective(rows[e])
    } else {
      willChangeObjective(k, e)
      objective[k].insert(e, sign)
      markObjective(e)
    }
  }

  /// The current value of an external symbol.
  @inline(__always) func value(of s: Int) -> Double {
    isBasic[s] ? rows[s].constant : 0
  }
}

/// A row with a coefficient for every symbol (zero when absent): the
/// objective's form, where lookups and updates must not depend on how
/// many errors the objective holds.
struct DenseRow {
  var values: [Double]
  var constant = 0.0

  init(count: Int) { values = Array(repeating: 0, count: count) }

  @inline(__always) func coefficient(for symbol: Int) -> Double { values[symbol] }

  /// `self += coefficient·symbol`; a sum that cancels becomes exactly 0.
  mutating func insert(_ symbol: Int, _ coefficient: Double) {
    let c = values[symbol] + coefficient
    values[symbol] = nearZero(c) ? 0 : c
  }

  mutating func remove(_ symbol: Int) { values[symbol] = 0 }

  /// `self += k·other`, with `skip` (if any) zeroed first.
  mutating func add(_ other: Row, times k: Double, skipping skip: Int) {
    if skip >= 0 { values[skip] = 0 }
    constant += k * other.constant
    for cell in other.cells where cell.symbol != skip {
      let c = values[cell.symbol] + k * cell.coefficient
      values[cell.symbol] = nearZero(c) ? 0 : c
    }
  }

  /// The same row in sparse form (for dumps).
  var asRow: Row {
    var r = Row(constant: constant)
    r.cells = cells
    return r
  }

  /// The nonzero entries in symbol order (for dumps and tests).
  var cells: [Cell] {
    values.indices.compactMap { values[$0] == 0 ? nil : Cell(symbol: $0, coefficient: values[$0]) }
  }
}
