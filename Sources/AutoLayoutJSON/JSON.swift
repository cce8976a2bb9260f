/// A JSON value, written one way by the tool, the playground's server and
/// the documentation's examples: objects keep the order their fields are
/// given in, a space follows each `:` and `,`, and numbers follow
/// ``JSONNumber``'s single rule (never `null`).
///
/// ```swift
/// let frame: JSON = ["name": "card", "frame": .numbers([16, 20.000000000004, 343, 1.0 / 3])]
/// print(frame.text)  // {"name": "card", "frame": [16, 20, 343, 0.333333333]}
/// ```
public enum JSON: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByBooleanLiteral
{
  case string(String)
  /// A number, written by ``JSONNumber/text(_:)``.
  case number(Double)
  case bool(Bool)
  /// `null`, for a value that is absent (never for a number).
  case null
  case array([JSON])
  /// An object, its fields in the order given.
  case object([(String, JSON)])

  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSON...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSON)...) { self = .object(elements) }

  /// An array of numbers.
  public static func numbers(_ values: [Double]) -> JSON { .array(values.map(JSON.number)) }

  /// An integer.
  public static func int(_ value: Int) -> JSON { .number(Double(value)) }

  /// A string, or `null` when there is none.
  public static func string(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }

  /// The value as JSON text.
  public var text: String {
    var out = ""
    write(into: &out)
    return out
  }

  /// Appends the value's text to `out`.
  public func write(into out: inout String) {
    switch self {
    case .string(let s): out += JSONString.quoted(s)
    case .number(let d): out += JSONNumber.text(d)
    case .bool(let b): out += b ? "true" : "false"
    case .null: out += "null"
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += ", " }
        item.write(into: &out)
      }
      out += "]"
    case .object(let fields):
      out += "{"
      for (i, (key, value)) in fields.enumerated() {
        if i > 0 { out += ", " }
        out += JSONString.quoted(key)
        out += ": "
        value.write(into: &out)
      }
      out += "}"
    }
  }

  /// How many numbers in the value are not finite (written clamped, see
  /// ``JSONNumber/text(_:)``): a writer warns when this is not 0.
  public var nonFiniteCount: Int {
    switch self {
    case .number(let d): return d.isFinite ? 0 : 1
    case .array(let items): return items.reduce(0) { $0 + $1.nonFiniteCount }
    case .object(let fields): return fields.reduce(0) { $0 + $1.1.nonFiniteCount }
    case .string, .bool, .null: return 0
    }
  }
}
