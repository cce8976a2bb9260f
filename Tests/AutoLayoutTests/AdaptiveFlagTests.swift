import LayoutTestSupport
import Testing

@testable import AutoLayout

/// The engine reads whether a constraint has an adaptive constant through
/// a stored flag (`hasAdaptiveConstant`); these check that the flag follows
/// every way the constant is set, cleared and set again.
@Suite("Adaptive constant flag")
struct AdaptiveFlagTests {
  @Test("an adaptive constant set, cleared and set again after layouts")
  func setClearSet() throws {
    let (window, v) = makeWindow(400, 300, views: ["a"])
    let a = v[0]
    let width = a.widthAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor), a.topAnchor.constraint(equalTo: window.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10), width,
    ])
    #expect(!width.hasAdaptiveConstant)
    window.layoutIfNeeded()
    expectFrame(a, 0, 0, 50, 10)

    width.adaptiveConstant = AdaptiveConstant(.screen, .width, factor: 0.5)
    #expect(width.hasAdaptiveConstant)
    window.layoutIfNeeded()
    expectFrame(a, 0, 0, 200, 10)
    // While adaptive, the plain constant does not move the view.
    width.constant = 70
    window.layoutIfNeeded()
    expectFrame(a, 0, 0, 200, 10)

    width.adaptiveConstant = nil
    #expect(!width.hasAdaptiveConstant)
    window.layoutIfNeeded()
    expectFrame(a, 0, 0, 70, 10)
    // Cleared: a constant change is applied again.
    width.constant = 60
    window.layoutIfNeeded()
    expectFrame(a, 0, 0, 60, 10)

    width.adaptiveConstant = AdaptiveConstant(.screen, .width, factor: 0.25)
    window.layoutIfNeeded()
    expectFrame(a, 0, 0, 100, 10)
    #expect(window.report.isClean)
  }

  @Test("the initialiser that takes an adaptive constant sets the flag before the first layout")
  func initialiser() throws {
    let (window, v) = makeWindow(400, 300, views: ["a"])
    let a = v[0]
    let leading = LayoutConstraint(
      item: a, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leading, multiplier: 1,
      adaptive: AdaptiveConstant(.screen, .width, factor: 0.25))
    #expect(leading.hasAdaptiveConstant)
    try leading.activate()
    LayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: window.topAnchor), a.widthAnchor.constraint(equalToConstant: 20),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    expectFrame(a, 100, 0, 20, 10)
  }

  @Test("constraints activated against tree order lay out as when activated in tree order")
  func activationOrder() throws {
    func frames(reversed: Bool) -> [LayoutRect] {
      let (window, v) = makeWindow(300, 200, views: ["a", "b", "c"])
      var groups: [[LayoutConstraint]] = []
      var above: LayoutView?
      for x in v {
        groups.append([
          x.leadingAnchor.constraint(equalTo: window.leadingAnchor), x.widthAnchor.constraint(equalToConstant: 30),
          x.heightAnchor.constraint(equalToConstant: 10),
          above.map { x.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 4) }
            ?? x.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        above = x
      }
      for g in reversed ? groups.reversed() : groups { LayoutConstraint.activate(g) }
      window.layoutIfNeeded()
      #expect(window.report.isClean)
      return v.map(\.frame)
    }
    let inOrder = frames(reversed: false)
    #expect(inOrder.map(\.origin.y) == [0, 14, 28])
    #expect(frames(reversed: true) == inOrder)
  }
}
