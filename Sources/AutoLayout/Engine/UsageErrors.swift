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
/// line on standard error, and an entry in ``LayoutReport/errors`` of each
/// tree the items belong to (once per tree). Layout goes on without
/// whatever was refused.
package func reportUsageError(_ error: LayoutError, near items: (any LayoutItem)?...) {
  writeToStandardError("[AutoLayout] \(error). Layout goes on without it.\n")
  var roots: [LayoutView] = []
  for item in items {
    guard let root = item?.hierarchyView?.rootView, !roots.contains(where: { $0 === root }) else { continue }
    roots.append(root)
    root.engine.usageErrors.append(error)
  }
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
