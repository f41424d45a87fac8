import SwiftReader
import Transcript

/// Operators the program declares itself (`infix operator **: PowerPrecedence`, `prefix
/// operator √`): calls of its operator functions, global or static in a type, the overload
/// chosen by the operands' types, and the result typed by that overload.
extension Compiler {
  /// The infix operators the standard library gives meaning to here (a program may overload them).
  static let standardInfix: Set<String> = [
    "+", "-", "*", "/", "%", "&+", "&-", "&*", "&", "|", "^", "<<", ">>", "&<<", "&>>",
    "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=", "&&", "||", "??", "..<", "...", "=",
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
  ]
  static let standardPrefix: Set<String> = ["-", "+", "!", "~", "&", "..<", "..."]

  /// `a ** b` with an operator the standard library does not define.
  func compileCustomInfix(_ op: String, _ lhs: Expr, _ rhs: Expr, expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    // Each operand on its own: a program's operator may take two different types (`Double ** Int`).
    var left = compileExpr(lhs, expected: nil), right = compileExpr(rhs, expected: nil)
    resolveImplicitOperands(op, lhs, rhs, left: &left, right: &right, expected: expected)
    let shapes = operatorShapes(op, around: [left.type, right.type])
    let fitting = shapes.filter { takes($0.left, left) && takes($0.right, right) }
    if fitting.count == 1 {
      // `2 ** 3` with only `(Double, Int)` declared: the literal is the parameter's type.
      if left.literal != nil, !fitting[0].left.isUnknown { left = compileExpr(lhs, expected: fitting[0].left) }
      if right.literal != nil, !fitting[0].right.isUnknown { right = compileExpr(rhs, expected: fitting[0].right) }
    }
    if shapes.isEmpty {
      error("cannot find operator '\(op)' in scope", at: location)
    }
    return binaryCode(left, right, type: resultType(of: fitting)) { frame, a, b in
      if let value = try frame.interpreter.customOperator(op, a, b, at: location) { return value }
      throw InterpreterError.unsupported(
        "binary operator '\(op)' cannot be applied to operands of type '\(TypeNames.describe(a))' and '\(TypeNames.describe(b))'",
        at: location)
    }
  }

  /// `√x` or `x%%`: a one-parameter operator function of the program.
  func compileCustomUnary(_ op: String, _ operand: Expr, isPostfix: Bool, at location: SourceLocation) -> ExprCode {
    // `i++` from C: Swift has no such operator unless the program declares one.
    if op == "++" || op == "--", !programDeclaresOperator(op) {
      let place = isPostfix ? operand.range.end : location
      error("cannot find operator '\(op)' in scope; did you mean '\(op.prefix(1))= 1'?", at: place)
    }
    let value = compileExpr(operand, expected: nil)
    var codes = program.functions[op] ?? []
    if case .user(let userType, _) = value.type { codes += userType.members.staticMethods[op] ?? [] }
    codes += program.extensions[Compiler.extensionKeyName(value.type)]?.staticMethods[op] ?? []
    let fitting = codes.filter { code in
      code.parameters.count == 1 && code.isPostfixOperator == isPostfix
        && (value.type.isUnknown || isAccepted(code.parameters[0].type, value.type))
    }
    let type = resultType(of: fitting.map { OperatorShape(left: $0.parameters[0].type, right: .void, result: $0.returnType) })
    if fitting.count == 1, fitting[0].parameters[0].isInout, let place = compilePlace(operand) {
      return inoutUnary(fitting[0], place, type: type, at: location)
    }
    return map(value, type: type) { frame, operand in
      try frame.interpreter.unary(op, operand, postfix: isPostfix, at: location)
    }
  }

  /// Whether the program declares a function for the operator anywhere (global, a type's, an extension's).
  private func programDeclaresOperator(_ op: String) -> Bool {
    if !(program.functions[op] ?? []).isEmpty { return true }
    if program.allTypes.contains(where: { !($0.members.staticMethods[op] ?? []).isEmpty }) { return true }
    return program.extensions.values.contains { !($0.staticMethods[op] ?? []).isEmpty }
  }

  /// `+++v` with `static prefix func +++ (v: inout Vector2D)`: the operator changes the variable.
  private func inoutUnary(_ code: FunctionCode, _ place: PlaceCode, type: SwiftType, at location: SourceLocation) -> ExprCode {
    let modify = place.modify
    let owner = code.owner.map { Value.type($0.asType) } ?? .void
    return ExprCode(type: type, run: { frame in
      var result = Value.void
      try modify(frame) { current in
        let cell = Box(current)
        result = try frame.interpreter.invoke(code, arguments: [current], cells: [cell], captures: [], selfValue: owner,
          selfBox: nil, at: location)
        current = cell.value
      }
      return result
    }, location: location)
  }

  /// Whether an operand compiled as `code` may be passed for a parameter of `type`: a literal
  /// fits any type its kind of literal can make.
  private func takes(_ type: SwiftType, _ code: ExprCode) -> Bool {
    switch code.literal {
    case .integer?: if type.isNumeric { return true }
    case .float?: if type.isFloatingPoint { return true }
    default: break
    }
    return isAccepted(type, code.type)
  }

  func isAccepted(_ parameter: SwiftType, _ actual: SwiftType) -> Bool {
    switch parameter {
    case .unknown, .generic, .any: return true
    default: return actual.isUnknown || parameter.isSame(as: actual) || parameter.isSame(as: actual.wrapped)
    }
  }

  /// The result all fitting overloads agree on, when it names a type (not a generic parameter).
  private func resultType(of shapes: [OperatorShape]) -> SwiftType {
    guard let first = shapes.first, shapes.allSatisfy({ $0.result.isSame(as: first.result) }) else { return .unknown }
    if case .generic = first.result { return .unknown }
    return first.result
  }
}
