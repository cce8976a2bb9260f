/// The kinds of tableau symbols (Badros, Borning & Stuckey 2001, §4).
enum SymbolKind: UInt8 {
  /// A user variable; unrestricted in sign.
  case external
  /// The marker of an inequality, ≥ 0; also an error left behind by a
  /// removed constraint, which no longer counts in the objective.
  case slack
  /// The error of an optional constraint, ≥ 0, counted in the objective.
  case error
  /// The marker of a required equality: always 0, never pivoted in by the
  /// simplex; it only records which rows depend on that constraint.
  case dummy
}

/// A symbol of the tableau: a variable, slack, error or dummy (kiwi's
/// `Symbol`). Symbols are numbered densely in creation order, and every
/// choice between candidates takes the lowest number, so the same calls
/// give the same pivots. A basic symbol also names its row.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
  /// The position in the ``SymbolTable``.
  let id: Int

  @inline(__always) init(_ id: Int) { self.id = id }

  @inline(__always) static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }

  /// The number (dumps and invariant reports name symbols by it).
  var description: String { "\(id)" }
}

/// One value per symbol, read and written by ``Symbol``. Only
/// ``SymbolTable`` adds or drops entries, so that every per-symbol column
/// has one entry per symbol.
struct PerSymbol<Element> {
  fileprivate(set) var values: [Element] = []

  @inline(__always) subscript(s: Symbol) -> Element {
    // `_read`, not `get`: a row is borrowed in place, not copied out (a
    // copy retains and releases its cells on every access).
    _read { yield values[s.id] }
    _modify { yield &values[s.id] }
  }

  var count: Int { values.count }

  /// The values by symbol number, for loops that must not check bounds.
  @inline(__always) func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows
    -> R
  {
    try values.withUnsafeBufferPointer(body)
  }

  @inline(__always) mutating func withUnsafeMutableBufferPointer<R>(
    _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
  ) rethrows -> R {
    try values.withUnsafeMutableBufferPointer(body)
  }
}

/// Everything the tableau keeps per symbol, in one place: the columns grow
/// and shrink together (``append(_:level:)``, ``truncate(to:)``), so a
/// symbol's number is a valid index into each of them.
struct SymbolTable {
  var kind = PerSymbol<SymbolKind>()
  /// Whether the symbol is basic: its row is in `rows`.
  var isBasic = PerSymbol<Bool>()
  /// A basic symbol's row (`s = constant + Σ cells`); empty, constant 0,
  /// for a parametric one.
  var rows = PerSymbol<Row>()
  /// The column index: the basic rows that may hold the symbol (entries
  /// are checked when read, see `Tableau.rowsContaining`).
  var column = PerSymbol<[Symbol]>()
  /// The length at which the column is next compacted.
  var columnLimit = PerSymbol<Int>()
  /// The strength of an error symbol (0 for the others).
  var errorLevel = PerSymbol<Double>()
  /// Marks for duplicate-free walks (see `Tableau.nextTick`).
  var stamp = PerSymbol<UInt32>()
  /// The cached rows holding a marker whose constant was changed.
  var markerCache = PerSymbol<Tableau.MarkerColumn?>()
  /// Whether the symbol is in `Tableau.objectiveDirty`.
  var isObjectiveDirty = PerSymbol<Bool>()

  var count: Int { kind.count }

  /// Every symbol, in creation order.
  var all: [Symbol] { (0..<count).map(Symbol.init) }

  /// A new parametric symbol.
  mutating func append(_ k: SymbolKind, level: Double) -> Symbol {
    kind.values.append(k)
    isBasic.values.append(false)
    rows.values.append(Row())
    column.values.append([])
    columnLimit.values.append(8)
    errorLevel.values.append(level)
    stamp.values.append(0)
    markerCache.values.append(nil)
    isObjectiveDirty.values.append(false)
    assertConsistent()
    return Symbol(count - 1)
  }

  /// Room for `capacity` symbols in every column.
  mutating func reserve(_ capacity: Int) {
    kind.values.reserveCapacity(capacity)
    isBasic.values.reserveCapacity(capacity)
    rows.values.reserveCapacity(capacity)
    column.values.reserveCapacity(capacity)
    columnLimit.values.reserveCapacity(capacity)
    errorLevel.values.reserveCapacity(capacity)
    stamp.values.reserveCapacity(capacity)
    markerCache.values.reserveCapacity(capacity)
    isObjectiveDirty.values.reserveCapacity(capacity)
  }

  /// Forgets the symbols numbered `count` and above.
  mutating func truncate(to count: Int) {
    kind.values.removeSubrange(count...)
    isBasic.values.removeSubrange(count...)
    rows.values.removeSubrange(count...)
    column.values.removeSubrange(count...)
    columnLimit.values.removeSubrange(count...)
    errorLevel.values.removeSubrange(count...)
    stamp.values.removeSubrange(count...)
    markerCache.values.removeSubrange(count...)
    isObjectiveDirty.values.removeSubrange(count...)
    assertConsistent()
  }

  /// Clears every stamp (when the tick counter wraps).
  mutating func clearStamps() {
    stamp.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
  }

  /// In debug builds: every column has one entry per symbol.
  func assertConsistent() {
    assert(
      [
        isBasic.count, rows.count, column.count, columnLimit.count, errorLevel.count, stamp.count,
        markerCache.count, isObjectiveDirty.count,
      ].allSatisfy { $0 == kind.count }, "the symbol table's columns differ in length")
  }
}
