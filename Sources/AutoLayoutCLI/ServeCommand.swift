import ArgumentParser
import Foundation

extension Tool {
  /// `autolayout serve`: the playground page on this machine.
  struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Serve the playground page on 127.0.0.1 (Ctrl-C stops it).",
      discussion: """
        Write a layout and see it change as you type, drag the window's size, \
        drop a storyboard or paste a UIKit log. Only this machine can connect.
        """)

    @Option(help: "The port to listen on.")
    var port: Int = 8080

    @Option(help: "Seconds a request may take before it is answered 503.")
    var timeLimit: Double = 5

    func validate() throws {
      guard (1...65535).contains(port) else { throw ValidationError("--port must be between 1 and 65535") }
      guard timeLimit > 0, timeLimit <= 600 else { throw ValidationError("--time-limit must be between 0 and 600") }
    }

    func run() throws {
      guard let start = ServeHook.start else {
        throw CommandError(message: "this build of autolayout has no server")
      }
      try start(port, timeLimit)
    }
  }
}

/// How `autolayout serve` starts its server: set by the executable (which
/// links the HTTP library) before it runs the tool, so that this library
/// and its tests need no HTTP package.
public enum ServeHook {
  /// Called with the port and the time limit; returns when the server stops.
  nonisolated(unsafe) public static var start: ((Int, Double) throws -> Void)?
}
