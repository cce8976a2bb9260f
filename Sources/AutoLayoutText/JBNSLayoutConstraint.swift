import AutoLayout

// The JBNSLayoutConstraint seed's API under its own names, in the spelling
// Swift gives its Objective-C selectors (`jb_constraintsWithVisualFormat:…`
// is imported as `jb_constraints(withVisualFormat:…)`), as a thin layer over
// `constraints(withFormat:)` and `install(_:)`. Like the Objective-C
// originals they never throw: a mistake is reported on standard error and
// in the window's report (`LayoutReport.errors`), and nothing is made or
// installed for that call. The throwing spellings are
// `constraints(withFormat:options:metrics:views:)` and
// `installConstraints(withFormat:options:metrics:views:)`.
extension LayoutConstraint {
  /// Constraints from `;`-separated linear equations mixed with visual
  /// format strings (the seed's `jb_constraintsWithVisualFormat:options:metrics:views:`).
  ///
  /// ```swift
  /// let cs = LayoutConstraint.jb_constraints(
  ///   withVisualFormat: "view1.center==|;view1.size==50", options: [], metrics: nil,
  ///   views: ["view1": view1])
  /// ```
  ///
  /// A syntax error is reported (with its line and column) and the result
  /// is empty: nothing half-made.
  public static func jb_constraints(
    withVisualFormat format: String, options: FormatOptions, metrics: [String: Double]?,
    views: [String: any LayoutItem]
  ) -> [LayoutConstraint] {
    do {
      return try constraints(withFormat: format, options: options, metrics: metrics ?? [:], views: views)
    } catch {
      reportUsageError(.invalidConstraint(error.description), near: views.values.first)
      return []
    }
  }

  /// Parses and installs in one call (the seed's
  /// `jb_installConstraintsWithVisualFormat:options:metrics:views:`).
  /// All or nothing: on a mistake, it is reported and nothing is installed.
  ///
  /// ```swift
  /// LayoutConstraint.jb_installConstraints(
  ///   withVisualFormat: "view1.centerX==|.centerX", options: [], metrics: nil, views: ["view1": view1])
  /// ```
  @discardableResult
  public static func jb_installConstraints(
    withVisualFormat format: String, options: FormatOptions, metrics: [String: Double]?,
    views: [String: any LayoutItem]
  ) -> [LayoutConstraint] {
    let made = jb_constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    jb_installConstraints(made)
    return made
  }

  /// Installs each constraint on the closest common ancestor of its items
  /// and turns off autoresizing translation on the views it involves (the
  /// seed's `jb_installConstraints:`). All or nothing.
  public static func jb_installConstraints(_ constraints: [LayoutConstraint]) {
    do {
      try install(constraints)
    } catch {
      reportUsageError(error, near: constraints.first?.firstItem)
    }
  }

  /// Uninstalls each constraint (the seed's `jb_uninstallConstraints:`).
  public static func jb_uninstallConstraints(_ constraints: [LayoutConstraint]) {
    uninstall(constraints)
  }

  /// Installs this constraint on the closest common ancestor of its items
  /// and turns off autoresizing translation on the views it involves (the
  /// seed's `jb_install`).
  ///
  /// ```swift
  /// let c = LayoutConstraint(item: view1, attribute: .centerX, relatedBy: .equal,
  ///                          toItem: view1.superview, attribute: .centerX)
  /// c.jb_install()
  /// ```
  public func jb_install() {
    Self.jb_installConstraints([self])
  }

  /// Removes this constraint from the view it is installed on (the seed's
  /// `jb_uninstall`).
  public func jb_uninstall() {
    deactivate()
  }
}
