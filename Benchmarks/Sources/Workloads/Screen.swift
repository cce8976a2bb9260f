import AutoLayout

/// A screen of `rows` list rows, ten views each (1,000 views for 100 rows):
/// a container with an icon, a nested content view holding a title and a
/// badge on one line, a subtitle below and two tags at the bottom, a
/// chevron and a divider. Labels have intrinsic sizes; the title hugs at
/// 250 and is compressed when the row is narrow.
public struct Screen {
  public let window: LayoutWindow
  public let views: [LayoutView]

  public init(rows: Int, width: Double, height: Double) throws {
    window = LayoutWindow(size: LayoutSize(width: width, height: height))
    var views: [LayoutView] = []
    var previous: LayoutView?
    var constraints: [LayoutConstraint] = []
    for i in 0..<rows {
      func make(_ name: String, in parent: LayoutView) -> LayoutView {
        let v = LayoutView(name: "\(name)\(i)")
        parent.addSubview(v)
        v.translatesAutoresizingMaskIntoConstraints = false
        views.append(v)
        return v
      }
      let row = make("row", in: window)
      let icon = make("icon", in: row)
      let content = make("content", in: row)
      let title = make("title", in: content)
      let badge = make("badge", in: content)
      let subtitle = make("subtitle", in: content)
      let tagA = make("tagA", in: content)
      let tagB = make("tagB", in: content)
      let chevron = make("chevron", in: row)
      let divider = make("divider", in: row)
      title.intrinsicContentSize = IntrinsicSize(width: 120, height: 20)
      badge.intrinsicContentSize = IntrinsicSize(width: 30, height: 20)
      subtitle.intrinsicContentSize = IntrinsicSize(width: nil, height: 16)
      constraints += [
        row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
        row.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
        previous.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
          ?? row.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
        row.heightAnchor.constraint(equalToConstant: 60),
        icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
        icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        icon.widthAnchor.constraint(equalToConstant: 44),
        icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
        chevron.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
        chevron.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        chevron.widthAnchor.constraint(equalToConstant: 12),
        chevron.heightAnchor.constraint(equalToConstant: 12),
        content.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
        content.trailingAnchor.constraint(equalTo: chevron.leadingAnchor, constant: -8),
        content.topAnchor.constraint(equalTo: row.topAnchor, constant: 4),
        content.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -4),
        title.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        title.topAnchor.constraint(equalTo: content.topAnchor),
        title.trailingAnchor.constraint(lessThanOrEqualTo: badge.leadingAnchor, constant: -8),
        badge.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        badge.topAnchor.constraint(equalTo: content.topAnchor),
        badge.widthAnchor.constraint(equalToConstant: 30),
        subtitle.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        subtitle.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        tagA.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        tagA.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        tagA.widthAnchor.constraint(equalToConstant: 40),
        tagA.heightAnchor.constraint(equalToConstant: 12),
        tagB.leadingAnchor.constraint(equalTo: tagA.trailingAnchor, constant: 4),
        tagB.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        tagB.widthAnchor.constraint(equalTo: tagA.widthAnchor),
        tagB.heightAnchor.constraint(equalTo: tagA.heightAnchor),
        divider.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 60),
        divider.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        divider.bottomAnchor.constraint(equalTo: row.bottomAnchor),
        divider.heightAnchor.constraint(equalToConstant: 1),
      ]
      previous = row
    }
    LayoutConstraint.activate(constraints)
    self.views = views
    window.layoutIfNeeded()
  }

  /// The same frames by hand: what a programmer writes in `layoutSubviews`
  /// instead of constraints. `out` holds x, y, width, height per view in
  /// `views` order, in superview coordinates.
  @inline(never)
  public static func manualLayout(rows: Int, width W: Double, into out: inout [Double]) {
    out.withUnsafeMutableBufferPointer { o in
      let rowW = W - 32
      let contentW = rowW - 60 - 28
      let titleW = min(120, contentW - 30 - 8)
      var k = 0
      @inline(__always) func put(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        o[k] = x
        o[k + 1] = y
        o[k + 2] = w
        o[k + 3] = h
        k += 4
      }
      for i in 0..<rows {
        put(16, 8 + Double(i) * 68, rowW, 60)  // row
        put(8, 8, 44, 44)  // icon
        put(60, 4, contentW, 52)  // content
        put(0, 0, titleW, 20)  // title
        put(contentW - 30, 0, 30, 20)  // badge
        put(0, 24, contentW, 16)  // subtitle
        put(0, 40, 40, 12)  // tagA
        put(44, 40, 40, 12)  // tagB
        put(rowW - 20, 24, 12, 12)  // chevron
        put(60, 59, rowW - 60, 1)  // divider
      }
    }
  }

}
