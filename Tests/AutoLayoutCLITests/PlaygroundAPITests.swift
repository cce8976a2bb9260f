import AutoLayoutCLI
import AutoLayoutPlayground
import Foundation
import Testing

@Suite("Playground API")
struct PlaygroundAPITests {
  let api = PlaygroundAPI()

  func post(_ path: String, _ object: [String: Any]) throws -> (Int, [String: Any]) {
    let body = try JSONSerialization.data(withJSONObject: object)
    let r = api.respond(method: "POST", path: path, body: body)
    let json = try #require(try JSONSerialization.jsonObject(with: r.body) as? [String: Any])
    return (r.status, json)
  }

  @Test("the page, its script and style, devices and demos are served")
  func page() throws {
    let index = api.respond(method: "GET", path: "/", body: Data())
    #expect(index.status == 200 && index.contentType.hasPrefix("text/html"))
    #expect(String(decoding: index.body, as: UTF8.self).contains("<textarea id=\"source\""))
    #expect(api.respond(method: "GET", path: "/app.js", body: Data()).contentType.hasPrefix("text/javascript"))
    #expect(api.respond(method: "GET", path: "/app.css?v=2", body: Data()).status == 200)
    let devices = api.respond(method: "GET", path: "/api/devices", body: Data())
    let list = try #require(
      (try JSONSerialization.jsonObject(with: devices.body) as? [String: Any])?["devices"] as? [[String: Any]])
    #expect(list.contains { ($0["id"] as? String) == "retina4_7" && ($0["size"] as? [Double]) == [375, 667] })
    let demos = api.respond(method: "GET", path: "/api/demos", body: Data())
    let names = ((try JSONSerialization.jsonObject(with: demos.body) as? [String: Any])?["demos"] as? [[String: Any]])?
      .compactMap { $0["name"] as? String }
    #expect(names == ["profile", "adaptive", "settings", "conflict"])
  }

  @Test("layout: frames, the picture with tagged constraints, constraints with their lines, a size")
  func layout() throws {
    let text = "size 200x100\nview a\na.leading == |.leading + 10; a.top == |.top\na.width == 50; a.height == 20"
    let (status, json) = try post("/api/layout", ["text": text, "width": 300, "height": 120, "constraints": true])
    #expect(status == 200)
    #expect(json["size"] as? [Double] == [300, 120])
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.first?["name"] as? String == "a" && frames.first?["frame"] as? [Double] == [10, 0, 50, 20])
    let constraints = try #require(json["constraints"] as? [[String: Any]])
    #expect(constraints.count == 4 && constraints[2]["line"] as? Int == 4)
    let svg = try #require(json["svg"] as? String)
    #expect(svg.contains("data-constraint=\"0\"") && svg.contains("data-constraint=\"3\""))
  }

  @Test("layout on a device: its size and safe area; adaptive constants follow")
  func device() throws {
    let text = "view v\nv.top == |.top; v.leading == |.leading\nv.width == screen.width * 0.5; v.height == 10"
    let (_, portrait) = try post("/api/layout", ["text": text, "device": "retina6_1"])
    let (_, landscape) = try post("/api/layout", ["text": text, "device": "retina6_1", "landscape": true])
    #expect(portrait["size"] as? [Double] == [414, 896])
    #expect(((portrait["frames"] as? [[String: Any]])?.first?["frame"] as? [Double])?[2] == 207)
    #expect(((landscape["frames"] as? [[String: Any]])?.first?["frame"] as? [Double])?[2] == 448)
    let (status, bad) = try post("/api/layout", ["text": text, "device": "retina9_9"])
    #expect(status == 400 && "\(bad)".contains("unknown device"))
  }

  @Test("layout errors: 400 with line, column, length and did you mean")
  func layoutErrors() throws {
    let (status, json) = try post("/api/layout", ["text": "view a\na.widht == 10"])
    #expect(status == 400)
    let e = try #require((json["errors"] as? [[String: Any]])?.first)
    #expect(e["line"] as? Int == 2 && e["column"] as? Int == 3 && e["length"] as? Int == 5)
    #expect(e["help"] as? String == "did you mean 'width'?")
    #expect(try post("/api/layout", ["txt": "x"]).0 == 400)
    #expect(try post("/api/layout", ["text": "view a", "width": -5, "height": 10]).0 == 400)
  }

  @Test("conflicts and ambiguity are reported with the constraints' indices")
  func report() throws {
    let text =
      "size 375x667\nview a\nview b\nH:|-20-[a]-20-|\na.width == 300\na.top == |.top; a.height == 10\nb.width == 10"
    let (_, json) = try post("/api/layout", ["text": text])
    let conflicts = try #require(json["conflicts"] as? [[String: Any]])
    #expect(conflicts.count == 1 && (conflicts[0]["broken"] as? [String: Any])?["index"] != nil)
    let ambiguous = try #require(json["ambiguous"] as? [[String: Any]])
    #expect(ambiguous.contains { $0["view"] as? String == "b" })
  }

  @Test("check: a storyboard's roots with findings; a broken file is 400 with its place")
  func check() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
      <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
      <subviews><view translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="box" userLabel="Box"><rect key="frame" x="20" y="20" width="100" height="100"/></view></subviews>
      <constraints><constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
      <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/></constraints>
      </view></viewController></objects></scene></scenes></document>
      """
    let (status, json) = try post("/api/check", ["file": xml])
    #expect(status == 200)
    let scene = try #require((json["scenes"] as? [[String: Any]])?.first)
    #expect(scene["id"] as? String == "root" && (scene["svg"] as? String)?.contains("<svg") == true)
    let findings = try #require(scene["findings"] as? [[String: Any]])
    #expect(findings.contains { $0["kind"] as? String == "ambiguity" && "\($0["message"] ?? "")".contains("Box") })
    let (bad, error) = try post("/api/check", ["file": "<document>\n<oops"])
    #expect(bad == 400 && ((error["errors"] as? [[String: Any]])?.first?["line"] as? Int ?? 0) >= 1)
  }

  @Test("why: a pasted log explained, with a picture; text that is not a log is 400 with its place")
  func why() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0x7f01.width == 300   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0x7f01.width == 200   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x2 UIView:0x7f01.width == 200   (active)>
      """
    let (status, json) = try post("/api/why", ["log": log])
    #expect(status == 200 && (json["text"] as? String)?.contains("cannot hold together") == true)
    #expect((json["svg"] as? String)?.contains("<svg") == true && (json["blocks"] as? [Any])?.count == 1)
    let (bad, error) = try post("/api/why", ["log": "hello"])
    #expect(bad == 400 && (error["errors"] as? [[String: Any]])?.first?["line"] as? Int == 1)
  }

  @Test("why: an unreadable first block is not drawn; the answer says so, names its error and draws the next block")
  func whyUnreadableFirstBlock() throws {
    let bad = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x9 UIView:0x7f09.hieght == 5   (active)>",
          "<NSLayoutConstraint:0x8 UIView:0x7f08.width == 5   (active)>"
      )
      """
    let good = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0x7f01.width == 300   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0x7f01.width == 200   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x2 UIView:0x7f01.width == 200   (active)>
      """
    let (_, fine) = try post("/api/why", ["log": good])
    // A readable first block is drawn without a note.
    #expect(fine["pictureNote"] == nil && fine["pictureBlock"] as? Int == 1)
    let (status, json) = try post("/api/why", ["log": bad + "\n" + good])
    #expect(status == 200)
    let blocks = try #require(json["blocks"] as? [[String: Any]])
    #expect(blocks.count == 2)
    let error = try #require(blocks[0]["error"] as? [String: Any])
    #expect(error["line"] as? Int == 3 && "\(error["expected"] ?? "")".contains("height"))
    #expect(blocks[1]["error"] is NSNull)
    // The picture is the second block's, the same as when it is pasted alone.
    #expect(json["pictureBlock"] as? Int == 6)
    #expect(json["svg"] as? String == fine["svg"] as? String)
    let note = try #require(json["pictureNote"] as? String)
    #expect(note.contains("line 1 could not be read") && note.contains("shows the block at line 6"), "\(note)")
    // Nothing readable: no picture, and the note says so.
    let (onlyBad, alone) = try post("/api/why", ["log": bad])
    #expect(onlyBad == 200 && alone["svg"] == nil)
    #expect((alone["pictureNote"] as? String)?.contains("no block could be drawn") == true)
  }

  @Test("bad requests: not JSON, too big, unknown path, wrong method")
  func badRequests() {
    #expect(api.respond(method: "POST", path: "/api/layout", body: Data("nope".utf8)).status == 400)
    let big = Data(repeating: 0x20, count: (1 << 20) + 1)
    #expect(api.respond(method: "POST", path: "/api/layout", body: big).status == 413)
    #expect(api.respond(method: "GET", path: "/etc/passwd", body: Data()).status == 404)
    #expect(api.respond(method: "GET", path: "/../Package.swift", body: Data()).status == 404)
    #expect(api.respond(method: "GET", path: "/api/layout", body: Data()).status == 405)
  }
}
