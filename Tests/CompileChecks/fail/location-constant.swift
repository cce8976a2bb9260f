import AutoLayout
import AutoLayoutOperators

func mistake(a: LayoutView) throws {
  try a.topAnchor =&= 10
}
