import AutoLayout
import AutoLayoutSVG
import AutoLayoutText
import Foundation

/// `autolayout explain`, `autolayout demo` and the picture side of
/// `autolayout layout`.
public enum ReportCommands {
  /// The views of a tree (root excluded) with frames in root coordinates.
  static func frames(_ root: LayoutView) -> [(name: String, frame: LayoutRect)] {
    root.subtreeFramesInRoot.dropFirst().map { ($0.view.name, $0.frame) }
  }

  /// Writes an SVG of `window`; returns an error message on failure.
  static func writeSVG(
    _ window: LayoutWindow, to path: String, constraints: Bool, highlighted: [LayoutConstraint] = []
  ) -> String? {
    var r = SVGRenderer()
    r.showsConstraints = constraints
    r.highlighted = highlighted
    do {
      try r.render(window).write(toFile: path, atomically: true, encoding: .utf8)
      return nil
    } catch {
      return "error: cannot write '\(path)': \(error.localizedDescription)\n"
    }
  }

  /// The conflict and ambiguity reports of a laid-out file, in sentences.
  public static func explain(_ file: LayoutFile) -> String {
    file.window.layoutIfNeeded()
    let report = file.window.report
    var text = ""
    for (i, conflict) in report.conflicts.enumerated() {
      let all = [conflict.broken] + conflict.conflicting
      text += "Conflict \(i + 1): these \(all.count) required constraints cannot all hold at once:\n"
      for c in all { text += "  - \(c.description)\n" }
      text += "The engine broke \(conflict.broken.description) and laid out the rest.\n"
      text += "To fix it, remove one of these constraints, give one a priority below 1000, or change a constant.\n\n"
    }
    if !report.ambiguous.isEmpty {
      text +=
        "Ambiguity: \(report.ambiguous.count) value\(report.ambiguous.count == 1 ? " is" : "s are") not fixed by the constraints, so the layout could place them elsewhere just as well:\n"
      for a in report.ambiguous {
        text += "  - \(a.itemName).\(a.attribute)"
        if let view = a.item as? LayoutView {
          let axis: LayoutAxis = a.attribute == "x" || a.attribute == "width" ? .horizontal : .vertical
          let related = view.constraintsAffectingLayout(for: axis)
          text += related.isEmpty ? ": no constraint mentions it on this axis" : "; constraints on this axis:"
          text += "\n"
          for c in related { text += "      \(c.description)\n" }
        } else {
          text += "\n"
        }
      }
      text += "To fix it, give each view a position and a size on both axes (or an intrinsic size).\n"
    }
    if text.isEmpty { text = "No conflicts and nothing ambiguous: every view's frame is determined.\n" }
    return text
  }

  /// Builds, lays out and renders every bundled demo; SVGs go to `outDir`.
  public static func demo(outDir: String) -> CommandOutput {
    var out = CommandOutput()
    do {
      try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
    } catch {
      return CommandOutput(exitCode: 1, stderr: "error: cannot create '\(outDir)': \(error.localizedDescription)\n")
    }
    for demo in Demos.all {
      let window: LayoutWindow
      do {
        window = try demo.make()
      } catch {
        out.stderr += "error: demo \(demo.name): \(error)\n"
        out.exitCode = 1
        continue
      }
      window.layoutIfNeeded()
      out.stdout += "== \(demo.name): \(demo.summary) (\(short(window.size.width))x\(short(window.size.height)))\n"
      out.stdout += LayoutCommand.renderTable(frames(window))
      if !window.report.isClean { out.stdout += window.report.description + "\n" }
      let path = (outDir as NSString).appendingPathComponent("\(demo.name).svg")
      if let e = writeSVG(window, to: path, constraints: true) {
        out.stderr += e
        out.exitCode = 1
      }
      out.stdout += "\n"
    }
    out.stdout += "Wrote \(Demos.all.count) pictures to \(outDir)/\n"
    return out
  }

  static func short(_ v: Double) -> String { JSONText.number(v) }
}
