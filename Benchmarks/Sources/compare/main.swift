import AutoLayout
import AutoLayoutText
@_spi(Benchmarks) import Cassowary
import CassowarySystemFile
import Foundation
import Workloads

// Runs each workload's build and resize on our solver and its resize with the
// hand-written loop, best of N, and prints one JSON line per workload. The
// manual loop's values are checked against the solver's first.
//   compare [--reps N] NAME...
//   compare --write-workloads DIR [NAME...]   (system files for kiwi_side.py)
//   compare rows|grid stacks|anchors N [--reps R] [--frames FILE] [--system FILE]
//   compare components FILE [--reps R]       (two tableaux on two threads: Components.swift)

var reps = 5
var names: [String] = []
var writeDirectory: String?
var framesPath: String?
var systemPath: String?
var args = CommandLine.arguments.dropFirst().makeIterator()
while let a = args.next() {
  if a == "--reps", let n = args.next().flatMap({ Int($0) }) {
    reps = n
  } else if a == "--frames", let path = args.next() {
    framesPath = path
  } else if a == "--system", let path = args.next() {
    systemPath = path
  } else if a == "--write-workloads", let dir = args.next() {
    writeDirectory = dir
  } else {
    names.append(a)
  }
}

if let dir = writeDirectory {
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  for name in names.isEmpty ? WorkloadGenerator.standard : names {
    guard let data = WorkloadGenerator.json(named: name) else {
      FileHandle.standardError.write(Data("unknown workload '\(name)'\n".utf8))
      exit(2)
    }
    try data.write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).system.json"))
  }
  exit(0)
}

func seconds(_ d: Duration) -> Double {
  Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

let clock = ContinuousClock()
/// The layout benchmark: a screen (the 1,000-view list, or 200 rows of
/// stack views), built, then 1,000 window resizes each followed by a layout
/// pass, against the hand-written frames.
@MainActor func screenBenchmark<S: BenchmarkScreen>(_ kind: S.Type, rows: Int, prefix: String) throws {
  let widths = (0..<1000).map { 320 + Double($0 % 700) }
  var build = Double.infinity, resize = Double.infinity, manual = Double.infinity
  var screen: S?
  for _ in 0..<reps {
    screen = nil  // the previous screen's teardown is not part of a build
    build = min(build, seconds(try clock.measure { screen = try S(rows: rows, width: 375, height: 7000) }))
  }
  guard let screen else { return }
  // The first resize after a build, on fresh screens (best of reps).
  var first = Double.infinity
  for _ in 0..<reps {
    let fresh = try S(rows: rows, width: 375, height: 7000)
    let start = clock.now
    fresh.resize(width: 400)
    first = min(first, seconds(clock.now - start))
  }
  for _ in 0..<reps {
    resize = min(resize, seconds(clock.measure { for w in widths { screen.resize(width: w) } }))
  }
  // The same resizes as a user writes them: each pass followed by reading
  // every view's frame.
  var resizeRead = Double.infinity
  for _ in 0..<reps {
    var checksum = 0.0
    resizeRead = min(
      resizeRead,
      seconds(clock.measure { for w in widths { checksum += screen.resizeAndReadFrames(width: w) } }))
    if checksum.isNaN { print("") }
  }
  // Reading alone, for comparison: the same loop over objects whose
  // frames are plain stored properties, once per step.
  let boxes = screen.views.map { StoredFrame($0.frame) }
  var readStored = Double.infinity
  for _ in 0..<reps {
    var checksum = 0.0
    readStored = min(
      readStored, seconds(clock.measure { for _ in widths { checksum += screen.readStoredFrames(boxes) } }))
    if checksum.isNaN { print("") }
  }
  var out = [Double](repeating: 0, count: screen.views.count * 4)
  for _ in 0..<reps {
    var checksum = 0.0
    manual = min(
      manual,
      seconds(
        clock.measure {
          for (i, w) in widths.enumerated() {
            S.manualLayout(rows: rows, width: w, into: &out)
            checksum += out[(i * 37) % out.count]
          }
        }))
    if checksum.isNaN { print("") }
  }
  let engine = screen.frames()
  let worst = zip(engine, out).map { abs($0 - $1) }.max() ?? 0
  let check = worst < 1e-6 ? "equal" : "DIFFERENT (max \(worst))"
  let report = screen.window.report
  print(
    "{\"impl\": \"swift-autolayout\", \"workload\": \"\(prefix)-\(screen.views.count)\", \"views\": \(screen.views.count), "
      + "\"build_s\": \(build), \"first_resize_s\": \(first), \"resize_s\": \(resize), \"resize_read_s\": \(resizeRead), \"read_stored_s\": \(readStored), "
      + "\"manual_resize_s\": \(manual), \"manual_check\": \"\(check)\", "
      + "\"clean\": \(report.isClean), \"resize_steps\": \(widths.count)}")
}

/// Parsing speed: a 10,000-line layout file, lines per second.
@MainActor func parseBenchmark() throws {
  let text = makeLayoutFile(lines: 10_000)
  var best = Double.infinity
  var count = 0
  for _ in 0..<reps {
    best = min(best, seconds(try clock.measure { count = try parseLayoutFile(text) }))
  }
  print(
    "{\"impl\": \"swift-autolayout\", \"workload\": \"parse-10000-lines\", \"lines\": 10000, \"constraints\": \(count), "
      + "\"parse_s\": \(best), \"lines_per_s\": \(Int(10_000 / best))}")
}

/// Loading and laying out a generated storyboard of about 300 views.
@MainActor func storyboardBenchmark() throws {
  let data = StoryboardWorkload.xml(rows: 50)
  var best = Double.infinity
  var views = 0
  for _ in 0..<reps {
    best = min(best, seconds(try clock.measure { views = try StoryboardWorkload.loadAndLayOut(data) }))
  }
  print(
    "{\"impl\": \"swift-autolayout\", \"workload\": \"storyboard-\(views)\", \"views\": \(views), "
      + "\"bytes\": \(data.count), \"load_layout_s\": \(best)}")
}

/// A layout file from text to frames (`FileWorkload`), best of N, with
/// the peak memory of the process so far.
@MainActor func fileBenchmark(_ name: String, text: String) throws {
  var best = Double.infinity
  var result = (views: 0, clean: false)
  var file: LayoutFile?
  for _ in 0..<reps {
    file = nil  // the previous file's teardown is not part of a build
    best = min(best, seconds(try clock.measure { file = try FileWorkload.layOut(text, result: &result) }))
  }
  _ = file
  print(
    "{\"impl\": \"swift-autolayout\", \"workload\": \"\(name)\", \"views\": \(result.views), "
      + "\"lines\": \(text.split(separator: "\n").count), \"file_layout_s\": \(best), \"clean\": \(result.clean), "
      + "\"peak_rss_mb\": \(peakResidentMegabytes())}")
}

/// The process's peak resident memory (Linux's VmHWM), in megabytes.
/// Page faults the process has taken so far without reading a disk (fresh
/// memory touched for the first time, mostly).
func minorFaults() -> Int {
  var usage = rusage()
  #if canImport(Glibc)
    let who = __rusage_who_t(RUSAGE_SELF.rawValue)
  #else
    let who = RUSAGE_SELF
  #endif
  guard getrusage(who, &usage) == 0 else { return -1 }
  return usage.ru_minflt
}

func peakResidentMegabytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return (Int(line.split(separator: " ")[1]) ?? 0) / 1024
  }
  return -1
}

/// For profilers: `compare --profile-resize screen|stack N` builds once and
/// runs the 1,000 resizes N times, so that the resize path fills the profile.
if names.first == "--profile-resize", names.count == 3, let n = Int(names[2]), names[1].hasPrefix("random") {
  let system = try loadWorkload(names[1])
  let solver = try system.build()
  for _ in 0..<n { try system.runResize(on: solver) }
  exit(0)
}
/// `compare --profile-build screen N` builds and lays out the screen N times.
if names.first == "--profile-build", names.count == 3, let n = Int(names[2]) {
  var kept: [Screen] = []  // no teardown in the profile
  for _ in 0..<n { kept.append(try Screen(rows: 100, width: 375, height: 7000)) }
  print(kept.count)
  exit(0)
}
if names.first == "--profile-resize", names.count == 3, let n = Int(names[2]) {
  let widths = (0..<1000).map { 320 + Double($0 % 700) }
  let screen: any BenchmarkScreen =
    names[1] == "stack"
    ? StackScreen(rows: 200, width: 375, height: 7000) : try Screen(rows: 100, width: 375, height: 7000)
  for _ in 0..<n { for w in widths { screen.resize(width: w) } }
  print(screen.frames().count)
  exit(0)
}

/// `compare rows|grid stacks|anchors N [--reps R] [--frames FILE] [--system FILE]`: the list (or the grid) of
/// `RowList`, side by side with Yoga and Taffy (compare.py --peers): the
/// first layout of a fresh tree, the first edit (one icon 40 → 50 wide),
/// the second edit (another row's icon), then rotation (375 → 667 wide),
/// each followed by a layout pass; best of R fresh trees. The last tree's
/// frames go to FILE (a JSON array, four numbers per view, root
/// coordinates) for compare.py to check against the peers'. With
/// `--system FILE`, a fresh tree's solver system after its first layout goes
/// to FILE as a system file, for `kiwi_side.py`.
@MainActor func rowsBenchmark(style: RowList.Style, rows: Int, grid: Bool) throws {
  var best: [String: Double] = [:]
  var list: RowList?
  /// One JSON line with what is measured so far (compare.py reads the
  /// last line, so a run cut by its timeout still reports the cases done).
  func emit(clean: Bool?) {
    let cases = [
      "first_s", "build_s", "pass_s", "edit1_s", "edit2_s", "rotate_s", "build_faults", "pass_faults",
    ].compactMap { k in
      best[k].map { "\"\(k)\": \($0)" }
    }
    let line =
      "{\"impl\": \"swift-autolayout (\(style.rawValue))\", \"rows\": \(rows), "
      + cases.joined(separator: ", ") + (clean.map { ", \"clean\": \($0)" } ?? "")
      + ", \"peak_rss_mb\": \(peakResidentMegabytes())}\n"
    FileHandle.standardOutput.write(Data(line.utf8))
  }
  func time(_ key: String, _ body: () -> Void) {
    best[key] = min(best[key] ?? .infinity, seconds(clock.measure(body)))
    emit(clean: nil)
  }
  for _ in 0..<reps {
    list = nil  // the previous tree's teardown is not part of a build
    var made: RowList?
    // The first layout, and its two parts: building the tree (views and
    // constraints) and the first layout pass, as the peers report them.
    var parts = (build: Double.infinity, pass: Double.infinity)
    // Page faults in each part (the first repetition's are fresh memory;
    // later ones may reuse what the previous tree freed).
    var faults = (start: 0, built: 0, end: 0)
    time("first_s") {
      faults.start = minorFaults()
      let start = clock.now
      made = RowList(rows: rows, style: style, grid: grid)
      let built = clock.now
      faults.built = minorFaults()
      made?.window.layoutIfNeeded()
      parts = (seconds(built - start), seconds(clock.now - built))
      faults.end = minorFaults()
    }
    best["build_s"] = min(best["build_s"] ?? .infinity, parts.build)
    best["pass_s"] = min(best["pass_s"] ?? .infinity, parts.pass)
    best["build_faults"] = min(best["build_faults"] ?? .infinity, Double(faults.built - faults.start))
    best["pass_faults"] = min(best["pass_faults"] ?? .infinity, Double(faults.end - faults.built))
    guard let l = made else { return }
    time("edit1_s") {
      l.iconWidths[rows / 2].constant = 50
      l.window.layoutIfNeeded()
    }
    time("edit2_s") {
      l.iconWidths[rows / 4].constant = 50
      l.window.layoutIfNeeded()
    }
    time("rotate_s") { l.resize(width: 667, height: 375) }
    list = l
  }
  guard let list else { return }
  if let framesPath {
    let text = "[" + list.frames().map { "\($0)" }.joined(separator: ",") + "]"
    try Data(text.utf8).write(to: URL(fileURLWithPath: framesPath))
  }
  if let systemPath {
    // The system the first layout built (a fresh tree's, not the edited
    // one's), for kiwi_side.py.
    let fresh = RowList(rows: rows, style: style, grid: grid)
    fresh.window.layoutIfNeeded()
    let name = "\(grid ? "grid" : "rows")-\(style.rawValue)-\(rows)"
    try fresh.solverSystemJSON(name: name)?.write(to: URL(fileURLWithPath: systemPath))
  }
  emit(clean: list.window.report.isClean)
}

/// `compare longstack N [fill|leading|center|trailing] [--reps R]`: one
/// vertical stack of N arranged views with intrinsic sizes (``LongStack``),
/// with that alignment (fill if none): building it one view at a time,
/// and its first layout, best of R; one JSON line.
@MainActor func longStackBenchmark(count: Int, alignment: LayoutStackView.Alignment) {
  var build = Double.infinity, layout = Double.infinity
  var laidOut = true
  for _ in 0..<reps {
    var made: LongStack?
    build = min(build, seconds(clock.measure { made = LongStack(count: count, alignment: alignment) }))
    guard let s = made else { return }
    layout = min(layout, seconds(clock.measure { s.window.layoutIfNeeded() }))
    laidOut = laidOut && s.isLaidOut && s.window.report.isClean
  }
  print(
    "{\"workload\": \"longstack\", \"views\": \(count), \"alignment\": \"\(alignment)\", \"build_s\": \(build), "
      + "\"first_layout_s\": \(layout), "
      + "\"laid_out\": \(laidOut), \"peak_rss_mb\": \(peakResidentMegabytes())}")
}

if names.first == "longstack", names.count == 2 || names.count == 3, let n = Int(names[1]) {
  let alignments: [String: LayoutStackView.Alignment] = [
    "fill": .fill, "leading": .leading, "center": .center, "trailing": .trailing,
  ]
  guard let alignment = names.count == 3 ? alignments[names[2]] : .fill else {
    FileHandle.standardError.write(Data("longstack: the alignment is fill, leading, center or trailing\n".utf8))
    exit(2)
  }
  longStackBenchmark(count: n, alignment: alignment)
  exit(0)
}

if names.first == "components", names.count == 2 {
  try componentsBenchmark(path: names[1], reps: reps)
  exit(0)
}

if names.first == "rows" || names.first == "grid", names.count == 3, let style = RowList.Style(rawValue: names[1]),
  let n = Int(names[2])
{
  try rowsBenchmark(style: style, rows: n, grid: names[0] == "grid")
  exit(0)
}

// `compare selfsizing N`: self-sizing cells, measured and fixed (SelfSizingList.swift).
if names.first == "selfsizing", names.count == 2, let n = Int(names[1]) {
  print(selfSizingBenchmark(cells: n, reps: reps))
  exit(0)
}

for name in names {
  if let text = FileWorkload.text(named: name) {
    do { try fileBenchmark(name, text: text) } catch { print("\(name): \(error)"); exit(1) }
    continue
  }
  if name == "storyboard" {
    do { try storyboardBenchmark() } catch { print("storyboard: \(error)"); exit(1) }
    continue
  }
  if name == "parse" {
    do { try parseBenchmark() } catch { print("parse: \(error)"); exit(1) }
    continue
  }
  if name.hasPrefix("screen") {
    do { try screenBenchmark(Screen.self, rows: 100, prefix: "screen") } catch { print("screen: \(error)"); exit(1) }
    continue
  }
  if name.hasPrefix("stack") {
    do { try screenBenchmark(StackScreen.self, rows: 200, prefix: "stack") } catch { print("stack: \(error)"); exit(1) }
    continue
  }
  do {
    let system = try loadWorkload(name)
    var build = Double.infinity, resize = Double.infinity, manual = Double.nan
    var solver = Solver()
    for _ in 0..<reps {
      var s: Solver?
      build = min(build, seconds(try clock.measure { s = try system.build() }))
      if let s { solver = s }
    }
    let buildPivots = solver.pivotCount
    for _ in 0..<reps {
      resize = min(resize, seconds(try clock.measure { try system.runResize(on: solver) }))
    }
    var checked = "n/a"
    if let loop = ManualLayout.make(for: system) {
      var out = [Double](repeating: 0, count: loop.count)
      // Check: the loop's last step equals the solver's values after resize.
      loop.resize(system, &out)
      var worst = 0.0
      for (i, v) in system.variables.enumerated() where loop.slots[i] >= 0 {
        worst = max(worst, abs(out[loop.slots[i]] - solver.value(of: v)))
      }
      checked = worst < 1e-6 ? "equal" : "DIFFERENT (max \(worst))"
      manual = .infinity
      for _ in 0..<reps {
        manual = min(manual, seconds(clock.measure { loop.resize(system, &out) }))
      }
      // Keep the result alive so the loop is not optimised away.
      if out.reduce(0, +).isNaN { print("") }
    }
    print(
      "{\"impl\": \"swift-autolayout\", \"workload\": \"\(system.name)\", \"constraints\": \(system.constraints.count), "
        + "\"build_s\": \(build), \"build_pivots\": \(buildPivots), \"resize_s\": \(resize), \"manual_resize_s\": \(manual.isNaN ? "null" : "\(manual)"), "
        + "\"manual_check\": \"\(checked)\", \"resize_steps\": \(system.resize.count)}")
  } catch {
    FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
    exit(1)
  }
}
