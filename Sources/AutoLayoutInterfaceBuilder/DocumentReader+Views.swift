import AutoLayout

/// Views' own properties: stack views, autoresizing, hidden, content size,
/// alignment insets, margins and scroll content guides.
extension DocumentReader {
  func makeStack(_ node: XMLNode) -> LayoutStackView {
    let stack = LayoutStackView(name: node["id"] ?? "stack")
    stack.directionalLayoutMargins = .zero
    applyStackProperties(stack, node)
    for v in node.children("variation") where matches(v["key"]) { applyStackProperties(stack, v) }
    return stack
  }

  func applyStackProperties(_ stack: LayoutStackView, _ node: XMLNode) {
    if let axis = node["axis"] { stack.axis = axis == "vertical" ? .vertical : .horizontal }
    if let d = node["distribution"] {
      let names = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
      stack.distribution = LayoutStackView.Distribution(rawValue: names.firstIndex(of: d) ?? 0) ?? .fill
    }
    if let a = node["alignment"] {
      let map: [String: LayoutStackView.Alignment] = [
        "fill": .fill, "top": .leading, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
        "bottom": .trailing, "trailing": .trailing, "lastBaseline": .lastBaseline,
      ]
      stack.alignment = map[a] ?? .fill
    }
    if let s = node.double("spacing") { stack.spacing = s }
    if node["spacingType"] == "standard" { stack.spacing = LayoutStackView.spacingUseSystem }
    if node["baselineRelativeArrangement"] == "YES" { stack.isBaselineRelativeArrangement = true }
    // Custom margins on a stack view are only kept by Interface Builder
    // with its margins-relative arrangement on, so the file leaves the
    // flag out (the corpus's stored frames include the margins).
    let customMargins =
      node.child("edgeInsets", key: "layoutMargins") != nil
      || node.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
    if node["layoutMarginsRelativeArrangement"] == "YES" || customMargins {
      stack.isLayoutMarginsRelativeArrangement = true
    }
  }

  /// Properties every view shares: autoresizing, hidden, content size,
  /// priorities, margins, guides.
  mutating func configure(_ view: LayoutView, _ node: XMLNode, id: String, _ b: inout Build) {
    let rect = node.child("rect", key: "frame")
    let size = LayoutSize(
      width: min(Self.numberLimit, max(0, rect?.double("width") ?? 0)),
      height: min(Self.numberLimit, max(0, rect?.double("height") ?? 0)))
    if node["translatesAutoresizingMaskIntoConstraints"] == "NO" && node["fixedFrame"] != "YES" {
      view.translatesAutoresizingMaskIntoConstraints = false
    } else if view.superview != nil || !(view is LayoutWindow) {
      var mask: AutoresizingMask = []
      if let m = node.child("autoresizingMask") {
        if m["flexibleMinX"] == "YES" { mask.insert(.flexibleLeftMargin) }
        if m["widthSizable"] == "YES" { mask.insert(.flexibleWidth) }
        if m["flexibleMaxX"] == "YES" { mask.insert(.flexibleRightMargin) }
        if m["flexibleMinY"] == "YES" { mask.insert(.flexibleTopMargin) }
        if m["heightSizable"] == "YES" { mask.insert(.flexibleHeight) }
        if m["flexibleMaxY"] == "YES" { mask.insert(.flexibleBottomMargin) }
      }
      view.autoresizingMask = mask
    }
    var hidden = node["hidden"] == "YES"
    for v in node.children("variation") where matches(v["key"]) {
      if let h = v["hidden"] { hidden = h == "YES" }
    }
    view.isHidden = hidden
    for (key, axis) in [("horizontal", LayoutAxis.horizontal), ("vertical", .vertical)] {
      if let h = node.double("\(key)HuggingPriority") {
        view.setContentHuggingPriority(LayoutPriority(Float(h)), for: axis)
      }
      if let c = node.double("\(key)CompressionResistancePriority") {
        view.setContentCompressionResistancePriority(LayoutPriority(Float(c)), for: axis)
      }
    }
    // Controls whose frames overhang their alignment edges, as the
    // corpus's stored frames show them: a switch by 2 points on the right,
    // a slider by 2 at the sides and 1 above and below.
    if let insets = Self.alignmentInsets[node.name] { view.alignmentRectInsets = insets }
    // Before Xcode 13 (the quirk table) a segmented control overhangs its
    // alignment rectangle by a point at the bottom, and a slider by a
    // point at the bottom only.
    if node.name == "segmentedControl", quirk(.segmentedControlOverhang) {
      view.alignmentRectInsets = LayoutInsets(top: 0, left: 0, bottom: 1, right: 0)
    }
    if node.name == "slider", quirk(.sliderOverhangBelow) {
      view.alignmentRectInsets = LayoutInsets(top: 0, left: 2, bottom: 1, right: 2)
    }
    // An image view takes its image's alignment insets (UIKit's
    // `UIImage.alignmentRectInsets`), and a symbol image (`catalog="system"`)
    // has them: the canvas draws its frame half a point inside the
    // alignment rectangle at the top and at the bottom (five repositories
    // show it, from tools version 16096 to 24506; none contradicts it).
    if node.name == "imageView", node["catalog"] == "system" { view.alignmentRectInsets = Self.symbolImageInsets }
    // A size-class variation for the device replaces the font (as it does
    // a constraint's constant): the stored frame was measured with it.
    let variedFont = node.children("variation").filter { matches($0["key"]) }
      .compactMap { $0.child("fontDescription", key: "fontDescription") }.last
    let text = InterfaceBuilderText.read(
      node, category: options.contentSizeCategory, storedSize: size, font: variedFont)
    if let text {
      b.texts[id] = text
      applyBaselines(view, text)
    }
    applyContentSize(view, node, size: size, text: text)
    applyMargins(view, node)
    // `insetsLayoutMarginsFromSafeArea` (default YES). Off where the margins
    // never meet the unsafe area on a device or are read elsewhere: a root
    // (`rootMargins` holds its safe area), cells in a list, files from
    // before safe areas.
    view.insetsLayoutMarginsFromSafeArea =
      node["insetsLayoutMarginsFromSafeArea"] != "NO" && !(view is LayoutWindow) && !insideScrollingList
      && document["useSafeAreas"] == "YES"
    for g in node.children("viewLayoutGuide") {
      guard let gid = g["id"] else { continue }
      switch g["key"] {
      case "safeArea": b.safeAreas[gid] = view
      case "contentLayoutGuide", "frameLayoutGuide": break  // made with the scroll view
      default:
        warn(
          g, .unsupportedLayoutGuide,
          "layout guide '\(g["key"] ?? "?")' is not supported; constraints to it are left out")
      }
    }
  }

  /// The content size: the stored frame of content-sized views (labels,
  /// controls, leaf views of a custom class), placeholder sizes on any
  /// view, or what the measuring hook says.
  func applyContentSize(_ view: LayoutView, _ node: XMLNode, size: LayoutSize, text: InterfaceBuilderText?) {
    let customView = node.name == "view" && node["customClass"] != nil && node.child("subviews") == nil
    // Placeholder sizes replace the content size of any view (a stack view
    // or a container too); "infinite" means no size on that axis.
    let placeholderWidth = node["placeholderIntrinsicWidth"]
    let placeholderHeight = node["placeholderIntrinsicHeight"]
    let contentSized = Self.contentSized.contains(node.name) || customView
    if contentSized || placeholderWidth != nil || placeholderHeight != nil {
      let aligned = view.alignmentRect(forFrame: LayoutRect(x: 0, y: 0, width: size.width, height: size.height))
      var intrinsic = contentSized ? IntrinsicSize(width: aligned.width, height: aligned.height) : .none
      if contentSized, let measured = measuredSize(text, view: view) { intrinsic = measured }
      if let w = placeholderWidth { intrinsic.width = w == "infinite" ? nil : Double(w) ?? intrinsic.width }
      if let h = placeholderHeight { intrinsic.height = h == "infinite" ? nil : Double(h) ?? intrinsic.height }
      if let measure,
        let measured = measure(
          .init(
            element: node.name, customClass: node["customClass"],
            text: node["text"] ?? node.child("state", key: "normal")?["title"],
            storedSize: size))
      {
        intrinsic = measured
      }
      view.intrinsicContentSize = intrinsic
      if placeholderWidth == nil && placeholderHeight == nil { applyContentMeasure(view, text) }
    } else if let measured = measuredSize(text, view: view) {
      // A text view that does not scroll sizes itself to its text.
      view.intrinsicContentSize = measured
      applyContentMeasure(view, text)
    }
  }

  /// Measured text on several lines: a width-dependent measure
  /// (`LayoutView.contentMeasure`), so the engine asks for its height at
  /// the width it lays the view out at, as UIKit does for a multi-line
  /// label.
  func applyContentMeasure(_ view: LayoutView, _ text: InterfaceBuilderText?) {
    guard case .measured(let measurer) = options.text, let text, text.numberOfLines != 1 else { return }
    let scale = device?.scale ?? 2
    view.contentMeasure = LayoutMeasure { proposal in
      text.contentSize(by: measurer, width: proposal.width, scale: scale)
    }
  }

  /// A label's or a button's baselines from its font: UIKit centres the
  /// text's lines vertically in the view, so the first baseline sits the
  /// font's ascent below the text's top and the last its descent above the
  /// text's bottom (the view's top and bottom edges otherwise). The view's
  /// height is its stored one, where its lines are counted.
  func applyBaselines(_ view: LayoutView, _ text: InterfaceBuilderText) {
    guard text.element == "label" || text.element == "button" else { return }
    let measurer: any LayoutTextMeasurer
    if case .measured(let m) = options.text { measurer = m } else { measurer = BuiltinTextMeasurer.systemFontEstimate }
    // An empty label's baselines are still its font's.
    let line = InterfaceBuilderText(
      element: text.element, text: text.text.isEmpty ? " " : text.text, font: text.font, textStyle: text.textStyle,
      numberOfLines: text.numberOfLines, padding: text.padding, storedSize: text.storedSize)
    let m = line.measurement(by: measurer, width: text.storedSize.width)
    view.firstBaselineOffsetFromTop = text.padding.top + m.firstBaselineFromTop
    view.lastBaselineOffsetFromBottom = text.padding.bottom + m.lastBaselineFromBottom
  }

  /// A text-sized view's content size measured from its text, when the
  /// options ask for measured text: one line's size, or for several
  /// lines their size at the stored width (their content measure, see
  /// `applyContentMeasure`, sizes them in the layout pass).
  func measuredSize(_ text: InterfaceBuilderText?, view: LayoutView) -> IntrinsicSize? {
    guard case .measured(let measurer) = options.text, let text else { return nil }
    let scale = device?.scale ?? 2
    let width: Double? = text.numberOfLines == 1 ? nil : text.storedSize.width
    let size = text.contentSize(by: measurer, width: width, scale: scale)
    let aligned = view.alignmentRect(forFrame: LayoutRect(x: 0, y: 0, width: size.width, height: size.height))
    return IntrinsicSize(width: aligned.width, height: aligned.height)
  }

  /// Whether a table cell shows an accessory: an `accessoryType` other
  /// than none (Interface Builder writes only the others). An accessory
  /// view set through an outlet appears at run time only.
  static func showsAccessory(_ cell: XMLNode) -> Bool {
    (cell["accessoryType"] ?? "none") != "none"
  }

  /// Layout margins: a cell content view's (by device and the quirk
  /// table), then the file's own.
  mutating func applyMargins(_ view: LayoutView, _ node: XMLNode) {
    if node.name == "tableViewCellContentView" {
      // A table cell's content view follows the table's readable margins:
      // 16 (20 in regular width) at the sides, 11 above and below, and 8
      // on the trailing side when the cell shows an accessory.
      // A xib's cell outside any table takes the device's margins, except
      // that one 320 points wide or less keeps 16. Older canvases differ
      // (the quirk table): 8 all round, or the 15 of a table inside a view.
      if quirk(.cellMargins8) {
        view.directionalLayoutMargins = DirectionalInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
      } else {
        var side = narrowStandaloneCell ? 16 : device?.rootSideMargin ?? 16
        if !narrowStandaloneCell, device?.notched == true, quirk(.cellMargins20OnNotchedPhones) { side = 20 }
        if side == 16 && cellsInTableInsideView && quirk(.cellMargins15) { side = 15 }
        // Beside an accessory the content view ends well inside the cell,
        // out of reach of the cell's side margin, and keeps a plain view's
        // 8 points there (UIKit takes a superview's margin only where the
        // view's edge is closer to the superview's than that margin).
        let trailing = cellShowsAccessory ? 8 : side
        view.directionalLayoutMargins = DirectionalInsets(top: 11, leading: side, bottom: 11, trailing: trailing)
      }
    }
    if let m = node.child("edgeInsets", key: "layoutMargins") {
      view.layoutMargins = LayoutInsets(
        top: m.double("top") ?? 0, left: m.double("left") ?? 0, bottom: m.double("bottom") ?? 0,
        right: m.double("right") ?? 0)
    }
    if let m = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      view.directionalLayoutMargins = DirectionalInsets(
        top: m.double("top") ?? 0, leading: m.double("leading") ?? 0, bottom: m.double("bottom") ?? 0,
        trailing: m.double("trailing") ?? 0)
    }
  }

  /// A scroll view's content: edges of the scroll view constrained to its
  /// descendants refer to it; it starts at the scroll view's origin.
  mutating func makeContentGuide(_ view: LayoutView, _ node: XMLNode, _ b: inout Build) {
    let content = LayoutGuide(name: "\(view.name).content")
    view.addLayoutGuide(content)
    let weakWidth = content.widthAnchor.constraint(equalToConstant: 0)
    let weakHeight = content.heightAnchor.constraint(equalToConstant: 0)
    weakWidth.priority = 1
    weakHeight.priority = 1
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: view.topAnchor),
      content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      weakWidth, weakHeight,
    ])
    b.contentGuides[ObjectIdentifier(view)] = content
    for g in node.children("viewLayoutGuide") {
      guard let gid = g["id"] else { continue }
      if g["key"] == "contentLayoutGuide" { b.guides[gid] = content }
      if g["key"] == "frameLayoutGuide" {
        let frame = LayoutGuide(name: "\(view.name).frame")
        view.addLayoutGuide(frame)
        LayoutConstraint.activate([
          frame.topAnchor.constraint(equalTo: view.topAnchor),
          frame.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          frame.widthAnchor.constraint(equalTo: view.widthAnchor),
          frame.heightAnchor.constraint(equalTo: view.heightAnchor),
        ])
        b.guides[gid] = frame
      }
    }
  }
}
