import NIOCore

/// The first handler of every connection, on the raw bytes before the HTTP
/// decoder: it measures each request's head as it arrives and keeps the
/// connection's clocks.
///
/// - The request line is counted until its line feed (over
///   ``ServerLimits/requestLineBytes``: 414), then the header lines until the
///   empty one (over ``ServerLimits/headerBytes`` or
///   ``ServerLimits/headerCount``: 431). Each byte of a head is looked at
///   once, so the cost is linear in what arrives, and nothing is buffered
///   here: the bytes go on to the decoder as they come.
/// - A request's head must be complete ``ServerLimits/headerTime`` after its
///   first byte, its body ``ServerLimits/bodyTime`` after the head (408). A
///   connection that owes nothing and sends nothing for
///   ``ServerLimits/idleTime`` is closed.
///
/// ``RequestPolicy``, after the decoder, tells it where requests and
/// responses end (``headReceived()``, ``requestEnded()``,
/// ``responseEnded()``) and asks it to refuse (``refuse(_:)``). Bodies are
/// not scanned: the decoder frames them.
final class RequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  /// Where the connection is in its current request.
  enum Phase: Equatable {
    /// Between requests: no byte of the next one yet.
    case idle
    /// In the request line, `bytes` of it so far.
    case requestLine(bytes: Int)
    /// In the header lines: bytes and lines so far, and bytes of the
    /// current line (without its CR).
    case fields(bytes: Int, count: Int, line: Int)
    /// The head is complete; the body (if any) is on its way.
    case body
    /// A refusal was sent; nothing more is read or written.
    case refused
  }

  private let limits: ServerLimits
  private(set) var phase = Phase.idle
  /// Responses begun by a complete request and not yet ended.
  private var owed = 0
  private var clock: Scheduled<Void>?
  private var context: ChannelHandlerContext?

  init(limits: ServerLimits) {
    self.limits = limits
  }

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    if context.channel.isActive { startIdleClock() }
  }

  func channelActive(context: ChannelHandlerContext) {
    startIdleClock()
    context.fireChannelActive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    stopClock()
    self.context = nil
  }

  func channelInactive(context: ChannelHandlerContext) {
    stopClock()
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard phase != .refused else { return }
    let buffer = unwrapInboundIn(data)
    if let refusal = scan(buffer.readableBytesView) {
      refuse(refusal)
      return
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard phase != .refused else {
      promise?.fail(ChannelError.ioOnClosedChannel)
      return
    }
    context.write(data, promise: promise)
  }

  // MARK: Scanning a head

  /// Advances the phase over `bytes`; returns the refusal if a limit is
  /// crossed. Stops looking at the end of a head (the rest is body).
  func scan(_ bytes: ByteBufferView) -> Refusal? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      index = bytes.index(after: index)
      switch phase {
      case .idle:
        phase = .requestLine(bytes: 0)
        startClock(.seconds(limits.headerTime), refusal: .headerTimeout)
        if let refusal = advanceRequestLine(byte, bytes: 0) { return refusal }
      case .requestLine(let count):
        if let refusal = advanceRequestLine(byte, bytes: count) { return refusal }
      case .fields(let total, let count, let line):
        if let refusal = advanceFields(byte, total: total, count: count, line: line) { return refusal }
      case .body, .refused:
        return nil
      }
    }
    return nil
  }

  private func advanceRequestLine(_ byte: UInt8, bytes count: Int) -> Refusal? {
    if byte == UInt8(ascii: "\n") {
      // Empty lines before a request line are allowed (RFC 9112, 2.2).
      phase = count == 0 ? .requestLine(bytes: 0) : .fields(bytes: 0, count: 0, line: 0)
      return nil
    }
    if byte == UInt8(ascii: "\r") { return nil }
    guard count + 1 <= limits.requestLineBytes else { return .requestLineTooLong(limits.requestLineBytes) }
    phase = .requestLine(bytes: count + 1)
    return nil
  }

  private func advanceFields(_ byte: UInt8, total: Int, count: Int, line: Int) -> Refusal? {
    if byte == UInt8(ascii: "\n") {
      if line == 0 {
        headEnded()
        return nil
      }
      guard count + 1 <= limits.headerCount else { return .tooManyHeaders(limits.headerCount) }
      phase = .fields(bytes: total, count: count + 1, line: 0)
      return nil
    }
    if byte == UInt8(ascii: "\r") { return nil }
    guard total + 1 <= limits.headerBytes else { return .headersTooLarge(limits.headerBytes) }
    phase = .fields(bytes: total + 1, count: count, line: line + 1)
    return nil
  }

  private func headEnded() {
    phase = .body
    startClock(.seconds(limits.bodyTime), refusal: .bodyTimeout)
  }

  // MARK: Told by the policy handler

  /// The decoder produced a request's head (it may have framed a head that
  /// arrived behind a previous request's body before this handler looked).
  func headReceived() {
    if phase != .body && phase != .refused { headEnded() }
  }

  /// The decoder produced a request's end: a response is owed.
  func requestEnded() {
    guard phase != .refused else { return }
    owed += 1
    phase = .idle
    stopClock()
  }

  /// A response was written completely.
  func responseEnded() {
    owed = max(0, owed - 1)
    if owed == 0 && phase == .idle { startIdleClock() }
  }

  // MARK: Clocks and refusals

  private func startIdleClock() {
    guard let context, phase == .idle, owed == 0 else { return }
    stopClock()
    clock = context.eventLoop.assumeIsolated().scheduleTask(in: .seconds(limits.idleTime)) { [weak self] in
      guard let self, let context = self.context, self.phase == .idle, self.owed == 0 else { return }
      self.phase = .refused
      context.close(promise: nil)
    }
  }

  private func startClock(_ time: TimeAmount, refusal: Refusal) {
    guard let context else { return }
    stopClock()
    clock = context.eventLoop.assumeIsolated().scheduleTask(in: time) { [weak self] in
      self?.refuse(refusal)
    }
  }

  private func stopClock() {
    clock?.cancel()
    clock = nil
  }

  /// Answers `refusal` and closes: no more bytes are read or passed on,
  /// the answer is flushed, the sending side shut, and the connection
  /// closed a moment later (so that the client reads the answer before
  /// the close resets what it may still be sending).
  func refuse(_ refusal: Refusal) {
    guard let context, phase != .refused else { return }
    phase = .refused
    stopClock()
    try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: false)
    let bytes = refusal.response
    var buffer = context.channel.allocator.buffer(capacity: bytes.utf8.count)
    buffer.writeString(bytes)
    context.writeAndFlush(wrapOutboundOut(buffer)).assumeIsolated().whenComplete { _ in
      context.close(mode: .output, promise: nil)
      context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(1000)) { context.close(promise: nil) }
    }
  }
}
