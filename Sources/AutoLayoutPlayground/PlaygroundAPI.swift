import AutoLayoutInterfaceBuilder
import AutoLayoutJSON
import Foundation

/// What `autolayout serve` answers, without the HTTP around it: the page
/// and its files, and the JSON API (see Documentation/Playground.md for
/// every request and response).
///
/// ```swift
/// let api = PlaygroundAPI()
/// let r = api.respond(method: "POST", path: "/api/layout", body: Data(#"{"text": "view a\na.size == 10"}"#.utf8))
/// print(r.status)  // 200
/// ```
///
/// Requests never touch the file system: the page's files come from the
/// module's resources, and every input is text in the request body.
public struct PlaygroundAPI: Sendable {
  /// The largest request body accepted (bigger ones get 413).
  public var maxBodyBytes = 1 << 20
  /// An API with the default limits. `check`'s findings and `why`'s
  /// sentences come from the libraries that the tool asks too
  /// (`AutoLayoutInterfaceBuilder` and `AutoLayoutLog`), so the page
  /// words them as the commands do.
  public init() {}

  /// Answers one request.
  ///
  /// - Complexity: that of laying out what the request carries.
  public func respond(method: String, path: String, body: Data) -> PlaygroundResponse {
    if body.count > maxBodyBytes {
      return .error(413, "the request body is \(body.count) bytes; the limit is \(maxBodyBytes)")
    }
    let route = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
    switch (method, route) {
    case ("GET", "/"), ("GET", "/index.html"): return PlaygroundPage.file("index.html")
    case ("GET", "/app.js"), ("GET", "/app.css"), ("GET", "/favicon.svg"), ("GET", "/reference.html"):
      return PlaygroundPage.file(String(route.dropFirst()))
    case ("GET", "/favicon.ico"): return PlaygroundPage.file("favicon.svg")
    case ("GET", "/api/devices"): return devices()
    case ("GET", "/api/demos"): return demos()
    case ("POST", "/api/layout"): return decoded(body, layout)
    case ("POST", "/api/check"): return decoded(body, check)
    case ("POST", "/api/why"): return decoded(body, why)
    case (_, "/api/layout"), (_, "/api/check"), (_, "/api/why"), (_, "/api/devices"), (_, "/api/demos"):
      return .error(405, "\(method) is not allowed on \(route)")
    default:
      return .error(404, "nothing at \(route.prefix(200))")
    }
  }

  /// Decodes the body as `T` and answers it, or answers 400 saying why not.
  func decoded<T: Decodable>(_ body: Data, _ handler: (T) -> PlaygroundResponse) -> PlaygroundResponse {
    switch PlaygroundRequests.decode(T.self, from: body) {
    case .request(let request): return handler(request)
    case .refused(let answer): return answer
    }
  }

  // MARK: Devices and demos

  /// `GET /api/devices`: Interface Builder's devices, smallest first, each
  /// with the name Xcode shows for it.
  func devices() -> PlaygroundResponse {
    let list = InterfaceBuilderDevice.known.values.sorted {
      ($0.size.width, $0.size.height, $0.scale, $0.id) < ($1.size.width, $1.size.height, $1.scale, $1.id)
    }.map { d -> JSON in
      let s = d.safeAreaInsets
      return [
        "id": .string(d.id), "name": .string(PlaygroundDevices.name(d.id)),
        "size": .numbers([d.size.width, d.size.height]), "scale": .number(d.scale),
        "safeArea": .numbers([s.top, s.left, s.bottom, s.right]),
      ]
    }
    return .json(200, ["devices": .array(list)])
  }

  func demos() -> PlaygroundResponse {
    .json(200, ["demos": .array(PlaygroundDemos.all.map { ["name": .string($0.name), "text": .string($0.text)] })])
  }
}
