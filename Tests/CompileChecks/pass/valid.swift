import AutoLayout
import AutoLayoutOperators

func valid(a: LayoutView, b: LayoutView) throws {
  _ = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
  _ = a.leftAnchor.constraint(equalTo: b.centerXAnchor)
  _ = a.centerXAnchor.constraint(equalTo: b.leadingAnchor)
  _ = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2)
  try a.widthAnchor =&= 2 * b.heightAnchor
  try a.leadingAnchor =&= b.trailingAnchor + 8
}
