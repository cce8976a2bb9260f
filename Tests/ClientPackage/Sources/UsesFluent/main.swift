import AutoLayout
import AutoLayoutFluent

let canvas = LayoutWindow(name: "canvas", size: LayoutSize(width: 200, height: 200))
let icon = LayoutView(name: "icon")
icon.intrinsicContentSize = IntrinsicSize(width: 30, height: 30)
FormationLayout(rootView: canvas)[icon].center(equalTo: canvas)
canvas.layoutIfNeeded()
print(icon.frame)
