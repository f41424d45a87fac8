import SwiftReader
import Transcript

/// Values of a function's generic parameter that has no constraint (`func largest<T>`) can only
/// be copied and passed: comparing them or asking an array of them for its largest is swiftc's
/// error (the lesson on generics shows it, then adds `T: Comparable`); run, the values' own
/// `<` answered and the function printed as if constrained. Only a function's own placeholder
/// is judged, never a type's, whose extensions' `where` clauses the reader drops.
extension Compiler {
  /// `a > b`, `a == b` of two values of the unconstrained `T`.
  func checkUnconstrainedComparison(_ op: String, _ left: SwiftType, _ right: SwiftType, _ lhs: Expr, _ rhs: Expr) {
    guard case .generic(let name) = left, case .generic(name) = right, isUnconstrainedGeneric(name) else { return }
    let location = operatorLocation(op, lhs, rhs)
    switch op {
    case "<", ">", "<=", ">=":
      error("referencing operator function '\(op)' on 'Comparable' requires that '\(name)' conform to 'Comparable'", at: location)
    case "==", "!=":
      error("binary operator '\(op)' cannot be applied to two '\(name)' operands", at: location)
    default: break
    }
  }

  /// `xs.max()`, `xs.min()`, `xs.sorted()` of a `[T]` with `T` unconstrained; `xs.contains(x)`,
  /// which only `contains(where:)` can then be, is swiftc's missing label.
  func checkUnconstrainedElementOrder(_ baseType: SwiftType, _ name: String, _ syntax: [ArgumentSyntax], at location: SourceLocation) {
    guard case .array(.generic(let element)) = baseType, isUnconstrainedGeneric(element) else { return }
    if name == "contains", syntax.count == 1, syntax[0].label == nil, !syntax[0].isClosure {
      error("missing argument label 'where:' in call", at: syntax[0].expression.range.start)
      return
    }
    guard syntax.isEmpty, ["max", "min", "sorted"].contains(name) else { return }
    error("referencing instance method '\(name)()' on 'Sequence' requires that '\(element)' conform to 'Comparable'", at: location)
  }

  /// Whether `name` is the unconstrained generic parameter of the function being compiled (or
  /// of the function around the closure being compiled).
  func isUnconstrainedGeneric(_ name: String) -> Bool {
    var scope: FunctionContext? = context
    while let current = scope {
      if current.code.genericParameters.contains(name) { return current.code.unconstrainedGenerics.contains(name) }
      if current.selfType?.instanceType.userType?.genericParameters.contains(where: { $0.name == name }) == true { return false }
      scope = current.parent
    }
    return false
  }
}

/// `two(1.5, [1, 2])` with `func two<T>(_ a: T, _ b: [T])`: the literals that bind `T`, alone or
/// as an array literal's elements, agree on one type, a `Double` when one is a float literal
/// (swiftc prints `[1.0, 2.0]`; the array kept its `Int`s and printed `[1, 2]`).
extension Compiler {
  func unifyGenericArrayLiterals(
    _ arguments: [ArgumentSyntax], bindings: [ArgumentMatcher.Assignment], parameters: [ParameterCode],
    into hints: inout [ParameterHint?]
  ) {
    var groups: [String: [(position: Int, isArray: Bool)]] = [:]
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding, !parameters[index].isVariadic else { continue }
      switch parameters[index].type {
      case .generic(let name): groups[name, default: []].append((position, false))
      case .array(.generic(let name)): groups[name, default: []].append((position, true))
      default: continue
      }
    }
    for (_, members) in groups where members.contains(where: \.isArray) && members.count > 1 {
      var leaves: [Expr] = []
      for member in members {
        let expression = arguments[member.position].expression
        if member.isArray {
          guard case .arrayLiteral(let elements) = expression.kind else { leaves = []; break }
          leaves += elements
        } else {
          leaves.append(expression)
        }
      }
      guard !leaves.isEmpty, leaves.allSatisfy(isLiteralOnly), !leaves.contains(where: Self.holdsTextOrTruth),
        leaves.contains(where: { !isIntegerLiteralOnly($0) })
      else { continue }
      for member in members { hints[member.position] = ParameterHint(type: member.isArray ? .array(.double) : .double) }
    }
  }
}

/// `print(pick(1, 2.5))` with `func pick<T>(_ a: T, _ b: T) -> T`: the result's `Any` context
/// offers `T` the binding `Any`, which swiftc prefers to typing a literal away from its default
/// (its ranking puts a non-default literal before a conversion to `Any`), so each literal keeps
/// its own type and `1` prints; without that context `T` is `Double` and `1.0` prints. Only a
/// result that is `T` itself offers it (`[T]` into `Any` binds nothing of `T`).
extension Compiler {
  func keepLiteralsWhereAnyBinds(
    _ function: FunctionCode, _ parameters: [ParameterCode], _ syntax: [ArgumentSyntax], expected: SwiftType?,
    into hints: inout [ParameterHint?]
  ) {
    guard case .any? = expected, case .generic(let name) = function.returnType,
      let bindings = ArgumentMatcher.match(parameters.map(\.shape), shapes(syntax))
    else { return }
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding, position < hints.count else { continue }
      switch parameters[index].type {
      case .generic(name), .array(.generic(name)):
        hints[position] = ParameterHint(type: parameters[index].type)
      default: continue
      }
    }
  }
}
