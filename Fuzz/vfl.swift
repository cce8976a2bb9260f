// libFuzzer target: Apple's Visual Format Language parser.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
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
      withVisualFormat: text, options: options[size % options.count], metrics: ["gap": 6], views: views)
    if (try? LayoutConstraint.activate(cs)) != nil { window.layoutIfNeeded() }
  } catch {
    guard error.line >= 1, error.column >= 1, error.length >= 1, !error.message.isEmpty else {
      fatalError("an error without a position: \(error)")
    }
  }
  return 0
}
