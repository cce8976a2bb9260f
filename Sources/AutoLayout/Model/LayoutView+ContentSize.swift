extension LayoutView {
  /// How strongly the view resists growing past its intrinsic size (250 by
  /// default).
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    hugging[axis == .horizontal ? 0 : 1]
  }
  /// Sets the content hugging priority on an axis.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    guard let priority = LayoutNumbers.clampedPriority(priority) else { return }
    hugging[axis == .horizontal ? 0 : 1] = priority
    invalidateEngine()
  }
  /// How strongly the view resists shrinking below its intrinsic size (750
  /// by default).
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    compression[axis == .horizontal ? 0 : 1]
  }
  /// Sets the compression resistance priority on an axis.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    guard let priority = LayoutNumbers.clampedPriority(priority) else { return }
    compression[axis == .horizontal ? 0 : 1] = priority
    invalidateEngine()
  }
  /// Checks a new ``intrinsicContentSize``: false (reported) when a
  /// dimension is not finite, negative or beyond 1e9, and the caller
  /// restores the old value; otherwise the engine follows (an in-place
  /// constant change when the axes that have a size stay the same).
  func acceptIntrinsicContentSize(replacing oldValue: IntrinsicSize) -> Bool {
    let usable = [intrinsicContentSize.width, intrinsicContentSize.height].allSatisfy {
      $0.map(LayoutNumbers.isUsableSize) ?? true
    }
    guard usable else {
      reportUsageError(
        .invalidConstraint(
          "\(name): intrinsic size \(intrinsicContentSize) refused (not finite, negative, or beyond 1e9)"),
        near: self)
      return false
    }
    // A measured view's size comes from its measure.
    guard contentMeasure == nil else { return true }
    let sameAxes =
      (oldValue.width == nil) == (intrinsicContentSize.width == nil)
      && (oldValue.height == nil) == (intrinsicContentSize.height == nil)
    if sameAxes, let engine = rootView.engineStorage {
      engine.intrinsicSizeChanged(self)
    } else {
      invalidateEngine()
    }
    (superview as? LayoutStackView)?.arrangedIntrinsicSizeChanged(self)
    return true
  }

  // MARK: Content that measures itself

  /// Tells the layout that the content changed: a measured view
  /// (``contentMeasure``) forgets its measure's answers
  /// (``LayoutMeasure/invalidate()``) and is measured again at the next
  /// layout pass, an incremental change that touches only this view.
  /// UIKit's `invalidateIntrinsicContentSize()`; a view without a measure
  /// has nothing to forget (set its ``intrinsicContentSize`` instead).
  public func invalidateIntrinsicContentSize() {
    guard let measure = contentMeasure else { return }
    measure.invalidate()
    remeasureContent()
  }

  /// The size the content needs at the view's current width (its
  /// alignment rectangle's, as the layout last set it), or `nil` without a
  /// ``contentMeasure``.
  public var measuredContentSize: LayoutSize? {
    contentMeasure?.size(for: LayoutProposal(width: alignmentRect(forFrame: storedFrame).width))
  }

  /// Whether the view is smaller than its content needs at its width:
  /// text that is truncated or clipped. False without a ``contentMeasure``.
  /// Half a pixel of slack when the window rounds frames to pixels.
  public var isContentClipped: Bool {
    guard let needed = measuredContentSize else { return false }
    let size = alignmentRect(forFrame: storedFrame).size
    let slack = window.map { $0.roundsToPixels ? 0.5 / $0.scale : 1e-6 } ?? 1e-6
    return needed.width > size.width + slack || needed.height > size.height + slack
  }

  /// A new measure (or none): a view that keeps being measured is
  /// measured again where the layout last placed it, incrementally;
  /// gaining or losing a measure changes the engine's constraints.
  func contentMeasureChanged(hadOne: Bool) {
    let previous = measured
    measured = MeasuredContent()
    if hadOne, contentMeasure != nil {
      measured.width = previous.width
      contentAnswersChanged(previous: previous)
    } else {
      invalidateEngine()
    }
    (superview as? LayoutStackView)?.arrangedIntrinsicSizeChanged(self)
  }

  /// The content changed: measured again at the width last used.
  func remeasureContent() {
    let previous = measured
    measured = MeasuredContent()
    measured.width = previous.width
    contentAnswersChanged(previous: previous)
    (superview as? LayoutStackView)?.arrangedIntrinsicSizeChanged(self)
  }

  /// Measures the content now and moves the engine's content constraints
  /// to the answers: in place, or by a rebuild when a baseline the view
  /// takes from its measure moved (baselines are folded into constraints).
  private func contentAnswersChanged(previous: MeasuredContent) {
    guard let measure = contentMeasure, let engine = rootView.engineStorage else { return }
    seedMeasurement(measure)
    let baselinesMoved =
      (firstBaselineOffsetFromTop == nil && measured.firstBaseline != previous.firstBaseline)
      || (lastBaselineOffsetFromBottom == nil && measured.lastBaseline != previous.lastBaseline)
    if baselinesMoved {
      invalidateEngine()
    } else if previous.isSeeded {
      engine.moveContent(of: self, from: LayoutSize(width: previous.naturalWidth, height: previous.size.height))
    } else {
      engine.intrinsicSizeChanged(self)
    }
  }

  /// The intrinsic size the engine uses: the measure's (its natural width,
  /// its height at the width last measured) for a measured view, otherwise
  /// ``intrinsicContentSize``.
  var effectiveIntrinsicSize: IntrinsicSize {
    guard let measure = contentMeasure else { return intrinsicContentSize }
    seedMeasurement(measure)
    return IntrinsicSize(width: measured.naturalWidth, height: measured.size.height)
  }

  /// The first baseline the engine uses: the view's own, else its
  /// measure's.
  var effectiveFirstBaseline: Double? {
    guard firstBaselineOffsetFromTop == nil, let measure = contentMeasure else { return firstBaselineOffsetFromTop }
    seedMeasurement(measure)
    return measured.firstBaseline
  }

  /// The last baseline the engine uses: the view's own, else its measure's.
  var effectiveLastBaseline: Double? {
    guard lastBaselineOffsetFromBottom == nil, let measure = contentMeasure else { return lastBaselineOffsetFromBottom }
    seedMeasurement(measure)
    return measured.lastBaseline
  }

  /// Measures the content if the answers kept are not the current
  /// measure's: its natural size, and its height at the width last
  /// measured (the natural height the first time).
  func seedMeasurement(_ measure: LayoutMeasure) {
    guard !measured.isSeeded || measured.generation != measure.generation else { return }
    let natural = measure.measurement(for: .unspecified)
    let answer = measured.width.map { measure.measurement(for: LayoutProposal(width: $0)) } ?? natural
    measured.naturalWidth = natural.size.width
    measured.record(answer, generation: measure.generation)
  }
}

/// What the layout last asked of a view's ``LayoutView/contentMeasure``
/// and what it answered.
struct MeasuredContent {
  /// Whether the fields below hold the measure's answers.
  var isSeeded = false
  /// The measure's ``LayoutMeasure/generation`` when asked.
  var generation = 0
  /// The width the answer is for; `nil` for the natural size.
  var width: Double?
  /// The natural (one-line) width: the intrinsic width.
  var naturalWidth = 0.0
  /// The answer's size: its height is the intrinsic height.
  var size = LayoutSize.zero
  /// The answer's baselines.
  var firstBaseline: Double?
  var lastBaseline: Double?

  mutating func record(_ answer: LayoutMeasurement, generation: Int) {
    isSeeded = true
    self.generation = generation
    size = answer.size
    firstBaseline = answer.firstBaselineFromTop
    lastBaseline = answer.lastBaselineFromBottom
  }
}
