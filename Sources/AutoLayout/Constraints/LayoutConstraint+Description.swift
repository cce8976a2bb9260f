// A constraint as text, for diagnostics.

extension LayoutConstraint: CustomStringConvertible {
  /// For example `card.width == 0.9 × root.width + 0 @1000 'cardWidth' (Demo.swift:12)`.
  public var description: String {
    var text = "\(firstName).\(firstAttribute.rawValue) \(relation.rawValue) "
    let k = adaptiveConstant?.text ?? short(constant)
    if hasSecondItem {
      let m = multiplier == 1 ? "" : "\(short(multiplier)) × "
      text += "\(m)\(secondName).\(secondAttribute.rawValue)"
      if let adaptive = adaptiveConstant {
        text += " + \(adaptive.text)"
      } else if constant != 0 {
        text += constant < 0 ? " - \(short(-constant))" : " + \(k)"
      }
    } else {
      text += k
    }
    text += " @\(priority)"
    if let identifier { text += " '\(identifier)'" }
    text += " (\(origin))"
    return text
  }
}
