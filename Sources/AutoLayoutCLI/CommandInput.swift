import AutoLayout
import Foundation

/// Reads `path`, or standard input for `-`; a failure says why (no such
/// file, a directory, no permission).
func readInput(_ path: String, stdin: Data) -> Result<Data, CommandError> {
  if path == "-" { return .success(stdin) }
  let files = FileManager.default
  var isDirectory: ObjCBool = false
  guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
    return .failure(CommandError(message: "cannot read '\(path)': no such file"))
  }
  if isDirectory.boolValue {
    return .failure(CommandError(message: "cannot read '\(path)': it is a directory; give a file"))
  }
  guard files.isReadableFile(atPath: path), let data = files.contents(atPath: path) else {
    return .failure(CommandError(message: "cannot read '\(path)': permission denied"))
  }
  return .success(data)
}

struct CommandError: Error {
  var message: String
}

/// `--size WxH`: two finite positive numbers of points.
enum SizeArgument {
  /// The largest side accepted, in points.
  static let maximum = 1_000_000.0

  /// What a size looks like (the error for one that is not).
  static func problem(_ text: String) -> String {
    "--size '\(text.prefix(60))' is not a size: give WIDTHxHEIGHT in points, two positive numbers up to "
      + "\(JSONText.number(maximum)), for example 375x667"
  }

  /// Parses `WxH`; nil unless both are finite, positive and at most ``maximum``.
  static func parse(_ text: String) -> LayoutSize? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else { return nil }
    guard w.isFinite, h.isFinite, w > 0, h > 0, w <= maximum, h <= maximum else { return nil }
    return LayoutSize(width: w, height: h)
  }
}

/// What a file looks like, to say so when a command is given the wrong kind.
enum InputKind: Equatable {
  case layout, system, interfaceBuilder, log, other

  /// A guess from the first characters that are not blank.
  init(_ data: Data) {
    let text = String(decoding: data.prefix(4096), as: UTF8.self)
    let start = text.drop { $0.isWhitespace }
    if start.hasPrefix("{") || start.hasPrefix("[") {
      self = .system
    } else if start.hasPrefix("<") {
      self = .interfaceBuilder
    } else if text.contains("Unable to simultaneously satisfy constraints") || text.contains("NSLayoutConstraint:0x") {
      self = .log
    } else if start.isEmpty {
      self = .other
    } else {
      self = .layout
    }
  }

  /// What such a file is, and the command that reads it.
  var advice: String {
    switch self {
    case .layout:
      return "it looks like a layout file (view declarations and constraint lines); `autolayout layout` and "
        + "`autolayout explain` read those"
    case .system:
      return "it looks like a JSON system file ({\"variables\": ..., \"constraints\": [...]}); `autolayout solve` "
        + "reads those"
    case .interfaceBuilder:
      return "it looks like XML, a storyboard or xib; `autolayout layout` and `autolayout check` read those "
        + "(named .storyboard or .xib)"
    case .log: return "it looks like a UIKit console log; `autolayout why` reads those"
    case .other: return "it is empty"
    }
  }
}

/// Where `--svg` writes: a file for a path ending in `.svg`, a folder for a
/// path ending in `/` or naming a folder that exists.
enum SVGDestination: Equatable {
  case file(String)
  case directory(String)

  init(_ path: String) {
    var isDirectory: ObjCBool = false
    if path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    {
      self = .directory(path)
    } else {
      self = .file(path)
    }
  }

  /// The file to write for a picture named `name` (a root's id, or the
  /// input's base name), creating the folder when needed.
  func path(for name: String) -> Result<String, CommandError> {
    switch self {
    case .file(let path): return .success(path)
    case .directory(let dir):
      do {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      } catch {
        return .failure(CommandError(message: "cannot create the folder '\(dir)': \(error.localizedDescription)"))
      }
      return .success((dir as NSString).appendingPathComponent("\(name).svg"))
    }
  }
}
