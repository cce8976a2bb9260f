import AutoLayout
import AutoLayoutText
import Foundation
import LayoutTestSupport
import Testing

/// Every parser and error path of the string front end costs time linear
/// in its input: long strings, many errors on one line, long misspelt
/// names. Each case took from 7 s to over a minute before.
@Suite("text: linear time on hostile input")
struct LinearTimeTests {
  let a = LayoutView(name: "a")
  let b = LayoutView(name: "b")

  func seconds(_ work: () -> Void) -> Double { threadSeconds(work) }

  @Test("a 1 MB visual format string finishes quickly, valid or not")
  func longFormat() {
    let root = LayoutView(name: "root")
    root.addSubview(a)
    root.addSubview(b)
    let valid = "H:|" + String(repeating: "-[a]-[b]", count: 1_000_000 / 16) + "-|"
    let t1 = seconds { _ = try? LayoutConstraint.constraints(withVisualFormat: valid, views: ["a": a, "b": b]) }
    let garbage = "H:|-" + String(repeating: "[a(", count: 1_000_000 / 3)
    let t2 = seconds { _ = try? LayoutConstraint.constraints(withVisualFormat: garbage, views: ["a": a]) }
    let spaces = "H:|" + String(repeating: " ", count: 1_000_000) + "[a]"
    let t3 = seconds { _ = try? LayoutConstraint.constraints(withVisualFormat: spaces, views: ["a": a]) }
    #expect(t1 < 20 && t2 < 5 && t3 < 5, "\(t1) \(t2) \(t3)")
  }

  @Test("a line with many errors reports them in time linear in the line")
  func manyErrors() {
    let line = String(repeating: "a.widht == b.hieght; ", count: 20_000)
    let t = seconds {
      _ = try? LayoutConstraint.constraints(withFormat: line, views: ["a": a, "b": b])
    }
    let file = "view a\nview b\n" + line + "\n"
    let tf = seconds { _ = try? LayoutFile(file) }
    #expect(t < 10 && tf < 10, "\(t) \(tf)")
    do {
      _ = try LayoutFile(file)
      Issue.record("expected errors")
    } catch {
      // The first 100 errors, then one saying reading stopped.
      #expect(error.errors.count == SyntaxErrors.limit + 1)
      #expect(error.errors.last?.code == .tooManyErrors)
      // A long line is shown as a window around the problem, the caret under it.
      let late = error.errors[50]
      #expect(late.column == 50 * 21 + 3 && late.lineTextColumn > 1, "\(late.column) \(late.lineTextColumn)")
      let lines = late.description.split(separator: "\n")
      let shown = String(lines[2].dropFirst("3 | ".count))
      let caret = String(lines[3].dropFirst("  | ".count))
      let at = caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) } ?? -1
      #expect(shown.count < 300 && Array(shown)[at...].starts(with: "widht"), "\(late.description)")
    }
  }

  @Test("a long misspelt name gets its 'did you mean' quickly, or none")
  func longName() throws {
    var views: [String: any LayoutItem] = [:]
    for k in 0..<2_000 { views["view\(k)_" + String(repeating: "x", count: 200)] = LayoutView(name: "v\(k)") }
    let name = String(repeating: "y", count: 100_000)
    let t = seconds { _ = try? LayoutConstraint.constraints(withVisualFormat: "H:|[\(name)]|", views: views) }
    let te = seconds { _ = try? LayoutConstraint.constraints(withFormat: "\(name).width == 10", views: views) }
    #expect(t < 5 && te < 5, "\(t) \(te)")
    // Short misspellings are still found.
    do {
      _ = try LayoutConstraint.constraints(withVisualFormat: "H:|[bb]|", views: ["b": b, "bbb": a])
      Issue.record("expected an error")
    } catch {
      #expect(error.help?.contains("did you mean") == true, "\(error)")
    }
  }
}
