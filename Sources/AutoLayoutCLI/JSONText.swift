import Foundation

/// Minimal, deterministic JSON writing for the tool's output.
enum JSONText {
  static func string(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
      switch ch {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if ch.value < 0x20 {
          out += String(format: "\\u%04x", ch.value)
        } else {
          out.unicodeScalars.append(ch)
        }
      }
    }
    return out + "\""
  }

  /// A number as JSON: whole numbers without a fraction, others with the
  /// shortest representation that reads back exactly; -0 prints as 0.
  static func number(_ d: Double) -> String {
    guard d.isFinite else { return "null" }
    if d == 0 { return "0" }
    if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return "\(d)"
  }
}
