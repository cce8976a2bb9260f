// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A path dependency is named after its folder, which depends on where the
// repository was cloned.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootName = root.lastPathComponent

let package = Package(
  name: "swift-autolayout-benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The workloads: generated systems (Generator.swift), and the hand-written frame
    // math that computes the same frames as the solver.
    .target(
      name: "Workloads",
      dependencies: [
        .product(name: "Cassowary", package: rootName),
        .product(name: "AutoLayout", package: rootName),
        .product(name: "CassowarySystemFile", package: rootName),
        .product(name: "AutoLayoutText", package: rootName),
        .product(name: "AutoLayoutInterfaceBuilder", package: rootName),
      ],
      path: "Sources/Workloads"
    ),
    // Side by side in one run: solver, manual loop (and kiwi via compare.py).
    .executableTarget(name: "compare", dependencies: ["Workloads"], path: "Sources/compare"),
    // Build and teardown, repeated, for Scripts/leak_check.sh (valgrind).
    .executableTarget(name: "leakcheck", dependencies: ["Workloads"], path: "Sources/leakcheck"),
    // The same workloads under ordo-one's package-benchmark.
    .executableTarget(
      name: "SolverBenchmarks",
      dependencies: [
        "Workloads",
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/SolverBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
