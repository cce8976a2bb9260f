import AutoLayout
import AutoLayoutInterfaceBuilder
import AutoLayoutText
import Foundation

/// One root laid out for the matrix (or as designed): its views by id,
/// where each is written, and what the comparison must leave alone.
struct MatrixRoot {
  /// The root's id: an Interface Builder id, or `root` for a layout file.
  var id: String
  var window: LayoutWindow
  /// Every view by id, the root included; ``ids`` in tree order.
  var views: [String: LayoutView]
  var ids: [String]
  /// Where each view is written (line, column).
  var positions: [String: (line: Int, column: Int)]
  /// Views whose place is not compared: frames Xcode flagged unreliable,
  /// constraints a custom class changes at run time.
  var skipped: Set<String> = []
  /// Views that scroll their content (content outside them is expected).
  var scrolling: Set<String> = []
  /// Views that clip their subviews.
  var clipping: Set<String> = []
  /// Frames Xcode stored (design only): the designed layout as drawn.
  var stored: [String: LayoutRect] = [:]
  /// The report of the device layout pass.
  var report: LayoutReport
  /// How each text-sized view's text fits its frame (measured text only).
  var textFits: [String: TextFit] = [:]

  /// The view's id: the first id given to it.
  func idMap() -> [ObjectIdentifier: String] {
    var out: [ObjectIdentifier: String] = [:]
    for id in ids { if let v = views[id], out[ObjectIdentifier(v)] == nil { out[ObjectIdentifier(v)] = id } }
    return out
  }

  /// A name for people: `label 'Title' [id]`.
  func label(_ id: String) -> String {
    let name = views[id]?.name ?? id
    return name == id ? "[\(id)]" : "\(name) [\(id)]"
  }
}

/// How a view's text fits the frame it got.
struct TextFit: Equatable {
  /// More lines needed than the view shows, or one line wider than it.
  var truncated: Bool
  /// The size the text needs at the view's width (padding included).
  var needed: LayoutSize
  /// The view's size (its alignment rectangle's).
  var has: LayoutSize
  /// Lines the text needs at the view's width, and the most it shows (0: no limit).
  var lines: Int
  var numberOfLines: Int

  /// Whether the lines need more height than the view has.
  var clipped: Bool { needed.height > has.height + MatrixComparison.tolerance }
}

/// Where the matrix gets its roots: a storyboard or xib, or a layout file,
/// laid out as designed (`nil`) or for a combination.
protocol MatrixSource {
  /// Whether text is measured, so that text sizes change the layout.
  var measuresText: Bool { get }
  /// The roots laid out for `combination` (as designed for nil), or an
  /// error for the whole file.
  func roots(for combination: MatrixCombination?) -> Result<[MatrixRoot], CommandError>
}

/// A storyboard or xib: reloaded for each combination's device (size,
/// safe area, size classes, variations), text size and direction, with
/// labels, titled buttons and text views measured from their text and font
/// (``BuiltinTextMeasurer/systemFontEstimate``); wrapping text measures
/// itself at the width it gets (UIKit's second pass, in the reader).
struct InterfaceBuilderMatrixSource: MatrixSource {
  let path: String
  let data: Data
  let elements: [String: InterfaceBuilderElement]
  /// The device the file was designed for (nil for files from before
  /// devices, laid out on their 600 × 600 canvas).
  let designDevice: InterfaceBuilderDevice?
  /// Each root's window size as designed, by root id.
  let designSizes: [String: LayoutSize]

  static let measurer = BuiltinTextMeasurer.systemFontEstimate

  var measuresText: Bool { true }

  init(path: String, data: Data) throws(CommandError) {
    self.path = path
    self.data = data
    elements = InterfaceBuilderElement.all(in: data) ?? [:]
    do {
      let doc = try InterfaceBuilderDocument(data: data, name: path)
      designDevice = doc.device
      designSizes = Dictionary(doc.scenes.map { ($0.id, $0.window.size) }) { a, _ in a }
    } catch {
      throw CommandError(message: "\(path):\(error)")
    }
  }

  /// Whether the file was designed on an iPad (regular width in portrait).
  var designedForPad: Bool {
    designDevice.flatMap { InterfaceBuilderDevice.named($0.id) }?.horizontalSizeClass == .regular
  }

  func roots(for combination: MatrixCombination?) -> Result<[MatrixRoot], CommandError> {
    // The designed device in its orientation is loaded as designed, so
    // that combination is the design itself.
    let device = combination?.interfaceBuilderDevice
    let asDesigned = device == nil || device == designDevice
    var options = InterfaceBuilderOptions()
    options.text = .measured(Self.measurer)
    options.contentSizeCategory = combination?.textSize ?? .default
    options.layoutDirection = combination?.direction ?? .leftToRight
    let doc: InterfaceBuilderDocument
    do {
      doc = try InterfaceBuilderDocument(data: data, name: path, device: asDesigned ? nil : device, options: options)
    } catch {
      return .failure(CommandError(message: "\(path):\(error)"))
    }
    let scale = doc.device?.scale ?? 2
    return .success(
      doc.scenes.map { scene in
        fitRoot(scene, device: asDesigned ? nil : device)
        scene.window.layoutDirection = options.layoutDirection
        let report = layout(scene)
        return root(scene, report: report, design: combination == nil, scale: scale)
      })
  }

  /// Lays a root out (wrapping text measures itself at the width it gets:
  /// the reader gives multi-line labels and text views a
  /// `LayoutView.contentMeasure`), then again with its table cells as
  /// wide as their table.
  func layout(_ scene: InterfaceBuilderDocument.Scene) -> LayoutReport {
    let report = scene.layout()
    return fitCells(scene) ? scene.layout() : report
  }

  /// Gives each table view cell (and its content view) its table's width,
  /// as a table does (the file stores the width of the designed screen);
  /// true when a width changed.
  func fitCells(_ scene: InterfaceBuilderDocument.Scene) -> Bool {
    var changed = false
    var idOf: [ObjectIdentifier: String] = [:]
    for id in scene.ids { if let v = scene.views[id] { idOf[ObjectIdentifier(v)] = idOf[ObjectIdentifier(v)] ?? id } }
    for id in scene.ids where elements[id]?.element == "tableViewCell" {
      guard let cell = scene.views[id], let table = cell.superview, let tableID = idOf[ObjectIdentifier(table)],
        elements[tableID]?.element == "tableView", abs(cell.frame.width - table.frame.width) >= 0.5
      else { continue }
      let delta = table.frame.width - cell.frame.width
      Self.widen(cell, by: delta)
      for content in cell.subviews { Self.widen(content, by: delta) }
      changed = true
    }
    return changed
  }

  /// A table view cell, or a root saved as wide as the designed screen,
  /// is as wide as the screen it is shown on (a full-screen controller's
  /// root view already is; a cell's content view follows it). Any other
  /// root — a form sheet, a popover, a freeform controller, a xib's view
  /// of its own size — keeps its designed size: whoever presents or
  /// embeds it decides that.
  func fitRoot(_ scene: InterfaceBuilderDocument.Scene, device: InterfaceBuilderDevice?) {
    guard let device, let designDevice, let stored = scene.storedFrames[scene.id],
      let designed = designSizes[scene.id]
    else { return }
    let isCell = elements[scene.id]?.element == "tableViewCell"
    guard isCell || abs(stored.width - designDevice.size.width) < 1 else {
      if scene.window.size != designed { scene.window.size = designed }
      return
    }
    let delta = device.size.width - scene.window.size.width
    guard abs(delta) >= 1 else { return }
    scene.window.size = LayoutSize(width: device.size.width, height: scene.window.size.height)
    if isCell { for content in scene.window.subviews { Self.widen(content, by: delta) } }
  }

  /// Widens a view placed by its autoresizing mask (a cell's content
  /// view) by `delta` points.
  static func widen(_ view: LayoutView, by delta: Double) {
    guard view.translatesAutoresizingMaskIntoConstraints else { return }
    var f = view.frame
    f.size.width = max(0, f.width + delta)
    view.frame = f
  }

  func root(_ s: InterfaceBuilderDocument.Scene, report: LayoutReport, design: Bool, scale: Double) -> MatrixRoot {
    var r = MatrixRoot(
      id: s.id, window: s.window, views: s.views, ids: s.ids, positions: s.viewPositions,
      skipped: s.unreliable.union(s.adaptiveViews), report: report)
    for id in s.ids {
      guard let e = elements[id] else { continue }
      if e.scrolls { r.scrolling.insert(id) }
      if e.clipsToBounds { r.clipping.insert(id) }
    }
    for (id, text) in s.texts where !(elements[id]?.shrinksToFit ?? false) && !text.text.isEmpty {
      guard let v = s.views[id] else { continue }
      r.textFits[id] = Self.fit(text, in: v.alignmentRect(forFrame: v.frame).size, scale: scale)
    }
    if design { r.stored = s.storedFrames }
    return r
  }

  /// How `text` fits a view of `size`: measured a tolerance wider than
  /// the view, so that pixel rounding is not truncation.
  static func fit(_ text: InterfaceBuilderText, in size: LayoutSize, scale: Double) -> TextFit {
    let width = max(0, size.width) + MatrixComparison.tolerance
    let m = text.measurement(by: measurer, width: width)
    var needed = text.contentSize(by: measurer, width: text.numberOfLines == 1 ? nil : width, scale: scale)
    // A button's 6 points above and below its title are what it asks for,
    // not where the title is cut: only its content insets are.
    if text.element == "button" { needed.height = max(0, needed.height - 12) }
    return TextFit(
      truncated: m.isTruncated, needed: needed, has: size, lines: m.lineCount, numberOfLines: text.numberOfLines)
  }
}

/// A layout file: laid out at each combination's screen size, with its
/// safe area, in its direction (the file's own size and direction as
/// designed).
struct LayoutFileMatrixSource: MatrixSource {
  let path: String
  let text: String
  let positions: [String: (line: Int, column: Int)]

  var measuresText: Bool { false }

  init(path: String, data: Data) {
    self.path = path
    text = String(decoding: data, as: UTF8.self)
    positions = Self.declarations(text)
  }

  func roots(for combination: MatrixCombination?) -> Result<[MatrixRoot], CommandError> {
    let device = combination?.interfaceBuilderDevice
    let file: LayoutFile
    do {
      file = try LayoutFile(text, name: path, size: device?.size)
    } catch {
      return .failure(CommandError(message: error.description))
    }
    if let device { file.window.safeAreaInsets = device.safeAreaInsets }
    if let combination { file.window.layoutDirection = combination.direction }
    file.window.layoutIfNeeded()
    var views: [String: LayoutView] = ["root": file.window]
    for v in file.views { views[v.name] = v }
    return .success([
      MatrixRoot(
        id: "root", window: file.window, views: views, ids: ["root"] + file.views.map(\.name),
        positions: positions, report: file.window.report)
    ])
  }

  /// Where each `view NAME` and `stack NAME` declaration names its view
  /// (line and column, from 1).
  static func declarations(_ text: String) -> [String: (line: Int, column: Int)] {
    var out: [String: (line: Int, column: Int)] = [:]
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var column = 1
      for statement in line.split(separator: ";", omittingEmptySubsequences: false) {
        defer { column += statement.count + 1 }
        let words = statement.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
          .split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 2, words[0] == "view" || words[0] == "stack", out[String(words[1])] == nil else {
          continue
        }
        let offset = statement.distance(from: statement.startIndex, to: words[1].startIndex)
        out[String(words[1])] = (line: i + 1, column: column + offset)
      }
    }
    return out
  }
}
