#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Reports a mistake the way UIKit does for calls that cannot throw: a
/// line on standard error, and an entry in ``LayoutReport/errors`` of the
/// tree that `item` belongs to (if any). Layout goes on without whatever
/// was refused.
package func reportUsageError(_ error: LayoutError, near item: (any LayoutItem)?) {
  writeToStandardError("[AutoLayout] \(error). Layout goes on without it.\n")
  guard let view = item?.hierarchyView else { return }
  view.engine.usageErrors.append(error)
}

/// Writes text to standard error (no Foundation needed).
package func writeToStandardError(_ text: String) {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(ucrt)
    var bytes = Array(text.utf8)
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + done, $0.count - done) }
      if n <= 0 { break }
      done += n
    }
  #else
    print(text, terminator: "")
  #endif
}
