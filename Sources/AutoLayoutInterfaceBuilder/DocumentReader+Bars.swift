import AutoLayout
import Foundation

/// Bars over and under the controllers of a storyboard: which controllers
/// a navigation controller or a tab bar controller shows, what their
/// scenes store of those bars, and the status bar the canvas drew.
extension DocumentReader {
  mutating func findBars(_ scenes: XMLNode) {
    var controllers: [String: XMLNode] = [:]
    for scene in scenes.children("scene") {
      for o in scene.child("objects")?.children ?? [] { if let id = o["id"] { controllers[id] = o } }
    }
    let sorted = controllers.sorted { $0.key < $1.key }
    // A navigation bar with large titles is as tall as the file draws it
    // (96 points under a status bar), for the controllers it shows that do
    // not turn large titles off.
    var largeBar: [String: Double] = [:]
    var roots: [String] = []
    // A navigation controller with its bar hidden (`navigationBarHidden`,
    // UIKit's `isNavigationBarHidden`) puts no bar over what it shows.
    for (_, c) in sorted where c.name == "navigationController" && c["navigationBarHidden"] != "YES" {
      let bar = c.child("navigationBar", key: "navigationBar")
      let large = bar?["largeTitles"] == "YES" ? bar?.child("rect", key: "frame")?.double("height") : nil
      for s in Self.segues(c) where s["relationship"] == "rootViewController" {
        guard let d = s["destination"] else { continue }
        roots.append(d)
        if let large { largeBar[d] = large }
      }
    }
    underNavigationBar = Self.shown(from: roots, controllers, largeBar: largeBar, largeTitles: &largeTitleBars)
    storedBars = Self.storedBars(sorted, controllers)
    canvasStatusBar = Self.canvasStatusBar(sorted)
    // An opaque navigation bar (`translucent="NO"`): UIKit lays the
    // controllers it shows out below it unless they extend under opaque
    // bars (`extendedLayoutIncludesOpaqueBars`).
    let opaqueRoots = sorted.filter {
      $0.value.name == "navigationController" && $0.value["navigationBarHidden"] != "YES"
        && $0.value.child("navigationBar", key: "navigationBar")?["translucent"] == "NO"
    }.flatMap {
      Self.segues($0.value).filter { $0["relationship"] == "rootViewController" }.compactMap { $0["destination"] }
    }
    var ignored: [String: Double] = [:]
    belowOpaqueBar = Self.shown(from: opaqueRoots, controllers, largeBar: [:], largeTitles: &ignored).filter {
      controllers[$0]?["extendedLayoutIncludesOpaqueBars"] != "YES"
    }
    findTabBars(sorted, controllers)
  }

  /// A tab bar controller's tabs sit above its tab bar, with the
  /// controllers they contain (a split view controller's columns), and so
  /// does what a tab's navigation controller pushes onto its stack (show
  /// and push segues from its root on): UIKit keeps the bottom bar for a pushed
  /// controller unless that controller, the topmost, sets
  /// `hidesBottomBarWhenPushed`.
  mutating func findTabBars(_ sorted: [(key: String, value: XMLNode)], _ controllers: [String: XMLNode]) {
    var stackRoots: [String] = []
    // A tab's content: the tab's controller and, through containers (a
    // navigation controller's root, a split view controller's columns),
    // the controllers inside it.
    var queue: [String] = []
    for (_, c) in sorted where c.name == "tabBarController" {
      queue += Self.segues(c).filter { $0["relationship"] == "viewControllers" }.compactMap { $0["destination"] }
    }
    var seen: Set<String> = []
    while let d = queue.popLast() {
      guard seen.insert(d).inserted, let target = controllers[d] else { continue }
      aboveTabBar.insert(d)
      for r in Self.segues(target) {
        guard let child = r["destination"] else { continue }
        if r["relationship"] == "rootViewController" && target.name == "navigationController" {
          stackRoots.append(child)
        } else if ["masterViewController", "detailViewController"].contains(r["relationship"] ?? "") {
          queue.append(child)
        }
      }
    }
    var ignored: [String: Double] = [:]
    let pushed = Self.shown(from: stackRoots, controllers, largeBar: [:], largeTitles: &ignored)
    aboveTabBar.formUnion(pushed.filter { controllers[$0]?["hidesBottomBarWhenPushed"] != "YES" })
  }

  /// A navigation controller's bar as its scene stores it
  /// (`<navigationBar key="navigationBar">`'s frame, in screen
  /// coordinates): it starts below the status bar the canvas drew and is
  /// as tall as the canvas drew it.
  struct StoredBar: Equatable {
    var y: Double
    var height: Double
    var largeTitles: Bool
    /// Where the bar ends: the top of the safe area under it, for a bar
    /// with large titles the standard height when the controller turns
    /// them off.
    func bottom(largeTitle: Double?, standard: Double) -> Double {
      y + (largeTitle ?? (largeTitles ? standard : height))
    }
  }

  /// A navigation controller's stored bar, when it says something: a bar
  /// stored at the very top (y 0) does not (files before Xcode 9 store every
  /// bar there, whatever status bar the canvas drew), nor does a hidden or
  /// empty one, or one beyond ``numberLimit``.
  static func storedBar(_ c: XMLNode) -> StoredBar? {
    guard c.name == "navigationController", c["navigationBarHidden"] != "YES",
      let bar = c.child("navigationBar", key: "navigationBar"), let rect = bar.child("rect", key: "frame"),
      let y = rect.double("y"), let h = rect.double("height"), y > 0, h > 0, y <= numberLimit, h <= numberLimit
    else { return nil }
    return StoredBar(y: y, height: h, largeTitles: bar["largeTitles"] == "YES")
  }

  /// Each controller a navigation controller shows (its root and what that
  /// pushes) with the navigation controller's stored bar; the first
  /// navigation controller (by id) to reach a controller decides. One pass
  /// over the controllers' segues.
  static func storedBars(_ sorted: [(key: String, value: XMLNode)], _ controllers: [String: XMLNode]) -> [String:
    StoredBar]
  {
    var queue: [(String, StoredBar)] = []
    for (_, c) in sorted {
      guard let bar = storedBar(c) else { continue }
      for s in segues(c) where s["relationship"] == "rootViewController" {
        if let d = s["destination"] { queue.append((d, bar)) }
      }
    }
    var out: [String: StoredBar] = [:]
    var next = 0
    while next < queue.count {
      let (id, bar) = queue[next]
      next += 1
      guard out[id] == nil, let c = controllers[id], c.name != "navigationController" else { continue }
      out[id] = bar
      for s in segues(c) where ["show", "push", "showDetail"].contains(s["kind"] ?? "") {
        if let d = s["destination"] { queue.append((d, bar)) }
      }
    }
    return out
  }

  /// The status bar the canvas drew for the whole file: where its
  /// navigation controllers' stored bars start, when they all agree. Xcode
  /// draws every scene of a storyboard for one device and release, so one
  /// status bar serves them all.
  static func canvasStatusBar(_ sorted: [(key: String, value: XMLNode)]) -> Double? {
    let starts = Set(sorted.compactMap { storedBar($0.value)?.y })
    return starts.count == 1 ? starts.first : nil
  }

  static func segues(_ c: XMLNode) -> [XMLNode] {
    var out: [XMLNode] = []
    c.descendants { if $0.name == "segue" { out.append($0) } }
    return out
  }

  /// The controllers reached from `start` by show, push and show-detail
  /// segues (navigation controllers excluded), and the large-title bars
  /// they sit under.
  static func shown(
    from start: [String], _ controllers: [String: XMLNode], largeBar: [String: Double],
    largeTitles: inout [String: Double]
  ) -> Set<String> {
    var largeBar = largeBar
    var queue = start
    var out: Set<String> = []
    while let id = queue.popLast() {
      guard !out.contains(id), let c = controllers[id], c.name != "navigationController" else { continue }
      out.insert(id)
      let large = largeBar[id]
      if let large, c.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] != "never" {
        largeTitles[id] = large
      }
      for s in segues(c) where ["show", "push", "showDetail"].contains(s["kind"] ?? "") {
        guard let d = s["destination"] else { continue }
        queue.append(d)
        if let large, largeBar[d] == nil { largeBar[d] = large }
      }
    }
    return out
  }
}
