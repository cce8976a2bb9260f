import AutoLayoutTypesetting
import Foundation
import Testing

/// Opt-in: how close Inter's widths and heights come to the frames Xcode
/// stored for single-line labels in the system font. Set
/// `TYPESETTING_IB_LABELS` to a file made by `Scripts/ib_labels.py`; the
/// test prints the distribution (it asserts only that labels were read).
@Suite("Inter against stored label frames (opt-in)")
struct StoredFrameComparisonTests {
  static let path = ProcessInfo.processInfo.environment["TYPESETTING_IB_LABELS"]

  @Test("distribution of measured / stored width and height", .enabled(if: path != nil))
  func distribution() throws {
    let text = try String(contentsOfFile: Self.path ?? "", encoding: .utf8)
    let inter = try FontFace.default()
    var widthRatios: [Double] = []
    var heightDifferences: [Double] = []
    for row in text.split(separator: "\n") {
      let cells = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard cells.count == 6, let size = Double(cells[2]), let width = Double(cells[3]),
        let height = Double(cells[4]), width > 0, size > 0
      else { continue }
      let layout = try Typesetter(font: inter, pointSize: size, numberOfLines: 1).layout(cells[5], width: nil)
      widthRatios.append(layout.size.width / width)
      heightDifferences.append(layout.size.height - height)
    }
    #expect(!widthRatios.isEmpty)
    print("labels: \(widthRatios.count)")
    print("measured width / stored width: \(Self.percentiles(widthRatios))")
    print("measured height - stored height (points): \(Self.percentiles(heightDifferences))")
    let near = widthRatios.filter { abs($0 - 1) <= 0.05 }.count
    print("widths within 5%: \(near) of \(widthRatios.count)")
    // Labels sized by their content cluster near one ratio; stretched ones spread below it.
    let buckets = (90...110).map { b in (b, widthRatios.filter { Int(($0 * 100).rounded()) == b }.count) }
    print("width ratio 0.90...1.10 by percent: " + buckets.map { "\($0.0)%:\($0.1)" }.joined(separator: " "))
  }

  static func percentiles(_ values: [Double]) -> String {
    let sorted = values.sorted()
    return [0.1, 0.25, 0.5, 0.75, 0.9].map { p in
      let v = sorted[min(sorted.count - 1, Int(p * Double(sorted.count)))]
      return "p\(Int(p * 100)) \((v * 1000).rounded() / 1000)"
    }.joined(separator: ", ")
  }
}
