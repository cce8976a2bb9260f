import NIOCore

/// What the playground's server accepts, and how long it waits.
///
/// Every limit is enforced in front of the HTTP library, on the bytes as
/// they arrive (see ``RequestGuard`` and ``RequestPolicy``): a request over
/// a limit is answered at once with the status named here and the
/// connection is closed without reading further. The table in
/// `Documentation/Playground.md` lists the same values.
public struct ServerLimits: Sendable {
  /// The request line (`POST /api/layout HTTP/1.1`), in bytes; longer is 414.
  public var requestLineBytes = 8 * 1024
  /// All header lines together, in bytes; more is 431.
  public var headerBytes = 16 * 1024
  /// The number of header lines; more is 431.
  public var headerCount = 100
  /// The request body, in bytes; more (announced or sent) is 413.
  public var bodyBytes = 1 << 20
  /// Seconds from a request's first byte to the end of its headers; longer is 408.
  public var headerTime = 10.0
  /// Seconds from the end of the headers to the end of the body; longer is 408.
  public var bodyTime = 30.0
  /// Seconds a connection may stay open without a request (nothing owed
  /// to it); then it is closed without an answer.
  public var idleTime = 30.0
  /// Connections open at once; further ones wait in the listen queue.
  public var connections = 4096

  /// The default limits.
  public init() {}
}

extension TimeAmount {
  /// `seconds` as NIO's time (to the millisecond).
  static func seconds(_ seconds: Double) -> TimeAmount { .milliseconds(Int64((seconds * 1000).rounded())) }
}
