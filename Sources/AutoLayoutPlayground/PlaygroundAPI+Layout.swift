import AutoLayout
import AutoLayoutInterfaceBuilder
import AutoLayoutJSON
import AutoLayoutSVG
import AutoLayoutText

extension PlaygroundAPI {
  /// `POST /api/layout`: a layout file laid out at a size, with its
  /// picture, frames, constraints, conflicts and ambiguity.
  func layout(_ request: PlaygroundRequests.Layout) -> PlaygroundResponse {
    var size: LayoutSize?
    var insets = LayoutInsets.zero
    if let id = request.device, !id.isEmpty {
      guard let d = InterfaceBuilderDevice.named(id, landscape: request.landscape ?? false) else {
        let known = InterfaceBuilderDevice.known.keys.sorted().joined(separator: ", ")
        return .error(400, "unknown device '\(id.prefix(100))'; known devices: \(known)")
      }
      size = d.size
      insets = d.safeAreaInsets
    }
    if let w = request.width, let h = request.height {
      guard w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000 else {
        return .error(400, "width and height must be between 0 and 100,000 points")
      }
      size = LayoutSize(width: w, height: h)
    }
    let file: LayoutFile
    do {
      file = try LayoutFile(request.text, name: "playground.layout", size: size)
    } catch {
      return .json(400, ["errors": .array(error.errors.map(Self.syntaxError))])
    }
    file.window.safeAreaInsets = insets
    let frames = file.layout()
    var renderer = SVGRenderer()
    renderer.showsConstraints = request.constraints ?? false
    renderer.showsMargins = request.margins ?? false
    renderer.showsGuides = request.guides ?? false
    renderer.tagsConstraints = true
    let all = file.window.subtree.flatMap(\.constraints)
    let size2 = file.window.size
    var answer: [(String, JSON)] = [
      ("size", .numbers([size2.width, size2.height])),
      ("frames", .array(frames.map { ["name": .string($0.name), "frame": Self.frame($0.frame)] })),
      ("svg", .string(renderer.render(file.window))),
      ("constraints", .array(all.enumerated().map(Self.constraint))),
    ]
    answer += Self.report(file.window.report, constraints: all)
    answer.append(("errors", []))
    return .json(200, .object(answer))
  }

  /// A frame as `[x, y, width, height]`.
  static func frame(_ r: LayoutRect) -> JSON { .numbers([r.minX, r.minY, r.width, r.height]) }

  /// One installed constraint: its index, text and source position.
  static func constraint(_ i: Int, _ c: LayoutConstraint) -> JSON {
    var out: [(String, JSON)] = [("index", .int(i)), ("text", .string(c.description))]
    if case .text(_, let line, let column) = c.origin {
      out.append(("line", .int(line)))
      out.append(("column", .int(column)))
    }
    return .object(out)
  }

  /// The window's conflicts and ambiguity, constraints by their index.
  static func report(_ report: LayoutReport, constraints all: [LayoutConstraint]) -> [(String, JSON)] {
    var index: [ObjectIdentifier: Int] = [:]
    for (i, c) in all.enumerated() { index[ObjectIdentifier(c)] = i }
    func reported(_ r: ReportedConstraint) -> JSON {
      var out: [(String, JSON)] = [("text", .string(r.description))]
      if let c = r.constraint, let i = index[ObjectIdentifier(c)] { out.append(("index", .int(i))) }
      return .object(out)
    }
    return [
      (
        "conflicts",
        .array(
          report.conflicts.map { ["broken": reported($0.broken), "conflicting": .array($0.conflicting.map(reported))] })
      ),
      (
        "ambiguous",
        .array(report.ambiguous.map { ["view": .string($0.itemName), "attribute": .string($0.attribute)] })
      ),
    ]
  }

  static func syntaxError(_ e: SyntaxError) -> JSON {
    var out: [(String, JSON)] = [
      ("line", .int(e.line)), ("column", .int(e.column)), ("length", .int(e.length)), ("message", .string(e.message)),
      ("code", .string(e.code.rawValue)),
    ]
    if let help = e.help { out.append(("help", .string(help))) }
    return .object(out)
  }
}
