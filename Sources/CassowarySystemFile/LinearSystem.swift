import Cassowary
import Foundation

/// A raw linear system in the `*.system.json` format of the benchmark
/// (`Documentation/SystemFormat.md`), loaded into solver values.
public struct LinearSystem {
  public struct Edit {
    public var variable: Variable
    public var strength: Strength
    public var value: Double
  }

  public var name: String
  public var variables: [Variable]
  public var edits: [Edit]
  public var constraints: [Constraint]
  public var resize: [[(variable: Variable, value: Double)]]

  /// An error in a system file, naming where it is.
  public struct LoadError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
    public init(message: String) { self.message = message }
  }

  /// Parses the JSON text of a system file.
  ///
  /// - Throws: ``LoadError`` naming the constraint (by index) or edit and
  ///   the field that is wrong.
  public init(json: Data, fallbackName: String = "system") throws {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: json)
    } catch {
      throw LoadError(message: "the file is not valid JSON: \(error.localizedDescription)")
    }
    guard let root = object as? [String: Any] else {
      throw LoadError(message: "the file must hold a JSON object")
    }
    name = root["name"] as? String ?? fallbackName
    guard let names = root["variables"] as? [String] else {
      throw LoadError(message: "'variables' must be an array of strings")
    }
    let reader = FieldReader(names: names)
    variables = reader.variables
    edits = try ((root["edits"] as? [Any]) ?? []).enumerated().map { try reader.edit($1, "edit \($0)") }
    guard let list = root["constraints"] as? [Any] else {
      throw LoadError(message: "'constraints' must be an array")
    }
    constraints = try list.enumerated().map { try reader.constraint($1, index: $0) }
    resize = try ((root["resize"] as? [Any]) ?? []).enumerated().map { try reader.resizeStep($1, "resize step \($0)") }
  }

  /// Reads the fields of a system file's items, with the variables it
  /// declares; every error names the item and the field.
  private struct FieldReader {
    var variables: [Variable] = []
    var byName: [String: Variable] = [:]

    init(names: [String]) {
      for n in names where byName[n] == nil {
        let v = Variable(n)
        byName[n] = v
        variables.append(v)
      }
    }

    func variable(_ any: Any?, _ place: String) throws -> Variable {
      guard let n = any as? String else { throw LoadError(message: "\(place): expected a variable name") }
      guard let v = byName[n] else {
        throw LoadError(message: "\(place): unknown variable '\(n)' (not in 'variables')")
      }
      return v
    }

    func number(_ any: Any?, _ place: String) throws -> Double {
      guard let d = LinearSystem.numeric(any) else {
        throw LoadError(message: "\(place): expected a number")
      }
      guard d.isFinite else { throw LoadError(message: "\(place): the number is not finite") }
      return d
    }

    func edit(_ item: Any, _ place: String) throws -> Edit {
      guard let e = item as? [String: Any] else { throw LoadError(message: "\(place): expected an object") }
      let strength = try LinearSystem.strength(e["strength"], "\(place) field 'strength'")
      if strength.isRequired {
        throw LoadError(message: "\(place) field 'strength': an edit cannot be required")
      }
      return Edit(
        variable: try variable(e["variable"], "\(place) field 'variable'"), strength: strength,
        value: try number(e["value"], "\(place) field 'value'"))
    }

    func constraint(_ item: Any, index i: Int) throws -> Constraint {
      let place = "constraint \(i)"
      guard let c = item as? [String: Any] else { throw LoadError(message: "\(place): expected an object") }
      guard let rawTerms = c["terms"] as? [Any] else {
        throw LoadError(message: "\(place) field 'terms': expected an array of [coefficient, variable]")
      }
      var terms: [Term] = []
      for (j, rawTerm) in rawTerms.enumerated() {
        guard let pair = rawTerm as? [Any], pair.count == 2 else {
          throw LoadError(message: "\(place) field 'terms' item \(j): expected [coefficient, variable]")
        }
        terms.append(
          Term(
            try variable(pair[1], "\(place) field 'terms' item \(j)"),
            try number(pair[0], "\(place) field 'terms' item \(j)")))
      }
      let constant = try number(c["constant"] ?? 0, "\(place) field 'constant'")
      guard let op = c["op"] as? String, let relation = Relation(rawValue: op) else {
        throw LoadError(message: "\(place) field 'op': expected '==', '<=' or '>='")
      }
      let strength = try LinearSystem.strength(c["strength"] ?? "required", "\(place) field 'strength'")
      let expression = Expression(terms, constant: constant)
      if let rawBelow = c["strengthBelow"] {
        let below = try LinearSystem.strength(rawBelow, "\(place) field 'strengthBelow'")
        guard relation == .equal, let twoSided = Constraint(expression, above: strength, below: below, label: "#\(i)")
        else {
          throw LoadError(
            message: "\(place) field 'strengthBelow': only an optional '==' (with an optional 'strength') has two sides"
          )
        }
        return twoSided
      }
      return Constraint(expression, relation, strength: strength, label: "#\(i)")
    }

    func resizeStep(_ step: Any, _ place: String) throws -> [(Variable, Double)] {
      guard let pairs = step as? [Any] else { throw LoadError(message: "\(place): expected an array") }
      return try pairs.map { pair in
        guard let p = pair as? [Any], p.count == 2 else {
          throw LoadError(message: "\(place): expected [variable, value] pairs")
        }
        return (try variable(p[0], place), try number(p[1], place))
      }
    }
  }

  /// A JSON number as a Double (JSON booleans are not numbers).
  static func numeric(_ any: Any?) -> Double? {
    guard let any else { return nil }
    if let n = any as? NSNumber {
      // Foundation gives JSON booleans the Objective-C type 'c'.
      return String(cString: n.objCType) == "c" ? nil : n.doubleValue
    }
    return any as? Double
  }

  static func strength(_ any: Any?, _ place: String) throws -> Strength {
    if let s = any as? String {
      switch s {
      case "required": return .required
      case "strong": return .strong
      case "medium": return .medium
      case "weak": return .weak
      default:
        throw LoadError(
          message: "\(place): unknown strength '\(s)' (expected required, strong, medium, weak or 1...1000)")
      }
    }
    if let p = numeric(any) {
      guard p.isFinite, p >= 1, p <= 1000 else {
        throw LoadError(message: "\(place): a priority must be from 1 to 1000")
      }
      return Strength(priority: p)
    }
    throw LoadError(message: "\(place): expected a strength name or a priority number")
  }

  /// A new solver with the edits (added and suggested), then every
  /// constraint, in file order, then one update — the protocol's *build*.
  ///
  /// - Throws: `SolverError` from the solver; an unsatisfiable constraint
  ///   names the conflicting ones by their `#index` labels.
  public func build() throws(SolverError) -> Solver {
    let solver = Solver()
    for e in edits {
      try solver.addEditVariable(e.variable, strength: e.strength)
      try solver.suggestValue(e.variable, e.value)
    }
    for c in constraints { try solver.addConstraint(c) }
    solver.updateVariables()
    return solver
  }

  /// Applies every resize step, each followed by one update.
  public func runResize(on solver: Solver) throws(SolverError) {
    for step in resize {
      for (v, value) in step { try solver.suggestValue(v, value) }
      solver.updateVariables()
    }
  }
}
