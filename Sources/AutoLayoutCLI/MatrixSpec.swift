import AutoLayout
import AutoLayoutInterfaceBuilder
import Foundation

/// One combination of `check --matrix`: a device in an orientation, a text
/// size and a layout direction.
struct MatrixCombination: Hashable, Sendable {
  var device: String
  var landscape: Bool
  var textSize: LayoutContentSizeCategory
  var direction: LayoutDirection

  /// The device in this orientation (nil for an id the reader lacks;
  /// ``MatrixSpec/parse`` refuses those).
  var interfaceBuilderDevice: InterfaceBuilderDevice? { InterfaceBuilderDevice.named(device, landscape: landscape) }

  var orientationName: String { landscape ? "landscape" : "portrait" }
  var directionName: String { direction == .rightToLeft ? "RTL" : "LTR" }

  /// `retina6_0 portrait Large LTR`.
  var description: String { "\(device) \(orientationName) \(textSize) \(directionName)" }

  /// `retina6_0-portrait-Large-LTR`: for file names.
  var slug: String { "\(device)-\(orientationName)-\(textSize)-\(directionName)" }
}

/// The dimensions of `check --matrix` and the combinations they make.
struct MatrixSpec: Equatable {
  /// The smallest current phone (iPhone 16e, 390 × 844) and the largest
  /// (iPhone 16/17 Pro Max, 440 × 956).
  static let defaultDevices = ["retina6_0", "retina6_9"]
  /// For a file designed on an iPad: the smallest and the largest iPad of
  /// the device table that are current (iPad 10.9-inch, 820 × 1180; iPad
  /// Pro 12.9-inch, 1024 × 1366).
  static let defaultPadDevices = ["ipad10_9rounded", "ipad12_9rounded"]
  static let defaultTextSizes: [LayoutContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge]

  var devices: [String] = Self.defaultDevices
  /// Whether the devices were chosen (else files designed on an iPad get
  /// ``defaultPadDevices``).
  var devicesChosen = false
  /// false is portrait, true landscape.
  var orientations: [Bool] = [false, true]
  var textSizes: [LayoutContentSizeCategory] = Self.defaultTextSizes
  var directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

  /// Every combination, devices outermost, directions innermost, in the
  /// order each list was given.
  var combinations: [MatrixCombination] {
    devices.flatMap { d in
      orientations.flatMap { o in
        textSizes.flatMap { t in
          directions.map { MatrixCombination(device: d, landscape: o, textSize: t, direction: $0) }
        }
      }
    }
  }

  /// The matrix the options ask for; each option is a comma-separated
  /// list, nil for the default. The error says what is wrong and what is
  /// accepted.
  static func parse(devices: String?, orientations: String?, textSizes: String?, directions: String?) -> Result<
    MatrixSpec, CommandError
  > {
    var spec = MatrixSpec()
    do {
      if let devices {
        spec.devices = try list(devices, option: "--devices", known: knownDevices) {
          InterfaceBuilderDevice.named($0) == nil ? nil : $0
        }
        spec.devicesChosen = true
      }
      if let orientations {
        spec.orientations = try list(orientations, option: "--orientations", known: "portrait, landscape") {
          $0 == "portrait" ? false : $0 == "landscape" ? true : nil
        }
      }
      if let textSizes {
        spec.textSizes = try list(
          textSizes, option: "--text-sizes",
          known: LayoutContentSizeCategory.allCases.map(\.description).joined(separator: ", ")
        ) { LayoutContentSizeCategory(named: $0) }
      }
      if let directions {
        spec.directions = try list(directions, option: "--directions", known: "ltr, rtl") {
          $0.lowercased() == "ltr" ? .leftToRight : $0.lowercased() == "rtl" ? .rightToLeft : nil
        }
      }
    } catch {
      return .failure(error)
    }
    return .success(spec)
  }

  static var knownDevices: String { InterfaceBuilderDevice.known.keys.sorted().joined(separator: ", ") }

  /// A non-empty list without repeats, every item known.
  static func list<T: Equatable>(
    _ text: String, option: String, known: String, _ read: (String) -> T?
  ) throws(CommandError) -> [T] {
    var out: [T] = []
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
    for item in items {
      guard let value = read(item) else {
        throw CommandError(message: "\(option): '\(item.prefix(40))' is not one of: \(known)")
      }
      if !out.contains(value) { out.append(value) }
    }
    return out
  }
}
