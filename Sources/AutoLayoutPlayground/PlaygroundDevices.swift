/// The names Xcode's device menu shows for Interface Builder's device ids
/// (the page offers "iPhone 11", not `retina6_1`). Ids that several
/// models share are named by the model Xcode lists for them; an id not
/// in the table is shown as it is.
enum PlaygroundDevices {
  static let names = [
    "retina3_5": "iPhone 4s",
    "retina4_0": "iPhone SE (1st generation)",
    "retina4_7": "iPhone 8",
    "retina5_5": "iPhone 8 Plus",
    "retina5_9": "iPhone 11 Pro",
    "retina6_1": "iPhone 11",
    "retina6_5": "iPhone 11 Pro Max",
    "retina6_0": "iPhone 14",
    "retina6_7": "iPhone 14 Plus",
    "retina6_12": "iPhone 15",
    "retina6_72": "iPhone 15 Plus",
    "ipad9_7": "iPad (9.7-inch)",
    "ipad10_5": "iPad Pro (10.5-inch)",
    "ipad11_0rounded": "iPad Pro (11-inch)",
    "ipad12_9": "iPad Pro (12.9-inch) (2nd generation)",
    "ipad12_9rounded": "iPad Pro (12.9-inch)",
  ]

  /// The name of `id`, or `id` itself.
  static func name(_ id: String) -> String { names[id] ?? id }
}
