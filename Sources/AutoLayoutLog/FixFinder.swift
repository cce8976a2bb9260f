import AutoLayout

/// Finds changes that remove a conflict, checks each by solving the whole
/// list with it applied, and ranks them: the fix the situation calls for
/// first (a cell's bottom constraint, a hidden arranged view's own size,
/// a view that should not translate its autoresizing mask), then a
/// duplicate to remove, then a priority to lower to 999.
struct FixFinder {
  typealias Fix = ConflictExplanation.Fix
  let order: [ConstraintDescription]
  let conflict: [ConstraintDescription]

  func resolves(priority: [String: Float] = [:], constant: [String: Double] = [:], without: Set<String> = [])
    -> Bool
  {
    LogSystem(order.filter { !without.contains($0.address) }, priority: priority, constant: constant)
      .firstConflict() == nil
  }

  func fixes() -> [Fix] {
    var out: [Fix] = []
    func add(_ fix: Fix) {
      if !out.contains(where: { $0.kind == fix.kind && $0.constraint == fix.constraint && $0.text == fix.text }) {
        out.append(fix)
      }
    }
    let user = conflict.filter { !$0.isSystem && $0.priority >= 1000 }
    // A cell or root view whose size the container imposes.
    for imposed in conflict where (imposed.identifier ?? "").hasPrefix("UIView-Encapsulated-Layout-") {
      let vertical = imposed.identifier == "UIView-Encapsulated-Layout-Height"
      let candidates = user.filter { d in
        let attributes = [d.first.attribute] + (d.second.map { [$0.attribute] } ?? [])
        return attributes.allSatisfy { ($0.axis == .vertical) == vertical }
      }
      let edge: Set<LayoutAttribute> =
        vertical ? [.bottom, .bottomMargin, .lastBaseline] : [.trailing, .right, .trailingMargin, .rightMargin]
      let pick =
        candidates.last { d in edge.contains(d.first.attribute) || edge.contains(d.second?.attribute ?? .notAnAttribute)
        }
        ?? candidates.last
      if let pick, resolves(priority: [pick.address: 999]) {
        let axis = vertical ? "vertical" : "horizontal"
        add(
          Fix(
            kind: .cellBottomPriority,
            text:
              "Give \(pick.name) (\(Sentences.sentence(pick))), the last \(axis) constraint in the chain the container's imposed size '\(imposed.identifier ?? "")' fights, priority 999, so the container's size can win while it lays the view out.",
            constraint: pick.name))
      }
    }
    // A hidden arranged view whose own size is required.
    for hiding in conflict where hiding.identifier == "UISV-hiding" {
      let hidden = hiding.first.item
      for d in user where d.first.item == hidden || d.second?.item == hidden {
        if resolves(priority: [d.address: 999]) {
          add(
            Fix(
              kind: .lowerPriority,
              text:
                "Give \(d.name) (\(Sentences.sentence(d))) priority 999: the stack view collapses the hidden \(hidden.printed) with a required 'UISV-hiding' constraint, and this one fights it.",
              constraint: d.name))
        }
      }
      let spacings = conflict.filter { $0.identifier == "UISV-spacing" && $0.constant != 0 }
      if !spacings.isEmpty,
        resolves(constant: Dictionary(spacings.map { ($0.address, 0.0) }, uniquingKeysWith: { a, _ in a }))
      {
        add(
          Fix(
            kind: .zeroSpacing,
            text:
              "Set the spacing of the stack view around \(hidden.printed) to 0 while its arranged views are hidden (or remove the hidden stack from its superview): its spacing of \(Sentences.number(spacings[0].constant)) cannot fit in the zero length that hiding gives it.",
            constraint: spacings[0].name))
      }
    }
    // Views of the app that translate their autoresizing mask.
    var autoresizing: [(String, ConstraintDescription)] = []
    for d in conflict where d.autoresizingMask != nil {
      let key = d.first.item.key
      if !autoresizing.contains(where: { $0.0 == key }) { autoresizing.append((key, d)) }
    }
    var autoresizingFixes: [Fix] = []
    for (key, d) in autoresizing {
      let all = Set(order.filter { $0.autoresizingMask != nil && $0.first.item.key == key }.map(\.address))
      guard resolves(without: all) else { continue }
      let view = d.first.item.printed
      autoresizingFixes.append(
        Fix(
          kind: .stopTranslatingAutoresizingMask,
          text:
            "Set translatesAutoresizingMaskIntoConstraints = false on \(view): its autoresizing mask (\(d.autoresizingMask ?? "")) turns its current frame into required constraints (\(Sentences.sentence(d))), which the constraints you added contradict.",
          constraint: d.name))
    }
    let systemView = { (d: ConstraintDescription) -> Bool in
      let cls = d.first.item.className ?? ""
      return cls.hasPrefix("_") || cls.hasPrefix("UIInput") || cls.hasPrefix("NSTextView")
    }
    for fix in autoresizingFixes
    where !autoresizing.contains(where: { systemView($0.1) && $0.1.name == fix.constraint }) {
      add(fix)
    }
    // Two constraints on the same attribute with different constants.
    for (i, a) in conflict.enumerated() {
      for b in conflict[(i + 1)...] where Self.sameTarget(a, b) && a.constant != b.constant {
        let drop = !b.isSystem ? b : a
        guard !drop.isSystem, resolves(without: [drop.address]) else { continue }
        let keep = drop.address == b.address ? a : b
        add(
          Fix(
            kind: .removeDuplicate,
            text:
              "Remove \(drop.name) (\(Sentences.sentence(drop))) or lower its priority to 999: \(keep.name) already sets the same attribute to \(Sentences.number(keep.constant)).",
            constraint: drop.name))
      }
    }
    // Any required constraint of the app, the one UIKit broke first.
    for d in user.reversed()
    where !out.contains(where: { $0.constraint == d.name && $0.kind != .removeDuplicate })
      && resolves(priority: [d.address: 999])
    {
      add(
        Fix(
          kind: .lowerPriority,
          text: "Lower the priority of \(d.name) (\(Sentences.sentence(d))) to 999, so that it gives way.",
          constraint: d.name))
    }
    for fix in autoresizingFixes { add(fix) }
    return out
  }

  /// Same first side, relation, second side and multiplier.
  static func sameTarget(_ a: ConstraintDescription, _ b: ConstraintDescription) -> Bool {
    a.first == b.first && a.relation == b.relation && a.second == b.second && a.multiplier == b.multiplier
      && a.relation == .equal
  }
}

/// Plain sentences for constraints.
enum Sentences {
  static func number(_ v: Double) -> String {
    if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
    return String((v * 10000).rounded() / 10000)
  }

  static func words(_ a: LayoutAttribute) -> String {
    switch a {
    case .leading: return "leading edge"
    case .trailing: return "trailing edge"
    case .left: return "left edge"
    case .right: return "right edge"
    case .top: return "top"
    case .bottom: return "bottom"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "horizontal centre"
    case .centerY: return "vertical centre"
    case .firstBaseline: return "first baseline"
    case .lastBaseline: return "last baseline"
    case .leadingMargin: return "leading margin"
    case .trailingMargin: return "trailing margin"
    case .leftMargin: return "left margin"
    case .rightMargin: return "right margin"
    case .topMargin: return "top margin"
    case .bottomMargin: return "bottom margin"
    case .centerXWithinMargins: return "horizontal centre within its margins"
    case .centerYWithinMargins: return "vertical centre within its margins"
    case .notAnAttribute: return "nothing"
    }
  }

  static func sentence(_ d: ConstraintDescription) -> String {
    let relation: String
    switch d.relation {
    case .equal: relation = "equals"
    case .lessThanOrEqual: relation = "is at most"
    case .greaterThanOrEqual: relation = "is at least"
    }
    var text = "\(d.first.item.printed)'s \(words(d.first.attribute)) \(relation) "
    if let s = d.second {
      if d.multiplier != 1 { text += "\(number(d.multiplier)) × " }
      text += "\(s.item.printed)'s \(words(s.attribute))"
      if d.constant > 0 { text += " + \(number(d.constant))" }
      if d.constant < 0 { text += " − \(number(-d.constant))" }
    } else {
      text += number(d.constant)
    }
    var why: String?
    switch d.identifier ?? "" {
    case "UIView-Encapsulated-Layout-Height", "UIView-Encapsulated-Layout-Width":
      why = "the size its container (a table, collection view or window) imposes"
    case let id where id.hasPrefix("UISV-"):
      why = "made by a stack view ('\(id)')"
    case let id where id.hasPrefix("UIView-") || id.hasPrefix("UIViewSafeArea"):
      why = "made by UIKit for margins or the safe area ('\(id)')"
    default:
      break
    }
    if d.autoresizingMask != nil { why = "from its autoresizing mask \(d.autoresizingMask ?? "")" }
    if d.priority < 1000 { text += " (priority \(number(Double(d.priority))))" }
    if let why { text += ", \(why)" }
    return text
  }
}
