import ArgumentParser
import AutoLayout
import AutoLayoutText
import Foundation

/// The `autolayout` command and its subcommands.
public struct Tool: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "autolayout",
    abstract: "Auto Layout without a Mac: solve constraint systems and lay out screens.",
    subcommands: [Demo.self, Layout.self, Explain.self, Why.self, Check.self, Solve.self, Bench.self, Serve.self]
  )

  public init() {}

  /// Runs the tool on `arguments` (without the program name) in-process
  /// and returns what it printed and its exit code.
  public static func run(_ arguments: [String], stdin: Data = Data()) -> CommandOutput {
    do {
      var command = try parseAsRoot(arguments)
      if var io = command as? InProcessCommand {
        return io.execute(stdin: stdin)
      }
      try command.run()
      return CommandOutput()
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success { return CommandOutput(stdout: message + "\n") }
      return CommandOutput(exitCode: code == .validationFailure ? 2 : code.rawValue, stderr: message + "\n")
    }
  }

  /// The executable's entry point: runs, prints, exits with the code.
  public static func runAndExit() -> Never {
    let args = Array(CommandLine.arguments.dropFirst())
    let needsStdin = args.contains("-") || WhyCommand.readsStandardInput(args)
    let input = needsStdin ? FileHandle.standardInput.readDataToEndOfFile() : Data()
    let out = run(args, stdin: input)
    FileHandle.standardOutput.write(Data(out.stdout.utf8))
    FileHandle.standardError.write(Data(out.stderr.utf8))
    Foundation.exit(out.exitCode)
  }
}

/// A subcommand that produces its output as a value, so tests can run it.
protocol InProcessCommand {
  mutating func execute(stdin: Data) -> CommandOutput
}

/// Reads `path`, or standard input for `-`.
func readInput(_ path: String, stdin: Data) -> Result<Data, CommandError> {
  if path == "-" { return .success(stdin) }
  guard let data = FileManager.default.contents(atPath: path) else {
    return .failure(CommandError(message: "cannot read '\(path)'"))
  }
  return .success(data)
}

struct CommandError: Error {
  var message: String
}

extension Tool {
  /// The file and size arguments that `layout` and `explain` share.
  struct LayoutInput: ParsableArguments {
    @Argument(help: "The layout file, or - for standard input.")
    var file: String

    @Option(help: "The window size as WxH, overriding the file's 'size' line.")
    var size: String?

    func validate() throws {
      if let size, LayoutCommand.parseSize(size) == nil {
        throw ValidationError("--size must be WxH with positive numbers, for example 375x667")
      }
    }

    /// Reads and parses the file; on failure, the output to print (exit 1).
    func load(stdin: Data) -> Result<LayoutFile, CommandOutput> {
      switch readInput(file, stdin: stdin) {
      case .failure(let e): return .failure(CommandOutput(exitCode: 1, stderr: "error: \(e.message)\n"))
      case .success(let data):
        do {
          return .success(
            try LayoutFile(
              String(decoding: data, as: UTF8.self), name: file == "-" ? "<stdin>" : file,
              size: size.flatMap(LayoutCommand.parseSize)))
        } catch {
          return .failure(CommandOutput(exitCode: 1, stderr: error.description + "\n"))
        }
      }
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
        (with line and column) exit with 1.
        """)

    @OptionGroup var input: LayoutInput

    @Flag(help: "Print {\"frames\": {name: [x, y, width, height]}} instead of a table.")
    var json = false

    @Option(help: "Also write a picture of the layout to this SVG file.")
    var svg: String?

    @Flag(help: "Draw the constraints in the picture (dashed when optional, red when broken).")
    var constraints = false

    @Option(help: "Storyboards and xibs: lay out only this root (its Interface Builder id).")
    var scene: String?

    @Option(help: "Storyboards and xibs: the device id (retina4_7, retina6_1, …), ':landscape' to rotate.")
    var device: String?

    @Flag(help: .hidden)
    var withStored = false

    mutating func execute(stdin: Data) -> CommandOutput {
      if InterfaceBuilderCommands.isInterfaceBuilder(input.file) {
        guard case .success(let data) = readInput(input.file, stdin: stdin) else {
          return CommandOutput(exitCode: 1, stderr: "error: cannot read '\(input.file)'\n")
        }
        switch InterfaceBuilderCommands.load(
          input.file, data: data, device: device, size: input.size.flatMap(LayoutCommand.parseSize))
        {
        case .failure(let out): return out
        case .success(let doc):
          return InterfaceBuilderCommands.layout(
            doc, name: input.file, scene: scene, json: json, svgDirectory: svg, withStored: withStored)
        }
      }
      switch input.load(stdin: stdin) {
      case .failure(let out): return out
      case .success(let file):
        var out = LayoutCommand.run(file, json: json)
        if let svg, let e = ReportCommands.writeSVG(file.window, to: svg, constraints: constraints) {
          out.stderr += e
          out.exitCode = 1
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
        broke is named. Example:
          autolayout explain Examples/conflict.layout --svg conflict.svg
        """)

    @OptionGroup var input: LayoutInput

    @Option(help: "Also write a picture with the conflicting constraints in red.")
    var svg: String?

    mutating func execute(stdin: Data) -> CommandOutput {
      switch input.load(stdin: stdin) {
      case .failure(let out): return out
      case .success(let file):
        var out = CommandOutput(stdout: ReportCommands.explain(file))
        if let svg {
          let red = file.window.report.conflicts.flatMap { [$0.broken] + $0.conflicting }.compactMap(\.constraint)
          if let e = ReportCommands.writeSVG(file.window, to: svg, constraints: true, highlighted: red) {
            out.stderr += e
            out.exitCode = 1
          }
        }
        return out
      }
    }
  }

  struct Check: ParsableCommand, InProcessCommand {
    static let configuration = CommandConfiguration(
      abstract: "Lint storyboards and xibs: conflicts, ambiguity, misplaced views (for CI).",
      discussion: """
        Lays out every root of every file for its designed device and reports
        conflicts (the minimal set, each constraint by id with its XML line),
        ambiguity, and views whose computed frame differs from the stored one by
        more than a pixel. Exit 1 when anything was found. Example (GitHub Actions):
          autolayout check App/**/*.storyboard --format github
        """)

    @Argument(help: "Storyboard and xib files.")
    var files: [String]

    @Option(help: "text, json or github (workflow annotations).")
    var format: String = "text"

    func validate() throws {
      guard ["text", "json", "github"].contains(format) else {
        throw ValidationError("--format must be text, json or github")
      }
    }

    mutating func execute(stdin: Data) -> CommandOutput {
      var loaded: [(String, Data)] = []
      for f in files {
        guard case .success(let data) = readInput(f, stdin: stdin) else {
          return CommandOutput(exitCode: 1, stderr: "error: cannot read '\(f)'\n")
        }
        loaded.append((f, data))
      }
      return InterfaceBuilderCommands.check(files: loaded, format: format)
    }
  }

  struct Why: ParsableCommand, InProcessCommand {
    static let configuration = CommandConfiguration(
      abstract: "Explain UIKit's \"Unable to simultaneously satisfy constraints\" logs.",
      discussion: """
        Reads a pasted console log (any number of blocks, with whatever surrounds
        them), rebuilds each block's constraints on headless views, finds the few
        that really conflict, says in plain words what each means, whether UIKit
        had to break the one it broke, and suggests fixes, each checked by solving.
        Exit codes: 0 every block explained, 1 no block found or a block it cannot
        read (reported with its line and column; the others are still explained),
        2 a usage error. With no file and a pipe on standard input, reads it. Example:
          pbpaste | autolayout why -
        """)

    @Argument(help: "The log file, or - for standard input.")
    var file: String = "-"

    @Flag(help: "Print {\"blocks\": [{\"line\", \"conflict\", \"broken\", \"fixes\"}]} instead of sentences.")
    var json = false

    @Option(help: "Also write a picture of the first block's views with the conflict in red.")
    var svg: String?

    @Flag(help: .hidden)
    var check = false

    mutating func execute(stdin: Data) -> CommandOutput {
      switch readInput(file, stdin: stdin) {
      case .failure(let e): return CommandOutput(exitCode: 1, stderr: "error: \(e.message)\n")
      case .success(let data):
        return WhyCommand.run(text: String(decoding: data, as: UTF8.self), json: json, svgPath: svg, check: check)
      }
    }
  }

  struct Demo: ParsableCommand, InProcessCommand {
    static let configuration = CommandConfiguration(
      abstract: "Lay out the bundled demo screens (one per seed system), print their frames, write SVGs.",
      discussion: """
        Example:
          swift run autolayout demo --out demo-pictures
        """)

    @Option(help: "Where to write the SVG pictures.")
    var out: String = "autolayout-demo"

    mutating func execute(stdin: Data) -> CommandOutput {
      ReportCommands.demo(outDir: out)
    }
  }

  struct Solve: ParsableCommand, InProcessCommand {
    static let configuration = CommandConfiguration(
      abstract: "Solve a raw linear system (*.system.json) and print the values as JSON.",
      discussion: """
        Example:
          autolayout solve Examples/chain-2.system.json
          {"values": {"W": 400, "x0": 0, "w0": 196, "x1": 204, "w1": 196}}
        """)

    @Argument(help: "The system file, or - for standard input.")
    var file: String

    mutating func execute(stdin: Data) -> CommandOutput {
      switch readInput(file, stdin: stdin) {
      case .failure(let e): return CommandOutput(exitCode: 1, stderr: "error: \(e.message)\n")
      case .success(let data): return SolveCommand.run(data: data, name: file)
      }
    }
  }

  struct Bench: ParsableCommand, InProcessCommand {
    static let configuration = CommandConfiguration(
      abstract: "Time build and resize of system files (best of N), one JSON line per file.",
      discussion: """
        Build in release mode for numbers. Example:
          swift run -c release autolayout bench Examples/chain-2.system.json --reps 5
        The format is described in Documentation/SystemFormat.md; the benchmark
        package (Benchmarks/) generates larger workloads.
        """)

    @Argument(help: "System files (*.system.json), or - for standard input.")
    var files: [String]

    @Option(help: "Repetitions; the best time is reported.")
    var reps: Int = 5

    mutating func execute(stdin: Data) -> CommandOutput {
      var total = CommandOutput()
      for file in files {
        let out: CommandOutput
        switch readInput(file, stdin: stdin) {
        case .failure(let e): out = CommandOutput(exitCode: 1, stderr: "error: \(e.message)\n")
        case .success(let data): out = BenchCommand.run(data: data, name: file, reps: reps)
        }
        total.stdout += out.stdout
        total.stderr += out.stderr
        total.exitCode = max(total.exitCode, out.exitCode)
      }
      return total
    }
  }
}
