// swift-tools-version: 6.0
// An outside client, as a user writes one: it depends on swift-autolayout by
// path and has one executable per library product, each importing only that
// product (no Foundation). .ci/run builds and runs every one of them, so a
// library that needs something only Foundation brings (libm, say) fails here.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
let rootName = root.lastPathComponent

func client(_ name: String, _ product: String) -> Target {
  .executableTarget(name: name, dependencies: [.product(name: product, package: rootName)])
}

let package = Package(
  name: "ClientPackage",
  dependencies: [.package(path: root.path)],
  targets: [
    client("UsesCassowary", "Cassowary"),
    client("UsesAutoLayout", "AutoLayout"),
    client("UsesText", "AutoLayoutText"),
    client("UsesOperators", "AutoLayoutOperators"),
    client("UsesFluent", "AutoLayoutFluent"),
    client("UsesSVG", "AutoLayoutSVG"),
    client("UsesLog", "AutoLayoutLog"),
    client("UsesInterfaceBuilder", "AutoLayoutInterfaceBuilder"),
  ],
  swiftLanguageModes: [.v6]
)
