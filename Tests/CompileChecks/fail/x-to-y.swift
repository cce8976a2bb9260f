import AutoLayout

func mistake(a: LayoutView, b: LayoutView) {
  _ = a.leadingAnchor.constraint(equalTo: b.topAnchor)
}
