import AutoLayout
import AutoLayoutLog
import AutoLayoutSVG
import Foundation

/// `autolayout why`: explains UIKit's "Unable to simultaneously satisfy
/// constraints" logs.
public enum WhyCommand {
  /// Explains every block of a log as text or JSON; with `svgPath`, also
  /// draws the first block's views with its conflict in red. `check` adds
  /// `"minimal"` and `"forced"` to the JSON (for scripts that verify).
  public static func run(text: String, json: Bool, svgPath: String?, check: Bool = false) -> CommandOutput {
    let log: ConflictLog
    do {
      log = try ConflictLog(text)
    } catch {
      return CommandOutput(exitCode: 1, stderr: "error: \(error)\n")
    }
    let explanations = log.blocks.map { ConflictExplanation($0) }
    var out = CommandOutput(stdout: json ? Self.json(explanations, check: check) : Self.text(explanations))
    if let svgPath, let first = log.blocks.first, let why = explanations.first {
      if let error = picture(first, why, to: svgPath) {
        out.stderr += error
        out.exitCode = 1
      }
    }
    return out
  }

  package static func text(_ all: [ConflictExplanation]) -> String {
    var s = ""
    for (n, why) in all.enumerated() {
      s += "Block \(n + 1) (line \(why.line))"
      if let b = why.broken { s += ": UIKit broke \(b.name)" }
      s += "\n"
      for note in why.notes { s += "  Note: \(note)\n" }
      if !why.conflict.isEmpty {
        s += "  Views: \(why.views.joined(separator: ", "))\n"
        s +=
          "  These \(why.conflict.count) constraints cannot hold together\(why.conflictIsMinimal ? " (remove any one and the rest can)" : ""):\n"
        for d in why.conflict {
          s += "    \(d.name)  \(why.sentence(d))\n"
        }
        if let b = why.broken, why.conflict.contains(where: { $0.address == b.address }) {
          if why.brokenWasForced {
            s += "  Breaking \(b.name) was forced: no other single constraint's removal resolves the list.\n"
          } else {
            s +=
              "  Breaking \(b.name) was not forced: removing \(why.alternatives.map(\.name).joined(separator: " or ")) instead would also have resolved it.\n"
          }
        }
      }
      if why.fixes.isEmpty {
        if !why.conflict.isEmpty {
          s += "  No single change among the ones tried resolves it; relax one of the constraints above.\n"
        }
      } else {
        s += "  Fixes (each checked by solving with it applied), least change first:\n"
        for (i, f) in why.fixes.enumerated() { s += "    \(i + 1). \(f.text)\n" }
      }
      s += "\n"
    }
    return s
  }

  package static func json(_ all: [ConflictExplanation], check: Bool) -> String {
    "{\"blocks\": " + blocksJSON(all, check: check) + "}\n"
  }

  /// The `blocks` array of ``json(_:check:)`` (the playground embeds it).
  package static func blocksJSON(_ all: [ConflictExplanation], check: Bool) -> String {
    let blocks = all.map { why -> String in
      var fields = [
        "\"line\": \(why.line)",
        "\"conflict\": [" + why.conflict.map { JSONText.string($0.name) }.joined(separator: ", ") + "]",
        "\"broken\": " + (why.broken.map { JSONText.string($0.name) } ?? "null"),
        "\"fixes\": ["
          + why.fixes.map { f in
            "{\"text\": \(JSONText.string(f.text)), \"constraint\": "
              + (f.constraint.map(JSONText.string) ?? "null") + ", \"kind\": \(JSONText.string(f.kind.rawValue))}"
          }.joined(separator: ", ") + "]",
      ]
      if check {
        fields.append("\"minimal\": \(why.conflictIsMinimal)")
        fields.append("\"forced\": \(why.brokenWasForced)")
        fields.append("\"notes\": [" + why.notes.map(JSONText.string).joined(separator: ", ") + "]")
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    return "[" + blocks.joined(separator: ", ") + "]"
  }

  /// The block's views laid out (after UIKit's choice of what to break),
  /// with the conflicting constraints in red.
  static func picture(_ block: ConflictLog.Block, _ why: ConflictExplanation, to path: String) -> String? {
    let view = ConflictPicture(block: block, conflict: why.conflict)
    return ReportCommands.writeSVG(view.window, to: path, constraints: true, highlighted: view.highlighted)
  }
}
