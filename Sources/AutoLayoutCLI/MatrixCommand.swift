import AutoLayout
import AutoLayoutJSON
import AutoLayoutSVG
import Foundation

/// `autolayout check --matrix`: every root of every file laid out for each
/// combination of devices, orientations, text sizes and directions, and
/// compared with its designed layout.
enum MatrixCommand {
  /// One finding and every combination it shows in, with the picture of
  /// the first of them.
  struct Group {
    var file: String
    var finding: MatrixFinding
    var combinations: [MatrixCombination]
    /// How many combinations the file was laid out in.
    var total: Int
    var picture: String?
  }

  /// What one run found: the groups in the order first found, and what
  /// went wrong on the way.
  struct Run {
    var groups: [Group] = []
    var index: [String: Int] = [:]
    var roots = 0
    var out = CommandOutput()
    var unread = 0
    /// Files in which text is not measured (text sizes change nothing).
    var unmeasured = 0
    /// Files designed on an iPad, laid out on iPads.
    var padFiles = 0
  }

  /// Checks `files` (storyboards, xibs and layout files); pictures go into
  /// `pictures`, a folder made when there is a finding to draw.
  static func run(files: [(String, Data)], spec: MatrixSpec, format: String, pictures: String) -> CommandOutput {
    var run = Run()
    for (path, data) in files {
      let source: any MatrixSource
      if InterfaceBuilderCommands.isInterfaceBuilder(path) {
        do {
          source = try InterfaceBuilderMatrixSource(path: path, data: data)
        } catch {
          fail(&run, error.message)
          continue
        }
      } else {
        source = LayoutFileMatrixSource(path: path, data: data)
      }
      var fileSpec = spec
      if let ib = source as? InterfaceBuilderMatrixSource, ib.designedForPad, !spec.devicesChosen {
        fileSpec.devices = MatrixSpec.defaultPadDevices
        run.padFiles += 1
      }
      check(source, path: path, spec: fileSpec, pictures: pictures, into: &run)
    }
    var out = run.out
    out.stdout = render(run, spec: spec, format: format, files: files.count)
    if !run.groups.isEmpty && out.exitCode == 0 { out.exitCode = 1 }
    if run.unread > 0 {
      out.stderr += "error: \(run.unread) of \(files.count) file\(files.count == 1 ? "" : "s") could not be checked\n"
    }
    return out
  }

  static func fail(_ run: inout Run, _ message: String) {
    run.out.stderr += "error: \(message)\n"
    run.out.exitCode = max(run.out.exitCode, 1)
    run.unread += 1
  }

  /// One file: its design, then each combination compared with it. Where
  /// text is not measured, combinations that differ only in text size lay
  /// out alike: each is laid out once and its findings hold for all.
  static func check(_ source: any MatrixSource, path: String, spec: MatrixSpec, pictures: String, into run: inout Run) {
    let design: [MatrixRoot]
    switch source.roots(for: nil) {
    case .failure(let e):
      fail(&run, e.message)
      return
    case .success(let roots): design = roots
    }
    run.roots += design.count
    if !source.measuresText { run.unmeasured += 1 }
    let snapshots = Dictionary(design.map { ($0.id, (MatrixSnapshot($0), $0.stored)) }) { a, _ in a }
    var laidOut: [MatrixCombination] = []
    var alike: [MatrixCombination: [MatrixCombination]] = [:]
    for c in spec.combinations {
      var key = c
      if !source.measuresText { key.textSize = spec.textSizes[0] }
      if alike[key] == nil { laidOut.append(key) }
      alike[key, default: []].append(c)
    }
    for c in laidOut {
      switch source.roots(for: c) {
      case .failure(let e):
        fail(&run, e.message)
        return
      case .success(let roots):
        for r in roots {
          guard let (snapshot, stored) = snapshots[r.id] else { continue }
          let findings = MatrixComparison(design: snapshot, stored: stored, root: r).findings
          guard !findings.isEmpty else { continue }
          record(
            findings, of: r, in: c, alike: alike[c] ?? [c], total: spec.combinations.count, path: path,
            pictures: pictures, into: &run)
        }
      }
    }
  }

  /// Adds a root's findings in a combination to their groups; a group
  /// seen for the first time gets this combination's picture.
  static func record(
    _ findings: [MatrixFinding], of root: MatrixRoot, in combination: MatrixCombination,
    alike: [MatrixCombination], total: Int, path: String, pictures: String, into run: inout Run
  ) {
    var picture: String?
    var drawn = false
    for f in findings {
      let key = path + "\u{0}" + root.id + "\u{0}" + f.key
      if let i = run.index[key] {
        run.groups[i].combinations += alike.filter { !run.groups[i].combinations.contains($0) }
        continue
      }
      if !drawn {
        picture = draw(root, findings: findings, path: path, combination: combination, folder: pictures, &run)
        drawn = true
      }
      run.index[key] = run.groups.count
      run.groups.append(Group(file: path, finding: f, combinations: alike, total: total, picture: picture))
    }
  }

  /// Writes the picture of a root in a combination, its findings' views
  /// outlined; nil (and an error on standard error) when it cannot be
  /// written.
  static func draw(
    _ root: MatrixRoot, findings: [MatrixFinding], path: String, combination: MatrixCombination, folder: String,
    _ run: inout Run
  ) -> String? {
    let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let name = safeName("\(base)-\(root.id)-\(combination.slug)")
    switch SVGDestination.directory(folder).path(for: name) {
    case .failure(let e):
      run.out.stderr += "error: \(e.message)\n"
      run.out.exitCode = max(run.out.exitCode, 1)
      return nil
    case .success(let file):
      let text = MatrixPicture.render(root, findings: findings, combination: combination)
      do {
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
      } catch {
        run.out.stderr += "error: cannot write '\(file)': \(error.localizedDescription)\n"
        run.out.exitCode = max(run.out.exitCode, 1)
        return nil
      }
    }
  }

  /// Letters, digits, `-`, `_` and `.` kept; anything else becomes `_`.
  static func safeName(_ s: String) -> String {
    String(s.prefix(200).map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
  }
}
