import AutoLayout

/// Finds changes that remove a conflict, checks each by solving the whole
/// list with it applied (no conflict left, and no view more ambiguous than
/// before), and ranks them: the known fix for the log's cause first (a
/// constraint added twice, a cell's or input view's imposed size, a hidden
/// arranged view, a view that should not translate its autoresizing mask),
/// then a second constraint on the same attribute, then a priority to
/// lower to 999. An alert shown as a popover from a source with no size
/// puts its fix in the app's presenting code first and drops fixes on
/// UIKit's constraints. Nothing is suggested on a constraint the app cannot
/// change, or that would make the app's constraint give way to a size the
/// system imposes without saying how to keep the app's intent.
struct FixFinder {
  typealias Fix = ConflictExplanation.Fix
  let order: [ConstraintDescription]
  let conflict: [ConstraintDescription]
  let names: ViewNames
  let duplicates: [(ConstraintDescription, ConstraintDescription)]
  /// What is ambiguous with the log's constraints as UIKit left them.
  let baseline: Set<String>
  /// For a conflict too large to try every member: the one member tried.
  let onlyBroken: ConstraintDescription?
  let large: Bool

  init(
    order: [ConstraintDescription], conflict: [ConstraintDescription], names: ViewNames,
    duplicates: [(ConstraintDescription, ConstraintDescription)], onlyBroken: ConstraintDescription? = nil,
    baseline: Set<String>
  ) {
    self.onlyBroken = onlyBroken
    large = conflict.count > ConflictExplanation.memberCheckLimit
    self.order = order
    self.conflict = conflict
    self.names = names
    self.duplicates = duplicates
    self.baseline = baseline
  }

  /// How the change was verified, or nil when the list still conflicts.
  func check(priority: [String: Float] = [:], constant: [String: Double] = [:], without: Set<String> = [])
    -> String?
  {
    let report = LogSystem(order.filter { !without.contains($0.address) }, priority: priority, constant: constant)
      .window.report
    guard report.conflicts.isEmpty else { return nil }
    let more = report.ambiguous.map(\.description).filter { !baseline.contains($0) }
    if more.isEmpty {
      return "Checked: the whole list re-solved with this change holds, with nothing left more ambiguous than before."
    }
    return
      "Checked: the whole list re-solved with this change holds, but \(more.prefix(3).joined(separator: ", ")) is then left undetermined; add a constraint for it."
  }

  func sentence(_ d: ConstraintDescription) -> String { Sentences.sentence(d, names) }

  /// The app's required constraints: not the system's, and on at least one
  /// view the app owns or may constrain.
  var user: [ConstraintDescription] {
    let members = large ? conflict.filter { $0.address == onlyBroken?.address } : conflict
    return members.filter { d in
      !d.isSystem && d.priority >= 1000
        && ([d.first.item] + (d.second.map { [$0.item] } ?? [])).contains(where: SystemParts.appOwns)
    }
  }

  func fixes() -> [Fix] {
    var out: [Fix] = []
    func add(_ fix: Fix?) {
      guard let fix else { return }
      if !out.contains(where: { $0.kind == fix.kind && $0.constraint == fix.constraint && $0.text == fix.text }) {
        out.append(fix)
      }
    }
    for fix in duplicateFixes() { add(fix) }
    for fix in imposedSizeFixes() { add(fix) }
    for fix in hiddenStackFixes() { add(fix) }
    add(safeAreaOrMarginsFix())
    let (early, late) = autoresizingFixes()
    for fix in early { add(fix) }
    for fix in sameAttributeFixes() { add(fix) }
    let imposed = conflict.contains { ($0.identifier ?? "").hasPrefix("UIView-Encapsulated-Layout-") }
    // Any required constraint of the app, the one UIKit broke first; not
    // where the fight is with a size the system imposes (lowering the app's
    // constraint there only hides what the app asked for).
    for d in user.reversed() where !imposed && !out.contains(where: { $0.constraint == d.name }) {
      guard let verified = check(priority: [d.address: 999]) else { continue }
      add(
        Fix(
          kind: .lowerPriority,
          text: "Lower the priority of \(d.name) (\(sentence(d))) to 999, so that it gives way.",
          constraint: d.name, verified: verified))
    }
    for fix in late { add(fix) }
    guard let popover = alertPopoverFix() else { return out }
    // UIKit's own constraints (the alert's, the popover's zero size) are
    // not the app's to edit: the fix is where the popover is presented.
    let uikit = Set(alertPopoverParts().map(\.name))
    return [popover] + out.filter { !uikit.contains($0.constraint ?? "") }
  }

  /// The members of the conflict UIKit makes for an alert shown as a
  /// popover: those on an alert's private views or on views they are tied
  /// to, and autoresizing sizes that are (nearly) zero. Empty unless an
  /// alert's view and such a size both take part.
  func alertPopoverParts() -> [ConstraintDescription] {
    func items(_ d: ConstraintDescription) -> [ConstraintDescription.Item] {
      [d.first.item] + (d.second.map { [$0.item] } ?? [])
    }
    let isAlert = { (item: ConstraintDescription.Item) in SystemParts.view(item)?.owner == SystemParts.alertOwner }
    let tied = Set(conflict.filter { items($0).contains(where: isAlert) }.flatMap(items).map(\.key))
    guard !tied.isEmpty, conflict.contains(where: Self.isTinyAutoresizingSize) else { return [] }
    return conflict.filter { d in Self.isTinyAutoresizingSize(d) || items(d).allSatisfy { tied.contains($0.key) } }
  }

  /// An autoresizing-mask constraint that sets a width or height under
  /// one point (`h=--& v=--& H:[UIView(0)]`).
  static func isTinyAutoresizingSize(_ d: ConstraintDescription) -> Bool {
    d.autoresizingMask != nil && d.second == nil && [.width, .height].contains(d.first.attribute)
      && abs(d.constant) < 1
  }

  /// An alert or action sheet whose size UIKit ties to a view that its
  /// autoresizing mask holds at (nearly) zero: the sheet is shown as a
  /// popover (iPad, regular width) from a source that gives it no room.
  /// The fix is in the app's presenting code, not in any constraint.
  func alertPopoverFix() -> Fix? {
    guard let tiny = conflict.first(where: Self.isTinyAutoresizingSize), !alertPopoverParts().isEmpty
    else { return nil }
    let axis = tiny.first.attribute == .width ? "width" : "height"
    let view = names.name(tiny.maskOwner)
    // The size a laid-out source gives is not in the log: check that the
    // list holds once the zero size is gone (what then sets the size is
    // the popover, which the log does not show).
    let verified =
      check(without: [tiny.address]) == nil
      ? "Not a change to constraints: the rest of the list still conflicts without \(view)'s \(axis) of \(Sentences.number(tiny.constant)), so look at the other constraints as well."
      : "Not a change to constraints, so checked on its effect: without \(view)'s \(axis) of \(Sentences.number(tiny.constant)) the whole list re-solved holds; the real size a laid-out source gives it is not in the log."
    return Fix(
      kind: .popoverSource,
      text:
        "An alert or action sheet (UIAlertController) is shown as a popover, and UIKit ties its \(axis) to \(view), whose autoresizing mask holds it at \(Sentences.number(tiny.constant)) (\(sentence(tiny))): the popover's source gives it no room. Fix it where you present the sheet, not in constraints (these are UIKit's own): set popoverPresentationController.sourceView to the view it points at and sourceRect to a rectangle inside that view's bounds (not larger than the view, and not a zero-size rect on a view that has no size yet), or use barButtonItem; or present the sheet only after the source view has been laid out (viewDidAppear, or after layoutIfNeeded).",
      constraint: nil, verified: verified)
  }

  /// A constraint added twice: remove the copy. The first
  /// ``ConflictExplanation/memberCheckLimit`` copies are each checked on
  /// their own; the copies past them are checked once, all removed
  /// together (a check solves the whole list again, so one check per copy
  /// made a list of many copies quadratic).
  func duplicateFixes() -> [Fix] {
    let limit = ConflictExplanation.memberCheckLimit
    let unchanged = { (a: ConstraintDescription) in
      "Checked: the copy is identical to \(a.name), so removing it changes nothing else; the rest of the list still conflicts and is explained below."
    }
    let rest = duplicates.dropFirst(limit)
    let together = rest.isEmpty ? nil : check(without: Set(rest.map(\.1.address)))
    return duplicates.enumerated().map { k, pair in
      let (a, b) = pair
      let verified =
        k < limit
        ? check(without: [b.address]) ?? unchanged(a)
        : "Checked with the \(rest.count) copies past the first \(limit) removed together: "
          + (together.map { String($0.dropFirst("Checked: ".count)) }
            ?? "the rest of the list still conflicts and is explained below.")
      return Fix(
        kind: .removeDuplicate,
        text:
          "This constraint is added twice: remove \(b.name), a copy of \(a.name) (\(sentence(a))). Activate it in one place only (or check the storyboard does not also make it).",
        constraint: b.name, verified: verified)
    }
  }

  /// Whether the block is about the keyboard or an input view.
  var isKeyboard: Bool {
    order.contains { d in
      SystemParts.lookup(d).contains { p in
        p.owner.contains("keyboard")
      } || [d.first.item, d.second?.item].contains { ($0?.className ?? "").contains("InputView") }
    }
  }

  /// A cell's, root view's or input view's imposed size, fought by the
  /// app's constraints.
  func imposedSizeFixes() -> [Fix] {
    var out: [Fix] = []
    let imposedAll = conflict.filter { ($0.identifier ?? "").hasPrefix("UIView-Encapsulated-Layout-") }
    for imposed in imposedAll.prefix(large ? 2 : imposedAll.count) {
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
      guard let pick, let verified = check(priority: [pick.address: 999]) else { continue }
      let axis = vertical ? "height" : "width"
      let view = names.name(imposed.first.item)
      if isKeyboard {
        out.append(
          Fix(
            kind: .inputViewHeight,
            text:
              "\(view) is an input or input-accessory view: the keyboard sets its \(axis) ('\(imposed.identifier ?? "")', \(Sentences.number(imposed.constant))) and cannot be changed. Keep your size but let the system break it: set translatesAutoresizingMaskIntoConstraints = false on \(view) and give \(pick.name) (\(sentence(pick))) priority 999; the view still asks for \(Sentences.number(pick.constant)) whenever the keyboard allows it.",
            constraint: pick.name, verified: verified))
        continue
      }
      let side = vertical ? "bottom" : "trailing"
      out.append(
        Fix(
          kind: .cellBottomPriority,
          text:
            "Give \(pick.name) (\(sentence(pick))), the last \(side) constraint in the chain that fights the \(axis) the container imposes on \(view) ('\(imposed.identifier ?? "")'), priority 999: the container's size wins for the moment it lays \(view) out at a size of its own, and your constraints decide it once self-sizing runs. For a table cell, also set estimatedRowHeight (or keep rowHeight automatic) instead of a fixed row height.",
          constraint: pick.name, verified: verified))
    }
    return out
  }

  /// A hidden arranged view whose own size is required; a hidden stack's
  /// spacing.
  func hiddenStackFixes() -> [Fix] {
    var out: [Fix] = []
    let hidings = conflict.filter { $0.identifier == "UISV-hiding" }
    for hiding in hidings.prefix(large ? 2 : hidings.count) {
      let hidden = hiding.first.item.isPlaceholder ? (hiding.second?.item ?? hiding.first.item) : hiding.first.item
      for d in user where d.first.item == hidden || d.second?.item == hidden {
        guard let verified = check(priority: [d.address: 999]) else { continue }
        out.append(
          Fix(
            kind: .lowerPriority,
            text:
              "Give \(d.name) (\(sentence(d))) priority 999: the stack view collapses the hidden \(names.name(hidden)) with a required 'UISV-hiding' constraint, and this one fights it; it still holds whenever the view is shown.",
            constraint: d.name, verified: verified))
      }
      let spacings = conflict.filter { $0.identifier == "UISV-spacing" && $0.constant != 0 }
      if !spacings.isEmpty,
        let verified = check(constant: Dictionary(spacings.map { ($0.address, 0.0) }, uniquingKeysWith: { a, _ in a }))
      {
        out.append(
          Fix(
            kind: .zeroSpacing,
            text:
              "Set the spacing of the stack view around \(names.name(hidden)) to 0 while its arranged views are hidden (or remove the hidden stack from its superview, or wrap it in a view whose bottom constraint has priority 999): its spacing of \(Sentences.number(spacings[0].constant)) cannot fit in the zero length that hiding gives it.",
            constraint: spacings[0].name, verified: verified))
      }
    }
    return out
  }

  /// A view pinned both to the safe area and to layout margins (or a
  /// margins guide) along one axis: keep one of them.
  func safeAreaOrMarginsFix() -> Fix? {
    func items(_ d: ConstraintDescription) -> [ConstraintDescription.Item] {
      [d.first.item] + (d.second.map { [$0.item] } ?? [])
    }
    func usesMargins(_ d: ConstraintDescription) -> Bool {
      d.first.attribute.isMargin || (d.second?.attribute.isMargin ?? false)
        || items(d).contains { $0.text == "UIViewLayoutMarginsGuide" }
        || (d.identifier ?? "").contains("margin-guide")
    }
    let safe = conflict.filter { d in items(d).contains { $0.text == "UIViewSafeAreaLayoutGuide" } }
    let margins = conflict.filter(usesMargins)
    guard !safe.isEmpty, !margins.isEmpty else { return nil }
    // The app's constraint to change: its margins one, else its safe-area one.
    let own = user
    guard let pick = own.last(where: usesMargins) ?? own.last(where: { safe.contains($0) }),
      let verified = check(priority: [pick.address: 999])
    else { return nil }
    let view = names.name(pick.first.item)
    return Fix(
      kind: .safeAreaOrMargins,
      text:
        "\(view) is held both by the safe area and by layout margins, which differ on this screen: pin it to one of them (the safe area's guide, or the margins with insetsLayoutMarginsFromSafeArea left on). The smallest change: give \(pick.name) (\(sentence(pick))) priority 999, or remove it.",
      constraint: pick.name, verified: verified)
  }

  /// Views that translate their autoresizing mask: the app's own views
  /// (early), and views a container manages (late).
  func autoresizingFixes() -> (early: [Fix], late: [Fix]) {
    var early: [Fix] = [], late: [Fix] = []
    var seen: Set<String> = []
    for d in conflict where d.autoresizingMask != nil {
      if large && seen.count >= 2 { break }
      let owner = d.maskOwner
      guard seen.insert(owner.key).inserted, SystemParts.appOwns(owner) else { continue }
      let all = Set(order.filter { $0.autoresizingMask != nil && $0.maskOwner.key == owner.key }.map(\.address))
      guard let verified = check(without: all) else { continue }
      let view = names.name(owner)
      let fix = Fix(
        kind: .stopTranslatingAutoresizingMask,
        text:
          "Set translatesAutoresizingMaskIntoConstraints = false on \(view): its autoresizing mask (\(d.autoresizingMask ?? "")) turns its current frame into required constraints (\(sentence(d))), which the constraints you added contradict.",
        constraint: d.name, verified: verified)
      let managed = ["NSTextView", "NSClipView", "UITableViewCellContentView", "UICollectionViewCellContentView"]
      if managed.contains(ViewNames.shortClass(owner.className ?? "")) || SystemParts.view(owner) != nil {
        late.append(fix)
      } else {
        early.append(fix)
      }
    }
    return (early, late)
  }

  /// Two of the app's constraints setting the same attribute to different
  /// constants.
  func sameAttributeFixes() -> [Fix] {
    var out: [Fix] = []
    guard !large else { return [] }
    for (i, a) in conflict.enumerated() {
      for b in conflict[(i + 1)...] where Self.sameTarget(a, b) && a.constant != b.constant {
        // Only between two of the app's constraints: against a size the
        // system imposes, removing the app's hides what it asked for.
        guard !a.isSystem, !b.isSystem, let verified = check(without: [b.address]) else { continue }
        out.append(
          Fix(
            kind: .removeDuplicate,
            text:
              "Remove \(b.name) (\(sentence(b))) or lower its priority to 999: \(a.name) already sets the same attribute to \(Sentences.number(a.constant)).",
            constraint: b.name, verified: verified))
      }
    }
    return out
  }

  /// Same first side, relation, second side and multiplier.
  static func sameTarget(_ a: ConstraintDescription, _ b: ConstraintDescription) -> Bool {
    a.first == b.first && a.relation == b.relation && a.second == b.second && a.multiplier == b.multiplier
      && a.relation == .equal
  }
}

extension ConstraintDescription {
  /// The view whose autoresizing mask made this constraint: `X` in
  /// `V:[X]-(0)-|` and `H:|-(0)-[X]`, else the first item.
  var maskOwner: Item {
    if let s = second, first.item.isPlaceholder || first.item == superview { return s.item }
    return first.item
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

  static func sentence(_ d: ConstraintDescription, _ names: ViewNames) -> String {
    let relation: String
    switch d.relation {
    case .equal: relation = "equals"
    case .lessThanOrEqual: relation = "is at most"
    case .greaterThanOrEqual: relation = "is at least"
    }
    var text = "\(names.name(d.first.item))'s \(words(d.first.attribute)) \(relation) "
    if let s = d.second {
      if d.multiplier != 1 { text += "\(number(d.multiplier)) × " }
      text += "\(names.name(s.item))'s \(words(s.attribute))"
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
