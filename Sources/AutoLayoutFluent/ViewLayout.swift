import AutoLayout

/// The attribute of another item named in `equalTo: .trailing, of: icon`.
public typealias FluentAnchor = LayoutAttribute

/// A chain of constraints for one view (or a group): every method adds
/// its constraints and returns the chain, so calls read left to right.
///
/// A value type: copying a chain is free and shares nothing but the
/// layout it reports to.
public struct ViewLayout {
  enum Target {
    case always(FluentLayout)
    case conditional(ConditionalLayout, FluentLayout)
    /// A conditional layout whose FluentLayout is gone.
    case detached

    var layout: FluentLayout? {
      switch self {
      case .always(let l): return l
      case .conditional(_, let l): return l
      case .detached: return nil
      }
    }
  }

  let views: [LayoutView]
  let target: Target

  /// `view.a (relation) other.b × multiplier + constant` for each view.
  @discardableResult
  func make(
    _ a: LayoutAttribute, _ relation: LayoutRelation, _ other: (any LayoutItem)?, _ b: LayoutAttribute,
    _ multiplier: Double, _ constant: Double
  ) -> ViewLayout {
    guard let layout = target.layout else {
      reportUsageError(
        .invalidConstraint(
          "a conditional layout was used after its FluentLayout was released; nothing was added (keep the FluentLayout alive)"
        ),
        near: views.first)
      return self
    }
    for view in views {
      layout.prepare(view)
      let c = LayoutConstraint(
        item: view, attribute: a, relatedBy: relation, toItem: other, attribute: other == nil ? .notAnAttribute : b,
        multiplier: other == nil ? 0 : multiplier, constant: constant)
      if let reason = c.invalidReason {
        layout.record(.invalidConstraint(reason))
      } else {
        layout.add(c, to: target)
      }
    }
    return self
  }

  // MARK: Helpers

  /// Width and height equal to a value.
  @discardableResult
  public func size(equalTo value: Double) -> ViewLayout {
    make(.width, .equal, nil, .width, 0, value).make(.height, .equal, nil, .height, 0, value)
  }

  /// Width and height equal to another item's, `× multiplyBy + plus − minus`.
  @discardableResult
  public func size(equalTo item: any LayoutItem, multiplyBy m: Double = 1, plus: Double = 0, minus: Double = 0)
    -> ViewLayout
  {
    make(.width, .equal, item, .width, m, plus - minus).make(.height, .equal, item, .height, m, plus - minus)
  }

  /// centerX and centerY equal to another item's, `× multiplyBy + plus − minus`.
  @discardableResult
  public func center(equalTo item: any LayoutItem, multiplyBy m: Double = 1, plus: Double = 0, minus: Double = 0)
    -> ViewLayout
  {
    make(.centerX, .equal, item, .centerX, m, plus - minus).make(.centerY, .equal, item, .centerY, m, plus - minus)
  }

  // MARK: Pin

  /// The edges `pin` can work on.
  public struct Edges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1)
    public static let bottom = Edges(rawValue: 2)
    public static let left = Edges(rawValue: 4)
    public static let right = Edges(rawValue: 8)
    public static let leading = Edges(rawValue: 16)
    public static let trailing = Edges(rawValue: 32)
    public static let topBottom: Edges = [.top, .bottom]
    public static let leftRight: Edges = [.left, .right]
    public static let leadingTrailing: Edges = [.leading, .trailing]
    /// Top, bottom, left and right, as `pin(to:)` uses.
    public static let all: Edges = [.top, .bottom, .left, .right]
  }

  /// One edge, for `pin(to:edgesWithMargin:)`.
  public enum Edge: Hashable, Sendable, CaseIterable {
    case top, bottom, left, right, leading, trailing

    var attribute: LayoutAttribute {
      switch self {
      case .top: return .top
      case .bottom: return .bottom
      case .left: return .left
      case .right: return .right
      case .leading: return .leading
      case .trailing: return .trailing
      }
    }
    /// Far edges subtract the margin.
    var isFar: Bool { self == .bottom || self == .right || self == .trailing }
    var option: Edges {
      switch self {
      case .top: return .top
      case .bottom: return .bottom
      case .left: return .left
      case .right: return .right
      case .leading: return .leading
      case .trailing: return .trailing
      }
    }
  }

  /// Each edge equal to the item's, `margin` inside: near edges add it,
  /// far edges (bottom, right, trailing) subtract it.
  @discardableResult
  public func pin(to item: any LayoutItem, edges: Edges = .all, margin: Double = 0) -> ViewLayout {
    var chain = self
    for edge in Edge.allCases where edges.contains(edge.option) {
      chain = chain.make(edge.attribute, .equal, item, edge.attribute, 1, edge.isFar ? -margin : margin)
    }
    return chain
  }

  /// `pin(to:edges:margin:)` with every edge of ``Edges/all``.
  @discardableResult
  public func pin(to item: any LayoutItem, margin: Double) -> ViewLayout {
    pin(to: item, edges: .all, margin: margin)
  }

  /// Only the given edges, each with its own margin (in a fixed edge order:
  /// top, bottom, left, right, leading, trailing).
  @discardableResult
  public func pin(to item: any LayoutItem, edgesWithMargin margins: [Edge: Double]) -> ViewLayout {
    var chain = self
    for edge in Edge.allCases {
      guard let m = margins[edge] else { continue }
      chain = chain.make(edge.attribute, .equal, item, edge.attribute, 1, edge.isFar ? -m : m)
    }
    return chain
  }
}
