import AutoLayout
import AutoLayoutOperators
import Testing

@Test("the 200 type-checking stress expressions build valid constraints")
func typeCheckStressRuns() throws {
  let (w, v) = window((0..<8).map { "v\($0)" })
  let cs = typeCheckStress(v)
  #expect(cs.count == 200)
  #expect(cs.filter(\.isActive).count == 100)  // the anchor operators activate, the terms do not
  w.layoutIfNeeded()
}
