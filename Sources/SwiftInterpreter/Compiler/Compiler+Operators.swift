import SwiftReader
import Transcript

/// Operators: arithmetic with fast paths when both sides are known `Int`s or `Double`s,
/// comparisons, `&&`/`||`/`??` that short-circuit, ranges, and assignment.
extension Compiler {
  static let shifts: Set<String> = ["<<", ">>", "&<<", "&>>"]
  static let arithmetic: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*", "&", "|", "^", "<<", ">>"]
  private static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!=="]
  private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*="]

  func compileInfix(_ op: String, _ lhs: Expr, _ rhs: Expr, expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    if op == "=" { return compileAssignment(lhs, rhs, at: location) }
    if !Compiler.standardInfix.contains(op) { return compileCustomInfix(op, lhs, rhs, expected: expected, at: location) }
    if Compiler.compoundAssignments.contains(op) { return compileCompoundAssignment(String(op.dropLast()), lhs, rhs, at: location) }
    switch op {
    case "&&", "||": return compileLogical(op, lhs, rhs, at: location)
    case "??": return compileCoalescing(lhs, rhs, expected: expected, at: location)
    case "..<", "...":
      // `let r: ClosedRange<Double> = 1...2`: the bounds take the expected bound type.
      var boundHint: SwiftType? = nil
      if case .range(let expectedBound, _)? = expected?.wrapped, !expectedBound.isUnknown { boundHint = expectedBound }
      let (left, right) = compileOperands(lhs, rhs, expected: boundHint, unwrapping: op)
      let closed = op == "..."
      let bound = left.type.isUnknown ? right.type : left.type
      return binaryCode(left, right, type: .range(bound, isClosed: closed)) { frame, a, b in
        try frame.interpreter.makeRange(a, b, closed: closed, at: location)
      }
    case "~=":
      let (left, right) = compileOperands(lhs, rhs, expected: nil)
      return binaryCode(left, right, type: .bool) { frame, a, b in
        .bool(try frame.interpreter.patternMatches(a, b, at: location))
      }
    default:
      break
    }
    if Compiler.comparisons.contains(op) {
      let (left, right) = compileOperands(lhs, rhs, expected: nil, op: op, unwrapping: op)
      if op != "===" && op != "!==" { checkOperands(op, left, right, lhs, rhs, expected: nil) } else { checkIdentityOperands(left, right, lhs, rhs) }
      checkUnconstrainedComparison(op, left.type, right.type, lhs, rhs)
      if left.type.isSame(as: .int) && right.type.isSame(as: .int) { return intComparison(op, left, right) }
      return binaryCode(left, right, type: .bool) { frame, a, b in
        .bool(try frame.interpreter.compare(op, a, b, at: location))
      }
    }
    let numeric = expected.flatMap { literalTarget($0) }
    if Compiler.shifts.contains(op) {
      // Shifts are heterogeneous (`static func << <RHS: BinaryInteger>(lhs: Self, rhs: RHS) -> Self`):
      // the amount is typed on its own, a literal amount is an `Int`.
      let left = implicitlyUnwrappedOperand(compileExpr(lhs, expected: numeric), op)
      let right = implicitlyUnwrappedOperand(compileExpr(rhs, expected: nil), op)
      if left.type.isSame(as: .int), right.type.isSame(as: .int) { return intArithmetic(op, left, right, at: location) }
      return binaryCode(left, right, type: left.type) { frame, a, b in try frame.interpreter.binary(op, a, b, at: location) }
    }
    // `.now() + .infinity` where a `DispatchTime` is expected: the overload with that result.
    let (left, right) = compileOperands(lhs, rhs, expected: numeric, op: op, result: expected, unwrapping: op)
    if Compiler.arithmetic.contains(op) { checkOperands(op, left, right, lhs, rhs, expected: numeric) }
    let type = arithmeticType(op, left, right)
    checkConstantOverflow(op, lhs, rhs, type: type)
    if Compiler.arithmetic.contains(op), left.type.isSame(as: .int), right.type.isSame(as: .int) {
      return intArithmetic(op, left, right, at: location)
    }
    if Compiler.arithmetic.contains(op), left.type.isSame(as: .double), right.type.isSame(as: .double) {
      return binaryCode(left, right, type: .double) { frame, a, b in
        if case .double(let x) = a, case .double(let y) = b { return try frame.interpreter.doubleOperation(op, x, y, at: location) }
        return try frame.interpreter.binary(op, a, b, at: location)
      }
    }
    return binaryCode(left, right, type: type) { frame, a, b in
      try frame.interpreter.binary(op, a, b, at: location)
    }
  }

  /// Both operands, literals typed by each other (`x * 2` with `x: Double` makes `2.0`) and
  /// by the context, as Swift's literal types are chosen.
  func compileOperands(
    _ lhs: Expr, _ rhs: Expr, expected: SwiftType?, op: String? = nil, result: SwiftType? = nil,
    unwrapping: String? = nil
  ) -> (ExprCode, ExprCode) {
    let hint = expected ?? literalTypeHint(lhs, rhs)
    var left = implicitlyUnwrappedOperand(compileExpr(lhs, expected: hint), unwrapping ?? "")
    // An implicit member waits for the operator's overloads (below) rather than take the left type.
    let rightHint = op != nil && isImplicitMemberRooted(rhs) ? nil : (left.type.isUnknown ? nil : left.type)
    var right = implicitlyUnwrappedOperand(compileExpr(rhs, expected: hint ?? rightHint), unwrapping ?? "")
    if hint == nil, left.literal != nil || isLiteralArithmetic(lhs), !right.type.isUnknown, right.literal == nil {
      left = compileExpr(lhs, expected: right.type)
    }
    // `[1, 2] + [1.5]`, `Array(repeating: 0, count: 2) + [0.5]`: the literals are Doubles.
    if hint == nil, isArrayOfLiterals(lhs) || isArrayOfLiterals(rhs) {
      let leftNatural = compileExpr(lhs, expected: nil).type, rightNatural = compileExpr(rhs, expected: nil).type
      // `Array(repeating: 0, count: 2)` is known only as an array: its literal is still an `Int`.
      func literalElement(_ type: SwiftType) -> Bool { type.isSame(as: .int) || type.isUnknown }
      if case .array(let l) = leftNatural, case .array(let r) = rightNatural {
        if literalElement(l), Compiler.isNumber(r), !r.isSame(as: .int), isArrayOfLiterals(lhs) {
          left = convert(compileExpr(lhs, expected: rightNatural), to: rightNatural)
          right = compileExpr(rhs, expected: rightNatural)
        } else if literalElement(r), Compiler.isNumber(l), !l.isSame(as: .int), isArrayOfLiterals(rhs) {
          right = convert(compileExpr(rhs, expected: leftNatural), to: leftNatural)
        }
      }
    }
    // A literal beside an operand of a known number type is of that type, whatever the context
    // hinted (`Int(byte - 48)` with `byte: UInt8`: Int's initializers are declared loosely here).
    if expected != nil, left.literal != nil, right.literal == nil, Compiler.isNumber(right.type),
      !right.type.isSame(as: left.type)
    {
      left = compileExpr(lhs, expected: right.type)
    } else if expected != nil, right.literal != nil, left.literal == nil, Compiler.isNumber(left.type),
      !left.type.isSame(as: right.type)
    {
      right = compileExpr(rhs, expected: left.type)
    }
    if let op {
      // `origin + .unit(d)`: the member's type comes from the overloads of `op` (see
      // Compiler+ImplicitOperands), the other operand's type when none says otherwise.
      resolveImplicitOperands(op, lhs, rhs, left: &left, right: &right, expected: result ?? expected)
    } else {
      if isImplicitMemberRooted(rhs), right.type.isUnknown, !left.type.isUnknown {
        right = compileExpr(rhs, expected: left.type)
      }
      if isImplicitMemberRooted(lhs), left.type.isUnknown, !right.type.isUnknown {
        left = compileExpr(lhs, expected: right.type)
      }
    }
    if case .nilLiteral = rhs.kind, !left.type.isUnknown { right = compileExpr(rhs, expected: left.type) }
    return (left, right)
  }

  /// Whether values of the type are numbers of a standard kind (`Int`, `Double`, `UInt8`, …).
  static func isNumber(_ type: SwiftType) -> Bool {
    switch type {
    case .int, .double, .number: return true
    default: return false
    }
  }

  /// `Double` when an arithmetic tree of literals holds a float literal: `1 / 2 * 2.0` is all
  /// `Double` in Swift, not `Int` division then a conversion.
  private func literalTypeHint(_ lhs: Expr, _ rhs: Expr) -> SwiftType? {
    guard isLiteralArithmetic(lhs) && isLiteralArithmetic(rhs) else { return nil }
    return containsFloatLiteral(lhs) || containsFloatLiteral(rhs) ? .double : nil
  }

  func isLiteralArithmetic(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .integerLiteral, .floatLiteral: return true
    case .prefixOperator("-", let operand): return isLiteralArithmetic(operand)
    case .infixOperator(let op, let lhs, let rhs) where ["+", "-", "*", "/"].contains(op):
      return isLiteralArithmetic(lhs) && isLiteralArithmetic(rhs)
    case .tuple(let arguments) where arguments.count == 1: return isLiteralArithmetic(arguments[0].value)
    default: return false
    }
  }

  private func containsFloatLiteral(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .floatLiteral: return true
    case .prefixOperator(_, let operand): return containsFloatLiteral(operand)
    case .infixOperator(_, let lhs, let rhs): return containsFloatLiteral(lhs) || containsFloatLiteral(rhs)
    case .tuple(let arguments) where arguments.count == 1: return containsFloatLiteral(arguments[0].value)
    default: return false
    }
  }

  private func arithmeticType(_ op: String, _ left: ExprCode, _ right: ExprCode) -> SwiftType {
    if left.type.isSame(as: right.type) { return left.type }
    if left.type.isUnknown { return right.type.isNumeric || right.type.isSame(as: .string) ? right.type : .unknown }
    if right.type.isUnknown { return left.type }
    if left.type.isFloatingPoint { return left.type }
    if right.type.isFloatingPoint { return right.type }
    return left.type
  }

  func binaryCode(_ left: ExprCode, _ right: ExprCode, type: SwiftType,
    _ operation: @escaping (Frame, Value, Value) throws -> Value) -> ExprCode
  {
    let leftRun = left.run, rightRun = right.run
    var code = ExprCode(type: type, run: { frame in
      let a = try leftRun(frame)
      return try operation(frame, a, try rightRun(frame))
    }, location: left.location)
    if left.isAsync || right.isAsync {
      code.async = { frame in
        let a = try await left.evaluate(frame)
        return try operation(frame, a, try await right.evaluate(frame))
      }
    }
    return code
  }

  private func intArithmetic(_ op: String, _ left: ExprCode, _ right: ExprCode, at location: SourceLocation) -> ExprCode {
    if left.isAsync || right.isAsync {
      return binaryCode(left, right, type: .int) { frame, a, b in try frame.interpreter.binary(op, a, b, at: location) }
    }
    let l = left.run, r = right.run
    let slow: (Frame, Value, Value) throws -> Value = { frame, a, b in try frame.interpreter.binary(op, a, b, at: location) }
    switch op {
    case "+":
      return ExprCode(type: .int, run: { frame in
        let a = try l(frame), b = try r(frame)
        guard case .int(let x) = a, case .int(let y) = b else { return try slow(frame, a, b) }
        let (sum, overflow) = x.addingReportingOverflow(y)
        if overflow { throw InterpreterError.overflow(at: location) }
        return .int(sum)
      }, location: location)
    case "-":
      return ExprCode(type: .int, run: { frame in
        let a = try l(frame), b = try r(frame)
        guard case .int(let x) = a, case .int(let y) = b else { return try slow(frame, a, b) }
        let (difference, overflow) = x.subtractingReportingOverflow(y)
        if overflow { throw InterpreterError.overflow(at: location) }
        return .int(difference)
      }, location: location)
    case "*":
      return ExprCode(type: .int, run: { frame in
        let a = try l(frame), b = try r(frame)
        guard case .int(let x) = a, case .int(let y) = b else { return try slow(frame, a, b) }
        let (product, overflow) = x.multipliedReportingOverflow(by: y)
        if overflow { throw InterpreterError.overflow(at: location) }
        return .int(product)
      }, location: location)
    default:
      return ExprCode(type: .int, run: { frame in
        let a = try l(frame), b = try r(frame)
        guard case .int(let x) = a, case .int(let y) = b else { return try slow(frame, a, b) }
        return try frame.interpreter.intOperation(op, x, y, at: location)
      }, location: location)
    }
  }

  private func intComparison(_ op: String, _ left: ExprCode, _ right: ExprCode) -> ExprCode {
    let location = left.location
    if left.isAsync || right.isAsync {
      return binaryCode(left, right, type: .bool) { frame, a, b in .bool(try frame.interpreter.compare(op, a, b, at: location)) }
    }
    let l = left.run, r = right.run
    let test: (Int, Int) -> Bool
    switch op {
    case "==": test = { $0 == $1 }
    case "!=": test = { $0 != $1 }
    case "<": test = { $0 < $1 }
    case ">": test = { $0 > $1 }
    case "<=": test = { $0 <= $1 }
    default: test = { $0 >= $1 }
    }
    return ExprCode(type: .bool, run: { frame in
      let a = try l(frame), b = try r(frame)
      guard case .int(let x) = a, case .int(let y) = b else {
        return .bool(try frame.interpreter.compare(op, a, b, at: location))
      }
      return .bool(test(x, y))
    }, location: location)
  }

  private func compileLogical(_ op: String, _ lhs: Expr, _ rhs: Expr, at location: SourceLocation) -> ExprCode {
    let left = compileExpr(lhs, expected: .bool)
    let right = compileExpr(rhs, expected: .bool)
    let isAnd = op == "&&"
    let l = left.run, r = right.run
    var code = ExprCode(type: .bool, run: { frame in
      let first = try Compiler.truth(try l(frame), at: location)
      if isAnd ? !first : first { return .bool(first) }
      return .bool(try Compiler.truth(try r(frame), at: location))
    }, location: location)
    if left.isAsync || right.isAsync {
      code.async = { frame in
        let first = try Compiler.truth(try await left.evaluate(frame), at: location)
        if isAnd ? !first : first { return .bool(first) }
        return .bool(try Compiler.truth(try await right.evaluate(frame), at: location))
      }
    }
    return code
  }

  private func compileCoalescing(_ lhs: Expr, _ rhs: Expr, expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    let left = compileExpr(lhs, expected: expected.map { .optional($0) })
    // The default takes the optional's type unless the context names a concrete one: in
    // `print(Double(s) ?? 0)` the context is `Any`, and the `0` is a `Double` (prints 0.0).
    var leftWrapped = left.type.isUnknown || left.type.wrapped.isUnknown ? nil : left.type.wrapped
    if leftWrapped == nil { leftWrapped = optionalElementType(lhs) }
    if leftWrapped == nil, case .call(let callee, _, _, _) = lhs.kind, let type = typeOfExpression(callee),
      Compiler.isNumber(type)
    {
      leftWrapped = type  // `Double(text) ?? 0`: a number's failable initializer
    }
    let contextNames: Bool
    switch expected {
    // A closure's result still to be inferred (`map { d[$0] ?? 0 }`) names none either.
    case nil, .any?, .unknown?, .generic?, .opaque?: contextNames = false
    default: contextNames = true
    }
    // `print(item?.price ?? 0)`: where `Any` is expected, swiftc types a chain that ends in a
    // member of a non-optional type as `Any?`, so the default keeps its own type (prints 0).
    if case .any? = expected, chainEndsInNonOptionalMember(lhs) { leftWrapped = nil }
    let right = compileExpr(rhs, expected: contextNames ? expected : leftWrapped)
    checkCoalescingDefault(lhs, rhs, expected: expected)
    let l = left.run, r = right.run
    let type = right.type.isUnknown ? left.type.wrapped : right.type
    var code = ExprCode(type: type, run: { frame in
      switch try l(frame) {
      case .none: return try r(frame)
      case .some(let inner): return inner
      case let other: return other
      }
    }, location: location)
    if left.isAsync || right.isAsync {
      code.async = { frame in
        switch try await left.evaluate(frame) {
        case .none: return try await right.evaluate(frame)
        case .some(let inner): return inner
        case let other: return other
        }
      }
    }
    return code
  }

  // MARK: - Assignment

  private func compileAssignment(_ lhs: Expr, _ rhs: Expr, at location: SourceLocation) -> ExprCode {
    // An assignment of its own is no expression to swiftc: a missing `await` is its value's.
    if context.expressionDepth == 1 { context.expressionStart = rhs.range.start }
    if case .identifier("_") = lhs.kind {
      let value = compileExpr(rhs, expected: nil, discarded: true)
      return map(value, type: .void) { _, _ in .void }
    }
    if case .tuple(let elements) = lhs.kind, elements.count > 1 {
      let places = elements.map { compilePlace($0.value) }
      for case let place? in places { _ = refuseAssignment(to: place) }
      let value = compileExpr(rhs, expected: nil)
      return map(value, type: .void) { frame, tuple in
        guard case .tuple(let values) = tuple else { return .void }
        for (index, place) in places.enumerated() where index < values.elements.count {
          try place?.set(frame, values.elements[index])
        }
        return .void
      }
    }
    let throughChain = Compiler.chainHasOptional(lhs)
    assigningThroughChain = throughChain
    let compiledPlace = compilePlace(lhs)
    assigningThroughChain = false
    guard let place = compiledPlace else {
      // In a class whose framework superclass is not modelled, the name may be that class's
      // (`title = …` in a `UITableViewController`): the class cannot be made, so this never runs.
      if case .user(let type, _)? = context.selfType,
        let missing = type.classChain.lazy.compactMap(\.unmodelledSuperclass).first
      {
        return failing(.notModelled(missing.name, at: missing.location), at: location)
      }
      error("cannot assign to value: expression is not assignable", at: location)
      return compileExpr(rhs, expected: nil)
    }
    _ = refuseAssignment(to: place)
    let assigned = compileExpr(rhs, expected: place.type.isUnknown ? nil : place.type)
    checkAssigned(assigned, rhs, to: place.type, place: lhs)
    let value = convert(unwrappingImplicitly(assigned, to: place.type), to: place.type)
    let set = place.set
    // Through `?`, the assignment is `Void?`: nil when the chain met nil and nothing was set.
    guard throughChain else {
      return map(value, type: .void) { frame, newValue in
        try set(frame, newValue)
        return .void
      }
    }
    return map(value, type: .optional(.void)) { frame, newValue in
      do { try set(frame, newValue) } catch is OptionalChainStop { return .none }
      return .some(.void)
    }
  }
}
