import AutoLayout
import AutoLayoutLog
import Testing

/// Wraps constraint lines in an iOS block as UIKit prints it.
func iosBlock(_ lines: [String], breaking: String?, prefix: String = "") -> String {
  var s = prefix + "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
  s += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
  s += "\tTry this: \n\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
  s += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n(\n"
  s += lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
  if let breaking { s += "Will attempt to recover by breaking constraint \n\(breaking)\n\n" }
  s += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
  return s
}

@Suite("UIKit log reader")
struct LogParserTests {
  func one(_ text: String) throws -> ConstraintDescription {
    try ConstraintDescription(text)
  }

  @Test("anchor form with margins, an identifier, a multiplier, a negative constant with a space")
  func anchorForms() throws {
    let a = try one(
      "<NSLayoutConstraint:0x600001 'title-leading' UILabel:0x7f01'Hello: world'.leading == UIView:0x7f02.leadingMargin + 8   (active)>"
    )
    #expect(a.address == "0x600001" && a.identifier == "title-leading" && a.isActive == true)
    #expect(a.first.item.className == "UILabel" && a.first.item.text == "Hello: world")
    #expect(a.first.attribute == .leading && a.second?.attribute == .leadingMargin && a.constant == 8)
    let b = try one(
      "<NSLayoutConstraint:0x600002 UIView:0x7f03.height == 0.2*Module.MyView:0x7f04.height   (inactive)>")
    #expect(b.multiplier == 0.2 && b.second?.item.className == "Module.MyView" && b.isActive == false)
    let c = try one("<NSLayoutConstraint:0x600003 UIView:0x7f05.width == - 16   (active)>")
    #expect(c.constant == -16 && c.second == nil)
    let d = try one("<NSLayoutConstraint:0x600004 UIView:0x7f06.width == UIView:0x7f07.height * 0.384615>")
    #expect(d.multiplier == 0.384615 && d.isActive == nil)
  }

  @Test("visual-format forms: edges, siblings, sizes, priorities, system spacing, direction suffix")
  func visualForms() throws {
    let lead = try one(
      "<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0x7f01]   (active, names: '|':UIView:0x7f02 )>")
    #expect(lead.first.attribute == .leading && lead.second?.item.address == "0x7f02" && lead.constant == 20)
    let size = try one("<NSLayoutConstraint:0x2 V:[UIView:0x7f03(44)]>")
    #expect(size.first.attribute == .height && size.second == nil && size.constant == 44)
    let fit = try one(
      "<NSLayoutConstraint:0x3 'UISV-spanning-fit' V:[_UILayoutSpacer:0x7f04'UISV-alignment-spanner'(0@51)]>")
    #expect(fit.priority == 51 && fit.identifier == "UISV-spanning-fit" && fit.isSystem)
    let gap = try one("<NSLayoutConstraint:0x4 H:[UILabel:0x7f05' ']-(NSSpace(8))-[UIButton:0x7f06'Show More']>")
    #expect(gap.first.item.address == "0x7f06" && gap.first.attribute == .leading)
    #expect(gap.second?.item.address == "0x7f05" && gap.second?.attribute == .trailing && gap.constant == 8)
    let trail = try one("<NSLayoutConstraint:0x5 V:[UIView:0x7f07]-(>=0)-|   (Names: '|':UIView:0x7f08 )>")
    #expect(trail.relation == .greaterThanOrEqual && trail.first.item.address == "0x7f08")
    let ltr = try one(
      "<NSLayoutConstraint:0x6 H:|-(5)-[NSVisualEffectView:0x7f09](LTR)   (active, names: '|':V:0x7f0a )>")
    #expect(ltr.constant == 5)
  }

  @Test("autoresizing, encapsulated sizes, guides, SnapKit, identifiers with a names clause, early SnapKit")
  func systemForms() throws {
    let mask = try one(
      "<NSAutoresizingMaskLayoutConstraint:0x7 h=-&- v=--& UIView:0x7f01.minX == 187.5   (active, names: '|':UIView:0x7f02 )>"
    )
    #expect(
      mask.autoresizingMask == "h=-&- v=--&" && mask.first.attribute == .left && mask.superview?.address == "0x7f02")
    let cell = try one(
      "<NSLayoutConstraint:0x8 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f03.height == 44   (active)>"
    )
    #expect(cell.isSystem && cell.identifier == "UIView-Encapsulated-Layout-Height")
    let guide = try one(
      "<NSLayoutConstraint:0x9 UITableView:0x7f04.bottom <= UILayoutGuide:0x7f05'UIViewSafeAreaLayoutGuide'.bottom   (active)>"
    )
    #expect(guide.relation == .lessThanOrEqual && guide.second?.item.text == "UIViewSafeAreaLayoutGuide")
    let snap = try one(
      "<SnapKit.LayoutConstraint:0x10@Cell.swift#42 UILabel:0x7f06.leading == UIView:0x7f07.leading + 16.0>")
    #expect(snap.source == "Cell.swift#42" && snap.constant == 16 && !snap.isSystem)
    let named = try one(
      "<NSLayoutConstraint:0x11 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x7f08 )>"
    )
    #expect(named.first.item.address == "0x7f08" && named.first.item.text == "AddressToolbar.lockIcon")
    let early = try one("<<App.LayoutConstraint:0x12> <UIView:0x7f09>.top == <_UILayoutGuide:0x7f0a>.bottom>")
    #expect(early.first.item.address == "0x7f09" && early.second?.attribute == .bottom)
  }

  @Test("blocks: prefixes, AppKit's wording, several blocks, a log cut short, one line, <private>")
  func blocks() throws {
    let a = "<NSLayoutConstraint:0x1 UIView:0x7f01.height == 200   (active)>"
    let b = "<NSLayoutConstraint:0x2 UIView:0x7f01.height == 100   (active)>"
    let ios = iosBlock([a, b], breaking: b, prefix: "2019-07-09 10:17:20.194912+0600 Unstoppable D[40239:12357857] ")
    let mac = """
      [Layout] Unable to simultaneously satisfy constraints:
      (
          "\(a)",
          "\(b)"
      )
      Will attempt to recover by breaking \(a).
      """
    let cut = "Unable to simultaneously satisfy constraints.\n(\n    \"\(a)\",\n    \"\(b)\"\n)\n"
    let log = try ConflictLog("some other console line\n" + ios + "\nmore output\n" + mac + "\n" + cut)
    #expect(log.blocks.count == 3)
    #expect(log.blocks[0].entries.count == 2 && log.blocks[0].broken?.address == "0x2")
    #expect(log.blocks[1].broken?.address == "0x1")
    #expect(log.blocks[2].broken == nil && log.blocks[2].entries.count == 2)
    let oneLine = try ConflictLog(ios.replacingOccurrences(of: "\n", with: " "))
    #expect(oneLine.blocks.first?.entries.count == 2)
    let redacted = try ConflictLog(
      "Unable to simultaneously satisfy constraints:\n<private>\nWill attempt to recover by breaking <private>\n")
    #expect(redacted.blocks.first?.redacted == true)
    let crlf = try ConflictLog(ios.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(crlf.blocks.first?.entries.count == 2)
  }

  @Test("unreadable text inside a block is an error with line, column, what was found and what was expected")
  func errors() throws {
    let text = iosBlock(["<NSLayoutConstraint:0x1 UIView:0x7f01.height == 200>"], breaking: nil)
      .replacingOccurrences(of: "    \"<NSLayout", with: "    garbage \"<NSLayout")
    let error = try ConflictLog(text).blocks.first?.error
    #expect(
      error?.line == 7 && error?.column == 5 && error?.found.hasPrefix("garbage") == true,
      "\(String(describing: error))")
    do {
      _ = try ConstraintDescription("<NSLayoutConstraint:0x1 UIView:0x7f01.hieght == 200>")
    } catch {
      #expect(error.expected.contains("did you mean 'height'?") && error.column == 39, "\(error)")
    }
    #expect(throws: LogError.self) { try ConflictLog("nothing to see here") }
  }

  @Test("found by fuzzing: an identifier's quote left open runs past the flags (was a trap)")
  func openQuoteIntoFlags() throws {
    let line = "<NSLayoutConstraint:0x6 'UISV-fit]   (active, names: '|':UIView:0x7f06 )>"
    #expect(throws: LogError.self) { try ConstraintDescription(line) }
    #expect(try ConflictLog(iosBlock([line], breaking: nil)).blocks.first?.error != nil)
  }
}

extension String {
  func replacingOccurrences(of a: String, with b: String) -> String {
    split(separator: a, omittingEmptySubsequences: false).joined(separator: b)
  }
}
