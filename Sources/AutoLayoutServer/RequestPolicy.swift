import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// The handler after the HTTP decoder: who may ask, and how much.
///
/// Before a request reaches the playground it checks, on its head alone:
/// - the `Host` is one the server listens as (``ServerAccess/hosts``), so a
///   page whose name was rebound to 127.0.0.1 (DNS rebinding) is refused;
/// - a request to the API (`/api/…`) comes from the page itself: an
///   `Origin` other than the server's own, or a `Sec-Fetch-Site` other than
///   `same-origin` or `none`, is refused, so another site's form or
///   `fetch` (a `text/plain` POST needs no preflight) is never computed;
/// - the body announced (`Content-Length`) fits ``ServerLimits/bodyBytes``;
///   a body sent in chunks is counted as it comes.
///
/// A refusal is answered by ``RequestGuard`` (403, 413), and the request is
/// never passed on. It also tells the guard where requests and responses
/// end, and turns the decoder's errors into answers (431 for headers over
/// the decoder's own limits, 400 for the rest).
final class RequestPolicy: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let requestGuard: RequestGuard
  private let access: ServerAccess
  private let limits: ServerLimits
  private var bodyBytes = 0
  private var refused = false

  init(requestGuard: RequestGuard, access: ServerAccess, limits: ServerLimits) {
    self.requestGuard = requestGuard
    self.access = access
    self.limits = limits
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !refused else { return }
    let part = unwrapInboundIn(data)
    switch part {
    case .head(let head):
      requestGuard.headReceived()
      bodyBytes = 0
      if let refusal = check(head) { return refuse(refusal) }
    case .body(let buffer):
      bodyBytes += buffer.readableBytes
      if bodyBytes > limits.bodyBytes { return refuse(.bodyTooLarge(limits.bodyBytes)) }
    case .end:
      requestGuard.requestEnded()
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data) {
      let promise = promise ?? context.eventLoop.makePromise()
      promise.futureResult.assumeIsolated().whenComplete { [requestGuard] _ in requestGuard.responseEnded() }
      context.write(data, promise: promise)
      return
    }
    context.write(data, promise: promise)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard let parserError = error as? HTTPParserError else {
      context.fireErrorCaught(error)
      return
    }
    refuse(parserError == .headerOverflow ? .headersTooLarge(limits.headerBytes) : .badRequest)
  }

  /// The refusal a request's head earns, if any.
  func check(_ head: HTTPRequest) -> Refusal? {
    guard let host = head.authority, access.accepts(host: host) else {
      return .unknownHost(String((head.authority ?? "").prefix(100)))
    }
    if head.path?.hasPrefix("/api/") ?? false {
      if let origin = head.headerFields[.origin], !access.accepts(origin: origin) {
        return .crossOrigin(String(origin.prefix(100)))
      }
      if let site = head.headerFields.first(where: { $0.name.canonicalName == "sec-fetch-site" })?.value,
        site != "same-origin", site != "none"
      {
        return .crossOrigin("Sec-Fetch-Site: \(site.prefix(40))")
      }
    }
    if let length = head.headerFields[.contentLength] {
      guard !length.isEmpty, length.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return .badRequest }
      // A number too long for Int is over the limit too.
      if Int(length).map({ $0 > limits.bodyBytes }) ?? true { return .bodyTooLarge(limits.bodyBytes) }
    }
    return nil
  }

  private func refuse(_ refusal: Refusal) {
    refused = true
    requestGuard.refuse(refusal)
  }
}
