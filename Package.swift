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
    // Only the playground's server (`autolayout serve`, see Documentation/Playground.md):
    // Hummingbird's HTTP/1 channel on SwiftNIO, with the limits in front of it.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
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
    // The one JSON writer (numbers rounded one way, never null) of the tool and the playground.
    .target(name: "AutoLayoutJSON", linkerSettings: libm),
    .target(
      name: "AutoLayoutCLI",
      dependencies: [
        "Cassowary", "CassowarySystemFile", "AutoLayout", "AutoLayoutText", "AutoLayoutOperators", "AutoLayoutFluent",
        "AutoLayoutSVG", "AutoLayoutLog", "AutoLayoutInterfaceBuilder", "AutoLayoutJSON",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The playground's API and page (resources): the libraries' reports as JSON; no package dependency.
    .target(
      name: "AutoLayoutPlayground",
      dependencies: [
        "AutoLayout", "AutoLayoutText", "AutoLayoutSVG", "AutoLayoutLog", "AutoLayoutInterfaceBuilder",
        "AutoLayoutJSON",
      ],
      resources: [.copy("Page")]),
    // The playground's HTTP server: Hummingbird with the limits and the Host/Origin check in front.
    .target(
      name: "AutoLayoutServer",
      dependencies: [
        "AutoLayoutPlayground", "AutoLayoutJSON",
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .executableTarget(
      name: "autolayout",
      dependencies: [
        "AutoLayoutCLI", "AutoLayoutServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "CassowaryTests", dependencies: ["Cassowary", "CassowarySystemFile", "LayoutTestSupport"],
      resources: [.copy("Fixtures")]),
    .target(name: "LayoutTestSupport", dependencies: ["AutoLayout"], path: "Tests/LayoutTestSupport"),
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "LayoutTestSupport"]),
    .testTarget(name: "AutoLayoutTextTests", dependencies: ["AutoLayoutText", "LayoutTestSupport"]),
    .testTarget(name: "AutoLayoutOperatorsTests", dependencies: ["AutoLayoutOperators", "LayoutTestSupport"]),
    .testTarget(name: "AutoLayoutFluentTests", dependencies: ["AutoLayoutFluent"]),
    .testTarget(
      name: "AutoLayoutSVGTests", dependencies: ["AutoLayoutSVG", "AutoLayoutText"], exclude: ["Snapshots"]),
    .testTarget(
      name: "AutoLayoutCLITests",
      dependencies: [
        "AutoLayoutCLI", "AutoLayoutPlayground", "AutoLayoutJSON", "AutoLayoutServer", "LayoutTestSupport",
        .product(name: "NIOCore", package: "swift-nio"),
      ]),
    .testTarget(name: "AutoLayoutLogTests", dependencies: ["AutoLayoutLog", "LayoutTestSupport"]),
    .testTarget(
      name: "AutoLayoutInterfaceBuilderTests", dependencies: ["AutoLayoutInterfaceBuilder", "LayoutTestSupport"]),
    .testTarget(
      name: "ReadmeTests", dependencies: ["AutoLayout", "AutoLayoutText", "AutoLayoutOperators", "AutoLayoutFluent"]),
  ],
  swiftLanguageModes: [.v6]
)
