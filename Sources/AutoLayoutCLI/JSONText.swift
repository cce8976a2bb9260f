import AutoLayoutJSON

/// The names the commands call to write JSON by hand: the one writer's
/// string quoting and number rule (``JSONNumber``), under their old names.
package enum JSONText {
  /// `s` as a quoted JSON string.
  package static func string(_ s: String) -> String { JSONString.quoted(s) }

  /// `d` as JSON text by ``JSONNumber``'s rule (rounded to 1e-9, never
  /// `null`); rounding it first, as some callers do, changes nothing.
  package static func number(_ d: Double) -> String { JSONNumber.text(d) }
}

/// The tool's JSON output: one value, one line, and a warning on standard
/// error for each number that was not finite (written clamped, never as
/// `null`).
enum JSONOutput {
  static func write(_ value: JSON) -> CommandOutput {
    var out = CommandOutput(stdout: value.text + "\n")
    let clamped = value.nonFiniteCount
    if clamped > 0 {
      out.stderr =
        "warning: \(clamped) number\(clamped == 1 ? " was" : "s were") not finite; written as the largest finite "
        + "number of the same sign (0 for NaN)\n"
    }
    return out
  }
}
