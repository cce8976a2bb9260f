import AutoLayout
import AutoLayoutOperators

func mistake(a: LayoutView, b: LayoutView) -> LayoutConstraint {
  a[.leading] == b[.left]
}
