import AutoLayout

/// What names mean while parsing: views (and guides) by name, metrics, and
/// how to find the superview for `|`.
struct NameContext {
  var views: [String: any LayoutItem]
  var metrics: [String: Double]
  /// The superview that `|` stands for next to an item; nil if it has none.
  var superviewOf: (any LayoutItem) -> (any LayoutItem)?

  static let reservedAdaptive: Set<String> = ["shorterEdge", "longerEdge"]

  /// Named priorities accepted after `@`.
  static let namedPriorities: [String: LayoutPriority] = [
    "required": .required, "high": .defaultHigh, "defaultHigh": .defaultHigh, "low": .defaultLow,
    "defaultLow": .defaultLow, "fittingSizeLevel": .fittingSizeLevel,
    "dragThatCanResizeWindow": .dragThatCanResizeWindow, "windowSizeStayPut": .windowSizeStayPut,
    "dragThatCannotResizeWindow": .dragThatCannotResizeWindow, "medium": LayoutPriority(500),
  ]

  /// Compound attributes and what they expand to, in order.
  static let compounds: [String: [LayoutAttribute]] = [
    "center": [.centerX, .centerY], "size": [.width, .height], "frame": [.top, .left, .bottom, .right],
    "edges": [.top, .leading, .bottom, .trailing],
  ]

  static let attributeNames: [String] =
    LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue) + compounds.keys.sorted()
    + ["baseline"]

  /// The attributes a name stands for (one, or a compound's list).
  static func attributes(_ name: String) -> [LayoutAttribute]? {
    if name == "baseline" { return [.lastBaseline] }
    if name == "notAnAttribute" { return nil }
    if let a = LayoutAttribute(rawValue: name) { return [a] }
    return compounds[name]
  }
}
