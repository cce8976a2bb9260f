// Builds a screen of `rows` × 10 views, lays it out, resizes it once and
// lets it go, `reps` times. Scripts/leak_check.sh runs it under valgrind
// with 1 and with several repetitions: no definite leak, and the bytes
// still in use at exit the same for both (each teardown gives back all).
//
//   leakcheck [ROWS [REPS]]     (defaults: 1000 rows = 10,000 views, 3 reps)
import Workloads

#if canImport(Glibc)
  import Glibc
#endif

let args = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let rows = args.first ?? 1000
let reps = args.dropFirst().first ?? 3

@MainActor func buildAndTearDown() throws -> Int {
  let screen = try Screen(rows: rows, width: 375, height: 20_000)
  screen.resize(width: 414)
  return screen.views.count
}

for rep in 0..<reps {
  do {
    let views = try buildAndTearDown()
    print("rep \(rep + 1): \(views) views built, laid out, resized and released")
  } catch {
    print("leakcheck: \(error)")
    exit(1)
  }
}
