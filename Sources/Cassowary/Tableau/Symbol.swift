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

extension Array where Element == Symbol {
  /// The positions of the symbols in increasing order of number (the
  /// symbols are distinct). Long lists (a window width's column: every row
  /// that depends on it) are ordered by radix, in passes of 11 bits:
  /// linear, where a comparison sort of 30,000 rows was a third of the
  /// first rotation of a 10,000-row list.
  func orderByNumber() -> [Int] {
    guard count >= 1024, let largest = self.max()?.id, largest < Int(UInt32.max) else {
      return indices.sorted { self[$0] < self[$1] }
    }
    let n = count
    var keys = [UInt32](repeating: 0, count: n), otherKeys = [UInt32](repeating: 0, count: n)
    var order = [Int](0..<n), otherOrder = [Int](repeating: 0, count: n)
    keys.withUnsafeMutableBufferPointer { k in
      withUnsafeBufferPointer { s in
        for i in 0..<n { k[i] = UInt32(truncatingIfNeeded: s[i].id) }
      }
    }
    var buckets = [Int](repeating: 0, count: 2048)
    var shift: UInt32 = 0
    while shift < 32 && (UInt32(truncatingIfNeeded: largest) >> shift) > 0 {
      Self.radixPass(shift, &keys, &order, into: &otherKeys, &otherOrder, buckets: &buckets)
      swap(&keys, &otherKeys)
      swap(&order, &otherOrder)
      shift += 11
    }
    return order
  }

  /// One stable pass of `orderByNumber` on the 11 bits at `shift`.
  private static func radixPass(
    _ shift: UInt32, _ keys: inout [UInt32], _ order: inout [Int], into outKeys: inout [UInt32],
    _ outOrder: inout [Int], buckets: inout [Int]
  ) {
    let n = keys.count
    keys.withUnsafeBufferPointer { k in
      order.withUnsafeBufferPointer { o in
        outKeys.withUnsafeMutableBufferPointer { ok in
          outOrder.withUnsafeMutableBufferPointer { oo in
            buckets.withUnsafeMutableBufferPointer { b in
              for j in 0..<2048 { b[j] = 0 }
              for i in 0..<n { b[Int((k[i] >> shift) & 2047)] += 1 }
              var start = 0
              for j in 0..<2048 {
                let c = b[j]
                b[j] = start
                start += c
              }
              for i in 0..<n {
                let d = Int((k[i] >> shift) & 2047)
                ok[b[d]] = k[i]
                oo[b[d]] = o[i]
                b[d] += 1
              }
            }
          }
        }
      }
    }
  }
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

/// What the tableau reads of a symbol on its busy paths, in 8 bytes: its
/// kind, its objective marks and its walk stamp.
///
/// Records (this and ``SymbolInfo``), not one array per field: a new
/// symbol is three appends to the table's per-symbol arrays (with
/// ``SymbolTable/isBasic``) instead of eight, and each append reads its
/// array's header. The headers of large arrays sit at the start of a
/// page, so eight of them share one set of the first-level cache and
/// pushed each other out (a third of the first layout's first-level
/// misses). Whether a symbol is basic stays in an array of its own: the
/// marker plans and column walks read it at random over the whole table,
/// where a byte per symbol keeps the most of it in the caches.
struct SymbolFlags {
  /// Marks for duplicate-free walks (see `Tableau.nextTick`).
  var stamp: UInt32 = 0
  var kind: SymbolKind
  /// Whether the symbol is in `Tableau.objectiveDirty` (``ObjectiveMark/dirty``)
  /// and in `Tableau.candidates` (``ObjectiveMark/candidate``).
  var objectiveMarks: ObjectiveMark = []
}

/// What the tableau keeps of a symbol off its busiest paths.
struct SymbolInfo {
  /// The strength of an error symbol (0 for the others).
  var errorLevel: Double
  /// The length at which the column is next compacted.
  var columnLimit = 8
  /// The cached rows holding a marker whose constant was changed.
  var markerCache: Tableau.MarkerColumn?
}

/// Everything the tableau keeps per symbol, in one place: the columns grow
/// and shrink together (``append(_:level:)``, ``truncate(to:)``), so a
/// symbol's number is a valid index into each of them.
struct SymbolTable {
  /// Whether the symbol is basic: its row is in `rows`.
  var isBasic = PerSymbol<Bool>()
  /// Each symbol's flags (``SymbolFlags``), by number.
  var flags = PerSymbol<SymbolFlags>()
  /// Each symbol's other fields (``SymbolInfo``), by number.
  var info = PerSymbol<SymbolInfo>()
  /// A basic symbol's row (`s = constant + Σ cells`); empty, constant 0,
  /// for a parametric one.
  var rows = PerSymbol<Row>()
  /// The column index: the basic rows that may hold each symbol (entries
  /// are checked when read, see `Tableau.rowsContaining`), as lists
  /// threaded through one shared pool (see ``ColumnIndex``).
  var column = ColumnIndex()

  var count: Int { flags.count }

  /// Every symbol, in creation order.
  var all: [Symbol] { (0..<count).map(Symbol.init) }

  /// A new parametric symbol.
  mutating func append(_ k: SymbolKind, level: Double) -> Symbol {
    isBasic.values.append(false)
    flags.values.append(SymbolFlags(kind: k))
    info.values.append(SymbolInfo(errorLevel: level))
    rows.values.append(Row())
    column.appendSymbol()
    assertConsistent()
    return Symbol(count - 1)
  }

  /// Row `s`'s cells where they live, read without a retain of their
  /// buffer: for a caller that reads them while it changes nothing but
  /// the column index, or rows other than `s` (the table keeps the row).
  @inline(__always) func cellsInPlace(of s: Symbol) -> UnsafeBufferPointer<Cell> {
    rows.withUnsafeBufferPointer { rows in rows[s.id].cells.withUnsafeBufferPointer { $0 } }
  }

  /// Room for `capacity` symbols in every column.
  mutating func reserve(_ capacity: Int) {
    isBasic.values.reserveCapacity(capacity)
    flags.values.reserveCapacity(capacity)
    info.values.reserveCapacity(capacity)
    rows.values.reserveCapacity(capacity)
    column.reserve(capacity)
  }

  /// Forgets the symbols numbered `count` and above.
  mutating func truncate(to count: Int) {
    isBasic.values.removeSubrange(count...)
    flags.values.removeSubrange(count...)
    info.values.removeSubrange(count...)
    rows.values.removeSubrange(count...)
    column.truncate(to: count)
    assertConsistent()
  }

  /// Clears every stamp (when the tick counter wraps).
  mutating func clearStamps() {
    flags.withUnsafeMutableBufferPointer { flags in
      for i in flags.indices { flags[i].stamp = 0 }
    }
  }

  /// In debug builds: every column has one entry per symbol.
  func assertConsistent() {
    assert(
      isBasic.count == count && rows.count == count && info.count == count && column.symbolCount == count,
      "the symbol table's columns differ in length")
  }
}

/// Where a symbol stands with the simplex's choice of an entering symbol.
struct ObjectiveMark: OptionSet {
  let rawValue: UInt8
  /// Its objective coefficients changed since the simplex last looked.
  static let dirty = ObjectiveMark(rawValue: 1)
  /// It was improving when last looked at (an entry in `Tableau.candidates`).
  static let candidate = ObjectiveMark(rawValue: 2)
}

/// The column index: for each symbol, the basic rows that may hold it, in
/// the order they were noted.
///
/// Each symbol's list is threaded through one pool of entries (a head and
/// a tail per symbol, a next link per entry), and entries of emptied or
/// compacted lists go to a free list for reuse. An array per symbol was
/// one allocation for nearly every symbol a first layout makes (a
/// fifteenth of a long aligned stack's), and emptying one freed it again.
struct ColumnIndex {
  /// One noted row, and the next entry of the same list (−1: the last).
  struct Entry {
    var row: Int32
    var next: Int32
  }

  /// A symbol's list: its first and last entries (−1: empty) and its
  /// length. One record per symbol (three arrays were three headers to
  /// read for each new symbol; see ``SymbolFlags``).
  struct List {
    var head: Int32 = -1
    var tail: Int32 = -1
    var length: Int32 = 0
  }

  private var lists: [List] = []
  private var entries: [Entry] = []
  /// The first free entry (−1: none), linked through `next`.
  private var free: Int32 = -1

  var symbolCount: Int { lists.count }

  mutating func appendSymbol() {
    lists.append(List())
  }

  mutating func reserve(_ capacity: Int) {
    lists.reserveCapacity(capacity)
    entries.reserveCapacity(2 * capacity)
  }

  /// Forgets the lists of the symbols numbered `count` and above.
  mutating func truncate(to count: Int) {
    for id in count..<lists.count { clear(Symbol(id)) }
    lists.removeSubrange(count...)
  }

  /// How many entries `s`'s list has, stale ones included.
  @inline(__always) func count(_ s: Symbol) -> Int { Int(lists[s.id].length) }

  /// Notes row `r` at the end of `s`'s list.
  @inline(__always) mutating func append(_ r: Symbol, to s: Symbol) {
    let e: Int32
    if free >= 0 {
      e = free
      free = entries[Int(e)].next
      entries[Int(e)] = Entry(row: Int32(truncatingIfNeeded: r.id), next: -1)
    } else {
      e = Int32(truncatingIfNeeded: entries.count)
      entries.append(Entry(row: Int32(truncatingIfNeeded: r.id), next: -1))
    }
    let last = lists[s.id].tail
    if last < 0 { lists[s.id].head = e } else { entries[Int(last)].next = e }
    lists[s.id].tail = e
    lists[s.id].length += 1
  }

  /// The first entry of `s`'s list (−1: empty), for a walk with
  /// ``entry(_:)`` that reads the list in place. Appending to other lists
  /// during the walk is safe: it never touches this list's entries.
  @inline(__always) func firstEntry(_ s: Symbol) -> Int32 { lists[s.id].head }

  /// An entry's row and the next entry of its list (−1: the last).
  @inline(__always) func entry(_ e: Int32) -> (row: Symbol, next: Int32) {
    let x = entries[Int(e)]
    return (Symbol(Int(x.row)), x.next)
  }

  /// Empties `s`'s list; its entries go back to the pool.
  mutating func clear(_ s: Symbol) {
    let first = lists[s.id].head
    guard first >= 0 else { return }
    entries[Int(lists[s.id].tail)].next = free
    free = first
    lists[s.id].head = -1
    lists[s.id].tail = -1
    lists[s.id].length = 0
  }

  /// Keeps the entries of `s`'s list that `keep` accepts, in order; the
  /// others go back to the pool. Returns how many were kept.
  @discardableResult
  mutating func compact(_ s: Symbol, _ keep: (Symbol) -> Bool) -> Int {
    var kept: Int32 = 0
    var e = lists[s.id].head
    var last: Int32 = -1
    lists[s.id].head = -1
    while e >= 0 {
      let next = entries[Int(e)].next
      let r = Symbol(Int(entries[Int(e)].row))
      if keep(r) {
        kept += 1
        entries[Int(e)].next = -1
        if last < 0 { lists[s.id].head = e } else { entries[Int(last)].next = e }
        last = e
      } else {
        entries[Int(e)].next = free
        free = e
      }
      e = next
    }
    lists[s.id].tail = last
    lists[s.id].length = kept
    return Int(kept)
  }
}
