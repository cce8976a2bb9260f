/// The space offered to content that measures itself: a width, a height,
/// both or neither.
///
/// `nil` on an axis means "as much as you like" (Yoga's `undefined` measure
/// mode, UIKit's `sizeThatFits` with a very large value). A value means "at
/// most this much": a wrapping label proposed a width answers with the
/// height it needs at that width.
///
/// Values are cleaned when a proposal is made: NaN and infinity become `nil`
/// (unconstrained) and a negative value becomes `0`, so a proposal is always
/// a valid key for ``LayoutMeasure``'s cache.
public struct LayoutProposal: Hashable, Sendable, CustomStringConvertible {
  /// The width offered, or `nil` for no limit.
  public let width: Double?
  /// The height offered, or `nil` for no limit.
  public let height: Double?

  /// A proposal of `width` and `height` (either may be `nil`: no limit).
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = LayoutProposal.clean(width)
    self.height = LayoutProposal.clean(height)
  }

  /// No limit on either axis: the content's natural (single-line) size.
  public static let unspecified = LayoutProposal()

  /// `width×height`, `-` for an axis with no limit.
  public var description: String {
    "\(width.map(short) ?? "-")x\(height.map(short) ?? "-")"
  }

  static func clean(_ value: Double?) -> Double? {
    guard let value, value.isFinite else { return nil }
    return max(0, value)
  }
}

/// Content that measures itself: a function from a ``LayoutProposal`` to the
/// size the content needs, with a cache per proposal.
///
/// This is the measuring contract of Yoga's measure functions with UIKit's
/// meaning (`sizeThatFits(_:)`, `preferredMaxLayoutWidth`):
///
/// - Given a width (and no height), answer the size needed at that width:
///   a wrapping label answers the height of its lines broken at that width,
///   and a width no larger than the proposal (its longest line).
/// - Given nothing, answer the natural size: a label on one line.
/// - Given a height, answer the width needed at that height (content that
///   flows in columns); most content ignores it.
/// - The answer may be larger than the proposal when the content cannot
///   shrink further (a word wider than the line when breaking by character
///   is off, an image); the layout decides what to do with the excess
///   (compression resistance, truncation).
///
/// ```swift
/// // 10 points per character, 20 points a line, words never broken.
/// let label = LayoutMeasure { proposal in
///   let natural = 10.0 * 42
///   let lines = proposal.width.map { max(1, (natural / max($0, 1)).rounded(.up)) } ?? 1
///   return LayoutSize(width: min(natural, proposal.width ?? natural), height: 20 * lines)
/// }
/// label.size(for: LayoutProposal(width: 200))   // 200 x 60
/// label.size(for: .unspecified)                 // 420 x 20
/// ```
///
/// ## The cache
///
/// Each answer is kept per proposal, so asking again at the same width
/// (which a layout pass does for every view it did not change) costs a
/// dictionary lookup. Call ``invalidate()`` when the content changes (new
/// text, new font); ``evaluations`` counts the calls that reached the
/// function, which is how a test sees that an incremental change re-measured
/// only what it touched. The cache holds at most ``cacheLimit`` answers and
/// is emptied when full (a rotation or a resize proposes new widths; old ones
/// are rarely asked again).
///
/// ## Limits
///
/// - The function must be pure for a given content: the same proposal gives
///   the same size. The engine relies on this to stop: it re-lays out only
///   where an answer changed, so a function whose answers drift (randomness,
///   a clock) never converges and is stopped by the pass bound.
/// - A view whose width depends on its height *and* whose height depends on
///   its width (text in a fixed-height box that grows sideways) has no
///   single answer; the engine proposes widths only (as UIKit does for
///   multi-line labels) and such content gets its height-for-width answer.
/// - Cycles through the layout (a label's height decides a sibling's width,
///   which decides the label's width) may oscillate between two layouts; the
///   engine bounds the number of passes and keeps the last one, reporting
///   that it did not settle.
/// - Answers are cleaned: a negative, NaN or infinite dimension becomes `0`
///   and one beyond a billion points (``LayoutNumbers/maximumMagnitude``)
///   a billion, so a faulty function cannot poison the solver.
///
/// ## In a layout
///
/// Give a view a measure with ``LayoutView/contentMeasure``: its layout
/// pass measures it (its natural width, then its height at the width the
/// layout gave it, laid out again where that height changed), and
/// ``LayoutView/systemLayoutSizeFitting(_:)`` takes it into account. See
/// `Documentation/Text-Measurement.md`.
public final class LayoutMeasure {
  /// The measuring function: a proposal in, the size needed out.
  public typealias Function = (LayoutProposal) -> LayoutSize

  /// A measuring function that also answers baselines.
  public typealias MeasurementFunction = (LayoutProposal) -> LayoutMeasurement

  private let function: MeasurementFunction
  private var cache: [LayoutProposal: LayoutMeasurement] = [:]

  /// The most answers the cache keeps before it is emptied.
  public let cacheLimit: Int

  /// How many times the measuring function has been called (cache misses).
  public private(set) var evaluations = 0

  /// How many times ``invalidate()`` was called: a layout pass that
  /// remembers the generation it measured at knows when the content
  /// changed even if the widths did not.
  public private(set) var generation = 0

  /// How many proposals have an answer in the cache.
  public var cachedCount: Int { cache.count }

  /// Content measured by `function`.
  ///
  /// - Parameters:
  ///   - cacheLimit: the most answers kept (at least 1; default 64).
  ///   - function: the measuring function; see the type's contract.
  public init(cacheLimit: Int = 64, _ function: @escaping Function) {
    self.cacheLimit = max(1, cacheLimit)
    self.function = { LayoutMeasurement(size: function($0)) }
  }

  private init(cacheLimit: Int, measurement: @escaping MeasurementFunction) {
    self.cacheLimit = max(1, cacheLimit)
    self.function = measurement
  }

  /// Content measured by a function that also answers its baselines (text):
  /// a view measured by it takes its first and last baselines from the
  /// answer unless its own ``LayoutView/firstBaselineOffsetFromTop`` /
  /// ``LayoutView/lastBaselineOffsetFromBottom`` are set.
  ///
  /// ```swift
  /// let label = LayoutMeasure.measuring { proposal in
  ///   LayoutMeasurement(size: LayoutSize(width: 80, height: 20), firstBaselineFromTop: 15, lastBaselineFromBottom: 5)
  /// }
  /// ```
  public static func measuring(cacheLimit: Int = 64, _ function: @escaping MeasurementFunction) -> LayoutMeasure {
    LayoutMeasure(cacheLimit: cacheLimit, measurement: function)
  }

  /// Content of one fixed size whatever the proposal (an icon, a fixed
  /// intrinsic size expressed as a measure).
  public static func fixed(_ size: LayoutSize) -> LayoutMeasure {
    LayoutMeasure(cacheLimit: 1) { _ in size }
  }

  /// The size the content needs for `proposal`, from the cache when asked
  /// before.
  ///
  /// - Complexity: O(1) on a cache hit; one call of the function otherwise.
  public func size(for proposal: LayoutProposal) -> LayoutSize {
    measurement(for: proposal).size
  }

  /// The full answer for `proposal` (size and baselines), from the cache
  /// when asked before.
  ///
  /// - Complexity: O(1) on a cache hit; one call of the function otherwise.
  public func measurement(for proposal: LayoutProposal) -> LayoutMeasurement {
    if let known = cache[proposal] { return known }
    let answer = function(proposal).cleaned
    evaluations += 1
    if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[proposal] = answer
    return answer
  }

  /// The height needed at `width` (the question the second layout pass asks
  /// of a multi-line label).
  public func height(forWidth width: Double) -> Double {
    size(for: LayoutProposal(width: width)).height
  }

  /// The natural size: no limit on either axis (a label on one line).
  public var naturalSize: LayoutSize { size(for: .unspecified) }

  /// Forgets every cached answer: call it when the content changes. A view
  /// measured by this measure is measured again at its next layout pass
  /// once told (``LayoutView/invalidateIntrinsicContentSize()``).
  public func invalidate() {
    cache.removeAll()
    generation += 1
  }

  /// A dimension the solver can take: NaN and infinity become 0, a
  /// negative value 0, and a value beyond ``LayoutNumbers/maximumMagnitude``
  /// that maximum.
  static func clean(_ value: Double) -> Double {
    value.isFinite ? min(LayoutNumbers.maximumMagnitude, max(0, value)) : 0
  }
}

/// One answer of a ``LayoutMeasure``: the size the content needs and, for
/// text, where its first and last baselines lie.
///
/// Baselines are distances: the first from the content's top edge down, the
/// last from its bottom edge up (UIKit's `firstBaselineAnchor` and
/// `lastBaselineAnchor` of a label). `nil` means the content has none (the
/// top and bottom edges stand in, as for any view).
public struct LayoutMeasurement: Hashable, Sendable {
  /// The size the content needs.
  public var size: LayoutSize
  /// The first baseline's distance below the top edge, if the content has
  /// one.
  public var firstBaselineFromTop: Double?
  /// The last baseline's distance above the bottom edge, if the content
  /// has one.
  public var lastBaselineFromBottom: Double?

  /// An answer of `size`, with baselines if the content has them.
  public init(size: LayoutSize, firstBaselineFromTop: Double? = nil, lastBaselineFromBottom: Double? = nil) {
    self.size = size
    self.firstBaselineFromTop = firstBaselineFromTop
    self.lastBaselineFromBottom = lastBaselineFromBottom
  }

  /// Negative, NaN or infinite dimensions become 0 and larger ones than a
  /// billion points a billion; a baseline that is not finite, or beyond a
  /// billion points, is dropped.
  var cleaned: LayoutMeasurement {
    LayoutMeasurement(
      size: LayoutSize(width: LayoutMeasure.clean(size.width), height: LayoutMeasure.clean(size.height)),
      firstBaselineFromTop: firstBaselineFromTop.flatMap { LayoutNumbers.isUsableConstant($0) ? $0 : nil },
      lastBaselineFromBottom: lastBaselineFromBottom.flatMap { LayoutNumbers.isUsableConstant($0) ? $0 : nil })
  }
}

/// A measured view whose height had not settled when the layout pass
/// stopped (see ``LayoutReport/unsettledMeasurements``): at the width the
/// last solve gave it, its content needs another height than the one laid
/// out.
public struct UnsettledMeasurement: Hashable, Sendable, CustomStringConvertible {
  /// The view's ``LayoutView/name``.
  public let viewName: String
  /// The width the view was last measured at.
  public let width: Double
  /// The height its content needs at that width.
  public let measuredHeight: Double
  /// The height the last solve gave it.
  public let laidOutHeight: Double

  public var description: String {
    "Unsettled: \(viewName) needs a height of \(short(measuredHeight)) at a width of \(short(width)) "
      + "but was laid out \(short(laidOutHeight)) high: its height changes its width (a cycle through the "
      + "layout, or a measure that is not pure). Break the cycle, e.g. fix the width."
  }
}
