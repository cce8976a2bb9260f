import AutoLayout
import AutoLayoutInterfaceBuilder
import AutoLayoutSVG
import Foundation

/// `autolayout layout FILE.storyboard|FILE.xib` and `autolayout check`.
public enum InterfaceBuilderCommands {
  static func isInterfaceBuilder(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
  }

  /// Loads a file for a device or size.
  static func load(_ path: String, data: Data, device: String?, size: LayoutSize?, quirksOff: String? = nil) -> Result<
    InterfaceBuilderDocument, CommandOutput
  > {
    var chosen: InterfaceBuilderDevice?
    if let device {
      let parts = device.split(separator: ":")
      guard
        let d = InterfaceBuilderDevice.named(String(parts[0]), landscape: parts.count > 1 && parts[1] == "landscape")
      else {
        let known = InterfaceBuilderDevice.known.keys.sorted().joined(separator: ", ")
        return .failure(CommandOutput(exitCode: 2, stderr: "error: unknown device '\(device)'; known: \(known)\n"))
      }
      chosen = d
    }
    do {
      let off = Set((quirksOff ?? "").split(separator: ",").map { InterfaceBuilderQuirk.ID(rawValue: String($0)) })
      return .success(
        try InterfaceBuilderDocument(data: data, name: path, device: chosen, size: size, quirksOff: off))
    } catch {
      return .failure(CommandOutput(exitCode: 1, stderr: "error: \(path):\(error)\n"))
    }
  }

  /// Frames in the fixed JSON shape, or a table per scene.
  public static func layout(
    _ doc: InterfaceBuilderDocument, name: String, scene: String?, json: Bool, svgDirectory: String?,
    withStored: Bool = false
  ) -> CommandOutput {
    var out = CommandOutput()
    let scenes = doc.scenes.filter { scene == nil || $0.id == scene }
    if let scene, scenes.isEmpty {
      return CommandOutput(
        exitCode: 2, stderr: "error: no scene '\(scene)'; scenes: \(doc.scenes.map(\.id).joined(separator: ", "))\n")
    }
    var entries: [String] = []
    var table = ""
    for s in scenes {
      let report = s.layout()
      let ambiguousViews = Set(report.ambiguous.compactMap { a in (a.item as? LayoutView).map(ObjectIdentifier.init) })
        .count
      let frames = s.ids.compactMap { id -> String? in
        guard let f = s.frameInRoot(id) else { return nil }
        let nums = [f.minX, f.minY, f.width, f.height].map(JSONText.number)
        return "\(JSONText.string(id)): [\(nums.joined(separator: ", "))]"
      }
      let extra = withStored ? storedJSON(s) : ""
      entries.append(
        "{\"id\": \(JSONText.string(s.id)), \"name\": \(JSONText.string(s.name)), \"size\": [\(JSONText.number(s.window.size.width)), \(JSONText.number(s.window.size.height))], "
          + "\"frames\": {\(frames.joined(separator: ", "))}, \"broken\": \(report.conflicts.count), \"ambiguous\": \(ambiguousViews)\(extra)}"
      )
      table +=
        "== \(s.id) \(s.name) (\(JSONText.number(s.window.size.width))x\(JSONText.number(s.window.size.height)))\n"
      table += LayoutCommand.renderTable(
        s.ids.compactMap { id in s.frameInRoot(id).map { ("\(s.views[id]?.name ?? id) [\(id)]", $0) } })
      table += "\n"
      if let dir = svgDirectory {
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let file = (dir as NSString).appendingPathComponent("\(s.id).svg")
        if let e = ReportCommands.writeSVG(s.window, to: file, constraints: false) {
          out.stderr += e
          out.exitCode = 1
        }
      }
    }
    let quirks = InterfaceBuilderQuirk.table.map {
      "{\"id\": \(JSONText.string($0.id.rawValue)), \"evidence\": [\($0.evidence.map(JSONText.string).joined(separator: ", "))]}"
    }
    let quirkTable = withStored ? ", \"quirks\": [\(quirks.joined(separator: ", "))]" : ""
    out.stdout = json ? "{\"scenes\": [" + entries.joined(separator: ", ") + "]\(quirkTable)}\n" : table
    for w in doc.warnings { out.stderr += "\(name):\(w)\n" }
    return out
  }

  /// The corpus script's extras (`--with-stored`): stored frames, views
  /// to skip, names, parents and the quirk rows applied.
  static func storedJSON(_ s: InterfaceBuilderDocument.Scene) -> String {
    let stored = s.ids.compactMap { id -> String? in
      guard let f = s.storedFrames[id] else { return nil }
      let nums = [f.minX, f.minY, f.width, f.height].map(JSONText.number)
      return "\(JSONText.string(id)): [\(nums.joined(separator: ", "))]"
    }
    let skip = s.ids.filter { s.unreliable.contains($0) || s.adaptiveViews.contains($0) }.map(JSONText.string)
    let kinds = s.ids.map { "\(JSONText.string($0)): \(JSONText.string(s.views[$0]?.name ?? ""))" }
    var idOf: [ObjectIdentifier: String] = [:]
    for id in s.ids { if let v = s.views[id] { idOf[ObjectIdentifier(v)] = idOf[ObjectIdentifier(v)] ?? id } }
    let parents = s.ids.compactMap { id -> String? in
      guard let p = s.views[id]?.superview, let pid = idOf[ObjectIdentifier(p)] else { return nil }
      return "\(JSONText.string(id)): \(JSONText.string(pid))"
    }
    return
      ", \"stored\": {\(stored.joined(separator: ", "))}, \"skip\": [\(skip.joined(separator: ", "))], \"names\": {\(kinds.joined(separator: ", "))}, \"parents\": {\(parents.joined(separator: ", "))}, \"quirksApplied\": [\(s.quirksApplied.map(\.rawValue).sorted().map(JSONText.string).joined(separator: ", "))]"
  }

  /// One finding of `check`.
  package struct Finding {
    /// `conflict`, `ambiguity`, `misplaced`, `warning` (with ``code``) or
    /// `note` (informational: never fails the run unless `--strict`).
    package var kind: String
    package var line: Int
    package var column: Int
    package var message: String
    /// A warning's stable code (``InterfaceBuilderWarning/Code``).
    package var code: String? = nil
    /// Whether the finding fails the run.
    package var fails: Bool { kind != "warning" && kind != "note" }
  }

  /// The linter: conflicts, ambiguity and misplaced views of every root.
  ///
  /// A file that cannot be read (or is not a storyboard or xib) is an
  /// error on standard error with exit status 1 or more, and the all-clear
  /// line is never printed then.
  public static func check(files: [(String, Data)], format: String, strict: Bool = false) -> CommandOutput {
    var out = CommandOutput()
    var all: [(String, Finding)] = []
    var unread = 0
    for (path, data) in files {
      guard isInterfaceBuilder(path) else {
        out.stderr += "error: \(path): check reads storyboards and xibs (.storyboard, .xib) only\n"
        out.exitCode = max(out.exitCode, 2)
        unread += 1
        continue
      }
      switch load(path, data: data, device: nil, size: nil) {
      case .failure(let o):
        out.stderr += o.stderr
        out.exitCode = max(out.exitCode, max(1, o.exitCode))
        unread += 1
      case .success(let doc):
        for w in doc.warnings {
          all.append(
            (
              path,
              Finding(
                kind: "warning", line: w.line, column: w.column, message: "<\(w.element)>: \(w.message)",
                code: w.code.rawValue)
            ))
        }
        for s in doc.scenes { all += findings(s, doc: doc, strict: strict).map { (path, $0) } }
      }
    }
    out.stdout = render(all, format: format, allClear: unread == 0)
    if all.contains(where: { $0.1.fails }) && out.exitCode == 0 { out.exitCode = 1 }
    if unread > 0 {
      out.stderr += "error: \(unread) of \(files.count) file\(files.count == 1 ? "" : "s") could not be checked\n"
    }
    return out
  }

  /// The findings as text, JSON or GitHub workflow annotations.
  static func render(_ all: [(String, Finding)], format: String, allClear: Bool) -> String {
    switch format {
    case "json":
      let items = all.map { path, f in
        let code = f.code.map { ", \"code\": \(JSONText.string($0))" } ?? ""
        return
          "{\"file\": \(JSONText.string(path)), \"kind\": \(JSONText.string(f.kind)), \"line\": \(f.line), \"column\": \(f.column)\(code), \"message\": \(JSONText.string(f.message))}"
      }
      return "{\"findings\": [" + items.joined(separator: ", ") + "]}\n"
    case "github":
      return all.map { path, f in
        let level = f.fails ? "error" : f.kind == "note" ? "notice" : "warning"
        let title = f.code.map { "Interface Builder \($0)" } ?? "Auto Layout \(f.kind)"
        return
          "::\(level) file=\(path),line=\(f.line),col=\(f.column),title=\(title)::\(f.message.replacingOccurrences(of: "\n", with: "%0A"))"
      }.joined(separator: "\n") + (all.isEmpty ? "" : "\n")
    default:
      var text = all.map { path, f in
        "\(path):\(f.line):\(f.column): \(f.kind)\(f.code.map { " [\($0)]" } ?? ""): \(f.message)"
      }.joined(separator: "\n")
      text += all.isEmpty ? "" : "\n"
      if allClear && !all.contains(where: { $0.1.fails }) {
        text += "No conflicts, nothing ambiguous, nothing misplaced.\n"
      }
      return text
    }
  }

  /// A root's findings: its conflicts and ambiguity, the views Xcode
  /// flagged misplaced (with the frame their constraints give), and, as
  /// notes, views whose computed frame differs from the stored one though
  /// Xcode did not flag them — the reader's uncertainty (content sizes it
  /// cannot measure, canvas differences), not the file's mistake; `strict`
  /// reports those as misplaced too.
  package static func findings(
    _ s: InterfaceBuilderDocument.Scene, doc: InterfaceBuilderDocument, strict: Bool = false
  ) -> [Finding] {
    let report = s.layout()
    var out = conflictFindings(report, scene: s)
    var seen: Set<ObjectIdentifier> = []
    var idOf: [ObjectIdentifier: String] = [:]
    for id in s.ids { if let v = s.views[id] { idOf[ObjectIdentifier(v)] = idOf[ObjectIdentifier(v)] ?? id } }
    var reported: Set<String> = []
    for a in report.ambiguous {
      guard let v = a.item as? LayoutView, !seen.contains(ObjectIdentifier(v)) else { continue }
      seen.insert(ObjectIdentifier(v))
      let id = idOf[ObjectIdentifier(v)] ?? v.name
      let at = s.viewPositions[id] ?? (line: 0, column: 0)
      let flagged = s.flaggedAmbiguous.contains(id)
      reported.insert(id)
      out.append(
        Finding(
          kind: flagged || strict ? "ambiguity" : "note", line: at.line, column: at.column,
          message: "in scene \(s.id): \(v.name) [\(id)] is not fixed by its constraints (\(a.attribute))"
            + (flagged || strict ? "" : " (Xcode did not flag it ambiguous: the reader's uncertainty, not a finding)")))
    }
    // Views Xcode flagged ambiguous that the engine finds fixed (content
    // sizes the reader takes from the stored frames can settle them).
    for id in s.ids where s.flaggedAmbiguous.contains(id) && !reported.contains(id) {
      let at = s.viewPositions[id] ?? (line: 0, column: 0)
      out.append(
        Finding(
          kind: "ambiguity", line: at.line, column: at.column,
          message: "in scene \(s.id): Xcode flagged \(s.views[id]?.name ?? id) [\(id)] ambiguous"))
    }
    let pixel = 1 / (doc.device?.scale ?? 2)
    for id in s.ids where !s.adaptiveViews.contains(id) {
      guard let stored = s.storedFrames[id], let now = s.frameInRoot(id) else { continue }
      let at = s.viewPositions[id] ?? (line: 0, column: 0)
      let name = "\(s.views[id]?.name ?? id) [\(id)]"
      if s.flaggedMisplaced.contains(id) {
        out.append(
          Finding(
            kind: "misplaced", line: at.line, column: at.column,
            message:
              "in scene \(s.id): Xcode flagged \(name) misplaced: stored at \(stored), its constraints give \(now)"))
        continue
      }
      guard !s.unreliable.contains(id) else { continue }
      let d = max(
        abs(stored.minX - now.minX), abs(stored.minY - now.minY), abs(stored.width - now.width),
        abs(stored.height - now.height))
      guard d > pixel + 1e-6 else { continue }
      out.append(
        Finding(
          kind: strict ? "misplaced" : "note", line: at.line, column: at.column,
          message:
            "in scene \(s.id): \(name) is stored at \(stored) but the reader computes \(now)"
            + (strict ? "" : " (Xcode did not flag it: the reader's uncertainty, not a finding)")))
    }
    return out
  }

  /// Where a constraint in a finding comes from: its line in the file, or,
  /// for one the system made (a stack view's `UISV-*`, a content size, an
  /// autoresizing mask), who made it — such a constraint has no line.
  static func whereFrom(_ c: LayoutConstraint?) -> String {
    switch c?.origin {
    case .text(_, let line, _)?: return "line \(line)"
    case .system(let what)?: return what
    case .code(let file, let line)?: return "made in code at \(file.split(separator: "/").last ?? ""):\(line)"
    case nil: return "made by the engine"
    }
  }

  /// One finding per conflict, on the broken constraint's line.
  static func conflictFindings(_ report: LayoutReport, scene s: InterfaceBuilderDocument.Scene) -> [Finding] {
    func line(_ c: LayoutConstraint?) -> (Int, Int) {
      if case .text(_, let l, let col)? = c?.origin { return (l, col) }
      return (0, 0)
    }
    return report.conflicts.map { conflict in
      let members = [conflict.broken] + conflict.conflicting
      let names = members.map { m -> String in
        "\(m.constraint?.identifier ?? m.description) (\(whereFrom(m.constraint)))"
      }
      let (l, c) = line(conflict.broken.constraint)
      return Finding(
        kind: "conflict", line: l, column: c,
        message:
          "in scene \(s.id): these constraints cannot all hold: \(names.joined(separator: ", ")); broke \(conflict.broken.constraint?.identifier ?? "one")"
      )
    }
  }
}
