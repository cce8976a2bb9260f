extension Array where Element: AnyObject {
  /// Calls `body` with each element in order, lent: without a retain and
  /// a release of its own (atomic operations, a visible part of a first
  /// layout over thousands of objects). The array holds every element for
  /// the call; `body` must not keep one past it without its own reference.
  @inline(__always) func forEachLent(_ body: (Element) throws -> Void) rethrows {
    try withUnsafeBufferPointer { list in
      for i in list.indices { try Unmanaged.passUnretained(list[i])._withUnsafeGuaranteedRef(body) }
    }
  }
}
