import Dispatch

/// Collects one result per index from several threads (tests that run
/// work with `DispatchQueue.concurrentPerform`).
public final class ThreadResults<Value: Sendable>: @unchecked Sendable {
  private let lock = DispatchSemaphore(value: 1)
  private var values: [Int: Value] = [:]

  /// An empty collection.
  public init() {}

  /// Records the result of index `i`.
  public func set(_ i: Int, _ value: Value) {
    lock.wait()
    values[i] = value
    lock.signal()
  }

  /// The result of index `i`, if one was recorded.
  public func get(_ i: Int) -> Value? {
    lock.wait()
    defer { lock.signal() }
    return values[i]
  }

  /// The results of indices `0..<count`, in order (nil where none was
  /// recorded).
  public func all(_ count: Int) -> [Value?] {
    lock.wait()
    defer { lock.signal() }
    return (0..<count).map { values[$0] }
  }
}
