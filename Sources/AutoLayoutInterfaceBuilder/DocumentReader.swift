import AutoLayout
import Foundation

/// Turns the XML tree into windows, views and constraints.
struct DocumentReader {
  typealias Scene = InterfaceBuilderDocument.Scene
  let document: XMLNode
  var device: InterfaceBuilderDevice?
  let sizeOverride: LayoutSize?
  let deviceOverridden: Bool
  /// The device the file was saved for (its `<device>`), which says what
  /// shape its stored root frames have even when `device` overrides it.
  let savedDevice: InterfaceBuilderDevice?
  /// Whether the roots are laid out for a device other than the file's
  /// own (its id or orientation differ): then bars and status bars are
  /// UIKit's on that device, not the canvas's.
  var onOtherDevice: Bool {
    guard deviceOverridden, let device else { return false }
    return device.id != savedDevice?.id || device.landscape != savedDevice?.landscape
  }
  let measure: ((InterfaceBuilderDocument.ViewInfo) -> IntrinsicSize?)?
  /// Text sizing, content size category, layout direction.
  let options: InterfaceBuilderOptions
  var scenes: [Scene] = []
  var warnings: [InterfaceBuilderWarning] = []
  let toolsVersion: Int
  /// Whether the root being read is a xib's table cell of the narrowest
  /// phone's width (320) or less, outside any table.
  var narrowStandaloneCell = false
  /// Whether the cells being read belong to a table placed inside a view
  /// (not a table view controller's own table, nor a xib's lone cell).
  var cellsInTableInsideView = false
  /// Whether the cell being read shows an accessory (a disclosure
  /// indicator, a checkmark, a detail button): its content view stops
  /// where the accessory starts.
  var cellShowsAccessory = false
  /// Whether the views being read are inside a table or collection view
  /// (or a xib's cell): their content insets keep cells clear of the
  /// unsafe area, so their margins never take in the safe area.
  var insideScrollingList = false
  /// Quirk rows turned off (leave-one-out measurements), and the rows the
  /// root being read used.
  let quirksOff: Set<InterfaceBuilderQuirk.ID>
  var appliedQuirks: Set<InterfaceBuilderQuirk.ID> = []

  init(
    document: XMLNode, device: InterfaceBuilderDevice?, size: LayoutSize?,
    options: InterfaceBuilderOptions = InterfaceBuilderOptions(),
    measure: ((InterfaceBuilderDocument.ViewInfo) -> IntrinsicSize?)?
  ) {
    self.document = document
    self.options = options
    self.quirksOff = options.quirksOff
    sizeOverride = size
    deviceOverridden = device != nil
    self.measure = measure
    toolsVersion = Self.toolsVersion(of: document)
    if let d = document.child("device"), let id = d["id"] {
      savedDevice = InterfaceBuilderDevice.named(id, landscape: d["orientation"] == "landscape")
    } else {
      savedDevice = nil
    }
    self.device = device ?? savedDevice
  }

  /// The Xcode release that saved the document, as a tools version:
  /// `toolsVersion`'s whole part, unless it lies more than 1,000 above the
  /// Cocoa Touch plug-in's version the file lists among its dependencies.
  /// Then it is a placeholder (Xcode 15 wrote `32700.99.1234`, with plug-in
  /// versions 22684 and 22685), and the plug-in's version stands for it.
  static func toolsVersion(of document: XMLNode) -> Int {
    let tools = Int(document["toolsVersion"]?.split(separator: ".").first ?? "") ?? 0
    let plugIn = document.child("dependencies")?.children("plugIn")
      .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
    guard let version = plugIn?["version"]?.split(separator: ".").first, let p = Int(version), p > 0, tools > p + 1000
    else { return tools }
    return p
  }

  mutating func warn(_ node: XMLNode, _ code: InterfaceBuilderWarning.Code, _ message: String) {
    warnings.append(
      InterfaceBuilderWarning(line: node.line, column: node.column, element: node.name, message: message, code: code))
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
  /// A symbol image's alignment insets as the canvas draws them: its
  /// frame is half a point inside the alignment rectangle at the top and
  /// the bottom.
  static let symbolImageInsets = LayoutInsets(top: -0.5, left: 0, bottom: -0.5, right: 0)

  /// Controllers shown under a navigation bar or above a tab bar, by id
  /// (a navigation controller's root and what it shows; a tab bar
  /// controller's tabs).
  var underNavigationBar: Set<String> = []
  var aboveTabBar: Set<String> = []
  /// Controllers laid out below an opaque navigation bar.
  var belowOpaqueBar: Set<String> = []
  /// Of those under a navigation bar, the ones under a large-title bar,
  /// with its height.
  var largeTitleBars: [String: Double] = [:]
  /// The navigation bar over each controller a navigation controller
  /// shows, as the navigation controller's scene stores it.
  var storedBars: [String: StoredBar] = [:]
  /// The status bar the canvas drew for this file, where its navigation
  /// controllers' stored bars say it (see ``canvasStatusBar(_:)``).
  var canvasStatusBar: Double?

  mutating func read() {
    warnUnreadableNumbers()
    if !deviceOverridden, device == nil, let d = document.child("device"), let id = d["id"] {
      warn(d, .unknownDevice, "no screen size known for device '\(id)'; roots keep their stored size")
    }
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
        // A top-level view with a safe area the size of the screen is a
        // view controller's view (File's Owner's); on a phone with a notch,
        // the canvas gives any such view the screen's safe area, whatever
        // its size.
        let screenSized = device.map { abs($0.size.width - (rect.double("width") ?? 0)) < 1 || $0.notched } ?? false
        let controllerView = screenSized && object.child("viewLayoutGuide", key: "safeArea") != nil
        readRoot(object, name: object["userLabel"] ?? object["customClass"] ?? object.name, controller: controllerView)
      }
    }
  }

  /// The priority of an arranged view's stored size in the design pass:
  /// above every constraint a stack adds only to settle sizes nothing
  /// else decides — `UISV-ambiguity-suppression` (25), `UISV-canvas-fit`
  /// (49) and `UISV-spanning-fit` (51) — and below hugging (250).
  static let arrangedDesignSizePriority: Float = 52

  /// Interface Builder's design-time extras (see `Scene.layout()`) for
  /// every view placed by constraints: the view held at its stored frame
  /// (1; an arranged view's size at 52). Sizes are kept from going
  /// negative by the required pair every pass has (`nonNegativeSizes`).
  static func designFrames(_ b: Build, root id: String, window: LayoutWindow) -> [LayoutConstraint] {
    var stays: [LayoutConstraint] = []
    for vid in b.ids where vid != id {
      guard let v = b.views[vid], !v.translatesAutoresizingMaskIntoConstraints, let f = b.stored[vid] else { continue }
      let a = v.alignmentRect(forFrame: f)
      let stored = [
        v.leftAnchor.constraint(equalTo: window.leftAnchor, constant: a.minX),
        v.topAnchor.constraint(equalTo: window.topAnchor, constant: a.minY),
        v.widthAnchor.constraint(equalToConstant: a.width),
        v.heightAnchor.constraint(equalToConstant: a.height),
      ]
      for c in stored { c.priority = LayoutPriority(1) }
      // The canvas keeps an arranged view's stored size where only its
      // stack's fitting constraints (`size == 0` at 25, 49 and 51) would
      // decide it.
      if v.superview is LayoutStackView {
        for c in stored[2...] { c.priority = LayoutPriority(Self.arrangedDesignSizePriority) }
      }
      stays += stored
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
    let outerAccessory = cellShowsAccessory
    defer { cellShowsAccessory = outerAccessory }
    if node.name == "tableViewCell" { cellShowsAccessory = Self.showsAccessory(node) }
    let outerList = insideScrollingList
    defer { insideScrollingList = outerList }
    if node.name == "tableView" || node.name == "collectionView" { insideScrollingList = true }
    for child in childViews(node) {
      let id = uniqueID(child, given: child["id"] ?? "\(parentID).\(child["key"] ?? child.name)", &b)
      if let excluded = subviewVariations, excluded.contains(id) { continue }
      guard let rect = child.child("rect", key: "frame") else { continue }
      let frame = readFrame(rect)
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
        proportionalLength(view, in: stack, stored: frame)
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
      if child["misplaced"] == "YES" { b.misplaced.insert(id) }
      if child["ambiguous"] == "YES" { b.ambiguous.insert(id) }
      if child["misplaced"] == "YES" || child["ambiguous"] == "YES" || view.isHidden
        || b.unreliable.contains(parentID)
      {
        b.unreliable.insert(id)
      }
      if Self.scrolling.contains(child.name) { makeContentGuide(view, child, &b) }
      readChildren(of: child, parent: view, parentID: id, origin: (rootFrame.minX, rootFrame.minY), &b)
    }
  }

  /// An arranged view of a fill-proportionally stack with no content
  /// length along the stack's axis (a container, a nested stack) counts
  /// with its stored length: UIStackView shares the stack's length in
  /// proportion to its items' intrinsic lengths, and the canvas drew the
  /// proportions of the frames it stored (with no length, UIKit's rule
  /// would make every item equal).
  func proportionalLength(_ view: LayoutView, in stack: LayoutStackView, stored frame: LayoutRect) {
    guard stack.distribution == .fillProportionally, !view.isHidden else { return }
    var size = view.intrinsicContentSize
    if stack.axis == .horizontal, size.width == nil, frame.width > 0 {
      size.width = frame.width
    } else if stack.axis == .vertical, size.height == nil, frame.height > 0 {
      size.height = frame.height
    } else {
      return
    }
    view.intrinsicContentSize = size
  }

  /// A `<rect>`'s frame, each number kept within ±``numberLimit`` (a
  /// value beyond, or not a finite number, is clamped or read as 0 with a
  /// warning): frames and sizes in the output stay finite.
  mutating func readFrame(_ rect: XMLNode) -> LayoutRect {
    var values: [Double] = []
    var clamped = false
    for key in ["x", "y", "width", "height"] {
      let v = rect.double(key) ?? 0
      let kept = v.isFinite ? min(Self.numberLimit, max(-Self.numberLimit, v)) : 0
      if kept != v { clamped = true }
      values.append(key == "width" || key == "height" ? max(0, kept) : kept)
    }
    if clamped {
      warn(rect, .outOfRangeNumber, "a frame value beyond ±\(Int(Self.numberLimit)) or not finite is clamped")
    }
    return LayoutRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// The attributes that hold numbers, for every element.
  static let numberKeys: Set<String> = [
    "x", "y", "width", "height", "constant", "priority", "spacing", "pointSize",
    "horizontalHuggingPriority", "verticalHuggingPriority",
    "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
  ]
  /// Attributes that hold numbers on the elements named here only.
  static let numberKeysOn: [String: Set<String>] = [
    "real": ["value"], "integer": ["value"],
    "edgeInsets": ["top", "left", "bottom", "right"],
    "directionalEdgeInsets": ["top", "leading", "bottom", "trailing"],
    "inset": ["minX", "minY", "maxX", "maxY"],
  ]

  /// One warning for each number attribute that is not a number
  /// (`width="~375"`): the reader takes such a value as absent (a frame's
  /// 0, a constraint's constant 0 and priority 1000), so the user hears
  /// about it. One pass over the file.
  mutating func warnUnreadableNumbers() {
    var found: [(XMLNode, String, String)] = []
    document.descendants { node in
      let extra = Self.numberKeysOn[node.name]
      for (key, value) in node.attributes.sorted(by: { $0.key < $1.key })
      where Self.numberKeys.contains(key) || extra?.contains(key) == true {
        if Double(value) == nil { found.append((node, key, value)) }
      }
    }
    for (node, key, value) in found {
      warn(node, .unreadableNumber, "\(key)=\"\(value)\" is not a number; it is read as if it were absent")
    }
  }

  /// A view's id, made unique: Xcode never writes an id twice, so a
  /// second view with a used id (or two views without one at the same
  /// place) gets `id~2`, `id~3`…, and a warning when the file gave the id.
  /// Constraints that name the id refer to the first view.
  mutating func uniqueID(_ node: XMLNode, given id: String, _ b: inout Build) -> String {
    func used(_ id: String) -> Bool { b.views[id] != nil || b.guides[id] != nil || b.safeAreas[id] != nil }
    guard used(id) else { return id }
    var n = b.nextSuffix[id] ?? 2
    while used("\(id)~\(n)") { n += 1 }
    b.nextSuffix[id] = n + 1
    if node["id"] != nil {
      warn(node, .duplicateID, "the id '\(id)' is used before; this view is read as '\(id)~\(n)'")
    }
    return "\(id)~\(n)"
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
