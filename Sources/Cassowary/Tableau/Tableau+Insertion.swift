extension Tableau {
  /// Adds a constraint: builds its row in terms of the current parametric
  /// symbols, picks a subject and pivots it in. The tableau stays feasible;
  /// re-optimising is left pending (see `optimizePending`).
  ///
  /// On `.unsatisfiable` the tableau is exactly as it was.
  mutating func insert(_ spec: Spec) throws(SolverError) -> InsertOutcome {
    let symbolCount = symbols.count, externalCount = externals.count
    var row = spec.terms.count > Tableau.longExpression ? longRow(spec) : shortRow(spec)
    guard row.constant.isFinite, row.cells.allSatisfy({ $0.coefficient.isFinite }) else {
      truncate(symbols: symbolCount, externals: externalCount)
      return .overflow
    }
    let tag = addMarkers(to: &row, spec)
    if row.constant < 0 { row.scale(-1) }

    // Symbols numbered from `symbolCount` on are this call's: an external
    // one among them is a variable new to the tableau.
    var subject = chooseSubject(row, tag, newFrom: symbolCount)
    if subject == nil && row.cells.allSatisfy({ symbols.flags[$0.symbol].kind == .dummy }) {
      if !nearZero(row.constant) {
        truncate(symbols: symbolCount, externals: externalCount)
        return .unsatisfiable
      }
      guard let marker = tag.marker else {
        truncate(symbols: symbolCount, externals: externalCount)
        return .redundant(tag)
      }
      subject = marker
    }
    if let subject {
      install(consume row, subject: subject)
    } else {
      // Phase one may fail; what it changes is logged so that a refusal
      // puts back exactly those rows (a copy of the whole tableau here was
      // a third of a large random build, and made it quadratic).
      beginUndo()
      let satisfiable: Bool
      do {
        satisfiable = try addWithArtificialVariable(row)
      } catch {
        undo = nil
        throw error
      }
      if !satisfiable {
        rollBack()
        truncate(symbols: symbolCount, externals: externalCount)
        return .unsatisfiable
      }
      undo = nil
    }
    optimizePending = true
    if objectiveDirty.count >= Tableau.pendingObjectiveLimit { try optimize() }
    return .added(tag)
  }

  /// A new constraint's row in terms of the parametric symbols: each term's
  /// symbol, or its row when it is basic, merged in turn.
  mutating func shortRow(_ spec: Spec) -> Row {
    var work = Row(constant: spec.constant)
    var spare: [Cell] = []
    swap(&work.cells, &mergeBuffers.work)
    swap(&spare, &mergeBuffers.spare)
    work.cells.emptyKeepingCapacity()
    var unused: [Symbol] = []
    let terms = spec.terms
    for i in terms.indices where !nearZero(terms[i].coefficient) {
      // The spec holds the variable: lent without a retain and a release
      // (atomic operations, a large part of a first layout's time).
      let s = Unmanaged.passUnretained(terms[i].variable)._withUnsafeGuaranteedRef { symbol(for: $0).symbol }
      if symbols.isBasic[s] {
        // Without listing the symbols that enter (nothing reads them
        // here). The basic row is read in place, its cells through their
        // address: the tableau keeps the row, and nothing changes it
        // while `work` (a local) takes it in, so neither a retain nor a
        // release of its buffer is needed (lent through a closure, the
        // buffer was retained around the merge's calls).
        work.add(
          cells: symbols.cellsInPlace(of: s), constant: symbols.rows[s].constant, times: terms[i].coefficient,
          skipping: nil,
          added: &unused, scratch: &spare, listsAdded: false)
      } else {
        work.insert(s, terms[i].coefficient)
      }
    }
    var row = Row(constant: work.constant)
    if work.cells.count > Tableau.longExpression {
      // A long row (a random system's) keeps the merge buffer itself:
      // copying it out would cost its length again.
      swap(&row.cells, &work.cells)
    } else {
      // The row kept: its cells and room for the markers `addMarkers`
      // appends, in one allocation.
      row.cells.reserveCapacity(work.cells.count + Row.markerRoom)
      // Copied from a buffer: appending the array itself retained and
      // released it.
      work.cells.withUnsafeBufferPointer { row.cells.append(contentsOf: $0) }
    }
    swap(&work.cells, &mergeBuffers.work)
    swap(&spare, &mergeBuffers.spare)
    return row
  }

  /// Above this many terms, a new constraint's row is gathered and sorted
  /// once (`longRow`) instead of merged term by term, which costs the
  /// row's length per term: quadratic for a constraint across a long
  /// chain (a stack's last view against the stack's end).
  static let longExpression = 32

  /// The row of a constraint with many terms, in terms of the parametric
  /// symbols: every term's cells (its row's, when it is basic) summed per
  /// symbol in the order they come in — the sums a merge term by term
  /// would make — and written in increasing symbol order.
  ///
  /// The sums are kept in `longSums`, a slot per symbol number: sorting the
  /// gathered parts by symbol instead cost a comparison sort of twice the
  /// terms: 4.5% of a 4,000-view stack's first layout for its one
  /// constraint across the whole chain, 1% now.
  mutating func longRow(_ spec: Spec) -> Row {
    var row = Row(constant: spec.constant)
    var sums = SymbolSums()
    swap(&sums, &longSums)
    sums.begin()
    for term in spec.terms where !nearZero(term.coefficient) {
      let s = symbol(for: term.variable).symbol
      if symbols.isBasic[s] {
        let r = symbols.rows[s]
        row.constant += term.coefficient * r.constant
        for cell in r.cells {
          let c = term.coefficient * cell.coefficient
          if !nearZero(c) { sums.add(cell.symbol.id, c) }
        }
      } else {
        sums.add(s.id, term.coefficient)
      }
    }
    row.cells.reserveCapacity(sums.touched.count)
    sums.inOrder { id, c in
      if !nearZero(c) { row.cells.append(Cell(symbol: Symbol(id), coefficient: c)) }
    }
    swap(&sums, &longSums)
    return row
  }

  /// Makes `subject` basic with the row `0 = row` solved for it.
  ///
  /// The row is consumed: callers hand over their last copy, so solving it
  /// for the subject edits its cells in place (a shared copy was copied,
  /// an allocation for every constraint added).
  mutating func install(_ row: consuming Row, subject: Symbol) {
    row.solve(for: subject)
    substitute(subject, with: row)
    setRow(subject, &row)
  }

  /// A basic dummy row says that its required equality is implied by the
  /// others (`d = Σ other dummies`). Removing one of those others can leave
  /// real symbols in the row; the equality then has to be enforced again:
  /// the row `0 = row − d` is installed like a new constraint, with `d`
  /// parametric (0) and still the constraint's marker.
  mutating func repairDummyRows() throws(SolverError) {
    for d in symbols.all where symbols.flags[d].kind == .dummy && symbols.isBasic[d] {
      guard symbols.rows[d].cells.contains(where: { symbols.flags[$0.symbol].kind != .dummy }) else { continue }
      var row = takeRow(d)
      row.insert(d, -1)
      if row.constant < 0 { row.scale(-1) }
      if let subject = chooseSubject(row, Tag(marker: d), newFrom: symbols.count) {
        install(consume row, subject: subject)
      } else if try !addWithArtificialVariable(row) {
        throw .internalInconsistency("a redundant equality could not be restored after a removal")
      }
    }
  }

  /// Appends the constraint's slack, errors or dummy to `row`:
  /// `expr ≤ 0` gets `+s`, `expr ≥ 0` gets `−s`, an optional equality
  /// `−e⁺ + e⁻`, and an optional inequality an extra error opposite the slack.
  mutating func addMarkers(to row: inout Row, _ spec: Spec) -> Tag {
    var tag = Tag()
    let required = spec.strength.isRequired
    switch spec.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = spec.relation == .lessThanOrEqual ? 1 : -1
      let s = newSymbol(.slack)
      row.insert(s, sign)
      tag.marker = s
      tag.markerSign = sign
      if !required {
        let e = newSymbol(.error, level: spec.strength.value)
        row.insert(e, -sign)
        weigh(e, 1)
        tag.other = e
      }
    case .equal:
      if !required {
        // The expression above 0 is `plus`, below 0 `minus`.
        let plus = newSymbol(.error, level: spec.strength.value)
        let minus = newSymbol(.error, level: spec.strengthBelow.value)
        row.insert(plus, -1)
        row.insert(minus, 1)
        weigh(plus, 1)
        weigh(minus, 1)
        tag.marker = plus
        tag.other = minus
        tag.markerSign = -1
      } else if tracksRequiredEqualities || spec.tracked {
        hasDummies = true
        let d = newSymbol(.dummy)
        row.insert(d, 1)
        tag.marker = d
        tag.markerSign = 1
      }
    }
    return tag
  }

  /// The symbol to make basic for a new row, in order of preference:
  /// an external variable new to the solver (nothing to substitute), a new
  /// slack or error marker with a negative coefficient (also new), the
  /// existing external variable that the fewest rows hold, then an existing
  /// restricted symbol with a negative coefficient (fewest rows first) —
  /// each existing one only if feasibility is kept; nil if none.
  mutating func chooseSubject(_ row: Row, _ tag: Tag, newFrom: Int) -> Symbol? {
    for cell in row.cells where cell.symbol.id >= newFrom && symbols.flags[cell.symbol].kind == .external {
      return cell.symbol
    }
    // The two markers in turn (an array of them allocated for every row).
    func isSubject(_ m: Symbol?) -> Bool {
      guard let m, symbols.flags[m].kind == .slack || symbols.flags[m].kind == .error else { return false }
      return row.coefficient(for: m) < 0
    }
    // A row at 0 moves no value whichever restricted symbol it is solved
    // for, and a slack carries no weight in the objective: the
    // constraint's own slack keeps the objective as it was and, being
    // new, is in no other row (an older symbol would be substituted into
    // all of its rows, and could leave the objective improvable).
    if row.constant == 0, let m = tag.marker, symbols.flags[m].kind == .slack, !nearZero(row.coefficient(for: m)) {
      return m
    }
    if let balanced = balancedErrorSubject(row, tag) { return balanced }
    if isSubject(tag.marker) { return tag.marker }
    if isSubject(tag.other) { return tag.other }
    var best: Symbol?, bestCount = Int.max
    for cell in row.cells where symbols.flags[cell.symbol].kind == .external {
      let count = symbols.column.count(cell.symbol)
      if count < bestCount && keepsFeasibility(row, cell) {
        best = cell.symbol
        bestCount = count
      }
    }
    if best != nil { return best }
    // Any restricted symbol with a negative coefficient can be the subject:
    // the row's constant is ≥ 0, so it takes a value ≥ 0. This spares phase
    // one (and its pivots) for rows such as `−s + e = 0`.
    for cell in row.cells where cell.coefficient < 0 {
      let k = symbols.flags[cell.symbol].kind
      guard k == .slack || k == .error else { continue }
      let count = symbols.column.count(cell.symbol)
      if count < bestCount && keepsFeasibility(row, cell) {
        best = cell.symbol
        bestCount = count
      }
    }
    return best
  }

  /// The second error of an optional equality as the subject, where the
  /// first would leave the objective improvable and the second does not.
  ///
  /// An optional equality that the rows already imply while its errors
  /// are 0 (its row, substituted, is errors only with a constant of 0:
  /// a stack's `spanner.leading == item.leading @999.5` for every item,
  /// when a required alignment already makes every item's leading edge
  /// one) moves no value whichever error it is solved for. Solved for its
  /// first error each time, N of them take the objective coefficient of an
  /// error they share to 2 − N, and the simplex then proves the optimum
  /// with N degenerate pivots through that error's N rows: quadratic.
  /// Solving for the second error where the first would make a
  /// coefficient negative alternates the two, which keeps every
  /// coefficient at 0 or above (the shared pair's stay within one of each
  /// other), so no pivot follows. nil: the usual choice.
  func balancedErrorSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    guard row.constant == 0, let first = tag.marker, let second = tag.other, symbols.flags[first].kind == .error,
      symbols.info[first].errorLevel == symbols.info[second].errorLevel,
      let k = levels.firstIndex(of: symbols.info[first].errorLevel),
      row.cells.allSatisfy({ symbols.flags[$0.symbol].kind == .error || symbols.flags[$0.symbol].kind == .slack })
    else { return nil }
    let objective = self.objective[k]
    // Whether solving for `x` leaves every symbol of the row at a
    // coefficient of 0 or more on this level.
    func keepsOptimum(_ x: Symbol) -> Bool {
      let a = row.coefficient(for: x)
      guard !nearZero(a) else { return false }
      let weight = objective[x]
      for cell in row.cells where cell.symbol != x {
        if objective[cell.symbol] - weight * cell.coefficient / a < -epsilon { return false }
      }
      return true
    }
    return keepsOptimum(first) || !keepsOptimum(second) ? nil : second
  }

  /// Whether solving `0 = row` for an existing parametric external symbol
  /// keeps every restricted row feasible. The symbol is 0 now and takes the
  /// row's value once basic, which moves each restricted row that holds it;
  /// if one would go negative, the subject is refused (and phase one, which
  /// keeps feasibility, does the work instead).
  mutating func keepsFeasibility(_ row: Row, _ subject: Cell) -> Bool {
    let value = -row.constant / subject.coefficient
    if nearZero(value) { return true }
    for r in rowsContaining(subject.symbol) where symbols.flags[r].kind != .external {
      if symbols.rows[r].constant + symbols.rows[r].coefficient(for: subject.symbol) * value < -epsilon {
        return false
      }
    }
    return true
  }

  /// Phase one for a row with no usable subject: minimise an artificial
  /// variable equal to the row; the row is satisfiable iff it reaches 0.
  mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
    let art = newSymbol(.slack)
    var artificialRow = row
    setRow(art, &artificialRow)
    artificial = row
    try optimize(artificialOnly: true)
    let success = nearZero(artificial?.constant ?? 0)
    artificial = nil
    if symbols.isBasic[art] {
      var r = takeRow(art)
      if r.cells.isEmpty { return success }
      guard
        let entering = r.cells.first(where: {
          symbols.flags[$0.symbol].kind == .slack || symbols.flags[$0.symbol].kind == .error
        })?
        .symbol
      else { return false }
      r.solve(for: entering, replacing: art)
      substitute(entering, with: r)
      setRow(entering, &r)
    }
    for r in rowsContaining(art) {
      willChangeRow(r)
      symbols.rows[r].remove(art)
    }
    symbols.column.clear(art)
    for k in objective.indices {
      willChangeObjective(k, art)
      objective[k].remove(art)
    }
    version &+= 1
    return success
  }
}

/// What phase one changed, for ``Tableau/rollBack()``: each row as it was
/// before its first change, objective entries as they were (oldest last),
/// and the lists that are cheap to copy whole.
struct UndoLog {
  var rows: [(symbol: Symbol, row: Row, isBasic: Bool)] = []
  var objective: [(level: Int, symbol: Symbol, value: Double)] = []
  var objectiveConstants: [Double]
  var infeasible: [Symbol]
}

extension Tableau {
  /// Starts an undo log. Rows already noted in it are told apart by
  /// `undoStamps[r] == undoTick` (a set of symbols here hashed every row a
  /// phase-one pivot touched).
  mutating func beginUndo() {
    undoTick &+= 1
    if undoTick == 0 {
      undoStamps.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      undoTick = 1
    }
    undo = UndoLog(objectiveConstants: objective.map(\.constant), infeasible: infeasible)
  }

  /// Notes row `r` before it changes, while an undo log is kept.
  @inline(__always) mutating func willChangeRow(_ r: Symbol) {
    guard undo != nil else { return }
    if r.id >= undoStamps.count {
      undoStamps.append(contentsOf: repeatElement(0, count: Swift.max(symbols.count, r.id + 1) - undoStamps.count))
    }
    if undoStamps[r.id] != undoTick {
      undoStamps[r.id] = undoTick
      undo?.rows.append((r, symbols.rows[r], symbols.isBasic[r]))
    }
  }

  /// Notes the objective entry (`level`, `symbol`) before it changes.
  @inline(__always) mutating func willChangeObjective(_ level: Int, _ symbol: Symbol) {
    if undo != nil { undo?.objective.append((level, symbol, objective[level][symbol])) }
  }

  /// Notes every objective entry that adding `row` (and dropping `skip`) to
  /// level `level` changes.
  mutating func willChangeObjective(_ level: Int, adding row: Row, skipping skip: Symbol?) {
    guard undo != nil else { return }
    if let skip { willChangeObjective(level, skip) }
    for cell in row.cells { willChangeObjective(level, cell.symbol) }
  }

  /// Puts back what the undo log recorded, and stops logging. The column
  /// index is told again about every restored row's cells (it may have
  /// dropped them while the rows were different; extra entries are
  /// harmless, as entries are checked when read).
  mutating func rollBack() {
    guard let log = undo else { return }
    undo = nil
    for entry in log.objective.reversed() {
      objective[entry.level][entry.symbol] = entry.value
    }
    for (k, c) in log.objectiveConstants.enumerated() where k < objective.count { objective[k].constant = c }
    for entry in log.rows {
      symbols.rows[entry.symbol] = entry.row
      symbols.isBasic[entry.symbol] = entry.isBasic
    }
    for entry in log.rows where entry.isBasic {
      for cell in entry.row.cells { note(cell.symbol, inRow: entry.symbol) }
    }
    infeasible = log.infeasible
    artificial = nil
    version &+= 1
  }
}
