import Foundation
import NIOConcurrencyHelpers

/// The threads that do the playground's work: one per core, first come
/// first served, each with a large stack.
///
/// The readers and the view model are recursive in places (a storyboard
/// nested tens of thousands deep is freed node by node), and a thread's
/// usual stack (8 MiB here, 512 KiB on some systems) ends in a crash that
/// takes the whole server down. With 1 MiB of request body at most, a
/// document is at most about 150,000 elements deep; ``stackBytes`` leaves
/// room for that with a margin. The stack is reserved address space; only
/// the pages a request touches are used.
final class WorkQueue: Sendable {
  /// Each worker thread's stack.
  static let stackBytes = 1 << 30

  /// 1 while jobs wait, 0 when there are none; the jobs change only
  /// while this lock is held.
  private let pending = ConditionLock(value: 0)
  private let jobs = NIOLockedValueBox<[@Sendable () -> Void]>([])

  /// Starts `workers` threads.
  init(workers: Int) {
    for i in 0..<max(1, workers) {
      let thread = Thread { [self] in self.work() }
      thread.stackSize = Self.stackBytes
      thread.name = "autolayout.playground.work.\(i)"
      thread.start()
    }
  }

  /// Queues `job`; a free worker runs it.
  func run(_ job: @escaping @Sendable () -> Void) {
    pending.lock()
    jobs.withLockedValue { $0.append(job) }
    pending.unlock(withValue: 1)
  }

  /// A worker's loop: take the oldest job, run it, forever. (At most a
  /// few thousand jobs wait, one per connection, so taking the first of an
  /// array is cheap enough.)
  private func work() {
    while true {
      pending.lock(whenValue: 1)
      // The value is 1 only while the list is not empty.
      let (job, left) = jobs.withLockedValue { list in (list.removeFirst(), list.count) }
      pending.unlock(withValue: left > 0 ? 1 : 0)
      job()
    }
  }
}
