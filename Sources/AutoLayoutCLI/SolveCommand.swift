import AutoLayoutJSON
import Cassowary
import CassowarySystemFile
import Foundation

/// The output of a command run in-process: what it printed and its exit
/// code (0 success, 1 an error in the input, 2 a usage error).
public struct CommandOutput: Error, Equatable, Sendable {
  public var exitCode: Int32
  public var stdout: String
  public var stderr: String

  public init(exitCode: Int32 = 0, stdout: String = "", stderr: String = "") {
    self.exitCode = exitCode
    self.stdout = stdout
    self.stderr = stderr
  }
}

/// `autolayout solve`: reads a linear system and prints its values.
public enum SolveCommand {
  /// Solves the system in `data` and renders `{"values": {...}}` with the
  /// variables in file order, numbers by ``JSONNumber``'s rule.
  public static func run(data: Data, name: String) -> CommandOutput {
    let kind = InputKind(data)
    guard kind == .system else {
      return CommandOutput(
        exitCode: 1,
        stderr: "error: \(name) is not a system file (a JSON object with \"variables\" and \"constraints\", "
          + "Documentation/SystemFormat.md): \(kind.advice)\n")
    }
    let system: LinearSystem
    do {
      system = try LinearSystem(json: data, fallbackName: name)
    } catch {
      return CommandOutput(exitCode: 1, stderr: "error: \(name): \(error)\n")
    }
    let solver: Solver
    do {
      solver = try system.build()
    } catch {
      return CommandOutput(exitCode: 1, stderr: "error: \(name): \(describe(error))\n")
    }
    let values = JSON.object(system.variables.map { ($0.name, .number(solver.value(of: $0))) })
    return JSONOutput.write(["values": values])
  }

  static func describe(_ error: SolverError) -> String {
    if case .unsatisfiableConstraint(let c, let conflicts) = error {
      let names = ([c] + conflicts).map { $0.label.isEmpty ? $0.description : $0.label }
      return "unsatisfiable: constraint \(names[0]) conflicts with "
        + (conflicts.isEmpty ? "itself" : names.dropFirst().joined(separator: ", "))
        + " (all required)\n  " + ([c] + conflicts).map(\.description).joined(separator: "\n  ")
    }
    return error.description
  }
}
