import AutoLayoutJSON
import Foundation

/// An HTTP answer: status, content type and body.
public struct PlaygroundResponse: Sendable {
  /// The HTTP status: 200, or 400/404/405/413 (the server adds its own:
  /// 403, 408, 414, 431, 503).
  public var status: Int
  /// The `Content-Type` header's value.
  public var contentType: String
  /// The bytes to send.
  public var body: Data

  /// An answer as given.
  public init(status: Int, contentType: String, body: Data) {
    self.status = status
    self.contentType = contentType
    self.body = body
  }

  /// A JSON answer, written by the one JSON writer (``JSON``). A number
  /// that is not finite is written clamped (never `null`), and an object
  /// answer then says so in `"numberWarning"`.
  static func json(_ status: Int, _ value: JSON) -> PlaygroundResponse {
    var value = value
    let clamped = value.nonFiniteCount
    if clamped > 0, case .object(var fields) = value {
      fields.append(
        (
          "numberWarning",
          .string(
            "\(clamped) number(s) were not finite; written as the largest finite number of the same sign (0 for NaN)")
        ))
      value = .object(fields)
    }
    return PlaygroundResponse(
      status: status, contentType: "application/json; charset=utf-8", body: Data(value.text.utf8))
  }

  /// A JSON error: `{"errors": [{"line", "column", "length", "message"}]}`.
  public static func error(_ status: Int, _ message: String, line: Int = 1, column: Int = 1) -> PlaygroundResponse {
    json(
      status,
      ["errors": [["line": .int(line), "column": .int(column), "length": 1, "message": .string(message)]]])
  }
}
