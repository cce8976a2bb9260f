import AutoLayoutJSON

/// A request the server answers without passing it on: the status, and a
/// sentence for the client (as the API's `{"errors": [...]}`).
enum Refusal: Equatable, Sendable {
  case requestLineTooLong(Int)
  case headersTooLarge(Int)
  case tooManyHeaders(Int)
  case bodyTooLarge(Int)
  case headerTimeout
  case bodyTimeout
  case unknownHost(String)
  case crossOrigin(String)
  case badRequest

  /// The HTTP status and its reason phrase.
  var status: (code: Int, reason: String) {
    switch self {
    case .requestLineTooLong: return (414, "URI Too Long")
    case .headersTooLarge, .tooManyHeaders: return (431, "Request Header Fields Too Large")
    case .bodyTooLarge: return (413, "Content Too Large")
    case .headerTimeout, .bodyTimeout: return (408, "Request Timeout")
    case .unknownHost, .crossOrigin: return (403, "Forbidden")
    case .badRequest: return (400, "Bad Request")
    }
  }

  /// What the client is told.
  var message: String {
    switch self {
    case .requestLineTooLong(let n): return "the request line is longer than \(n) bytes"
    case .headersTooLarge(let n): return "the header lines are longer than \(n) bytes in all"
    case .tooManyHeaders(let n): return "there are more than \(n) header lines"
    case .bodyTooLarge(let n): return "the request body is larger than the limit of \(n) bytes"
    case .headerTimeout: return "the request's headers did not arrive in time"
    case .bodyTimeout: return "the request's body did not arrive in time"
    case .unknownHost(let host):
      return "this server answers only to the host names it listens as, not '\(host)'"
    case .crossOrigin(let origin): return "requests to the API from another origin ('\(origin)') are refused"
    case .badRequest: return "the request is not valid HTTP/1.1"
    }
  }

  /// The whole answer as it goes on the wire; the connection closes after it.
  var response: String {
    let error: JSON = ["line": 1, "column": 1, "length": 1, "message": .string(message)]
    let body = JSON.object([("errors", [error])]).text
    return "HTTP/1.1 \(status.code) \(status.reason)\r\n"
      + "Content-Type: application/json; charset=utf-8\r\n"
      + "Content-Length: \(body.utf8.count)\r\n"
      + "Cache-Control: no-store\r\n"
      + "Connection: close\r\n\r\n" + body
  }
}
