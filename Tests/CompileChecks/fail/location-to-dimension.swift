import AutoLayout

func mistake(a: LayoutView, b: LayoutView) {
  _ = a.topAnchor.constraint(equalTo: b.heightAnchor)
}
