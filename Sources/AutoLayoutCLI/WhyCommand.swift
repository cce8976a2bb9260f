import AutoLayout
import AutoLayoutLog
import AutoLayoutSVG
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `autolayout why`: explains UIKit's "Unable to simultaneously satisfy
/// constraints" logs.
///
/// Exit status: 0 when every block was explained, 1 when the text holds no
/// block at all or at least one block could not be read (each such block
/// is reported with its line in the same output, text and JSON, and on
/// standard error; the others are still explained), 2 a usage error.
public enum WhyCommand {
  /// Explains every block of a log as text or JSON; with `svgPath`, also
  /// draws the first explained block's views with its conflict in red.
  /// `check` adds `"minimal"` and `"forced"` to the JSON (for scripts that
  /// verify).
  public static func run(text: String, json: Bool, svgPath: String?, check: Bool = false) -> CommandOutput {
    let log: ConflictLog
    do {
      log = try ConflictLog(text)
    } catch {
      return CommandOutput(exitCode: 1, stderr: "error: \(error)\n")
    }
    let explanations = explainAll(log.blocks)
    var out = CommandOutput(stdout: json ? Self.json(explanations, check: check) : Self.text(explanations))
    for e in log.errors {
      out.stderr += "error: \(e)\n"
      out.exitCode = 1
    }
    if let svgPath, let n = log.blocks.firstIndex(where: { $0.error == nil }) {
      if let error = picture(log.blocks[n], explanations[n], to: svgPath) {
        out.stderr += error
        out.exitCode = 1
      }
    }
    return out
  }

  /// Every block explained; a block repeated in the log (the same
  /// constraints, as a console prints again on every layout pass) is
  /// explained once, so a long log costs time linear in its length.
  public static func explainAll(_ blocks: [ConflictLog.Block]) -> [ConflictExplanation] {
    var cache: [String: ConflictExplanation] = [:]
    return blocks.map { b in
      guard b.error == nil else { return ConflictExplanation(b) }
      let key =
        b.entries.map(\.text).joined(separator: "\n") + "\n|" + (b.broken?.text ?? "") + (b.redacted ? "|r" : "")
      if var known = cache[key] {
        known.line = b.line
        return known
      }
      let why = ConflictExplanation(b)
      cache[key] = why
      return why
    }
  }

  /// Whether `why` with these arguments reads standard input: its file is
  /// `-`, or it names no file and standard input is not a terminal.
  public static func readsStandardInput(_ arguments: [String]) -> Bool {
    guard let at = arguments.firstIndex(of: "why") else { return false }
    let rest = arguments[(at + 1)...]
    if rest.contains("-") { return true }
    // Options that take a value: the value is not the file.
    var positional = false
    var k = rest.startIndex
    while k < rest.endIndex {
      let a = rest[k]
      if a == "--svg" {
        k += 2
        continue
      }
      if !a.hasPrefix("-") { positional = true }
      k += 1
    }
    return !positional && isatty(0) == 0
  }

  /// `why`'s sentences: the library's report (``ConflictExplanation/report(_:)``).
  package static func text(_ all: [ConflictExplanation]) -> String { ConflictExplanation.report(all) }

  package static func json(_ all: [ConflictExplanation], check: Bool) -> String {
    let errors = all.compactMap { why in why.error.map { errorJSON($0, block: why.line) } }
    return "{\"blocks\": " + blocksJSON(all, check: check) + ", \"errors\": [" + errors.joined(separator: ", ")
      + "]}\n"
  }

  static func errorJSON(_ e: LogError, block: Int) -> String {
    "{\"block\": \(block), \"line\": \(e.line), \"column\": \(e.column), \"found\": \(JSONText.string(e.found)), \"expected\": \(JSONText.string(e.expected)), \"message\": \(JSONText.string(e.description))}"
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
              + (f.constraint.map(JSONText.string) ?? "null")
              + ", \"kind\": \(JSONText.string(f.kind.rawValue)), \"verified\": \(JSONText.string(f.verified))}"
          }.joined(separator: ", ") + "]",
        "\"error\": " + (why.error.map { errorJSON($0, block: why.line) } ?? "null"),
      ]
      fields += extraFields(why)
      if check {
        fields.append("\"minimal\": \(why.conflictIsMinimal)")
        fields.append("\"forced\": \(why.brokenWasForced)")
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
    return "[" + blocks.joined(separator: ", ") + "]"
  }

  /// Notes, the names legend, duplicates and system parts.
  static func extraFields(_ why: ConflictExplanation) -> [String] {
    [
      "\"notes\": [" + why.notes.map(JSONText.string).joined(separator: ", ") + "]",
      "\"names\": ["
        + why.names.legend.map {
          "{\"name\": \(JSONText.string($0.name)), \"printed\": \(JSONText.string($0.printed))}"
        }
        .joined(separator: ", ") + "]",
      "\"duplicates\": ["
        + why.duplicates.map { "[\(JSONText.string($0.0.name)), \(JSONText.string($0.1.name))]" }
        .joined(separator: ", ") + "]",
      "\"system\": ["
        + why.systemParts.map {
          "{\"name\": \(JSONText.string($0.name)), \"what\": \(JSONText.string($0.what)), \"owner\": \(JSONText.string($0.owner))}"
        }.joined(separator: ", ") + "]",
    ]
  }

  /// The block's views laid out (after UIKit's choice of what to break),
  /// with the conflicting constraints in red.
  static func picture(_ block: ConflictLog.Block, _ why: ConflictExplanation, to path: String) -> String? {
    let view = ConflictPicture(block: block, conflict: why.conflict)
    return ReportCommands.writeSVG(view.window, to: path, constraints: true, highlighted: view.highlighted)
  }
}
