import AutoLayout
import AutoLayoutOperators

func mistake(a: LayoutView, b: LayoutView) throws {
  try a.leadingAnchor =&= 2 * b.trailingAnchor
}
