// libFuzzer target: the mixed equation/VFL string parser. Built by
// Scripts/fuzz.sh with every library source in one module.

func fuzzEquation(_ bytes: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: bytes, as: UTF8.self)
  let window = LayoutWindow(size: LayoutSize(width: 320, height: 480))
  let a = LayoutView(name: "view1"), b = LayoutView(name: "view2")
  window.addSubview(a)
  a.addSubview(b)
  do {
    let cs = try LayoutConstraint.constraints(
      withFormat: text, metrics: ["pad": 8, "m": -3], views: ["view1": a, "view2": b, "root": window])
    LayoutConstraint.activate(cs)
    window.layoutIfNeeded()
  } catch {
    checkPosition(error, text)
  }
}

func checkPosition(_ error: SyntaxError, _ text: String) {
  guard error.line >= 1, error.column >= 1, error.length >= 1, !error.message.isEmpty else {
    fatalError("an error without a position: \(error) for input \(text.debugDescription)")
  }
}
