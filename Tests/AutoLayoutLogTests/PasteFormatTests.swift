import AutoLayout
import AutoLayoutLog
import Foundation
import LayoutTestSupport
import Testing

/// Logs as people paste them: without the header, in Swift's and AppKit's
/// formats, quoted by chat and issue trackers, and with blocks that cannot
/// be read among ones that can.
@Suite("why: what people paste")
struct PasteFormatTests {
  static let a = "<NSLayoutConstraint:0x600001 UIView:0x7f01.height == 200   (active)>"
  static let b = "<NSLayoutConstraint:0x600002 UIView:0x7f01.height == 120   (active)>"

  func read(_ text: String) throws -> [ConflictLog.Block] {
    try ConflictLog(text).blocks
  }

  @Test("an unreadable block is reported with its line; the blocks before and after it are read")
  func everyBlock() throws {
    let good = iosBlock([Self.a, Self.b], breaking: Self.b)
    let bad = iosBlock([Self.a, "<NSLayoutConstraint:0x600009 UIView:0x7f01.hieght == 5   (active)>"], breaking: nil)
    let log = try ConflictLog(good + "\n" + bad + "\n" + good)
    #expect(log.blocks.count == 3)
    #expect(log.blocks[0].error == nil && log.blocks[2].error == nil)
    let e = try #require(log.blocks[1].error)
    let badLine = good.split(separator: "\n", omittingEmptySubsequences: false).count + 8
    #expect(e.line == badLine && e.expected.contains("did you mean 'height'"), "\(e)")
    #expect(log.errors.count == 1)
    let whys = log.blocks.map { ConflictExplanation($0) }
    #expect(whys[0].conflict.count == 2 && whys[2].conflict.count == 2 && whys[1].error != nil)
    #expect(whys[1].conflict.isEmpty && whys[1].fixes.isEmpty)
  }

  @Test("stray text inside a list is that block's error with line and column")
  func strayText() throws {
    let text = iosBlock([Self.a, Self.b], breaking: nil)
      .replacingOccurrences(
        of: "    \"<NSLayoutConstraint:0x600002", with: "    garbage \"<NSLayoutConstraint:0x600002")
    let e = try #require(try read(text).first?.error)
    #expect(e.line == 8 && e.column == 5 && e.found.hasPrefix("garbage"), "\(e)")
    #expect(throws: LogError.self) { try ConflictLog("nothing to see here") }
  }

  @Test("no header: a bare Objective-C list, Swift's array, one description a line, the breaking line alone")
  func noHeader() throws {
    let objc = try read("(\n    \"\(Self.a)\",\n    \"\(Self.b)\"\n)\n")
    #expect(objc.count == 1 && objc[0].entries.count == 2 && !objc[0].hasHeader)
    let swift = try read("po view.constraints\n[\(Self.a), \(Self.b)]\n")
    #expect(swift.count == 1 && swift[0].entries.map(\.address) == ["0x600001", "0x600002"])
    let bare = try read("\(Self.a)\n\(Self.b)\n")
    #expect(bare.count == 1 && bare[0].entries.count == 2)
    let unquoted = try read(
      "(\n    \(Self.a),\n    \(Self.b)\n)\nWill attempt to recover by breaking constraint \n\(Self.b)\n")
    #expect(unquoted.count == 1 && unquoted[0].broken?.address == "0x600002")
    // Two lists pasted one after the other are two blocks.
    let two = try read("(\n\"\(Self.a)\",\n\"\(Self.b)\"\n)\nand later\n[\(Self.a), \(Self.b)]\n")
    #expect(two.count == 2)
    // Brackets that are not lists: a log tag and a process id.
    let tagged = try read("App[40239:12357857] [LayoutConstraints] (\n\"\(Self.a)\",\n\"\(Self.b)\")\n")
    #expect(tagged.count == 1 && tagged[0].entries.count == 2 && tagged[0].error == nil)
  }

  @Test("quoting from chat and trackers: '> ', markdown fences, indentation, a description wrapped over lines")
  func quoting() throws {
    let quoted = iosBlock([Self.a, Self.b], breaking: Self.b)
      .split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n")
    let q = try read("Here is my log:\n\n" + quoted)
    #expect(q.count == 1 && q[0].entries.count == 2 && q[0].broken?.address == "0x600002" && q[0].error == nil)
    let fenced = try read("```\n" + iosBlock([Self.a, Self.b], breaking: Self.b) + "```\n")
    #expect(fenced.count == 1 && fenced[0].error == nil)
    let wrapped = try read(
      "(\n    \"<NSLayoutConstraint:0x600001 UIView:0x7f01.height ==\n      200   (active)>\",\n    \"<NSLayoutConstraint:0x600002 UIView:0x7f01.hei\nght == 120   (active)>\"\n)\n"
    )
    #expect(wrapped.first?.entries.map(\.constant) == [200, 120], "\(String(describing: wrapped.first?.error))")
    let doubled = try read(">> " + Self.a + "\n>> " + Self.b + "\n")
    #expect(doubled.first?.entries.count == 2)
    // Typographic quotes from chat, markdown escapes, a console prefix on every line.
    let smart = try read(
      "(\n    \u{201C}<NSLayoutConstraint:0x1 \u{2018}UISV-hiding\u{2019} UIView:0x7f01.width == 0>\u{201D},\n    \u{201C}\(Self.b)\u{201D}\n)\n"
    )
    #expect(smart.first?.entries.first?.identifier == "UISV-hiding" && smart.first?.error == nil)
    let escaped = try read(
      "Unable to simultaneously satisfy constraints.\n(\n    \"\\<NSLayoutConstraint:0x1 V:[\\_UILayoutGuide:0x7f01]-(0)-[UIView:0x7f02]\\>\",\n    \"\(Self.b)\"\n)\n"
    )
    #expect(escaped.first?.entries.first?.first.item.address == "0x7f02", "\(String(describing: escaped.first?.error))")
    let stamped = try read(
      "2024-01-02 10:00:00.1 App[1:2] Unable to simultaneously satisfy constraints.\n2024-01-02 10:00:00.1 App[1:2] (\n2024-01-02 10:00:00.1 App[1:2]     \"\(Self.a)\",\n2024-01-02 10:00:00.1 App[1:2]     \"\(Self.b)\"\n2024-01-02 10:00:00.1 App[1:2] )\n"
    )
    #expect(
      stamped.first?.entries.count == 2 && stamped.first?.error == nil, "\(String(describing: stamped.first?.error))")
  }

  @Test("AppKit: autoresizing with h=-&- v=-&-, NSWindow and NSView names, the colon header and the newer wording")
  func appKit() throws {
    let mask = "<NSAutoresizingMaskLayoutConstraint:0x6000021 h=-&- v=-&- NSView:0x7f10.width == 480   (active)>"
    let own = "<NSLayoutConstraint:0x6000022 NSView:0x7f10.width == 600   (active)>"
    let gap = "<NSLayoutConstraint:0x6000023 H:|-(20)-[NSButton:0x7f11]   (active, names: '|':NSView:0x7f10 )>"
    let mac = """
      2024-05-01 12:00:00.1 MyMacApp[3:4] [Layout] Unable to simultaneously satisfy constraints:
      (
          "\(mask)",
          "\(own)",
          "\(gap)"
      )
      Will attempt to recover by breaking <NSLayoutConstraint:0x6000022 NSView:0x7f10.width == 600   (active)>.

      Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.
      """
    let blocks = try read(mac)
    #expect(blocks.count == 1 && blocks[0].entries.count == 3 && blocks[0].broken?.address == "0x6000022")
    #expect(blocks[0].entries[0].autoresizingMask == "h=-&- v=-&-")
    let newer = try read("Conflicting constraints detected: (\n    \"\(mask)\",\n    \"\(own)\"\n).\n")
    #expect(newer.count == 1 && newer[0].entries.count == 2)
    let headerless = try read("\"\(mask)\",\n\"\(own)\"\n")
    let why = ConflictExplanation(try #require(headerless.first))
    #expect(why.conflict.count == 2)
    #expect(
      why.fixes.first?.kind == .stopTranslatingAutoresizingMask && why.fixes.first?.text.contains("NSView₁") == true)
  }

  @Test("a block of 10,002 constraints is read and explained in seconds (was quadratic)")
  func largeBlock() throws {
    var lines: [String] = []
    for k in 0..<10_000 {
      lines.append(
        "<NSLayoutConstraint:0x\(String(0x10000 + k, radix: 16)) UIView:0x\(String(0x70000 + k, radix: 16)).height == 10   (active)>"
      )
    }
    lines.append("<NSLayoutConstraint:0xfff1 UIView:0x70000.height == 50   (active)>")
    lines.append("<NSLayoutConstraint:0xfff2 UIView:0x70001.width == 5   (active)>")
    let text = iosBlock(lines, breaking: lines[10_000])
    var log: ConflictLog?
    var why: ConflictExplanation?
    let elapsed = try threadSeconds {
      log = try ConflictLog(text)
      why = ConflictExplanation(try #require(log?.blocks.first))
    }
    #expect(log?.blocks[0].entries.count == 10_002)
    #expect(why?.conflict.map(\.address) == ["0x10000", "0xfff1"])
    #expect(elapsed < 30 * sanitizerSlowdown, "\(elapsed)")
  }

  @Test("a long paste with many blocks and much other text reads in time linear in its length")
  func longPaste() throws {
    let block = iosBlock([Self.a, Self.b], breaking: Self.b, prefix: "2024-01-02 10:00:00.000 MyApp[1:2] ")
    let noise = String(repeating: "some other console output, not a log line\n", count: 20)
    let text = String(repeating: block + noise, count: 2_000)
    var log: ConflictLog?
    let elapsed = try threadSeconds { log = try ConflictLog(text) }
    #expect(log?.blocks.count == 2_000 && log?.errors.isEmpty == true)
    #expect(elapsed < 20 * sanitizerSlowdown, "\(elapsed)")
    // An unclosed description does not make the reader look far ahead.
    let open = String(repeating: "<NSLayoutConstraint:0x1 UIView:0x2.height == 3 ", count: 20_000)
    var cut: ConflictLog?
    let cutTime = try threadSeconds { cut = try ConflictLog(open) }
    #expect(cut?.blocks.first?.error != nil)
    #expect(cutTime < 20, "\(cutTime)")
  }
}
