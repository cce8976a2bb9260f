import AutoLayoutPlayground
import Foundation
import HTTPTypes
import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTPTypes
import NIOPosix
import ServiceLifecycle

/// The playground's HTTP server: Hummingbird's HTTP/1 channel on SwiftNIO,
/// with ``RequestGuard`` and ``RequestPolicy`` in front of it, answering
/// every request with ``PlaygroundAPI``.
///
/// ```swift
/// let server = PlaygroundServer(api: api, host: "127.0.0.1", port: 8080, timeLimit: 5)
/// try await server.run { port in print("listening on \(port)") }  // until SIGINT or SIGTERM
/// ```
public struct PlaygroundServer: Sendable {
  /// What the server answers.
  public var api: PlaygroundAPI
  /// The address it listens on (`127.0.0.1`: only this machine).
  public var host: String
  /// The port; 0 lets the system choose a free one.
  public var port: Int
  /// Seconds a request's work may take before it is answered 503.
  public var timeLimit: Double
  /// The limits on requests and connections.
  public var limits = ServerLimits()

  /// A server for `api` on `host` and `port`.
  public init(api: PlaygroundAPI, host: String, port: Int, timeLimit: Double) {
    self.api = api
    self.host = host
    self.port = port
    self.timeLimit = timeLimit
  }

  /// Serves until SIGINT or SIGTERM, then stops accepting, lets the
  /// requests in progress finish (at most 2 s) and returns. `listening` is
  /// called once with the port, when the socket accepts connections.
  public func run(listening: @escaping @Sendable (Int) -> Void) async throws {
    let logger = Logger(label: "autolayout.playground") { _ in SwiftLogNoOpLogHandler() }
    let configuration = ServerConfiguration(
      address: .hostname(host, port: port), serverName: nil, backlog: 256, reuseAddress: true,
      availableConnectionsDelegate: MaximumAvailableConnections(limits.connections, logger: logger))
    let access = ServerAccess(host: host, port: port)
    let channel = GuardedHTTP1Channel(responder: responder(), limits: limits, access: access)
    let server = channel.server(
      configuration: configuration,
      onServerRunning: { channel in
        // The Host check needs the port the system chose for port 0.
        let bound = channel.localAddress?.port ?? port
        access.port = bound
        listening(bound)
      },
      eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: logger)
    var group = ServiceGroupConfiguration(
      services: [.init(service: server)], gracefulShutdownSignals: [.sigint, .sigterm], logger: logger)
    group.maximumGracefulShutdownDuration = .seconds(2)
    try await ServiceGroup(configuration: group).run()
  }

  /// Answers a request: its body (the policy already refused one over the
  /// limit) through the API, raced against the time limit.
  func responder() -> HTTPChannelHandler.Responder {
    let api = api
    let limit = timeLimit
    let maxBody = limits.bodyBytes
    // The work runs first come, first served, one request per core: the
    // event loops accept everything at once, and a request should wait in
    // line rather than share the cores with 200 others.
    let workers = WorkQueue(workers: ProcessInfo.processInfo.activeProcessorCount)
    return { request, writer, _ in
      var request = request
      let body = try await request.collectBody(upTo: maxBody)
      // HEAD is answered as GET, without the body.
      let isHead = request.method == .head
      let answer = await Self.answer(
        api, isHead ? "GET" : request.method.rawValue, request.head.path ?? "/", Data(body.readableBytesView),
        timeLimit: limit, on: workers)
      var headers = Self.headers
      headers[.contentType] = answer.contentType
      headers[.contentLength] = String(answer.body.count)
      let head = HTTPResponse(status: .init(code: answer.status), headerFields: headers)
      if isHead {
        try await writer.writeResponse(head)
      } else {
        try await writer.write(response: head, body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
      }
    }
  }

  /// Sent with every answer: no caching, no sniffing, no framing by
  /// another page, nothing loaded from elsewhere.
  static let headers: HTTPFields = [
    .cacheControl: "no-store",
    .xContentTypeOptions: "nosniff",
    .contentSecurityPolicy:
      "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    .crossOriginResourcePolicy: "same-origin",
  ]

  /// The API's answer, or 503 if its work takes longer than `timeLimit`
  /// (counted from when the work starts, so a request that waited its turn
  /// under load is not cut short). The work itself cannot be interrupted;
  /// after a 503 it finishes in the background and its answer is dropped.
  static func answer(
    _ api: PlaygroundAPI, _ method: String, _ path: String, _ body: Data, timeLimit: Double, on workers: WorkQueue
  ) async -> PlaygroundResponse {
    await withCheckedContinuation { (continuation: CheckedContinuation<PlaygroundResponse, Never>) in
      let first = NIOLockedValueBox<CheckedContinuation<PlaygroundResponse, Never>?>(continuation)
      @Sendable func resume(_ response: PlaygroundResponse) {
        first.withLockedValue { pending in
          pending?.resume(returning: response)
          pending = nil
        }
      }
      workers.run {
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) {
          resume(.error(503, "the request took longer than \(timeLimit) s"))
        }
        resume(api.respond(method: method, path: path, body: body))
      }
    }
  }
}
