// libFuzzer target: the UIKit conflict-log reader and `why`'s explanation
// (which rebuilds the listed constraints and solves them), plus its picture.

func fuzzConflictLog(_ bytes: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: bytes, as: UTF8.self)
  do {
    let log = try ConflictLog(text)
    for block in log.blocks {
      let why = ConflictExplanation(block)
      _ = why.fixes.map(\.text)
      let picture = ConflictPicture(block: block, conflict: why.conflict)
      picture.window.layoutIfNeeded()
    }
  } catch {
    guard error.line >= 1, error.column >= 1, !error.expected.isEmpty else {
      fatalError("an error without a position: \(error)")
    }
  }
}
