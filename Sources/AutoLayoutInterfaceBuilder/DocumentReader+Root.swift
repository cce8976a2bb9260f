import AutoLayout

/// One root: read what the file says about it, ask the quirk table what
/// the canvas did for that device and tools version, then build the window.
extension DocumentReader {
  /// What is collected while building one root.
  struct Build {
    var views: [String: LayoutView] = [:]
    var ids: [String] = []
    var stored: [String: LayoutRect] = [:]
    var unreliable: Set<String> = []
    /// Views Xcode flagged `misplaced="YES"` and `ambiguous="YES"`.
    var misplaced: Set<String> = []
    var ambiguous: Set<String> = []
    var guides: [String: LayoutGuide] = [:]
    /// The views whose `<viewLayoutGuide key="safeArea">` has each id: the
    /// guide is made when a constraint names it (see `item(_:_:)`).
    var safeAreas: [String: LayoutView] = [:]
    var contentGuides: [ObjectIdentifier: LayoutGuide] = [:]
    var constraintLines: [String: Int] = [:]
    var adaptiveViews: Set<String> = []
    var designShown: [LayoutView] = []
    /// (owner id, element) of every view, in tree order.
    var nodes: [(String, XMLNode)] = []
    /// The text of text-sized views, by id.
    var texts: [String: InterfaceBuilderText] = [:]
    /// The next suffix for an id seen more than once (`id~2`, …).
    var nextSuffix: [String: Int] = [:]
  }

  /// What the file says about a controller's root view.
  struct RootFacts {
    /// The saved size and top of the root's frame.
    var stored: LayoutSize
    var y: Double
    /// The controller's id ("" for a xib's view).
    var controllerID: String
    /// `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">` and
    /// the bottom bar's, when the controller has them.
    var simulatedTop: XMLNode?
    var simulatedBottom: XMLNode?
    /// `insetsLayoutMarginsFromSafeArea` (default YES).
    var marginsFromSafeArea: Bool
    /// The controller has a freeform simulated size
    /// (`<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics">`).
    var freeform = false
  }

  /// The window's safe area and margins, and how much shorter than the
  /// screen an opaque simulated bar makes it.
  struct RootInsets {
    var safeArea: LayoutInsets
    var margins: DirectionalInsets
    var heightCut: Double = 0
  }

  mutating func readRoot(_ node: XMLNode, name: String, controller: Bool, controllerNode: XMLNode? = nil) {
    guard let rect = node.child("rect", key: "frame") else { return }
    let frame = readFrame(rect)
    narrowStandaloneCell = node.name == "tableViewCell" && frame.width <= 320
    insideScrollingList = node.name == "tableViewCell" || node.name == "collectionViewCell"
    appliedQuirks = []
    let stored = LayoutSize(width: frame.width, height: frame.height)
    var size = stored
    if controller, let o = sizeOverride {
      size = o
    } else if controller, deviceOverridden, let d = device {
      size = d.size
    }
    let window = LayoutWindow(name: node["userLabel"] ?? name, size: size, scale: device?.scale ?? 2)
    window.roundsToPixels = true
    window.layoutDirection = options.layoutDirection
    let facts = RootFacts(
      stored: stored, y: frame.minY, controllerID: controllerNode?["id"] ?? "",
      simulatedTop: Self.simulated(controllerNode, "simulatedTopBarMetrics"),
      simulatedBottom: Self.simulated(controllerNode, "simulatedBottomBarMetrics"),
      marginsFromSafeArea: node["insetsLayoutMarginsFromSafeArea"] != "NO",
      freeform: controllerNode?.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil)
    if controller, let insets = controllerInsets(facts, width: size.width) {
      window.size = LayoutSize(width: size.width, height: size.height - insets.heightCut)
      window.safeAreaInsets = insets.safeArea
      window.directionalLayoutMargins = insets.margins
    } else if controller {
      window.directionalLayoutMargins = DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }
    let id = node["id"] ?? "root"
    var b = Build()
    let root = rootView(node, id: id, in: window, &b)
    b.views[id] = root
    b.ids.append(id)
    b.stored[id] = LayoutRect(x: 0, y: 0, width: stored.width, height: stored.height)
    b.nodes.append((id, node))
    addLegacyGuides(window, controllerNode?.child("layoutGuides") ?? node.child("layoutGuides"), &b)
    readChildren(of: node, parent: root, parentID: id, origin: (0, 0), &b)
    LayoutConstraint.activate(Self.nonNegativeSizes(b, root: id))
    for (owner, n) in b.nodes { readConstraints(n, owner: owner, &b) }
    var scene =
      Scene(
        id: id, name: name, window: window, root: root, views: b.views, ids: b.ids, storedFrames: b.stored,
        unreliable: b.unreliable, constraintLines: b.constraintLines,
        viewPositions: Dictionary(b.nodes.map { ($0.0, (line: $0.1.line, column: $0.1.column)) }) { a, _ in a },
        adaptiveViews: b.adaptiveViews,
        designFrames: Self.designFrames(b, root: id, window: window), designShown: b.designShown,
        quirksApplied: appliedQuirks, flaggedMisplaced: b.misplaced, flaggedAmbiguous: b.ambiguous)
    scene.texts = b.texts
    scenes.append(scene)
  }

  /// `width >= 0` and `height >= 0`, required, on every view placed by
  /// constraints: a view's size cannot be negative (Apple's Auto Layout
  /// Guide, "Anatomy of a Constraint": width and height "cannot be
  /// negative"; Xcode never saves a negative size). Activated before the
  /// file's constraints, so that where the file's required constraints
  /// force a negative size, the engine reports the conflict and breaks the
  /// file's constraint that completed it (the newest), instead of solving
  /// with a negative size that the canvas cannot show.
  static func nonNegativeSizes(_ b: Build, root id: String) -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    for vid in b.ids where vid != id {
      guard let v = b.views[vid], !v.translatesAutoresizingMaskIntoConstraints else { continue }
      let width = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 0)
      let height = v.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
      width.identifier = "IB non-negative width"
      height.identifier = "IB non-negative height"
      for c in [width, height] { c.origin = .system("a size cannot be negative") }
      out += [width, height]
    }
    return out
  }

  /// The view that stands for the root: the window itself, or for a
  /// top-level `<stackView>` (a xib whose view is a stack) a stack filling
  /// the window — a window arranges nothing, and the canvas draws a
  /// top-level view at its stored frame whatever its constraints say, so
  /// the stack follows the window's size (autoresizing) and arranges the
  /// root's subviews.
  mutating func rootView(_ node: XMLNode, id: String, in window: LayoutWindow, _ b: inout Build) -> LayoutView {
    guard node.name == "stackView" else {
      configure(window, node, id: id, &b)
      return window
    }
    let stack = makeStack(node)
    stack.name = displayName(node, id: id)
    window.addSubview(stack)
    configure(stack, node, id: id, &b)
    stack.translatesAutoresizingMaskIntoConstraints = true
    stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    stack.frame = LayoutRect(x: 0, y: 0, width: window.size.width, height: window.size.height)
    return stack
  }

  /// A controller's simulated bar metrics, unless set to none: Interface
  /// Builder writes "None" as `<nil key="simulatedTopBarMetrics"/>`, which
  /// is no bar (it was read as a translucent one).
  static func simulated(_ controller: XMLNode?, _ key: String) -> XMLNode? {
    controller?.children.first { $0["key"] == key && $0.name != "nil" }
  }

  /// Whether a quirk row covers this file (and is not turned off); records
  /// that the root being read used it.
  mutating func quirk(_ id: InterfaceBuilderQuirk.ID) -> Bool {
    guard !quirksOff.contains(id), let row = InterfaceBuilderQuirk.row(id), row.applies(toolsVersion: toolsVersion)
    else { return false }
    appliedQuirks.insert(id)
    return true
  }

  /// A full-screen controller root's safe area and margins: the device's
  /// status bar and home indicator, the bars the controller sits under,
  /// and the system's minimum margins (16, or 20 in regular width and on
  /// wide phones) inset from the safe area. Nil when the root is not laid
  /// out as a screen (saved narrower than the device: a popover, a column).
  ///
  /// What the stored frame says (full height, below opaque bars, a sheet)
  /// is read against the device the file was saved for, also when another
  /// device is asked for; the insets are the asked device's.
  mutating func controllerInsets(_ f: RootFacts, width: Double) -> RootInsets? {
    // A xib's view with a safe area on a phone with a notch gets the
    // screen's insets at any size (three repositories' freeform views).
    let fullScreen =
      device.map { abs($0.size.width - f.stored.width) < 1 || !f.controllerID.isEmpty || $0.notched } ?? false
    guard let d = device ?? Self.legacyDevice(document),
      fullScreen || sizeOverride != nil || deviceOverridden || device == nil
    else { return nil }
    // The device the stored frame was saved on (nil: a file from before devices).
    let saved = deviceOverridden ? savedDevice : device
    let shape = saved ?? Self.legacyDevice(document) ?? d
    var top = statusBar(d)
    var bottom = d.safeAreaInsets.bottom
    var cut = 0.0
    // Files from before devices say where the root sits: one saved lower
    // than the top (y 64) and reaching the canvas's bottom (600, or the
    // simulated screen's) is below opaque bars, which hold the status bar,
    // and is as tall as saved. (A root saved at y 64 but as tall as the
    // screen is not: its frame is stale, and its bars are inferred.)
    let belowBars =
      saved == nil && f.y > 0
      && (abs(f.y + f.stored.height - 600) < 1 || abs(f.y + f.stored.height - shape.size.height) < 1)
    let fullHeight = (saved == nil && !belowBars) || abs(f.stored.height - shape.size.height) < 1
    if belowBars {
      top = 0
    } else if !fullHeight && abs(shape.size.width - f.stored.width) < 1 && f.stored.height < shape.size.height {
      // Only a root saved shorter than the screen sits below bars; one saved
      // taller (a freeform size for a long scroll view) keeps the status bar.
      top = shortRootTop(shape, f, top: top, saved: saved != nil)
    }
    if !fullHeight, f.freeform, f.simulatedTop == nil, underNavigationBar.contains(f.controllerID) {
      top = navigationBarBottom(d, f, statusBar: top)
    }
    if fullHeight {
      let bars = barInsets(d, f, statusBar: top)
      (top, cut) = (bars.top, bars.cut)
      bottom += bars.bottom
    }
    if saved != nil, !fullHeight, !belowBars, endsAboveHomeIndicator(shape, f) { bottom = 0 }
    let safe = LayoutInsets(top: top, left: d.safeAreaInsets.left, bottom: bottom, right: d.safeAreaInsets.right)
    return RootInsets(safeArea: safe, margins: rootMargins(d, f, safe: safe, width: width), heightCut: cut)
  }

  /// A controller root's layout margins: the system minimum at the sides,
  /// inset from the safe area unless the root says otherwise.
  func rootMargins(_ d: InterfaceBuilderDevice, _ f: RootFacts, safe: LayoutInsets, width: Double) -> DirectionalInsets
  {
    // The 600 × 600 canvas of files before devices has regular margins.
    let side = device == nil ? (f.stored.width >= 400 ? 20 : 16) : d.sideMargin(width: width)
    if document["useSafeAreas"] != "YES" {
      // Files from before safe areas (iOS 10 and earlier): a root view's
      // top and bottom margins are 0, below the top layout guide's bar.
      return DirectionalInsets(top: 0, leading: side + safe.left, bottom: 0, trailing: side + safe.right)
    } else if f.marginsFromSafeArea {
      return DirectionalInsets(
        top: safe.top, leading: side + safe.left, bottom: safe.bottom, trailing: side + safe.right)
    }
    return DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The height of a navigation bar or toolbar. On the canvas (the file's
  /// own device) it is 44, as Xcode drew it. On another device, it is
  /// UIKit's: 44 on an iPhone in portrait, 32 in landscape (compact
  /// height; Apple HIG), 50 on an iPad from iOS 12 on, in both
  /// orientations.
  func barHeight(_ d: InterfaceBuilderDevice) -> Double {
    guard onOtherDevice else { return 44 }
    if d.isPad { return 50 }
    return d.verticalSizeClass == .compact ? 32 : 44
  }

  /// The status bar's height as the canvas drew it for the device; on a
  /// device asked for instead of the file's, the device's own (the canvas
  /// quirks describe Xcode's drawing, not UIKit).
  mutating func statusBar(_ d: InterfaceBuilderDevice) -> Double {
    onOtherDevice ? d.safeAreaInsets.top : drawnStatusBar(d)
  }

  /// The status bar the canvas drew for the device the file was saved for.
  mutating func drawnStatusBar(_ d: InterfaceBuilderDevice) -> Double {
    // The file's navigation bars say where the canvas's status bar ended.
    if let drawn = canvasStatusBar { return drawn }
    if !d.notched && !d.isPad && quirk(.noStatusBarOnClassicPhones) { return 0 }
    if !d.landscape && (d.id == "retina5_9" || d.id == "retina6_1") && quirk(.iOS15StatusBars) {
      return d.id == "retina5_9" ? 50 : 48
    }
    return d.safeAreaInsets.top
  }

  /// A controller's root saved at the screen's width but shorter, where
  /// the file does not show it reaching the screen's bottom — as a page
  /// sheet (54 points short on a phone with a notch) or a root below opaque
  /// bars (a bar marked opaque, or short by exactly where the bars above
  /// it end) do — is drawn from the top of the screen (a
  /// container's child, a simulated size). UIKit gives a view the home
  /// indicator's inset only where it overlaps that strip, so such a root
  /// has none.
  mutating func endsAboveHomeIndicator(_ shape: InterfaceBuilderDevice, _ f: RootFacts) -> Bool {
    let short = shape.size.height - f.stored.height
    guard !f.controllerID.isEmpty, short > 0.5, abs(shape.size.width - f.stored.width) < 1 else { return false }
    let pageSheet = abs(short - 54) < 1
    // Where the bars above it end: its navigation controller's stored bar,
    // else the canvas's status bar and a 44-point bar.
    let barsEnd = storedBars[f.controllerID].map { $0.y + $0.height } ?? drawnStatusBar(shape) + 44
    let belowBars = belowOpaqueBar.contains(f.controllerID) || abs(short - barsEnd) < 1
    return !pageSheet && !belowBars
  }

  /// A root saved shorter than the screen: opaque bars above it hold the
  /// status bar. On a notched phone only a page sheet (54 points short)
  /// and a controller below an opaque navigation bar are known to. A page
  /// sheet (iOS 13 on: 20 points short of an iPhone without a notch, 54 of
  /// one with a notch) under a navigation controller has a 56-point bar.
  func shortRootTop(_ d: InterfaceBuilderDevice, _ f: RootFacts, top: Double, saved: Bool) -> Double {
    let pageSheet = abs(d.size.height - f.stored.height - 54) < 1
    guard !d.notched || pageSheet || belowOpaqueBar.contains(f.controllerID) else { return top }
    let sheet = d.notched ? pageSheet : abs(f.stored.height - (d.size.height - 20)) < 1
    if saved, sheet, underNavigationBar.contains(f.controllerID), f.simulatedTop == nil {
      return 56
    }
    return 0
  }

  /// Bars over a full-height root: a navigation bar (inferred from a
  /// navigation controller, or simulated) adds 44 at the top, a tab bar 49
  /// and a toolbar 44 at the bottom. An opaque simulated navigation bar
  /// instead makes the root that much shorter.
  mutating func barInsets(_ d: InterfaceBuilderDevice, _ f: RootFacts, statusBar: Double) -> (
    top: Double, bottom: Double, cut: Double
  ) {
    var top = statusBar, cut = 0.0, bottom = 0.0
    // A prompt adds 30 points above the bar.
    let bar = barHeight(d)
    if let t = f.simulatedTop, t["translucent"] == "NO" {
      cut = statusBar + bar + (t["prompted"] == "YES" ? 30 : 0)
      top = 0
    } else if let t = f.simulatedTop {
      top += bar + (t["prompted"] == "YES" ? 30 : 0)
    } else if underNavigationBar.contains(f.controllerID) {
      top = navigationBarBottom(d, f, statusBar: statusBar)
    }
    if let b = f.simulatedBottom {
      bottom += b.name == "simulatedTabBarMetrics" ? 49 : bar
    } else if aboveTabBar.contains(f.controllerID) {
      bottom += 49
    }
    return (top, bottom, cut)
  }

  /// Where the navigation bar over a controller a navigation controller
  /// shows ends: on the canvas, where that navigation controller's stored
  /// bar ends (Xcode 26 draws 54-point bars, for one); else the status bar
  /// and the bar's height (a large-title bar's as stored).
  func navigationBarBottom(_ d: InterfaceBuilderDevice, _ f: RootFacts, statusBar: Double) -> Double {
    let largeTitle = largeTitleBars[f.controllerID]
    if !onOtherDevice, let stored = storedBars[f.controllerID] {
      return stored.bottom(largeTitle: largeTitle, standard: barHeight(d))
    }
    return statusBar + (largeTitle ?? barHeight(d))
  }

  /// Legacy top and bottom layout guides, as tall as the top and bottom
  /// insets.
  func addLegacyGuides(_ window: LayoutWindow, _ guides: XMLNode?, _ b: inout Build) {
    for g in guides?.children("viewControllerLayoutGuide") ?? [] {
      guard let gid = g["id"] else { continue }
      let bottom = g["type"] == "bottom"
      let guide = LayoutGuide(name: bottom ? "bottomLayoutGuide" : "topLayoutGuide")
      window.addLayoutGuide(guide)
      let inset = bottom ? window.safeAreaInsets.bottom : window.safeAreaInsets.top
      LayoutConstraint.activate([
        bottom
          ? guide.bottomAnchor.constraint(equalTo: window.bottomAnchor)
          : guide.topAnchor.constraint(
            equalTo: window.topAnchor),
        guide.heightAnchor.constraint(equalToConstant: inset),
        guide.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        guide.widthAnchor.constraint(equalTo: window.widthAnchor),
      ])
      b.guides[gid] = guide
    }
  }
}
