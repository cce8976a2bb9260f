import AutoLayoutCLI
import Foundation
import Testing

@Suite("autolayout solve and bench")
struct ToolTests {
  static let chain2 = """
    {"name": "chain-2", "variables": ["W", "x0", "w0", "x1", "w1"],
     "edits": [{"variable": "W", "strength": "strong", "value": 400}],
     "constraints": [
       {"terms": [[1, "x0"]], "constant": 0, "op": "==", "strength": "required"},
       {"terms": [[1, "w1"], [-1, "w0"]], "constant": 0, "op": "==", "strength": "required"},
       {"terms": [[1, "x1"], [-1, "x0"], [-1, "w0"]], "constant": -8, "op": "==", "strength": "required"},
       {"terms": [[1, "x1"], [1, "w1"], [-1, "W"]], "constant": 0, "op": "==", "strength": "required"},
       {"terms": [[1, "w0"]], "constant": -40, "op": ">=", "strength": "weak"}],
     "resize": [[["W", 320]], [["W", 1024]]]}
    """

  @Test("solve prints every variable's value as JSON, in file order")
  func solve() {
    let out = Tool.run(["solve", "-"], stdin: Data(Self.chain2.utf8))
    #expect(out.exitCode == 0)
    #expect(out.stdout == "{\"values\": {\"W\": 400, \"x0\": 0, \"w0\": 196, \"x1\": 204, \"w1\": 196}}\n")
  }

  @Test("the bundled example solves from a file")
  func exampleFile() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/chain-2.system.json").standardized
    let out = Tool.run(["solve", url.path])
    #expect(out.exitCode == 0)
    #expect(out.stdout.contains("\"w1\": 196"))
  }

  @Test(
    "bad files name the constraint index and field, exit 1",
    arguments: [
      (
        #"{"variables": ["x"], "constraints": [{"terms": [[1, "y"]], "op": "=="}]}"#,
        "constraint 0 field 'terms' item 0: unknown variable 'y'"
      ),
      (
        #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "=<"}]}"#,
        "constraint 0 field 'op': expected '==', '<=' or '>='"
      ),
      (
        #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "==", "strength": "huge"}]}"#,
        "constraint 0 field 'strength': unknown strength 'huge'"
      ),
      (
        #"{"variables": ["x"], "constraints": [{"terms": [["a", "x"]], "op": "=="}]}"#,
        "constraint 0 field 'terms' item 0: expected a number"
      ),
      (
        #"{"variables": ["x"], "edits": [{"variable": "x", "strength": "required", "value": 1}], "constraints": []}"#,
        "edit 0 field 'strength': an edit cannot be required"
      ),
      (
        #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "==", "strength": 1001}]}"#,
        "constraint 0 field 'strength': a priority must be from 1 to 1000"
      ),
      (
        #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "<=", "strength": 250, "strengthBelow": 750}]}"#,
        "constraint 0 field 'strengthBelow': only an optional '==' (with an optional 'strength') has two sides"
      ),
      (
        #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "==", "strengthBelow": "weak"}]}"#,
        "constraint 0 field 'strengthBelow': only an optional '=='"
      ),
      ("[1, 2", "not valid JSON"),
    ])
  func badInput(text: String, message: String) {
    let out = Tool.run(["solve", "-"], stdin: Data(text.utf8))
    #expect(out.exitCode == 1)
    #expect(out.stderr.contains(message), "\(out.stderr)")
    #expect(out.stdout.isEmpty)
  }

  @Test("a preference with two sides: each side weighs at its own strength")
  func twoSided() {
    // w prefers 120: above it weakly (250), below it strongly (750). A
    // medium pull to 200 wins over the weak side; a medium push to 100
    // loses to the strong one.
    func solve(_ pull: String) -> String {
      let text = """
        {"variables": ["w"], "constraints": [
          {"terms": [[1, "w"]], "constant": -120, "op": "==", "strength": 250, "strengthBelow": 750},
          \(pull)]}
        """
      return Tool.run(["solve", "-"], stdin: Data(text.utf8)).stdout
    }
    #expect(
      solve(#"{"terms": [[1, "w"]], "constant": -200, "op": ">=", "strength": "medium"}"#)
        == "{\"values\": {\"w\": 200}}\n")
    #expect(
      solve(#"{"terms": [[1, "w"]], "constant": -100, "op": "<=", "strength": "medium"}"#)
        == "{\"values\": {\"w\": 120}}\n")
  }

  @Test("an unsatisfiable system names the conflicting constraints by index")
  func unsatisfiable() {
    let text = """
      {"variables": ["x", "y"], "constraints": [
        {"terms": [[1, "x"]], "constant": -10, "op": "==", "strength": "required"},
        {"terms": [[1, "y"]], "constant": -3, "op": "==", "strength": "weak"},
        {"terms": [[1, "x"], [-1, "y"]], "constant": 0, "op": "==", "strength": "required"},
        {"terms": [[1, "y"]], "constant": -20, "op": ">=", "strength": "required"}]}
      """
    let out = Tool.run(["solve", "-"], stdin: Data(text.utf8))
    #expect(out.exitCode == 1)
    #expect(out.stderr.contains("constraint #3 conflicts with #0, #2"), "\(out.stderr)")
  }

  @Test("usage errors exit 2; a missing file exits 1")
  func usage() {
    #expect(Tool.run(["solve"]).exitCode == 2)
    #expect(Tool.run(["frobnicate"]).exitCode == 2)
    let missing = Tool.run(["solve", "/nonexistent/file.json"])
    #expect(missing.exitCode == 1)
    #expect(missing.stderr.contains("cannot read"))
  }

  @Test("bench prints one JSON line per file in kiwi_side.py's shape")
  func bench() throws {
    let out = Tool.run(["bench", "-", "--reps", "2"], stdin: Data(Self.chain2.utf8))
    #expect(out.exitCode == 0)
    let line = try #require(out.stdout.split(separator: "\n").first)
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    #expect(object?["workload"] as? String == "chain-2")
    #expect(object?["constraints"] as? Int == 5)
    #expect(object?["resize_steps"] as? Int == 2)
    #expect((object?["build_s"] as? Double ?? -1) > 0)
    #expect((object?["resize_s"] as? Double ?? -1) > 0)
    #expect(
      Set(object?.keys.map { $0 } ?? []) == ["impl", "workload", "constraints", "build_s", "resize_s", "resize_steps"])
  }
}
