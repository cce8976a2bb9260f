import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes

/// Hummingbird's HTTP/1 channel with the playground's guards in front:
/// ``RequestGuard`` first on the raw bytes, then the HTTP decoder (with
/// its own limits set no looser than ours), then ``RequestPolicy``, then
/// Hummingbird's handlers and the responder.
struct GuardedHTTP1Channel: ServerChildChannel {
  typealias Value = HTTP1Channel.Value

  let responder: HTTPChannelHandler.Responder
  let limits: ServerLimits
  let access: ServerAccess

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let requestGuard = RequestGuard(limits: limits)
    do {
      try channel.pipeline.syncOperations.addHandler(requestGuard)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    let policy = NIOLoopBound(
      RequestPolicy(requestGuard: requestGuard, access: access, limits: limits), eventLoop: channel.eventLoop)
    return inner(policy).setup(channel: channel, logger: logger)
  }

  func handle(value: Value, logger: Logger) async {
    await HTTP1Channel(responder: responder).handle(value: value, logger: logger)
  }

  /// Hummingbird's channel, the policy after its decoder, and the
  /// decoder's limits at ours (one more header line, for the empty one
  /// that ends the head, which it counts).
  private func inner(_ policy: NIOLoopBound<RequestPolicy>) -> HTTP1Channel {
    let decoder = HTTP1Channel.Configuration.DecoderConfiguration(
      maxHeaderFieldSize: limits.headerBytes + limits.requestLineBytes,
      maxHeaderListSize: limits.headerBytes + limits.requestLineBytes,
      maxHeaderFieldCount: limits.headerCount + 1)
    return HTTP1Channel(
      responder: responder,
      configuration: .init(
        additionalChannelHandlers: [policy.value], idleTimeout: nil, httpDecoderConfiguration: decoder))
  }
}
