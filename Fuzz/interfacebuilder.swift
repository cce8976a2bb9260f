// libFuzzer target: the storyboard and xib reader (FoundationXML), each root
// laid out (with the design-time pass) when the file loads.

import Foundation

func fuzzInterfaceBuilder(_ bytes: UnsafeBufferPointer<UInt8>) {
  let data = Data(buffer: bytes)
  do {
    let document = try InterfaceBuilderDocument(data: data, name: "fuzz.storyboard")
    for warning in document.warnings where warning.line < 1 || warning.column < 1 || warning.message.isEmpty {
      fatalError("a warning without a position: \(warning)")
    }
    for scene in document.scenes {
      // Both passes: the file's constraints, then Interface Builder's
      // design frames.
      _ = scene.layout().description
    }
  } catch {
    guard error.line >= 1, error.column >= 1, !error.message.isEmpty else {
      fatalError("an error without a position: \(error)")
    }
  }
}
