import AutoLayout
import AutoLayoutText

/// Layout files a user writes, timed from text to frames (parse, build,
/// first layout) through `LayoutFile`, the path `autolayout layout` takes.
public enum FileWorkload {
  /// The names `compare` takes: `list-N` for any N, and the two inputs of
  /// the reliability issue.
  public static let standard = ["list-1000", "list-10000", "list-30000", "identical-10000", "deep-5000"]

  /// A plain list: each row pinned to the window's edges, 44 high, under
  /// the previous row, holding a label with an intrinsic size at the row's
  /// leading margin.
  public static func list(rows: Int) -> String {
    var out = ["size 375x667"]
    out.reserveCapacity(rows * 4 + 1)
    for i in 0..<rows {
      out.append("view row\(i)")
      out.append("view label\(i) in row\(i) intrinsic 120x20")
      let top = i == 0 ? "|.top" : "row\(i - 1).bottom"
      out.append("row\(i).leading == |.leading; row\(i).trailing == |.trailing")
      out.append("row\(i).top == \(top); row\(i).height == 44")
      out.append("label\(i).leading == row\(i).leadingMargin; label\(i).centerY == row\(i).centerY")
    }
    return out.joined(separator: "\n")
  }

  /// One view and the same width constraint `count` times.
  public static func identical(count: Int) -> String {
    var out = ["size 375x667", "view v", "v.top == |.top; v.leading == |.leading; v.height == 50"]
    out.append(contentsOf: repeatElement("v.width == 100", count: count))
    return out.joined(separator: "\n")
  }

  /// Views nested `depth` deep, each inset from its parent by 0.1 at the top.
  public static func deep(depth: Int) -> String {
    var out = ["size 375x667", "view v0"]
    for i in 1..<depth { out.append("view v\(i) in v\(i - 1)") }
    out.append("v0.top == |.top; v0.leading == |.leading; v0.width == 300; v0.height == 600")
    for i in 1..<depth {
      let p = "v\(i - 1)"
      out.append(
        "v\(i).top == \(p).top + 0.1; v\(i).leading == \(p).leading; v\(i).trailing == \(p).trailing; v\(i).bottom == \(p).bottom"
      )
    }
    return out.joined(separator: "\n")
  }

  /// The file for a workload name, or nil for an unknown name.
  public static func text(named name: String) -> String? {
    let parts = name.split(separator: "-")
    guard parts.count == 2, let n = Int(parts[1]), n > 0 else { return nil }
    switch parts[0] {
    case "list": return list(rows: n)
    case "identical": return identical(count: n)
    case "deep": return deep(depth: n)
    default: return nil
    }
  }

  /// Parses, builds and lays out `text`; sets the number of views and
  /// whether the report is clean, and returns the file (so that its
  /// teardown can happen outside a measurement).
  public static func layOut(_ text: String, result: inout (views: Int, clean: Bool)) throws -> LayoutFile {
    let file = try LayoutFile(text, name: "bench.layout")
    let frames = file.layout()
    result = (frames.count, file.window.report.isClean)
    return file
  }
}
