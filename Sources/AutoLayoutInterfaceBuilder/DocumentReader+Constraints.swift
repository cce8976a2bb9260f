import AutoLayout
import Foundation

/// Size-class variations and constraints of an Interface Builder document.
extension DocumentReader {
  // MARK: Size classes

  /// Whether a variation key matches the device's size classes.
  func matches(_ key: String?) -> Bool {
    guard let key, key != "default" else { return false }
    let h = device?.horizontalSizeClass ?? .compact, v = device?.verticalSizeClass ?? .regular
    guard device != nil else { return false }
    for condition in key.split(separator: "-") {
      let parts = condition.split(separator: "=")
      guard parts.count == 2 else { return false }
      let want = String(parts[1])
      switch parts[0] {
      case "widthClass": if want != h.rawValue { return false }
      case "heightClass": if want != v.rawValue { return false }
      default: return false
      }
    }
    return true
  }

  /// The ids a view's variations exclude (for `constraints` or `subviews`)
  /// for this device, or nil when it has none.
  func variationMasks(_ node: XMLNode, _ what: String) -> Set<String>? {
    let variations = node.children("variation")
    guard !variations.isEmpty else { return nil }
    var excluded: Set<String> = []
    func apply(_ v: XMLNode) {
      guard let mask = v.child("mask", key: what) else { return }
      for e in mask.children("exclude") { if let r = e["reference"] { excluded.insert(r) } }
      for i in mask.children("include") { if let r = i["reference"] { excluded.remove(r) } }
    }
    for v in variations where v["key"] == "default" { apply(v) }
    for v in variations where matches(v["key"]) { apply(v) }
    return excluded
  }

  // MARK: Constraints

  static let attributes: [String: LayoutAttribute] = {
    var m: [String: LayoutAttribute] = [:]
    for a in LayoutAttribute.allCases { m[a.rawValue] = a }
    m["baseline"] = .lastBaseline
    return m
  }()

  /// `0.5`, `16:9` (16 ÷ 9) or `2/3`.
  static func multiplier(_ text: String?) -> Double? {
    guard let text else { return 1 }
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator)).compactMap { Double($0) }
      guard parts.count == 2, parts[1] != 0 else { return nil }
      return parts[0] / parts[1]
    }
    return Double(text)
  }

  mutating func readConstraints(_ node: XMLNode, owner: String, _ b: inout Build) {
    guard let list = node.child("constraints") else { return }
    let excluded = variationMasks(node, "constraints") ?? []
    for c in list.children("constraint") {
      guard let cid = c["id"] else {
        warn(c, .constraintWithoutID, "a constraint without an id is left out")
        continue
      }
      if excluded.contains(cid) { continue }
      guard let (made, firstID) = makeConstraint(c, owner: owner, b) else { continue }
      made.identifier = c["identifier"] ?? cid
      made.origin = .text(source: "xml", line: c.line, column: c.column)
      if let custom = c["customClass"] {
        if let adaptive = hkAdaptive(c, custom: custom) {
          made.adaptiveConstant = adaptive
          for id in [firstID, c["secondItem"]].compactMap({ $0 }) { b.adaptiveViews.insert(id) }
        } else {
          warn(c, .customConstraintClass, "custom constraint class '\(custom)' is laid out as a plain constraint")
        }
      }
      made.isActive = true
      b.constraintLines[cid] = c.line
    }
  }

  /// The items and attributes a `<constraint>` names, or nil (with a
  /// warning) when one is unknown.
  mutating func constraintTerms(_ c: XMLNode, owner: String, _ b: Build) -> (
    first: (any LayoutItem, LayoutAttribute, String), second: (any LayoutItem, LayoutAttribute)?
  )? {
    guard let a1 = c["firstAttribute"], let first = Self.attributes[a1] else {
      warn(c, .unknownAttribute, "unknown first attribute '\(c["firstAttribute"] ?? "")'; the constraint is left out")
      return nil
    }
    let firstID = c["firstItem"] ?? owner
    guard let firstItem = item(firstID, b) else {
      warn(c, .unknownItem, "unknown first item '\(firstID)'; the constraint is left out")
      return nil
    }
    guard let sid = c["secondItem"] else { return ((firstItem, first, firstID), nil) }
    guard let s = item(sid, b) else {
      warn(c, .unknownItem, "unknown second item '\(sid)'; the constraint is left out")
      return nil
    }
    guard let a2 = c["secondAttribute"], let second = Self.attributes[a2] else {
      warn(c, .unknownAttribute, "unknown second attribute '\(c["secondAttribute"] ?? "")'; the constraint is left out")
      return nil
    }
    return ((firstItem, first, firstID), (s, second))
  }

  /// The constraint a `<constraint>` element describes (inactive), with
  /// its first item's id; nil with a warning when it cannot be made.
  mutating func makeConstraint(_ c: XMLNode, owner: String, _ b: Build) -> (LayoutConstraint, String)? {
    guard let terms = constraintTerms(c, owner: owner, b) else { return nil }
    guard let m = Self.multiplier(c["multiplier"]) else {
      warn(c, .unreadableMultiplier, "unreadable multiplier '\(c["multiplier"] ?? "")'; the constraint is left out")
      return nil
    }
    var constant = c.double("constant") ?? 0
    var priority = c.double("priority") ?? 1000
    for v in c.children("variation") where matches(v["key"]) {
      if let k = v.double("constant") { constant = k }
      if let p = v.double("priority") { priority = p }
    }
    guard abs(constant) <= Self.numberLimit, abs(m) <= Self.numberLimit, priority.isFinite else {
      warn(
        c, .outOfRangeNumber,
        "a constant, multiplier or priority beyond ±\(Int(Self.numberLimit)) or not finite; the constraint is left out")
      return nil
    }
    let relation: LayoutRelation =
      c["relation"] == "greaterThanOrEqual"
      ? .greaterThanOrEqual : c["relation"] == "lessThanOrEqual" ? .lessThanOrEqual : .equal
    // Edges of a scroll view against its own descendants are its content.
    var (i1, i2) = (terms.first.0, terms.second?.0)
    if let s = i2, let a2 = terms.second?.1 { (i1, i2) = scrollContent(i1, terms.first.1, s, a2, b) }
    let made = LayoutConstraint(
      item: i1, attribute: terms.first.1, relatedBy: relation, toItem: i2,
      attribute: i2 == nil ? .notAnAttribute : terms.second?.1 ?? .notAnAttribute,
      multiplier: i2 == nil ? 0 : m, constant: constant)
    if let reason = made.invalidReason {
      warn(c, .invalidConstraint, "\(reason); the constraint is left out")
      return nil
    }
    made.priority = LayoutPriority(Float(min(1000, max(1, priority))))
    return (made, terms.first.2)
  }

  /// The largest magnitude of a number (points, multipliers) the reader
  /// takes from a file; Xcode's canvases are a few thousand points.
  static let numberLimit = 1_000_000.0

  /// The view or guide an id names. A view's safe-area guide is made
  /// here, when a constraint first names it: in UIKit the safe area
  /// follows the view's frame and never moves it, while the engine's
  /// guide keeps to the window's safe rectangle above every user
  /// priority, so a guide no constraint uses could only pull its view
  /// (a stack saved across the unsafe area was squeezed into it).
  func item(_ id: String, _ b: Build) -> (any LayoutItem)? {
    b.views[id] ?? b.guides[id] ?? b.safeAreas[id]?.safeAreaLayoutGuide
  }

  /// A constraint between a scroll view's edge and one of its descendants
  /// uses the scroll view's content instead.
  func scrollContent(
    _ a: any LayoutItem, _ aa: LayoutAttribute, _ c: any LayoutItem, _ ca: LayoutAttribute, _ b: Build
  ) -> (any LayoutItem, any LayoutItem) {
    let edges: Set<LayoutAttribute> = [.top, .bottom, .leading, .trailing, .left, .right]
    func content(_ scroll: any LayoutItem, _ attribute: LayoutAttribute, other: any LayoutItem) -> (any LayoutItem)? {
      guard edges.contains(attribute), let s = scroll as? LayoutView, let guide = b.contentGuides[ObjectIdentifier(s)],
        let o = other.hierarchyView, o !== s, s.isAncestor(of: o)
      else { return nil }
      return guide
    }
    if let g = content(a, aa, other: c) { return (g, c) }
    if let g = content(c, ca, other: a) { return (a, g) }
    return (a, c)
  }

  /// An HKNSLayoutConstraint (or any constraint class with its runtime
  /// attributes): `constant = altMultiplier × basis(alt item)`.
  func hkAdaptive(_ c: XMLNode, custom: String) -> AdaptiveConstant? {
    guard let attrs = c.child("userDefinedRuntimeAttributes") else { return nil }
    var values: [String: Double] = [:]
    for a in attrs.children("userDefinedRuntimeAttribute") {
      guard let key = a["keyPath"] else { continue }
      if let v = a.double("value") {
        values[key] = v
      } else if let n = a.child("real") ?? a.child("integer"), let v = n.double("value") {
        values[key] = v
      }
    }
    guard values["altMultiplier"] != nil || values["alt2ndItem"] != nil || values["altCalcBasis"] != nil else {
      return nil
    }
    // The class's code numbers the alt item 0 = none, 1 = the screen
    // (its README says 1…3; the code is what runs). An item cannot be
    // chosen in Interface Builder, so 2 reads as none too.
    let source: AdaptiveConstant.Source = Int(values["alt2ndItem"] ?? 1) == 1 ? .screen : .notAnItem
    let basis = AdaptiveConstant.Basis(clamping: Int(values["altCalcBasis"] ?? 5))
    return AdaptiveConstant(source, basis, factor: values["altMultiplier"] ?? 1, constant: c.double("constant") ?? 0)
  }
}
