import AutoLayout

let window = LayoutWindow(size: LayoutSize(width: 320, height: 480))
let box = LayoutView(name: "box")
window.addSubview(box)
box.translatesAutoresizingMaskIntoConstraints = false
box.centerXAnchor.constraint(equalTo: window.centerXAnchor).isActive = true
box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true
box.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5).isActive = true
box.heightAnchor.constraint(equalToConstant: 40.5.rounded()).isActive = true
window.layoutIfNeeded()
print(box.frame)
