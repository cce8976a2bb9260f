/// A row with a coefficient for every symbol (zero when absent): the
/// objective's form, where lookups and updates must not depend on how
/// many errors the objective holds.
struct DenseRow {
  /// The coefficients by symbol number. Shorter than the symbol table
  /// when the newest symbols were never written: those read as 0. A new
  /// symbol so costs the objective nothing (a row per strength level,
  /// each grown by one for every symbol, read each row's array header
  /// for every symbol a first layout makes).
  private(set) var values: [Double]
  var constant = 0.0

  init(count: Int) { values = Array(repeating: 0, count: count) }

  /// How far past the symbol written the row grows (it may so run past
  /// the symbol table: the extra entries read as absent ones do, 0).
  static let slack = 64

  @inline(__always) subscript(symbol: Symbol) -> Double {
    get { symbol.id < values.count ? values[symbol.id] : 0 }
    set {
      if symbol.id >= values.count {
        guard newValue != 0 else { return }
        // Grown `slack` past the symbol: a level is written every few
        // symbols (a stack's errors), and each growth costs about 100
        // instructions before its first zero.
        values.append(contentsOf: repeatElement(0, count: symbol.id + 1 - values.count + DenseRow.slack))
      }
      values[symbol.id] = newValue
    }
  }

  @inline(__always) func coefficient(for symbol: Symbol) -> Double { self[symbol] }

  /// Room for coefficients up to symbol number `count − 1`.
  mutating func reserve(_ count: Int) { values.reserveCapacity(count) }

  /// Forgets the coefficients of the symbols numbered `count` and above.
  mutating func truncate(to count: Int) {
    if values.count > count { values.removeSubrange(count...) }
  }

  /// `self += coefficient·symbol`; a sum that cancels becomes exactly 0.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
    let c = self[symbol] + coefficient
    self[symbol] = nearZero(c) ? 0 : c
  }

  mutating func remove(_ symbol: Symbol) { self[symbol] = 0 }

  /// `self += k·other`, with `skip` (if any) zeroed first.
  mutating func add(_ other: Row, times k: Double, skipping skip: Symbol?) {
    if let skip { self[skip] = 0 }
    constant += k * other.constant
    let skip = skip?.id ?? -1
    for cell in other.cells where cell.symbol.id != skip {
      let c = self[cell.symbol] + k * cell.coefficient
      self[cell.symbol] = nearZero(c) ? 0 : c
    }
  }

  /// The same row in sparse form (for dumps).
  var asRow: Row {
    var r = Row(constant: constant)
    r.cells = cells
    return r
  }

  /// The nonzero entries in symbol order (for dumps and tests).
  var cells: [Cell] {
    values.indices.compactMap { values[$0] == 0 ? nil : Cell(symbol: Symbol($0), coefficient: values[$0]) }
  }
}
