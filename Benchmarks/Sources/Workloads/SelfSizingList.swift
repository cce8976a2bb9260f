import AutoLayout
import Foundation

/// A list of self-sizing cells (issue #27): `cells` cells one below the
/// other, as wide as the window, each a label of varying text inset 16
/// points left and right and 11 top and bottom. The text is
/// `LayoutMeasure.monospacedText` (8 points a character, lines of 20
/// points): the core has no fonts.
///
/// Built two ways, whose frames must be the same:
/// - `.measured`: each label's `contentMeasure` is its text; the layout
///   pass measures it at the width it gets (UIKit's second pass).
/// - `.fixed`: each label's `intrinsicContentSize` is the text's size at
///   the label's width, worked out beforehand (a list with fixed sizes).
public final class SelfSizingList {
  public enum Sizing: String, Sendable, CaseIterable { case measured, fixed }

  public static let characterWidth = 8.0
  public static let lineHeight = 20.0
  public static let insets = (horizontal: 16.0, vertical: 11.0)

  public let window: LayoutWindow
  public let sizing: Sizing
  /// The cells' labels, top to bottom.
  public private(set) var labels: [LayoutView] = []
  public private(set) var cells: [LayoutView] = []

  public init(cells count: Int, sizing: Sizing, width: Double = 375) {
    self.sizing = sizing
    window = LayoutWindow(name: "list", size: LayoutSize(width: width, height: 7000))
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(8 * count)
    for i in 0..<count {
      let cell = LayoutView(name: "cell\(i)")
      let label = LayoutView(name: "label\(i)")
      window.addSubview(cell)
      cell.addSubview(label)
      cell.translatesAutoresizingMaskIntoConstraints = false
      label.translatesAutoresizingMaskIntoConstraints = false
      let (h, v) = Self.insets
      constraints += [
        cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        cells.last.map { cell.topAnchor.constraint(equalTo: $0.bottomAnchor) }
          ?? cell.topAnchor.constraint(equalTo: window.topAnchor),
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: h),
        label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -h),
        label.topAnchor.constraint(equalTo: cell.topAnchor, constant: v),
        label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -v),
      ]
      cells.append(cell)
      labels.append(label)
      setText(Self.text(i), at: i)
    }
    LayoutConstraint.activate(constraints)
  }

  /// The text's measure, as every cell's label shows it.
  public static func measure(_ text: String) -> LayoutMeasure {
    LayoutMeasure.monospacedText(text, characterWidth: characterWidth, lineHeight: lineHeight)
  }

  /// Shows `text` in cell `index`: a new measure, or (fixed sizes) the
  /// text's size at the label's width as its intrinsic size.
  public func setText(_ text: String, at index: Int) {
    switch sizing {
    case .measured:
      labels[index].contentMeasure = Self.measure(text)
    case .fixed:
      let measure = Self.measure(text)
      let labelWidth = window.size.width - 2 * Self.insets.horizontal
      labels[index].intrinsicContentSize = IntrinsicSize(
        width: measure.naturalSize.width, height: measure.height(forWidth: labelWidth))
    }
  }

  /// Cell `index`'s text: 4 to 63 words of 1 to 11 letters, from a fixed
  /// linear congruential sequence seeded by the index (and `edit`), so
  /// every run builds the same list.
  public static func text(_ index: Int, edit: Int = 0) -> String {
    var state = UInt64(truncatingIfNeeded: index &* 2_654_435_761 &+ edit &* 40_503 &+ 1)
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let words = 4 + next(60)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    return (0..<words).map { _ in String((0...next(11)).map { _ in letters[next(26)] }) }
      .joined(separator: " ")
  }

  /// Every cell's and label's frame, in root coordinates.
  public func frames() -> [LayoutRect] {
    zip(cells, labels).flatMap { [$0.frameInRoot, $1.frameInRoot] }
  }

  /// The cells' heights as a table view asks them of one prototype cell:
  /// `systemLayoutSizeFitting` at the window's width, required, and the
  /// height at the lowest priority.
  public static func fittedHeights(_ texts: [String], width: Double) -> [Double] {
    let label = LayoutView(name: "label")
    let cell = LayoutView(name: "prototype")
    cell.addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    let (h, v) = insets
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: h),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -h),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: v),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -v),
    ])
    return texts.map { text in
      label.contentMeasure = measure(text)
      return cell.systemLayoutSizeFitting(
        LayoutSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
  }
}

/// `compare selfsizing N [--reps R]`: the list of ``SelfSizingList`` with
/// measured text, side by side with the same list with fixed sizes: the
/// first layout of a fresh list (building it included), then one cell's
/// text changed (cell N/2) and laid out again; and the N cells' heights
/// by `systemLayoutSizeFitting` on a prototype cell; and the measured list
/// rotated to landscape and back (fixed sizes cannot follow a rotation).
/// Best of `reps`. One JSON line; `same_frames` says whether both lists'
/// frames agree (after the measured list is back in portrait), and
/// `fitted_match` whether the fitted heights are the measured list's.
public func selfSizingBenchmark(cells: Int, reps: Int) -> String {
  let clock = ContinuousClock()
  func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  }
  var best: [String: Double] = [:]
  func time(_ key: String, _ body: () -> Void) {
    best[key] = min(best[key] ?? .infinity, seconds(clock.measure(body)))
  }
  var lists: [SelfSizingList.Sizing: SelfSizingList] = [:]
  let changed = SelfSizingList.text(cells / 2, edit: 1)
  for _ in 0..<max(1, reps) {
    for sizing in SelfSizingList.Sizing.allCases {
      lists[sizing] = nil  // the previous list's teardown is not timed
      var made: SelfSizingList?
      time("\(sizing.rawValue)_first_s") {
        made = SelfSizingList(cells: cells, sizing: sizing)
        made?.window.layoutIfNeeded()
      }
      guard let list = made else { continue }
      time("\(sizing.rawValue)_edit_s") {
        list.setText(changed, at: cells / 2)
        list.window.layoutIfNeeded()
      }
      if sizing == .measured {
        // Only measured text follows a rotation: every label is asked its
        // height at the new width, then, back in portrait, the cache answers.
        time("measured_rotate_s") {
          list.window.rotate()
          list.window.layoutIfNeeded()
        }
        time("measured_rotate_back_s") {
          list.window.rotate()
          list.window.layoutIfNeeded()
        }
      }
      lists[sizing] = list
    }
  }
  var heights: [Double] = []
  let texts = (0..<cells).map { $0 == cells / 2 ? changed : SelfSizingList.text($0) }
  time("fitting_s") { heights = SelfSizingList.fittedHeights(texts, width: 375) }
  let measured = lists[.measured], fixed = lists[.fixed]
  let same = measured.map { $0.frames() } == fixed.map { $0.frames() }
  let fittedMatch = measured.map { $0.cells.map(\.frame.height) } == heights
  let cases = best.keys.sorted().map { "\"\($0)\": \(best[$0] ?? 0)" }
  return "{\"workload\": \"selfsizing\", \"cells\": \(cells), " + cases.joined(separator: ", ")
    + ", \"same_frames\": \(same), \"fitted_match\": \(fittedMatch), \"clean\": \(measured?.window.report.isClean ?? false)}"
}
