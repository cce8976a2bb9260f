/// Capacity, resetting and rebuilding the tableau from the records.
extension Solver {
  /// Makes room for `count` more constraints over `variables` more
  /// variables (a caller that knows how many it is about to add spares
  /// the record map's and the tableau's columns' regrowth).
  package func reserveCapacity(constraints count: Int, variables: Int = 0) {
    if recordsComplete { records.reserveCapacity(records.count + count) }
    log.reserveCapacity(log.count + count)
    lateMarkers.reserve(count)
    // A constraint brings at most two markers of its own.
    storage.reserve(symbols: variables + 2 * count, variables: variables)
  }

  /// Removes every constraint and edit variable.
  public func reset() {
    valuesPending = !holdsValuesUntilUpdate
    storage = Tableau(tracksRequiredEqualities: false)
    storage.usesPlaceHints = usesPlaceHints
    records = [:]
    recordsComplete = false
    edits = [:]
    log = []
    deadInLog = 0
    liveRedundant = 0
    logEpoch += 1
    lateMarkers.removeAll()
    needsRebuild = false
    values = []
    generation += 1
  }

  func orderedRecords() -> [Record] {
    // `log` is in insertion order (a rebuild and a compaction keep it).
    log.filter(\.live)
  }

  func rebuildIfNeeded() throws(SolverError) {
    if needsRebuild { try rebuild(trackingEqualities: tableau.tracksRequiredEqualities) }
  }

  /// Replays every constraint, in the order it was added, into a new
  /// tableau.
  func rebuild(trackingEqualities: Bool) throws(SolverError) {
    materialize()
    tableauRebuilds += 1
    var t = Tableau(tracksRequiredEqualities: trackingEqualities)
    t.usesPlaceHints = usesPlaceHints
    // The new tags are applied only once every constraint is back in (a
    // failure leaves the records as they were).
    var tags: [(Record, Tableau.Tag, Bool)] = []
    var resolved: [[Symbol]] = []
    var subjects: [Int] = []
    for record in orderedRecords() {
      t.resolved.removeAll(keepingCapacity: true)
      t.lastBasic = -1
      defer {
        resolved.append(t.resolved)
        subjects.append(t.lastBasic)
      }
      switch try t.insert(record.spec) {
      case .added(let tag):
        tags.append((record, tag, false))
      case .redundant(let tag):
        tags.append((record, tag, true))
      case .unsatisfiable, .overflow:
        throw .internalInconsistency("a constraint that held before failed on rebuild")
      }
    }
    liveRedundant = tags.reduce(0) { $0 + ($1.2 ? 1 : 0) }
    // The log starts again with the records in force, in order.
    log = tags.map { record, tag, redundant in
      var r = record
      (r.tag, r.redundant) = (tag, redundant)
      return r
    }
    deadInLog = 0
    logEpoch += 1
    reindexLog()
    lateMarkers.removeAll()
    lateMarkers.subject = subjects
    for (i, record) in log.enumerated() {
      resolved[i].withUnsafeBufferPointer { lateMarkers.append(record.constraint.termBuffer, record.tag, symbols: $0) }
    }
    // Keep the values of the last update readable under the new ids.
    var kept = Array(repeating: 0.0, count: t.symbols.count)
    for (v, s) in t.externals { kept[s.id] = value(of: v) }
    storage = t
    needsRebuild = false
    values = kept
    generation += 1
  }
}
