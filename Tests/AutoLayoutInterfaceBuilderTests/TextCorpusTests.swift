import AutoLayout
import Foundation
import Testing

@testable import AutoLayoutInterfaceBuilder

/// The third-party corpus beside the checkout, when `IB_TEXT_DISTRIBUTION`
/// is set (opt-in: the data is not part of the repository, and the run
/// prints a report rather than checking one answer).
enum TextCorpus {
  static var files: [URL] {
    guard ProcessInfo.processInfo.environment["IB_TEXT_DISTRIBUTION"] != nil else { return [] }
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let folder = repository.deletingLastPathComponent().appendingPathComponent("share" + "d")
      .appendingPathComponent("ib-corpus").appendingPathComponent("files")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }
}

/// Measured against stored sizes of single-line labels over the corpus:
/// prints the distribution (`IB_TEXT_DISTRIBUTION=1 swift test --filter
/// TextCorpusTests`); checks only that the measurer is in the right range.
@Suite("Measured vs stored single-line labels (opt-in)", .enabled(if: !TextCorpus.files.isEmpty))
struct TextCorpusTests {
  struct Sample {
    let group: String
    let measured: LayoutSize
    let stored: LayoutSize
  }

  func samples(_ measurer: any LayoutTextMeasurer) -> [Sample] {
    var out: [Sample] = []
    for url in TextCorpus.files {
      guard let data = try? Data(contentsOf: url), let doc = try? InterfaceBuilderDocument(data: data) else {
        continue
      }
      let scale = doc.device?.scale ?? 2
      for scene in doc.scenes {
        for (id, text) in scene.texts.sorted(by: { $0.key < $1.key }) {
          guard text.element == "label", text.numberOfLines == 1, !text.text.isEmpty, !text.text.contains("\n"),
            !scene.unreliable.contains(id), text.storedSize.width > 0
          else { continue }
          let group = text.textStyle != nil ? "text style" : text.font.name == nil ? "system font" : "named font"
          out.append(
            Sample(group: group, measured: text.contentSize(by: measurer, scale: scale), stored: text.storedSize))
        }
      }
    }
    return out
  }

  static func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
  }

  static func line(_ name: String, _ values: [Double], unit: String) -> String {
    let ps = [0.1, 0.25, 0.5, 0.75, 0.9].map { String(format: "%.3f", percentile(values, $0)) }
    return "  \(name) (\(unit)): p10 \(ps[0]) p25 \(ps[1]) p50 \(ps[2]) p75 \(ps[3]) p90 \(ps[4])"
  }

  static func share(_ values: [Double], _ test: (Double) -> Bool) -> String {
    String(format: "%.1f%%", 100 * Double(values.filter(test).count) / Double(max(1, values.count)))
  }

  @Test("the distribution, per measurer and font kind")
  func distribution() {
    let measurers: [(String, any LayoutTextMeasurer)] = [
      ("inter", BuiltinTextMeasurer.inter), ("systemFontEstimate", BuiltinTextMeasurer.systemFontEstimate),
    ]
    for (name, measurer) in measurers {
      let all = samples(measurer)
      for group in ["system font", "text style", "named font"] {
        let s = all.filter { $0.group == group }
        let ratio = s.map { $0.measured.width / $0.stored.width }
        let dw = s.map { $0.measured.width - $0.stored.width }
        let dh = s.map { $0.measured.height - $0.stored.height }
        print("\(name), \(group): \(s.count) labels")
        print(Self.line("width measured/stored", ratio, unit: "ratio"))
        print(Self.line("width measured-stored", dw, unit: "pt"))
        print(Self.line("height measured-stored", dh, unit: "pt"))
        print(
          "  width within 0.5 pt \(Self.share(dw) { abs($0) <= 0.5 }), within 2 pt \(Self.share(dw) { abs($0) <= 2 }), "
            + "within 5% \(Self.share(ratio) { abs($0 - 1) <= 0.05 }); "
            + "height within 0.5 pt \(Self.share(dh) { abs($0) <= 0.5 }), within 2 pt \(Self.share(dh) { abs($0) <= 2 })"
        )
      }
      let system = all.filter { $0.group == "system font" }
      #expect(system.count > 100)
      let median = Self.percentile(system.map { $0.measured.width / $0.stored.width }, 0.5)
      #expect(median > 0.85 && median < 1.15)
    }
  }

  /// Views within 0.5 pt of the stored frame (reliable ones, as
  /// `Scripts/ib_corpus.py` counts them, roughly: views under an unreliable
  /// one are skipped too) with stored and with measured text.
  @Test("layout accuracy with stored and with measured text")
  func accuracy() {
    var options = InterfaceBuilderOptions()
    var totals: [String: (matched: Int, compared: Int)] = [:]
    for (name, sizing) in [
      ("stored", InterfaceBuilderTextSizing.stored), ("measured", .measured(BuiltinTextMeasurer.systemFontEstimate)),
    ] {
      options.text = sizing
      var matched = 0
      var compared = 0
      for url in TextCorpus.files {
        guard let data = try? Data(contentsOf: url),
          let doc = try? InterfaceBuilderDocument(data: data, options: options)
        else { continue }
        for scene in doc.scenes {
          scene.layout()
          for id in scene.ids where !scene.unreliable.contains(id) && !scene.adaptiveViews.contains(id) {
            guard let stored = scene.storedFrames[id], let frame = scene.frameInRoot(id) else { continue }
            compared += 1
            let off = max(
              abs(frame.minX - stored.minX), abs(frame.minY - stored.minY), abs(frame.width - stored.width),
              abs(frame.height - stored.height))
            if off <= 0.5 { matched += 1 }
          }
        }
      }
      totals[name] = (matched, compared)
      print("\(name) text: \(matched) of \(compared) views within 0.5 pt")
    }
    #expect((totals["stored"]?.compared ?? 0) > 1000)
    #expect((totals["measured"]?.matched ?? 0) <= (totals["stored"]?.matched ?? 0))
  }
}
