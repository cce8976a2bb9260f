import Foundation
import Testing

@testable import AutoLayout

/// The self-sizing list example of `Documentation/Text-Measurement.md`:
/// every Swift block there that follows `<!-- snippet: NAME -->` is the
/// code between `// snippet: NAME` and `// end snippet` below, word for
/// word, and runs here with its results checked by hand.
@Suite("The self-sizing list example (Documentation/Text-Measurement.md)")
struct SelfSizingExampleTests {
  static let thisFile = URL(fileURLWithPath: #filePath)
  static let document = thisFile.deletingLastPathComponent()
    .appendingPathComponent("../../Documentation/Text-Measurement.md").standardized

  /// Blocks after `<!-- snippet: NAME -->` (doc) or between `// snippet:
  /// NAME` and `// end snippet` (this file, indentation removed).
  static func snippets(in url: URL, code: Bool) throws -> [String: String] {
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    var out: [String: String] = [:]
    var name: String?
    var body: [String] = []
    for line in lines {
      let t = line.trimmingCharacters(in: .whitespaces)
      if code ? t.hasPrefix("// snippet: ") : t.hasPrefix("<!-- snippet: ") {
        name = code ? String(t.dropFirst("// snippet: ".count)) : String(t.dropFirst(14).dropLast(4))
        body = []
      } else if let n = name, code ? t == "// end snippet" : (t == "```" && !body.isEmpty) {
        let indent =
          body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
          .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        out[n] = body.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " }).count))) }
          .joined(separator: "\n")
        name = nil
      } else if name != nil, code || !t.hasPrefix("```") {
        body.append(line)
      }
    }
    return out
  }

  @Test("every snippet of the page is compiled here, word for word")
  func snippetsMatch() throws {
    let page = try Self.snippets(in: Self.document, code: false)
    let code = try Self.snippets(in: Self.thisFile, code: true)
    #expect(page.keys.sorted() == ["self-sizing-edit", "self-sizing-fitting", "self-sizing-list"])
    for (name, text) in page {
      #expect(code[name] == text, "snippet '\(name)' of Text-Measurement.md differs from this file")
    }
  }

  @Test("200 cells: each 22 points plus 20 a line, 8 words a line; one text changed; a prototype fitted")
  func run() {
    // snippet: self-sizing-list
    let window = LayoutWindow(size: LayoutSize(width: 375, height: 667))
    var cells: [LayoutView] = []
    for i in 0..<200 {
      let cell = LayoutView(name: "cell\(i)")
      let label = LayoutView(name: "label\(i)")
      window.addSubview(cell)
      cell.addSubview(label)
      cell.translatesAutoresizingMaskIntoConstraints = false
      label.translatesAutoresizingMaskIntoConstraints = false
      // 1 to 40 words: "word word …", 8 points a character, lines of 20.
      let text = Array(repeating: "word", count: 1 + i % 40).joined(separator: " ")
      label.contentMeasure = .monospacedText(text, characterWidth: 8, lineHeight: 20)
      LayoutConstraint.activate([
        cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        cell.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        cell.topAnchor.constraint(equalTo: cells.last?.bottomAnchor ?? window.topAnchor),
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
        label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
        label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
        label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
      ])
      cells.append(cell)
    }
    window.layoutIfNeeded()
    // Labels are 343 wide: 42 characters, 8 words a line.
    print(cells[8].frame.height)  // 9 words, 2 lines: 62
    print(cells[39].frame.height)  // 40 words, 5 lines: 122
    print(cells[199].frame.maxY)  // 5 × (8 cells of each 1 to 5 lines): 16,400
    // end snippet
    #expect(cells[8].frame.height == 62)
    #expect(cells[39].frame.height == 122)
    #expect(cells[199].frame.maxY == 16_400)
    #expect(window.report.isClean)

    // snippet: self-sizing-edit
    let label = cells[100].subviews[0]  // 21 words, 3 lines
    label.contentMeasure = .monospacedText("a new, short text", characterWidth: 8, lineHeight: 20)
    window.layoutIfNeeded()  // measures label100 only; one solve
    print(cells[100].frame.height)  // 42
    print(cells[199].frame.maxY)  // 16,360
    // end snippet
    #expect(cells[100].frame.height == 42)
    #expect(cells[199].frame.maxY == 16_360)
    #expect(window.engine.measuring.lastSolves == 1)

    // snippet: self-sizing-fitting
    let prototype = cells[39]  // any cell: its label and insets
    let size = prototype.systemLayoutSizeFitting(
      LayoutSize(width: 320, height: 0),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    print(size)  // 288 points hold 36 characters, 7 words a line: 6 lines, 320 × 142
    // end snippet
    #expect(size == LayoutSize(width: 320, height: 142))
    #expect(cells[39].frame.height == 122)
  }
}
