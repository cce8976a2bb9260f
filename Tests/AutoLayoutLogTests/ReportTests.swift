import AutoLayoutLog
import Testing

@Suite("why: the report in sentences")
struct ReportTests {
  @Test("the library's report names the block, the conflict in short names, the fixes and the legend")
  func report() throws {
    let why = try explain(
      [
        "<NSLayoutConstraint:0xc1 UILabel:0x01.height == 40   (active)>",
        "<NSLayoutConstraint:0xc2 UILabel:0x01.height == 24   (active)>",
      ], broken: 1)
    let text = ConflictExplanation.report([why])
    #expect(text.hasPrefix("Block 1 (line "), "\(text)")
    #expect(text.contains("UIKit broke 0xc2"), "\(text)")
    #expect(text.contains("These 2 constraints cannot hold together"), "\(text)")
    #expect(text.contains("UILabel₁'s height equals 40"), "\(text)")
    #expect(text.contains("  Fixes, the known fix for this kind of conflict first:\n    1. "), "\(text)")
    #expect(text.contains("  Names:\n    UILabel₁ = "), "\(text)")
    #expect(!text.contains("could not be read"))
  }
}
