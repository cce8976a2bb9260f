extension LayoutView {
  /// The constraints that involve this view on an axis, wherever they are
  /// installed (width counts as horizontal, height as vertical).
  public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
    rootView.subtree.flatMap(\.constraints).filter { c in
      (c.firstItem === self && c.firstAttribute.axis == axis)
        || (c.secondItem === self && c.secondAttribute.axis == axis)
    }
  }

  /// Installs `constraints` on this view (which must be their items'
  /// common ancestor or above); optionally turns off autoresizing
  /// translation on the views they constrain (not on this view).
  ///
  /// - Throws: ``LayoutError`` if a constraint's items are not in this
  ///   view's subtree; nothing is installed then.
  public func install(_ constraints: [LayoutConstraint], translatingAutoresizingMask: Bool = true) throws(LayoutError) {
    for c in constraints {
      for item in [c.firstItem, c.secondItem].compactMap({ $0 }) {
        guard let v = item.hierarchyView, isAncestor(of: v) else {
          throw .notInHierarchy(c, item: item.name, view: name)
        }
      }
    }
    if !translatingAutoresizingMask {
      for c in constraints {
        for v in [c.firstItem, c.secondItem].compactMap({ $0 as? LayoutView }) where v !== self {
          v.translatesAutoresizingMaskIntoConstraints = false
        }
      }
    }
    for c in constraints where !c.isActive { c.install(on: self) }
  }

  /// Removes `constraints` from this view (those installed elsewhere are
  /// left alone).
  public func uninstall(_ constraints: [LayoutConstraint]) {
    for c in constraints where c.installedView === self { c.deactivate() }
  }
}
