import AutoLayout
import AutoLayoutJSON
import AutoLayoutText
import Foundation

/// `autolayout layout`: lays out a layout file and prints the frames.
public enum LayoutCommand {
  /// Lays out a parsed file and renders the frames as a table or JSON.
  /// Conflicts and ambiguity go to standard error; they do not change the
  /// exit code.
  public static func run(_ file: LayoutFile, json: Bool) -> CommandOutput {
    let frames = file.layout()
    var out = json ? renderJSON(frames) : CommandOutput(stdout: renderTable(frames))
    let report = file.window.report
    if !report.isClean { out.stderr += report.description + "\n" }
    return out
  }

  static func renderJSON(_ frames: [(name: String, frame: LayoutRect)]) -> CommandOutput {
    let items = frames.map { f -> (String, JSON) in
      (f.name, .numbers([f.frame.minX, f.frame.minY, f.frame.width, f.frame.height]))
    }
    return JSONOutput.write(["frames": .object(items)])
  }

  static func renderTable(_ frames: [(name: String, frame: LayoutRect)]) -> String {
    let header = ["view", "x", "y", "width", "height"]
    let rows = frames.map { f in
      [f.name]
        + [f.frame.minX, f.frame.minY, f.frame.width, f.frame.height].map {
          JSONText.number($0)
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

}
