internal import Cassowary

/// The engine's part of content that measures itself
/// (``LayoutView/contentMeasure``): which views are measured, and the
/// second pass that asks each its height at the width it was given.
struct MeasuringState {
  /// A measured view and its solver width, registered when its content
  /// constraints are made.
  struct Entry {
    unowned(unsafe) let view: LayoutView
    let width: Variable
  }

  /// The measured views of the current solver, in tree order.
  var views: [Entry] = []
  /// The rebuild `views` belongs to: a rebuild starts a new list without
  /// the rebuild itself having to know about it.
  var rebuild = -1
  /// Solves in the last layout pass (1 when no height changed).
  var lastSolves = 0
  /// Views re-measured in the last layout pass, in order (for tests).
  var lastRemeasured: [String] = []
  /// Views whose height was still changing when the last pass stopped.
  var unsettled: [UnsettledMeasurement] = []
}

extension LayoutEngine {
  /// The most solves one layout pass makes for measured content.
  static let measuringSolveLimit = 4

  /// Remembers a measured view (called while its content constraints are
  /// made, so the list is always the current solver's).
  func registerMeasured(_ view: LayoutView, width: Variable) {
    if measuring.rebuild != rebuildCount {
      measuring.views = []
      measuring.rebuild = rebuildCount
    }
    measuring.views.append(MeasuringState.Entry(view: view, width: width))
  }

  /// The second pass, after a solve: every measured view whose width (or
  /// content) changed is asked its height at its solved width; where the
  /// answer changed, its height constraints move (an in-place constant
  /// change) and the layout is solved again, at most
  /// ``measuringSolveLimit`` solves in all. After the last solve the views
  /// are only asked: those whose answer differs from the height they were
  /// laid out at are kept in `measuring.unsettled`, and the layout of the
  /// last solve stands.
  func measureContent() {
    measuring.lastSolves = 1
    measuring.lastRemeasured = []
    measuring.unsettled = []
    guard measuring.rebuild == rebuildCount, !measuring.views.isEmpty else { return }
    while measuring.lastSolves < Self.measuringSolveLimit {
      let changed = remeasure()
      if !changed && !needsRebuild { return }
      if needsRebuild { rebuild() }
      solver.updateVariables()
      measuring.lastSolves += 1
    }
    measuring.unsettled = unsettledMeasurements()
  }

  /// The solved width of a measured view, rounded to a millionth of a
  /// point: a re-solve that lands a hair away from the last width is the
  /// same proposal (a cache hit).
  func measuredWidth(_ entry: MeasuringState.Entry) -> Double {
    (max(0, solver.value(of: entry.width)) * 1e6).rounded() / 1e6
  }

  /// Asks each measured view whose solved width or content changed its
  /// height there; true if any height constraint moved.
  func remeasure() -> Bool {
    var changed = false
    for entry in measuring.views {
      let view = entry.view
      guard let measure = view.contentMeasure else { continue }
      let width = measuredWidth(entry)
      let stale = !view.measured.isSeeded || view.measured.generation != measure.generation
      guard stale || view.measured.width != width else { continue }
      let old = view.measured
      let answer = measure.measurement(for: LayoutProposal(width: width))
      if stale { view.measured.naturalWidth = measure.naturalSize.width }
      view.measured.width = width
      view.measured.record(answer, generation: measure.generation)
      measuring.lastRemeasured.append(view.name)
      if (view.firstBaselineOffsetFromTop == nil && view.measured.firstBaseline != old.firstBaseline)
        || (view.lastBaselineOffsetFromBottom == nil && view.measured.lastBaseline != old.lastBaseline)
      {
        // Baselines are folded into constraints' constants: rare (text's
        // baselines rarely depend on its width), so a rebuild.
        needsRebuild = true
      }
      guard old.size.height != answer.size.height || old.naturalWidth != view.measured.naturalWidth else {
        continue
      }
      if old.isSeeded {
        moveContent(of: view, from: LayoutSize(width: old.naturalWidth, height: old.size.height))
      } else {
        intrinsicSizeChanged(view)
      }
      (view.superview as? LayoutStackView)?.arrangedIntrinsicSizeChanged(view)
      changed = true
    }
    return changed
  }

  /// Moves a measured view's content constraints from the sizes they hold
  /// (`old`: its natural width and height before) to its answers, on each
  /// axis first the constraint the new size relaxes (compression
  /// resistance when it shrinks, hugging when it grows): the solver then
  /// never holds the two against each other for a moment, which made every
  /// shrinking label of a rotation pivot through a list twice (11.5 s for
  /// 1,000 cells, 0.14 s now).
  func moveContent(of view: LayoutView, from old: LayoutSize) {
    needsLayout = true
    guard !needsRebuild, let content = known(view)?.content, !content.isEmpty else {
      intrinsicSizeChanged(view)
      return
    }
    for axis in LayoutAxis.allCases {
      guard let e = content[axis] else { continue }
      let horizontal = axis == .horizontal
      let (before, after) =
        horizontal ? (old.width, view.measured.naturalWidth) : (old.height, view.measured.size.height)
      guard before != after else { continue }
      moveContent(e, from: before, to: after)
    }
    if !brokenOrder.isEmpty { retryPending = true }
  }

  /// Moves one axis's content constraints to `size`: the one constraint
  /// that holds both sides once, or of a pair first the one the new size
  /// relaxes (compression resistance when it shrinks, hugging when it
  /// grows).
  func moveContent(_ e: ContentConstraints.Pair, from old: Double, to size: Double) {
    if e.hug === e.resist {
      try? solver.updateConstant(of: e.hug, to: -size)
      return
    }
    for c in size < old ? [e.resist, e.hug] : [e.hug, e.resist] { try? solver.updateConstant(of: c, to: -size) }
  }

  /// After the last solve: the measured views whose content needs another
  /// height at the width they got than the one they were laid out with.
  /// Asking does not change the layout (the answers are cached for the
  /// next pass).
  func unsettledMeasurements() -> [UnsettledMeasurement] {
    var out: [UnsettledMeasurement] = []
    for entry in measuring.views {
      let view = entry.view
      guard let measure = view.contentMeasure else { continue }
      let width = measuredWidth(entry)
      let needed = measure.height(forWidth: width)
      guard needed != view.measured.size.height || view.measured.generation != measure.generation else { continue }
      let laidOut = known(view).map { solver.value(of: $0.h) } ?? 0
      out.append(
        UnsettledMeasurement(viewName: view.name, width: width, measuredHeight: needed, laidOutHeight: laidOut))
    }
    return out
  }
}
