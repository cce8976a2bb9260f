import Benchmark
import Cassowary
import Workloads

/// The generated workloads under package-benchmark: build (a new solver with
/// every constraint), resize (every step of `resize`), and the hand-written
/// loop for the same resize steps.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
  for name in WorkloadGenerator.standard {
    guard let system = try? loadWorkload(name) else { continue }
    Benchmark("build \(name)") { benchmark in
      for _ in benchmark.scaledIterations { blackHole(try system.build()) }
    }
    Benchmark("resize \(name)") { benchmark, solver in
      for _ in benchmark.scaledIterations { try system.runResize(on: solver) }
    } setup: {
      try system.build()
    }
    if let loop = ManualLayout.make(for: system) {
      // (the hand-written loop for the same resize steps)
      Benchmark("manual resize \(name)") { benchmark in
        var out = [Double](repeating: 0, count: loop.count)
        for _ in benchmark.scaledIterations { loop.resize(system, &out) }
        blackHole(out)
      }
    }
  }
  Benchmark("layout screen-1000 resize") { benchmark, screen in
    for i in benchmark.scaledIterations { screen.resize(width: 320 + Double(i % 700)) }
  } setup: {
    try Screen(rows: 100, width: 375, height: 7000)
  }
  Benchmark("manual screen-1000 resize") { benchmark in
    var out = [Double](repeating: 0, count: 4000)
    for i in benchmark.scaledIterations { Screen.manualLayout(rows: 100, width: 320 + Double(i % 700), into: &out) }
    blackHole(out)
  }
  Benchmark("build stack-200 rows with first layout") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(StackScreen(rows: 200, width: 375, height: 7000)) }
  }
  Benchmark("layout stack-200 rows resize") { benchmark, screen in
    for i in benchmark.scaledIterations { screen.resize(width: 320 + Double(i % 700)) }
  } setup: {
    StackScreen(rows: 200, width: 375, height: 7000)
  }
  Benchmark("manual stack-200 rows resize") { benchmark in
    var out = [Double](repeating: 0, count: 4 * 801)
    for i in benchmark.scaledIterations {
      StackScreen.manualLayout(rows: 200, width: 320 + Double(i % 700), into: &out)
    }
    blackHole(out)
  }
  let storyboard = StoryboardWorkload.xml(rows: 50)
  Benchmark("load and lay out a 301-view storyboard") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try StoryboardWorkload.loadAndLayOut(storyboard)) }
  }
  let text = makeLayoutFile(lines: 10_000)
  Benchmark("parse 10000-line layout file") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try parseLayoutFile(text)) }
  }
}
