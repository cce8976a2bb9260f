import AutoLayout
import LayoutTestSupport
import Testing

@Suite("Deactivating many constraints")
struct DeactivationTests {
  /// `count` copies of `a.width == 100`, and (when `broken`) one required
  /// `a.width == 50` added last, which cannot hold and is broken.
  func scene(_ count: Int, broken: Bool) -> (LayoutWindow, LayoutView, [LayoutConstraint], LayoutConstraint) {
    let (window, v) = makeWindow(400, 300, views: ["a"])
    let a = v[0]
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor), a.topAnchor.constraint(equalTo: window.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    let copies = (0..<count).map { _ in a.widthAnchor.constraint(equalToConstant: 100) }
    LayoutConstraint.activate(copies)
    let conflicting = a.widthAnchor.constraint(equalToConstant: 50)
    if broken { conflicting.isActive = true }
    window.layoutIfNeeded()
    return (window, a, copies, conflicting)
  }

  @Test("20,000 identical constraints deactivated one by one beside a broken one: seconds, and the broken one returns")
  func manyWithBroken() {
    let (window, a, copies, _) = scene(20_000, broken: true)
    #expect(window.report.conflicts.count == 1)
    // This thread's processor time: the bound measures the work, not how
    // busy the machine is.
    let elapsed = threadSeconds {
      for c in copies { c.isActive = false }
      window.layoutIfNeeded()
    }
    // Each deactivation retried the broken constraint (a failed insertion
    // and a conflict explanation each): 20 s in a release build.
    #expect(elapsed < 10 * sanitizerSlowdown, "\(elapsed) s")
    // With the copies gone, the broken constraint holds again.
    expectFrame(a, 0, 0, 50, 10)
    #expect(window.report.conflicts.isEmpty, "\(window.report)")
  }

  @Test("removing the constraint a broken one conflicted with lets it hold at the next pass")
  func brokenComesBack() {
    let (window, a, copies, conflicting) = scene(3, broken: true)
    expectFrame(a, 0, 0, 100, 10)
    for c in copies.dropLast() { c.isActive = false }
    window.layoutIfNeeded()
    expectFrame(a, 0, 0, 100, 10)
    #expect(window.report.conflicts.count == 1)
    copies.last?.isActive = false
    window.layoutIfNeeded()
    expectFrame(a, 0, 0, 50, 10)
    #expect(conflicting.isActive && window.report.conflicts.isEmpty)
  }
}
