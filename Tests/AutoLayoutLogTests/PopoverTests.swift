import AutoLayoutLog
import Testing

/// Hand-written logs of an action sheet shown as a popover whose source
/// gives it no room: UIKit ties the alert's view to a container that its
/// autoresizing mask holds at (nearly) zero size.
@Suite("why: an alert shown as a popover from a source with no size")
struct PopoverTests {
  /// Whether a fix edits one of the conflict's constraints.
  static func editsConflict(_ fix: ConflictExplanation.Fix, _ why: ConflictExplanation) -> Bool {
    why.conflict.contains { $0.name == fix.constraint }
  }

  @Test(
    "with UIKit's header: the first fix sets the popover's source view and rect, and none edits UIKit's constraints")
  func withHeader() throws {
    let why = try explain(
      [
        "<NSLayoutConstraint:0x60a1 H:[UIView:0x7b10(270)]>",
        "<NSLayoutConstraint:0x60a2 _UIAlertControllerView:0x7b20'Share'.width >= UIView:0x7b10.width>",
        "<NSLayoutConstraint:0x60a3 _UIAlertControllerView:0x7b20'Share'.width == UIView:0x7b30.width>",
        "<NSAutoresizingMaskLayoutConstraint:0x60a4 h=--& v=--& H:[UIView:0x7b30(0)]>",
      ], broken: 0)
    #expect(why.conflict.count == 4)
    let first = try #require(why.fixes.first)
    #expect(first.kind == .popoverSource, "\(why.fixes.map(\.text))")
    #expect(first.text.contains("sourceView") && first.text.contains("sourceRect") && first.text.contains("laid out"))
    #expect(first.verified.contains("re-solved holds"), "\(first.verified)")
    #expect(!why.fixes.contains { Self.editsConflict($0, why) }, "\(why.fixes.map(\.text))")
    let alert = try #require(why.systemParts.first { $0.name == "_UIAlertControllerView" })
    #expect(alert.owner == SystemParts.alertOwner && !alert.appCanChange)
  }

  @Test("no header, a Swift list, a tiny height and another alert part: the same fix first")
  func withoutHeader() throws {
    let text = """
      (lldb) po sheet.view.superview!.constraints
      [<NSLayoutConstraint:0x28c9 _UIAlertControllerInterfaceActionGroupView:0x1d40.height == 312   (active)>, \
      <NSLayoutConstraint:0x28ca _UIAlertControllerInterfaceActionGroupView:0x1d40.height <= UIView:0x1d50.height   (active)>, \
      <NSAutoresizingMaskLayoutConstraint:0x28cb h=--& v=--& V:[UIView:0x1d50(0.5)]   (active)>]
      """
    let log = try ConflictLog(text)
    let block = try #require(log.blocks.first)
    #expect(!block.hasHeader && block.error == nil)
    let why = ConflictExplanation(block)
    let first = try #require(why.fixes.first)
    #expect(first.kind == .popoverSource && first.text.contains("height"), "\(why.fixes.map(\.text))")
    #expect(!why.fixes.contains { Self.editsConflict($0, why) })
    #expect(why.systemParts.contains { $0.name == "_UIAlertControllerInterfaceActionGroupView" })
  }

  @Test("not the pattern: a real autoresizing size, or a zero size with no alert, gets no popover fix")
  func notThePattern() throws {
    let sized = try explain(
      [
        "<NSLayoutConstraint:0x1 H:[UIView:0x7c10(304)]>",
        "<NSLayoutConstraint:0x2 _UIAlertControllerView:0x7c20.width == UIView:0x7c30.width>",
        "<NSLayoutConstraint:0x3 _UIAlertControllerView:0x7c20.width >= UIView:0x7c10.width>",
        "<NSAutoresizingMaskLayoutConstraint:0x4 h=--& v=--& H:[UIView:0x7c30(200)]>",
      ], broken: 0)
    #expect(!sized.conflict.isEmpty && !sized.fixes.contains { $0.kind == .popoverSource })
    let noAlert = try explain(
      [
        "<NSLayoutConstraint:0x1 MyApp.Card:0x7d10.width == 120   (active)>",
        "<NSLayoutConstraint:0x2 MyApp.Card:0x7d10.width == MyApp.Badge:0x7d20.width   (active)>",
        "<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& H:[MyApp.Badge:0x7d20(0)]>",
      ], broken: 0)
    #expect(!noAlert.fixes.contains { $0.kind == .popoverSource })
    #expect(noAlert.fixes.first?.kind == .stopTranslatingAutoresizingMask)
  }
}
