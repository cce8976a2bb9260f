// libFuzzer target: the UIKit conflict-log reader and `why`'s explanation
// (which rebuilds the listed constraints and solves them), plus its picture.
// Every error, of the whole text or of one block, must have a position.

func fuzzConflictLog(_ bytes: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: bytes, as: UTF8.self)
  do {
    let log = try ConflictLog(text)
    for block in log.blocks {
      if let error = block.error { checkPosition(error) }
      let why = ConflictExplanation(block)
      _ = why.fixes.map(\.text)
      _ = why.names.legend.count
      let picture = ConflictPicture(block: block, conflict: why.conflict)
      picture.window.layoutIfNeeded()
    }
  } catch {
    checkPosition(error)
  }
}

func checkPosition(_ error: LogError) {
  guard error.line >= 1, error.column >= 1, !error.expected.isEmpty else {
    fatalError("an error without a position: \(error)")
  }
}
