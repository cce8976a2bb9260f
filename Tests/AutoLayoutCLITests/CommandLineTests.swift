import AutoLayoutCLI
import AutoLayoutJSON
import Foundation
import Testing

@testable import AutoLayoutPlayground

/// A storyboard with two roots (`first`, `second`), one view each.
private let twoRoots = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
  <device id="retina4_7" orientation="portrait" appearance="light"/>
  <scenes>
  <scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController">
  <view key="view" id="first"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
  <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="20" y="20" width="100" height="100"/></view></subviews>
  <constraints><constraint firstItem="a" firstAttribute="leading" secondItem="first" secondAttribute="leading" constant="20" id="c1"/>
  <constraint firstItem="a" firstAttribute="top" secondItem="first" secondAttribute="top" constant="20" id="c2"/>
  <constraint firstItem="a" firstAttribute="width" constant="100" id="c3"/><constraint firstItem="a" firstAttribute="height" constant="100" id="c4"/></constraints>
  </view></viewController></objects></scene>
  <scene sceneID="s2"><objects><viewController id="vc2" sceneMemberID="viewController">
  <view key="view" id="second"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
  </viewController></objects></scene>
  </scenes></document>
  """

@Suite("the command line: files, sizes, devices, pictures, exit codes")
struct CommandLineTests {
  let card = examples.appendingPathComponent("card.layout").path

  func storyboard(in dir: URL) throws -> String {
    let path = dir.appendingPathComponent("two.storyboard").path
    try twoRoots.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("--svg out.svg writes one file, never a folder; --svg folder/ writes one picture per root")
  func svgDestinations() throws {
    let dir = try tempDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let board = try storyboard(in: dir)
    let one = dir.appendingPathComponent("one.svg").path
    #expect(Tool.run(["layout", board, "--scene", "first", "--svg", one]).exitCode == 0)
    var isDirectory: ObjCBool = true
    #expect(FileManager.default.fileExists(atPath: one, isDirectory: &isDirectory) && !isDirectory.boolValue)
    #expect(try String(contentsOfFile: one, encoding: .utf8).hasPrefix("<svg"))
    let both = Tool.run(["layout", board, "--svg", dir.appendingPathComponent("both.svg").path])
    #expect(both.exitCode == 2 && both.stderr.contains("2 roots") && both.stderr.contains("--scene"))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("both.svg").path))
    let folder = dir.appendingPathComponent("pictures").path + "/"
    #expect(Tool.run(["layout", board, "--svg", folder]).exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: folder + "first.svg"))
    #expect(FileManager.default.fileExists(atPath: folder + "second.svg"))
    let layoutFolder = dir.appendingPathComponent("layouts").path + "/"
    #expect(Tool.run(["layout", card, "--svg", layoutFolder]).exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: layoutFolder + "card.svg"))
    #expect(Tool.run(["explain", card, "--svg", layoutFolder]).exitCode == 0)
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0x7f01.width == 300   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0x7f01.width == 200   (active)>"
      )
      """
    let whyFolder = dir.appendingPathComponent("why").path + "/"
    #expect(Tool.run(["why", "-", "--svg", whyFolder], stdin: Data(log.utf8)).exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: whyFolder + "why.svg"))
  }

  @Test("a file that cannot be read says why: no such file, a directory")
  func unreadable() throws {
    let dir = try tempDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let missing = Tool.run(["layout", dir.appendingPathComponent("nope.layout").path])
    #expect(missing.exitCode == 1 && missing.stderr.contains("no such file"))
    for command in ["layout", "explain", "solve", "check", "why"] {
      let out = Tool.run([command, dir.path])
      #expect(out.exitCode == 1 && out.stderr.contains("is a directory"), "\(command): \(out.stderr)")
    }
  }

  @Test("a file given to the wrong command says what it looks like and which command reads it")
  func wrongKind() throws {
    let solve = Tool.run(["solve", card])
    #expect(solve.exitCode == 1 && solve.stderr.contains("layout file") && solve.stderr.contains("autolayout layout"))
    let check = Tool.run(["check", card])
    #expect(check.exitCode == 1 && check.stdout.isEmpty && check.stderr.contains("not a storyboard or xib"))
    let system = examples.appendingPathComponent("chain-2.system.json").path
    let layout = Tool.run(["layout", system])
    #expect(layout.exitCode == 1 && layout.stderr.contains("autolayout solve"))
  }

  @Test(
    "--size must be two finite positive numbers; the error says what a size looks like",
    arguments: ["-5x10", "infx100", "1e400x1", "0x5", "nanx1", "5x", "10", "3x4x5", "2000000x1"])
  func badSize(_ size: String) {
    let out = Tool.run(["layout", card, "--size", size])
    #expect(out.exitCode == 2)
    #expect(out.stderr.contains("WIDTHxHEIGHT") && out.stderr.contains("375x667"), "\(out.stderr)")
  }

  @Test("a mistyped command gets 'did you mean'")
  func didYouMean() {
    let out = Tool.run(["lyout", card])
    #expect(out.exitCode == 2 && out.stderr.contains("did you mean 'layout'?"))
    #expect(Tool.run(["explian", card]).stderr.contains("did you mean 'explain'?"))
    let far = Tool.run(["frobnicate"])
    #expect(far.exitCode == 2 && !far.stderr.contains("did you mean") && far.stderr.contains("commands: demo"))
  }

  @Test("--device on a layout file sets its size (and safe area); an unknown device is refused")
  func device() {
    let text = "size 10x10\nview v\nv.top == |.top; v.leading == |.leading\nv.width == screen.width; v.height == 10"
    let out = Tool.run(["layout", "-", "--device", "retina6_1", "--json"], stdin: Data(text.utf8))
    #expect(out.exitCode == 0 && out.stdout == "{\"frames\": {\"v\": [0, 0, 414, 10]}}\n", "\(out)")
    let landscape = Tool.run(["layout", "-", "--device", "retina6_1:landscape", "--json"], stdin: Data(text.utf8))
    #expect(landscape.stdout.contains("896"), "\(landscape)")
    let bad = Tool.run(["layout", "-", "--device", "retina9_9"], stdin: Data(text.utf8))
    #expect(bad.exitCode == 2 && bad.stderr.contains("retina6_1"))
  }

  @Test("JSON never carries null for a number: large values are written whole, infinities clamped with a warning")
  func numbers() {
    let text = "size 10x10\nview a\na.left == |.left; a.top == |.top\na.width == 123456789.125; a.height == 1 / 3"
    let out = Tool.run(["layout", "-", "--json"], stdin: Data(text.utf8))
    #expect(out.stdout == "{\"frames\": {\"a\": [0, 0, 123456789.125, 0.333333333]}}\n", "\(out)")
    let value: JSON = ["a": .numbers([.infinity, -.infinity, .nan, 1.0 / 3, -0.0, 1e-14, 2e299])]
    #expect(value.text == "{\"a\": [1.7976931348623157e+308, -1.7976931348623157e+308, 0, 0.333333333, 0, 0, 2e+299]}")
    #expect(value.nonFiniteCount == 3)
    let answer = String(decoding: PlaygroundResponse.json(200, ["size": .numbers([.infinity, 1])]).body, as: UTF8.self)
    #expect(answer.contains("1.7976931348623157e+308") && answer.contains("numberWarning") && !answer.contains("null"))
  }
}
