// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Text measurement from real fonts: FreeType and HarfBuzz through the system's
// pkg-config (Debian: libfreetype-dev, libharfbuzz-dev, pkg-config). A package
// of its own, so that the core builds and tests with the toolchain alone.
//
// A path dependency is named after its folder, which depends on where the
// repository was cloned.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootName = root.lastPathComponent

let package = Package(
  name: "swift-autolayout-typesetting",
  products: [
    .library(name: "AutoLayoutTypesetting", targets: ["AutoLayoutTypesetting"])
  ],
  dependencies: [
    .package(path: ".."),
    // Only for `swift package generate-documentation`.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CHarfBuzzFreeType",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev", "libfreetype-dev", "pkg-config"]), .brew(["harfbuzz", "freetype"])]
    ),
    .target(
      name: "AutoLayoutTypesetting",
      dependencies: ["CHarfBuzzFreeType", .product(name: "AutoLayout", package: rootName)]
    ),
    .testTarget(name: "AutoLayoutTypesettingTests", dependencies: ["AutoLayoutTypesetting"]),
  ],
  swiftLanguageModes: [.v6]
)
