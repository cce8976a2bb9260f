import ArgumentParser
import AutoLayout
import AutoLayoutText
import Foundation

/// The `autolayout` command and its subcommands (the executable adds
/// `serve`, which runs a server rather than producing output).
public struct Tool: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "autolayout",
    abstract: "Auto Layout without a Mac: solve constraint systems and lay out screens.",
    subcommands: commands
  )

  /// The commands that run in-process and return their output.
  public static let commands: [any ParsableCommand.Type] = [
    Demo.self, Layout.self, Explain.self, Why.self, Check.self, Solve.self, Bench.self,
  ]

  public init() {}

  /// Runs the tool on `arguments` (without the program name) in-process
  /// and returns what it printed and its exit code.
  public static func run(_ arguments: [String], stdin: Data = Data()) -> CommandOutput {
    switch parse(arguments, as: Tool.self) {
    case .failure(let out): return out
    case .success(let command): return execute(command, stdin: stdin)
    }
  }

  /// Parses `arguments` with `root`'s commands (``Tool``, or the
  /// executable's, which adds `serve`); on failure (or `--help`), the
  /// output to print. A mistyped command gets "did you mean".
  public static func parse<Root: ParsableCommand>(_ arguments: [String], as root: Root.Type) -> Result<
    any ParsableCommand, CommandOutput
  > {
    if let out = CommandSuggestion.unknownCommand(arguments, root: root) { return .failure(out) }
    do {
      return .success(try root.parseAsRoot(arguments))
    } catch {
      return .failure(output(for: error, as: root))
    }
  }

  /// Runs a parsed command of ``commands`` in-process.
  public static func execute(_ command: any ParsableCommand, stdin: Data) -> CommandOutput {
    do {
      if var io = command as? any InProcessCommand {
        return io.execute(stdin: stdin)
      }
      var command = command
      try command.run()
      return CommandOutput()
    } catch {
      return output(for: error, as: Tool.self)
    }
  }

  /// What an error (or a request for help) prints, and its exit code:
  /// 0 for help, 2 for a usage error, else the error's own.
  public static func output<Root: ParsableCommand>(for error: any Error, as root: Root.Type) -> CommandOutput {
    let code = root.exitCode(for: error)
    let message = root.fullMessage(for: error)
    if code == .success { return CommandOutput(stdout: message + "\n") }
    return CommandOutput(exitCode: code == .validationFailure ? 2 : code.rawValue, stderr: message + "\n")
  }

  /// Standard input, read when an argument is `-`, or for `why` without a
  /// file when standard input is not a terminal (empty otherwise).
  public static func standardInput(for arguments: [String]) -> Data {
    arguments.contains("-") || WhyCommand.readsStandardInput(arguments)
      ? FileHandle.standardInput.readDataToEndOfFile() : Data()
  }

  /// The executable's entry point: runs, prints, exits with the code.
  public static func runAndExit() -> Never {
    let args = Array(CommandLine.arguments.dropFirst())
    let out = run(args, stdin: standardInput(for: args))
    FileHandle.standardOutput.write(Data(out.stdout.utf8))
    FileHandle.standardError.write(Data(out.stderr.utf8))
    Foundation.exit(out.exitCode)
  }
}

/// A subcommand that produces its output as a value, so tests can run it.
protocol InProcessCommand {
  mutating func execute(stdin: Data) -> CommandOutput
}

extension Tool {
  struct Check: ParsableCommand, InProcessCommand {
    static let configuration = CommandConfiguration(
      abstract: "Lint storyboards and xibs: conflicts, ambiguity, misplaced views (for CI).",
      discussion: """
        Lays out every root of every file for its designed device and reports
        conflicts (the minimal set, each constraint by id with its XML line), and
        the views Xcode flagged ambiguous or misplaced (with the frame their
        constraints give). A difference Xcode did not flag is a note (--strict:
        a finding). Exit 1 when anything was found; a file that cannot be read is
        an error (never an all-clear). Example (GitHub Actions):
          autolayout check App/**/*.storyboard --format github

        --matrix asks "will my screen survive?": every root of every storyboard,
        xib or layout file is laid out for each combination of devices,
        orientations, text sizes and directions, and compared with its designed
        layout. Reported, only where the combination changes the design: new
        conflicts, new ambiguity, views pushed past their superview's edge (unless
        it scrolls) or the screen's, siblings that overlap though they do not as
        designed, text truncated or clipped though it fits as designed (labels,
        buttons and text views measured from their font and text: an estimate of
        the system font). Each finding names its view (id, line), the combinations
        it shows in, and a picture (SVG) of the first, the view outlined in red,
        written into --svg (default: autolayout-matrix/). The default matrix is 16
        combinations: the smallest and the largest current phone (retina6_0,
        390x844; retina6_9, 440x956; iPads for a file designed on one), portrait
        and landscape, text sizes Large (the default) and AX5 (the largest), left
        to right and right to left. Exit 1 when anything was found. Example:
          autolayout check --matrix App/**/*.storyboard --format github \\
            --devices retina4_7,retina6_9 --text-sizes Large,xxxLarge,AX5 --svg matrix/
        See Documentation/CheckMatrix.md.
        """)

    @Argument(help: "Storyboard and xib files (with --matrix, layout files too).")
    var files: [String]

    @Option(help: "text, json or github (workflow annotations).")
    var format: String = "text"

    @Flag(help: "Also fail on views whose computed frame differs from the stored one though Xcode did not flag them.")
    var strict = false

    @Flag(help: "Lay every root out for a matrix of devices, orientations, text sizes and directions.")
    var matrix = false

    @Option(help: "--matrix: devices, comma-separated Interface Builder ids (default retina6_0,retina6_9).")
    var devices: String?

    @Option(help: "--matrix: portrait, landscape or both (default portrait,landscape).")
    var orientations: String?

    @Option(help: "--matrix: text sizes, xSmall … xxxLarge, AX1 … AX5 (default Large,AX5).")
    var textSizes: String?

    @Option(help: "--matrix: ltr, rtl or both (default ltr,rtl).")
    var directions: String?

    @Option(help: "--matrix: the folder for the pictures of the findings (default autolayout-matrix).")
    var svg: String?

    func validate() throws {
      guard ["text", "json", "github"].contains(format) else {
        throw ValidationError("--format must be text, json or github")
      }
      let matrixOnly = [
        ("--devices", devices), ("--orientations", orientations), ("--text-sizes", textSizes),
        ("--directions", directions), ("--svg", svg),
      ].filter { $0.1 != nil }.map(\.0)
      if !matrix, let first = matrixOnly.first {
        throw ValidationError("\(first) needs --matrix")
      }
      if matrix, strict { throw ValidationError("--strict is for the designed layout; it does not go with --matrix") }
      if case .failure(let e) = spec { throw ValidationError(e.message) }
    }

    var spec: Result<MatrixSpec, CommandError> {
      MatrixSpec.parse(devices: devices, orientations: orientations, textSizes: textSizes, directions: directions)
    }

    mutating func execute(stdin: Data) -> CommandOutput {
      var loaded: [(String, Data)] = []
      for f in files {
        switch readInput(f, stdin: stdin) {
        case .failure(let e): return CommandOutput(exitCode: 1, stderr: "error: \(e.message)\n")
        case .success(let data):
          if let refusal = refusal(f, data: data) { return refusal }
          loaded.append((f, data))
        }
      }
      if matrix, case .success(let spec) = spec {
        return MatrixCommand.run(files: loaded, spec: spec, format: format, pictures: svg ?? "autolayout-matrix")
      }
      return InterfaceBuilderCommands.check(files: loaded, format: format, strict: strict)
    }

    /// Only XML goes on to the reader (and, with --matrix, layout files):
    /// nothing unread prints an all-clear.
    func refusal(_ f: String, data: Data) -> CommandOutput? {
      let kind = InputKind(data)
      let name = f == "-" ? "standard input" : "'\(f)'"
      if matrix && kind == .layout && !InterfaceBuilderCommands.isInterfaceBuilder(f) { return nil }
      if matrix && kind == .interfaceBuilder && !InterfaceBuilderCommands.isInterfaceBuilder(f) {
        return CommandOutput(
          exitCode: 1, stderr: "error: \(name) looks like a storyboard or xib: name it .storyboard or .xib\n")
      }
      guard kind == .interfaceBuilder else {
        let what = matrix ? "a storyboard, xib or layout file" : "a storyboard or xib"
        return CommandOutput(exitCode: 1, stderr: "error: \(name) is not \(what): \(kind.advice)\n")
      }
      return nil
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
        // A folder (`--svg pictures/`) gets the picture as `why.svg`.
        var path: String?
        if let svg {
          switch SVGDestination(svg).path(for: "why") {
          case .failure(let e): return CommandOutput(exitCode: 1, stderr: "error: \(e.message)\n")
          case .success(let p): path = p
          }
        }
        return WhyCommand.run(text: String(decoding: data, as: UTF8.self), json: json, svgPath: path, check: check)
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
