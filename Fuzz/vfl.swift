// libFuzzer target: Apple's Visual Format Language parser.

func fuzzVisualFormat(_ bytes: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: bytes, as: UTF8.self)
  let window = LayoutWindow(size: LayoutSize(width: 320, height: 480))
  var views: [String: any LayoutItem] = [:]
  for name in ["a", "b", "c"] {
    let v = LayoutView(name: name)
    window.addSubview(v)
    views[name] = v
  }
  let options: [FormatOptions] = [[], .alignAllTop, .directionRightToLeft, .spacingBaselineToBaseline]
  do {
    let cs = try LayoutConstraint.constraints(
      withVisualFormat: text, options: options[bytes.count % options.count], metrics: ["gap": 6], views: views)
    LayoutConstraint.activate(cs)
    window.layoutIfNeeded()
  } catch {
    guard error.line >= 1, error.column >= 1, error.length >= 1, !error.message.isEmpty else {
      fatalError("an error without a position: \(error)")
    }
  }
}
