/// One nonzero entry of a row.
struct Cell {
  var symbol: Symbol
  var coefficient: Double
}

/// Cells are dropped when their magnitude falls below this.
let epsilon = 1.0e-9

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// A linear form `constant + Σ coefficient·symbol`, cells sorted by symbol.
///
/// In the tableau, the row stored for basic symbol `b` reads
/// `b = constant + Σ cells`; while a constraint is being added it reads
/// `0 = constant + Σ cells`.
struct Row {
  var cells: [Cell] = []
  var constant: Double = 0

  /// The cells a new constraint's row gains after its terms: its markers.
  static let markerRoom = 2

  init(constant: Double = 0) { self.constant = constant }

  /// Binary search for `symbol`; the insertion point when absent.
  @inline(__always) func find(_ symbol: Symbol) -> (index: Int, found: Bool) {
    var lo = 0, hi = cells.count
    while lo < hi {
      let mid = (lo + hi) >> 1
      let s = cells[mid].symbol
      if s == symbol { return (mid, true) }
      if s < symbol { lo = mid + 1 } else { hi = mid }
    }
    return (lo, false)
  }

  func coefficient(for symbol: Symbol) -> Double {
    let (i, found) = find(symbol)
    return found ? cells[i].coefficient : 0
  }

  func contains(_ symbol: Symbol) -> Bool { find(symbol).found }

  /// `self += coefficient·symbol`, dropping the cell if it cancels.
  /// Returns true when the symbol was not in the row before.
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
    let (i, found) = find(symbol)
    if found {
      let c = cells[i].coefficient + coefficient
      if nearZero(c) { cells.remove(at: i) } else { cells[i].coefficient = c }
      return false
    }
    if nearZero(coefficient) { return false }
    // A new symbol (a constraint's markers, a new variable) has the highest
    // number: appended, not inserted (an insertion is a generic range
    // replacement).
    if i == cells.count {
      cells.append(Cell(symbol: symbol, coefficient: coefficient))
    } else {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
    }
    return true
  }

  mutating func remove(_ symbol: Symbol) {
    let (i, found) = find(symbol)
    if found { cells.remove(at: i) }
  }

  /// `self += k·other`, with `skip` (if any) removed from `self` first.
  /// Symbols that enter `self` are appended to `added`.
  mutating func add(_ other: Row, times k: Double, skipping skip: Symbol? = nil, added: inout [Symbol]) {
    var scratch: [Cell] = []
    add(other, times: k, skipping: skip, added: &added, scratch: &scratch)
  }

  /// The same, merging into `scratch` and swapping buffers: the row takes
  /// `scratch`'s storage and leaves its old one there, so a caller that
  /// keeps one scratch array updates rows without allocating once the
  /// buffers have grown. With `listsAdded` false, `added` is left alone.
  mutating func add(
    _ other: Row, times k: Double, skipping skip: Symbol?, added: inout [Symbol], scratch: inout [Cell],
    listsAdded: Bool = true
  ) {
    other.cells.withUnsafeBufferPointer { cells in
      add(
        cells: cells, constant: other.constant, times: k, skipping: skip, added: &added, scratch: &scratch,
        listsAdded: listsAdded)
    }
  }

  /// The same, with the other row given as its constant and its cells
  /// lent in place: a caller that reads a basic row of the tableau passes
  /// it without a retain and a release of its cells (two atomic operations
  /// on a buffer that is often cold, for every basic term of a new
  /// constraint).
  mutating func add(
    cells otherCells: UnsafeBufferPointer<Cell>, constant otherConstant: Double, times k: Double,
    skipping skip: Symbol?, added: inout [Symbol], scratch: inout [Cell], listsAdded: Bool = true
  ) {
    constant += k * otherConstant
    // Compared by number in the loop below (no symbol is numbered −1).
    let skip = skip?.id ?? -1
    // Both buffers moved, not copied (a copy retains and releases them).
    var a: [Cell] = []
    swap(&a, &cells)
    var out: [Cell] = []
    swap(&out, &scratch)
    out.emptyKeepingCapacity()
    out.reserveCapacity(a.count + otherCells.count)
    // A merge of two sorted lists, read through raw buffers (no bounds or
    // uniqueness checks in the loop).
    a.withUnsafeBufferPointer { pa in
      let pb = otherCells
      var i = 0, j = 0
      let na = pa.count, nb = pb.count
      while i < na && j < nb {
        let sa = pa[i].symbol.id, sb = pb[j].symbol.id
        if sa < sb {
          if sa != skip { out.append(pa[i]) }
          i += 1
        } else if sb < sa {
          let c = k * pb[j].coefficient
          if !nearZero(c) {
            out.append(Cell(symbol: pb[j].symbol, coefficient: c))
            if listsAdded { added.append(pb[j].symbol) }
          }
          j += 1
        } else {
          if sa != skip {
            let c = pa[i].coefficient + k * pb[j].coefficient
            if !nearZero(c) { out.append(Cell(symbol: pa[i].symbol, coefficient: c)) }
          }
          i += 1
          j += 1
        }
      }
      while i < na {
        if pa[i].symbol.id != skip { out.append(pa[i]) }
        i += 1
      }
      while j < nb {
        let c = k * pb[j].coefficient
        if !nearZero(c) {
          out.append(Cell(symbol: pb[j].symbol, coefficient: c))
          if listsAdded { added.append(pb[j].symbol) }
        }
        j += 1
      }
    }
    swap(&cells, &out)
    swap(&scratch, &a)
  }

  /// Multiplies every cell and the constant by `k`.
  mutating func scale(_ k: Double) {
    constant *= k
    for i in cells.indices { cells[i].coefficient *= k }
  }

  /// `0 = c + a·s + rest` becomes `s = −c/a − rest/a` (the row no longer
  /// holds `s`).
  mutating func solve(for symbol: Symbol) {
    let (i, found) = find(symbol)
    precondition(found, "solve(for:) on a symbol that is not in the row")
    let k = -1 / cells[i].coefficient
    cells.remove(at: i)
    scale(k)
  }

  /// `lhs = c + a·rhs + rest` becomes `rhs = (lhs − c − rest)/a`.
  mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }
}

extension Array {
  /// Empties a short list, keeping its storage: one by one, which for a
  /// row's few cells or a constraint's few symbols is a fraction of
  /// `removeAll(keepingCapacity:)` (a generic range replacement, about 80
  /// instructions a call, three times per constraint added).
  @inline(__always) mutating func emptyKeepingCapacity() {
    // A long row (a random system's) goes the usual way: one by one would
    // cost its length.
    if count > 8 {
      removeAll(keepingCapacity: true)
      return
    }
    while !isEmpty { removeLast() }
  }
}
