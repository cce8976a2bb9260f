import AutoLayout
import AutoLayoutText

let window = LayoutWindow(size: LayoutSize(width: 320, height: 480))
let view1 = LayoutView(name: "view1")
window.addSubview(view1)
LayoutConstraint.jb_installConstraints(
  withVisualFormat: "view1.center==|;view1.size==50", options: [], metrics: nil, views: ["view1": view1])
window.layoutIfNeeded()
print(view1.frame)
