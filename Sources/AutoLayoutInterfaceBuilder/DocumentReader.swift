import AutoLayout
import Foundation

/// Turns the XML tree into windows, views and constraints.
struct DocumentReader {
  typealias Scene = InterfaceBuilderDocument.Scene
  let document: XMLNode
  var device: InterfaceBuilderDevice?
  let sizeOverride: LayoutSize?
  let deviceOverridden: Bool
  let measure: ((InterfaceBuilderDocument.ViewInfo) -> IntrinsicSize?)?
  var scenes: [Scene] = []
  var warnings: [InterfaceBuilderWarning] = []
  let toolsVersion: Int
  /// Whether the root being read is a xib's table cell of the narrowest
  /// phone's width (320) or less, outside any table.
  var narrowStandaloneCell = false
  /// Whether the cells being read belong to a table placed inside a view
  /// (not a table view controller's own table, nor a xib's lone cell).
  var cellsInTableInsideView = false

  init(
    document: XMLNode, device: InterfaceBuilderDevice?, size: LayoutSize?,
    measure: ((InterfaceBuilderDocument.ViewInfo) -> IntrinsicSize?)?
  ) {
    self.document = document
    sizeOverride = size
    deviceOverridden = device != nil
    self.measure = measure
    toolsVersion = Int(document["toolsVersion"]?.split(separator: ".").first ?? "") ?? 0
    if let device {
      self.device = device
    } else if let d = document.child("device"), let id = d["id"] {
      self.device = InterfaceBuilderDevice.named(id, landscape: d["orientation"] == "landscape")
    }
  }

  mutating func warn(_ node: XMLNode, _ message: String) {
    warnings.append(InterfaceBuilderWarning(line: node.line, column: node.column, element: node.name, message: message))
  }

  /// Elements that are views (they have a frame) but never roots' children
  /// we lay out: bar items and navigation items belong to bars.
  static let notViews: Set<String> = ["navigationItem", "barButtonItem", "tabBarItem", "toolbarItems"]
  /// Views whose size comes from their content.
  static let contentSized: Set<String> = [
    "label", "button", "imageView", "textField", "switch", "slider", "segmentedControl", "activityIndicatorView",
    "pageControl", "stepper", "progressView", "datePicker", "navigationBar", "toolbar", "tabBar", "searchBar",
    "pickerView",
  ]
  static let scrolling: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
  static let alignmentInsets: [String: LayoutInsets] = [
    "switch": LayoutInsets(right: 2), "slider": LayoutInsets(top: 1, left: 2, bottom: 1, right: 2),
  ]

  /// Controllers shown under a navigation bar or above a tab bar, by id
  /// (a navigation controller's root and what it shows; a tab bar
  /// controller's tabs).
  var underNavigationBar: Set<String> = []
  /// Of those, the ones only a navigation item puts there (Xcode 16 on).
  var navigationItemOnly: Set<String> = []
  var aboveTabBar: Set<String> = []
  /// Of those under a navigation bar, the ones under a large-title bar,
  /// with its height.
  var largeTitleBars: [String: Double] = [:]

  mutating func findBars(_ scenes: XMLNode) {
    var controllers: [String: XMLNode] = [:]
    for scene in scenes.children("scene") {
      for o in scene.child("objects")?.children ?? [] { if let id = o["id"] { controllers[id] = o } }
    }
    func segues(_ c: XMLNode) -> [XMLNode] {
      var out: [XMLNode] = []
      c.descendants { if $0.name == "segue" { out.append($0) } }
      return out
    }
    var queue: [String] = []
    // Xcode 16 and later (tools version 24000 on) also draw a navigation
    // bar over a controller that has a navigation item, even when the
    // segue to it lives in another storyboard; earlier versions do not.
    for (id, c) in controllers.sorted(by: { $0.key < $1.key })
    where toolsVersion >= 24000 && c.child("navigationItem", key: "navigationItem") != nil {
      queue.append(id)
      navigationItemOnly.insert(id)
    }
    // A navigation bar with large titles is as tall as the file draws it
    // (96 points under a status bar), for the controllers it shows that do
    // not turn large titles off.
    var largeBar: [String: Double] = [:]
    for (_, c) in controllers.sorted(by: { $0.key < $1.key }) where c.name == "navigationController" {
      let bar = c.child("navigationBar", key: "navigationBar")
      let large = bar?["largeTitles"] == "YES" ? bar?.child("rect", key: "frame")?.double("height") : nil
      for s in segues(c) where s["relationship"] == "rootViewController" {
        guard let d = s["destination"] else { continue }
        queue.append(d)
        if let large { largeBar[d] = large }
      }
    }
    while let id = queue.popLast() {
      guard !underNavigationBar.contains(id), let c = controllers[id], c.name != "navigationController" else {
        continue
      }
      underNavigationBar.insert(id)
      let large = largeBar[id]
      if let large, c.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] != "never" {
        largeTitleBars[id] = large
      }
      for s in segues(c) where ["show", "push", "showDetail"].contains(s["kind"] ?? "") {
        guard let d = s["destination"] else { continue }
        queue.append(d)
        if let large, largeBar[d] == nil { largeBar[d] = large }
      }
    }
    for (_, c) in controllers.sorted(by: { $0.key < $1.key }) where c.name == "tabBarController" {
      for s in segues(c) where s["relationship"] == "viewControllers" {
        guard let d = s["destination"], let target = controllers[d] else { continue }
        aboveTabBar.insert(d)
        if target.name == "navigationController" {
          for r in segues(target) where r["relationship"] == "rootViewController" {
            if let root = r["destination"] { aboveTabBar.insert(root) }
          }
        }
      }
    }
  }

  mutating func read() {
    if let scenesNode = document.child("scenes") { findBars(scenesNode) }
    if let scenesNode = document.child("scenes") {
      for scene in scenesNode.children("scene") {
        guard let objects = scene.child("objects") else { continue }
        for object in objects.children where object.name != "placeholder" {
          if let rootNode = object.children.first(where: {
            $0["key"] == "view" && $0.child("rect", key: "frame") != nil
          }) {
            let name = object["userLabel"] ?? object["customClass"] ?? object["title"] ?? object.name
            readRoot(rootNode, name: name, controller: true, controllerNode: object)
          } else if object.child("rect", key: "frame") != nil, !Self.notViews.contains(object.name) {
            readRoot(object, name: object["userLabel"] ?? object["customClass"] ?? object.name, controller: false)
          }
        }
      }
    } else if let objects = document.child("objects") {
      for object in objects.children where object.name != "placeholder" {
        guard let rect = object.child("rect", key: "frame"), !Self.notViews.contains(object.name) else { continue }
        // A top-level view the size of the screen with a safe area is a
        // view controller's view (File's Owner's).
        let screenSized = device.map { abs($0.size.width - (rect.double("width") ?? 0)) < 1 } ?? false
        let controllerView = screenSized && object.child("viewLayoutGuide", key: "safeArea") != nil
        readRoot(object, name: object["userLabel"] ?? object["customClass"] ?? object.name, controller: controllerView)
      }
    }
  }

  // MARK: One root

  /// What is collected while building one root.
  struct Build {
    var views: [String: LayoutView] = [:]
    var ids: [String] = []
    var stored: [String: LayoutRect] = [:]
    var unreliable: Set<String> = []
    var guides: [String: LayoutGuide] = [:]
    var contentGuides: [ObjectIdentifier: LayoutGuide] = [:]
    var constraintLines: [String: Int] = [:]
    var adaptiveViews: Set<String> = []
    var excludedSubviews: Set<String> = []
    var designShown: [LayoutView] = []
    /// (owner id, element) of every view, in tree order.
    var nodes: [(String, XMLNode)] = []
  }

  mutating func readRoot(_ node: XMLNode, name: String, controller: Bool, controllerNode: XMLNode? = nil) {
    guard let rect = node.child("rect", key: "frame") else { return }
    narrowStandaloneCell = node.name == "tableViewCell" && (rect.double("width") ?? 0) <= 320
    let stored = LayoutSize(width: rect.double("width") ?? 0, height: rect.double("height") ?? 0)
    var size = stored
    let fullScreen = controller && device.map { abs($0.size.width - stored.width) < 1 } ?? false
    if controller, let o = sizeOverride {
      size = o
    } else if controller, deviceOverridden, let d = device {
      size = d.size
    }
    let window = LayoutWindow(name: node["userLabel"] ?? name, size: size, scale: device?.scale ?? 2)
    window.roundsToPixels = true
    let id = node["id"] ?? "root"
    var b = Build()
    // A controller's root view: the screen's safe area and the system's
    // minimum margins, inset from the safe area.
    if controller, let d = device ?? (fullScreen ? nil : nil) ?? Self.legacyDevice(document),
      fullScreen || sizeOverride != nil || deviceOverridden || device == nil
    {
      let insets = d.safeAreaInsets
      // Interface Builder shows iPhones without a notch with no status-bar
      // inset from tools version 14800 to 22999 (the corpus: 20 points at
      // 14490 and from 23094 on, none at 14810 … 22505).
      var top = !d.notched && !d.isPad && (14800..<23000).contains(toolsVersion) ? 0 : insets.top
      // Xcode 13 and later use iOS 15's status bars on notched phones.
      if toolsVersion >= 21000 && !d.landscape {
        if d.id == "retina5_9" { top = 50 }
        if d.id == "retina6_1" { top = 48 }
      }
      var bottom = insets.bottom
      // Bars: a navigation bar (inferred from a navigation controller, or
      // simulated) adds 44, a tab bar 49, a toolbar 44 — unless the root
      // was saved shorter than the screen, under opaque bars.
      let cid = controllerNode?["id"] ?? ""
      let metrics = controllerNode?.children ?? []
      let simulatedTop = metrics.first { $0["key"] == "simulatedTopBarMetrics" }
      let simulatedBottom = metrics.first { $0["key"] == "simulatedBottomBarMetrics" }
      // Files from before devices say where the root sits: one saved lower
      // than the top (y 64) and reaching the canvas's bottom (600, or the
      // simulated screen's) is below opaque bars, which hold the status
      // bar, and is as tall as saved. (A root saved at y 64 but as tall as
      // the screen is not: its frame is stale, and its bars are inferred.)
      let y = rect.double("y") ?? 0
      let belowBars =
        device == nil && y > 0
        && (abs(y + stored.height - 600) < 1 || abs(y + stored.height - d.size.height) < 1)
      let fullHeight = (device == nil && !belowBars) || abs(stored.height - d.size.height) < 1
      if belowBars {
        top = 0
      } else if !fullHeight && (!d.notched || abs(d.size.height - stored.height - 54) < 1) {
        // Saved shorter than the screen: opaque bars above it hold the
        // status bar. On a notched phone only a page sheet (54 points
        // short) is known to: the sheet starts below the status bar.
        top = 0
        // A page sheet (iOS 13 on: 20 points short of an iPhone without
        // a notch) under a navigation controller has a 56-point bar.
        if device != nil, abs(stored.height - (d.size.height - 20)) < 1, underNavigationBar.contains(cid),
          simulatedTop == nil
        {
          top = 56
        }
      }
      if fullHeight {
        if let t = simulatedTop, t["translucent"] == "NO" {
          // An opaque bar: the view starts below it and is that much shorter.
          let bar = top + (t["prompted"] == "YES" ? 74 : 44)
          window.size = LayoutSize(width: size.width, height: size.height - bar)
          top = 0
        } else if let t = simulatedTop {
          top += t["prompted"] == "YES" ? 74 : 44
        } else if underNavigationBar.contains(cid) {
          // Xcode 13 and later draw a notched iPhone's navigation bar as
          // tall as its status bar (the iPhone 11's 48 + 48).
          top += largeTitleBars[cid] ?? (toolsVersion >= 21000 && d.id == "retina6_1" ? 48 : 44)
          // Observed in the corpus's one Xcode 16 file for a notched phone
          // (all five of its scenes): a controller put under a navigation
          // bar by its navigation item alone also loses another 34 points
          // at the bottom. Its Xcode 26 file (tools version 32700) does not.
          if navigationItemOnly.contains(cid) && (24000..<32000).contains(toolsVersion) && d.notched
            && !d.landscape && simulatedBottom == nil
          {
            bottom += 34
          }
        }
        if let b = simulatedBottom {
          bottom += b.name == "simulatedTabBarMetrics" ? 49 : 44
        } else if aboveTabBar.contains(cid) {
          bottom += 49
        }
      }
      window.safeAreaInsets = LayoutInsets(top: top, left: insets.left, bottom: bottom, right: insets.right)
      // The 600 × 600 canvas of files before devices has regular margins.
      let side = device == nil && size.width >= 600 ? 20 : d.rootSideMargin
      if document["useSafeAreas"] != "YES" {
        // Files from before safe areas (iOS 10 and earlier): a root view's
        // top and bottom margins are 0, below the top layout guide's bar.
        window.directionalLayoutMargins = DirectionalInsets(
          top: 0, leading: side + insets.left, bottom: 0, trailing: side + insets.right)
      } else if node["insetsLayoutMarginsFromSafeArea"] != "NO" {
        window.directionalLayoutMargins = DirectionalInsets(
          top: top, leading: side + insets.left, bottom: bottom, trailing: side + insets.right)
      } else {
        window.directionalLayoutMargins = DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
      }
    } else if controller {
      window.directionalLayoutMargins = DirectionalInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }
    configure(window, node, id: id, &b)
    b.views[id] = window
    b.ids.append(id)
    b.stored[id] = LayoutRect(x: 0, y: 0, width: stored.width, height: stored.height)
    b.nodes.append((id, node))
    // Legacy top and bottom layout guides.
    if let guides = controllerNode?.child("layoutGuides") ?? node.child("layoutGuides") {
      for g in guides.children("viewControllerLayoutGuide") {
        guard let gid = g["id"] else { continue }
        let guide = LayoutGuide(name: g["type"] == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide")
        window.addLayoutGuide(guide)
        let inset = g["type"] == "bottom" ? window.safeAreaInsets.bottom : window.safeAreaInsets.top
        let cs =
          g["type"] == "bottom"
          ? [
            guide.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: inset),
          ]
          : [
            guide.topAnchor.constraint(equalTo: window.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: inset),
          ]
        let side = [
          guide.leadingAnchor.constraint(equalTo: window.leadingAnchor),
          guide.widthAnchor.constraint(equalTo: window.widthAnchor),
        ]
        LayoutConstraint.activate(cs + side)
        b.guides[gid] = guide
      }
    }
    readChildren(of: node, parent: window, parentID: id, origin: (0, 0), &b)
    for (owner, n) in b.nodes { readConstraints(n, owner: owner, &b) }
    scenes.append(
      Scene(
        id: id, name: name, window: window, root: window, views: b.views, ids: b.ids, storedFrames: b.stored,
        unreliable: b.unreliable, constraintLines: b.constraintLines,
        viewPositions: Dictionary(b.nodes.map { ($0.0, (line: $0.1.line, column: $0.1.column)) }) { a, _ in a },
        adaptiveViews: b.adaptiveViews,
        designFrames: Self.designFrames(b, root: id, window: window), designShown: b.designShown))
  }

  /// Interface Builder's design-time extras (see `Scene.layout()`) for
  /// every view placed by constraints: sizes kept from going negative
  /// (999), then the view held at its stored frame (1).
  static func designFrames(_ b: Build, root id: String, window: LayoutWindow) -> [LayoutConstraint] {
    var stays: [LayoutConstraint] = []
    for vid in b.ids where vid != id {
      guard let v = b.views[vid], !v.translatesAutoresizingMaskIntoConstraints, let f = b.stored[vid] else { continue }
      let positive = [
        v.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
        v.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
      ]
      let a = v.alignmentRect(forFrame: f)
      let stored = [
        v.leftAnchor.constraint(equalTo: window.leftAnchor, constant: a.minX),
        v.topAnchor.constraint(equalTo: window.topAnchor, constant: a.minY),
        v.widthAnchor.constraint(equalToConstant: a.width),
        v.heightAnchor.constraint(equalToConstant: a.height),
      ]
      for c in positive { c.priority = LayoutPriority(999) }
      for c in stored { c.priority = LayoutPriority(1) }
      stays += positive + stored
    }
    for c in stays { c.identifier = "IB design frame" }
    return stays
  }

  /// The children that are views: `<subviews>`, keyed content and header
  /// views, cells of tables and collections.
  func childViews(_ node: XMLNode) -> [XMLNode] {
    var out: [XMLNode] = []
    for c in node.children {
      switch c.name {
      case "subviews":
        out += c.children.filter { $0.child("rect", key: "frame") != nil }
      case "prototypes", "cells":
        out += c.children.filter { $0.child("rect", key: "frame") != nil }
      case "sections":
        for section in c.children("tableViewSection") {
          for cells in section.children("cells") {
            out += cells.children.filter { $0.child("rect", key: "frame") != nil }
          }
          for key in ["headerView", "footerView"] {
            if let v = section.children.first(where: { $0["key"] == key && $0.child("rect", key: "frame") != nil }) {
              out.append(v)
            }
          }
        }
      default:
        if let key = c["key"],
          ["contentView", "tableHeaderView", "tableFooterView", "sectionHeaderView", "backgroundView"].contains(key),
          c.child("rect", key: "frame") != nil
        {
          out.append(c)
        }
      }
    }
    return out
  }

  mutating func readChildren(
    of node: XMLNode, parent: LayoutView, parentID: String, origin: (Double, Double), _ b: inout Build
  ) {
    let subviewVariations = variationMasks(node, "subviews")
    // Scoped to this table's children: a table nested in a cell does not
    // change what the outer table's later cells see.
    let outerTable = cellsInTableInsideView
    defer { cellsInTableInsideView = outerTable }
    if node.name == "tableView" { cellsInTableInsideView = node["key"] != "view" }
    for child in childViews(node) {
      let id = child["id"] ?? "\(parentID).\(child["key"] ?? child.name)"
      if let excluded = subviewVariations, excluded.contains(id) { continue }
      guard let rect = child.child("rect", key: "frame") else { continue }
      let frame = LayoutRect(
        x: rect.double("x") ?? 0, y: rect.double("y") ?? 0, width: rect.double("width") ?? 0,
        height: rect.double("height") ?? 0)
      let view: LayoutView
      if child.name == "stackView" {
        view = makeStack(child)
      } else {
        view = LayoutView(name: displayName(child, id: id), frame: frame)
      }
      view.name = displayName(child, id: id)
      configure(view, child, id: id, &b)
      if let stack = parent as? LayoutStackView {
        if child.name == "activityIndicatorView" && view.isHidden { b.designShown.append(view) }
        // A hidden arranged view collapses in the saved layout even when its
        // content resists at 1000: its stack's hiding wins.
        if view.isHidden {
          for axis in [LayoutAxis.horizontal, .vertical] {
            if view.contentCompressionResistancePriority(for: axis) == .required {
              view.setContentCompressionResistancePriority(999, for: axis)
            }
            if view.contentHuggingPriority(for: axis) == .required { view.setContentHuggingPriority(999, for: axis) }
          }
        }
        stack.addArrangedSubview(view)
      } else {
        parent.addSubview(view)
      }
      // Frames: views placed by frame keep theirs; the stored frame is the
      // starting point either way.
      view.frame = frame
      let rootFrame = LayoutRect(
        x: origin.0 + frame.minX, y: origin.1 + frame.minY, width: frame.width, height: frame.height)
      b.views[id] = view
      b.ids.append(id)
      b.stored[id] = rootFrame
      b.nodes.append((id, child))
      if child["misplaced"] == "YES" || child["ambiguous"] == "YES" || child["hidden"] == "YES"
        || b.unreliable.contains(parentID)
      {
        b.unreliable.insert(id)
      }
      if Self.scrolling.contains(child.name) { makeContentGuide(view, child, &b) }
      readChildren(of: child, parent: view, parentID: id, origin: (rootFrame.minX, rootFrame.minY), &b)
    }
  }

  /// Files from before `<device>`: a simulated screen, or the iPhone 8's.
  static func legacyDevice(_ document: XMLNode) -> InterfaceBuilderDevice? {
    var type: String?
    document.descendants { n in
      if n.name == "simulatedScreenMetrics", type == nil { type = n["type"] }
    }
    switch type {
    case "retina4", "retina4_0": return InterfaceBuilderDevice.named("retina4_0")
    case "retina55": return InterfaceBuilderDevice.named("retina5_5")
    default: return InterfaceBuilderDevice.named("retina4_7")
    }
  }

  func displayName(_ node: XMLNode, id: String) -> String {
    if let label = node["userLabel"] { return label }
    if let a = node.child("accessibility"), let identifier = a["identifier"] { return identifier }
    if let text = node["text"], !text.isEmpty { return "\(node.name) '\(text.prefix(24))'" }
    if let state = node.child("state", key: "normal"), let title = state["title"], !title.isEmpty {
      return "\(node.name) '\(title.prefix(24))'"
    }
    return "\(node["customClass"] ?? node.name)#\(id)"
  }
}
