import AutoLayoutPlayground
import FlyingFox
import FlyingSocks
import Foundation

/// `autolayout serve`: FlyingFox on 127.0.0.1, every request answered by
/// `PlaygroundAPI` on its own task, raced against the time limit.
enum PlaygroundServer {
  static func run(port: Int, timeLimit: Double) throws {
    let done = DispatchSemaphore(value: 0)
    let failure = ErrorBox()
    Task {
      do {
        try await serve(port: port, timeLimit: timeLimit)
      } catch {
        failure.set(error)
      }
      done.signal()
    }
    done.wait()
    if let error = failure.error { throw error }
  }

  static func serve(port: Int, timeLimit: Double) async throws {
    // 127.0.0.1 only: nothing outside this machine can connect.
    let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(port))
    let server = HTTPServer(address: address, pool: NoDelayPool(HTTPServer.defaultPool()), logger: .disabled)
    let api = PlaygroundAPI()
    await server.appendRoute("*") { request in
      let body = try await request.bodyData
      let answer = await answer(api, request.method.rawValue, request.path, body, timeLimit: timeLimit)
      return HTTPResponse(
        statusCode: HTTPStatusCode(answer.status, phrase: phrase(answer.status)),
        headers: [.contentType: answer.contentType, HTTPHeader("Cache-Control"): "no-store"],
        body: answer.body)
    }
    stopOnInterrupt(server)
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await server.run() }
      group.addTask {
        // Said once the socket listens, so a script can wait for the line.
        try await server.waitUntilListening()
        FileHandle.standardOutput.write(
          Data("autolayout playground: http://127.0.0.1:\(port)/  (Ctrl-C stops it)\n".utf8))
      }
      do {
        try await group.waitForAll()
      } catch {
        // After Ctrl-C the server's tasks end cancelled: a clean stop.
        if !Stopping.requested { throw error }
      }
    }
  }

  /// The API's answer, or 503 if its work takes longer than `timeLimit`
  /// (counted from when the work starts, so a request that waited its turn
  /// under load is not cut short). The work itself cannot be interrupted;
  /// after a 503 it finishes in the background and its answer is dropped.
  static func answer(_ api: PlaygroundAPI, _ method: String, _ path: String, _ body: Data, timeLimit: Double) async
    -> PlaygroundResponse
  {
    await withCheckedContinuation { continuation in
      let once = Once(continuation)
      DispatchQueue.global().async {
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) {
          let message =
            "{\"errors\": [{\"line\": 1, \"column\": 1, \"length\": 1, \"message\": \"the request took longer than \(timeLimit) s\"}]}"
          once.resume(
            PlaygroundResponse(status: 503, contentType: "application/json; charset=utf-8", body: Data(message.utf8)))
        }
        once.resume(api.respond(method: method, path: path, body: body))
      }
    }
  }

  static func phrase(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 400: return "Bad Request"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 413: return "Content Too Large"
    case 503: return "Service Unavailable"
    default: return "Status"
    }
  }

  /// Ctrl-C (and SIGTERM) stop the server and let `run` return.
  static func stopOnInterrupt(_ server: HTTPServer) {
    for sig in [SIGINT, SIGTERM] {
      signal(sig, SIG_IGN)
      // Not the main queue: the main thread waits for the server.
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler {
        Stopping.requested = true
        Task {
          await server.stop(timeout: 1)
          print("autolayout playground: stopped")
          exit(0)
        }
      }
      source.resume()
      SignalSources.keep(source)
    }
  }
}

/// Set once Ctrl-C (or SIGTERM) arrived.
enum Stopping {
  nonisolated(unsafe) static var requested = false
}

/// Keeps the signal sources alive for the process's lifetime.
enum SignalSources {
  nonisolated(unsafe) static var all: [DispatchSourceSignal] = []
  static func keep(_ s: DispatchSourceSignal) { all.append(s) }
}

final class ErrorBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: (any Error)?
  var error: (any Error)? { lock.withLock { stored } }
  func set(_ e: any Error) { lock.withLock { stored = e } }
}

/// The default socket pool, turning Nagle's algorithm off on every socket
/// it waits for (the listening one, whose setting accepted sockets
/// inherit, and each connection). FlyingFox writes a response's header and
/// body separately; with Nagle on, a keep-alive client's delayed ACK held
/// the body back 40 ms per request.
struct NoDelayPool<Pool: AsyncSocketPool>: AsyncSocketPool {
  let pool: Pool
  init(_ pool: Pool) { self.pool = pool }

  func prepare() async throws { try await pool.prepare() }
  func run() async throws { try await pool.run() }

  func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
    var on: Int32 = 1
    _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    try await pool.suspendSocket(socket, untilReadyFor: events)
  }
}

/// Resumes a continuation with the first answer given (the work's or the
/// time limit's), ignoring the other.
final class Once: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<PlaygroundResponse, Never>?
  init(_ continuation: CheckedContinuation<PlaygroundResponse, Never>) { self.continuation = continuation }

  func resume(_ response: PlaygroundResponse) {
    let c = lock.withLock { () -> CheckedContinuation<PlaygroundResponse, Never>? in
      defer { continuation = nil }
      return continuation
    }
    c?.resume(returning: response)
  }
}
