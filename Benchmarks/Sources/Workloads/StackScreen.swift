import AutoLayout

/// A list from stack views: a vertical stack of `rows` rows (4 apart),
/// each a horizontal stack, centred, 8 apart, of an icon (24 × 24), a title
/// (120 × 20, hugging 249, so it takes the slack) and a detail (60 × 20).
/// The column is pinned 16 from the window's sides and at its top. Four
/// views per row, plus the column.
public struct StackScreen {
  public let window: LayoutWindow
  public let views: [LayoutView]

  public init(rows: Int, width: Double, height: Double) {
    window = LayoutWindow(size: LayoutSize(width: width, height: height))
    var views: [LayoutView] = []
    func label(_ name: String, _ w: Double, _ h: Double) -> LayoutView {
      let v = LayoutView(name: name)
      v.intrinsicContentSize = IntrinsicSize(width: w, height: h)
      return v
    }
    var rowViews: [LayoutView] = []
    var parts: [[LayoutView]] = []
    for i in 0..<rows {
      let icon = label("icon\(i)", 24, 24), title = label("title\(i)", 120, 20), detail = label("detail\(i)", 60, 20)
      title.setContentHuggingPriority(249, for: .horizontal)
      let row = LayoutStackView(name: "row\(i)", arrangedSubviews: [icon, title, detail])
      row.alignment = .center
      row.spacing = 8
      rowViews.append(row)
      parts.append([icon, title, detail])
    }
    let column = LayoutStackView(name: "column", arrangedSubviews: rowViews)
    column.axis = .vertical
    column.spacing = 4
    window.addSubview(column)
    column.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      column.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      column.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    views.append(column)
    for (row, p) in zip(rowViews, parts) { views += [row] + p }
    self.views = views
    window.layoutIfNeeded()
  }

  /// The same frames by hand, in `views` order and superview coordinates.
  @inline(never)
  public static func manualLayout(rows: Int, width W: Double, into out: inout [Double]) {
    out.withUnsafeMutableBufferPointer { o in
      let rowW = W - 32
      var k = 0
      @inline(__always) func put(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        o[k] = x
        o[k + 1] = y
        o[k + 2] = w
        o[k + 3] = h
        k += 4
      }
      put(16, 0, rowW, Double(rows) * 28 - 4)  // column
      for i in 0..<rows {
        put(0, Double(i) * 28, rowW, 24)  // row
        put(0, 0, 24, 24)  // icon
        put(32, 2, rowW - 100, 20)  // title
        put(rowW - 60, 2, 60, 20)  // detail
      }
    }
  }

}

/// A screen the layout benchmark can time: built for a row count, resized,
/// read back, and computed by hand for comparison.
public protocol BenchmarkScreen {
  init(rows: Int, width: Double, height: Double) throws
  var window: LayoutWindow { get }
  var views: [LayoutView] { get }
  func resize(width: Double)
  func frames() -> [Double]
  static func manualLayout(rows: Int, width: Double, into out: inout [Double])
}

extension BenchmarkScreen {
  /// Resizes the window and lays out again.
  public func resize(width: Double) {
    window.size = LayoutSize(width: width, height: window.size.height)
    window.layoutIfNeeded()
  }

  /// As a user writes it: resize, lay out, then read every view's `frame`
  /// (summed, so that the reads are not optimised away).
  @inline(never)
  public func resizeAndReadFrames(width: Double) -> Double {
    window.size = LayoutSize(width: width, height: window.size.height)
    window.layoutIfNeeded()
    var sum = 0.0
    for v in views {
      let f = v.frame
      sum += f.minX + f.minY + f.width + f.height
    }
    return sum
  }

  /// The reading half of ``resizeAndReadFrames(width:)`` over plain
  /// objects: the same loop and sum over `boxes`, whose frames are
  /// ordinary stored properties (the baseline for what reading `frame`
  /// should cost).
  @inline(never)
  public func readStoredFrames(_ boxes: [StoredFrame]) -> Double {
    var sum = 0.0
    for b in boxes {
      let f = b.frame
      sum += f.minX + f.minY + f.width + f.height
    }
    return sum
  }

  /// The engine's frames in `manualLayout`'s order.
  public func frames() -> [Double] {
    views.flatMap { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
  }
}

extension Screen: BenchmarkScreen {}
extension StackScreen: BenchmarkScreen {}

/// An object with nothing but a stored frame (see
/// ``BenchmarkScreen/readStoredFrames(_:)``).
public final class StoredFrame {
  public var frame: LayoutRect
  public init(_ frame: LayoutRect) { self.frame = frame }
}
