import ArgumentParser
import AutoLayoutCLI
import AutoLayoutPlayground
import AutoLayoutServer
import Foundation

/// `autolayout serve`: the playground page on this machine.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Serve the playground page on 127.0.0.1 (Ctrl-C stops it).",
    discussion: """
      Write a layout and see it change as you type, drag the window's size, \
      drop a storyboard or paste a UIKit log. Only this machine can connect; \
      the server answers only to the host names it listens as and refuses \
      API requests from other sites' pages (Documentation/Playground.md).
      """)

  @Option(help: "The port to listen on (0: any free port, said when listening).")
  var port: Int = 8080

  @Option(help: "The address to listen on; its name is also accepted as Host. Anything but loopback exposes the page.")
  var host: String = "127.0.0.1"

  @Option(help: "Seconds a request may take before it is answered 503.")
  var timeLimit: Double = 5

  /// The server's clocks, in seconds (for tests that cannot wait the defaults).
  @Option(help: .hidden) var headerTime: Double?
  @Option(help: .hidden) var bodyTime: Double?
  @Option(help: .hidden) var idleTime: Double?

  func validate() throws {
    for time in [headerTime, bodyTime, idleTime].compactMap({ $0 }) where !(time > 0 && time <= 3600) {
      throw ValidationError("the server's times must be between 0 and 3600 seconds")
    }
    guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    guard timeLimit > 0, timeLimit <= 600 else { throw ValidationError("--time-limit must be between 0 and 600") }
    guard !host.isEmpty, host.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") }) else {
      throw ValidationError("--host must be an address or a host name, for example 127.0.0.1")
    }
  }

  func run() async throws {
    var server = PlaygroundServer(
      api: PlaygroundAPI(), host: host, port: port, timeLimit: timeLimit)
    if let headerTime { server.limits.headerTime = headerTime }
    if let bodyTime { server.limits.bodyTime = bodyTime }
    if let idleTime { server.limits.idleTime = idleTime }
    let host = host
    if !(host.hasPrefix("127.") || host == "localhost" || host == "::1") {
      FileHandle.standardError.write(
        Data("warning: listening on \(host), not loopback: other machines that can reach it can use the page\n".utf8))
    }
    try await server.run { port in
      // Said once the socket listens, so a script can wait for the line.
      let shown = host.contains(":") ? "[\(host)]" : host
      FileHandle.standardOutput.write(Data("autolayout playground: http://\(shown):\(port)/  (Ctrl-C stops it)\n".utf8))
    }
    FileHandle.standardOutput.write(Data("autolayout playground: stopped\n".utf8))
  }
}
