import AutoLayoutText

/// A layout file of `lines` lines for the parsing benchmark: view
/// declarations, equations and visual format strings in a fixed mix.
public func makeLayoutFile(lines: Int) -> String {
  var out = ["size 375x667", "metric pad = 12", "metric gap = 8"]
  var n = 0
  while out.count < lines {
    let a = "v\(n)", b = "v\(n + 1)"
    out.append("view \(a) intrinsic 40x20 hugging 250x251")
    out.append("view \(b) in \(a) margins 4,4,4,4")
    out.append("\(a).leading == |.leading + pad; \(a).width == screen.width * 0.5 - 4 @ 750")
    out.append("\(a).top == |.top + \(n % 50) # a comment")
    out.append("H:|-pad-[\(b)(>=20,<=200@750)]-(>=gap)-|")
    out.append("V:|-[\(b)(==20)]")
    out.append("\(b).center == |; \(a).height * 2 == \(a).width * 1 @ low")
    n += 2
  }
  return out.prefix(lines).joined(separator: "\n")
}

/// Parses `text` as a layout file (building views and constraints, not
/// laying out); returns the number of constraints.
public func parseLayoutFile(_ text: String) throws -> Int {
  try LayoutFile(text, name: "bench.layout").constraints.count
}
