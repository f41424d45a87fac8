import SwiftReader
import Transcript

/// A `switch` that leaves some value unmatched: swiftc refuses to build it (`switch must be
/// exhaustive`, at the `switch` keyword), so it never runs here either, where it would print
/// the cases it did match and trap on the first value it did not.
///
/// swiftc prints notes under the error (`add missing case: '.east'`); the product shows one
/// line per error, as for every other diagnostic, so the notes are left out.
///
/// Only what is sure is refused: a `switch` with no `default` whose every pattern is understood
/// here — `_` or a name (matches everything), `true`/`false` on a `Bool`, a case of an enum of the
/// program (its associated values matched by names or `_` only), or a literal (`1`, `"a"`,
/// `2...5`, which never make a switch exhaustive, whatever its subject). A pattern with a
/// `where` clause matches nothing for exhaustiveness, as for swiftc. Any other pattern (a tuple,
/// `x?`, `is T`, a case with a nested pattern, a name of a value) leaves the switch unchecked.
extension Compiler {
  func checkExhaustive(_ cases: [SwitchCase], subjectType: SwiftType, at location: SourceLocation) {
    guard !cases.isEmpty else { return }
    var coverage = SwitchCoverage()
    for switchCase in cases {
      guard case .patterns(let items) = switchCase.label else { return }
      for item in items {
        let covered = SwitchCoverage.classify(item.pattern)
        if case .unknown = covered { return }
        if item.whereClause == nil { coverage.add(covered) }
      }
    }
    guard !coverage.everything, let missing = coverage.leavesUnmatched(subjectType), missing else { return }
    error("switch must be exhaustive", at: location)
  }
}

/// What the patterns of a `switch` match, as far as swiftc's exhaustiveness check counts them.
private struct SwitchCoverage {
  enum Covered {
    /// `_`, `let x`: every value.
    case everything
    case bool(Bool)
    /// An enum case by name, all its associated values; `type` is the name written before it.
    case enumCase(String, type: String?)
    /// A literal or a range of literals: counts for nothing.
    case nothing
    case unknown
  }

  var everything = false
  var bools: Set<Bool> = []
  var enumCases: Set<String> = []
  var typeNames: Set<String> = []

  mutating func add(_ covered: Covered) {
    switch covered {
    case .everything: everything = true
    case .bool(let value): bools.insert(value)
    case .enumCase(let name, let type):
      enumCases.insert(name)
      if let type { typeNames.insert(type) }
    case .nothing, .unknown: break
    }
  }

  /// Whether a subject of this type is left with values no pattern matches; nil when unsure.
  func leavesUnmatched(_ type: SwiftType) -> Bool? {
    if !bools.isEmpty || !enumCases.isEmpty {
      switch type {
      case .bool where enumCases.isEmpty: return bools.count < 2
      case .user(let user, _) where user.isEnum && bools.isEmpty && !user.cases.isEmpty:
        let names = Set(user.cases.map(\.name))
        // A name the enum lacks, or a type written that is not it: our type may be wrong.
        guard enumCases.isSubset(of: names), typeNames.allSatisfy({ $0 == user.name }) else { return nil }
        return !names.isSubset(of: enumCases)
      default: return nil
      }
    }
    // Only literals (and guarded patterns): swiftc never counts them as covering a type that
    // has values at all.
    switch type {
    case .never: return nil
    case .user(let user, _) where user.isEnum && user.cases.isEmpty: return nil
    default: return true
    }
  }

  static func classify(_ pattern: Pattern) -> Covered {
    switch pattern.kind {
    case .wildcard, .identifier: return .everything
    case .binding(_, let inner):
      return isIrrefutable(inner) ? .everything : classify(inner)
    case .enumCase(let type, let name, let arguments):
      guard (arguments ?? []).allSatisfy({ isIrrefutable($0.pattern) }) else { return .unknown }
      guard let type else { return .enumCase(name, type: nil) }
      guard case .named(let typeName, let generics) = type.kind, generics.isEmpty else { return .unknown }
      return .enumCase(name, type: typeName)
    case .expression(let expression):
      if case .booleanLiteral(let value) = expression.kind { return .bool(value) }
      return isLiteral(expression) ? .nothing : .unknown
    case .tuple, .optional, .isType, .asType:
      return .unknown
    }
  }

  /// `_`, a name, `let (a, b)`: a pattern that matches whatever it is given.
  static func isIrrefutable(_ pattern: Pattern) -> Bool {
    switch pattern.kind {
    case .wildcard, .identifier: return true
    case .binding(_, let inner): return isIrrefutable(inner)
    case .tuple(let elements): return elements.allSatisfy { isIrrefutable($0.pattern) }
    default: return false
    }
  }

  /// `1`, `-2`, `2.5`, `"a"`, `1...5`, `..<0`, `0...`: literals and ranges of them.
  static func isLiteral(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .integerLiteral, .floatLiteral: return true
    case .stringLiteral(let segments):
      return segments.allSatisfy { if case .text = $0 { true } else { false } }
    case .prefixOperator(let op, let operand): return ["-", "..<", "..."].contains(op) && isLiteral(operand)
    case .postfixOperator(let op, let operand): return op == "..." && isLiteral(operand)
    case .infixOperator(let op, let lhs, let rhs): return ["...", "..<"].contains(op) && isLiteral(lhs) && isLiteral(rhs)
    default: return false
    }
  }
}
