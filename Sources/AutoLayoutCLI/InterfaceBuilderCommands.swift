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
  /// One finding of `check`: the library's (``InterfaceBuilderFinding``).
  package typealias Finding = InterfaceBuilderFinding

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

  /// A root's findings, from the library
  /// (``InterfaceBuilderDocument/Scene/findings(in:strict:)``).
  package static func findings(
    _ s: InterfaceBuilderDocument.Scene, doc: InterfaceBuilderDocument, strict: Bool = false
  ) -> [Finding] {
    s.findings(in: doc, strict: strict)
  }
}
