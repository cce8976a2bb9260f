import AutoLayout
import AutoLayoutLog
import Testing

/// Names, system parts, duplicates and the fixes that fit the cause.
@Suite("why: names, system parts, duplicates, fixes")
struct ExplainingTests {
  @Test("the same constraint added twice is named as such, with removing the copy first")
  func addedTwice() throws {
    let why = try explain(
      [
        "<NSLayoutConstraint:0x1a UIView:0x01.height == 52.3333   (active)>",
        "<NSLayoutConstraint:0x1b UIView:0x01.top == UIView:0x02.top   (active)>",
        "<NSLayoutConstraint:0x1c UIView:0x01.height == 52.3333   (active)>",
      ], broken: 2)
    #expect(why.duplicates.map { [$0.0.address, $0.1.address] } == [["0x1a", "0x1c"]])
    #expect(why.notes.contains { $0.contains("0x1c is added twice") })
    let first = try #require(why.fixes.first)
    #expect(first.kind == .removeDuplicate && first.constraint == "0x1c" && first.text.contains("added twice"))
    #expect(!first.verified.isEmpty)
  }

  @Test("short stable names: identifiers, label text, class and a number; a legend; no doubled quotes")
  func names() throws {
    let why = try explain(
      [
        "<NSLayoutConstraint:0x1 UILabel:0x7f01'Hello'.height == 20   (active)>",
        "<NSLayoutConstraint:0x2 UILabel:0x7f01'Hello'.top == MyApp.CardView:0x7f02.top + 8   (active)>",
        "<NSLayoutConstraint:0x3 UILabel:0x7f03' '.top == UILabel:0x7f01'Hello'.bottom   (active)>",
        "<NSLayoutConstraint:0x4 UILabel:0x7f03' '.bottom == MyApp.CardView:0x7f02.bottom   (active)>",
        "<NSLayoutConstraint:0x5 MyApp.CardView:0x7f02.height == 10   (active)>",
        "<NSLayoutConstraint:0x6 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x7f04 )>",
      ], broken: 4)
    #expect(why.names.legend.map(\.name) == ["UILabel “Hello”", "CardView₁", "UILabel₁", "AddressToolbar.lockIcon"])
    #expect(why.names.legend.first?.printed == "UILabel:0x7f01'Hello'")
    let sentence = why.sentence(why.conflict[0])
    #expect(!sentence.contains("''") && !sentence.contains("0x7f"), "\(sentence)")
    let block = try #require(
      try ConflictLog(
        iosBlock(
          [
            "<NSLayoutConstraint:0x1 UIView:0x7f01.height == 20>",
            "<NSLayoutConstraint:0x2 UIView:0x7f01.height == 30>",
          ],
          breaking: nil)
      ).blocks.first)
    let picture = ConflictPicture(block: block, conflict: ConflictExplanation(block).conflict)
    #expect(picture.window.subviews.map(\.name) == ["UIView₁"])
  }

  @Test("private and system views and constraints are known by name: what each is and who owns it")
  func systemParts() throws {
    func parts(_ line: String) throws -> [SystemPart] { SystemParts.lookup(try ConstraintDescription(line)) }
    let temporary = try parts(
      "<NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' UITableViewCell:0x7f01.width == 0   (active)>")
    #expect(temporary.first?.name == "_UITemporaryLayoutWidth/Height" && temporary.first?.owner == "UIKit")
    let keyboard = try parts(
      "<NSLayoutConstraint:0x2 'UIKBAutolayoutHeightConstraint' UIInputSetHostView:0x7f02.height == 216   (active)>")
    #expect(
      keyboard.map(\.owner).contains("the system keyboard")
        && keyboard.contains { $0.name.contains("UIInputSetHostView") })
    let title = try parts("<NSLayoutConstraint:0x3 _NSTitlebarView:0x7f03.height == 28   (active)>")
    #expect(title.first?.owner == "AppKit" && title.first?.what.contains("title bar") == true)
    let safe = try parts(
      "<NSLayoutConstraint:0x4 UIView:0x7f04.top == UILayoutGuide:0x7f05'UIViewSafeAreaLayoutGuide'.top   (active)>")
    #expect(safe.first?.what.contains("safe-area") == true)
    let stack = try parts("<NSLayoutConstraint:0x5 'UISV-spacing' V:[UILabel:0x7f06]-(8)-[UILabel:0x7f07]   (active)>")
    #expect(stack.first?.name == "UISV-*")
    let cell = try parts(
      "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f08.height == 44   (active)>"
    )
    #expect(cell.first?.owner.contains("container") == true)
    #expect(try parts("<NSLayoutConstraint:0x7 MyApp.Card:0x7f09.height == 4>").isEmpty)
  }

  @Test("a keyboard's imposed height: keep the app's height, breakable; never 'remove yours so 216 wins'")
  func keyboard() throws {
    let why = try explain(
      [
        "<NSLayoutConstraint:0x600000088110 V:[UIInputView:0x7ff7(246)]>",
        "<NSLayoutConstraint:0x600000087d50 'UIView-Encapsulated-Layout-Height' V:[UIInputView:0x7ff7(216)]>",
      ], broken: 0)
    let first = try #require(why.fixes.first)
    #expect(first.kind == .inputViewHeight && first.constraint == "0x600000088110")
    #expect(first.text.contains("translatesAutoresizingMaskIntoConstraints = false"))
    #expect(
      !why.fixes.contains { $0.kind == .removeDuplicate || $0.kind == .lowerPriority }, "\(why.fixes.map(\.text))")
    // Only the system's constraints in conflict: nothing the app can change is suggested.
    let system = try explain(
      [
        "<NSLayoutConstraint:0x1 V:|-(20)-[UIInputSetContainerView:0x7f01]   (Names: '|':UITextEffectsWindow:0x7f02 )>",
        "<NSLayoutConstraint:0x2 'UIInputWindowController-top' V:|-(0)-[UIInputSetContainerView:0x7f01]   (Names: '|':UITextEffectsWindow:0x7f02 )>",
      ], broken: 0)
    #expect(system.conflict.count == 2 && system.fixes.isEmpty)
  }

  @Test("an autoresizing constraint written V:[X]-(0)-| names X, whose mask it is, not the superview")
  func maskOwner() throws {
    let why = try explain(
      [
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- V:[MyApp.Panel:0x7f01]-(0)-|   (active, names: '|':UIView:0x7f02 )>",
        "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- V:|-(0)-[MyApp.Panel:0x7f01]   (active, names: '|':UIView:0x7f02 )>",
        "<NSLayoutConstraint:0x3 UIView:0x7f02.height == 400   (active)>",
        "<NSLayoutConstraint:0x4 MyApp.Panel:0x7f01.height == 100   (active)>",
      ], broken: 3)
    let first = try #require(why.fixes.first)
    #expect(first.kind == .stopTranslatingAutoresizingMask && first.text.contains("on Panel₁"), "\(first.text)")
    #expect(first.verified.hasPrefix("Checked"))
  }

  @Test("a cell's imposed height: a below-required bottom, and estimatedRowHeight")
  func cell() throws {
    let why = try explain(
      [
        "<NSLayoutConstraint:0xc1 V:|-(12)-[UILabel:0x02]   (active, names: '|':UITableViewCellContentView:0x01 )>",
        "<NSLayoutConstraint:0xc2 UILabel:0x02.height == 30   (active)>",
        "<NSLayoutConstraint:0xc3 V:[UILabel:0x02]-(12)-|   (active, names: '|':UITableViewCellContentView:0x01 )>",
        "<NSLayoutConstraint:0xc4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x01.height == 44   (active)>",
      ], broken: 2)
    let first = try #require(why.fixes.first)
    #expect(first.kind == .cellBottomPriority && first.text.contains("estimatedRowHeight"))
    #expect(!why.fixes.contains { $0.kind == .lowerPriority })
  }
}

@Suite("why: safe area against margins, and conflicts only the system owns")
struct SafeAreaTests {
  @Test("a view pinned to the safe area and to the margins: keep one, on the app's constraint")
  func safeAreaAndMargins() throws {
    let why = try explain(
      [
        "<NSLayoutConstraint:0x1 UILabel:0x7f01.top == UILayoutGuide:0x7f02'UIViewSafeAreaLayoutGuide'.top + 20   (active)>",
        "<NSLayoutConstraint:0x2 UILabel:0x7f01.top == UIView:0x7f03.topMargin   (active)>",
        "<NSLayoutConstraint:0x3 UILayoutGuide:0x7f02'UIViewSafeAreaLayoutGuide'.top == UIView:0x7f03.top + 44   (active)>",
      ], broken: 1)
    let first = try #require(why.fixes.first)
    #expect(first.kind == .safeAreaOrMargins && first.constraint == "0x2", "\(why.fixes.map(\.text))")
    #expect(why.systemParts.contains { $0.name.contains("UIViewSafeAreaLayoutGuide") })
  }

  @Test("a conflict only among the system's constraints says so and suggests nothing on them")
  func systemOnly() throws {
    let why = try explain(
      [
        "<NSLayoutConstraint:0x1 V:|-(20)-[UIInputSetContainerView:0x7f01]   (Names: '|':UITextEffectsWindow:0x7f02 )>",
        "<NSLayoutConstraint:0x2 'UIInputWindowController-top' V:|-(0)-[UIInputSetContainerView:0x7f01]   (Names: '|':UITextEffectsWindow:0x7f02 )>",
      ], broken: 0)
    #expect(why.fixes.isEmpty && why.notes.contains { $0.contains("belongs to the system") })
  }
}
