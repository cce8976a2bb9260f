import AutoLayout
import Foundation

/// A `.storyboard` or `.xib` file loaded into headless windows: one per
/// root (each view controller's root view; each top-level view or cell of
/// a xib), every view keyed by its Interface Builder id.
///
/// ```swift
/// let doc = try InterfaceBuilderDocument(data: data, name: "Main.storyboard")
/// for scene in doc.scenes {
///   let report = scene.layout()
///   print(scene.id, scene.frameInRoot("title-id") ?? .zero, report.ambiguous.count)
/// }
/// ```
///
/// Content sizes (labels, buttons, images, text fields and other controls)
/// come from the frame the file stores, unless the file gives placeholder
/// sizes or the `measure` hook of ``init(data:name:device:size:quirksOff:measure:)`` says otherwise: the file records the text and font,
/// not the measured size. What the importer does not understand becomes a
/// ``InterfaceBuilderWarning`` with its line and column; layout goes on.
public struct InterfaceBuilderDocument {
  /// One root and the views under it.
  public struct Scene {
    /// The root's Interface Builder id.
    public let id: String
    /// A name for people: the controller's or root's label, else its class.
    public let name: String
    /// The window standing in for the screen (or the root's own size).
    public let window: LayoutWindow
    /// The root view: the window itself, except for a xib whose top-level
    /// view is a `<stackView>`, whose stack fills the window.
    public let root: LayoutView
    /// Every view of the root, the root included, by Interface Builder id,
    /// in tree order (``ids``).
    public let views: [String: LayoutView]
    /// The ids in tree order.
    public let ids: [String]
    /// The frames Xcode stored, in the root's coordinates.
    public let storedFrames: [String: LayoutRect]
    /// Ids of views Xcode flagged misplaced or ambiguous, or that are hidden
    /// on the device the file is read for, size-class variations included
    /// (their stored frames are not what the engine computed).
    public let unreliable: Set<String>
    /// The XML line of each constraint made from the file, by its id.
    public let constraintLines: [String: Int]
    /// Where each view's element starts in the XML (line and column), by
    /// its id: `check` points its ambiguity and misplaced findings there.
    public let viewPositions: [String: (line: Int, column: Int)]
    /// Constraints whose custom class changes them at run time (their
    /// views' stored frames are not what the file's constants give).
    public let adaptiveViews: Set<String>

    /// Interface Builder's design-time extras for every view placed by
    /// constraints: its left, top, width and height held at the stored
    /// frame (priority 1; an arranged view's width and height at 52,
    /// above its stack's ambiguity suppression (25), canvas fit (49) and
    /// spanning fit (51), which the canvas does not let shrink a view it
    /// drew). Inactive outside ``layout()``.
    public let designFrames: [LayoutConstraint]
    /// Views hidden on a device that Interface Builder still lays out:
    /// hidden activity indicators arranged in a stack view keep their
    /// place in the stored frames (three files of the corpus). Shown
    /// during the second pass of ``layout()`` only.
    public let designShown: [LayoutView]
    /// The rows of ``InterfaceBuilderQuirk/table`` this root's layout used.
    public let quirksApplied: Set<InterfaceBuilderQuirk.ID>
    /// Ids of views Xcode flagged `misplaced="YES"`: their stored frame is
    /// not what their constraints give (Xcode's "misplaced views" warning).
    public let flaggedMisplaced: Set<String>
    /// Ids of views Xcode flagged `ambiguous="YES"`.
    public let flaggedAmbiguous: Set<String>
    /// The text of every text-sized view (labels, titled buttons, text
    /// views that do not scroll), by id, with its font at the content size
    /// category the file was read for.
    public internal(set) var texts: [String: InterfaceBuilderText] = [:]

    /// Lays the root out as Interface Builder did and returns what the
    /// file's own constraints leave broken or undetermined.
    ///
    /// Two passes. The first uses the file's constraints alone; its report
    /// is the one returned. Interface Builder then differs from a device in
    /// three ways the corpus's stored frames show: it never saves a
    /// negative size, where the constraints leave a view free (ambiguous)
    /// or tie between optional ones it keeps the frame it stored, and a
    /// stack keeps room for a hidden activity indicator. So the second
    /// pass adds ``designFrames``, which only settle what the file's
    /// required constraints leave open, and shows ``designShown``; a size
    /// that required constraints still make negative is shown as 0.
    ///
    /// The window stays in that design state: ``designFrames`` stay active
    /// and ``designShown`` shown, so anything that lays the window out
    /// again afterwards — `window.report`, an SVG renderer,
    /// `layoutIfNeeded()` — finds nothing to change and gives the same
    /// frames. ``deviceLayout()`` leaves the design state and lays the
    /// root out as a device would. Calling `layout()` again gives the same
    /// report and frames.
    ///
    /// ```swift
    /// let report = scene.layout()
    /// print(report.ambiguous.map(\.itemName))   // still found
    /// print(scene.frameInRoot("title-id") ?? .zero)   // the design frame
    /// ```
    ///
    /// - Complexity: two layout passes of the root.
    @discardableResult
    public func layout() -> LayoutReport {
      let report = deviceLayout()
      guard !designFrames.isEmpty || !designShown.isEmpty else { return report }
      for v in designShown { v.isHidden = false }
      LayoutConstraint.activate(designFrames)
      window.layoutIfNeeded()
      // Where required constraints still force a negative width or height
      // (a conflict the engine resolved otherwise than Xcode, or an
      // autoresizing view whose superview came out smaller than the file
      // stored it), the canvas saves none: the size is shown as 0, the
      // origin kept. The frame is written as the pass wrote the others, so
      // no view's constraints change and nothing is laid out again.
      for id in ids {
        guard let v = views[id] else { continue }
        let f = v.frame
        if f.width < 0 || f.height < 0 {
          v.showLaidOutFrame(LayoutRect(x: f.minX, y: f.minY, width: max(0, f.width), height: max(0, f.height)))
        }
      }
      return report
    }

    /// Lays the root out as a device would: without ``designFrames``, with
    /// ``designShown`` hidden (leaving the design state ``layout()``
    /// leaves). Returns the report of that pass.
    @discardableResult
    public func deviceLayout() -> LayoutReport {
      LayoutConstraint.deactivate(designFrames.filter(\.isActive))
      for v in designShown { v.isHidden = true }
      window.layoutIfNeeded()
      return window.report
    }

    /// A view's frame in the root's coordinates after layout.
    public func frameInRoot(_ id: String) -> LayoutRect? {
      guard let v = views[id] else { return nil }
      let f = v.frameInRoot, o = root.frameInRoot
      return LayoutRect(x: f.minX - o.minX, y: f.minY - o.minY, width: f.width, height: f.height)
    }
  }

  /// The information about a view that a measuring hook gets.
  public struct ViewInfo {
    /// The element name (`label`, `button`, …) and custom class, if any.
    public let element: String
    public let customClass: String?
    /// The text (a label's or a button's title), if any.
    public let text: String?
    /// The frame the file stores.
    public let storedSize: LayoutSize
  }

  /// The roots, in file order.
  public let scenes: [Scene]
  /// What was left out, with where it is.
  public let warnings: [InterfaceBuilderWarning]
  /// The device the file was designed for (or the one asked for).
  public let device: InterfaceBuilderDevice?

  /// Loads a file.
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - name: its name, for messages.
  ///   - device: lay out for this device instead of the file's.
  ///   - size: lay out full-screen roots at this size instead.
  ///   - quirksOff: rows of ``InterfaceBuilderQuirk/table`` not to apply
  ///     (for measuring what each row does).
  ///   - measure: content sizes for views, instead of their stored frames.
  /// - Throws: ``InterfaceBuilderError`` when the file is not XML or not an
  ///   Interface Builder document.
  public init(
    data: Data, name: String = "document", device: InterfaceBuilderDevice? = nil, size: LayoutSize? = nil,
    quirksOff: Set<InterfaceBuilderQuirk.ID> = [], measure: ((ViewInfo) -> IntrinsicSize?)? = nil
  ) throws(InterfaceBuilderError) {
    var options = InterfaceBuilderOptions()
    options.quirksOff = quirksOff
    try self.init(data: data, name: name, device: device, size: size, options: options, measure: measure)
  }

  /// Loads a file with ``InterfaceBuilderOptions``: text measured or
  /// stored, a content size category, a layout direction.
  ///
  /// ```swift
  /// var options = InterfaceBuilderOptions()
  /// options.text = .measured(BuiltinTextMeasurer.systemFontEstimate)
  /// options.contentSizeCategory = .accessibilityExtraExtraExtraLarge
  /// let doc = try InterfaceBuilderDocument(data: data, device: .named("retina4_0"), options: options)
  /// ```
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - name: its name, for messages.
  ///   - device: lay out for this device instead of the file's.
  ///   - size: lay out full-screen roots at this size instead.
  ///   - options: text sizing, content size category, layout direction,
  ///     quirk rows left out.
  ///   - measure: content sizes for views; wins over `options.text`.
  /// - Throws: ``InterfaceBuilderError`` when the file is not XML or not an
  ///   Interface Builder document.
  public init(
    data: Data, name: String = "document", device: InterfaceBuilderDevice? = nil, size: LayoutSize? = nil,
    options: InterfaceBuilderOptions, measure: ((ViewInfo) -> IntrinsicSize?)? = nil
  ) throws(InterfaceBuilderError) {
    let root = try XMLNode.parse(data)
    guard root.name == "document" else {
      throw InterfaceBuilderError(
        line: root.line, column: root.column, message: "expected an Interface Builder <document>, found <\(root.name)>")
    }
    var reader = DocumentReader(document: root, device: device, size: size, options: options, measure: measure)
    reader.read()
    scenes = reader.scenes
    warnings = reader.warnings
    self.device = reader.device
  }
}
