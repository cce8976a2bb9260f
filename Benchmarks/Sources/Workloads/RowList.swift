import AutoLayout

/// The list every UI toolkit benchmarks, for the side-by-side run with
/// Yoga and Taffy (`compare.py --peers`): `rows` rows, each an icon
/// (40 × 40), a label (intrinsic 120 × 20, hugging 249, so it takes the
/// slack) and a badge (24 × 24), padding 8 and spacing 8, one below the
/// other, as wide as the window. 4 × rows + 1 views with the column.
///
/// Written twice: with stack views (a column of rows, each a row stack
/// with margins-relative arrangement and centred items), and with anchors
/// (rows chained top to bottom, items pinned inside them).
public final class RowList {
  public enum Style: String, Sendable { case stacks, anchors }

  public let window: LayoutWindow
  /// The icons' width constraints (the edits change their constants).
  public private(set) var iconWidths: [LayoutConstraint] = []
  /// Per row: the row, the icon, the label, the badge.
  public private(set) var parts: [LayoutView] = []

  public init(rows: Int, style: Style, grid: Bool = false, width: Double = 375, height: Double = 667) {
    window = LayoutWindow(size: LayoutSize(width: width, height: height))
    switch (style, grid) {
    case (.stacks, false): buildStacks(rows)
    case (.anchors, false): buildAnchors(rows)
    case (.stacks, true): buildGridStacks(rows)
    case (.anchors, true): buildGridAnchors(rows)
    }
  }

  /// The second shape, a grid: `rows` rows of ten 30 × 30 cells, 4 apart
  /// both ways, at the window's top left (11 × rows + 1 views). The
  /// edits change the first cell's width of a row (``iconWidths``).
  static let columns = 10

  func cells(_ i: Int) -> [LayoutView] {
    (0..<Self.columns).map { j in
      let cell = LayoutView(name: "cell\(i).\(j)")
      let width = cell.widthAnchor.constraint(equalToConstant: 30)
      if j == 0 { iconWidths.append(width) }
      LayoutConstraint.activate([width, cell.heightAnchor.constraint(equalToConstant: 30)])
      return cell
    }
  }

  func buildGridStacks(_ count: Int) {
    let column = LayoutStackView(name: "column")
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 4
    for i in 0..<count {
      let row = LayoutStackView(name: "row\(i)")
      row.spacing = 4
      let parts = cells(i)
      for v in parts { row.addArrangedSubview(v) }
      column.addArrangedSubview(row)
      self.parts += [row] + parts
    }
    window.addSubview(column)
    column.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      column.topAnchor.constraint(equalTo: window.topAnchor),
    ])
  }

  func buildGridAnchors(_ count: Int) {
    var above: LayoutView?
    for i in 0..<count {
      let row = LayoutView(name: "row\(i)")
      window.addSubview(row)
      row.translatesAutoresizingMaskIntoConstraints = false
      var constraints = [
        row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        above.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 4) }
          ?? row.topAnchor.constraint(equalTo: window.topAnchor),
      ]
      let parts = cells(i)
      var previous: LayoutView?
      for cell in parts {
        row.addSubview(cell)
        cell.translatesAutoresizingMaskIntoConstraints = false
        constraints += [
          previous.map { cell.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 4) }
            ?? cell.leadingAnchor.constraint(equalTo: row.leadingAnchor),
          cell.topAnchor.constraint(equalTo: row.topAnchor), cell.bottomAnchor.constraint(equalTo: row.bottomAnchor),
        ]
        previous = cell
      }
      if let previous { constraints.append(previous.trailingAnchor.constraint(equalTo: row.trailingAnchor)) }
      LayoutConstraint.activate(constraints)
      self.parts += [row] + parts
      above = row
    }
  }

  func items(_ i: Int) -> (LayoutView, LayoutView, LayoutView) {
    let icon = LayoutView(name: "icon\(i)"), label = LayoutView(name: "label\(i)"),
      badge = LayoutView(name: "badge\(i)")
    label.intrinsicContentSize = IntrinsicSize(width: 120, height: 20)
    label.setContentHuggingPriority(249, for: .horizontal)
    let width = icon.widthAnchor.constraint(equalToConstant: 40)
    iconWidths.append(width)
    LayoutConstraint.activate([
      width, icon.heightAnchor.constraint(equalToConstant: 40),
      badge.widthAnchor.constraint(equalToConstant: 24), badge.heightAnchor.constraint(equalToConstant: 24),
    ])
    return (icon, label, badge)
  }

  func buildStacks(_ count: Int) {
    let column = LayoutStackView(name: "column")
    column.axis = .vertical
    for i in 0..<count {
      let (icon, label, badge) = items(i)
      let row = LayoutStackView(name: "row\(i)")
      row.alignment = .center
      row.spacing = 8
      row.isLayoutMarginsRelativeArrangement = true
      for v in [icon, label, badge] { row.addArrangedSubview(v) }
      column.addArrangedSubview(row)
      parts += [row, icon, label, badge]
    }
    window.addSubview(column)
    column.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      column.topAnchor.constraint(equalTo: window.topAnchor),
    ])
  }

  func buildAnchors(_ count: Int) {
    var above: LayoutView?
    for i in 0..<count {
      let (icon, label, badge) = items(i)
      let row = LayoutView(name: "row\(i)")
      window.addSubview(row)
      row.translatesAutoresizingMaskIntoConstraints = false
      for v in [icon, label, badge] {
        row.addSubview(v)
        v.translatesAutoresizingMaskIntoConstraints = false
      }
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? window.topAnchor),
        icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
        icon.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
        icon.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8),
        label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
        label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        badge.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
        badge.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      ])
      parts += [row, icon, label, badge]
      above = row
    }
  }

  /// Resizes the window and lays out.
  public func resize(width: Double, height: Double) {
    window.size = LayoutSize(width: width, height: height)
    window.layoutIfNeeded()
  }

  /// Every part's frame in the window's coordinates, four numbers each, in
  /// ``parts`` order (row, icon, label, badge per row).
  public func frames() -> [Double] {
    var out: [Double] = []
    out.reserveCapacity(parts.count * 4)
    for v in parts {
      let f = v.frameInRoot
      out += [f.minX, f.minY, f.width, f.height]
    }
    return out
  }
}
