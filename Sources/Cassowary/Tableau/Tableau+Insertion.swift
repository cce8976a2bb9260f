extension Tableau {
  /// Adds a constraint: builds its row in terms of the current parametric
  /// symbols, picks a subject, pivots it in and re-optimises.
  ///
  /// On `.unsatisfiable` the tableau is exactly as it was.
  mutating func insert(_ spec: Spec) throws(SolverError) -> InsertOutcome {
    let symbolCount = kind.count, externalCount = externals.count
    var created: [Int] = []
    var row = Row(constant: spec.constant)
    var scratch: [Int] = []
    for term in spec.terms where !nearZero(term.coefficient) {
      let (s, isNew) = symbol(for: term.variable)
      if isNew { created.append(s) }
      if isBasic[s] {
        row.add(rows[s], times: term.coefficient, added: &scratch)
      } else {
        row.insert(s, term.coefficient)
      }
    }
    let tag = addMarkers(to: &row, spec)
    if row.constant < 0 { row.scale(-1) }

    var subject = chooseSubject(row, tag, created: created)
    if subject < 0 && row.cells.allSatisfy({ kind[$0.symbol] == .dummy }) {
      if !nearZero(row.constant) {
        truncate(symbols: symbolCount, externals: externalCount)
        return .unsatisfiable
      }
      if tag.marker < 0 {
        truncate(symbols: symbolCount, externals: externalCount)
        return .redundant(tag)
      }
      subject = tag.marker
    }
    if subject < 0 {
      let saved = self
      if try !addWithArtificialVariable(row) {
        self = saved
        truncate(symbols: symbolCount, externals: externalCount)
        return .unsatisfiable
      }
    } else {
      row.solve(for: subject)
      substitute(subject, with: row)
      setRow(subject, row)
    }
    try optimize()
    return .added(tag)
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
        let plus = newSymbol(.error, level: spec.strength.value)
        let minus = newSymbol(.error, level: spec.strength.value)
        row.insert(plus, -1)
        row.insert(minus, 1)
        weigh(plus, 1)
        weigh(minus, 1)
        tag.marker = plus
        tag.other = minus
        tag.markerSign = -1
      } else if tracksRequiredEqualities {
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
  /// slack or error marker with a negative coefficient (also new), then the
  /// existing external variable that the fewest rows hold; −1 if none.
  mutating func chooseSubject(_ row: Row, _ tag: Tag, created: [Int]) -> Int {
    for cell in row.cells where kind[cell.symbol] == .external && created.contains(cell.symbol) {
      return cell.symbol
    }
    for m in [tag.marker, tag.other] where m >= 0 {
      if kind[m] == .slack || kind[m] == .error, row.coefficient(for: m) < 0 { return m }
    }
    var best = -1, bestCount = Int.max
    for cell in row.cells where kind[cell.symbol] == .external {
      let count = column[cell.symbol].count
      if count < bestCount {
        best = cell.symbol
        bestCount = count
      }
    }
    return best
  }

  /// Phase one for a row with no usable subject: minimise an artificial
  /// variable equal to the row; the row is satisfiable iff it reaches 0.
  mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
    let art = newSymbol(.slack)
    setRow(art, row)
    artificial = row
    try optimize(artificialOnly: true)
    let success = nearZero(artificial?.constant ?? 0)
    artificial = nil
    if isBasic[art] {
      var r = takeRow(art)
      if r.cells.isEmpty { return success }
      guard
        let entering = r.cells.first(where: { kind[$0.symbol] == .slack || kind[$0.symbol] == .error })?
          .symbol
      else { return false }
      r.solve(for: entering, replacing: art)
      substitute(entering, with: r)
      setRow(entering, r)
    }
    for r in rowsContaining(art) { rows[r].remove(art) }
    column[art] = []
    for k in objective.indices { objective[k].remove(art) }
    version &+= 1
    return success
  }
}
