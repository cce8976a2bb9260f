import AutoLayoutJSON

/// The names the commands call to write JSON by hand: the one writer's
/// string quoting and number rule (``JSONNumber``), under their old names.
package enum JSONText {
  /// `s` as a quoted JSON string.
  package static func string(_ s: String) -> String { JSONString.quoted(s) }

  /// `d` as JSON text by ``JSONNumber``'s rule (rounded to 1e-6, never
  /// `null`); rounding it first, as some callers do, changes nothing.
  package static func number(_ d: Double) -> String { JSONNumber.text(d) }
}
