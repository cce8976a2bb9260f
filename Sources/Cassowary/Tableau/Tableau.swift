/// The simplex tableau behind ``Solver``: the Cassowary algorithm of
/// Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM TOCHI 8(4), 2001, doi:10.1145/504704.504705,
/// with three changes that matter for layout workloads:
///
/// - **Strict priorities.** The objective is one row per strength level,
///   compared lexicographically (highest level first), instead of one row
///   of weights that lower levels can outvote.
/// - **A column index.** `symbols.column[s]` lists the basic rows that may contain
///   `s` (entries are checked when read), so substitution, marker lookup and
///   constant updates touch only the rows that depend on a symbol.
/// - **No dummy columns by default.** Required equalities get a dummy
///   marker only when one's constant first changes (a late marker, see
///   `installDummy`), when the caller expects changes, or when
///   `tracksRequiredEqualities` is on (a fallback rebuild), because
///   dummies fill chain and nesting rows with O(n²) cells.
///
/// Symbols (``Symbol``) are numbered densely in creation order; every
/// choice between candidates takes the lowest number, so the same calls
/// give the same pivots. What the tableau keeps per symbol is one
/// ``SymbolTable``.
struct Tableau {
  /// Identifies a constraint's markers in the tableau.
  struct Tag {
    /// The slack, error or dummy that absorbs a change of the constant;
    /// nil for a required equality without a dummy.
    var marker: Symbol?
    /// The second error of an optional constraint.
    var other: Symbol?
    /// The marker's coefficient in the constraint's original row.
    var markerSign = 0.0
  }

  /// A constraint as the tableau sees it.
  struct Spec {
    /// The constraint's terms, lent in place (``Constraint/termBuffer``):
    /// every spec is made from a constraint the solver holds for the
    /// whole call that reads it.
    var terms: UnsafeBufferPointer<Term>
    var constant: Double
    var relation: Relation
    var strength: Strength
    /// An optional equality's weight below 0 (`strength` but for a
    /// preference with two sides).
    var strengthBelow: Strength
    /// A required equality whose constant is expected to change: it gets
    /// a marker even when required equalities are not tracked.
    var tracked = false
  }

  enum InsertOutcome {
    case added(Tag)
    /// A required equality implied by the others; nothing was stored.
    case redundant(Tag)
    case unsatisfiable
    /// The row, written in the current parameters, holds a number beyond
    /// a Double's range; nothing was stored.
    case overflow
  }

  /// Every per-symbol column (kind, row, column index, …).
  var symbols = SymbolTable()
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
  var objectiveDirty: [Symbol] = []
  /// The symbols that were improving when the simplex last looked at
  /// them, with the level and direction found then. Their objective
  /// coefficients have not moved since (a change marks them dirty again),
  /// so each pivot looks only at what it changed, not again at every
  /// improving symbol: a long aligned stack pivots once a view, and
  /// rereading the candidates' coefficients at every pivot was a tenth of
  /// its first layout.
  var candidates: [(symbol: Symbol, level: Int, direction: Double)] = []
  var artificial: Row?
  var infeasible: [Symbol] = []
  /// While phase one runs: how to undo it (see `rollBack`).
  var undo: UndoLog?
  /// Per symbol, the undo log (by `undoTick`) that noted its row last.
  var undoStamps: [UInt32] = []
  var undoTick: UInt32 = 0
  /// A spare cell buffer for row updates (see `Row.add(_:times:skipping:added:scratch:)`).
  var cellScratch: [Cell] = []
  /// A spare list for the symbols a substitution brings into a row (see
  /// `substitute(_:with:)`), kept so that a substitution allocates none.
  var addedScratch: [Symbol] = []
  /// Bumped whenever any row's cells change (not its constant).
  var version = 0
  /// Bumped whenever a symbol becomes basic or parametric (the basis
  /// changes), not when rows only change their cells: what a late
  /// marker's plan depends on (`Solver.LateMarkers`).
  var basisVersion = 0
  /// The rows whose constant ``shiftConstant(_:by:)`` moved while the
  /// version stayed `constantLogVersion`: while it still does, these are
  /// the only values that changed since the log was cleared (by
  /// `Solver.read(_:partial:linear:)`). Not kept (and not growing) otherwise.
  var constantLog: [Symbol] = []
  var constantLogVersion = -1
  /// While every change since the log was cleared moved one marker's
  /// column (a run of changes to one constraint, such as a window's
  /// width): that marker. The log itself is then left empty and stands for
  /// the column's `externalRows`, so a resize neither copies them nor makes
  /// the reader rebuild its list of what moved. nil otherwise.
  var constantLogColumn: Symbol?

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
  /// Rows rewritten by substitutions so far (each a row update): what a
  /// pivot or an insertion costs, counted for tests that check growth.
  var rowUpdates = 0
  /// Set when a row's constant was written as infinity or NaN (a finite
  /// input whose consequences overflow a Double). The solver then refuses
  /// the call that caused it and rebuilds (see `Solver.refuseOverflow`);
  /// readers clamp while it is set (see `Solver.settle`).
  var overflowed = false
  /// An upper bound on every row's `|constant|` (infinity once one was not
  /// finite). Writes of single rows raise it to what they wrote; a shift
  /// of a marker's column raises it by `|shift| × largest coefficient`
  /// without looking at the rows, and while the sum stays below
  /// `uncheckedBound` no row it moves can overflow, so the shift's loop
  /// checks nothing (see `moveRows`).
  var constantBound = 0.0
  /// Below this, `constantBound` plus a shift's step leaves a Double's
  /// range (about 1.8e308) far enough away that rounding cannot reach it.
  static let uncheckedBound = 1e300

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
  /// Each variable's symbol, for the variables whose `place` hint does
  /// not find them (see `lookup(_:)`): empty until the first such miss,
  /// then filled from `externals` and kept up to date (`symbolOfComplete`).
  var symbolOf: [ObjectIdentifier: Symbol] = [:]
  var symbolOfComplete = false
  /// Whether variables' `place` hints are read and written
  /// (`Solver.usesPlaceHints`); otherwise every look-up hashes.
  var usesPlaceHints = false
  var externals: [(variable: Variable, symbol: Symbol)] = []
  /// The external symbols in `externals` order (for fast value copies).
  var externalSymbols: [Symbol] = []
  /// The symbols `symbol(for:)` returned since the caller last emptied
  /// it: the solver reads a new constraint's variables' symbols from here
  /// (for `Solver.LateMarkers`) instead of looking each up again.
  var resolved: [Symbol] = []
  /// Two buffers a new constraint's row is merged in (`shortRow`), kept
  /// from one insertion to the next: the row stored is then allocated
  /// once, at its size, where merging each basic term's row into a fresh
  /// array allocated once per term.
  var mergeBuffers: (work: [Cell], spare: [Cell]) = ([], [])
  /// Per-symbol sums for a long constraint's row (`longRow`), kept from
  /// one insertion to the next.
  var longSums = SymbolSums()
  /// The symbol `setRow` made basic last (−1 until one): after an
  /// insertion, its subject, which late markers start their matching of
  /// rows to basic symbols from (`Solver.LocalIndex`).
  var lastBasic = -1
  /// While `logsBasis`, every symbol that became basic or parametric, in
  /// order (with repeats): what a late marker's matching repairs, instead
  /// of scanning every symbol (`Solver.repairMatching`).
  var logsBasis = false
  var basisLog: [Int] = []

  var deferredShift: DeferredShift?
  /// Counts the deferred shifts begun (identifies a run for readers).
  var deferredRun = 0
  /// The marker whose rows the last constant change moved by hand.
  var lastShiftedMarker: Symbol?

  init(tracksRequiredEqualities: Bool) {
    self.tracksRequiredEqualities = tracksRequiredEqualities
  }

  // MARK: Symbols and columns

  mutating func newSymbol(_ k: SymbolKind, level: Double = 0) -> Symbol {
    symbols.append(k, level: level)
  }

  /// The external symbol of `variable`, created if needed.
  mutating func symbol(for variable: Variable) -> (symbol: Symbol, isNew: Bool) {
    if let s = lookup(variable) {
      resolved.append(s)
      return (s, false)
    }
    let s = newSymbol(.external)
    if usesPlaceHints { variable.place = externals.count }
    if symbolOfComplete { symbolOf[ObjectIdentifier(variable)] = s }
    externals.append((variable, s))
    externalSymbols.append(s)
    resolved.append(s)
    return (s, true)
  }

  /// The symbol of `variable`, if the tableau holds it.
  ///
  /// A variable remembers where in `externals` the tableau that placed it
  /// last put it (`Variable.place`); that answers without hashing when
  /// the entry there is the variable's (a look-up in a large dictionary
  /// was a cache miss per term of every constraint added). A variable
  /// never placed anywhere is in no tableau. Otherwise (a variable shared
  /// between solvers, or a hint from a tableau copied or truncated since)
  /// the dictionary answers, built from `externals` the first time.
  @inline(__always) mutating func lookup(_ variable: Variable) -> Symbol? {
    guard usesPlaceHints else { return lookupShared(variable) }
    let place = variable.place
    if place < 0 { return nil }
    if place < externals.count && externals[place].variable === variable { return externals[place].symbol }
    return lookupShared(variable)
  }

  mutating func lookupShared(_ variable: Variable) -> Symbol? {
    if !symbolOfComplete {
      symbolOfComplete = true
      symbolOf.reserveCapacity(externals.count)
      for (v, s) in externals { symbolOf[ObjectIdentifier(v)] = s }
    }
    return symbolOf[ObjectIdentifier(variable)]
  }

  /// Room for `count` more symbols, of which `variables` external, so
  /// that a large build does not grow every per-symbol column many times.
  mutating func reserve(symbols count: Int, variables: Int) {
    symbols.reserve(symbols.count + count)
    externals.reserveCapacity(externals.count + variables)
    externalSymbols.reserveCapacity(externalSymbols.count + variables)
    for k in objective.indices { objective[k].reserve(symbols.count + count) }
    if symbolOfComplete { symbolOf.reserveCapacity(symbolOf.count + variables) }
  }

  /// Forgets symbols created after `count` (and `externalCount` variables);
  /// used when an insertion is refused before anything referred to them.
  mutating func truncate(symbols count: Int, externals externalCount: Int) {
    if symbolOfComplete {
      for (v, _) in externals[externalCount...] { symbolOf[ObjectIdentifier(v)] = nil }
    }
    externals.removeSubrange(externalCount...)
    externalSymbols.removeSubrange(externalCount...)
    symbols.truncate(to: count)
    objectiveDirty.removeAll { $0.id >= count }
    candidates.removeAll { $0.symbol.id >= count }
    for k in objective.indices { objective[k].truncate(to: count) }
    version &+= 1
    basisVersion &+= 1
  }

  mutating func nextTick() -> UInt32 {
    tick &+= 1
    if tick == 0 {
      symbols.clearStamps()
      tick = 1
    }
    return tick
  }

  /// The basic rows that hold `s`, without duplicates, in a deterministic
  /// order; compacts the column as a side effect.
  mutating func rowsContaining(_ s: Symbol) -> [Symbol] {
    rowsContaining(s) { _ in }
  }

  /// The same, handing `coefficient` each kept row's coefficient of `s`,
  /// in the order of the rows returned.
  mutating func rowsContaining(_ s: Symbol, coefficient: (Double) -> Void) -> [Symbol] {
    var kept: [Symbol] = []
    kept.reserveCapacity(symbols.column.count(s))
    compactColumn(s) { r, c in
      kept.append(r)
      coefficient(c)
    }
    return kept
  }

  /// Compacts `s`'s column as `rowsContaining` does (stale entries and
  /// repeats dropped, order kept), handing each kept row and its
  /// coefficient of `s` to `body`; returns how many were kept. Without
  /// the list: `note`'s compaction only needs the count (an array
  /// allocated there was about 1% of a stack list's first layout, whose
  /// spanning slacks each reach the first limit).
  @discardableResult
  mutating func compactColumn(_ s: Symbol, _ body: (Symbol, Double) -> Void = { _, _ in }) -> Int {
    let t = nextTick()
    let count = symbols.count
    // Taken out while it is compacted, so that the test can read the rest
    // of the table (nothing is copied: the empty index holds no storage).
    var column = symbols.column
    symbols.column = ColumnIndex()
    let kept = column.compact(s) { r in
      guard r.id < count, symbols.isBasic[r], symbols.flags[r].stamp != t else { return false }
      let (i, found) = symbols.rows[r].find(s)
      guard found else { return false }
      symbols.flags[r].stamp = t
      body(r, symbols.rows[r].cells[i].coefficient)
      return true
    }
    symbols.column = column
    return kept
  }

  /// Records that row `r` may now hold `s`.
  @inline(__always) mutating func note(_ s: Symbol, inRow r: Symbol) {
    symbols.column.append(r, to: s)
    if symbols.column.count(s) > symbols.info[s].columnLimit {
      let live = compactColumn(s)
      symbols.info[s].columnLimit = Swift.max(16, 4 * live)
    }
  }

  /// Logs `b` for the late markers' matching; past one entry per symbol
  /// the log stops (the matching then scans every symbol once).
  mutating func logBasis(_ b: Symbol) {
    basisLog.append(b.id)
    guard basisLog.count > symbols.count else { return }
    logsBasis = false
    basisLog = []
  }

  /// Makes `b` basic with `row`, which is moved in: `row` is left with
  /// what `b` held before (an empty row: `b` was parametric).
  mutating func setRow(_ b: Symbol, _ row: inout Row) {
    willChangeRow(b)
    basisVersion &+= 1
    lastBasic = b.id
    if logsBasis { logBasis(b) }
    symbols.isBasic[b] = true
    noteConstant(row.constant)
    // Swapped in, not copied (a copy retains the cells and the caller's
    // last use releases them; a consuming parameter was compiled as a
    // borrowed one and copied all the same). The cells are then read
    // where they now live: noting them changes the column index only,
    // never a row.
    swap(&symbols.rows[b], &row)
    for cell in symbols.cellsInPlace(of: b) { note(cell.symbol, inRow: b) }
    version &+= 1
  }

  /// Notes a row constant just written: flags one that is not finite
  /// (`overflowed`) and keeps `constantBound` above it.
  @inline(__always) mutating func noteConstant(_ c: Double) {
    if !c.isFinite {
      overflowed = true
      constantBound = .infinity
    } else if abs(c) > constantBound {
      constantBound = abs(c)
    }
  }

  mutating func takeRow(_ b: Symbol) -> Row {
    willChangeRow(b)
    let row = symbols.rows[b]
    basisVersion &+= 1
    if logsBasis { logBasis(b) }
    symbols.rows[b] = Row()
    symbols.isBasic[b] = false
    version &+= 1
    return row
  }

  /// Replaces `s` by `row` in every row, the objective and the artificial
  /// objective: `x = … + c·s` becomes `x = … + c·row`.
  mutating func substitute(_ s: Symbol, with row: Row) {
    assert(!row.contains(s), "a row substituted for a symbol holds it")
    var added: [Symbol] = []
    swap(&added, &addedScratch)
    defer { swap(&added, &addedScratch) }
    // The column is read directly (not through rowsContaining): one search
    // per row finds both whether it holds `s` and the coefficient, and the
    // column is emptied below anyway. A row listed twice is skipped the
    // second time, as it no longer holds `s`. The list is walked in place
    // (no copy per substitution): the rows noted on the way go to other
    // symbols' lists, as the substituted row no longer holds `s`.
    var e = symbols.column.firstEntry(s)
    while e >= 0 {
      let (r, next) = symbols.column.entry(e)
      e = next
      guard r.id < symbols.count && symbols.isBasic[r] else { continue }
      let (i, found) = symbols.rows[r].find(s)
      guard found else { continue }
      let c = symbols.rows[r].cells[i].coefficient
      rowUpdates &+= 1
      willChangeRow(r)
      added.emptyKeepingCapacity()
      symbols.rows[r].add(row, times: c, skipping: s, added: &added, scratch: &cellScratch)
      for t in added { note(t, inRow: r) }
      let constant = symbols.rows[r].constant
      if symbols.flags[r].kind != .external && constant < 0 { infeasible.append(r) }
      noteConstant(constant)
    }
    symbols.column.clear(s)
    var objectiveChanged = false
    for k in objective.indices {
      let c = objective[k][s]
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
    objective.insert(DenseRow(count: symbols.count), at: i)
    // The new level holds only zeros, so no candidate's status changes;
    // the levels below it move down one.
    for j in candidates.indices where candidates[j].level >= i { candidates[j].level += 1 }
    return i
  }

  /// Notes that `s`'s objective coefficients changed.
  @inline(__always) mutating func markObjective(_ s: Symbol) {
    if !symbols.flags[s].objectiveMarks.contains(.dirty) {
      symbols.flags[s].objectiveMarks.insert(.dirty)
      objectiveDirty.append(s)
    }
  }

  /// Notes that the objective coefficients of `row`'s symbols changed.
  mutating func markObjective(_ row: Row) {
    for cell in row.cells { markObjective(cell.symbol) }
  }

  /// Adds (`sign` 1) or removes (−1) an error symbol's weight.
  mutating func weigh(_ e: Symbol, _ sign: Double) {
    let k = levelIndex(symbols.info[e].errorLevel)
    if symbols.isBasic[e] {
      willChangeObjective(k, adding: symbols.rows[e], skipping: nil)
      objective[k].add(symbols.rows[e], times: sign, skipping: nil)
      markObjective(symbols.rows[e])
    } else {
      willChangeObjective(k, e)
      objective[k].insert(e, sign)
      markObjective(e)
    }
  }

  /// The current value of an external symbol.
  @inline(__always) func value(of s: Symbol) -> Double {
    symbols.isBasic[s] ? symbols.rows[s].constant : 0
  }
}
