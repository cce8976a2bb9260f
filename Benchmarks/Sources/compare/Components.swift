@_spi(Benchmarks) import Cassowary
import CassowarySystemFile
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `compare components FILE [--reps R]`: how much a second tableau on a
/// second thread could take off a first build. The system file's
/// constraints are split into their connected components (constraints that
/// share no variable, directly or through others, never meet in a
/// tableau), the components are dealt into two groups of about the same
/// number of constraints, and three builds are timed, best of R, each on
/// fresh objects: one solver for everything in file order; one solver per
/// group, one after the other; the two groups' solvers on two threads at
/// once. Every build adds its constraints in file order and reads the
/// values once. One JSON line.
///
/// Every build is timed twice over: with public solvers as they are
/// (`hashing_`: a variable's symbol found by hashing) and with the place
/// hints the layout engine's solver follows (`hints_`, through
/// `Solver.usePlaceHintsForBenchmarks()`). A measurement for a design, not
/// a comparison with a peer: the solvers also make every `Constraint` the
/// engine's helper thread would, so the ratios are what it is for.
func componentsBenchmark(path: String, reps: Int) throws {
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  let shape = try componentGroups(LinearSystem(json: data))
  var fields = [
    "\"workload\": \"components\"", "\"file\": \"\(path)\"", "\"constraints\": \(shape.group.count)",
    "\"components\": \(shape.components)", "\"largest_component\": \(shape.largest)",
    "\"groups\": [\(shape.sizes.0), \(shape.sizes.1)]",
  ]
  for hints in [false, true] {
    var best = (one: Double.infinity, inTurn: Double.infinity, threads: Double.infinity)
    var sides = (first: Double.infinity, second: Double.infinity)
    for _ in 0..<reps {
      // Fresh variables for every build: a used system's objects are warm
      // in the cache, and their place hints name another solver's table.
      let all = try LinearSystem(json: data).constraints
      best.one = min(best.one, timed { _ = buildSolver(all, hints: hints) })
      let split = splitByGroup(try LinearSystem(json: data).constraints, shape.group)
      best.inTurn = min(
        best.inTurn, timed { _ = (buildSolver(split.0, hints: hints), buildSolver(split.1, hints: hints)) })
      let parallel = splitByGroup(try LinearSystem(json: data).constraints, shape.group)
      let measured = buildOnTwoThreads(parallel.0, parallel.1, hints: hints)
      best.threads = min(best.threads, measured.wall)
      sides = (min(sides.first, measured.first), min(sides.second, measured.second))
    }
    let mode = hints ? "hints_" : "hashing_"
    fields += [
      "\"\(mode)one_solver_s\": \(best.one)", "\"\(mode)two_solvers_in_turn_s\": \(best.inTurn)",
      "\"\(mode)two_threads_s\": \(best.threads)", "\"\(mode)thread_first_s\": \(sides.first)",
      "\"\(mode)thread_second_s\": \(sides.second)",
    ]
  }
  print("{" + fields.joined(separator: ", ") + "}")
}

/// Which of two groups each constraint goes to, by connected component.
private func componentGroups(_ system: LinearSystem) -> (
  group: [Int], components: Int, largest: Int, sizes: (Int, Int)
) {
  var parent: [Int] = []
  var index: [ObjectIdentifier: Int] = [:]
  func find(_ i: Int) -> Int {
    var i = i
    while parent[i] != i {
      parent[i] = parent[parent[i]]
      i = parent[i]
    }
    return i
  }
  func slot(_ v: Variable) -> Int {
    if let i = index[ObjectIdentifier(v)] { return i }
    parent.append(parent.count)
    index[ObjectIdentifier(v)] = parent.count - 1
    return parent.count - 1
  }
  // A constraint without variables joins no component: it goes with the first.
  let firsts = system.constraints.map { c -> Int? in
    let slots = c.expression.terms.map { slot($0.variable) }
    for s in slots.dropFirst() {
      let (a, b) = (find(slots[0]), find(s))
      if a != b { parent[max(a, b)] = min(a, b) }
    }
    return slots.first
  }
  let roots = firsts.map { $0.map(find) ?? -1 }
  var count: [Int: Int] = [:]
  var order: [Int] = []
  for r in roots {
    if count[r] == nil { order.append(r) }
    count[r, default: 0] += 1
  }
  // Largest first, each to the group with fewer constraints so far.
  var side: [Int: Int] = [:]
  var sizes = (0, 0)
  for r in order.sorted(by: { (count[$0] ?? 0, $1) > (count[$1] ?? 0, $0) }) {
    let n = count[r] ?? 0
    if sizes.0 <= sizes.1 {
      side[r] = 0
      sizes.0 += n
    } else {
      side[r] = 1
      sizes.1 += n
    }
  }
  return (roots.map { side[$0] ?? 0 }, order.count, count.values.max() ?? 0, sizes)
}

private func splitByGroup(_ constraints: [Constraint], _ group: [Int]) -> ([Constraint], [Constraint]) {
  var parts: ([Constraint], [Constraint]) = ([], [])
  for (c, g) in zip(constraints, group) {
    if g == 0 { parts.0.append(c) } else { parts.1.append(c) }
  }
  return parts
}

private func buildSolver(_ constraints: [Constraint], hints: Bool) -> Solver {
  let solver = Solver()
  if hints { solver.usePlaceHintsForBenchmarks() }
  for c in constraints { try? solver.addConstraint(c) }
  solver.updateVariables()
  return solver
}

/// `body`'s wall time in seconds (`seconds(_:)` of main.swift).
private func timed(_ body: () -> Void) -> Double {
  seconds(ContinuousClock().measure(body))
}

/// One group's build on its own thread, read back after the join.
private final class ThreadBuild: @unchecked Sendable {
  let constraints: [Constraint]
  let hints: Bool
  var solver: Solver?
  var seconds = 0.0
  init(_ constraints: [Constraint], hints: Bool) {
    self.constraints = constraints
    self.hints = hints
  }
}

/// Both groups built at once, the first on a new thread; the wall time
/// and each side's own. Without threads, one after the other.
private func buildOnTwoThreads(_ first: [Constraint], _ second: [Constraint], hints: Bool) -> (
  wall: Double, first: Double, second: Double
) {
  #if canImport(Glibc)
    let job = ThreadBuild(first, hints: hints)
    var own = 0.0
    let wall = timed {
      var thread = pthread_t()
      let context = Unmanaged.passRetained(job).toOpaque()
      let started = pthread_create(
        &thread, nil,
        { context in
          guard let context else { return nil }
          let job = Unmanaged<ThreadBuild>.fromOpaque(context).takeRetainedValue()
          job.seconds = timed { job.solver = buildSolver(job.constraints, hints: job.hints) }
          return nil
        }, context)
      if started != 0 {
        Unmanaged<ThreadBuild>.fromOpaque(context).release()
        job.seconds = timed { job.solver = buildSolver(first, hints: hints) }
      }
      own = timed { _ = buildSolver(second, hints: hints) }
      if started == 0 { pthread_join(thread, nil) }
    }
    return (wall, job.seconds, own)
  #else
    let a = timed { _ = buildSolver(first, hints: hints) }
    let b = timed { _ = buildSolver(second, hints: hints) }
    return (a + b, a, b)
  #endif
}
