import LayoutTestSupport
import Testing

@testable import AutoLayout

/// Stack rules checked against what UIKit does in edge cases.
@Suite("Stack views: UIKit's edge cases")
struct StackUIKitRuleTests {
  @Test("an empty stack makes no constraints and has no size of its own: other constraints size it")
  func emptyStack() {
    let (window, _) = makeWindow(400, 300, views: [])
    let stack = LayoutStackView(name: "empty")
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    // A weak wish for a size, below the 49 of UIKit's canvas fit: nothing
    // of the stack's own competes with it.
    let width = stack.widthAnchor.constraint(equalToConstant: 120)
    let height = stack.heightAnchor.constraint(equalToConstant: 50)
    width.priority = 20
    height.priority = 20
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10), width, height,
    ])
    window.layoutIfNeeded()
    #expect(stack.constraints.allSatisfy { !($0.identifier ?? "").hasPrefix("UISV-") })
    #expect(stack.intrinsicContentSize == .none)
    expectFrame(stack, 10, 10, 120, 50)
    // An arranged view brings the stack's constraints back: its content
    // (hugging at 250) sizes the stack.
    let item = LayoutView(name: "item")
    item.intrinsicContentSize = IntrinsicSize(width: 30, height: 20)
    stack.addArrangedSubview(item)
    window.layoutIfNeeded()
    #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-connection" })
    expectFrame(stack, 10, 10, 30, 20)
    // Removed again: empty, nothing of the stack's left.
    stack.removeArrangedSubview(item)
    item.removeFromSuperview()
    window.layoutIfNeeded()
    #expect(stack.constraints.allSatisfy { !($0.identifier ?? "").hasPrefix("UISV-") })
    expectFrame(stack, 10, 10, 120, 50)
  }

  @Test("every arranged view hidden: the stack still spans a spacer and fits to nothing along its axis")
  func allHidden() {
    let (window, _) = makeWindow(400, 300, views: [])
    let item = LayoutView(name: "item")
    item.intrinsicContentSize = IntrinsicSize(width: 30, height: 20)
    item.isHidden = true
    let stack = LayoutStackView(name: "stack", arrangedSubviews: [item])
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    let width = stack.widthAnchor.constraint(equalToConstant: 120)
    width.priority = 20
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10), width,
    ])
    window.layoutIfNeeded()
    #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-connection" })
    #expect(stack.frame.width == 0)
  }
}
