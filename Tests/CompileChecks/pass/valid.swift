import AutoLayout
import AutoLayoutOperators

// Everything here compiles without `try`, as in UIKit and the seeds.
func valid(a: LayoutView, b: LayoutView) -> [LayoutConstraint] {
  _ = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
  _ = a.leftAnchor.constraint(equalTo: b.centerXAnchor)
  _ = a.centerXAnchor.constraint(equalTo: b.leadingAnchor)
  _ = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2)
  a.widthAnchor =&= 2 * b.heightAnchor
  a.leadingAnchor =&= b.trailingAnchor + 8
  let c = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width)
  c.isActive = true
  c.priority = 750
  return [
    a[.width] == 0.5 * b[.width] - 4,
    a[.Width] * 3.0 == a[.Height] * 4.0,
    a[.leading] == b[.leading] + 4.0 ~ 750.0,
    a[.centerX] == b[.leading],
    a[.top] >= b[.bottom] + 8,
    a[.height] <= 44,
  ]
}
