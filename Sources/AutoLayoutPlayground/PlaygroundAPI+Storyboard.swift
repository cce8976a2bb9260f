import AutoLayout
import AutoLayoutInterfaceBuilder
import AutoLayoutJSON
import AutoLayoutSVG
import Foundation

extension PlaygroundAPI {
  /// `POST /api/check`: a storyboard or xib's roots, each laid out with
  /// `check`'s findings; the chosen root (`scene`, or the first) drawn, with
  /// every view's frame beside the one the file stores.
  func check(_ request: PlaygroundRequests.Check) -> PlaygroundResponse {
    let document: InterfaceBuilderDocument
    do {
      document = try InterfaceBuilderDocument(data: Data(request.file.utf8), name: "dropped file")
    } catch {
      return .error(400, error.message, line: error.line, column: error.column)
    }
    let chosen = request.scene ?? document.scenes.first?.id
    let scenes = document.scenes.map { s -> JSON in
      let findings = s.findings(in: document).map { f -> JSON in
        ["kind": .string(f.kind), "line": .int(f.line), "column": .int(f.column), "message": .string(f.message)]
      }
      var out: [(String, JSON)] = [
        ("id", .string(s.id)), ("name", .string(s.name)),
        ("size", .numbers([s.window.size.width, s.window.size.height])), ("findings", .array(findings)),
      ]
      if s.id == chosen {
        var renderer = SVGRenderer()
        renderer.showsConstraints = request.constraints ?? false
        out.append(("svg", .string(renderer.render(s.window))))
        out.append(("frames", .array(s.ids.compactMap { Self.storyboardFrame(s, $0) })))
      }
      return .object(out)
    }
    let warnings = document.warnings.map { w -> JSON in
      ["line": .int(w.line), "column": .int(w.column), "element": .string(w.element), "message": .string(w.message)]
    }
    return .json(
      200,
      [
        "scenes": .array(scenes), "warnings": .array(warnings),
        "device": .string(document.device?.id),
        "deviceName": .string(document.device.map { PlaygroundDevices.name($0.id) }),
      ])
  }

  /// One view of a root: its frame (laid out), the frame the file stores,
  /// and the largest difference between the two (absent without a stored
  /// frame).
  static func storyboardFrame(_ s: InterfaceBuilderDocument.Scene, _ id: String) -> JSON? {
    guard let now = s.frameInRoot(id) else { return nil }
    var out: [(String, JSON)] = [
      ("id", .string(id)), ("name", .string(s.views[id]?.name ?? id)), ("frame", frame(now)),
    ]
    if let stored = s.storedFrames[id] {
      let d = max(
        abs(stored.minX - now.minX), abs(stored.minY - now.minY), abs(stored.width - now.width),
        abs(stored.height - now.height))
      out.append(("stored", frame(stored)))
      out.append(("difference", .number(d)))
    }
    return .object(out)
  }
}
