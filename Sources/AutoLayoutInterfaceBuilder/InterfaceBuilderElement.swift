import Foundation

/// What `autolayout check --matrix` needs to know of a view beyond its
/// frame: its element and the few attributes that decide whether a view
/// outside its superview, or text larger than its frame, is a problem.
public struct InterfaceBuilderElement: Sendable, Equatable {
  /// The element name: `label`, `button`, `scrollView`, `view`, …
  public var element: String
  /// `clipsSubviews="YES"`: subviews outside the view are cut off.
  public var clipsToBounds: Bool
  /// A label's `numberOfLines` (1 when the file does not say; 0 is no
  /// limit); nil for other elements.
  public var numberOfLines: Int?
  /// A label's or button's text, if any.
  public var text: String?
  /// `adjustsFontSizeToFit="YES"` (with `minimumScaleFactor` or
  /// `minimumFontSize`): the text shrinks instead of being cut.
  public var shrinksToFit: Bool

  /// Whether the view scrolls its content (scroll, table, collection and
  /// text views): content outside its bounds is expected there.
  public var scrolls: Bool { ["scrollView", "tableView", "collectionView", "textView"].contains(element) }

  /// Reads every element with an `id` of a storyboard or xib; elements
  /// without an id are left out. Nil when the data is not readable XML
  /// (the document reader reports why).
  public static func all(in data: Data) -> [String: InterfaceBuilderElement]? {
    guard let root = try? XMLNode.parse(data) else { return nil }
    var out: [String: InterfaceBuilderElement] = [:]
    root.descendants { node in
      guard let id = node.attributes["id"], out[id] == nil else { return }
      let isLabel = node.name == "label"
      let title = node.children("state").first?.attributes["title"]
      out[id] = InterfaceBuilderElement(
        element: node.name, clipsToBounds: node.attributes["clipsSubviews"] == "YES",
        numberOfLines: isLabel ? Int(node.attributes["numberOfLines"] ?? "1") ?? 1 : nil,
        text: node.attributes["text"] ?? title, shrinksToFit: node.attributes["adjustsFontSizeToFit"] == "YES")
    }
    return out
  }
}
