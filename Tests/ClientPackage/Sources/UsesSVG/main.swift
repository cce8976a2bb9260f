import AutoLayout
import AutoLayoutSVG

let window = LayoutWindow(size: LayoutSize(width: 100.25, height: 60))
let box = LayoutView(name: "box", frame: LayoutRect(x: 10.5, y: 10, width: 40, height: 20))
window.addSubview(box)
window.layoutIfNeeded()
print(SVGRenderer().render(window).count > 0 ? "svg ok" : "svg empty")
