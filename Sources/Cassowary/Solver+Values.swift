/// Reading the solution: single values, many values through slots, and
/// only the values that moved.
extension Solver {
  /// Takes a copy of the solution, read by ``value(of:)``.
  ///
  /// Adding constraints keeps every required one satisfied but leaves
  /// finding the best solution to the next call that needs it, usually
  /// this one: a batch of additions is optimised once.
  ///
  /// ```swift
  /// try solver.addConstraint(x == 10, strength: .weak)
  /// try solver.addConstraint(x == 30, strength: .strong)
  /// solver.updateVariables()
  /// solver.value(of: x)   // 30
  /// ```
  ///
  /// - Complexity: O(variables), plus the simplex pivots left pending by
  ///   the constraints added since the last update.
  public func updateVariables() {
    if needsRebuild {
      // A rebuild replays constraints that all held before; it cannot fail
      // unless the numbers are degenerate, and then the old values stay.
      try? rebuild(trackingEqualities: tableau.tracksRequiredEqualities)
    }
    settle()
    valuesPending = true
  }

  /// Finishes the optimisation that insertions leave pending (see
  /// `Tableau.optimizePending`); every path that reads values or relies on
  /// an optimal tableau calls it first. The simplex cannot fail here short
  /// of degenerate numbers (lowest-id choices rule out cycling); if it did,
  /// the tableau would still be feasible, so the values read would satisfy
  /// every required constraint, and the next call would try again.
  ///
  /// Values stay finite: a call whose numbers would overflow a Double is
  /// refused (``SolverError/overflow(_:)``). Should the pending
  /// optimisation itself overflow (numbers near a Double's limit on every
  /// side), values are clamped when read: ±infinity to the largest finite
  /// Double of that sign, NaN to 0 (see `clamped`).
  func settle() {
    if storage.optimizePending { try? tableau.optimizeIfPending() }
  }

  /// `value` with infinities clamped to the largest finite Double and NaN
  /// read as 0 (only while the tableau has overflowed).
  static func clamped(_ value: Double) -> Double {
    if value.isFinite { return value }
    return value.isNaN ? 0 : value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
  }

  /// Fills `values` from the tableau if an update is pending. Called before
  /// anything changes the tableau, and by reads of single values.
  func materialize() {
    guard valuesPending, holdsValuesUntilUpdate else { return }
    valuesPending = false
    settle()
    // `storage`: a run of suggestions (each of which comes here first)
    // stays deferred; its rows' values are corrected below.
    if values.count != storage.symbols.count { values = Array(repeating: 0, count: storage.symbols.count) }
    values.withUnsafeMutableBufferPointer { out in
      storage.symbols.rows.withUnsafeBufferPointer { rows in
        storage.symbols.isBasic.withUnsafeBufferPointer { basic in
          storage.externalSymbols.withUnsafeBufferPointer { symbols in
            for s in symbols { out[s.id] = basic[s.id] ? rows[s.id].constant : 0 }
          }
        }
      }
      if let d = storage.deferredShift {
        for (r, a) in zip(d.column.externalRows, d.column.externalCoefficients) where r.id < out.count {
          out[r.id] += a * d.total
        }
      }
    }
    if storage.overflowed {
      for i in values.indices { values[i] = Self.clamped(values[i]) }
    }
  }

  /// Whether any constraint in the solver mentions `variable`.
  public func holds(_ variable: Variable) -> Bool {
    try? rebuildIfNeeded()
    return storage.lookup(variable) != nil
  }

  /// The value of `variable` at the last ``updateVariables()``; 0 for a
  /// variable the solver does not hold.
  ///
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    if valuesPending && !holdsValuesUntilUpdate {
      settle()
      guard let s = storage.lookup(variable), s.id < storage.symbols.count else { return 0 }
      // Read through a deferred run (reading must not end it).
      return Self.clamped(storage.currentValue(of: s))
    }
    materialize()
    guard let s = storage.lookup(variable), s.id < values.count else { return 0 }
    return values[s.id]
  }

  /// Resolved positions of some variables' values, for reading many values
  /// fast after each ``updateVariables()`` (a layout pass reads every
  /// frame). Slots resolve once and stay valid until the solver rebuilds
  /// or meets a variable it did not hold (a slot for a variable no
  /// constraint mentioned yet reads 0 until then); ``read(_:into:)``
  /// resolves them again when needed.
  public struct ValueSlots {
    let variables: [Variable]
    /// Per slot, its variable's symbol number, or −1 for a variable the
    /// solver does not hold (plain numbers: the read loops index rows by
    /// them without a branch on an optional).
    var indices: [Int]
    var generation: Int
    /// How many variables the solver held when the slots resolved.
    var externalCount: Int
    /// Per symbol, its position in `indices` (-1 if none); built by the
    /// first ``Solver/read(_:partial:linear:)`` after a resolve.
    var positions: [Int32] = []
    /// Whether two slots hold the same variable: one entry of `positions`
    /// cannot update both, so every read of these slots is a full one.
    var sharesSymbols = false
    /// The ``Solver/readEpoch`` this set of slots last read changes at.
    var epoch = -1
    /// The marker whose column the last partial read took (if any), and
    /// the tableau version it was read at.
    var lastColumn: Symbol?
    var lastColumnVersion = -1
    /// The deferred run (`Tableau.deferredRun`) whose rates the last
    /// `.linearStart` gave the caller, and its total then.
    var linearRun = -1
    var linearOrigin = 0.0
    /// After a `.linear` read: the column whose values the caller worked
    /// out itself, so that `out` does not hold them; the next other read
    /// brings them up to date first.
    var behind: Tableau.MarkerColumn?
  }

  /// Slots for `variables`, in order.
  public func slots(for variables: [Variable]) -> ValueSlots {
    ValueSlots(
      variables: variables, indices: resolve(variables), generation: generation,
      externalCount: storage.externals.count)
  }

  func resolve(_ variables: [Variable]) -> [Int] {
    variables.map { storage.lookup($0)?.id ?? -1 }
  }

  /// Writes the values of the slots' variables into `out` (resized to fit),
  /// 0 for a variable the solver does not hold.
  ///
  /// - Complexity: O(slots).
  public func read(_ slots: inout ValueSlots, into out: inout [Double]) {
    readUnclamped(&slots, into: &out)
    if storage.overflowed {
      for i in out.indices { out[i] = Self.clamped(out[i]) }
    }
  }

  func readUnclamped(_ slots: inout ValueSlots, into out: inout [Double]) {
    if slots.generation != generation || slots.externalCount != tableau.externals.count {
      slots.indices = resolve(slots.variables)
      slots.generation = generation
      slots.externalCount = tableau.externals.count
      slots.positions = []
      slots.sharesSymbols = false
    }
    if out.count != slots.indices.count { out = Array(repeating: 0, count: slots.indices.count) }
    settle()
    if valuesPending {
      // Straight from the rows: one pass instead of two.
      // A symbol that is not basic has an empty row whose constant is 0
      // (`Tableau.takeRow` leaves it so, and only basic rows change), so
      // the row's constant is the value either way: no branch on
      // `isBasic`, which mispredicts often in a layout.
      let n = tableau.symbols.rows.count
      tableau.symbols.rows.withUnsafeBufferPointer { rows in
        slots.indices.withUnsafeBufferPointer { idx in
          out.withUnsafeMutableBufferPointer { o in
            for i in 0..<idx.count {
              let s = idx[i]
              o[i] = s >= 0 && s < n ? rows[s].constant : 0
            }
          }
        }
      }
      return
    }
    let n = values.count
    values.withUnsafeBufferPointer { v in
      slots.indices.withUnsafeBufferPointer { idx in
        out.withUnsafeMutableBufferPointer { o in
          for i in 0..<idx.count {
            let s = idx[i]
            o[i] = s >= 0 && s < n ? v[s] : 0
          }
        }
      }
    }
  }

  /// One reader's state for reading values as they change: its slots, the
  /// values it last read, the positions that moved at the last read and,
  /// during a run of changes to one constant, how fast each moves. The
  /// layout engine's frame writer keeps one; ``read(_:partial:linear:)`` is
  /// the only way to fill it.
  package struct ReadSession {
    var slots: ValueSlots
    /// The value at each slot, as of the last read (but see
    /// ``ChangeRead/linear(offset:)``). A reader may rewrite them (pixel
    /// rounding does); its next read must then not be partial.
    package var values: [Double] = []
    /// The positions the last partial read wrote (meaningless after `.all`).
    package internal(set) var changed: [Int] = []
    /// Per position, how far it moves per unit of a linear run's offset
    /// (set by `.linearStart`, zero elsewhere).
    package internal(set) var rates: [Double] = []

    init(slots: ValueSlots) { self.slots = slots }

    /// A session that reads nothing, for a reader that has no variables
    /// yet (its first read resolves nothing and reads all).
    package init() {
      self.init(slots: ValueSlots(variables: [], indices: [], generation: -1, externalCount: -1))
    }

    /// How many values the session reads.
    package var count: Int { slots.indices.count }
  }

  /// A read session for `variables`, in order (nothing read yet).
  package func readSession(for variables: [Variable]) -> ReadSession {
    ReadSession(slots: slots(for: variables))
  }

  /// Brings `session.values` up to date. With `partial`, when the session
  /// still holds what its previous read wrote and since then only
  /// constants moved (suggestions and constant changes that needed no
  /// pivot), writes just the values that moved and lists their positions
  /// in `session.changed`; otherwise reads every value (`.all`). With
  /// `linear`, a run of changes to one constraint's constant (a window
  /// being resized) may be answered by `.linearStart`, which fills
  /// `session.rates`, and then `.linear`, which reads nothing at all.
  ///
  /// Partial reads need live mode (``holdsValuesUntilUpdate`` false), where
  /// values are the tableau's; the layout pass uses them so that a resize
  /// writes only the frames that moved.
  ///
  /// - Complexity: O(rows whose constant moved) when partial, else O(slots).
  package func read(_ session: inout ReadSession, partial: Bool, linear: Bool) -> ChangeRead {
    readChangedValues(
      &session.slots, into: &session.values, changed: &session.changed, rates: &session.rates, linear: linear,
      partial: partial)
  }

  /// What ``read(_:partial:linear:)`` did.
  package enum ChangeRead: Equatable {
    /// Every value was read; `changed` is empty and means "all".
    case all
    /// Only the values at the positions in `changed` were written.
    case some
    /// Only the values at the positions in `changed` were written, and
    /// they are the same positions as at the previous read with these
    /// slots, which left `changed` as it was.
    case sameAsLast
    /// As `.sameAsLast`, and a run of changes to one constraint's constant
    /// has begun that moves each of those values in proportion: `rates`
    /// holds, at each position in `changed`, how far it moves per unit of
    /// the run's `offset` (see `.linear`).
    case linearStart
    /// The run went on: nothing was written. The value at each position in
    /// `changed` is now its value at `.linearStart` plus its rate times
    /// `offset`. (The solver brings `out` up to date at the next read that
    /// is not `.linear`.)
    case linear(offset: Double)
  }

  /// ``read(_:partial:linear:)`` on the session's parts. When the values
  /// that moved are the same ones as last time (each step of a resize
  /// moves the rows of one constraint's marker), `changed` is not rebuilt
  /// (`.sameAsLast`) and the caller may reuse anything it derived from it.
  func readChangedValues(
    _ slots: inout ValueSlots, into out: inout [Double], changed: inout [Int], rates: inout [Double],
    linear: Bool, partial: Bool
  ) -> ChangeRead {
    settle()
    // `storage`, not `tableau`: a deferred shift of the column that moved
    // is read through (values = rows + coefficient × total), not applied.
    let canPartial = partial && canReadPartially(slots, valueCount: out.count)
    let column = storage.constantLogColumn
    // A log standing for a column whose cached rows are gone or out of
    // date cannot say what moved (it cannot happen while the version is
    // unchanged, but a full read is always right).
    let cached = column.flatMap { storage.symbols.info[$0].markerCache }
    let columnKnown = column == nil || cached?.version == storage.version
    defer {
      storage.clearConstantLog()
      readEpoch &+= 1
      slots.epoch = readEpoch
    }
    if canPartial && slots.positions.isEmpty && !slots.sharesSymbols {
      (slots.positions, slots.sharesSymbols) = positions(of: slots.indices)
    }
    guard canPartial, columnKnown, !slots.sharesSymbols else {
      changed.removeAll(keepingCapacity: true)
      readAll(&slots, into: &out)
      return .all
    }
    return readMoved(&slots, into: &out, changed: &changed, rates: &rates, linear: linear, column: column, cached)
  }

  /// The partial part of `readChangedValues`:
  /// `column` is the marker the constant log stands for (if any) and
  /// `cached` its current rows.
  func readMoved(
    _ slots: inout ValueSlots, into out: inout [Double], changed: inout [Int], rates: inout [Double],
    linear: Bool, column: Symbol?, _ cached: Tableau.MarkerColumn?
  ) -> ChangeRead {
    let same = cached != nil && slots.lastColumn == column && slots.lastColumnVersion == storage.version
    // A run of changes to the column read last time, deferred in the
    // tableau and already begun with these slots: the caller works the
    // values out.
    if linear, same, let cached, let d = storage.deferredShift, d.column === cached,
      slots.linearRun == storage.deferredRun
    {
      slots.behind = cached
      return .linear(offset: d.total - slots.linearOrigin)
    }
    // A shift deferred for another set of rows than the one read here is
    // applied first.
    let runHere = cached != nil && storage.deferredShift?.column === cached
    if !runHere { storage.applyDeferredShift() }
    let total = storage.deferredTotal(on: cached)
    // Values a `.linear` read left to the caller: up to date again before
    // anything is read over them (positions shared with what moved now
    // are written again below).
    if let behind = slots.behind {
      slots.behind = nil
      writeValues(
        of: behind, total: storage.deferredTotal(on: behind), &slots, into: &out,
        changed: &changed, listing: false, rates: &rates, settingRates: false)
    }
    // What moved: the rows of one marker's column, when the log stands for
    // it (known to be cached and current, see `columnKnown`), else the
    // rows the log lists.
    let starts = linear && same && runHere
    if starts {
      // Zero everywhere but what this run moves (set by writeValues).
      if rates.count != out.count {
        rates = Array(repeating: 0, count: out.count)
      } else {
        rates.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      }
    }
    (slots.linearRun, slots.linearOrigin) = starts ? (storage.deferredRun, total) : (-1, slots.linearOrigin)
    if !same {
      changed.removeAll(keepingCapacity: true)
      changed.reserveCapacity(cached?.externalRows.count ?? storage.constantLog.count)
    }
    if let cached {
      writeValues(
        of: cached, total: total, &slots, into: &out, changed: &changed, listing: !same, rates: &rates,
        settingRates: starts)
    } else {
      writeLogged(slots, into: &out, changed: &changed)
    }
    slots.lastColumn = cached != nil ? column : nil
    slots.lastColumnVersion = storage.version
    return starts ? .linearStart : same ? .sameAsLast : .some
  }

  /// Whether a read with `slots` into a buffer of `valueCount` values may
  /// write only what moved: live mode, nothing structural since these
  /// slots last read, no other reader in between, and no overflow.
  @inline(__always) func canReadPartially(_ slots: ValueSlots, valueCount: Int) -> Bool {
    !holdsValuesUntilUpdate && valuesPending && slots.generation == generation
      && slots.externalCount == storage.externals.count && slots.epoch == readEpoch
      && storage.constantLogVersion == storage.version && valueCount == slots.indices.count
      && !storage.overflowed
  }

  /// A full read that forgets what the slots remembered about runs.
  func readAll(_ slots: inout ValueSlots, into out: inout [Double]) {
    slots.lastColumn = nil
    slots.linearRun = -1
    slots.behind = nil
    read(&slots, into: &out)
  }

  /// Writes the values of the rows the constant log lists (when it does
  /// not stand for one column) and appends their positions to `changed`.
  func writeLogged(_ slots: ValueSlots, into out: inout [Double], changed: inout [Int]) {
    let n = Swift.min(storage.symbols.rows.count, slots.positions.count)
    storage.symbols.rows.withUnsafeBufferPointer { rows in
      slots.positions.withUnsafeBufferPointer { position in
        out.withUnsafeMutableBufferPointer { o in
          for r in storage.constantLog where r.id < n {
            let p = Int(position[r.id])
            guard p >= 0 else { continue }
            o[p] = rows[r.id].constant
            changed.append(p)
          }
        }
      }
    }
  }

  /// Writes the values of `column`'s variables into `out`: each row's
  /// constant plus its coefficient times `total` (what a deferred run has
  /// moved it by). With `listing`, appends each position written to
  /// `changed`; with `settingRates`, sets each position's rate per unit of
  /// total in `rates`.
  func writeValues(
    of column: Tableau.MarkerColumn, total: Double, _ slots: inout ValueSlots, into out: inout [Double],
    changed: inout [Int], listing: Bool, rates: inout [Double], settingRates: Bool
  ) {
    let n = Swift.min(storage.symbols.rows.count, slots.positions.count)
    storage.symbols.rows.withUnsafeBufferPointer { rows in
      slots.positions.withUnsafeBufferPointer { position in
        out.withUnsafeMutableBufferPointer { o in
          column.externalRows.withUnsafeBufferPointer { moved in
            column.externalCoefficients.withUnsafeBufferPointer { rate in
              for i in 0..<moved.count where moved[i].id < n {
                let p = Int(position[moved[i].id])
                guard p >= 0 else { continue }
                o[p] = rows[moved[i].id].constant + rate[i] * total
                if listing { changed.append(p) }
                if settingRates { rates[p] = rate[i] }
              }
            }
          }
        }
      }
    }
  }

  /// Symbol number → position in `indices` (-1 for none), and whether a
  /// symbol is at two positions (the map is then empty: it cannot serve).
  func positions(of indices: [Int]) -> (map: [Int32], shared: Bool) {
    var map = [Int32](repeating: -1, count: storage.symbols.count)
    for (i, s) in indices.enumerated() where s >= 0 && s < map.count {
      if map[s] >= 0 { return ([], true) }
      map[s] = Int32(truncatingIfNeeded: i)
    }
    return (map, false)
  }

  /// Every variable the solver holds with its value at the last
  /// ``updateVariables()``, in the order the variables were first used.
  public var variableValues: [(variable: Variable, value: Double)] {
    materialize()
    return tableau.externals.map { ($0.variable, value(of: $0.variable)) }
  }
}
