/// The one rule for numbers in JSON (and in the tool's tables).
///
/// - A number is rounded to the nearest billionth (1e-9), which hides the
///   solver's floating-point noise (`-1.4e-14` is `0`, `33.33333333333334`
///   is `33.333333333`) and keeps what is meant (a third of a pixel, a
///   nanosecond of a benchmark). From 2^53 / 1e9 (about 9e6) up, a
///   double's own spacing is that coarse, and the number is written as it is.
/// - A whole number is written without a fraction (`40`, not `40.0`); `-0`
///   is `0`; others take the shortest text that reads back exactly
///   (`0.1`, `1e-07`, `1.8e+299`).
/// - JSON has no infinity and no NaN, and `null` is not a number: a value
///   that is not finite is clamped to the largest finite one of its sign
///   (NaN to 0). The inputs that could make one are refused where they
///   enter (sizes, constants); a writer that still meets one warns
///   (``JSON/nonFiniteCount``).
public enum JSONNumber {
  /// `value` rounded by the rule, and made finite.
  public static func rounded(_ value: Double) -> Double {
    guard value.isFinite else {
      if value.isNaN { return 0 }
      return value < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude
    }
    guard abs(value) < 9e6 else { return value }
    let r = (value * 1e9).rounded() / 1e9
    return r == 0 ? 0 : r
  }

  /// `value` as JSON text, rounded by the rule.
  public static func text(_ value: Double) -> String {
    let d = rounded(value)
    if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return "\(d)"
  }
}

/// JSON strings: UTF-8 passes through; quotes, backslashes and control
/// characters are escaped.
public enum JSONString {
  /// `s` as a quoted JSON string.
  public static func quoted(_ s: String) -> String {
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
}
