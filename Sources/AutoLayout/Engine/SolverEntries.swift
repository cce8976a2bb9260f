/// The engine's user constraints in the solver, each with its entry (the
/// solver's constraint, and the part of its constant that is not the
/// user's: ``LayoutEngine/SolverEntry``).
///
/// The entries are a list; each constraint remembers its place in the
/// list of the engine that added it last (`LayoutConstraint.engineEntry`),
/// and a look-up checks that place before anything else: a hit costs no
/// hashing. Adding a constraint is an append. A map from constraints to
/// places answers any other look-up (a constraint another engine placed
/// since, or one placed before this engine's last rebuild); it is built the
/// first time one misses, then kept up to date. A map filled for every
/// constraint of a first layout was a hash and a look at a random place in
/// memory each, 2.6% of the first layout of a 1,000-row list and a cache
/// miss per constraint beyond a few thousand.
final class SolverEntries {
  /// Keeps the fields below off the cache lines of whatever object sits
  /// before this one in memory (see the end of the class).
  private let leadingPad: (Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0)
  @exclusivity(unchecked) private var entries: [LayoutEngine.SolverEntry?] = []
  @exclusivity(unchecked) private var places: [ObjectIdentifier: Int] = [:]
  @exclusivity(unchecked) private var placesComplete = false
  /// How many constraints have an entry.
  @exclusivity(unchecked) private(set) var count = 0
  /// The engine's caller thread writes the fields above for every
  /// constraint of a large first layout while the helper thread reads the
  /// engine and the objects around it: sharing a cache line with anything
  /// the helper reads, each write took the line back from the helper's core.
  private let trailingPad: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)

  /// The place of `c`'s entry, if it has one here.
  private func place(of c: LayoutConstraint) -> Int? {
    let hint = Int(c.engineEntry)
    if hintFinds(c) { return hint }
    // Never placed by any engine: not here.
    guard hint >= 0 else { return nil }
    if !placesComplete {
      placesComplete = true
      places.reserveCapacity(count)
      for (i, entry) in entries.enumerated() {
        if let entry { places[ObjectIdentifier(entry.user)] = i }
      }
    }
    return places[ObjectIdentifier(c)]
  }

  /// Whether `c`'s place hint names its entry here (a look-up without
  /// the map).
  func hintFinds(_ c: LayoutConstraint) -> Bool {
    let hint = Int(c.engineEntry)
    return hint >= 0 && hint < entries.count && entries[hint]?.user === c
  }

  /// The entry of `c`, if it is in this engine's solver.
  func entry(for c: LayoutConstraint) -> LayoutEngine.SolverEntry? {
    place(of: c).flatMap { entries[$0] }
  }

  /// Where the next entry goes.
  var nextPlace: Int { entries.count }

  /// Adds the entry of a constraint that has none here (the engine adds a
  /// user constraint only when it is not in the solver). The constraint
  /// learns its place unless `expectedPlace` is that place: whoever
  /// passes it has already written it there (the helper thread, which
  /// writes it while it reads the constraint anyway).
  func insert(_ entry: consuming LayoutEngine.SolverEntry, expectedPlace: Int = -1) {
    let place = entries.count
    Unmanaged.passUnretained(entry.user)._withUnsafeGuaranteedRef { c in
      // In debug builds, the cheap half of that promise: not at its hinted place.
      assert(!hintFinds(c), "a constraint added twice to the solver entries")
      assert(place != expectedPlace || Int(c.engineEntry) == place, "an expected place the constraint was not told")
      if place != expectedPlace { c.engineEntry = Int32(truncatingIfNeeded: place) }
      if placesComplete { places[ObjectIdentifier(c)] = place }
    }
    // Moved in: no retain and release of the two constraints it holds.
    entries.append(consume entry)
    count += 1
  }

  /// Removes the entry of `c` and returns it (nil if it had none here).
  @discardableResult
  func remove(_ c: LayoutConstraint) -> LayoutEngine.SolverEntry? {
    guard let i = place(of: c), let entry = entries[i] else { return nil }
    entries[i] = nil
    count -= 1
    if placesComplete { places[ObjectIdentifier(c)] = nil }
    if entries.count > 64 && entries.count > 2 * count { compact() }
    return entry
  }

  /// Every entry, in the order the constraints were added.
  var values: [LayoutEngine.SolverEntry] { entries.compactMap { $0 } }

  func reserveCapacity(_ n: Int) { entries.reserveCapacity(n) }

  /// Forgets every entry (a rebuild).
  func removeAll() {
    entries = []
    places = [:]
    placesComplete = false
    count = 0
  }

  /// Closes the gaps removals left, renumbering the places.
  private func compact() {
    entries = entries.filter { $0 != nil }
    for (i, entry) in entries.enumerated() { entry?.user.engineEntry = Int32(truncatingIfNeeded: i) }
    places = [:]
    placesComplete = false
  }
}
