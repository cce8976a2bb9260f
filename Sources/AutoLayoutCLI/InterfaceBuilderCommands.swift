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
        let nums = [f.minX, f.minY, f.width, f.height].map { JSONText.number(($0 * 1e6).rounded() / 1e6) }
        return "\(JSONText.string(id)): [\(nums.joined(separator: ", "))]"
      }
      var extra = ""
      if withStored {
        let stored = s.ids.compactMap { id -> String? in
          guard let f = s.storedFrames[id] else { return nil }
          let nums = [f.minX, f.minY, f.width, f.height].map { JSONText.number(($0 * 1e6).rounded() / 1e6) }
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
        extra =
          ", \"stored\": {\(stored.joined(separator: ", "))}, \"skip\": [\(skip.joined(separator: ", "))], \"names\": {\(kinds.joined(separator: ", "))}, \"parents\": {\(parents.joined(separator: ", "))}, \"quirksApplied\": [\(s.quirksApplied.map(\.rawValue).sorted().map(JSONText.string).joined(separator: ", "))]"
      }
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

  /// One finding of `check`.
  package struct Finding {
    package var kind: String  // conflict, ambiguity, misplaced, warning
    package var line: Int
    package var column: Int
    package var message: String
  }

  /// The linter: conflicts, ambiguity and misplaced views of every root.
  public static func check(files: [(String, Data)], format: String) -> CommandOutput {
    var out = CommandOutput()
    var all: [(String, Finding)] = []
    for (path, data) in files {
      switch load(path, data: data, device: nil, size: nil) {
      case .failure(let o):
        out.stderr += o.stderr
        out.exitCode = max(out.exitCode, o.exitCode)
        continue
      case .success(let doc):
        for w in doc.warnings {
          all.append(
            (path, Finding(kind: "warning", line: w.line, column: w.column, message: "<\(w.element)>: \(w.message)")))
        }
        for s in doc.scenes { all += findings(s, doc: doc).map { (path, $0) } }
      }
    }
    let problems = all.filter { $0.1.kind != "warning" }
    switch format {
    case "json":
      let items = all.map { path, f in
        "{\"file\": \(JSONText.string(path)), \"kind\": \(JSONText.string(f.kind)), \"line\": \(f.line), \"column\": \(f.column), \"message\": \(JSONText.string(f.message))}"
      }
      out.stdout = "{\"findings\": [" + items.joined(separator: ", ") + "]}\n"
    case "github":
      out.stdout =
        all.map { path, f in
          "::\(f.kind == "warning" ? "warning" : "error") file=\(path),line=\(f.line),col=\(f.column),title=Auto Layout \(f.kind)::\(f.message.replacingOccurrences(of: "\n", with: "%0A"))"
        }.joined(separator: "\n") + (all.isEmpty ? "" : "\n")
    default:
      out.stdout = all.map { path, f in "\(path):\(f.line):\(f.column): \(f.kind): \(f.message)" }.joined(
        separator: "\n")
      out.stdout += all.isEmpty ? "No conflicts, nothing ambiguous, nothing misplaced.\n" : "\n"
    }
    if !problems.isEmpty && out.exitCode == 0 { out.exitCode = 1 }
    return out
  }

  package static func findings(_ s: InterfaceBuilderDocument.Scene, doc: InterfaceBuilderDocument) -> [Finding] {
    let report = s.layout()
    var out: [Finding] = []
    let rootLine = 0
    func line(_ c: LayoutConstraint?) -> (Int, Int) {
      if case .text(_, let l, let col)? = c?.origin { return (l, col) }
      return (rootLine, 0)
    }
    for conflict in report.conflicts {
      let members = [conflict.broken] + conflict.conflicting
      let names = members.map { m -> String in
        let (l, _) = line(m.constraint)
        return "\(m.constraint?.identifier ?? m.description) (line \(l))"
      }
      let (l, c) = line(conflict.broken.constraint)
      out.append(
        Finding(
          kind: "conflict", line: l, column: c,
          message:
            "in scene \(s.id): these constraints cannot all hold: \(names.joined(separator: ", ")); broke \(conflict.broken.constraint?.identifier ?? "one")"
        ))
    }
    var seen: Set<ObjectIdentifier> = []
    var idOf: [ObjectIdentifier: String] = [:]
    for id in s.ids { if let v = s.views[id] { idOf[ObjectIdentifier(v)] = idOf[ObjectIdentifier(v)] ?? id } }
    for a in report.ambiguous {
      guard let v = a.item as? LayoutView, !seen.contains(ObjectIdentifier(v)) else { continue }
      seen.insert(ObjectIdentifier(v))
      let id = idOf[ObjectIdentifier(v)] ?? v.name
      let at = s.viewPositions[id] ?? (line: 0, column: 0)
      out.append(
        Finding(
          kind: "ambiguity", line: at.line, column: at.column,
          message: "in scene \(s.id): \(v.name) [\(id)] is not fixed by its constraints (\(a.attribute))"))
    }
    let pixel = 1 / (doc.device?.scale ?? 2)
    for id in s.ids where !s.unreliable.contains(id) && !s.adaptiveViews.contains(id) {
      guard let stored = s.storedFrames[id], let now = s.frameInRoot(id) else { continue }
      let d = max(
        abs(stored.minX - now.minX), abs(stored.minY - now.minY), abs(stored.width - now.width),
        abs(stored.height - now.height))
      if d > pixel + 1e-6 {
        let at = s.viewPositions[id] ?? (line: 0, column: 0)
        out.append(
          Finding(
            kind: "misplaced", line: at.line, column: at.column,
            message:
              "in scene \(s.id): \(s.views[id]?.name ?? id) [\(id)] is stored at \(stored) but its constraints give \(now)"
          ))
      }
    }
    return out
  }
}
