import AutoLayoutLog
import Testing

/// The explanation of the first block of an iOS log made from `lines`,
/// UIKit having broken `broken` (an index into `lines`).
func explain(_ lines: [String], broken: Int?) throws -> ConflictExplanation {
  let log = try ConflictLog(iosBlock(lines, breaking: broken.map { lines[$0] }))
  return ConflictExplanation(try #require(log.blocks.first))
}

@Suite("why: conflicts and fixes")
struct ExplanationTests {
  @Test("the minimal set is found among bystanders; breaking was not forced; each member gets a sentence")
  func minimalSet() throws {
    let why = try explain(
      [
        "<NSLayoutConstraint:0xa1 UIView:0x01.leading == UIView:0x02.leading + 20   (active)>",
        "<NSLayoutConstraint:0xa2 UIView:0x01.top == UIView:0x02.top + 20   (active)>",
        "<NSLayoutConstraint:0xa3 UIView:0x01.height == 200   (active)>",
        "<NSLayoutConstraint:0xa4 UIView:0x01.height == 120   (active)>",
        "<NSLayoutConstraint:0xa5 UIView:0x01.width == 50   (active)>",
      ], broken: 3)
    #expect(why.conflict.map(\.address) == ["0xa3", "0xa4"])
    #expect(why.conflictIsMinimal && !why.brokenWasForced)
    #expect(why.alternatives.map(\.address) == ["0xa3"])
    #expect(why.sentence(why.conflict[0]) == "UIView₁'s height equals 200")
    // A duplicate: the first fix removes the newer one, checked by solving.
    let first = try #require(why.fixes.first)
    #expect(first.kind == .removeDuplicate && first.constraint == "0xa4")
  }

  @Test("a view that translates its autoresizing mask: turn it off")
  func autoresizing() throws {
    let why = try explain(
      [
        "<NSAutoresizingMaskLayoutConstraint:0xb1 h=--& v=--& MyApp.Card:0x01.width == 0   (active)>",
        "<NSLayoutConstraint:0xb2 H:|-(16)-[UILabel:0x02]   (active, names: '|':MyApp.Card:0x01 )>",
        "<NSLayoutConstraint:0xb3 H:[UILabel:0x02]-(16)-|   (active, names: '|':MyApp.Card:0x01 )>",
      ], broken: 2)
    let first = try #require(why.fixes.first)
    #expect(first.kind == .stopTranslatingAutoresizingMask && first.text.contains("Card₁"))
    #expect(why.conflict.count == 3 && why.conflictIsMinimal)
  }

  @Test("a cell's imposed height: the bottom-most vertical constraint gets 999")
  func cell() throws {
    let why = try explain(
      [
        "<NSLayoutConstraint:0xc1 V:|-(12)-[UILabel:0x02]   (active, names: '|':UITableViewCellContentView:0x01 )>",
        "<NSLayoutConstraint:0xc2 UILabel:0x02.height == 30   (active)>",
        "<NSLayoutConstraint:0xc3 V:[UILabel:0x02]-(12)-|   (active, names: '|':UITableViewCellContentView:0x01 )>",
        "<NSLayoutConstraint:0xc4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x01.height == 44   (active)>",
      ], broken: 2)
    let first = try #require(why.fixes.first)
    #expect(first.kind == .cellBottomPriority && first.constraint == "0xc3", "\(why.fixes.map(\.text))")
    #expect(!why.conflict.isEmpty)
  }

  @Test("a hidden arranged view with a required size of its own: that size gets 999; a hidden stack's spacing: 0")
  func stackHiding() throws {
    let own = try explain(
      [
        "<NSLayoutConstraint:0xd1 Hint:0x01.width == Art:0x02.width + 1   (active)>",
        "<NSLayoutConstraint:0xd2 'UISV-hiding' H:[Hint:0x01(0)]   (active)>",
      ], broken: 0)
    #expect(own.fixes.first?.kind == .lowerPriority && own.fixes.first?.constraint == "0xd1")
    let spacing = try explain(
      [
        "<NSLayoutConstraint:0xe1 'UISV-canvas-connection' UIStackView:0x01.top == UILabel:0x02.top   (active)>",
        "<NSLayoutConstraint:0xe2 'UISV-canvas-connection' V:[UILabel:0x03]-(0)-|   (active, names: '|':UIStackView:0x01 )>",
        "<NSLayoutConstraint:0xe3 'UISV-spacing' V:[UILabel:0x02]-(8)-[UILabel:0x03]   (active)>",
        "<NSLayoutConstraint:0xe4 'UISV-hiding' UIStackView:0x01.height == 0   (active)>",
      ], broken: 2)
    #expect(spacing.fixes.first?.kind == .zeroSpacing, "\(spacing.fixes.map(\.text))")
  }

  @Test(
    "a plain conflict between two of the app's constraints: lower one to 999; without a breaking line it still explains"
  )
  func lowerPriority() throws {
    let why = try explain(
      [
        "<NSLayoutConstraint:0xf1 UIView:0x01.width >= 300   (active)>",
        "<NSLayoutConstraint:0xf2 UIView:0x01.width <= 200   (active)>",
      ], broken: nil)
    #expect(why.broken == nil && why.conflict.count == 2)
    #expect(why.fixes.first?.kind == .lowerPriority)
    #expect(why.notes.contains { $0.contains("cut short") })
  }

  @Test("constraints that hold here are said to, not invented into a conflict")
  func notReproduced() throws {
    let why = try explain(
      ["<NSLayoutConstraint:0x1 UIView:0x01.leadingMargin == UIView:0x02.leading + 8   (active)>"], broken: 0)
    #expect(why.conflict.isEmpty && why.fixes.isEmpty)
    #expect(why.notes.contains { $0.contains("margins") })
  }
}
