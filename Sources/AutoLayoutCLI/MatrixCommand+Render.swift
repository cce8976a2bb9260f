import AutoLayout
import AutoLayoutJSON
import AutoLayoutSVG
import Foundation

/// The picture of a root in a combination: the usual drawing (broken
/// constraints in red), with each finding's view outlined in red and the
/// view it is compared with (superview, sibling) dashed in orange.
enum MatrixPicture {
  static func render(_ root: MatrixRoot, findings: [MatrixFinding], combination: MatrixCombination) -> String {
    let svg = SVGRenderer().render(root.window)
    let origin = root.window.frameInRoot
    let n = ReportCommands.short
    var overlay = "<g class=\"matrix-findings\">\n"
    overlay +=
      "<text x=\"\(n(origin.width))\" y=\"-10\" font-size=\"12\" text-anchor=\"end\" fill=\"#cc0000\">"
      + "\(escape(combination.description))</text>\n"
    for (k, f) in findings.enumerated() {
      for (j, id) in f.outlined.enumerated() {
        guard let v = root.views[id] else { continue }
        let r = v.frameInRoot
        let (x, y) = (r.minX - origin.minX, r.minY - origin.minY)
        let style =
          j == 0
          ? "stroke=\"#cc0000\" stroke-width=\"2.5\""
          : "stroke=\"#ff8800\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\""
        overlay +=
          "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, r.width)))\" height=\"\(n(max(0, r.height)))\" fill=\"none\" \(style)/>\n"
        if j == 0 {
          overlay +=
            "<text x=\"\(n(x + 2))\" y=\"\(n(y + r.height - 3))\" fill=\"#cc0000\" font-weight=\"bold\">"
            + "\(k + 1) \(f.kind)</text>\n"
        }
      }
    }
    overlay += "</g>\n"
    let end = "</g>\n</svg>\n"
    guard svg.hasSuffix(end) else { return svg }
    return String(svg.dropLast(end.count)) + overlay + end
  }

  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}

extension MatrixCommand {
  /// The findings as text, JSON or GitHub workflow annotations.
  static func render(_ run: Run, spec: MatrixSpec, format: String, files: Int) -> String {
    switch format {
    case "json": return json(run, spec: spec)
    case "github":
      return run.groups.map { g in
        let message =
          "\(g.finding.message) in \(combinationsText(g, spec: spec))"
          + (g.picture.map { "; picture: \($0)" } ?? "")
        return "::error file=\(g.file),line=\(g.finding.line),col=\(g.finding.column),"
          + "title=Auto Layout matrix \(g.finding.kind)::\(message.replacingOccurrences(of: "\n", with: "%0A"))"
      }.joined(separator: "\n") + (run.groups.isEmpty ? "" : "\n")
    default:
      var text = ""
      for g in run.groups {
        text += "\(g.file):\(g.finding.line):\(g.finding.column): \(g.finding.kind): \(g.finding.message)\n"
        text += "  in \(combinationsText(g, spec: spec))\n"
        if let p = g.picture { text += "  picture: \(p)\n" }
      }
      text += summary(run, spec: spec, files: files)
      return text
    }
  }

  /// `scene ID, 3 of 16 combinations: retina6_0 landscape Large LTR, …`.
  static func combinationsText(_ g: Group, spec: MatrixSpec) -> String {
    let total = g.total
    let list = g.combinations.map(\.description).joined(separator: ", ")
    return "root \(g.finding.root), \(g.combinations.count) of \(total) combination\(total == 1 ? "" : "s"): \(list)"
  }

  /// The last lines of the text format: what was laid out and what was found.
  static func summary(_ run: Run, spec: MatrixSpec, files: Int) -> String {
    let dims =
      "\(spec.devices.count) device\(spec.devices.count == 1 ? "" : "s") × \(spec.orientations.count) orientation\(spec.orientations.count == 1 ? "" : "s") × "
      + "\(spec.textSizes.count) text size\(spec.textSizes.count == 1 ? "" : "s") × \(spec.directions.count) direction\(spec.directions.count == 1 ? "" : "s")"
    var text =
      "Matrix: \(spec.combinations.count) combinations (\(dims)) of \(run.roots) root\(run.roots == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"): "
    if run.groups.isEmpty {
      text +=
        run.unread == 0
        ? "every root survives: nothing breaks that holds as designed.\n" : "nothing found in the files read.\n"
    } else {
      var counts: [String: Int] = [:]
      for g in run.groups { counts[g.finding.kind, default: 0] += 1 }
      let order = ["conflict", "ambiguity", "outside", "overlap", "truncated", "clipped"]
      text += order.compactMap { k in counts[k].map { "\($0) \(k)" } }.joined(separator: ", ") + ".\n"
    }
    if run.padFiles > 0 {
      text +=
        "Note: \(run.padFiles) file\(run.padFiles == 1 ? " was" : "s were") designed on an iPad and laid out on "
        + "\(MatrixSpec.defaultPadDevices.joined(separator: " and ")) instead (choose with --devices).\n"
    }
    if run.unmeasured > 0 && spec.textSizes.count > 1 {
      text +=
        "Note: \(run.unmeasured) of \(files) file\(files == 1 ? "" : "s") \(run.unmeasured == 1 ? "is a layout file" : "are layout files"): they have "
        + "no text to measure, so text sizes change nothing there.\n"
    }
    return text
  }

  /// `{"matrix": {...}, "findings": [{"file", "root", "view", "kind", "line",
  /// "column", "message", "combinations": [{...}], "picture"}]}`.
  static func json(_ run: Run, spec: MatrixSpec) -> String {
    func combination(_ c: MatrixCombination) -> JSON {
      [
        "device": .string(c.device), "orientation": .string(c.orientationName),
        "textSize": .string(c.textSize.description), "direction": .string(c.directionName),
      ]
    }
    let matrix: JSON = [
      "devices": .array(spec.devices.map(JSON.string)),
      "orientations": .array(spec.orientations.map { .string($0 ? "landscape" : "portrait") }),
      "textSizes": .array(spec.textSizes.map { .string($0.description) }),
      "directions": .array(spec.directions.map { .string($0 == .rightToLeft ? "RTL" : "LTR") }),
      "combinations": .int(spec.combinations.count),
    ]
    let findings = run.groups.map { g -> JSON in
      [
        "file": .string(g.file), "root": .string(g.finding.root), "view": .string(g.finding.view),
        "kind": .string(g.finding.kind), "line": .int(g.finding.line), "column": .int(g.finding.column),
        "message": .string(g.finding.message), "combinations": .array(g.combinations.map(combination)),
        "picture": .string(g.picture),
      ]
    }
    return JSON.object([("matrix", matrix), ("findings", .array(findings))]).text + "\n"
  }
}
