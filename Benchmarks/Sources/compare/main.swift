import AutoLayoutCLI
import Cassowary
import Foundation
import Workloads

// Runs each workload's build and resize on our solver and its resize with the
// hand-written loop, best of N, and prints one JSON line per workload. The
// manual loop's values are checked against the solver's first.
//   compare [--reps N] NAME...

var reps = 5
var names: [String] = []
var args = CommandLine.arguments.dropFirst().makeIterator()
while let a = args.next() {
  if a == "--reps", let n = args.next().flatMap({ Int($0) }) { reps = n } else { names.append(a) }
}

func seconds(_ d: Duration) -> Double {
  Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

let clock = ContinuousClock()
for name in names {
  do {
    let system = try loadWorkload(name)
    var build = Double.infinity, resize = Double.infinity, manual = Double.nan
    var solver = Solver()
    for _ in 0..<reps {
      var s: Solver?
      build = min(build, seconds(try clock.measure { s = try system.build() }))
      if let s { solver = s }
    }
    for _ in 0..<reps {
      resize = min(resize, seconds(try clock.measure { try system.runResize(on: solver) }))
    }
    var checked = "n/a"
    if let loop = ManualLayout.make(for: system) {
      var out = [Double](repeating: 0, count: loop.count)
      // Check: the loop's last step equals the solver's values after resize.
      loop.resize(system, &out)
      var worst = 0.0
      for (i, v) in system.variables.enumerated() where loop.slots[i] >= 0 {
        worst = max(worst, abs(out[loop.slots[i]] - solver.value(of: v)))
      }
      checked = worst < 1e-6 ? "equal" : "DIFFERENT (max \(worst))"
      manual = .infinity
      for _ in 0..<reps {
        manual = min(manual, seconds(clock.measure { loop.resize(system, &out) }))
      }
      // Keep the result alive so the loop is not optimised away.
      if out.reduce(0, +).isNaN { print("") }
    }
    print(
      "{\"impl\": \"swift-autolayout\", \"workload\": \"\(system.name)\", \"constraints\": \(system.constraints.count), "
        + "\"build_s\": \(build), \"resize_s\": \(resize), \"manual_resize_s\": \(manual.isNaN ? "null" : "\(manual)"), "
        + "\"manual_check\": \"\(checked)\", \"resize_steps\": \(system.resize.count)}")
  } catch {
    FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
    exit(1)
  }
}
