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
    // The picture is of the first block that could be read: an unreadable
    // block has no system to draw, and the answer says which block is shown.
    let readable = zip(log.blocks, explanations).first { $0.0.error == nil && !$0.0.entries.isEmpty }
    if let (block, why) = readable {
      let picture = ConflictPicture(block: block, conflict: why.conflict)
      picture.window.layoutIfNeeded()
      var renderer = SVGRenderer()
      renderer.showsConstraints = true
      renderer.highlighted = picture.highlighted
      out.append(("svg", .string(renderer.render(picture.window))))
      out.append(("pictureBlock", .int(block.line)))
    }
    if let note = Self.pictureNote(explanations, shown: readable?.1) { out.append(("pictureNote", .string(note))) }
    return .json(200, .object(out))
  }

  /// Why the first block is not the one drawn (it could not be read, or
  /// lists no constraint), and which block is drawn instead; nil when the
  /// picture is of the first block.
  static func pictureNote(_ all: [ConflictExplanation], shown: ConflictExplanation?) -> String? {
    guard let first = all.first, first.line != shown?.line else { return nil }
    let reason = first.error.map { "could not be read (\($0.description))" } ?? "lists no constraint to draw"
    let instead = shown.map { "the picture shows the block at line \($0.line)" } ?? "no block could be drawn"
    return "The block at line \(first.line) \(reason), so it has no picture; \(instead)."
  }

  /// One block as `why --json` writes it: `line`, `conflict` (the minimal
  /// set by name), `broken`, the checked `fixes` and the block's `error`
  /// (null when it was read).
  static func block(_ why: ConflictExplanation) -> JSON {
    [
      "line": .int(why.line),
      "conflict": .array(why.conflict.map { .string($0.name) }),
      "broken": .string(why.broken?.name),
      "fixes": .array(
        why.fixes.map {
          ["text": .string($0.text), "constraint": .string($0.constraint), "kind": .string($0.kind.rawValue)]
        }),
      "error": why.error.map(Self.error) ?? .null,
    ]
  }
}

extension PlaygroundAPI {
  /// A block's error as `why --json` writes it.
  static func error(_ e: LogError) -> JSON {
    var fields: [(String, JSON)] = [("line", .int(e.line)), ("column", .int(e.column))]
    fields += [("found", .string(e.found)), ("expected", .string(e.expected)), ("message", .string(e.description))]
    return .object(fields)
  }
}
