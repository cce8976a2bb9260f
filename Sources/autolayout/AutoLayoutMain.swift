import ArgumentParser
import AutoLayoutCLI
import Foundation

/// The `autolayout` executable: the tool's commands, run in-process by
/// ``Tool``, and `serve`, which runs the playground's server until Ctrl-C.
@main
struct AutoLayoutMain: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "autolayout", abstract: Tool.configuration.abstract, subcommands: Tool.commands + [Serve.self])

  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let output: CommandOutput
    switch Tool.parse(arguments, as: Self.self) {
    case .failure(let out):
      output = out
    case .success(let command):
      if let serve = command as? Serve {
        do {
          try await serve.run()
          output = CommandOutput()
        } catch {
          output = Tool.output(for: error, as: Self.self)
        }
      } else if command is AutoLayoutMain {
        // No command: the help, with `serve` in it.
        output = CommandOutput(stdout: helpMessage() + "\n")
      } else {
        output = Tool.execute(command, stdin: Tool.standardInput(for: arguments))
      }
    }
    FileHandle.standardOutput.write(Data(output.stdout.utf8))
    FileHandle.standardError.write(Data(output.stderr.utf8))
    Foundation.exit(output.exitCode)
  }
}
