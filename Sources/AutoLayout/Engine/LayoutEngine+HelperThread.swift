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
/// expected (each first touch was a cache miss on the other core's line;
/// measured in `Documentation/Performance.md`, "The fourteenth session").
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
    ///
    /// The constraints are translated in blocks of ``HelperJob/blockSize``,
    /// each claimed by one thread: the helper claims the next block as it
    /// finishes one, and the caller, when the block it needs next is still
    /// being translated, claims the next free block and translates it
    /// itself instead of waiting. Which thread translated a constraint
    /// changes nothing (a translation only reads), so the work divides by
    /// itself: where insertions are quick (a list's fixed sizes, which
    /// come first) the caller shares the translating; where they are slow
    /// the helper does it all.
    func addWithHelper(_ order: [Unmanaged<LayoutConstraint>]) -> Bool {
      order.withUnsafeBufferPointer { list in
        guard let base = list.baseAddress else { return true }
        let job = HelperJob(engine: self, list: base, count: list.count, firstPlace: solverConstraint.nextPlace)
        job.startDelay = helperStartDelay
        guard let thread = job.start() else { return false }
        helperRuns += 1
        // The blocks this thread translated, and the helper's progress
        // (every block below it is filled, or this thread's).
        var own = [Bool](repeating: false, count: job.blocks)
        var helperDone = 0
        var joined = false
        var origins: [(part: OriginPart, at: Int)] = []
        // Nothing below replaces the solver (a deferred constraint is
        // added to it too).
        let solver = solver
        for i in list.indices {
          let block = i >> HelperJob.blockShift
          var spins = 0
          while !joined && !own[block] && helperDone <= block {
            helperDone = job.published.load(ordering: .acquiring)
            if helperDone > block { break }
            if let stolen = job.claimAndFill(origins: &origins) {
              own[stolen] = true
              helperStolen += 1
              continue
            }
            spins += 1
            if spins & 63 == 0 { sched_yield() }
          }
          switch (job.slots + i).move() {
          case .ready(let sc, let base):
            // The user's constraint retained by its translator; the
            // solver's handed over as the slot held it (captured by a
            // closure, it was copied: a retain and a release on an
            // object the helper made, so on its core's cache line).
            commit(
              list[i], sc, base: base, adaptive: job.adaptive[i], expectedPlace: job.firstPlace + i,
              into: solver)
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
    /// Constraints are translated in blocks of `blockSize` (a power of
    /// two), each claimed by one thread.
    static let blockShift = 4
    static var blockSize: Int { 1 << blockShift }
    let blocks: Int
    /// The next block no thread has claimed.
    let nextBlock = Atomic<Int>(0)
    /// One past the last block the helper filled (released by the helper,
    /// acquired by the caller, so the slots' contents are visible with
    /// it). The helper fills its blocks in increasing order; every block
    /// below this one is filled, by one thread or the other.
    let published = Atomic<Int>(0)
    /// A delay before the helper starts, in microseconds (tests: the
    /// caller then translates the first blocks itself).
    var startDelay: UInt32 = 0

    init(engine: LayoutEngine, list: UnsafePointer<Unmanaged<LayoutConstraint>>, count: Int, firstPlace: Int) {
      self.engine = engine
      self.list = list
      self.count = count
      self.firstPlace = firstPlace
      blocks = (count + Self.blockSize - 1) >> Self.blockShift
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

    /// Claims block after block and fills it, until none is left.
    func run() {
      if startDelay > 0 { usleep(startDelay) }
      var origins: [(part: LayoutEngine.OriginPart, at: Int)] = []
      while true {
        let b = nextBlock.wrappingAdd(1, ordering: .relaxed).oldValue
        guard b < blocks else { return }
        fill(block: b, origins: &origins)
        published.store(b + 1, ordering: .releasing)
      }
    }

    /// Claims the next free block and fills it on the calling thread;
    /// nil when every block is claimed.
    func claimAndFill(origins: inout [(part: LayoutEngine.OriginPart, at: Int)]) -> Int? {
      var b = nextBlock.load(ordering: .relaxed)
      while b < blocks {
        let (claimed, seen) = nextBlock.compareExchange(expected: b, desired: b + 1, ordering: .relaxed)
        if claimed {
          fill(block: b, origins: &origins)
          return b
        }
        b = seen
      }
      return nil
    }

    /// Translates block `b`'s constraints into their slots.
    ///
    /// Besides the translation, two writes, on the constraint translated:
    /// the retain for its entry, and its expected entry place
    /// (`engineEntry`: the place it gets if every constraint before it in
    /// the list is added). The caller reads them only once the slot is
    /// filled, and corrects the place when an earlier constraint was not
    /// added (gone, or broken).
    func fill(block b: Int, origins: inout [(part: LayoutEngine.OriginPart, at: Int)]) {
      for i in (b << Self.blockShift)..<min(count, (b + 1) << Self.blockShift) {
        let t = list[i]._withUnsafeGuaranteedRef { c in
          let t = engine.translate(c, origins: &origins, readOnly: true)
          if case .ready = t {
            _ = list[i].retain()
            c.engineEntry = Int32(truncatingIfNeeded: firstPlace + i)
            (adaptive + i).initialize(to: c.hasAdaptiveConstant)
          }
          return t
        }
        (slots + i).initialize(to: t)
      }
    }
  }
#endif
