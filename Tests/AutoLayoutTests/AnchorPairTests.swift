import Cassowary
import LayoutTestSupport
import Testing

@testable import AutoLayout

/// A constraint between two origins whose anchors cancel is written without
/// the general walk (`LayoutEngine.cancellingPair`); these tests hold the
/// shortcut to the walk's terms, term for term.
@MainActor
struct AnchorPairTests {
  /// The terms a constraint over the two origins gets, with the shortcut
  /// or through the walk: `extra` (a size term, kept in place) with the
  /// two origins around it.
  static func terms(_ engine: LayoutEngine, _ p: LayoutEngine.OriginPart, _ q: LayoutEngine.OriginPart, shortcut: Bool)
    -> [Term]
  {
    let extra = Term(engine.items[0].vars.w, 1)
    func own(_ part: LayoutEngine.OriginPart) -> Term {
      let v = engine.items[Int(part.item)].vars
      return Term(part.axis == 0 ? v.x : v.y, part.k)
    }
    var terms = [own(p), extra, own(q)]
    engine.anchorOrigins([(p, 0), (q, 2)], in: &terms, shortcut: shortcut)
    return terms
  }

  @Test("seeded: every pair of origins in nested stacks gives the walk's terms; the shortcut is taken where it applies")
  func shortcutMatchesWalk() {
    // The long-stack tests' pinned column, here of four centred rows of
    // three views each: siblings, a view and its row, a row and the one
    // before it.
    let (window, column) = LongStackTests.longStack(0)
    for i in 0..<4 {
      let row = LayoutStackView(name: "row\(i)")
      (row.alignment, row.isLayoutMarginsRelativeArrangement) = (.center, true)
      for j in 0..<3 {
        let v = LayoutView(name: "v\(i).\(j)")
        v.intrinsicContentSize = IntrinsicSize(width: 20, height: 10 + Double(j))
        row.addArrangedSubview(v)
      }
      column.addArrangedSubview(row)
    }
    window.layoutIfNeeded()
    guard let engine = window.engineStorage else {
      Issue.record("no engine after a layout")
      return
    }
    #expect(engine.hasAnchors)
    var rng = SeededGenerator(seed: 5)
    var taken = 0
    let count = Int32(engine.items.count)
    for a in 0..<count {
      for b in 0..<count {
        for axis in Int32(0)...1 {
          let k = [1.0, -1, 0.5, 2, 1e-13][Int.random(in: 0..<5, using: &rng)]
          let p = LayoutEngine.OriginPart(item: a, axis: axis, k: k)
          let q = LayoutEngine.OriginPart(item: b, axis: axis, k: -k)
          if engine.cancellingPair(p, q) != nil { taken += 1 }
          let fast = Self.terms(engine, p, q, shortcut: true)
          let walk = Self.terms(engine, p, q, shortcut: false)
          #expect(fast.count == walk.count, "\(a), \(b), axis \(axis), k \(k)")
          for (f, w) in zip(fast, walk) {
            #expect(f.variable === w.variable && f.coefficient.bitPattern == w.coefficient.bitPattern)
          }
        }
      }
    }
    // Siblings and parent-child pairs are common: the shortcut is taken.
    #expect(taken > 100)
  }
}
