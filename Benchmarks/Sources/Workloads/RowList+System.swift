@_spi(Benchmarks) import AutoLayout
import Foundation

extension RowList {
  /// The system the window's solver holds after its last layout pass, as a
  /// system file (`Documentation/SystemFormat.md`, keys sorted like the
  /// generated workloads') that `kiwi_side.py` reads, so kiwisolver can be
  /// timed on the very system a layout builds (`compare rows … --system
  /// FILE`).
  ///
  /// Variables are named after their own names with their order of first
  /// appearance, so two views' variables of one name stay apart. A
  /// preference with two sides (a view's content hugging and compression
  /// resistance in one row) becomes the pair of inequalities UIKit itself
  /// makes, which is the form kiwi knows.
  public func solverSystemJSON(name: String) -> Data? {
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
    for c in window.solverConstraintsForBenchmarks {
      let terms = c.terms.map { ($0.coefficient, key($0.variable, $0.name)) }
      if c.priorityBelow != c.priority {
        rows.append(WorkloadGenerator.row(terms, c.constant, "<=", strength(c.priority)))
        rows.append(WorkloadGenerator.row(terms, c.constant, ">=", strength(c.priorityBelow)))
      } else {
        rows.append(WorkloadGenerator.row(terms, c.constant, c.relation, strength(c.priority)))
      }
    }
    let object: [String: Any] = ["name": name, "variables": order, "constraints": rows]
    return try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }
}
