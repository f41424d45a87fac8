import Transcript
import SwiftReader

/// The elements of a collection of certain type are as certain as it: a closure given them
/// (`nums.map { $0 * 2.5 }` on a `[Int]`) and a loop over them (`for n in nums`, `for i in 1...5`)
/// hold an `Int`, so `$0 * 2.5` is swiftc's "binary operator '*' cannot be applied to operands of
/// type 'Int' and 'Double'"; run, the element was widened and `[2.5, 5.0, 7.5]` printed.
extension Compiler {
  /// The standard library's methods whose closure takes the receiver's elements, one or two.
  static let elementClosureMethods: Set<String> = [
    "map", "filter", "forEach", "compactMap", "flatMap", "contains", "first", "last", "firstIndex", "lastIndex",
    "allSatisfy", "drop", "prefix", "removeAll", "sorted", "sort", "min", "max", "partition", "split",
  ]

  /// Those whose closure is a predicate of one element (`contains(where:)` beside `contains(_:)`).
  static let elementPredicateMethods: Set<String> = [
    "filter", "contains", "first", "last", "firstIndex", "lastIndex", "allSatisfy", "drop", "prefix", "removeAll",
  ]

  func markCertainElementClosures(
    _ base: Expr?, _ baseType: SwiftType, _ name: String, _ syntax: [ArgumentSyntax], into hints: inout [ParameterHint?]
  ) {
    guard Self.elementClosureMethods.contains(name), let base, isCertainlyTyped(base),
      case .array(let element) = baseType, Self.checkedName(element) != nil || Self.isPlainUserType(element)
    else { return }
    for index in hints.indices where index < syntax.count {
      // `nums.contains { $0 > 1 }`: the hint may be `contains(_:)`'s element; the closure is the predicate's.
      if Self.elementPredicateMethods.contains(name), case .closure = syntax[index].expression.kind,
        syntax.count == 1, hints[index].map({ if case .function = $0.type { false } else { true } }) ?? true
      {
        hints[index] = ParameterHint(type: .function(parameters: [element], result: .bool, isAsync: false, isThrowing: true))
      }
      // The registry writes them `Element`, which the hint may leave unknown.
      guard var hint = hints[index], case .function(let parameters, _, _, _)? = hint.type, (1...2).contains(parameters.count),
        parameters.allSatisfy({ $0.isUnknown || $0.isSame(as: element) })
      else { continue }
      hint.closureParametersAreCertain = true
      hint.closureParameterTypes = hint.closureParameterTypes ?? Array(repeating: element, count: parameters.count)
      hints[index] = hint
    }
  }

  /// A struct or enum of the program, not generic: its closures' parameters are constants.
  static func isPlainUserType(_ type: SwiftType) -> Bool {
    guard case .user(let user, let arguments) = type else { return false }
    return arguments.isEmpty && user.genericParameters.isEmpty && !user.isClass && !user.isProtocol
  }

  /// `for n in nums` over a certain `[Int]`, `for i in 1...5`: the loop's variable is certain.
  func markCertainLoopVariable(_ pattern: Pattern, over sequence: Expr, element: SwiftType) {
    guard Self.checkedName(element) != nil, case .identifier(let name) = Self.unbound(pattern).kind,
      isCertainSequence(sequence, element: element)
    else { return }
    context.scopes[context.scopes.count - 1][name]?.typeIsCertain = true
  }

  private func isCertainSequence(_ sequence: Expr, element: SwiftType) -> Bool {
    switch sequence.kind {
    case .infixOperator(let op, let lhs, let rhs) where op == "..<" || op == "...":
      guard case .int = element else { return false }
      return [lhs, rhs].allSatisfy { operand in
        if case .integerLiteral = operand.kind { return true }
        return isCertainlyTyped(operand) && Self.isCertainNumberExpression(operand, self)
      }
    default:
      return isCertainlyTyped(sequence)
    }
  }
}

/// A library property called as a method (`xs.count()`, `s.isEmpty()`): swiftc's "cannot call
/// value of non-function type 'Int'", at the name, where it was "lesson-runner does not model
/// 'Array.count()'", which blamed the tool for the student's slip.
extension Compiler {
  func checkPropertyCalled(_ baseType: SwiftType, _ name: String, at location: SourceLocation) {
    guard baseType.userType == nil, !baseType.isUnknown else { return }
    let type = memberType(of: baseType, name)
    guard let shown = Self.checkedName(type) ?? Self.checkedName(type.wrapped).map({ "\($0)?" }) else { return }
    error("cannot call value of non-function type '\(shown)'", at: location)
  }
}

/// `===` of values that are no objects (`a.x === b.x` of two `Int`s, two structs): swiftc's
/// "argument type 'Int' expected to be an instance of a class or class-constrained type", at
/// the first such operand; run, it compared them and printed `true` or `false`.
extension Compiler {
  func checkIdentityOperands(_ left: ExprCode, _ right: ExprCode, _ lhs: Expr, _ rhs: Expr) {
    for (code, expr) in [(left, lhs), (right, rhs)] where isCertainlyTyped(expr) {
      let name: String?
      switch code.type {
      case .user(let type, let arguments) where !type.isClass && !type.isProtocol && arguments.isEmpty && type.outer == nil:
        name = type.name
      default:
        name = Self.checkedName(code.type)
      }
      guard let name else { continue }
      error("argument type '\(name)' expected to be an instance of a class or class-constrained type", at: anchor(of: expr))
      return
    }
  }
}

/// A function or closure named as a statement without being called (`c` for `c()`, `s.go` for
/// `s.go()`): swiftc's "function is unused" error, with its diagnostic group; run, nothing
/// happened and the lines the call would print were silently missing.
extension Compiler {
  func checkUnusedFunction(_ expression: Expr, _ type: SwiftType) {
    guard case .function = type else { return }
    switch expression.kind {
    case .identifier, .member: error("function is unused [#no-usage]", at: anchor(of: expression))
    default: break
    }
  }
}

/// A property a protocol requires `{ get }` only, set through a value of the protocol's type
/// (`let g: Greeter = En(); g.name = "b"`): swiftc's "cannot assign to property: 'name' is a
/// get-only property"; run, the assignment went through to the conforming value.
extension Compiler {
  func isGetOnlyRequirement(_ name: String, of proto: UserType) -> Bool {
    for (owner, members, isExtension) in typeMembers where owner === proto && !isExtension {
      for member in members {
        guard case .variable(let variable) = member.kind else { continue }
        for binding in variable.bindings {
          guard case .identifier(name) = binding.pattern.kind, case .accessors(let accessors)? = binding.accessors else { continue }
          return !accessors.contains { $0.kind == .set }
        }
      }
    }
    return false
  }
}

/// `Suit.allCases` of an enum that does not adopt `CaseIterable` (nor a protocol refining it):
/// swiftc's "type 'Suit' has no member 'allCases'" before anything runs, where the run printed
/// the lines before it and then stopped.
extension Compiler {
  func lacksAllCases(_ type: UserType) -> Bool {
    guard !type.isProtocol, type.genericParameters.isEmpty else { return false }
    return !type.conforms(to: "CaseIterable") && !allConformances(of: type).contains { $0.name == "CaseIterable" }
  }
}

/// A default of `??` that cannot be the optional's value (`Int(text) ?? "zero"`, `s ?? 1.5`)
/// where no `Any` takes both: swiftc's "binary operator '??' cannot be applied to operands of
/// type 'Int?' and 'String'", at the operator; `nil` as the default of a declared non-optional
/// is "'nil' is not compatible with expected argument type 'String'". Run, the optional's value
/// was printed as if nothing were wrong.
extension Compiler {
  func checkCoalescingDefault(_ lhs: Expr, _ rhs: Expr, expected: SwiftType?) {
    if case .nilLiteral = rhs.kind, let expected, !expected.isOptional, let name = Self.checkedName(expected),
      certainOptional(lhs) != nil
    {
      error("'nil' is not compatible with expected argument type '\(name)'", at: rhs.range.start)
      return
    }
    guard expected == nil, let wrapped = certainOptional(lhs), let name = Self.checkedName(wrapped),
      let literal = Self.literalTypeName(rhs)
    else { return }
    let fits: Set<String> = switch literal {
    case "Int": ["Int", "Double"]
    case "Double": ["Double"]
    default: [literal]
    }
    guard !fits.contains(name), literal != "nil" else { return }
    error("binary operator '??' cannot be applied to operands of type '\(name)?' and '\(literal)'", at: operatorLocation("??", lhs, rhs))
  }
}

/// A method of the program's generic type called on an instance whose arguments are certain
/// (`var s = Stack<Int>()`): its parameters of type `T` take `Int`, so `s.push("a")` is swiftc's
/// "cannot convert value of type 'String' to expected argument type 'Int'"; run, the stack
/// held a string among its numbers.
extension Compiler {
  func specialized(_ parameters: [ParameterCode], for base: Expr?, _ baseType: SwiftType) -> [ParameterCode] {
    guard case .user(let type, let arguments) = baseType, !arguments.isEmpty,
      arguments.count == type.genericParameters.count, arguments.allSatisfy(\.isCompletelyKnown),
      let base, isCertainlyTyped(base)
    else { return parameters }
    let bindings = Dictionary(zip(type.genericParameters.map(\.name), arguments)) { first, _ in first }
    return parameters.map { parameter in
      var specialized = parameter
      specialized.type = parameter.type.replacingGenerics(bindings)
      return specialized
    }
  }
}
