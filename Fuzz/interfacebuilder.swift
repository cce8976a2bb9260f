// libFuzzer target: the storyboard and xib reader (FoundationXML), each root
// laid out (with the design-time pass) when the file loads.

import Foundation

func fuzzInterfaceBuilder(_ bytes: UnsafeBufferPointer<UInt8>) {
  let data = Data(buffer: bytes)
  do {
    let document = try InterfaceBuilderDocument(data: data, name: "fuzz.storyboard")
    for warning in document.warnings
    where warning.line < 1 || warning.column < 1 || warning.message.isEmpty || warning.code.rawValue.isEmpty {
      fatalError("a warning without a position or code: \(warning)")
    }
    for scene in document.scenes {
      // Both passes: the file's constraints, then Interface Builder's
      // design frames; the design state must give finite, non-negative
      // sizes; then back to a device's layout.
      _ = scene.layout().description
      for id in scene.ids {
        guard let f = scene.frameInRoot(id) else { continue }
        if !(f.width >= 0 && f.height >= 0 && f.minX.isFinite && f.minY.isFinite) {
          fatalError("a frame with a negative or non-finite size: \(id) \(f)")
        }
      }
      _ = scene.deviceLayout().description
    }
  } catch {
    guard error.line >= 1, error.column >= 1, !error.message.isEmpty else {
      fatalError("an error without a position: \(error)")
    }
  }
}
