import CassowarySystemFile
import Foundation

/// The benchmark workloads, generated here (deterministic, no files needed)
/// in the system-file format of `Documentation/SystemFormat.md`.
///
/// Families, each shaped like a real layout:
/// - `chain-N`: N boxes in a row with 8-point gaps and equal widths, the
///   row's right end at the container width `W` (an edit variable).
/// - `grid-RxC`: R × C equal cells 8 points apart and 8 points inside the
///   container, whose width `W` and height `H` are edited.
/// - `nested-D`: D boxes each inset by 8 on all four sides from the one
///   before, inside a root whose width and height are edited.
/// - `random-N`: N variables in a sparse system of required equalities and
///   inequalities and weak, medium and strong preferences; every required
///   constraint holds at a hidden point, so the system is satisfiable.
///
/// Each family has 1,000 resize steps.
public enum WorkloadGenerator {
  /// The workloads the benchmark runs by default.
  public static let standard = [
    "chain-100", "chain-1000", "chain-10000", "grid-10x10", "grid-30x30", "nested-100", "nested-1000",
    "random-100", "random-1000", "random-3000",
  ]

  static let steps = 1000

  /// The system named `family-size` as a JSON object, or nil for a name
  /// that is not a family and size.
  public static func object(named name: String) -> [String: Any]? {
    let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    switch parts[0] {
    case "chain": return Int(parts[1]).flatMap { $0 >= 1 ? chain($0) : nil }
    case "nested": return Int(parts[1]).flatMap { $0 >= 1 ? nested($0) : nil }
    case "random": return Int(parts[1]).flatMap { $0 >= 4 ? random($0) : nil }
    case "grid":
      let dims = parts[1].split(separator: "x").compactMap { Int($0) }
      guard dims.count == 2, dims[0] >= 1, dims[1] >= 1 else { return nil }
      return grid(rows: dims[0], columns: dims[1])
    default: return nil
    }
  }

  /// The system file's text (keys sorted, so the bytes are the same on
  /// every run).
  public static func json(named name: String) -> Data? {
    guard let object = object(named: name) else { return nil }
    return try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }

  /// The system, loaded as the benchmark and `autolayout solve` load files.
  public static func system(named name: String) throws -> LinearSystem {
    guard let data = json(named: name) else {
      throw LinearSystem.LoadError(
        message: "unknown workload '\(name)': expected chain-N, grid-RxC, nested-D or random-N")
    }
    return try LinearSystem(json: data, fallbackName: name)
  }

  // MARK: Families

  /// `Σ coefficient·variable + constant (op) 0`.
  static func row(_ terms: [(Double, String)], _ constant: Double, _ op: String = "==", _ strength: Any = "required")
    -> [String: Any]
  {
    ["terms": terms.map { [$0.0, $0.1] as [Any] }, "constant": constant, "op": op, "strength": strength]
  }

  static func chain(_ n: Int) -> [String: Any] {
    var rows: [[String: Any]] = [row([(1, "x0")], 0)]
    for i in 1..<max(n, 1) {
      rows.append(row([(1, "w\(i)"), (-1, "w0")], 0))
      rows.append(row([(1, "x\(i)"), (-1, "x\(i - 1)"), (-1, "w\(i - 1)")], -8))
    }
    rows.append(row([(1, "x\(n - 1)"), (1, "w\(n - 1)"), (-1, "W")], 0))
    var names = ["W"]
    for i in 0..<n { names += ["x\(i)", "w\(i)"] }
    return [
      "name": "chain-\(n)", "variables": names,
      "edits": [["variable": "W", "strength": "strong", "value": Double(n) * 20]],
      "constraints": rows,
      "resize": (0..<steps).map { j in [["W", Double(n) * (16 + 0.03 * Double(j)) + 8] as [Any]] },
    ]
  }

  static func grid(rows: Int, columns: Int) -> [String: Any] {
    func v(_ p: String, _ r: Int, _ c: Int) -> String { "\(p)\(r)_\(c)" }
    var out: [[String: Any]] = []
    var names = ["W", "H"]
    for r in 0..<rows {
      for c in 0..<columns {
        names += ["x", "y", "w", "h"].map { v($0, r, c) }
        out.append(
          c == 0
            ? row([(1, v("x", r, c))], -8)
            : row([(1, v("x", r, c)), (-1, v("x", r, c - 1)), (-1, v("w", r, c - 1))], -8))
        out.append(
          r == 0
            ? row([(1, v("y", r, c))], -8)
            : row([(1, v("y", r, c)), (-1, v("y", r - 1, c)), (-1, v("h", r - 1, c))], -8))
        if r != 0 || c != 0 {
          out.append(row([(1, v("w", r, c)), (-1, "w0_0")], 0))
          out.append(row([(1, v("h", r, c)), (-1, "h0_0")], 0))
        }
      }
    }
    out.append(row([(1, v("x", 0, columns - 1)), (1, v("w", 0, columns - 1)), (-1, "W")], 8))
    out.append(row([(1, v("y", rows - 1, 0)), (1, v("h", rows - 1, 0)), (-1, "H")], 8))
    let (cw, rh) = (Double(columns), Double(rows))
    return [
      "name": "grid-\(rows)x\(columns)", "variables": names,
      "edits": [
        ["variable": "W", "strength": "strong", "value": cw * 40],
        ["variable": "H", "strength": "strong", "value": rh * 30],
      ],
      "constraints": out,
      "resize": (0..<steps).map { j -> [[Any]] in
        [["W", cw * (16 + 0.03 * Double(j)) + 8], ["H", rh * (16 + 0.02 * Double(j)) + 8]]
      },
    ]
  }

  static func nested(_ depth: Int) -> [String: Any] {
    func v(_ p: String, _ k: Int) -> String { "\(p)\(k)" }
    var out: [[String: Any]] = [row([(1, "x0")], 0), row([(1, "y0")], 0)]
    var names = ["x0", "y0", "w0", "h0"]
    for k in 1...depth {
      names += ["x", "y", "w", "h"].map { v($0, k) }
      out.append(row([(1, v("x", k)), (-1, v("x", k - 1))], -8))
      out.append(row([(1, v("y", k)), (-1, v("y", k - 1))], -8))
      out.append(row([(1, v("x", k)), (1, v("w", k)), (-1, v("x", k - 1)), (-1, v("w", k - 1))], 8))
      out.append(row([(1, v("y", k)), (1, v("h", k)), (-1, v("y", k - 1)), (-1, v("h", k - 1))], 8))
    }
    let d = Double(depth)
    return [
      "name": "nested-\(depth)", "variables": names,
      "edits": [
        ["variable": "w0", "strength": "strong", "value": 16 * d + 500],
        ["variable": "h0", "strength": "strong", "value": 16 * d + 400],
      ],
      "constraints": out,
      "resize": (0..<steps).map { j -> [[Any]] in
        [["w0", 16 * d + 100 + 0.5 * Double(j)], ["h0", 16 * d + 80 + 0.25 * Double(j)]]
      },
    ]
  }

  /// N variables around a hidden point `a`; N/2 required equalities over 2
  /// or 3 nearby variables that hold at `a`, N/2 required inequalities that
  /// hold at `a` with slack, and N preferences of mixed strength.
  static func random(_ n: Int) -> [String: Any] {
    var rng = SplitMix64(seed: 0x5EED_0000 + UInt64(n))
    let hidden = (0..<n).map { _ in rng.uniform(0, 1000) }
    let names = (0..<n).map { "v\($0)" }
    let coefficients: [Double] = [1, -1, 2, -2, 0.5]
    /// `k` distinct variables within a window of 20 around a random one.
    func nearby(_ k: Int) -> [Int] {
      let base = rng.below(n)
      var picked: [Int] = []
      while picked.count < k {
        let v = (base + rng.below(20)) % n
        if !picked.contains(v) { picked.append(v) }
      }
      return picked.sorted()
    }
    func linear(_ vars: [Int]) -> (terms: [(Double, String)], value: Double) {
      var terms: [(Double, String)] = []
      var value = 0.0
      for v in vars {
        let k = coefficients[rng.below(coefficients.count)]
        terms.append((k, names[v]))
        value += k * hidden[v]
      }
      return (terms, value)
    }
    var kinds =
      Array(repeating: 0, count: n / 2) + Array(repeating: 1, count: n / 2)
      + Array(repeating: 2, count: n)
    rng.shuffle(&kinds)
    var out: [[String: Any]] = []
    let strengths = ["weak", "medium", "strong"]
    for kind in kinds {
      switch kind {
      case 0:
        let (terms, value) = linear(nearby(2 + rng.below(2)))
        out.append(row(terms, -value, "=="))
      case 1:
        let (terms, value) = linear(nearby(2))
        let slack = rng.uniform(0, 50)
        out.append(rng.below(2) == 0 ? row(terms, -value - slack, "<=") : row(terms, -value + slack, ">="))
      default:
        let strength = strengths[rng.below(3)]
        if rng.uniform(0, 1) < 0.6 {
          let i = rng.below(n)
          out.append(row([(1, names[i])], -(hidden[i] + rng.uniform(-100, 100)), "==", strength))
        } else {
          let pair = nearby(2)
          out.append(row([(1, names[pair[0]]), (-1, names[pair[1]])], -rng.uniform(-200, 200), "==", strength))
        }
      }
    }
    let (e0, e1) = (0, n / 2)
    return [
      "name": "random-\(n)", "variables": names,
      "edits": [
        ["variable": names[e0], "strength": "strong", "value": hidden[e0]],
        ["variable": names[e1], "strength": "strong", "value": hidden[e1]],
      ],
      "constraints": out,
      "resize": (0..<steps).map { j -> [[Any]] in
        [
          [names[e0], hidden[e0] + 100 * sin(0.1 * Double(j))],
          [names[e1], hidden[e1] + 100 * cos(0.07 * Double(j))],
        ]
      },
    ]
  }
}

/// A small, fast, seeded generator (SplitMix64), so workloads are the same
/// on every machine and Swift version.
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// Uniform in `lo..<hi`.
  mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
    lo + (hi - lo) * Double(next() >> 11) / Double(UInt64(1) << 53)
  }
  /// Uniform in `0..<n`.
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  /// Fisher–Yates.
  mutating func shuffle<T>(_ a: inout [T]) {
    guard a.count > 1 else { return }
    for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, below(i + 1)) }
  }
}
