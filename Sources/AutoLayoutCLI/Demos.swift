import AutoLayout
import AutoLayoutFluent
import AutoLayoutOperators
import AutoLayoutText

/// The bundled demo screens, one or more per seed system, each built with
/// that system's way of writing constraints.
public enum Demos {
  /// A named demo: builds its window (laid out by the caller).
  public struct Demo: Sendable {
    public let name: String
    public let summary: String
    let build: @Sendable () throws -> LayoutWindow
    /// Builds the demo's window.
    public func make() throws -> LayoutWindow { try build() }
  }

  public static let all: [Demo] = [
    Demo(name: "hk-portrait", summary: "HKNSLayoutConstraint: an orange square at 80% of the pink view's shorter edge")
    {
      try hk(LayoutSize(width: 375, height: 667))
    },
    Demo(name: "hk-landscape", summary: "HKNSLayoutConstraint: the same, rotated") {
      try hk(LayoutSize(width: 667, height: 375))
    },
    Demo(name: "jb-equations", summary: "JBNSLayoutConstraint: equations and VFL mixed, compound attributes") {
      try jb()
    },
    Demo(name: "swiftylayout", summary: "SwiftyLayout: a 3:4 aspect ratio and a priority with ~") { try swifty() },
    Demo(name: "formation-anchors", summary: "FormationLayout: anchors with plus, minus, multiplyBy") {
      try formation { layout, canvas, i in
        layout[i[0]].top(equalTo: canvas, plus: 10).leading(equalTo: canvas, plus: 20)
        layout[i[1]].top(equalTo: i[0]).leading(equalTo: .trailing, of: i[0], plus: 10)
        layout[i[2]].bottom(equalTo: canvas, minus: 10).leading(equalTo: i[0], multiplyBy: 2)
      }
    },
    Demo(name: "formation-helpers", summary: "FormationLayout: size and center helpers") {
      try formation { layout, canvas, i in
        layout[i[0]].size(equalTo: 30).center(equalTo: canvas, multiplyBy: 0.8)
        layout[i[1]].size(equalTo: i[0], minus: 10).center(equalTo: i[0], plus: 30)
      }
    },
    Demo(name: "formation-pin", summary: "FormationLayout: pin with edges and margins") {
      try formation { layout, canvas, i in
        layout[i[0]].pin(to: canvas, edgesWithMargin: [.top: 10, .leading: 3])
        layout[i[1]].pin(to: canvas, margin: 30)
        layout[i[2]].pin(to: canvas, edges: [.topBottom, .trailing], margin: 3)
      }
    },
    Demo(name: "formation-group", summary: "FormationLayout: one group, three positions") {
      try formation { layout, canvas, i in
        layout.group(i[0], i[1], i[2]).centerY(equalTo: canvas)
        layout[i[0]].leading(equalTo: canvas, plus: 5)
        layout[i[1]].centerX(equalTo: canvas)
        layout[i[2]].trailing(equalTo: canvas, minus: 5)
      }
    },
    Demo(name: "formation-condition", summary: "FormationLayout: when { isLoggedIn } with isLoggedIn = true") {
      try condition(loggedIn: true)
    },
    Demo(name: "formation-condition-not", summary: "FormationLayout: the same with isLoggedIn = false") {
      try condition(loggedIn: false)
    },
    Demo(
      name: "tal-padding", summary: "Textual Auto Layout: child.anchor([.top, .bottom, .left, .right], to:, padding: 5)"
    ) {
      try talPadding()
    },
    Demo(name: "tal-compact", summary: "Textual Auto Layout: stored compact constraints switched on") {
      try tal(compact: true)
    },
    Demo(name: "tal-regular", summary: "Textual Auto Layout: stored regular constraints switched on") {
      try tal(compact: false)
    },
    Demo(name: "stack-settings", summary: "LayoutStackView: a column of rows (icon, title, detail), one detail hidden")
    {
      stackSettings()
    },
  ]

  /// A settings screen from stack views: a vertical stack of three rows,
  /// each a horizontal stack of an icon, a title that stretches, and a
  /// detail; the second row's detail is hidden and collapses.
  static func stackSettings() -> LayoutWindow {
    let window = LayoutWindow(name: "settings", size: LayoutSize(width: 375, height: 220))
    func label(_ name: String, _ width: Double, _ height: Double) -> LayoutView {
      let v = LayoutView(name: name)
      v.intrinsicContentSize = IntrinsicSize(width: width, height: height)
      return v
    }
    let rows = (1...3).map { i -> LayoutStackView in
      let title = label("title\(i)", 120, 20)
      title.setContentHuggingPriority(249, for: .horizontal)
      let row = LayoutStackView(
        name: "row\(i)", arrangedSubviews: [label("icon\(i)", 28, 28), title, label("detail\(i)", 60, 20)])
      row.alignment = .center
      row.spacing = LayoutStackView.spacingUseSystem
      return row
    }
    rows[1].arrangedSubviews[2].isHidden = true
    let column = LayoutStackView(name: "column", arrangedSubviews: rows)
    column.axis = .vertical
    column.spacing = 12
    column.isLayoutMarginsRelativeArrangement = true
    window.addSubview(column)
    column.translatesAutoresizingMaskIntoConstraints = false
    column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8).isActive = true
    column.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8).isActive = true
    column.topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true
    return window
  }

  static func hk(_ size: LayoutSize) throws -> LayoutWindow {
    let window = LayoutWindow(size: size)
    let pink = LayoutView(name: "pink"), orange = LayoutView(name: "orange")
    window.addSubview(pink)
    pink.addSubview(orange)
    let side = try LayoutConstraint.adaptive(orange, .width, .item(pink), .shorterEdge, factor: 0.8)
    try LayoutConstraint.install([
      pink.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      pink.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      pink.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20),
      pink.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      orange.centerXAnchor.constraint(equalTo: pink.centerXAnchor),
      orange.centerYAnchor.constraint(equalTo: pink.centerYAnchor),
      side, orange.heightAnchor.constraint(equalTo: orange.widthAnchor),
    ])
    return window
  }

  static func jb() throws -> LayoutWindow {
    let window = LayoutWindow(size: LayoutSize(width: 320, height: 240))
    let view1 = LayoutView(name: "view1"), view2 = LayoutView(name: "view2")
    window.addSubview(view1)
    window.addSubview(view2)
    try LayoutConstraint.installConstraints(withFormat: "view1.center==|;view1.size==50", views: ["view1": view1])
    try LayoutConstraint.installConstraints(
      withFormat: "H:|[view2(20)];V:|[view2];view2.height==view1+metric1", metrics: ["metric1": 42],
      views: ["view1": view1, "view2": view2])
    return window
  }

  static func swifty() throws -> LayoutWindow {
    let outer = LayoutWindow(name: "outerView", size: LayoutSize(width: 320, height: 240))
    let viewA = LayoutView(name: "viewA"), inner = LayoutView(name: "innerView")
    for v in [viewA, inner] {
      outer.addSubview(v)
      v.translatesAutoresizingMaskIntoConstraints = false
    }
    LayoutConstraint.activate([
      viewA[.width] * 3.0 == viewA[.height] * 4.0,
      viewA[.height] == 90, viewA[.top] == outer[.top] + 20, viewA[.centerX] == outer[.centerX],
      inner[.leading] == outer[.leading] + 4.0 ~ 750,
      inner[.leading] >= outer[.leading] + 10, inner[.top] == viewA[.bottom] + 20,
      inner[.width] == 0.5 * viewA[.width] - 4.0, inner[.height] == 40,
    ])
    return outer
  }

  static func formation(_ body: (FluentLayout, LayoutView, [LayoutView]) -> Void) throws -> LayoutWindow {
    let canvas = LayoutWindow(name: "canvas", size: LayoutSize(width: 200, height: 200))
    let icons = (1...3).map { i -> LayoutView in
      let v = LayoutView(name: "icon\(i)")
      v.intrinsicContentSize = IntrinsicSize(width: 30, height: 30)
      return v
    }
    let layout = FluentLayout(rootView: canvas)
    body(layout, canvas, icons)
    if let e = layout.errors.first { throw e }
    return canvas
  }

  static func condition(loggedIn: Bool) throws -> LayoutWindow {
    try formation { layout, canvas, i in
      var isLoggedIn = true
      let when = layout.when { isLoggedIn }
      layout[i[0]].centerX(equalTo: canvas)
      when[i[0]].top(equalTo: canvas, plus: 10)
      when.not[i[0]].bottom(equalTo: canvas, minus: 10)
      layout.update()
      isLoggedIn = loggedIn
      layout.update()
    }
  }

  static func talPadding() throws -> LayoutWindow {
    let parent = LayoutWindow(name: "parent", size: LayoutSize(width: 200, height: 120))
    let child = LayoutView(name: "child")
    parent.addSubview(child)
    child.anchor([.top, .bottom, .left, .right], to: parent, padding: 5)
    return parent
  }

  static func tal(compact: Bool) throws -> LayoutWindow {
    let window = LayoutWindow(size: LayoutSize(width: 320, height: 200))
    let view = LayoutView(name: "view")
    window.addSubview(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    view.leadingAnchor =&= window.leadingAnchor + 20
    view.topAnchor =&= window.topAnchor + 20
    let compactSet = [view.widthAnchor =&= 120, view.heightAnchor =&= 35].setActive(false)
    let regularSet = [view.widthAnchor =<= 250, view.heightAnchor =<= 50]
    [view.widthAnchor =&= 1000, view.heightAnchor =&= 1000] | .fittingSizeLevel
    if compact {
      regularSet.setActive(false)
      compactSet.setActive(true)
    }
    return window
  }
}
