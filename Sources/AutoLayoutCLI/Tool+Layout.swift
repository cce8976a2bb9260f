import ArgumentParser
import AutoLayout
import AutoLayoutInterfaceBuilder
import AutoLayoutText
import Foundation

extension Tool {
  /// The file, size and device arguments that `layout` and `explain` share.
  struct LayoutInput: ParsableArguments {
    @Argument(help: "The layout file, or - for standard input.")
    var file: String

    // Unconditional, so that `--size -5x10` reaches validate() and is
    // refused for what it is rather than read as an option.
    @Option(parsing: .unconditional, help: "The window size as WxH in points, overriding the file's 'size' line.")
    var size: String?

    @Option(
      help: "An Interface Builder device (retina4_7, retina6_1, …; ':landscape' to rotate): its size and safe area.")
    var device: String?

    func validate() throws {
      if let size, SizeArgument.parse(size) == nil { throw ValidationError(SizeArgument.problem(size)) }
      if let device, DeviceArgument.parse(device) == nil { throw ValidationError(DeviceArgument.problem(device)) }
    }

    /// Reads and parses the file at the size asked for (by `--size`, else
    /// `--device`); on failure, the output to print (exit 1).
    func load(stdin: Data) -> Result<LayoutFile, CommandOutput> {
      let data: Data
      switch readInput(file, stdin: stdin) {
      case .failure(let e): return .failure(CommandOutput(exitCode: 1, stderr: "error: \(e.message)\n"))
      case .success(let d): data = d
      }
      let kind = InputKind(data)
      if kind == .system || kind == .interfaceBuilder {
        let name = file == "-" ? "standard input" : "'\(file)'"
        return .failure(CommandOutput(exitCode: 1, stderr: "error: \(name) is not a layout file: \(kind.advice)\n"))
      }
      let chosen = device.flatMap(DeviceArgument.parse)
      do {
        let file = try LayoutFile(
          String(decoding: data, as: UTF8.self), name: file == "-" ? "<stdin>" : file,
          size: size.flatMap(SizeArgument.parse) ?? chosen?.size)
        if let chosen { file.window.safeAreaInsets = chosen.safeAreaInsets }
        return .success(file)
      } catch {
        return .failure(CommandOutput(exitCode: 1, stderr: error.description + "\n"))
      }
    }

    /// The name of the input's picture in an `--svg` folder.
    var pictureName: String {
      file == "-" ? "layout" : ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }
  }

  struct Layout: ParsableCommand, InProcessCommand {
    static let configuration = CommandConfiguration(
      abstract: "Lay out a layout file and print every view's frame (root coordinates).",
      discussion: """
        Example:
          autolayout layout Examples/card.layout --size 667x375 --json
          {"frames": {"card": [164.75, 40, 337.5, 132], ...}}
        Conflicts and ambiguity are reported on standard error; errors in the file
        (with line and column) exit with 1. --svg out.svg writes one picture (for a
        storyboard, of its one root or the --scene); --svg folder/ writes one per root.
        """)

    @OptionGroup var input: LayoutInput

    @Flag(help: "Print {\"frames\": {name: [x, y, width, height]}} instead of a table.")
    var json = false

    @Option(help: "Also write a picture: to this .svg file, or into this folder (a path ending in '/').")
    var svg: String?

    @Flag(help: "Draw the constraints in the picture (dashed when optional, red when broken).")
    var constraints = false

    @Option(help: "Storyboards and xibs: lay out only this root (its Interface Builder id).")
    var scene: String?

    @Flag(help: .hidden)
    var withStored = false

    /// Quirk rows to switch off (comma-separated ids): the corpus script's
    /// leave-one-repository-out run.
    @Option(help: .hidden)
    var disableQuirks: String?

    mutating func execute(stdin: Data) -> CommandOutput {
      if InterfaceBuilderCommands.isInterfaceBuilder(input.file) {
        return interfaceBuilder(stdin: stdin)
      }
      switch input.load(stdin: stdin) {
      case .failure(let out): return out
      case .success(let file):
        var out = LayoutCommand.run(file, json: json)
        if let svg {
          out.append(
            Pictures.write(file.window, to: SVGDestination(svg), name: input.pictureName, constraints: constraints))
        }
        return out
      }
    }

    /// A storyboard or xib: every root (or `--scene`) laid out; `--svg` a
    /// file for one root, a folder for several.
    func interfaceBuilder(stdin: Data) -> CommandOutput {
      let data: Data
      switch readInput(input.file, stdin: stdin) {
      case .failure(let e): return CommandOutput(exitCode: 1, stderr: "error: \(e.message)\n")
      case .success(let d): data = d
      }
      let destination = svg.map(SVGDestination.init)
      let folder: String? = if case .directory(let dir)? = destination { dir } else { nil }
      switch InterfaceBuilderCommands.load(
        input.file, data: data, device: input.device, size: input.size.flatMap(SizeArgument.parse),
        quirksOff: disableQuirks)
      {
      case .failure(let out): return out
      case .success(let doc):
        let roots = doc.scenes.filter { scene == nil || $0.id == scene }
        if case .file(let path)? = destination, roots.count > 1 {
          return CommandOutput(
            exitCode: 2,
            stderr: "error: --svg '\(path)' is one file, but '\(input.file)' has \(roots.count) roots "
              + "(\(roots.map(\.id).joined(separator: ", "))); choose one with --scene ID, or give a folder: --svg \(path.hasSuffix(".svg") ? String(path.dropLast(4)) : path)/\n"
          )
        }
        var out = InterfaceBuilderCommands.layout(
          doc, name: input.file, scene: scene, json: json, svgDirectory: folder, withStored: withStored)
        if case .file? = destination, let root = roots.first, let destination {
          out.append(Pictures.write(root.window, to: destination, name: root.id, constraints: constraints))
        }
        return out
      }
    }
  }

  struct Explain: ParsableCommand, InProcessCommand {
    static let configuration = CommandConfiguration(
      abstract: "Explain a layout file's conflicts and ambiguity in sentences.",
      discussion: """
        Each constraint is shown with its file, line and column; the one the engine
        broke is named. Exit codes, as `check`'s: 0 nothing found, 1 a conflict or
        ambiguity found (or an error in the file), 2 a usage error. Example:
          autolayout explain Examples/conflict.layout --svg conflict.svg
        """)

    @OptionGroup var input: LayoutInput

    @Option(help: "Also write a picture with the conflicting constraints in red (a .svg file, or a folder/).")
    var svg: String?

    mutating func execute(stdin: Data) -> CommandOutput {
      switch input.load(stdin: stdin) {
      case .failure(let out): return out
      case .success(let file):
        var out = CommandOutput(stdout: ReportCommands.explain(file))
        if !file.window.report.isClean { out.exitCode = 1 }
        if let svg {
          let red = file.window.report.conflicts.flatMap { [$0.broken] + $0.conflicting }.compactMap(\.constraint)
          out.append(
            Pictures.write(
              file.window, to: SVGDestination(svg), name: input.pictureName, constraints: true, highlighted: red))
        }
        return out
      }
    }
  }
}

/// `--device ID[:landscape]`.
enum DeviceArgument {
  /// The device, or nil for an id Interface Builder does not have.
  static func parse(_ text: String) -> InterfaceBuilderDevice? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.count == 1 || parts[1] == "landscape" || parts[1] == "portrait" else { return nil }
    return InterfaceBuilderDevice.named(String(parts[0]), landscape: parts.count == 2 && parts[1] == "landscape")
  }

  /// The error for a device that is not one.
  static func problem(_ text: String) -> String {
    "--device '\(text.prefix(60))' is not an Interface Builder device; known: "
      + InterfaceBuilderDevice.known.keys.sorted().joined(separator: ", ") + " (add ':landscape' to rotate)"
  }
}

/// Writing `--svg` pictures.
enum Pictures {
  /// Writes `window`'s picture to `destination` (a folder gets `name.svg`);
  /// the output says where, or why not (exit 1).
  static func write(
    _ window: LayoutWindow, to destination: SVGDestination, name: String, constraints: Bool,
    highlighted: [LayoutConstraint] = []
  ) -> CommandOutput {
    switch destination.path(for: name) {
    case .failure(let e): return CommandOutput(exitCode: 1, stderr: "error: \(e.message)\n")
    case .success(let path):
      if let e = ReportCommands.writeSVG(window, to: path, constraints: constraints, highlighted: highlighted) {
        return CommandOutput(exitCode: 1, stderr: e)
      }
      return CommandOutput()
    }
  }
}

extension CommandOutput {
  /// Adds `other`'s output; the exit code is the worse of the two.
  mutating func append(_ other: CommandOutput) {
    stdout += other.stdout
    stderr += other.stderr
    exitCode = max(exitCode, other.exitCode)
  }
}
