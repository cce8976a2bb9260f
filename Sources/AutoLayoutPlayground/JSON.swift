import AutoLayoutCLI

/// A JSON value written without Foundation's bridging (which was 60% of a
/// layout request): keys sorted, numbers as the tool prints them.
enum JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByBooleanLiteral
{
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSON])
  case object([(String, JSON)])
  /// Text that is already JSON (from the tool's own writers).
  case raw(String)

  init(stringLiteral value: String) { self = .string(value) }
  init(integerLiteral value: Int) { self = .number(Double(value)) }
  init(floatLiteral value: Double) { self = .number(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(arrayLiteral elements: JSON...) { self = .array(elements) }
  init(dictionaryLiteral elements: (String, JSON)...) { self = .object(elements) }

  static func numbers(_ values: [Double]) -> JSON { .array(values.map(JSON.number)) }

  /// The value as JSON text, object keys in sorted order.
  var text: String {
    var out = ""
    write(into: &out)
    return out
  }

  func write(into out: inout String) {
    switch self {
    case .string(let s): out += JSONText.string(s)
    case .number(let d): out += JSONText.number(d)
    case .bool(let b): out += b ? "true" : "false"
    case .null: out += "null"
    case .raw(let s): out += s
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(into: &out)
      }
      out += "]"
    case .object(let fields):
      out += "{"
      for (i, (key, value)) in fields.sorted(by: { $0.0 < $1.0 }).enumerated() {
        if i > 0 { out += "," }
        out += JSONText.string(key)
        out += ":"
        value.write(into: &out)
      }
      out += "}"
    }
  }
}
