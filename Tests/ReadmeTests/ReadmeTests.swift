import AutoLayout
import AutoLayoutFluent
import AutoLayoutOperators
import AutoLayoutText
import Foundation
import Testing

/// The README's tour: every Swift block there is one of the snippets
/// below (checked word for word), and each snippet runs here and must give
/// the same frames. So the README cannot drift from the code.
@Suite("README")
struct ReadmeTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../README.md").standardized
  static let thisFile = URL(fileURLWithPath: #filePath)

  /// Blocks that follow `<!-- snippet: NAME -->` in the README.
  static func readmeSnippets() throws -> [String: String] {
    let text = try String(contentsOf: readme, encoding: .utf8)
    var out: [String: String] = [:]
    let lines = text.components(separatedBy: "\n")
    var i = 0
    while i < lines.count {
      if lines[i].hasPrefix("<!-- snippet: "), i + 1 < lines.count, lines[i + 1].hasPrefix("```") {
        let name = lines[i].dropFirst("<!-- snippet: ".count).dropLast(" -->".count)
        var body: [String] = []
        i += 2
        while i < lines.count && lines[i] != "```" {
          body.append(lines[i])
          i += 1
        }
        out[String(name)] = body.joined(separator: "\n")
      }
      i += 1
    }
    return out
  }

  /// Code between `// snippet: NAME` and `// end snippet` in this file,
  /// without its indentation.
  static func codeSnippets() throws -> [String: String] {
    let lines = try String(contentsOf: thisFile, encoding: .utf8).components(separatedBy: "\n")
    var out: [String: String] = [:]
    var name: String?
    var body: [String] = []
    for line in lines {
      let t = line.trimmingCharacters(in: .whitespaces)
      if t.hasPrefix("// snippet: ") {
        name = String(t.dropFirst("// snippet: ".count))
        body = []
      } else if t == "// end snippet", let n = name {
        let indent =
          body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
          .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        out[n] = body.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " }).count))) }
          .joined(separator: "\n")
        name = nil
      } else if name != nil {
        body.append(line)
      }
    }
    return out
  }

  @Test("every Swift snippet in the README is a compiled snippet here, word for word")
  func snippetsMatch() throws {
    let readme = try Self.readmeSnippets(), code = try Self.codeSnippets()
    #expect(readme.count >= 6)
    for (name, text) in readme where name != "layout-file" {
      #expect(code[name] == text, "README snippet '\(name)' differs from ReadmeTests.swift")
    }
  }

  /// The tour's scene: a 320-point-wide window with an icon and a title.
  func scene() -> (LayoutWindow, LayoutView, LayoutView) {
    let root = LayoutWindow(size: LayoutSize(width: 320, height: 100))
    let icon = LayoutView(name: "icon"), title = LayoutView(name: "title")
    root.addSubview(icon)
    root.addSubview(title)
    return (root, icon, title)
  }

  func expectTour(
    _ root: LayoutWindow, _ icon: LayoutView, _ title: LayoutView, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    root.layoutIfNeeded()
    #expect(icon.frame == LayoutRect(x: 16, y: 20, width: 40, height: 40), sourceLocation: sourceLocation)
    #expect(title.frame == LayoutRect(x: 64, y: 30, width: 240, height: 20), sourceLocation: sourceLocation)
    #expect(root.report.isClean, sourceLocation: sourceLocation)
  }

  @Test("tour: equations")
  func equations() throws {
    let (root, icon, title) = scene()
    // snippet: tour-equations
    try LayoutConstraint.installConstraints(
      withFormat: """
        icon.leading == |.leading + 16; icon.top == |.top + 20; icon.size == 40
        title.leading == icon.trailing + 8; title.trailing == |.trailing - 16
        title.centerY == icon.centerY; title.height == 20
        """, views: ["icon": icon, "title": title])
    // end snippet
    expectTour(root, icon, title)
  }

  @Test("tour: visual format language")
  func vfl() throws {
    let (root, icon, title) = scene()
    // snippet: tour-vfl
    let views: [String: any LayoutItem] = ["icon": icon, "title": title]
    try LayoutConstraint.install(
      LayoutConstraint.constraints(
        withVisualFormat: "H:|-16-[icon(40)]-8-[title]-16-|", options: .alignAllCenterY, views: views)
        + LayoutConstraint.constraints(withVisualFormat: "V:|-20-[icon(40)]", views: views)
        + LayoutConstraint.constraints(withVisualFormat: "V:[title(20)]", views: views))
    // end snippet
    expectTour(root, icon, title)
  }

  @Test("tour: SwiftyLayout operators")
  func swifty() throws {
    let (root, icon, title) = scene()
    // snippet: tour-swifty
    try LayoutConstraint.install([
      icon[.leading] == root[.leading] + 16, icon[.top] == root[.top] + 20,
      icon[.width] == 40, icon[.height] == icon[.width],
      title[.leading] == icon[.trailing] + 8, title[.trailing] == root[.trailing] - 16,
      title[.centerY] == icon[.centerY], title[.height] == 20 ~ 999,
    ])
    // end snippet
    expectTour(root, icon, title)
  }

  @Test("tour: Textual Auto Layout operators")
  func tal() throws {
    let (root, icon, title) = scene()
    // snippet: tour-tal
    icon.translatesAutoresizingMaskIntoConstraints = false
    title.translatesAutoresizingMaskIntoConstraints = false
    icon.leadingAnchor =&= root.leadingAnchor + 16
    icon.topAnchor =&= root.topAnchor + 20
    icon.widthAnchor =&= 40
    icon.heightAnchor =&= icon.widthAnchor
    title.leadingAnchor =&= icon.trailingAnchor + 8
    root.trailingAnchor =&= title.trailingAnchor + 16
    title.centerYAnchor =&= icon.centerYAnchor
    title.heightAnchor =&= 20 | .defaultHigh
    // end snippet
    expectTour(root, icon, title)
  }

  @Test("tour: fluent builder")
  func fluent() throws {
    let (root, icon, title) = scene()
    // snippet: tour-fluent
    let layout = FluentLayout(rootView: root)
    layout[icon].leading(equalTo: root, plus: 16).top(equalTo: root, plus: 20).size(equalTo: 40)
    layout[title].leading(equalTo: .trailing, of: icon, plus: 8).trailing(equalTo: root, minus: 16)
      .centerY(equalTo: icon).height(equalTo: 20)
    // end snippet
    #expect(layout.errors.isEmpty)
    expectTour(root, icon, title)
  }

  @Test("tour: anchors")
  func anchors() throws {
    let (root, icon, title) = scene()
    // snippet: tour-anchors
    icon.translatesAutoresizingMaskIntoConstraints = false
    title.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      icon.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      icon.widthAnchor.constraint(equalToConstant: 40),
      icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
      title.heightAnchor.constraint(equalToConstant: 20),
    ])
    // end snippet
    expectTour(root, icon, title)
  }

  @Test("the README's layout file parses and lays out")
  func layoutFile() throws {
    let text = try #require(try Self.readmeSnippets()["layout-file"])
    let file = try LayoutFile(text, name: "README")
    let frames = Dictionary(uniqueKeysWithValues: file.layout().map { ($0.name, $0.frame) })
    #expect(frames["icon"] == LayoutRect(x: 16, y: 20, width: 40, height: 40))
    #expect(frames["title"] == LayoutRect(x: 64, y: 30, width: 240, height: 20))
    #expect(file.window.report.isClean)
  }
}
