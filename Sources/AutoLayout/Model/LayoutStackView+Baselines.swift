/// A stack's baselines are an arranged view's (UIKit's
/// `viewForFirstBaselineLayout` and `viewForLastBaselineLayout`): which
/// view, and noticing when a change picks another one.
///
/// The engine folds a baseline into the constraint that names it (the
/// chosen view's origin and offset), so a new choice needs a rebuild: each
/// stack on the way from the constrained stack to the chosen view notes
/// what it chose when the engine asked, and a change that may alter a
/// choice (see the callers of `baselineViewsMayHaveChanged()`) compares
/// the choice now with the one noted, on this stack and on every stack it
/// is arranged in (a row's choice depends on its items' heights).

/// What a stack answered when the engine last took its first and last
/// baselines: an arranged view, or the stack itself.
struct BaselineChoices {
  struct Choice {
    weak var view: LayoutView?
    var used = false
  }
  var first = Choice()
  var last = Choice()
}

extension LayoutStackView {
  /// The view that stands for this stack's baseline on this level (not
  /// asked further when it is a stack), or the stack itself.
  func baselineCandidate(last: Bool) -> LayoutView {
    let own = last ? lastBaselineOffsetFromBottom : firstBaselineOffsetFromTop
    guard own == nil, contentMeasure == nil else { return self }
    if axis == .vertical {
      let found =
        last ? arrangedSubviews.last(where: { !$0.isHidden }) : arrangedSubviews.first(where: { !$0.isHidden })
      return found ?? self
    }
    var tallest: LayoutView?
    var height = -Double.infinity
    for view in arrangedSubviews where !view.isHidden {
      let h = view.naturalHeightForBaselines
      if h > height { (tallest, height) = (view, h) }
    }
    return tallest ?? self
  }

  /// The view whose baseline is this stack's, asking nested stacks in
  /// turn. With `recording`, the engine is about to use it: every stack on
  /// the way notes its choice.
  func baselineView(last: Bool, recording: Bool) -> LayoutView {
    var stack = self
    // Each step goes to an arranged view, a subview: the walk ends.
    while true {
      let next = stack.baselineCandidate(last: last)
      if recording {
        let choice = BaselineChoices.Choice(view: next, used: true)
        if last { stack.baselineChoices.last = choice } else { stack.baselineChoices.first = choice }
      }
      guard next !== stack else { return stack }
      guard let inner = next as? LayoutStackView else { return next }
      stack = inner
    }
  }

  /// After a change to this stack or to one of its arranged views: if a
  /// baseline the engine took from this stack, or from a stack it is
  /// arranged in, would now come from another view, the solver is rebuilt
  /// at the next layout. O(1) for a stack whose baselines no constraint
  /// uses.
  func baselineViewsMayHaveChanged() {
    var stack: LayoutStackView? = self
    while let s = stack {
      let noted = s.baselineChoices
      if (noted.first.used && s.baselineCandidate(last: false) !== noted.first.view)
        || (noted.last.used && s.baselineCandidate(last: true) !== noted.last.view)
      {
        s.invalidateEngine()
        return
      }
      guard let parent = s.superview as? LayoutStackView, parent.arrangedIDs.contains(ObjectIdentifier(s)) else {
        return
      }
      stack = parent
    }
  }
}

extension LayoutView {
  /// The height a row compares to pick its tallest view for its
  /// baselines: the intrinsic (or measured) height; for a stack without
  /// one, its content's (a column's visible items and the gaps between
  /// them, a row's tallest visible item); 0 otherwise.
  var naturalHeightForBaselines: Double {
    if let h = effectiveIntrinsicSize.height { return h }
    guard let stack = self as? LayoutStackView else { return 0 }
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    let heights = visible.map(\.naturalHeightForBaselines)
    if stack.axis == .horizontal { return heights.max() ?? 0 }
    let gap: Double =
      switch stack.spacing {
      case LayoutStackView.spacingUseSystem: LayoutStackView.systemSpacing
      case LayoutStackView.spacingUseDefault: 0
      default: stack.spacing
      }
    return heights.reduce(0, +) + gap * Double(max(0, visible.count - 1))
  }
}
