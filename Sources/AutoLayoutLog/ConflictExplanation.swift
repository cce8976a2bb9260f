import AutoLayout

/// What a conflict block means: the few constraints that really conflict,
/// what UIKit broke and whether it had to, one sentence per constraint, and
/// fixes that were each checked by solving the system with the fix applied.
///
/// ```swift
/// let log = try ConflictLog(text)
/// for block in log.blocks {
///   let why = ConflictExplanation(block)
///   print(why.conflict.map(\.name), why.fixes.first?.text ?? "no fix found")
/// }
/// ```
///
/// The system is rebuilt on headless views, one per item the log names,
/// all in one window (positions the log states without a second item are
/// measured from that window). Margins are 8 points and views have no
/// intrinsic size: a conflict that depends on values the log does not show
/// may not reproduce, and the explanation says so.
public struct ConflictExplanation {
  /// A suggested change, checked to remove the conflict.
  public struct Fix {
    /// What kind of change it is.
    public enum Kind: String, Sendable {
      case removeDuplicate, lowerPriority, stopTranslatingAutoresizingMask, cellBottomPriority, zeroSpacing
      /// An input or input-accessory view's height the keyboard may break.
      case inputViewHeight
      /// A view pinned both to the safe area and to layout margins: keep one.
      case safeAreaOrMargins
      /// An alert or action sheet shown as a popover from a source that
      /// gives it no size: set the popover's source view and rect (app code,
      /// not a constraint).
      case popoverSource
    }
    /// What kind of change it is.
    public var kind: Kind
    /// What to do, in a sentence.
    public var text: String
    /// The constraint (by its name in the log) the fix changes, if one.
    public var constraint: String?
    /// How the fix was checked, in a sentence.
    public var verified: String = ""
  }

  /// The block's first line in the log.
  public var line: Int
  /// Why the block could not be read; such a block has no explanation.
  public var error: LogError?
  /// The smallest set of the log's constraints that cannot hold together
  /// (empty when the conflict does not reproduce).
  public var conflict: [ConstraintDescription]
  /// The constraint UIKit broke, if the log says.
  public var broken: ConstraintDescription?
  /// Whether breaking ``broken`` was the only single removal that fixes the
  /// whole list.
  public var brokenWasForced: Bool
  /// Other members of ``conflict`` whose removal alone would also have
  /// resolved it.
  public var alternatives: [ConstraintDescription]
  /// Fixes, the known fix for the log's cause first; each was checked by
  /// solving.
  public var fixes: [Fix]
  /// Something to know about the block (redacted, cut short, not
  /// reproducible, …).
  public var notes: [String]
  /// Whether removing any one member of ``conflict`` makes the rest
  /// satisfiable (checked by solving).
  public var conflictIsMinimal: Bool
  /// The short names of the views the conflicting constraints involve.
  public var views: [String]
  /// Short names for every view of the block, with a legend.
  public var names: ViewNames
  /// Pairs of the app's constraints that are the same constraint added
  /// twice (identical but for their addresses).
  public var duplicates: [(ConstraintDescription, ConstraintDescription)]
  /// The private and system parts the block involves, from the table in
  /// ``SystemParts``.
  public var systemParts: [SystemPart]

  /// The plain sentence for a constraint, with the block's view names.
  public func sentence(_ d: ConstraintDescription) -> String { Sentences.sentence(d, names) }

  /// Explains one block.
  public init(_ block: ConflictLog.Block) {
    line = block.line
    broken = block.broken
    error = block.error
    notes = []
    fixes = []
    alternatives = []
    brokenWasForced = false
    conflict = []
    conflictIsMinimal = false
    views = []
    duplicates = []
    systemParts = []
    let order = Self.order(block, notes: &notes)
    names = ViewNames(order)
    guard block.error == nil, !order.isEmpty else { return }
    systemParts = SystemParts.parts(in: order)
    duplicates = Self.duplicates(in: order)
    explain(order)
  }

  /// The constraints in the order they are added: the log's, with the
  /// broken one last.
  static func order(_ block: ConflictLog.Block, notes: inout [String]) -> [ConstraintDescription] {
    if block.redacted {
      notes.append(
        "The system log replaced the constraints with <private>. Run the app from Xcode, or enable private data for the log, to see them."
      )
    }
    var order = block.entries
    if let b = block.broken {
      order.removeAll { $0.address == b.address }
      if !block.entries.contains(where: { $0.address == b.address }) {
        notes.append("The constraint UIKit broke (\(b.name)) is not in the list above it; it is added to the system.")
      }
      order.append(b)
    } else if !block.entries.isEmpty {
      notes.append("The log does not say which constraint UIKit broke (it was cut short); the last one in conflict is.")
    }
    return order
  }

  mutating func explain(_ order: [ConstraintDescription]) {
    for (a, b) in duplicates {
      notes.append(
        "\(b.name) is added twice: it is the same constraint as \(a.name) (\(sentence(a))). Activating a constraint twice (in two code paths, or in code and in the storyboard) gives two copies, and rounding can make copies disagree."
      )
    }
    let all = LogSystem(order)
    let baseline = Set(all.window.report.ambiguous.map(\.description))
    guard let found = all.firstConflict() else {
      if duplicates.isEmpty { notes.append(Self.notReproduced(order)) }
      fixes = FixFinder(order: order, conflict: [], names: names, duplicates: duplicates, baseline: baseline).fixes()
      return
    }
    conflict = found
    views = Self.items(of: found).map(names.name)
    if let b = broken, !found.contains(where: { $0.address == b.address }) {
      notes.append("Breaking \(b.name) was not what the conflict needed: the constraints below conflict without it.")
    }
    guard found.count <= Self.memberCheckLimit else {
      notes.append(
        "The conflict has \(found.count) constraints, more than \(Self.memberCheckLimit): they were not checked one by one (whether the set is minimal, what else could have been broken, a fix on each member); only the fixes for known causes and for the broken constraint were tried."
      )
      fixes = FixFinder(
        order: order, conflict: found, names: names, duplicates: duplicates, onlyBroken: broken, baseline: baseline
      ).fixes()
      return
    }
    conflictIsMinimal = Self.isMinimal(found)
    if let b = broken, found.contains(where: { $0.address == b.address }) {
      alternatives = found.filter { c in
        c.address != b.address && LogSystem(order.filter { $0.address != c.address }).firstConflict() == nil
      }
      brokenWasForced = alternatives.isEmpty
    }
    fixes = FixFinder(order: order, conflict: found, names: names, duplicates: duplicates, baseline: baseline).fixes()
    if found.allSatisfy({ d in d.isSystem || !Self.items(of: [d]).contains(where: SystemParts.appOwns) }) {
      notes.append(
        "Every constraint in this conflict belongs to the system (see the system parts below): the app cannot change them, so no fix is suggested on them. Such a log usually comes from a passing state (a rotation, a keyboard appearing) or a bug in the framework; if it repeats, look at what the app changed just before."
      )
    }
  }

  /// The largest conflict checked member by member (each check solves
  /// the whole list again).
  public static let memberCheckLimit = 24

  static func notReproduced(_ order: [ConstraintDescription]) -> String {
    let margins = order.contains { d in
      d.first.attribute.isMargin || (d.second?.attribute.isMargin ?? false)
    }
    return margins
      ? "These constraints hold together with 8-point layout margins: the view's real margins were larger (a table cell's content view uses 11 or more, a root view 16 or 20), which is what made them conflict. Reduce the constants or the margins by the difference, or give the size constraint priority 999."
      : "These constraints hold together here: the conflict depends on something the log does not show (safe-area insets, a size the system computed, a constraint left out of the list)."
  }

  /// The app's constraints that appear twice under different addresses.
  static func duplicates(in order: [ConstraintDescription]) -> [(ConstraintDescription, ConstraintDescription)] {
    var seen: [String: ConstraintDescription] = [:]
    var out: [(ConstraintDescription, ConstraintDescription)] = []
    var copies: Set<String> = []
    for d in order where !d.isSystem {
      let key = d.sameConstraintKey
      if let a = seen[key] {
        if a.address != d.address && copies.insert(d.address).inserted { out.append((a, d)) }
      } else {
        seen[key] = d
      }
    }
    return out
  }

  static func items(of set: [ConstraintDescription]) -> [ConstraintDescription.Item] {
    var seen: [ConstraintDescription.Item] = []
    var keys: Set<String> = []
    for d in set {
      for item in [d.first.item] + (d.second.map { [$0.item] } ?? []) where keys.insert(item.key).inserted {
        seen.append(item)
      }
    }
    return seen
  }

  /// Removing any one member makes the rest satisfiable, and the whole set
  /// is not.
  static func isMinimal(_ set: [ConstraintDescription]) -> Bool {
    guard LogSystem(set).firstConflict() != nil else { return false }
    for d in set where LogSystem(set.filter { $0.address != d.address || $0.text != d.text }).firstConflict() != nil {
      return false
    }
    return true
  }
}

extension ConstraintDescription {
  /// Everything that makes two constraints the same one, but the address.
  var sameConstraintKey: String {
    func side(_ s: Side?) -> String { s.map { "\($0.item.key).\($0.attribute.rawValue)" } ?? "-" }
    return
      "\(className) \(identifier ?? "") \(side(first)) \(relation.rawValue) \(side(second)) \(multiplier) \(constant) \(priority)"
  }
}

/// The log's constraints rebuilt on headless views in one window.
final class LogSystem {
  let window = LayoutWindow(name: "log", size: LayoutSize(width: 100_000, height: 100_000))
  var views: [String: LayoutView] = [:]
  var made: [(LayoutConstraint, ConstraintDescription)] = []

  /// `changes` may lower priorities or move constants by constraint address.
  /// The names views get (the log's text when nil).
  let names: ViewNames?

  init(
    _ list: [ConstraintDescription], priority: [String: Float] = [:], constant: [String: Double] = [:],
    names: ViewNames? = nil
  ) {
    self.names = names
    for d in list {
      guard let c = makeConstraint(d, priority: priority[d.address], constant: constant[d.address]) else { continue }
      made.append((c, d))
    }
    // Added one by one, in the log's order: the engine breaks the newest
    // constraint of a conflict, as UIKit reports the one it broke last.
    for (c, _) in made { c.isActive = true }
  }

  func view(_ item: ConstraintDescription.Item) -> LayoutView {
    if let v = views[item.key] { return v }
    let v = LayoutView(name: names?.name(item) ?? item.printed)
    v.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(v)
    views[item.key] = v
    // A frame cannot have a negative size: UIKit treats one as impossible
    // (a hidden stack item 0 wide against "width == other.width + 1" is a
    // conflict in its logs), so the rebuilt system says so too.
    for c in [
      v.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
      v.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
    ] {
      c.identifier = "size ≥ 0"
      c.isActive = true
    }
    return v
  }

  func makeConstraint(_ d: ConstraintDescription, priority: Float?, constant: Double?) -> LayoutConstraint? {
    let first = view(d.first.item)
    let k = constant ?? d.constant
    var c: LayoutConstraint
    if let s = d.second {
      c = LayoutConstraint(
        item: first, attribute: d.first.attribute, relatedBy: d.relation, toItem: view(s.item),
        attribute: s.attribute, multiplier: d.multiplier, constant: k)
      if c.invalidReason != nil {
        // Leading against left (a mask's minX against a leading edge):
        // read both as left/right, the left-to-right meaning.
        c = LayoutConstraint(
          item: first, attribute: Self.absolute(d.first.attribute), relatedBy: d.relation, toItem: view(s.item),
          attribute: Self.absolute(s.attribute), multiplier: d.multiplier, constant: k)
      }
    } else if d.first.attribute.isDimension {
      c = LayoutConstraint(
        item: first, attribute: d.first.attribute, relatedBy: d.relation, toItem: nil, attribute: .notAnAttribute,
        multiplier: 0, constant: k)
    } else {
      // A position with no second item is measured from the superview:
      // the one the names clause gives, else the window stands in for it.
      let reference: LayoutView = d.superview.map(view) ?? window
      c = LayoutConstraint(
        item: first, attribute: d.first.attribute, relatedBy: d.relation, toItem: reference,
        attribute: d.first.attribute, multiplier: 1, constant: k)
    }
    guard c.invalidReason == nil else { return nil }
    let p = priority ?? d.priority
    c.priority = LayoutPriority(min(1000, max(1, p)))
    c.identifier = d.identifier ?? d.address
    return c
  }

  static func absolute(_ a: LayoutAttribute) -> LayoutAttribute {
    switch a {
    case .leading: return .left
    case .trailing: return .right
    case .leadingMargin: return .leftMargin
    case .trailingMargin: return .rightMargin
    default: return a
    }
  }

  /// The first conflict's constraints (the broken one and the smallest set
  /// it conflicts with), as the log's descriptions; nil when all hold.
  func firstConflict() -> [ConstraintDescription]? {
    guard let report = window.report.conflicts.first else { return nil }
    var out: [ConstraintDescription] = []
    for r in [report.broken] + report.conflicting {
      guard let c = r.constraint, let d = made.first(where: { $0.0 === c })?.1 else { continue }
      if !out.contains(where: { $0.address == d.address && $0.text == d.text }) { out.append(d) }
    }
    // In the log's order.
    return made.map(\.1).filter { d in out.contains { $0.address == d.address && $0.text == d.text } }
  }
}

/// A block rebuilt for a picture: its views in a window, and the
/// constraints of the conflict, to draw in red.
public struct ConflictPicture {
  public let window: LayoutWindow
  public let highlighted: [LayoutConstraint]

  public init(block: ConflictLog.Block, conflict: [ConstraintDescription]) {
    var order = block.entries
    if let b = block.broken {
      order.removeAll { $0.address == b.address }
      order.append(b)
    }
    let system = LogSystem(order, names: ViewNames(order))
    // A readable picture: each view at least 20 × 20 where nothing says
    // otherwise, placed in a column.
    for (i, v) in system.window.subviews.enumerated() {
      for c in [
        v.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
        v.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
        v.leadingAnchor.constraint(equalTo: system.window.leadingAnchor, constant: 20),
        v.topAnchor.constraint(equalTo: system.window.topAnchor, constant: 20 + 40 * Double(i)),
      ] {
        c.priority = 1
        c.isActive = true
      }
    }
    system.window.size = LayoutSize(width: 800, height: max(200, 40 * Double(system.window.subviews.count) + 60))
    system.window.layoutIfNeeded()
    window = system.window
    highlighted = system.made.filter { m in conflict.contains { $0.address == m.1.address } }.map(\.0)
  }
}
