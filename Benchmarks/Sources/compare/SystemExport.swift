@_spi(Benchmarks) import AutoLayout
import Foundation

/// Writes a solver's constraints as a system file
/// (`Documentation/SystemFormat.md`) that `kiwi_side.py` reads, so kiwisolver
/// can be timed on the very system a layout builds (`compare rows … --system
/// FILE`).
///
/// Variables are named after their own names with their order of first
/// appearance, so two views' variables of one name stay apart. A preference
/// with two sides (a view's content hugging and compression resistance in
/// one row) becomes the pair of inequalities UIKit itself makes, which is
/// the form kiwi knows.
func systemFileJSON(_ constraints: [SolverConstraintForBenchmarks], name: String) -> Data {
  var names: [ObjectIdentifier: String] = [:]
  var order: [String] = []
  func key(_ id: ObjectIdentifier, _ name: String) -> String {
    if let k = names[id] { return k }
    let k = "\(name)#\(order.count)"
    names[id] = k
    order.append(k)
    return k
  }
  func strength(_ p: Double) -> Any { p >= 1000 ? "required" : p }
  var rows: [[String: Any]] = []
  for c in constraints {
    let terms: [[Any]] = c.terms.map { [$0.coefficient, key($0.variable, $0.name)] }
    func row(_ op: String, _ p: Double) -> [String: Any] {
      ["terms": terms, "constant": c.constant, "op": op, "strength": strength(p)]
    }
    if c.priorityBelow != c.priority {
      rows.append(row("<=", c.priority))
      rows.append(row(">=", c.priorityBelow))
    } else {
      rows.append(row(c.relation, c.priority))
    }
  }
  let object: [String: Any] = ["name": name, "variables": order, "constraints": rows]
  // The serializer cannot fail on strings, numbers, arrays and dictionaries.
  return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
}
