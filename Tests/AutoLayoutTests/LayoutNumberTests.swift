import AutoLayout
import LayoutTestSupport
import Testing

/// NaN and infinity never reach the solver: through anchors, constructors,
/// constants, multipliers and priorities they are refused with an error,
/// and the layout goes on with the values that were there.
@Suite("Non-finite numbers in constraints")
struct LayoutNumberTests {
  @Test("anchors: a NaN constant, an infinite multiplier, an infinite position are invalid and refused")
  func anchors() throws {
    let (window, v) = makeWindow(200, 100, views: ["a", "b"])
    let (a, b) = (v[0], v[1])
    let refused = [
      a.widthAnchor.constraint(equalToConstant: .nan),
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: .infinity),
      a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: -.infinity),
      a.heightAnchor.constraint(lessThanOrEqualToConstant: .infinity),
      a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 1e300),
    ]
    for c in refused {
      #expect(c.invalidReason?.contains("must be finite numbers") == true, "\(c)")
      #expect(throws: LayoutError.self) { try c.activate() }
      c.isActive = true
      #expect(!c.isActive)
    }
    for c in [
      a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 20),
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor), a.topAnchor.constraint(equalTo: window.topAnchor),
    ] {
      try c.activate()
    }
    window.layoutIfNeeded()
    expectFrame(a, 0, 0, 40, 20)
    #expect(window.report.errors.count == refused.count, "\(window.report)")
  }

  @Test("constructor, constant, multiplier and priority: NaN and infinity are refused, the old values stay")
  func constraints() throws {
    let (window, v) = makeWindow(200, 100, views: ["a"])
    let a = v[0]
    for (m, k) in [(Double.nan, 0.0), (1, .nan), (.infinity, 0), (1, -.infinity)] {
      let c = LayoutConstraint(
        item: a, attribute: .width, relatedBy: .equal, toItem: window, attribute: .width, multiplier: m, constant: k)
      #expect(c.invalidReason != nil)
      #expect(throws: LayoutError.self) { try c.activate() }
    }
    let width = a.widthAnchor.constraint(equalToConstant: 40)
    let height = a.heightAnchor.constraint(equalToConstant: 20)
    LayoutConstraint.activate([width, height])
    window.layoutIfNeeded()
    for bad in [Double.nan, .infinity, -.infinity] {
      width.constant = bad
      #expect(width.constant == 40)
    }
    for bad in [Float.nan, .infinity, -.infinity] {
      #expect(throws: LayoutError.self) { try height.setPriority(LayoutPriority(bad)) }
      #expect(height.priority == .required)
    }
    window.layoutIfNeeded()
    #expect(a.frame.size == LayoutSize(width: 40, height: 20))
    #expect(window.report.errors.count == 3)
  }
}
