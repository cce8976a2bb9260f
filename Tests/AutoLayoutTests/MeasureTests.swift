import AutoLayout
import Testing

/// A label of `characters` characters of 10 points on lines of 20 points,
/// broken anywhere: a model whose answers are easy to work out by hand.
private func wrappingLabel(characters: Int) -> LayoutMeasure {
  LayoutMeasure { proposal in
    let natural = 10.0 * Double(characters)
    guard let width = proposal.width else { return LayoutSize(width: natural, height: 20) }
    let perLine = max(1, (width / 10).rounded(.down))
    let lines = max(1, (Double(characters) / perLine).rounded(.up))
    return LayoutSize(width: min(natural, perLine * 10), height: 20 * lines)
  }
}

@Suite("The measuring contract")
struct MeasureTests {
  @Test("a wrapping label: natural size, height for a width, width no larger than the proposal")
  func wrapping() {
    let label = wrappingLabel(characters: 42)
    #expect(label.naturalSize == LayoutSize(width: 420, height: 20))
    #expect(label.size(for: LayoutProposal(width: 200)) == LayoutSize(width: 200, height: 60))
    #expect(label.height(forWidth: 100) == 100)
    #expect(label.size(for: LayoutProposal(width: 1000)) == LayoutSize(width: 420, height: 20))
  }

  @Test("answers are cached per proposal: asking again does not call the function")
  func cache() {
    let label = wrappingLabel(characters: 42)
    _ = label.size(for: LayoutProposal(width: 200))
    _ = label.size(for: LayoutProposal(width: 200))
    _ = label.size(for: LayoutProposal(width: 200, height: nil))
    #expect(label.evaluations == 1)
    _ = label.size(for: LayoutProposal(width: 150))
    #expect(label.evaluations == 2)
    #expect(label.cachedCount == 2)
    #expect(label.generation == 0)
    label.invalidate()
    #expect(label.cachedCount == 0)
    #expect(label.generation == 1)
    _ = label.size(for: LayoutProposal(width: 200))
    #expect(label.evaluations == 3)
  }

  @Test("the cache is bounded: it empties when full")
  func bounded() {
    let label = LayoutMeasure(cacheLimit: 3) { p in LayoutSize(width: p.width ?? 0, height: 1) }
    for w in 1...10 { _ = label.size(for: LayoutProposal(width: Double(w))) }
    #expect(label.cachedCount <= 3)
    #expect(label.evaluations == 10)
  }

  @Test("proposals are cleaned: NaN and infinity mean no limit, negative means zero")
  func proposalsCleaned() {
    #expect(LayoutProposal(width: .infinity, height: .nan) == .unspecified)
    #expect(LayoutProposal(width: -5).width == 0)
    #expect(LayoutProposal(width: 12.5).description == "12.5x-")
    #expect(LayoutProposal.unspecified.description == "-x-")
  }

  @Test("answers are cleaned: a faulty function cannot hand the solver NaN, infinity or a negative size")
  func answersCleaned() {
    let bad = LayoutMeasure { _ in LayoutSize(width: .nan, height: -.infinity) }
    #expect(bad.naturalSize == .zero)
    let negative = LayoutMeasure { _ in LayoutSize(width: -3, height: .infinity) }
    #expect(negative.naturalSize == .zero)
  }

  @Test("a fixed measure answers its size whatever the proposal")
  func fixed() {
    let icon = LayoutMeasure.fixed(LayoutSize(width: 40, height: 30))
    #expect(icon.size(for: LayoutProposal(width: 10)) == LayoutSize(width: 40, height: 30))
    #expect(icon.naturalSize == LayoutSize(width: 40, height: 30))
  }
}
