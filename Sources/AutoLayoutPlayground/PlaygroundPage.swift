import Foundation

/// The page's files, from the module's resources (never the file system
/// of a request's choosing: the names are fixed here).
enum PlaygroundPage {
  static let types = [
    "html": "text/html; charset=utf-8", "js": "text/javascript; charset=utf-8", "css": "text/css",
    "svg": "image/svg+xml",
  ]

  /// The Page folder among the module's resources.
  static var pageFolder: URL? { Bundle.module.url(forResource: "Page", withExtension: nil) }

  /// One of the page's files, or 404.
  static func file(_ name: String) -> PlaygroundResponse {
    let ext = name.split(separator: ".").last.map(String.init) ?? ""
    guard let type = types[ext], let page = pageFolder,
      let data = try? Data(contentsOf: page.appendingPathComponent(name))
    else {
      return .error(404, "nothing at /\(name)")
    }
    return PlaygroundResponse(status: 200, contentType: type, body: data)
  }
}

/// The demo layouts the page offers (Page/demos, in file-name order).
enum PlaygroundDemos {
  struct Demo: Sendable {
    let name: String
    let text: String
  }

  static let all: [Demo] = {
    guard let folder = PlaygroundPage.pageFolder?.appendingPathComponent("demos"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".layout") }.sorted().compactMap { name in
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return nil }
      // "1-profile.layout" is offered as "profile".
      let title = name.dropLast(".layout".count).split(separator: "-", maxSplits: 1).last.map(String.init) ?? name
      return Demo(name: title, text: text)
    }
  }()
}
