import AutoLayout
import AutoLayoutOperators

func mistake(a: LayoutView) -> LayoutConstraint {
  a[.top] == 10
}
