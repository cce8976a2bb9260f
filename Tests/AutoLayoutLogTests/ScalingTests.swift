import AutoLayout
import AutoLayoutLog
import Foundation
import LayoutTestSupport
import Testing

/// Inputs that used to cost more than linear (or N log N) time in `why`:
/// a conflict in which every constraint of a long chain takes part, many
/// views that would get the same name, and a description with many ` (`.
@Suite("why: cost on large input")
struct ScalingTests {
  /// `view_k.top == view_(k-1).top + 10` for k in 1...n, and the broken
  /// `view_n.top == view_0.top`: every constraint takes part.
  static func chain(_ n: Int) -> String {
    func view(_ k: Int) -> String { "UIView:0x\(String(0x70000 + k, radix: 16))" }
    var lines: [String] = []
    for k in 1...n {
      lines.append(
        "<NSLayoutConstraint:0x\(String(0x10000 + k, radix: 16)) \(view(k)).top == \(view(k - 1)).top + 10   (active)>")
    }
    let broken = "<NSLayoutConstraint:0xfff1 \(view(n)).top == \(view(0)).top   (active)>"
    return iosBlock(lines + [broken], breaking: broken)
  }

  @Test("a conflict where all 1,000 links of a chain take part is found whole, in seconds (was about N^2.2)")
  func longChain() throws {
    let n = 1_000
    let log = try ConflictLog(Self.chain(n))
    var why: ConflictExplanation?
    let elapsed = try threadSeconds { why = ConflictExplanation(try #require(log.blocks.first)) }
    let conflict = try #require(why?.conflict)
    #expect(conflict.count == n + 1)
    #expect(conflict.last?.address == "0xfff1")
    #expect(Set(conflict.map(\.address)).count == n + 1)
    // Processor time in a debug build: 400 links 0.21 s (2.3 s when every
    // test rebuilt its background), 1,000 links 0.96 s (15.3 s).
    #expect(elapsed < 8 * sanitizerSlowdown, "\(elapsed)")
  }

  @Test(
    "300 constraints that each conflict with the first link of a 2,000-link chain: each conflict is that link alone")
  func conflictsAtTheStartOfALongChain() {
    let window = LayoutWindow(size: LayoutSize(width: 400, height: 400))
    let views = (0...2_000).map { LayoutView(name: "v\($0)") }
    for v in views {
      v.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(v)
    }
    var links: [LayoutConstraint] = []
    for k in 1..<views.count {
      links.append(views[k].topAnchor.constraint(equalTo: views[k - 1].topAnchor, constant: 10))
    }
    LayoutConstraint.activate(links)
    let extra = (0..<300).map { views[1].topAnchor.constraint(equalTo: views[0].topAnchor, constant: 20 + Double($0)) }
    LayoutConstraint.activate(extra)
    var conflicts: [ConflictReport] = []
    let elapsed = threadSeconds {
      window.layoutIfNeeded()
      conflicts = window.report.conflicts
    }
    #expect(conflicts.count == 300)
    #expect(conflicts.allSatisfy { $0.conflicting.count == 1 && $0.conflicting[0].constraint === links[0] })
    // 2.2 s of processor time in a debug build (3.0 s when every search
    // added the whole chain first).
    #expect(elapsed < 20 * sanitizerSlowdown, "\(elapsed)")
  }

  @Test("a short chain's conflict is the same with the incremental search: every member, in the log's order")
  func shortChain() throws {
    let log = try ConflictLog(Self.chain(5))
    let why = ConflictExplanation(try #require(log.blocks.first))
    #expect(why.conflict.map(\.address) == ["0x10001", "0x10002", "0x10003", "0x10004", "0x10005", "0xfff1"])
    #expect(why.conflictIsMinimal)
  }

  @Test("2,000 copies of one constraint: a fix for every copy, in seconds (each fix re-solved the whole list)")
  func manyCopies() throws {
    let n = 2_000
    var lines: [String] = []
    for k in 0..<n {
      lines.append("<NSLayoutConstraint:0x\(String(0x10000 + k, radix: 16)) UIView:0x7f01.height == 10   (active)>")
    }
    let broken = "<NSLayoutConstraint:0xfff1 UIView:0x7f01.height == 50   (active)>"
    let log = try ConflictLog(iosBlock(lines + [broken], breaking: broken))
    var why: ConflictExplanation?
    let elapsed = try threadSeconds { why = ConflictExplanation(try #require(log.blocks.first)) }
    let fixes = try #require(why?.fixes).filter { $0.text.hasPrefix("This constraint is added twice") }
    #expect(why?.duplicates.count == n - 1 && fixes.count == n - 1)
    #expect(fixes.first?.constraint == "0x10001" && fixes.last?.constraint == "0x\(String(0x10000 + n - 1, radix: 16))")
    let limit = ConflictExplanation.memberCheckLimit
    #expect(fixes[limit - 1].verified.hasPrefix("Checked: the copy is identical"))
    #expect(
      fixes[limit].verified.hasPrefix(
        "Checked with the \(n - 1 - limit) copies past the first \(limit) removed together"))
    #expect(elapsed < 30 * sanitizerSlowdown, "\(elapsed)")
  }

  @Test("20,000 views with the same text get distinct names in linear time (was a search from 2 for each)")
  func manySameNames() throws {
    let n = 20_000
    var descriptions: [ConstraintDescription] = []
    for k in 0..<n {
      descriptions.append(
        try ConstraintDescription(
          "<NSLayoutConstraint:0x\(String(0x10000 + k, radix: 16)) UILabel:0x\(String(0x70000 + k, radix: 16))'Hi'.height == 10   (active)>"
        ))
    }
    var names: ViewNames?
    let elapsed = threadSeconds { names = ViewNames(descriptions) }
    let legend = try #require(names?.legend)
    #expect(legend.count == n)
    #expect(
      legend[0].name == "UILabel “Hi”" && legend[1].name == "UILabel “Hi” 2"
        && legend[n - 1].name == "UILabel “Hi” \(n)")
    #expect(Set(legend.map(\.name)).count == n)
    #expect(elapsed < 10 * sanitizerSlowdown, "\(elapsed)")
  }

  @Test("a name already taken by another view's text is skipped, as before")
  func takenNumberedName() throws {
    let texts = ["Hi", "Hi", "Hi 3", "Hi", "Hi"]
    let descriptions = try texts.enumerated().map { k, text in
      try ConstraintDescription(
        "<NSLayoutConstraint:0x\(String(0x10000 + k, radix: 16)) UILabel:0x\(String(0x70000 + k, radix: 16))'\(text)'.height == 10   (active)>"
      )
    }
    let names = ViewNames(descriptions).legend.map(\.name)
    #expect(names == ["UILabel “Hi”", "UILabel “Hi” 2", "UILabel “Hi 3”", "UILabel “Hi” 3", "UILabel “Hi” 4"])
  }

  @Test("a description with 30,000 ' (' and no flags reads in time linear in its length (each copied the rest)")
  func manyParentheses() throws {
    let body = String(repeating: " (x", count: 30_000)
    let text = "<NSLayoutConstraint:0x600001 'id\(body)' UIView:0x7f01.height == 200>"
    var description: ConstraintDescription?
    let elapsed = threadSeconds { description = try? ConstraintDescription(text) }
    #expect(description?.identifier == "id" + body)
    #expect(description?.isActive == nil && description?.constant == 200)
    #expect(elapsed < 5 * sanitizerSlowdown, "\(elapsed)")
  }
}
