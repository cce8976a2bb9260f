import Foundation

/// The bodies the API reads (JSON objects, decoded with `JSONDecoder`).
enum PlaygroundRequests {
  /// `POST /api/layout`.
  struct Layout: Decodable {
    var text: String
    var width: Double?
    var height: Double?
    var device: String?
    var landscape: Bool?
    var constraints: Bool?
    var margins: Bool?
    var guides: Bool?
  }

  /// `POST /api/check`.
  struct Check: Decodable {
    var file: String
    var scene: String?
    var constraints: Bool?
  }

  /// `POST /api/why`.
  struct Why: Decodable {
    var log: String
  }

  /// A request read, or the answer that refuses it.
  enum Decoded<T> {
    case request(T)
    case refused(PlaygroundResponse)
  }

  /// What each required field holds, for the error that names it.
  static let fields = [
    "text": "the layout file as a string", "file": "the storyboard or xib as a string",
    "log": "the console text as a string",
  ]

  /// Decodes `body`, or the 400 answer that says what was wrong.
  static func decode<T: Decodable>(_ type: T.Type, from body: Data) -> Decoded<T> {
    do {
      return .request(try JSONDecoder().decode(T.self, from: body))
    } catch DecodingError.keyNotFound(let key, _) {
      let what = fields[key.stringValue].map { ": \($0)" } ?? ""
      return .refused(.error(400, "expected \"\(key.stringValue)\"\(what)"))
    } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
      let key = context.codingPath.last?.stringValue ?? "the body"
      let what = fields[key] ?? "a value of another type"
      return .refused(.error(400, "expected \"\(key)\" to be \(what)"))
    } catch {
      return .refused(.error(400, "expected a JSON object as the request body"))
    }
  }
}
