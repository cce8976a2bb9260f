import AutoLayoutJSON
import Cassowary
import CassowarySystemFile
import Foundation

/// `autolayout bench`: the benchmark protocol of
/// `Documentation/SystemFormat.md`, one JSON line per file in the shape
/// `Benchmarks/kiwi_side.py` prints.
public enum BenchCommand {
  public static func run(data: Data, name: String, reps: Int) -> CommandOutput {
    let system: LinearSystem
    do {
      system = try LinearSystem(json: data, fallbackName: name)
    } catch {
      return CommandOutput(exitCode: 1, stderr: "error: \(name): \(error)\n")
    }
    var build = Double.infinity, resize = Double.infinity
    let clock = ContinuousClock()
    var last: Solver?
    do {
      for _ in 0..<max(1, reps) {
        var solver: Solver?
        let d = try clock.measure { solver = try system.build() }
        build = min(build, seconds(d))
        last = solver
      }
      guard let solver = last else { return CommandOutput(exitCode: 1) }
      for _ in 0..<max(1, reps) {
        let d = try clock.measure { try system.runResize(on: solver) }
        resize = min(resize, seconds(d))
      }
    } catch {
      return CommandOutput(exitCode: 1, stderr: "error: \(name): \(error)\n")
    }
    return JSONOutput.write([
      "impl": "swift-autolayout", "workload": .string(system.name), "constraints": .int(system.constraints.count),
      "build_s": .number(build), "resize_s": .number(resize), "resize_steps": .int(system.resize.count),
    ])
  }

  static func seconds(_ d: Duration) -> Double {
    let (s, atto) = d.components
    return Double(s) + Double(atto) * 1e-18
  }
}
