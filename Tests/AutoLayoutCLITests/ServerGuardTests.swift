import Foundation
import LayoutTestSupport
import NIOCore
import Testing

@testable import AutoLayoutServer

/// The server's limits and access rules without a socket: the guard's
/// scanner fed bytes as a connection would, the Host and Origin rules, the
/// refusals' wire form. (`Tests/Browser/server_test.py` checks the same
/// against the real server on loopback.)
@Suite("the playground server's guard")
struct ServerGuardTests {
  /// Feeds `text` to a fresh guard in pieces of `chunk` bytes; the first
  /// refusal, and the phase it ended in.
  func scan(_ text: String, chunk: Int = 1 << 20) -> (Refusal?, RequestGuard.Phase) {
    let requestGuard = RequestGuard(limits: ServerLimits())
    let bytes = Array(text.utf8)
    var start = 0
    while start < bytes.count {
      let piece = ByteBuffer(bytes: bytes[start..<min(bytes.count, start + chunk)])
      if let refusal = requestGuard.scan(piece.readableBytesView) { return (refusal, requestGuard.phase) }
      start += chunk
    }
    return (nil, requestGuard.phase)
  }

  @Test("an ordinary head passes, in one piece or byte by byte, and ends in the body phase")
  func ordinary() {
    let head = "\r\nPOST /api/layout HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 2\r\n\r\n{}"
    for chunk in [1, 3, 1 << 20] {
      let (refusal, phase) = scan(head, chunk: chunk)
      #expect(refusal == nil && phase == .body, "chunk \(chunk)")
    }
  }

  @Test("the request line: 8 KiB passes, one byte more is 414, however it arrives")
  func requestLine() {
    let limit = ServerLimits().requestLineBytes
    let ok = "GET /" + String(repeating: "a", count: limit - "GET / HTTP/1.1".count) + " HTTP/1.1\r\n\r\n"
    #expect(scan(ok).0 == nil)
    let long = "GET /" + String(repeating: "a", count: limit) + " HTTP/1.1\r\n\r\n"
    #expect(scan(long).0 == .requestLineTooLong(limit))
    #expect(scan(long, chunk: 7).0 == .requestLineTooLong(limit))
  }

  @Test("header lines: 100 pass, 101 are 431; 16 KiB in all passes, more is 431")
  func headers() {
    let limits = ServerLimits()
    func head(_ fields: [String]) -> String { "GET / HTTP/1.1\r\n" + fields.map { $0 + "\r\n" }.joined() + "\r\n" }
    #expect(scan(head((0..<100).map { "X-\($0): 1" })).0 == nil)
    #expect(scan(head((0..<101).map { "X-\($0): 1" })).0 == .tooManyHeaders(limits.headerCount))
    let big = "X: " + String(repeating: "y", count: limits.headerBytes - 3)
    #expect(scan(head([big])).0 == nil)
    #expect(scan(head([big + "z"])).0 == .headersTooLarge(limits.headerBytes))
    // Two 1 MiB headers stop at the limit: the scan looks at each byte once.
    let huge = String(repeating: "h", count: 1 << 20)
    var result: Refusal?
    let elapsed = threadSeconds { result = scan(head(["A: " + huge, "B: " + huge]), chunk: 4096).0 }
    #expect(result == .headersTooLarge(limits.headerBytes))
    #expect(elapsed < 2 * sanitizerSlowdown)
  }

  @Test("the Host names and the origins the server accepts")
  func access() {
    let access = ServerAccess(host: "127.0.0.1", port: 8080)
    for host in ["127.0.0.1:8080", "localhost:8080", "LocalHost:8080"] { #expect(access.accepts(host: host)) }
    for host in ["127.0.0.1", "evil.example:8080", "localhost:8081", "localhost.evil:8080", ""] {
      #expect(!access.accepts(host: host), "\(host)")
    }
    #expect(access.accepts(origin: "http://localhost:8080") && access.accepts(origin: "http://127.0.0.1:8080"))
    for origin in ["null", "https://127.0.0.1:8080", "http://evil.example", "http://127.0.0.1:8081"] {
      #expect(!access.accepts(origin: origin), "\(origin)")
    }
    let named = ServerAccess(host: "Dev.Local", port: 80)
    #expect(named.accepts(host: "dev.local") && named.accepts(host: "dev.local:80") && named.accepts(host: "localhost"))
    named.port = 9000
    #expect(named.accepts(host: "dev.local:9000") && !named.accepts(host: "dev.local"))
  }

  @Test("a refusal is a complete HTTP answer with the API's error shape, and closes")
  func refusal() throws {
    let text = Refusal.unknownHost("evil\"\n.example").response
    let parts = text.components(separatedBy: "\r\n\r\n")
    #expect(parts.count == 2 && parts[0].hasPrefix("HTTP/1.1 403 Forbidden\r\n"))
    #expect(parts[0].contains("Connection: close") && parts[0].contains("Content-Length: \(parts[1].utf8.count)"))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(parts[1].utf8)) as? [String: Any])
    let message = try #require((json["errors"] as? [[String: Any]])?.first?["message"] as? String)
    #expect(message.contains("evil\"\n.example"))
  }
}
