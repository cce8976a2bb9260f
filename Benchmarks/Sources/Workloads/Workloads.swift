import AutoLayoutCLI
import Cassowary
import Foundation

/// Where the shared workloads live: `$AUTOLAYOUT_WORKLOADS`, else
/// `shared/bench/workloads` beside the repository.
public func workloadDirectory() -> String {
  if let dir = ProcessInfo.processInfo.environment["AUTOLAYOUT_WORKLOADS"] { return dir }
  let here = URL(fileURLWithPath: #filePath)
  return here.deletingLastPathComponent().appendingPathComponent("../../../../shared/bench/workloads")
    .standardized.path
}

/// Loads `NAME.system.json` from the workload directory.
public func loadWorkload(_ name: String) throws -> LinearSystem {
  let path = workloadDirectory() + "/\(name).system.json"
  guard let data = FileManager.default.contents(atPath: path) else {
    throw LinearSystem.LoadError(message: "cannot read \(path)")
  }
  return try LinearSystem(json: data, fallbackName: name)
}

/// Hand-written frame math for the structured workloads: what a programmer
/// would write instead of constraints. `prepare` maps the system's variable
/// order to the loop's output slots; `run` computes every value for one
/// resize step.
public struct ManualLayout {
  public let name: String
  /// Computes all values for the given edit values into `out`.
  public let run: @Sendable (_ edits: [Double], _ out: inout [Double]) -> Void
  /// The output slot of each of the system's variables, in file order.
  public let slots: [Int]
  public let count: Int

  /// The manual loop for a chain, grid or nested workload, or nil.
  public static func make(for system: LinearSystem) -> ManualLayout? {
    let parts = system.name.split(separator: "-")
    guard parts.count == 2 else { return nil }
    let names = system.variables.map(\.name)
    switch parts[0] {
    case "chain":
      guard let n = Int(parts[1]) else { return nil }
      // slots: W, then x_i, w_i interleaved
      var slot: [String: Int] = ["W": 0]
      for i in 0..<n {
        slot["x\(i)"] = 1 + 2 * i
        slot["w\(i)"] = 2 + 2 * i
      }
      return ManualLayout(name: system.name, run: { edits, out in
        let W = edits[0]
        let w = (W - 8 * Double(n - 1)) / Double(n)
        out[0] = W
        var x = 0.0
        for i in 0..<n {
          out[1 + 2 * i] = x
          out[2 + 2 * i] = w
          x += w + 8
        }
      }, slots: names.map { slot[$0] ?? -1 }, count: 1 + 2 * n)
    case "grid":
      let dims = parts[1].split(separator: "x").compactMap { Int($0) }
      guard dims.count == 2 else { return nil }
      let (rows, cols) = (dims[0], dims[1])
      var slot: [String: Int] = ["W": 0, "H": 1]
      for r in 0..<rows {
        for c in 0..<cols {
          for (k, p) in ["x", "y", "w", "h"].enumerated() {
            slot["\(p)\(r)_\(c)"] = 2 + 4 * (r * cols + c) + k
          }
        }
      }
      return ManualLayout(name: system.name, run: { edits, out in
        let W = edits[0], H = edits[1]
        let w = (W - 16 - 8 * Double(cols - 1)) / Double(cols)
        let h = (H - 16 - 8 * Double(rows - 1)) / Double(rows)
        out[0] = W
        out[1] = H
        var y = 8.0
        for r in 0..<rows {
          var x = 8.0
          for c in 0..<cols {
            let base = 2 + 4 * (r * cols + c)
            out[base] = x
            out[base + 1] = y
            out[base + 2] = w
            out[base + 3] = h
            x += w + 8
          }
          y += h + 8
        }
      }, slots: names.map { slot[$0] ?? -1 }, count: 2 + 4 * rows * cols)
    case "nested":
      guard let depth = Int(parts[1]) else { return nil }
      var slot: [String: Int] = [:]
      for k in 0...depth {
        for (j, p) in ["x", "y", "w", "h"].enumerated() { slot["\(p)\(k)"] = 4 * k + j }
      }
      return ManualLayout(name: system.name, run: { edits, out in
        let W = edits[0], H = edits[1]
        var inset = 0.0
        for k in 0...depth {
          out[4 * k] = inset
          out[4 * k + 1] = inset
          out[4 * k + 2] = W - 2 * inset
          out[4 * k + 3] = H - 2 * inset
          inset += 8
        }
      }, slots: names.map { slot[$0] ?? -1 }, count: 4 * (depth + 1))
    default:
      return nil
    }
  }

  /// Runs every resize step of `system` into `out`.
  public func resize(_ system: LinearSystem, _ out: inout [Double]) {
    for step in system.resize {
      run(step.map(\.value), &out)
    }
  }
}
