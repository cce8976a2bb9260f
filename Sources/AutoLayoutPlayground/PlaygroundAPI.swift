import AutoLayout
import AutoLayoutCLI
import AutoLayoutInterfaceBuilder
import AutoLayoutLog
import AutoLayoutSVG
import AutoLayoutText
import Foundation

/// An HTTP answer: status, content type and body.
public struct PlaygroundResponse: Sendable {
  /// The HTTP status: 200, or 400/404/405/413 (503 is the server's).
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

  /// A JSON answer (keys sorted, so the same input gives the same bytes).
  static func json(_ status: Int, _ value: JSON) -> PlaygroundResponse {
    PlaygroundResponse(status: status, contentType: "application/json; charset=utf-8", body: Data(value.text.utf8))
  }

  /// A JSON error: `{"errors": [{"line", "column", "message", …}]}`.
  static func error(_ status: Int, _ message: String, line: Int = 1, column: Int = 1) -> PlaygroundResponse {
    json(
      status,
      [
        "errors": [
          ["line": .number(Double(line)), "column": .number(Double(column)), "length": 1, "message": .string(message)]
        ]
      ])
  }
}

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

  /// An API with the default limits.
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
    case ("GET", "/app.js"), ("GET", "/app.css"), ("GET", "/favicon.svg"):
      return PlaygroundPage.file(String(route.dropFirst()))
    case ("GET", "/favicon.ico"): return PlaygroundPage.file("favicon.svg")
    case ("GET", "/api/devices"): return devices()
    case ("GET", "/api/demos"): return demos()
    case ("POST", "/api/layout"): return withObject(body, layout)
    case ("POST", "/api/check"): return withObject(body, check)
    case ("POST", "/api/why"): return withObject(body, why)
    case (_, "/api/layout"), (_, "/api/check"), (_, "/api/why"), (_, "/api/devices"), (_, "/api/demos"):
      return .error(405, "\(method) is not allowed on \(route)")
    default:
      return .error(404, "nothing at \(route)")
    }
  }

  /// Parses the body as a JSON object, or answers 400 with where it broke.
  func withObject(_ body: Data, _ handler: ([String: Any]) -> PlaygroundResponse) -> PlaygroundResponse {
    guard let object = try? JSONSerialization.jsonObject(with: body), let dict = object as? [String: Any] else {
      return .error(400, "expected a JSON object as the request body")
    }
    return handler(dict)
  }

  // MARK: Devices and demos

  func devices() -> PlaygroundResponse {
    let list = InterfaceBuilderDevice.known.keys.sorted { a, b in
      let (x, y) = (InterfaceBuilderDevice.known[a]!, InterfaceBuilderDevice.known[b]!)
      return (x.size.width, x.size.height, a) < (y.size.width, y.size.height, b)
    }.compactMap { id -> JSON? in
      guard let d = InterfaceBuilderDevice.named(id) else { return nil }
      let s = d.safeAreaInsets
      return [
        "id": .string(id), "size": .numbers([d.size.width, d.size.height]), "scale": .number(d.scale),
        "safeArea": .numbers([s.top, s.left, s.bottom, s.right]),
      ]
    }
    return .json(200, ["devices": .array(list)])
  }

  func demos() -> PlaygroundResponse {
    .json(200, ["demos": .array(PlaygroundDemos.all.map { ["name": .string($0.name), "text": .string($0.text)] })])
  }

  // MARK: Layout

  /// `POST /api/layout`: a layout file laid out at a size, with its
  /// picture, frames, constraints, conflicts and ambiguity.
  func layout(_ request: [String: Any]) -> PlaygroundResponse {
    guard let text = request["text"] as? String else {
      return .error(400, "expected \"text\": the layout file as a string")
    }
    var size: LayoutSize?
    var insets = LayoutInsets.zero
    if let id = request["device"] as? String, !id.isEmpty {
      guard let d = InterfaceBuilderDevice.named(id, landscape: request["landscape"] as? Bool ?? false) else {
        let known = InterfaceBuilderDevice.known.keys.sorted().joined(separator: ", ")
        return .error(400, "unknown device '\(id)'; known devices: \(known)")
      }
      size = d.size
      insets = d.safeAreaInsets
    }
    if let w = request["width"] as? Double, let h = request["height"] as? Double {
      guard w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000 else {
        return .error(400, "width and height must be between 0 and 100,000 points")
      }
      size = LayoutSize(width: w, height: h)
    }
    let file: LayoutFile
    do {
      file = try LayoutFile(text, name: "playground.layout", size: size)
    } catch {
      return .json(400, ["errors": .array(error.errors.map(Self.syntaxError))])
    }
    file.window.safeAreaInsets = insets
    let frames = file.layout()
    let report = file.window.report
    var renderer = SVGRenderer()
    renderer.showsConstraints = request["constraints"] as? Bool ?? false
    renderer.showsMargins = request["margins"] as? Bool ?? false
    renderer.showsGuides = request["guides"] as? Bool ?? false
    renderer.tagsConstraints = true
    let all = file.window.subtree.flatMap(\.constraints)
    var index: [ObjectIdentifier: Int] = [:]
    for (i, c) in all.enumerated() { index[ObjectIdentifier(c)] = i }
    func reported(_ r: ReportedConstraint) -> JSON {
      var out: [(String, JSON)] = [("text", .string(r.description))]
      if let c = r.constraint, let i = index[ObjectIdentifier(c)] { out.append(("index", .number(Double(i)))) }
      return .object(out)
    }
    let size2 = file.window.size
    let constraints = all.enumerated().map { i, c -> JSON in
      var out: [(String, JSON)] = [("index", .number(Double(i))), ("text", .string(c.description))]
      if case .text(_, let line, let column) = c.origin {
        out.append(("line", .number(Double(line))))
        out.append(("column", .number(Double(column))))
      }
      return .object(out)
    }
    return .json(
      200,
      [
        "size": .numbers([size2.width, size2.height]),
        "frames": .array(frames.map { ["name": .string($0.name), "frame": .numbers(Self.numbers($0.frame))] }),
        "svg": .string(renderer.render(file.window)),
        "constraints": .array(constraints),
        "conflicts": .array(
          report.conflicts.map { ["broken": reported($0.broken), "conflicting": .array($0.conflicting.map(reported))] }),
        "ambiguous": .array(
          report.ambiguous.map { ["view": .string($0.itemName), "attribute": .string($0.attribute)] }),
        "errors": [],
      ])
  }

  static func numbers(_ r: LayoutRect) -> [Double] {
    [r.minX, r.minY, r.width, r.height].map { ($0 * 1e6).rounded() / 1e6 }
  }

  static func syntaxError(_ e: SyntaxError) -> JSON {
    var out: [(String, JSON)] = [
      ("line", .number(Double(e.line))), ("column", .number(Double(e.column))),
      ("length", .number(Double(e.length))), ("message", .string(e.message)), ("code", .string(e.code.rawValue)),
    ]
    if let help = e.help { out.append(("help", .string(help))) }
    return .object(out)
  }

  // MARK: Interface Builder

  /// `POST /api/check`: a storyboard or xib's roots, each laid out with
  /// `check`'s findings; the chosen root (`scene`, or the first) drawn.
  func check(_ request: [String: Any]) -> PlaygroundResponse {
    guard let xml = request["file"] as? String else {
      return .error(400, "expected \"file\": the storyboard or xib as a string")
    }
    let document: InterfaceBuilderDocument
    do {
      document = try InterfaceBuilderDocument(data: Data(xml.utf8), name: "dropped file")
    } catch {
      return .error(400, error.message, line: error.line, column: error.column)
    }
    let chosen = request["scene"] as? String
    let scenes = document.scenes.map { s -> JSON in
      let findings = InterfaceBuilderCommands.findings(s, doc: document).map { f -> JSON in
        [
          "kind": .string(f.kind), "line": .number(Double(f.line)), "column": .number(Double(f.column)),
          "message": .string(f.message),
        ]
      }
      var out: [(String, JSON)] = [
        ("id", .string(s.id)), ("name", .string(s.name)),
        ("size", .numbers([s.window.size.width, s.window.size.height])), ("findings", .array(findings)),
      ]
      if s.id == (chosen ?? document.scenes.first?.id) {
        var renderer = SVGRenderer()
        renderer.showsConstraints = request["constraints"] as? Bool ?? false
        out.append(("svg", .string(renderer.render(s.window))))
        let frames = s.ids.compactMap { id -> JSON? in
          s.frameInRoot(id).map {
            ["id": .string(id), "name": .string(s.views[id]?.name ?? id), "frame": .numbers(Self.numbers($0))]
          }
        }
        out.append(("frames", .array(frames)))
      }
      return .object(out)
    }
    let warnings = document.warnings.map { w -> JSON in
      [
        "line": .number(Double(w.line)), "column": .number(Double(w.column)), "element": .string(w.element),
        "message": .string(w.message),
      ]
    }
    return .json(
      200,
      [
        "scenes": .array(scenes), "warnings": .array(warnings),
        "device": document.device.map { .string($0.id) } ?? .null,
      ])
  }

  // MARK: UIKit logs

  /// `POST /api/why`: `why`'s explanation of a pasted log, as JSON and
  /// text, with the first block's picture.
  func why(_ request: [String: Any]) -> PlaygroundResponse {
    guard let text = request["log"] as? String else {
      return .error(400, "expected \"log\": the console text as a string")
    }
    let log: ConflictLog
    do {
      log = try ConflictLog(text)
    } catch {
      return .json(
        400,
        [
          "errors": [
            [
              "line": .number(Double(error.line)), "column": .number(Double(error.column)), "length": 1,
              "message": .string("expected \(error.expected), found '\(error.found)'"),
            ]
          ]
        ])
    }
    let explanations = log.blocks.map { ConflictExplanation($0) }
    var out: [(String, JSON)] = [
      ("text", .string(WhyCommand.text(explanations))),
      ("blocks", .raw(WhyCommand.blocksJSON(explanations, check: false))),
    ]
    if let block = log.blocks.first, let first = explanations.first {
      let picture = ConflictPicture(block: block, conflict: first.conflict)
      picture.window.layoutIfNeeded()
      var renderer = SVGRenderer()
      renderer.showsConstraints = true
      renderer.highlighted = picture.highlighted
      out.append(("svg", .string(renderer.render(picture.window))))
    }
    return .json(200, .object(out))
  }
}
