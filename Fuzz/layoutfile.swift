// libFuzzer target: the layout-file reader (declarations plus constraints),
// laid out when it parses.

func fuzzLayoutFile(_ bytes: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: bytes, as: UTF8.self)
  do {
    let file = try LayoutFile(text, name: "fuzz.layout", size: LayoutSize(width: 320, height: 480))
    _ = file.layout()
    _ = file.window.report.description
  } catch {
    for e in error.errors where e.line < 1 || e.column < 1 || e.length < 1 || e.message.isEmpty {
      fatalError("an error without a position: \(e)")
    }
  }
}
