import AutoLayout

/// Draws a laid-out hierarchy as SVG: each view a labelled rectangle
/// (name and frame) inside its parent; optionally layout guides and
/// margins, and constraints as lines between the attributes they join —
/// dashed when optional, red when broken or highlighted.
///
/// The output is deterministic: the same tree gives byte-identical text.
///
/// ```swift
/// window.layoutIfNeeded()
/// var svg = SVGRenderer()
/// svg.showsConstraints = true
/// let text = svg.render(window)
/// ```
public struct SVGRenderer {
  /// Draw every installed constraint.
  public var showsConstraints = false
  /// Draw layout guides (dashed rectangles).
  public var showsGuides = false
  /// Draw each view's layout margins (a faint inner rectangle).
  public var showsMargins = false
  /// Constraints to draw in red whatever the other settings (for example
  /// the members of a conflict).
  public var highlighted: [LayoutConstraint] = []
  /// Extra space around the root, in points.
  public var padding = 16.0
  /// Wrap each drawn constraint in `<g class="constraint" data-constraint="k">`,
  /// k its position among the tree's installed constraints (views in
  /// `LayoutView.subtree` order, each view's `constraints` in order), so
  /// that a page can point at it.
  public var tagsConstraints = false

  public init() {}

  static let palette = ["#4f7cac", "#c0504d", "#9bbb59", "#8064a2", "#4bacc6", "#f79646", "#2c4d75", "#772c2a"]

  /// The SVG document for `root`'s tree as it was last laid out.
  public func render(_ root: LayoutView) -> String {
    let bounds = root.frameInRoot
    let width = bounds.width + 2 * padding, height = bounds.height + 2 * padding + 24
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="10">
      <rect x="0" y="0" width="\(n(width))" height="\(n(height))" fill="#ffffff"/>
      <g transform="translate(\(n(padding)) \(n(padding + 24)))">

      """
    out +=
      "<text x=\"0\" y=\"-10\" font-size=\"12\" fill=\"#333333\">\(escape(root.name)) \(n(bounds.width)) × \(n(bounds.height))</text>\n"
    let origin = root.frameInRoot
    func rect(_ v: LayoutView) -> LayoutRect {
      let r = v.frameInRoot
      return LayoutRect(x: r.minX - origin.minX, y: r.minY - origin.minY, width: r.width, height: r.height)
    }
    let broken = Set(
      (root.window?.report.conflicts ?? []).compactMap { $0.broken.constraint }.map(ObjectIdentifier.init))
    let red = Set(highlighted.map(ObjectIdentifier.init))
    for view in root.subtree {
      out += shape(of: view, below: root, at: rect(view))
    }
    let constraints = root.subtree.flatMap(\.constraints)
    for (k, c) in constraints.enumerated() {
      let isRed = broken.contains(ObjectIdentifier(c)) || red.contains(ObjectIdentifier(c))
      guard showsConstraints || isRed else { continue }
      let drawn = line(for: c, red: isRed, origin: origin)
      out +=
        tagsConstraints && !drawn.isEmpty ? "<g class=\"constraint\" data-constraint=\"\(k)\">\(drawn)</g>\n" : drawn
    }
    out += "</g>\n</svg>\n"
    return out
  }

  /// One view's outline, its margins and guides when asked for, and its
  /// label (not for the root), at `r` in the root's coordinates.
  func shape(of view: LayoutView, below root: LayoutView, at r: LayoutRect) -> String {
    let depth = self.depth(view, below: root)
    let isStack = view is LayoutStackView
    // Stacks draw only their outline, dashed, in their own colour;
    // hidden views (and everything inside them) faintly.
    let color = isStack ? Self.stackColor : Self.palette[depth % Self.palette.count]
    let faint = isHidden(view, below: root) ? " opacity=\"0.3\"" : ""
    let style =
      isStack
      ? "fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\""
      : "fill=\"\(color)\" fill-opacity=\"0.08\" stroke=\"\(color)\" stroke-width=\"1\""
    var out =
      "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" "
      + "\(style)\(faint)/>\n"
    if showsMargins && view !== root {
      let m = view.layoutMargins
      out +=
        "<rect x=\"\(n(r.minX + m.left))\" y=\"\(n(r.minY + m.top))\" width=\"\(n(r.width - m.left - m.right))\" "
        + "height=\"\(n(r.height - m.top - m.bottom))\" fill=\"none\" stroke=\"\(color)\" stroke-opacity=\"0.35\" stroke-dasharray=\"1 2\"/>\n"
    }
    if view !== root {
      let kind = isStack ? " (stack)" : view.isHidden ? " (hidden)" : ""
      out +=
        "<text x=\"\(n(r.minX + 3))\" y=\"\(n(r.minY + 11))\" fill=\"\(color)\"\(faint)>\(escape(view.name))\(kind) "
        + "\(escape(view.frame.description))</text>\n"
    }
    if showsGuides {
      for guide in view.layoutGuides where !guide.isStackHelper {
        let g = guide.layoutFrame
        out +=
          "<rect x=\"\(n(r.minX + g.minX))\" y=\"\(n(r.minY + g.minY))\" width=\"\(n(g.width))\" height=\"\(n(g.height))\" "
          + "fill=\"none\" stroke=\"#999999\" stroke-dasharray=\"4 2\"/>\n"
      }
    }
    return out
  }

  /// The outline colour of stack views.
  static let stackColor = "#d62f9e"

  /// Whether the view or an ancestor below `root` is hidden.
  func isHidden(_ view: LayoutView, below root: LayoutView) -> Bool {
    var v: LayoutView? = view
    while let x = v, x !== root {
      if x.isHidden { return true }
      v = x.superview
    }
    return false
  }

  func depth(_ view: LayoutView, below root: LayoutView) -> Int {
    var d = 0
    var v = view
    while v !== root, let s = v.superview {
      d += 1
      v = s
    }
    return d
  }

  /// The frame of an item in the picture's coordinates.
  func frame(_ item: any LayoutItem, origin: LayoutRect) -> LayoutRect? {
    if let v = item as? LayoutView {
      let r = v.frameInRoot
      return LayoutRect(x: r.minX - origin.minX, y: r.minY - origin.minY, width: r.width, height: r.height)
    }
    if let g = item as? LayoutGuide, let owner = g.owningView {
      let o = owner.frameInRoot, f = g.layoutFrame
      return LayoutRect(
        x: o.minX + f.minX - origin.minX, y: o.minY + f.minY - origin.minY, width: f.width, height: f.height)
    }
    return nil
  }

  /// Where an attribute sits: a point on the item for positions (x
  /// positions at the vertical centre, y positions at the horizontal
  /// centre), the middle of the top edge for width and of the left edge for
  /// height.
  func point(_ a: LayoutAttribute, _ r: LayoutRect, _ rtl: Bool) -> (Double, Double) {
    switch a {
    case .left, .leftMargin: return (r.minX, r.midY)
    case .right, .rightMargin: return (r.maxX, r.midY)
    case .leading, .leadingMargin: return (rtl ? r.maxX : r.minX, r.midY)
    case .trailing, .trailingMargin: return (rtl ? r.minX : r.maxX, r.midY)
    case .centerX, .centerXWithinMargins: return (r.midX, r.midY)
    case .top, .topMargin, .firstBaseline: return (r.midX, r.minY)
    case .bottom, .bottomMargin, .lastBaseline: return (r.midX, r.maxY)
    case .centerY, .centerYWithinMargins: return (r.midX, r.midY)
    case .width: return (r.midX, r.minY)
    case .height: return (r.minX, r.midY)
    case .notAnAttribute: return (r.midX, r.midY)
    }
  }

  func line(for c: LayoutConstraint, red: Bool, origin: LayoutRect) -> String {
    guard let first = c.firstItem, let r1 = frame(first, origin: origin) else { return "" }
    let rtl = first.hierarchyView?.effectiveLayoutDirection == .rightToLeft
    let color = red ? "#d62728" : "#2a7ab0"
    let dash = c.priority.isRequired ? "" : " stroke-dasharray=\"3 2\""
    let title = "<title>\(escape(c.description))</title>"
    if let second = c.secondItem, let r2 = frame(second, origin: origin), c.firstAttribute.isLocation {
      let (x1, y1) = point(c.firstAttribute, r1, rtl), (x2, y2) = point(c.secondAttribute, r2, rtl)
      return "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(color)\" "
        + "stroke-width=\"1\"\(dash)>\(title)</line>\n"
        + "<circle cx=\"\(n(x1))\" cy=\"\(n(y1))\" r=\"1.5\" fill=\"\(color)\"/>\n"
    }
    // A size: a bracket along the top (width) or the left (height) edge.
    if c.firstAttribute == .width {
      let y = r1.minY - 3
      return
        "<path d=\"M\(n(r1.minX)) \(n(y + 2))V\(n(y))H\(n(r1.maxX))V\(n(y + 2))\" fill=\"none\" stroke=\"\(color)\"\(dash)>\(title)</path>\n"
    }
    if c.firstAttribute == .height {
      let x = r1.minX - 3
      return
        "<path d=\"M\(n(x + 2)) \(n(r1.minY))H\(n(x))V\(n(r1.maxY))H\(n(x + 2))\" fill=\"none\" stroke=\"\(color)\"\(dash)>\(title)</path>\n"
    }
    return ""
  }

  /// A number with at most two decimals and no trailing zeros.
  /// A coordinate as SVG text: two decimals at most. Values a picture
  /// cannot hold (not finite, or beyond ±1e12 points) are clamped, never
  /// converted to an integer that would overflow.
  func n(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    let clamped = min(max(v, -1e12), 1e12)
    let r = (clamped * 100).rounded() / 100
    if r == r.rounded() { return String(Int64(r)) }
    var s = String(r)
    if s.hasSuffix("0") { s.removeLast() }
    return s
  }

  func escape(_ s: String) -> String {
    var out = ""
    for ch in s {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(ch)
      }
    }
    return out
  }
}
