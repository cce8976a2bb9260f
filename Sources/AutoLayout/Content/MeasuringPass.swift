/// UIKit's second layout pass for multi-line labels, driven from outside
/// the engine: views that measure themselves (a ``LayoutMeasure`` each) get
/// their height for the width the layout gave them.
///
/// ```swift
/// let pass = MeasuringPass()
/// pass.setMeasure(typesetter.measure(text), for: label)
/// let report = pass.layout(window)      // lays out, re-measures, lays out again
/// label.frame.height                    // the height of the text at the label's width
/// ```
///
/// Each call of ``layout(_:)``:
///
/// 1. gives every measured view its natural width as its intrinsic width
///    (the content would like one line; compression resistance and the
///    constraints decide how much it gets) and keeps its last height;
/// 2. lays the tree out;
/// 3. asks each measured view its height at the width it was given (a
///    cache hit unless that width is new) and changes its intrinsic height,
///    an incremental change in the solver, only where the answer changed;
/// 4. lays out again if anything changed, at most ``maximumPasses`` layouts
///    in all, and says whether the answers settled.
///
/// A second call after a rotation re-measures only the views whose width
/// changed, and lays out twice only if a height changed.
///
/// This is the contract's reference behaviour, built on public API (the
/// intrinsic content size); the engine is to do the same inside its layout
/// pass (see `Documentation/Text-Measurement.md`). Widths are proposed, never
/// heights: content whose width depends on its height gets its
/// height-for-width answer.
public final class MeasuringPass {
  /// The most layouts one ``layout(_:)`` call makes (at least 2).
  public let maximumPasses: Int

  private var entries: [(view: LayoutView, measure: LayoutMeasure)] = []

  /// A pass making at most `maximumPasses` layouts per call (default 4).
  public init(maximumPasses: Int = 4) {
    self.maximumPasses = max(2, maximumPasses)
  }

  /// Makes `view` measure itself with `measure`, or (with `nil`) stop doing
  /// so; its intrinsic content size is then left as it is.
  public func setMeasure(_ measure: LayoutMeasure?, for view: LayoutView) {
    if let index = entries.firstIndex(where: { $0.view === view }) {
      if let measure { entries[index].measure = measure } else { entries.remove(at: index) }
    } else if let measure {
      entries.append((view, measure))
    }
  }

  /// The measure of `view`, if it has one.
  public func measure(for view: LayoutView) -> LayoutMeasure? {
    entries.first { $0.view === view }?.measure
  }

  /// Lays out the tree of `view` (its root's), measuring as described in
  /// the type's overview. Measured views outside that tree are left alone.
  @discardableResult
  public func layout(_ view: LayoutView) -> MeasuringPassReport {
    let root = view.rootView
    let here = entries.filter { $0.view.rootView === root }
    for entry in here {
      let natural = entry.measure.naturalSize
      let height = entry.view.intrinsicContentSize.height ?? natural.height
      entry.view.intrinsicContentSize = IntrinsicSize(width: natural.width, height: height)
    }
    root.layoutIfNeeded()
    var passes = 1
    var remeasured: [String] = []
    var seen: Set<ObjectIdentifier> = []
    while true {
      var changed = false
      for entry in here {
        let width = entry.view.alignmentRect(forFrame: entry.view.frame).width
        let height = entry.measure.height(forWidth: width)
        if entry.view.intrinsicContentSize.height != height {
          entry.view.intrinsicContentSize.height = height
          changed = true
          if seen.insert(ObjectIdentifier(entry.view)).inserted { remeasured.append(entry.view.name) }
        }
      }
      if !changed { return MeasuringPassReport(passes: passes, settled: true, changedViews: remeasured) }
      if passes == maximumPasses {
        return MeasuringPassReport(passes: passes, settled: false, changedViews: remeasured)
      }
      root.layoutIfNeeded()
      passes += 1
    }
  }
}

/// What one ``MeasuringPass/layout(_:)`` did.
public struct MeasuringPassReport: Hashable, Sendable {
  /// How many layouts it made (1 when no height changed).
  public let passes: Int
  /// Whether the heights stopped changing within the bound; `false` means
  /// the last layout's heights are not those of its widths (a cycle, or an
  /// impure measuring function).
  public let settled: Bool
  /// The names of the views whose height changed, in the order they were
  /// measured.
  public let changedViews: [String]
}
