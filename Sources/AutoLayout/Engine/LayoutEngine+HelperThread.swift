internal import Cassowary

#if canImport(Glibc)
  import Glibc
  import Synchronization
#endif

/// A large rebuild's constraints added with a helper thread translating
/// ahead of the solver.
///
/// Translating a constraint (reading its items, their variables and
/// margins, and writing the solver's terms) is about a third of the time
/// a large first layout spends adding constraints; the solver's insertions
/// are the rest, and must happen one after another, in activation order.
/// Above ``helperThreadMinimum`` installed constraints, on Linux, a second
/// thread translates them in that order while the caller's thread inserts
/// each as soon as it is ready: the same constraints in the same order, so
/// the same layout and the same conflicts. The helper writes nothing the
/// engine shares (`translate(_:origins:readOnly:)` leaves such a
/// constraint `.deferred`); the caller waits for the helper to finish
/// before it translates one of those itself. The one object the helper
/// writes is the user constraint it has just translated, whose lines its
/// core holds then: the retain for the constraint's solver entry, and the
/// entry's expected place. The caller reads neither before it acquires
/// the slot, and so never touches a constraint whose insertion goes as
/// expected (each first touch was a cache miss on the other core's line:
/// 5–15% of a large first layout).
extension LayoutEngine {
  /// Adds every installed constraint of `tree` (`count` of them) in
  /// activation order, with the helper thread when the rebuild is large.
  func addInstalled(_ tree: [LayoutView], count: Int) {
    #if canImport(Glibc)
      if count >= helperThreadMinimum, Self.hasSecondCore {
        var order: [Unmanaged<LayoutConstraint>] = []
        order.reserveCapacity(count)
        forEachInActivationOrder(tree) { order.append(Unmanaged.passUnretained($0)) }
        // The views' lists hold the constraints meanwhile: adding changes
        // no list.
        if withExtendedLifetime(tree, { addWithHelper(order) }) { return }
        withExtendedLifetime(tree) {
          for c in order { c._withUnsafeGuaranteedRef { addUser($0) } }
        }
        return
      }
    #endif
    forEachInActivationOrder(tree) { addUser($0) }
  }

  #if canImport(Glibc)
    /// Whether the machine has a core for the helper (on one core, its
    /// work would only take turns with the caller's).
    static let hasSecondCore = sysconf(Int32(_SC_NPROCESSORS_ONLN)) >= 2

    /// Adds `order` with a helper thread translating ahead; false (and
    /// nothing added) when the thread cannot start.
    func addWithHelper(_ order: [Unmanaged<LayoutConstraint>]) -> Bool {
      order.withUnsafeBufferPointer { list in
        guard let base = list.baseAddress else { return true }
        let job = HelperJob(engine: self, list: base, count: list.count, firstPlace: solverConstraint.nextPlace)
        guard let thread = job.start() else { return false }
        helperRuns += 1
        var ready = 0
        var joined = false
        // The entry place the helper told the next constraint (it counts
        // every constraint it translates or defers as added).
        var expected = job.firstPlace
        // Nothing below replaces the solver (a deferred constraint is
        // added to it too).
        let solver = solver
        for i in list.indices {
          var spins = 0
          while ready <= i {
            ready = job.published.load(ordering: .acquiring)
            spins += 1
            if spins & 63 == 0 { sched_yield() }
          }
          switch (job.slots + i).move() {
          case .ready(let sc, let base):
            // The user's constraint retained by the helper; the solver's
            // handed over as the slot held it (captured by a closure, it
            // was copied: a retain and a release on an object the helper
            // made, so on its core's cache line).
            commit(
              list[i], sc, base: base, adaptive: job.adaptive[i], expectedPlace: expected, into: solver)
            expected += 1
          case .gone: break
          case .deferred:
            // Translating it may write what the helper reads: the helper
            // finishes first (every later slot is filled by then).
            if !joined {
              pthread_join(thread, nil)
              joined = true
            }
            helperDeferred += 1
            list[i]._withUnsafeGuaranteedRef { addUser($0) }
            expected += 1
          }
        }
        if !joined { pthread_join(thread, nil) }
        return true
      }
    }
  #endif
}

#if canImport(Glibc)
  /// What the helper thread translates, where it writes the results, and
  /// how far it got. The caller moves every slot out before the job ends.
  final class HelperJob: @unchecked Sendable {
    // The caller's engine and list outlive the job: it joins the thread
    // before either can go.
    unowned(unsafe) let engine: LayoutEngine
    let list: UnsafePointer<Unmanaged<LayoutConstraint>>
    let count: Int
    /// The solver entries' next place when the job starts.
    let firstPlace: Int
    let slots: UnsafeMutablePointer<LayoutEngine.Translation>
    /// Per slot, whether a `.ready` one's constraint has an adaptive
    /// constant. A `.ready` slot's user constraint is also retained for
    /// its entry and told its expected place: the caller's thread then
    /// need not touch the constraint (see
    /// `LayoutEngine.commit(_:_:base:adaptive:expectedPlace:into:)`).
    let adaptive: UnsafeMutablePointer<Bool>
    /// How many slots from the start are filled (released by the helper,
    /// acquired by the caller, so their contents are visible with it).
    let published = Atomic<Int>(0)

    init(engine: LayoutEngine, list: UnsafePointer<Unmanaged<LayoutConstraint>>, count: Int, firstPlace: Int) {
      self.engine = engine
      self.list = list
      self.count = count
      self.firstPlace = firstPlace
      slots = .allocate(capacity: count)
      adaptive = .allocate(capacity: count)
    }

    deinit {
      slots.deallocate()
      adaptive.deallocate()
    }

    /// Starts the helper; nil when the system refuses a thread.
    func start() -> pthread_t? {
      var thread = pthread_t()
      let context = Unmanaged.passRetained(self).toOpaque()
      let started = pthread_create(
        &thread, nil,
        { context in
          guard let context else { return nil }
          Unmanaged<HelperJob>.fromOpaque(context).takeRetainedValue().run()
          return nil
        }, context)
      guard started == 0 else {
        Unmanaged<HelperJob>.fromOpaque(context).release()
        return nil
      }
      return thread
    }

    /// Translates every constraint in order, publishing every 16.
    ///
    /// Besides the translation, the helper makes two writes, on the
    /// constraint it translates: the retain for its entry, and its
    /// expected entry place (`engineEntry`, counting every constraint
    /// before it that is translated or deferred as added). The caller
    /// reads them only after it acquires the slot, and corrects the place
    /// when an earlier constraint broke.
    func run() {
      var origins: [(part: LayoutEngine.OriginPart, at: Int)] = []
      var place = firstPlace
      for i in 0..<count {
        let t = list[i]._withUnsafeGuaranteedRef { c in
          let t = engine.translate(c, origins: &origins, readOnly: true)
          switch t {
          case .ready:
            _ = list[i].retain()
            c.engineEntry = Int32(truncatingIfNeeded: place)
            (adaptive + i).initialize(to: c.hasAdaptiveConstant)
            place += 1
          case .deferred: place += 1
          case .gone: break
          }
          return t
        }
        (slots + i).initialize(to: t)
        if i & 15 == 15 || i == count - 1 { published.store(i + 1, ordering: .releasing) }
      }
    }
  }
#endif
