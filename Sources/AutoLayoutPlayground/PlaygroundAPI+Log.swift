import AutoLayout
import AutoLayoutJSON
import AutoLayoutLog
import AutoLayoutSVG

extension PlaygroundAPI {
  /// `POST /api/why`: `why`'s explanation of a pasted log, as sentences and
  /// in `why --json`'s shape, with the first block's picture.
  func why(_ request: PlaygroundRequests.Why) -> PlaygroundResponse {
    let log: ConflictLog
    do {
      log = try ConflictLog(request.log)
    } catch {
      return .error(400, "expected \(error.expected), found '\(error.found)'", line: error.line, column: error.column)
    }
    let explanations = log.blocks.map { ConflictExplanation($0) }
    var out: [(String, JSON)] = [
      ("text", .string(ConflictExplanation.report(explanations))),
      ("blocks", .array(explanations.map(Self.block))),
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

  /// One block as `why --json` writes it: `line`, `conflict` (the minimal
  /// set by name), `broken` and the checked `fixes`.
  static func block(_ why: ConflictExplanation) -> JSON {
    [
      "line": .int(why.line),
      "conflict": .array(why.conflict.map { .string($0.name) }),
      "broken": .string(why.broken?.name),
      "fixes": .array(
        why.fixes.map {
          ["text": .string($0.text), "constraint": .string($0.constraint), "kind": .string($0.kind.rawValue)]
        }),
    ]
  }
}
