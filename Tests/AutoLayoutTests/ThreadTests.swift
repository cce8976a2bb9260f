import AutoLayout
import Dispatch
import LayoutTestSupport
import Testing

@Suite("Threads")
struct ThreadTests {
  @Test("separate windows laid out on separate threads at once give the same frames as one thread")
  func separateWindows() {
    @Sendable func layOut(_ i: Int) -> [LayoutRect] {
      let (window, v) = makeWindow(320 + Double(i), 200, views: ["a", "b"])
      LayoutConstraint.activate([
        v[0].leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        v[0].topAnchor.constraint(equalTo: window.topAnchor), v[0].heightAnchor.constraint(equalToConstant: 20),
        v[1].leadingAnchor.constraint(equalTo: v[0].trailingAnchor, constant: 8),
        v[1].trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
        v[1].widthAnchor.constraint(equalTo: v[0].widthAnchor), v[1].topAnchor.constraint(equalTo: window.topAnchor),
        v[1].heightAnchor.constraint(equalToConstant: 20),
      ])
      for w in stride(from: 300.0, through: 400, by: 10) {
        window.size = LayoutSize(width: w + Double(i), height: 200)
        window.layoutIfNeeded()
      }
      return v.map(\.frame)
    }
    let expected = (0..<8).map(layOut)
    let results = ThreadResults<[LayoutRect]>()
    DispatchQueue.concurrentPerform(iterations: 8) { i in results.set(i, layOut(i)) }
    #expect(results.all(8) == expected.map(Optional.some))
  }
}
