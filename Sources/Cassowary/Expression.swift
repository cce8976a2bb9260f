/// A variable times a coefficient.
public struct Term: Sendable {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates `coefficient × variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are built with the ordinary operators:
///
/// ```swift
/// let x = Variable("x"), w = Variable("w")
/// let right = x + w          // 1·x + 1·w + 0
/// let centre = x + 0.5 * w   // 1·x + 0.5·w + 0
/// let gap = right - 8        // 1·x + 1·w − 8
/// ```
///
/// Arithmetic keeps terms as written; a ``Constraint`` merges duplicate
/// variables when it is created.
public struct Expression: Sendable {
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 × variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// The expression with duplicate variables merged (first occurrence keeps
  /// its position) and zero coefficients dropped.
  ///
  /// - Complexity: O(n²) for n terms; expressions are short.
  public var reduced: Expression {
    // Most expressions are reduced already (a few distinct variables):
    // keep them as they are, without building a new array.
    if isReduced { return self }
    if terms.count > 32 { return reducedByIdentity }
    var out: [Term] = []
    out.reserveCapacity(terms.count)
    for term in terms {
      if let i = out.firstIndex(where: { $0.variable === term.variable }) {
        out[i].coefficient += term.coefficient
      } else {
        out.append(term)
      }
    }
    return Expression(out.filter { $0.coefficient != 0 }, constant: constant)
  }

  /// `reduced` for a long expression, with a table of where each variable
  /// went (the pairwise search is quadratic in the terms).
  var reducedByIdentity: Expression {
    var out: [Term] = []
    out.reserveCapacity(terms.count)
    var place: [ObjectIdentifier: Int] = [:]
    place.reserveCapacity(terms.count)
    for term in terms {
      if let i = place[ObjectIdentifier(term.variable)] {
        out[i].coefficient += term.coefficient
      } else {
        place[ObjectIdentifier(term.variable)] = out.count
        out.append(term)
      }
    }
    return Expression(out.filter { $0.coefficient != 0 }, constant: constant)
  }

  /// Whether every variable appears once and no coefficient is zero.
  var isReduced: Bool {
    guard terms.count <= 8 else { return false }
    for i in terms.indices {
      if terms[i].coefficient == 0 { return false }
      for j in terms.indices where j < i && terms[j].variable === terms[i].variable { return false }
    }
    return true
  }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }
}

/// A value that can stand in a linear expression: a ``Variable``, a
/// ``Term`` or an ``Expression``.
public protocol LinearExpressible {
  /// The value as an expression.
  var linearExpression: Expression { get }
}

extension Variable: LinearExpressible {
  public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearExpressible {
  public var linearExpression: Expression { Expression([self]) }
}

extension Expression: LinearExpressible {
  public var linearExpression: Expression { self }
}

extension Expression: CustomStringConvertible {
  public var description: String {
    var parts: [String] = []
    for term in terms {
      let c = term.coefficient
      let name = term.variable.description
      let body = c == 1 ? name : c == -1 ? "-\(name)" : "\(formatNumber(c))·\(name)"
      parts.append(body)
    }
    if constant != 0 || parts.isEmpty { parts.append(formatNumber(constant)) }
    var text = parts.first ?? "0"
    for part in parts.dropFirst() {
      text += part.hasPrefix("-") ? " - " + part.dropFirst() : " + " + part
    }
    return text
  }
}

/// Prints a number without a trailing `.0` when it is whole.
func formatNumber(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return String(value)
}

// MARK: - Operators

/// `a + b` for any two linear values.
public func + <A: LinearExpressible, B: LinearExpressible>(a: A, b: B) -> Expression {
  let l = a.linearExpression, r = b.linearExpression
  return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

/// `a + c` for a linear value and a number.
public func + <A: LinearExpressible>(a: A, c: Double) -> Expression {
  var e = a.linearExpression
  e.constant += c
  return e
}

/// `c + a` for a number and a linear value.
public func + <A: LinearExpressible>(c: Double, a: A) -> Expression { a + c }

/// `a − b` for any two linear values.
public func - <A: LinearExpressible, B: LinearExpressible>(a: A, b: B) -> Expression {
  a + (-1 * b)
}

/// `a − c` for a linear value and a number.
public func - <A: LinearExpressible>(a: A, c: Double) -> Expression { a + (-c) }

/// `c − a` for a number and a linear value.
public func - <A: LinearExpressible>(c: Double, a: A) -> Expression { (-1 * a) + c }

/// `k × a`: every coefficient and the constant multiplied by `k`.
public func * <A: LinearExpressible>(k: Double, a: A) -> Expression {
  let e = a.linearExpression
  return Expression(
    e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}

/// `a × k`: every coefficient and the constant multiplied by `k`.
public func * <A: LinearExpressible>(a: A, k: Double) -> Expression { k * a }

/// `a ÷ k`: every coefficient and the constant divided by `k`.
public func / <A: LinearExpressible>(a: A, k: Double) -> Expression { (1 / k) * a }

/// `−a`.
public prefix func - <A: LinearExpressible>(a: A) -> Expression { -1 * a }
