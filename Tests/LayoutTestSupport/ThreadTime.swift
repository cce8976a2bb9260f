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

/// How much slower this test process runs than a plain debug build, so
/// that time limits keep their meaning under a sanitizer: 15 when the
/// AddressSanitizer or ThreadSanitizer runtime is loaded, otherwise 1.
/// (Measured: the 2,000-link conflict search takes 2.2 s of processor time
/// in a debug build and 23.8 s under AddressSanitizer, about 11 times.)
/// A limit is written as `elapsed < 20 * sanitizerSlowdown`.
public let sanitizerSlowdown: Double = {
  guard let process = dlopen(nil, RTLD_NOW) else { return 1 }
  defer { dlclose(process) }
  let runtimes = ["__asan_init", "__tsan_init"]
  return runtimes.contains { dlsym(process, $0) != nil } ? 15 : 1
}()
