/// Private and system views, guides and constraints known by name: what
/// each is and who owns it. The table is data; ``SystemParts/lookup(_:)``
/// and ``SystemParts/parts(in:)`` read it.
public struct SystemPart: Sendable, Equatable {
  /// How a log names the part.
  public enum Match: Sendable, Equatable {
    /// A view or guide class, exactly.
    case viewClass(String)
    /// A view or guide class starting with this.
    case viewClassPrefix(String)
    /// A view printed with this text (`UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`).
    case viewText(String)
    /// A constraint identifier starting with this.
    case identifierPrefix(String)
    /// A constraint class, exactly.
    case constraintClass(String)
  }

  /// What it matches.
  public var match: Match
  /// The name shown (`UIInputSetHostView`, `UISV-*`).
  public var name: String
  /// What it is, in words.
  public var what: String
  /// Who makes and owns it.
  public var owner: String
  /// Whether the app can change it or constrain it (an autoresizing mask
  /// is the app's setting, a cell's content view takes the app's
  /// constraints; a keyboard's height and its host views are not the app's).
  public var appCanChange: Bool
}

/// The table of known system parts.
public enum SystemParts {
  static func part(_ m: SystemPart.Match, _ name: String, _ what: String, _ owner: String, app: Bool = false)
    -> SystemPart
  {
    SystemPart(match: m, name: name, what: what, owner: owner, appCanChange: app)
  }

  /// The owner of an alert's or action sheet's private views; the
  /// explainer's popover rule looks for it.
  public static let alertOwner = "UIKit (UIAlertController)"

  /// Every known part, most specific first.
  public static let table: [SystemPart] = [
    part(
      .identifierPrefix("UIView-Encapsulated-Layout-"), "UIView-Encapsulated-Layout-*",
      "the size a container imposes on a view it manages: a table or collection view on its cell, a navigation or tab bar controller or the window on a view controller's root view, the keyboard on an input view",
      "the container (UIKit)"),
    part(
      .identifierPrefix("_UITemporaryLayout"), "_UITemporaryLayoutWidth/Height",
      "a size UIKit sets for a moment while it measures a view (systemLayoutSizeFitting, self-sizing cells, the first layout of a cell before it has its real width)",
      "UIKit"),
    part(
      .identifierPrefix("UIKBAutolayoutHeightConstraint"), "UIKBAutolayoutHeightConstraint",
      "the keyboard's own height, set by the system for the current keyboard", "the system keyboard"),
    part(
      .identifierPrefix("_UIKBAutolayoutHeightConstraint"), "_UIKBAutolayoutHeightConstraint",
      "the keyboard's own height, set by the system for the current keyboard", "the system keyboard"),
    part(
      .identifierPrefix("UIInputWindowController-"), "UIInputWindowController-*",
      "where UIKit places the keyboard and input-accessory views in the keyboard's window", "UIKit (keyboard)"),
    part(
      .identifierPrefix("UISV-"), "UISV-*",
      "made by a UIStackView to arrange its views: spacing (UISV-spacing), collapsing a hidden view (UISV-hiding), pinning to its edges (UISV-canvas-connection), alignment (UISV-alignment) and fill (UISV-fill-*)",
      "the stack view (UIKit); change the stack's properties or the arranged view's own constraints"),
    part(
      .identifierPrefix("UIView-"), "UIView-*-guide-constraint",
      "made by UIKit for a view's layout margins or safe area", "UIKit"),
    part(
      .identifierPrefix("NSView-"), "NSView-*", "made by AppKit for a view's margins or safe area", "AppKit"),
    part(
      .constraintClass("NSAutoresizingMaskLayoutConstraint"), "NSAutoresizingMaskLayoutConstraint",
      "a view's frame and autoresizing mask turned into constraints because its translatesAutoresizingMaskIntoConstraints is true",
      "the view whose mask it is (the app's setting)", app: true),
    part(
      .constraintClass("NSIBPrototypingLayoutConstraint"), "NSIBPrototypingLayoutConstraint",
      "added by Interface Builder at build time to hold a view the storyboard gave no constraints at its fixed frame",
      "Interface Builder (fix it in the storyboard)", app: true),
    part(
      .constraintClass("_UILayoutSupportConstraint"), "_UILayoutSupportConstraint",
      "the length of a view controller's top or bottom layout guide (before iOS 11)", "UIKit"),
    part(
      .constraintClass("_UIScrollViewAutomaticContentSizeConstraint"), "_UIScrollViewAutomaticContentSizeConstraint",
      "a scroll view's content size derived from its contents", "UIKit"),
    part(
      .viewText("UIViewSafeAreaLayoutGuide"), "UILayoutGuide 'UIViewSafeAreaLayoutGuide'",
      "a view's safe-area layout guide, sized by UIKit from the safe-area insets (status bar, notch, home indicator, bars)",
      "UIKit"),
    part(
      .viewText("UIViewLayoutMarginsGuide"), "UILayoutGuide 'UIViewLayoutMarginsGuide'",
      "a view's layout-margins guide, sized by UIKit from its layout margins", "UIKit"),
    part(
      .viewClass("_UILayoutGuide"), "_UILayoutGuide",
      "a view controller's top or bottom layout guide (before iOS 11)", "UIKit", app: true),
    part(
      .viewClassPrefix("UIInputSet"), "UIInputSetHostView / UIInputSetContainerView",
      "the views UIKit hosts the keyboard and the app's input and input-accessory views in", "UIKit (keyboard)"),
    part(
      .viewClass("UITextEffectsWindow"), "UITextEffectsWindow", "the window UIKit shows the keyboard in",
      "UIKit (keyboard)"),
    part(
      .viewClass("UIRemoteKeyboardWindow"), "UIRemoteKeyboardWindow", "the window that shows the system keyboard",
      "UIKit (keyboard)"),
    part(
      .viewClassPrefix("_UIKB"), "_UIKB*", "a private part of the system keyboard", "the system keyboard"),
    part(
      .viewClassPrefix("TUISystemInputAssistant"), "TUISystemInputAssistantView",
      "the shortcut bar above the keyboard (undo, paste, predictions)", "the system keyboard"),
    part(
      .viewClassPrefix("SystemInputAssistant"), "SystemInputAssistantView",
      "the shortcut bar above the keyboard (undo, paste, predictions)", "the system keyboard"),
    part(
      .viewClass("_UIButtonBarStackView"), "_UIButtonBarStackView",
      "the stack of bar buttons in a toolbar or the keyboard's shortcut bar", "UIKit"),
    part(
      .viewClass("UITableViewCellContentView"), "UITableViewCellContentView",
      "a table cell's content view: UIKit sizes it to the cell, the app's views go inside it",
      "UIKit (the cell's size comes from the table)", app: true),
    part(
      .viewClass("_UITableViewHeaderFooterContentView"), "_UITableViewHeaderFooterContentView",
      "a table header or footer's content view: UIKit sizes it, the app's views go inside it", "UIKit", app: true),
    part(
      .viewClass("_UIAlertControllerView"), "_UIAlertControllerView",
      "the view of a UIAlertController (an alert or action sheet); shown as a popover on iPad and in regular width, UIKit ties its size to the popover's",
      alertOwner),
    part(
      .viewClass("_UIAlertControllerInterfaceActionGroupView"), "_UIAlertControllerInterfaceActionGroupView",
      "the group of an alert's or action sheet's buttons", alertOwner),
    part(
      .viewClass("_UIAlertControllerActionView"), "_UIAlertControllerActionView",
      "one button (action) of an alert or action sheet", alertOwner),
    part(
      .viewClassPrefix("_UIAlertControlleriOSActionSheetCancel"), "_UIAlertControlleriOSActionSheetCancel*",
      "the separate Cancel button of an action sheet", alertOwner),
    part(
      .viewClassPrefix("_UIInterfaceAction"), "_UIInterfaceAction*",
      "a part of the list of actions an alert or action sheet shows", alertOwner),
    part(
      .viewClassPrefix("_UIAlertController"), "_UIAlertController*",
      "a private part of an alert or action sheet", alertOwner),
    part(
      .viewClassPrefix("_UILayoutSpacer"), "_UILayoutSpacer",
      "a spacer guide a UIStackView adds for alignment", "the stack view (UIKit)"),
    part(
      .viewClassPrefix("_UIOLAGapGuide"), "_UIOLAGapGuide",
      "a gap guide a UIStackView adds for equal spacing", "the stack view (UIKit)"),
    part(
      .viewClass("_NSTitlebarView"), "_NSTitlebarView", "a window's title bar, placed by AppKit", "AppKit"),
    part(
      .viewClassPrefix("NSTitlebar"), "NSTitlebar*", "a part of a window's title bar, placed by AppKit", "AppKit"),
    part(
      .viewClass("NSThemeFrame"), "NSThemeFrame",
      "the window's frame view, the superview of its content view, sized by AppKit to the window", "AppKit"),
    part(
      .viewClassPrefix("_NS"), "_NS*", "a private AppKit view", "AppKit"),
    part(
      .viewClassPrefix("_UI"), "_UI*", "a private UIKit view", "UIKit"),
  ]

  /// The first entry of the table a constraint or one of its views
  /// matches, with the parts of the constraint it matched on.
  public static func lookup(_ d: ConstraintDescription) -> [SystemPart] {
    var out: [SystemPart] = []
    func add(_ p: SystemPart?) {
      if let p, !out.contains(p) { out.append(p) }
    }
    add(
      table.first { p in
        switch p.match {
        case .identifierPrefix(let s): return (d.identifier ?? "").hasPrefix(s)
        case .constraintClass(let s): return d.className == s
        default: return false
        }
      })
    for item in [d.first.item] + (d.second.map { [$0.item] } ?? []) { add(view(item)) }
    return out
  }

  /// The entry a view or guide matches, if any.
  public static func view(_ item: ConstraintDescription.Item) -> SystemPart? {
    guard let cls = item.className else { return nil }
    let short = ViewNames.shortClass(cls)
    return table.first { p in
      switch p.match {
      case .viewClass(let s): return short == s
      case .viewClassPrefix(let s): return short.hasPrefix(s)
      case .viewText(let s): return item.text == s
      default: return false
      }
    }
  }

  /// Whether the app owns the view (it is not a known system view).
  static func appOwns(_ item: ConstraintDescription.Item) -> Bool {
    guard let p = view(item) else { return !item.isPlaceholder }
    return p.appCanChange
  }

  /// The known parts in a set of constraints, each once, in order.
  public static func parts(in set: [ConstraintDescription]) -> [SystemPart] {
    var out: [SystemPart] = []
    for d in set {
      for p in lookup(d) where !out.contains(p) { out.append(p) }
    }
    return out
  }
}
