/// An incremental linear constraint solver with strictly ordered strengths.
///
/// Add required and optional constraints, mark variables as editable,
/// suggest values for them, and read the solution:
///
/// ```swift
/// let solver = Solver()
/// let W = Variable("W"), x = Variable("x"), w = Variable("w")
/// try solver.addEditVariable(W, strength: .strong)
/// try solver.suggestValue(W, 320)
/// try solver.addConstraint(x == 8)
/// try solver.addConstraint(x + w == W - 8)
/// solver.updateVariables()       // x = 8, w = 304
/// try solver.suggestValue(W, 480)
/// solver.updateVariables()       // w = 464, by an incremental update
/// ```
///
/// - A higher ``Strength`` is never given up for any number of lower ones.
/// - Changing a constant (``updateConstant(of:to:)``, ``suggestValue(_:_:)``)
///   is an incremental update, not a remove and re-add.
/// - An unsatisfiable required constraint is refused with the minimal set
///   of constraints it conflicts with; a failed call changes nothing.
/// - The same calls give the same values: no choice depends on hashing or
///   addresses.
public final class Solver {
  /// A constraint as the solver holds it, stored by value in `log` and
  /// changed there in place (`log[i].constant = …`): no allocation and no
  /// reference counting per constraint (a class cost both; a struct in a
  /// dictionary was copied out and back on every suggestion, so the maps
  /// below hold positions in `log`, not records).
  struct Record {
    let constraint: Constraint
    var tag: Tableau.Tag
    /// The constant in force (the expression's, or the last update).
    var constant: Double
    let order: Int
    let edit: Variable?
    let tracked: Bool
    /// A required equality implied by the others when it was added: the
    /// tableau stores no row for it.
    var redundant = false
    /// Whether it is still in the solver (`log` keeps removed records
    /// until it is compacted).
    var live = true

    /// Notes the record's position in `log` (its index there) on its
    /// constraint when the solver uses place hints.
    func place(at index: Int, hint: Bool) {
      if hint { constraint.place = index }
    }

    init(constraint: Constraint, tag: Tableau.Tag, constant: Double, order: Int, edit: Variable?, tracked: Bool = false)
    {
      self.constraint = constraint
      self.tag = tag
      self.constant = constant
      self.order = order
      self.edit = edit
      self.tracked = tracked
    }

    var spec: Tableau.Spec {
      Tableau.Spec(
        terms: constraint.termBuffer, constant: constant,
        relation: constraint.relation, strength: constraint.strength, strengthBelow: constraint.strengthBelow,
        tracked: tracked)
    }
  }

  /// The tableau as stored. A run of constant changes may be deferred in
  /// it (`Tableau.DeferredShift`); only the paths that understand one (a
  /// constant change, a partial read) use `storage` directly.
  @exclusivity(unchecked) var storage = Tableau(tracksRequiredEqualities: false)

  /// Whether this solver reads and writes the `place` hints of the
  /// variables and constraints it takes, instead of hashing them: only a
  /// solver whose variables and constraints are confined to it and its
  /// thread may (the layout engine's, which makes its own and never hands
  /// them out). A public solver leaves the hints alone, so variables and
  /// constraints shared between threads stay free of data races.
  @exclusivity(unchecked) package var usesPlaceHints = false {
    didSet { storage.usesPlaceHints = usesPlaceHints }
  }

  /// The tableau with any deferred constant change written into its rows:
  /// what every other path reads and changes.
  var tableau: Tableau {
    _read {
      storage.applyDeferredShift()
      yield storage
    }
    _modify {
      storage.applyDeferredShift()
      yield &storage
    }
  }
  /// The positions in `log` of the records in force, by constraint, for
  /// the constraints whose `place` hint does not find them there (see
  /// `record(for:)`): empty until the first such miss, then kept up to
  /// date (`reindexLog` after the log is compacted or rebuilt).
  @exclusivity(unchecked) var records: [ObjectIdentifier: Int] = [:]
  @exclusivity(unchecked) var recordsComplete = false
  /// Every record in the order it was added (removed ones too, marked
  /// not `live`, until there are as many of those as of the others): the
  /// constraints' original rows, in a fixed order, for late markers.
  @exclusivity(unchecked) var log: [Record] = []
  @exclusivity(unchecked) var deadInLog = 0
  /// How many live records are redundant equalities (stored nowhere).
  @exclusivity(unchecked) var liveRedundant = 0
  /// Bumped whenever `log` is compacted or emptied.
  @exclusivity(unchecked) var logEpoch = 0
  /// Works out a marker's column for a constraint added without one.
  let lateMarkers = LateMarkers()
  let localIndex = LocalIndex()
  /// Per edit variable, the position of its edit constraint's record in
  /// `log`.
  var edits: [ObjectIdentifier: Int] = [:]
  @exclusivity(unchecked) var nextOrder = 0
  @exclusivity(unchecked) var needsRebuild = false
  @exclusivity(unchecked) var values: [Double] = []
  /// Set by ``updateVariables()``: `values` has not been filled yet, and
  /// the tableau is exactly as it was then, so its row constants are the
  /// values. Reads take them straight from the rows; anything that changes
  /// the tableau fills `values` first (``materialize()``).
  @exclusivity(unchecked) var valuesPending = false

  /// Whether values stay as they were at the last ``updateVariables()``
  /// while constraints and suggestions change (kiwi's rule; the default).
  /// When false, reads go to the tableau directly, so a change shows before
  /// the next update — one pass over every variable less per update, which
  /// the layout engine (it always updates before it reads) takes.
  @exclusivity(unchecked) public var holdsValuesUntilUpdate = true {
    didSet { if !holdsValuesUntilUpdate { valuesPending = true } }
  }
  /// Bumped whenever symbol ids change (a rebuild), so that
  /// ``ValueSlots`` know to resolve again.
  @exclusivity(unchecked) var generation = 0
  /// Bumped by every ``read(_:partial:linear:)``: slots whose
  /// epoch matches read last, so the tableau's constant log holds exactly
  /// what moved since.
  @exclusivity(unchecked) var readEpoch = 0
  /// How many times the tableau was rebuilt from the records (after a
  /// removal of an unmarked equality): for tests that check a change
  /// stayed incremental. A test hook, not API.
  package internal(set) var tableauRebuilds = 0
  /// How many late markers' columns were solved locally (the rows
  /// reachable from the edited constraint) and how many by the global
  /// plan: test hooks, not API.
  package internal(set) var localMarkerColumns = 0
  package internal(set) var globalMarkerColumns = 0
  /// How many simplex pivots the current tableau has made (phase one,
  /// optimisation and the dual simplex), for benchmarks and tests: a
  /// rebuild starts again from 0. A hook for the benchmark package (a
  /// separate package, hence SPI rather than `package`), not API.
  ///
  /// ```swift
  /// try solver.addConstraint(x == 10, strength: .weak)
  /// try solver.addConstraint(x == 30, strength: .strong)
  /// solver.updateVariables()
  /// solver.pivotCount   // 1: the strong preference took over
  /// ```
  @_spi(Benchmarks) public var pivotCount: Int { storage.pivots }

  /// Turns on the variables' `place` hints, as the layout engine's solver
  /// does (see `usesPlaceHints`), for a benchmark that builds solvers the
  /// way the engine does. Only for variables that no other solver or
  /// thread touches meanwhile; a solver that already holds a constraint is
  /// left as it is (its variables were placed without hints). A hook for
  /// the benchmark package, not API.
  @_spi(Benchmarks) public func usePlaceHintsForBenchmarks() {
    guard log.isEmpty, storage.externals.isEmpty else { return }
    usesPlaceHints = true
  }

  /// `pivotCount` for the modules of this package: the layout engine
  /// reads it with a plain import (its tests count pivots).
  package var pivots: Int { storage.pivots }
  /// Rows rewritten by substitutions so far (for tests of growth).
  package var rowUpdates: Int { storage.rowUpdates }

  /// Creates an empty solver.
  public init() {}

  /// Whether `constraint` is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    record(for: constraint) != nil
  }

  /// The record of `constraint` if it is in the solver. The constraint's
  /// `place` finds it in `log` without hashing (a look-up in a large
  /// dictionary was a cache miss for every constraint added); a
  /// constraint never added anywhere is in no solver. Otherwise (one
  /// shared between solvers, a removed one) the dictionary answers, built
  /// from `log` the first time.
  @inline(__always) func record(for constraint: Constraint) -> Int? {
    guard usesPlaceHints else { return sharedRecord(for: constraint) }
    let place = constraint.place
    if place < 0 { return nil }
    if place < log.count && log[place].constraint === constraint && log[place].live { return place }
    return sharedRecord(for: constraint)
  }

  /// The position of `constraint`'s record in `log` through the map.
  func sharedRecord(for constraint: Constraint) -> Int? {
    if !recordsComplete {
      recordsComplete = true
      records.reserveCapacity(log.count - deadInLog)
      for (i, r) in log.enumerated() where r.live { records[ObjectIdentifier(r.constraint)] = i }
    }
    return records[ObjectIdentifier(constraint)]
  }

  /// After `log` was compacted or rebuilt: every record's position, on
  /// its constraint, and the maps of positions.
  func reindexLog() {
    var editsFound: [ObjectIdentifier: Int] = [:]
    editsFound.reserveCapacity(edits.count)
    if recordsComplete { records.removeAll(keepingCapacity: true) }
    for (i, r) in log.enumerated() {
      r.place(at: i, hint: usesPlaceHints)
      guard r.live else { continue }
      if let e = r.edit { editsFound[ObjectIdentifier(e)] = i }
      if recordsComplete { records[ObjectIdentifier(r.constraint)] = i }
    }
    edits = editsFound
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// The constraints in the solver, in the order they were added (edit
  /// variables' internal constraints excluded).
  public var constraints: [Constraint] {
    orderedRecords().filter { $0.edit == nil }.map(\.constraint)
  }

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in;
  ///   ``SolverError/nonFiniteValue(_:)`` for an infinite or NaN number;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when it is
  ///   required and contradicts the required constraints already present.
  /// - Complexity: proportional to the rows that hold its variables, plus
  ///   the pivots needed to re-optimise.
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    try addConstraint(constraint, expectingConstantChanges: false)
  }

  /// Adds a constraint whose constant will change (a window's size): a
  /// required equality gets its marker now, so that the first
  /// ``updateConstant(of:to:)`` is as incremental as the later ones instead
  /// of rebuilding the tableau with markers on every required equality.
  ///
  /// - Throws: as ``addConstraint(_:)``.
  public func addConstraint(_ constraint: Constraint, expectingConstantChanges: Bool) throws(SolverError) {
    guard !hasConstraint(constraint) else { throw .duplicateConstraint(constraint) }
    guard constraint.expression.isFinite else { throw .nonFiniteValue(constraint) }
    try add(constraint, edit: nil, tracked: expectingConstantChanges)
  }

  /// Adds `constraint` with another strength (a convenience for
  /// `addConstraint(constraint.withStrength(strength))`); returns the
  /// constraint that was added.
  @discardableResult
  public func addConstraint(_ constraint: Constraint, strength: Strength) throws(SolverError)
    -> Constraint
  {
    let c = constraint.withStrength(strength)
    try addConstraint(c)
    return c
  }

  func add(_ constraint: Constraint, edit: Variable?, tracked: Bool = false) throws(SolverError) {
    materialize()
    try rebuildIfNeeded()
    var record = Record(
      constraint: constraint, tag: .init(), constant: constraint.expression.constant,
      order: nextOrder, edit: edit, tracked: tracked)
    storage.resolved.emptyKeepingCapacity()
    storage.lastBasic = -1
    let outcome = try tableau.insert(record.spec)
    switch outcome {
    case .added(let tag), .redundant(let tag):
      guard !storage.overflowed else {
        try refuseOverflow()
        throw edit.map { .overflowingSuggestion($0) } ?? .overflow(constraint)
      }
      record.tag = tag
      if case .redundant = outcome {
        record.redundant = true
        liveRedundant += 1
      }
      if recordsComplete { records[ObjectIdentifier(constraint)] = log.count }
      record.place(at: log.count, hint: usesPlaceHints)
      // Moved into the log, not copied (a copy retains and releases the
      // constraint and the edit variable).
      log.append(consume record)
      // The resolved symbols lent through their address (the late markers
      // only read them, and nothing changes them meanwhile): passed as an
      // array, they were retained and released for every constraint.
      let resolved = storage.resolved.withUnsafeBufferPointer { $0 }
      lateMarkers.append(constraint.termBuffer, tag, symbols: resolved)
      lateMarkers.subject.append(storage.lastBasic)
      nextOrder += 1
    case .unsatisfiable:
      throw .unsatisfiableConstraint(constraint, conflicts: explain(record.spec, excluding: constraint))
    case .overflow:
      throw edit.map { .overflowingSuggestion($0) } ?? .overflow(constraint)
    }
  }

  /// Undoes a call whose arithmetic overflowed (`Tableau.overflowed`):
  /// the tableau is rebuilt from the records, which the call has not
  /// changed yet. Rare (only numbers near a Double's limit get here), so
  /// the rebuild's cost does not matter.
  func refuseOverflow() throws(SolverError) {
    storage.overflowed = false
    storage.deferredShift = nil
    try rebuild(trackingEqualities: storage.tracksRequiredEqualities)
  }

  /// Removes a constraint.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in.
  /// - Complexity: proportional to the rows that hold its marker. A required
  ///   equality has no marker until one of them is changed in place (see
  ///   ``updateConstant(of:to:)``); removing one schedules a rebuild of the
  ///   tableau, done once at the next call that needs it, so removing many
  ///   costs one rebuild.
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    guard let i = record(for: constraint), log[i].edit == nil else {
      throw .unknownConstraint(constraint)
    }
    try remove(i)
  }

  /// Removes the record at `index` in `log`.
  func remove(_ index: Int) throws(SolverError) {
    materialize()
    let record = log[index]
    if recordsComplete { records[ObjectIdentifier(record.constraint)] = nil }
    forget(index)
    if needsRebuild || record.tag.marker == nil {
      needsRebuild = true
      return
    }
    try tableau.remove(record.tag)
  }

  /// Makes `variable` editable: ``suggestValue(_:_:)`` then asks for a value
  /// with this strength (it starts at 0).
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
  ///   ``SolverError/requiredEditStrength(_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditStrength(variable) }
    let c = Constraint(Expression(variable), .equal, strength: strength, label: "edit \(variable)")
    try add(c, edit: variable)
    edits[id] = record(for: c)
  }

  /// Stops editing `variable`.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard let i = edits[id] else { throw .unknownEditVariable(variable) }
    edits[id] = nil
    try remove(i)
  }

  /// Asks for `value` for an edit variable, at the edit's strength.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``,
  ///   ``SolverError/nonFiniteSuggestion(_:)``.
  /// - Complexity: proportional to the rows that depend on the variable,
  ///   plus any dual simplex pivots.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    materialize()
    guard let i = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteSuggestion(variable) }
    try setConstant(i, -value)
  }

  /// Changes the constant of a constraint in place: `expression OP 0`
  /// becomes `(expression − old + newConstant) OP 0`.
  ///
  /// This is an incremental update (the constraint's marker absorbs the
  /// change, then a dual simplex repairs feasibility), never a remove and
  /// re-add. A *required equality* is added without a marker (markers on
  /// all of them cost O(n²) cells on long chains); its first change works
  /// out the column the marker would have had, from the constraints' rows,
  /// and installs it, in time linear in those rows (nothing is rebuilt).
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``;
  ///   ``SolverError/nonFiniteValue(_:)``;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if a required
  ///   constraint can no longer hold (the constant is left as it was).
  public func updateConstant(of constraint: Constraint, to newConstant: Double) throws(SolverError) {
    materialize()
    guard let isEdit = record(for: constraint).map({ log[$0].edit != nil }), !isEdit else {
      throw .unknownConstraint(constraint)
    }
    guard newConstant.isFinite else { throw .nonFiniteValue(constraint) }
    try setConstant(constraint, newConstant)
  }

  /// The constant currently in force for `constraint`, or nil if it is not
  /// in the solver.
  public func constant(of constraint: Constraint) -> Double? {
    record(for: constraint).map { log[$0].constant }
  }

  func setConstant(_ constraint: Constraint, _ newConstant: Double) throws(SolverError) {
    guard let i = record(for: constraint) else { throw .unknownConstraint(constraint) }
    try setConstant(i, newConstant)
  }

  /// The same for a record in hand, at `index` in `log` (an edit's: one
  /// look-up per suggestion).
  func setConstant(_ index: Int, _ newConstant: Double) throws(SolverError) {
    var i = index
    // Kept out of `log`: a rebuild below (or `refuseOverflow`'s) moves
    // records in it.
    let (constraint, edit) = (log[i].constraint, log[i].edit)
    var (tag, old) = (log[i].tag, log[i].constant)
    let delta = newConstant - old
    if delta == 0 { return }
    if !needsRebuild && tag.marker == nil && log[i].redundant {
      // Implied by the others: any change contradicts them (a rebuild
      // below only if they no longer imply it).
      var spec = log[i].spec
      spec.constant = newConstant
      let conflicts = explain(spec, excluding: constraint)
      if !conflicts.isEmpty { throw .unsatisfiableConstraint(constraint, conflicts: conflicts) }
    }
    if !needsRebuild && tag.marker == nil && giveLateMarker(i) {
      // The marker is in place now, as if it had been there from the start.
      tag = log[i].tag
    } else if needsRebuild || tag.marker == nil {
      // A rebuild gives every record a new tag (and may move it in `log`).
      try rebuild(trackingEqualities: tableau.tracksRequiredEqualities || tag.marker == nil)
      guard let current = self.record(for: constraint) else { throw .unknownConstraint(constraint) }
      i = current
      (tag, old) = (log[i].tag, log[i].constant)
    }
    if storage.optimizePending { try tableau.optimizeIfPending() }
    // `storage`: the shift itself decides whether to defer or apply.
    guard storage.shiftConstant(tag, by: delta) else {
      throw unsatisfiable(constraint, newConstant)
    }
    if !storage.infeasible.isEmpty && !storage.overflowed {
      do {
        try tableau.dualOptimize()
      } catch {
        // Only a required change can make the dual simplex fail: the new
        // constant is infeasible. Shift back; the old constant was
        // feasible, so the dual simplex restores it (the same solution, up
        // to ties between equally good ones).
        tableau.infeasible.removeAll()
        _ = tableau.shiftConstant(tag, by: -delta)
        try tableau.dualOptimize()
        throw unsatisfiable(constraint, newConstant)
      }
    }
    guard !storage.overflowed else {
      try refuseOverflow()
      throw edit.map { .overflowingSuggestion($0) } ?? .overflow(constraint)
    }
    log[i].constant = newConstant
  }

  func unsatisfiable(_ constraint: Constraint, _ newConstant: Double) -> SolverError {
    guard let i = record(for: constraint) else {
      return .internalInconsistency("a changed constraint has no record")
    }
    let record = log[i]
    var spec = record.spec
    spec.constant = newConstant
    return .unsatisfiableConstraint(
      record.constraint, conflicts: explain(spec, excluding: record.constraint))
  }
}
