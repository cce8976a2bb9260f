import AutoLayout
import AutoLayoutCLI
import AutoLayoutInterfaceBuilder
import AutoLayoutLog
import AutoLayoutSVG
import AutoLayoutText
import Foundation

/// An HTTP answer: status, content type and body.
public struct PlaygroundResponse: Sendable {
  public var status: Int
  public var contentType: String
  public var body: Data

  public init(status: Int, contentType: String, body: Data) {
    self.status = status
    self.contentType = contentType
    self.body = body
  }

  /// A JSON answer (keys sorted, so the same input gives the same bytes).
  static func json(_ status: Int, _ object: [String: Any]) -> PlaygroundResponse {
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return PlaygroundResponse(status: status, contentType: "application/json; charset=utf-8", body: data)
  }

  /// A JSON error: `{"errors": [{"line", "column", "message", …}]}`.
  static func error(_ status: Int, _ message: String, line: Int = 1, column: Int = 1) -> PlaygroundResponse {
    json(status, ["errors": [["line": line, "column": column, "length": 1, "message": message]]])
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
    case ("GET", "/app.js"), ("GET", "/app.css"): return PlaygroundPage.file(String(route.dropFirst()))
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
    }.compactMap { id -> [String: Any]? in
      guard let d = InterfaceBuilderDevice.named(id) else { return nil }
      let s = d.safeAreaInsets
      return [
        "id": id, "size": [d.size.width, d.size.height], "scale": d.scale,
        "safeArea": [s.top, s.left, s.bottom, s.right],
      ]
    }
    return .json(200, ["devices": list])
  }

  func demos() -> PlaygroundResponse {
    .json(200, ["demos": PlaygroundDemos.all.map { ["name": $0.name, "text": $0.text] }])
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
      return .json(400, ["errors": error.errors.map(Self.syntaxError)])
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
    func reported(_ r: ReportedConstraint) -> [String: Any] {
      var out: [String: Any] = ["text": r.description]
      if let c = r.constraint, let i = index[ObjectIdentifier(c)] { out["index"] = i }
      return out
    }
    let size2 = file.window.size
    return .json(
      200,
      [
        "size": [size2.width, size2.height],
        "frames": frames.map { ["name": $0.name, "frame": Self.numbers($0.frame)] },
        "svg": renderer.render(file.window),
        "constraints": all.enumerated().map { i, c -> [String: Any] in
          var out: [String: Any] = ["index": i, "text": c.description]
          if case .text(_, let line, let column) = c.origin {
            out["line"] = line
            out["column"] = column
          }
          return out
        },
        "conflicts": report.conflicts.map {
          ["broken": reported($0.broken), "conflicting": $0.conflicting.map(reported)]
        },
        "ambiguous": report.ambiguous.map { ["view": $0.itemName, "attribute": $0.attribute] },
        "errors": [Any](),
      ])
  }

  static func numbers(_ r: LayoutRect) -> [Double] {
    [r.minX, r.minY, r.width, r.height].map { ($0 * 1e6).rounded() / 1e6 }
  }

  static func syntaxError(_ e: SyntaxError) -> [String: Any] {
    var out: [String: Any] = [
      "line": e.line, "column": e.column, "length": e.length, "message": e.message, "code": e.code.rawValue,
    ]
    if let help = e.help { out["help"] = help }
    return out
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
    let scenes = document.scenes.map { s -> [String: Any] in
      let findings = InterfaceBuilderCommands.findings(s, doc: document).map { f -> [String: Any] in
        ["kind": f.kind, "line": f.line, "column": f.column, "message": f.message]
      }
      var out: [String: Any] = [
        "id": s.id, "name": s.name, "size": [s.window.size.width, s.window.size.height], "findings": findings,
      ]
      if s.id == (chosen ?? document.scenes.first?.id) {
        var renderer = SVGRenderer()
        renderer.showsConstraints = request["constraints"] as? Bool ?? false
        out["svg"] = renderer.render(s.window)
        out["frames"] = s.ids.compactMap { id in
          s.frameInRoot(id).map { ["id": id, "name": s.views[id]?.name ?? id, "frame": Self.numbers($0)] }
        }
      }
      return out
    }
    let warnings = document.warnings.map { w -> [String: Any] in
      ["line": w.line, "column": w.column, "element": w.element, "message": w.message]
    }
    return .json(200, ["scenes": scenes, "warnings": warnings, "device": document.device?.id ?? NSNull()])
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
              "line": error.line, "column": error.column, "length": 1,
              "message": "expected \(error.expected), found '\(error.found)'",
            ]
          ]
        ])
    }
    let explanations = log.blocks.map { ConflictExplanation($0) }
    let parsed =
      (try? JSONSerialization.jsonObject(with: Data(WhyCommand.json(explanations, check: false).utf8)))
      as? [String: Any] ?? [:]
    var out: [String: Any] = ["text": WhyCommand.text(explanations), "blocks": parsed["blocks"] ?? []]
    if let block = log.blocks.first, let first = explanations.first {
      let picture = ConflictPicture(block: block, conflict: first.conflict)
      picture.window.layoutIfNeeded()
      var renderer = SVGRenderer()
      renderer.showsConstraints = true
      renderer.highlighted = picture.highlighted
      out["svg"] = renderer.render(picture.window)
    }
    return .json(200, out)
  }
}
