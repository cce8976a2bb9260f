/// Short, stable names for the views of a block: the accessibility
/// identifier the log prints, else the class with the text the log prints
/// (`UIButton “Show More”`), else the class and a number in order of first
/// appearance (`UILabel₁`, `UILabel₂`), with a legend back to the log's
/// addresses.
public struct ViewNames: Sendable {
  /// Name by item key (address, else identifier).
  private var byKey: [String: String] = [:]
  /// Each named view in order of first appearance: its name and how the log
  /// prints it.
  public private(set) var legend: [(name: String, printed: String)] = []

  /// Names every item of `descriptions`, in order.
  public init(_ descriptions: [ConstraintDescription]) {
    var perClass: [String: Int] = [:]
    var used: Set<String> = []
    // The next number to try after a taken name, so that many views with
    // one name cost linear time, not a search from 2 for each.
    var nextNumber: [String: Int] = [:]
    var placeholders: [ConstraintDescription.Item] = []
    for d in descriptions {
      for item in [d.first.item] + (d.second.map { [$0.item] } ?? []) + (d.superview.map { [$0] } ?? [])
      where byKey[item.key] == nil {
        if item.isPlaceholder {
          placeholders.append(item)
          continue
        }
        var name = Self.base(item, perClass: &perClass)
        if used.contains(name) {
          var n = nextNumber[name] ?? 2
          while used.contains("\(name) \(n)") { n += 1 }
          nextNumber[name] = n + 1
          name = "\(name) \(n)"
        }
        used.insert(name)
        byKey[item.key] = name
        legend.append((name, item.printed))
      }
    }
    var firstByPrinted: [String: String] = [:]
    for entry in legend where firstByPrinted[entry.printed] == nil { firstByPrinted[entry.printed] = entry.name }
    for p in placeholders where byKey[p.key] == nil {
      // "superview of X": X's name.
      let of = String((p.text ?? "").dropFirst("superview of ".count))
      let owner = firstByPrinted[of] ?? Self.shortClass(of)
      byKey[p.key] = "the superview of \(owner)"
    }
  }

  /// The name of an item.
  public func name(_ item: ConstraintDescription.Item) -> String {
    byKey[item.key] ?? item.printed
  }

  static func shortClass(_ className: String) -> String {
    let cls = className.split(separator: ":").first.map(String.init) ?? className
    return cls.split(separator: ".").last.map(String.init) ?? cls
  }

  static func subscripted(_ n: Int) -> String {
    let digits: [Character] = ["₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"]
    return String(String(n).compactMap { $0.wholeNumberValue.map { digits[$0] } })
  }

  static func base(_ item: ConstraintDescription.Item, perClass: inout [String: Int]) -> String {
    guard let cls = item.className else { return item.text ?? item.key }
    let short = shortClass(cls)
    if let text = item.text, let shown = readable(text) { return "\(short) “\(shown)”" }
    let n = (perClass[short] ?? 0) + 1
    perClass[short] = n
    return short + subscripted(n)
  }

  /// Text worth naming a view by: not blank, cut to 24 characters.
  static func readable(_ text: String) -> String? {
    let trimmed = text.trimmingTrailingSpaces().drop { $0 == " " || $0 == "\t" }
    guard !trimmed.isEmpty else { return nil }
    let flat = String(trimmed).replacingAll("\\n", with: " ").replacingAll("\n", with: " ")
    if flat.count <= 24 { return flat }
    return String(flat.prefix(23)) + "…"
  }
}

extension ConstraintDescription.Item {
  /// Whether this stands for a superview the log does not name.
  var isPlaceholder: Bool { className == nil && address == nil && (text ?? "").hasPrefix("superview of ") }
}
