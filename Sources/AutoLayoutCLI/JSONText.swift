import Foundation

/// Minimal, deterministic JSON writing for the tool's output.
package enum JSONText {
  package static func string(_ s: String) -> String {
    // Bytes: UTF-8 passes through; only quotes, backslashes and control
    // characters are escaped (pictures are long strings full of quotes).
    var out: [UInt8] = [0x22]
    out.reserveCapacity(s.utf8.count + 16)
    let hex = Array("0123456789abcdef".utf8)
    for b in s.utf8 {
      switch b {
      case 0x22: out += [0x5C, 0x22]
      case 0x5C: out += [0x5C, 0x5C]
      case 0x0A: out += [0x5C, 0x6E]
      case 0x0D: out += [0x5C, 0x72]
      case 0x09: out += [0x5C, 0x74]
      case 0..<0x20: out += [0x5C, 0x75, 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 15)]]
      default: out.append(b)
      }
    }
    out.append(0x22)
    return String(decoding: out, as: UTF8.self)
  }

  /// A number as JSON: whole numbers without a fraction, others with the
  /// shortest representation that reads back exactly; -0 prints as 0.
  package static func number(_ d: Double) -> String {
    guard d.isFinite else { return "null" }
    if d == 0 { return "0" }
    if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return "\(d)"
  }
}
