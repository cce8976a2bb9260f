import AutoLayout
import AutoLayoutText
import Foundation

/// `autolayout layout`: lays out a layout file and prints the frames.
public enum LayoutCommand {
  /// Lays out a parsed file and renders the frames as a table or JSON.
  /// Conflicts and ambiguity go to standard error; they do not change the
  /// exit code.
  public static func run(_ file: LayoutFile, json: Bool) -> CommandOutput {
    let frames = file.layout()
    var out = CommandOutput()
    out.stdout = json ? renderJSON(frames) : renderTable(frames)
    let report = file.window.report
    if !report.isClean { out.stderr = report.description + "\n" }
    return out
  }

  static func renderJSON(_ frames: [(name: String, frame: LayoutRect)]) -> String {
    let items = frames.map { f in
      let r = f.frame
      let nums = [r.minX, r.minY, r.width, r.height].map { JSONText.number(($0 * 1e9).rounded() / 1e9) }
      return "\(JSONText.string(f.name)): [\(nums.joined(separator: ", "))]"
    }
    return "{\"frames\": {" + items.joined(separator: ", ") + "}}\n"
  }

  static func renderTable(_ frames: [(name: String, frame: LayoutRect)]) -> String {
    let header = ["view", "x", "y", "width", "height"]
    let rows = frames.map { f in
      [f.name]
        + [f.frame.minX, f.frame.minY, f.frame.width, f.frame.height].map {
          JSONText.number(($0 * 1e6).rounded() / 1e6)
        }
    }
    var widths = header.map(\.count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { i, c in
        i == 0
          ? c.padding(toLength: widths[i], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[i] - c.count) + c
      }.joined(separator: "  ")
    }
    return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
  }

  /// Parses `WxH`.
  static func parseSize(_ text: String) -> LayoutSize? {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0 else { return nil }
    return LayoutSize(width: w, height: h)
  }
}
