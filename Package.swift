// swift-tools-version: 6.0
import PackageDescription

// Double.rounded() and friends call the C maths library; on Linux nothing
// links it for a client that does not import Foundation, so every library
// names it (an outside package that imports only these links: .ci/run checks).
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux, .android]))]

let package = Package(
  name: "swift-autolayout",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    .library(name: "AutoLayoutText", targets: ["AutoLayoutText"]),
    .library(name: "AutoLayoutOperators", targets: ["AutoLayoutOperators"]),
    .library(name: "AutoLayoutFluent", targets: ["AutoLayoutFluent"]),
    .library(name: "AutoLayoutSVG", targets: ["AutoLayoutSVG"]),
    .library(name: "AutoLayoutLog", targets: ["AutoLayoutLog"]),
    .library(name: "AutoLayoutInterfaceBuilder", targets: ["AutoLayoutInterfaceBuilder"]),
    .library(name: "CassowarySystemFile", targets: ["CassowarySystemFile"]),
    .executable(name: "autolayout", targets: ["autolayout"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Only the executable's `serve` (see Documentation/Playground.md).
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    // Only for `swift package generate-documentation`; no library depends on it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    .target(name: "Cassowary", linkerSettings: libm),
    // The `*.system.json` format (Documentation/SystemFormat.md): for
    // `solve`, `bench`, the oracle tests and the benchmark package.
    .target(name: "CassowarySystemFile", dependencies: ["Cassowary"], linkerSettings: libm),
    .target(name: "AutoLayout", dependencies: ["Cassowary"], linkerSettings: libm),
    .target(name: "AutoLayoutText", dependencies: ["AutoLayout"], linkerSettings: libm),
    .target(name: "AutoLayoutOperators", dependencies: ["AutoLayout"], linkerSettings: libm),
    .target(name: "AutoLayoutFluent", dependencies: ["AutoLayout"], linkerSettings: libm),
    .target(name: "AutoLayoutSVG", dependencies: ["AutoLayout"], linkerSettings: libm),
    .target(name: "AutoLayoutLog", dependencies: ["AutoLayout"], linkerSettings: libm),
    // Reads XML with the platform's FoundationXML (no package dependency).
    .target(name: "AutoLayoutInterfaceBuilder", dependencies: ["AutoLayout"], linkerSettings: libm),
    .target(
      name: "AutoLayoutCLI",
      dependencies: [
        "Cassowary", "CassowarySystemFile", "AutoLayout", "AutoLayoutText", "AutoLayoutOperators", "AutoLayoutFluent",
        "AutoLayoutSVG",
        "AutoLayoutLog", "AutoLayoutInterfaceBuilder",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The playground's API and page (resources); no package dependency.
    .target(name: "AutoLayoutPlayground", dependencies: ["AutoLayoutCLI"], resources: [.copy("Page")]),
    .executableTarget(
      name: "autolayout",
      dependencies: [
        "AutoLayoutCLI", "AutoLayoutPlayground", .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]),
    .testTarget(
      name: "CassowaryTests", dependencies: ["Cassowary", "CassowarySystemFile", "LayoutTestSupport"],
      resources: [.copy("Fixtures")]),
    .target(name: "LayoutTestSupport", dependencies: ["AutoLayout"], path: "Tests/LayoutTestSupport"),
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "LayoutTestSupport"]),
    .testTarget(name: "AutoLayoutTextTests", dependencies: ["AutoLayoutText"]),
    .testTarget(name: "AutoLayoutOperatorsTests", dependencies: ["AutoLayoutOperators", "LayoutTestSupport"]),
    .testTarget(name: "AutoLayoutFluentTests", dependencies: ["AutoLayoutFluent"]),
    .testTarget(
      name: "AutoLayoutSVGTests", dependencies: ["AutoLayoutSVG", "AutoLayoutText"], exclude: ["Snapshots"]),
    .testTarget(name: "AutoLayoutCLITests", dependencies: ["AutoLayoutCLI", "AutoLayoutPlayground"]),
    .testTarget(name: "AutoLayoutLogTests", dependencies: ["AutoLayoutLog"]),
    .testTarget(name: "AutoLayoutInterfaceBuilderTests", dependencies: ["AutoLayoutInterfaceBuilder"]),
    .testTarget(
      name: "ReadmeTests", dependencies: ["AutoLayout", "AutoLayoutText", "AutoLayoutOperators", "AutoLayoutFluent"]),
  ],
  swiftLanguageModes: [.v6]
)
