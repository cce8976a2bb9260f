#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processor time this thread spends in `work`, in seconds: time
/// limits in tests measure the work, not how busy the machine is.
public func threadSeconds(_ work: () throws -> Void) rethrows -> Double {
  var start = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
  try work()
  var end = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
  return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}
