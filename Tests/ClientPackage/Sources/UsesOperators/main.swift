import AutoLayout
import AutoLayoutOperators

let window = LayoutWindow(size: LayoutSize(width: 320, height: 480))
let red = LayoutView(name: "red"), blue = LayoutView(name: "blue")
window.addSubview(red)
window.addSubview(blue)
blue.anchor([.top, .left], to: window, padding: 10)
blue.widthAnchor =&= 100
blue.heightAnchor =&= 100
red.anchor([.top], to: window, padding: 10)
red.leadingAnchor =&= blue.trailingAnchor + 8
for c in [red[.width] == 0.5 * blue[.width] - 4, red[.height] == 40 ~ 750] { c.isActive = true }
window.layoutIfNeeded()
print(red.frame)
