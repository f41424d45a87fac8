import SwiftReader
import Transcript

/// Expressions: the dispatcher, literals, and the simple forms.
extension Compiler {
  /// Compiles an expression.
  ///
  /// - Parameters:
  ///   - expected: the type the context asks for: literals take it (`let x: Double = 1`),
  ///     implicit members are looked up in it (`.active`).
  ///   - discarded: the value is not used (a statement): unused results are not an error.
  func compileExpr(_ expr: Expr, expected: SwiftType?, discarded: Bool = false) -> ExprCode {
    let location = expr.range.start
    if let expected, expr.kind.isLiteral, let made = userLiteral(expr, expected: expected) { return made }
    let function = context
    if function.expressionDepth == 0 { function.expressionStart = location }
    function.expressionDepth += 1
    defer { function.expressionDepth -= 1 }
    switch expr.kind {
    case .integerLiteral(let text):
      return integerLiteral(text, expected: expected, at: location)
    case .floatLiteral(let text):
      return floatLiteral(text, expected: expected, at: location)
    case .stringLiteral(let segments):
      return stringLiteral(segments, expected: expected, at: location)
    case .booleanLiteral(let value):
      return constant(.bool(value), type: .bool, at: location)
    case .nilLiteral:
      var code = constant(.none, type: expected ?? .optional(.unknown), at: location)
      code.literal = .nilLiteral
      return code
    case .arrayLiteral(let elements):
      return arrayLiteral(elements, expected: expected, at: location)
    case .dictionaryLiteral(let elements):
      let literal = dictionaryLiteral(elements, expected: expected, at: location)
      if expected == nil || expected?.isUnknown == true, case .dictionary(let key, _) = literal.type {
        requireHashable(key, container: "Dictionary", at: location)
      }
      return literal
    case .identifier(let name):
      return compileIdentifier(name, expected: expected, at: location)
    case .implicitMember(let name):
      return compileImplicitMember(name, arguments: nil, expected: expected, at: location)
    case .member, .optionalChain, .forceUnwrap, .call, .subscriptCall:
      return compilePostfix(expr, expected: expected)
    case .conditionalPostfix(let base, let block):
      // Only the selected clause is compiled, as swiftc skips the others.
      return compileExpr(block.active { holds($0, at: location) }.first ?? base, expected: expected, discarded: discarded)
    case .closure(let closure):
      return compileClosure(closure, expected: expected, builder: nil)
    case .prefixOperator(let op, let operand):
      return compilePrefix(op, operand, expected: expected, at: location)
    case .infixOperator(let op, let lhs, let rhs):
      return compileInfix(op, lhs, rhs, expected: expected, at: location)
    case .postfixOperator(let op, let operand):
      return compilePostfixOperator(op, operand, at: location)
    case .ternary(let condition, let then, let otherwise):
      return compileTernary(condition, then, otherwise, expected: expected, at: location)
    case .tryExpr(let kind, let inner):
      return compileTry(kind, inner, expected: expected, at: location)
    case .awaitExpr(let inner):
      return compileAwait(inner, expected: expected, at: location)
    case .cast(let kind, let inner, let typeSyntax):
      return compileCast(kind, inner, typeSyntax, at: location)
    case .typeCheck(let inner, let typeSyntax):
      let value = compileExpr(inner, expected: nil)
      let types = [resolveType(typeSyntax, in: context.selfType)] + extraCompositionTypes(typeSyntax)
      return map(value, type: .bool) { frame, value in
        .bool(types.allSatisfy { frame.interpreter.isInstance(value, of: $0) })
      }
    case .keyPath(let root, let components):
      let rootType = root.map { resolveType($0, in: context.selfType) }
      var keyPath = KeyPathValue(root: rootType, components: components)
      keyPath.firstGetter = staticKeyPathGetter(root: rootType, expected: expected, components)
      // SE-0249: a key path literal where a function is expected is that function (`key: \.count`).
      if case .function(let parameters, let result, _, _)? = expected, parameters.count == 1 {
        let path = keyPath
        return ExprCode(type: .function(parameters: parameters, result: result, isAsync: false, isThrowing: false),
          run: { frame in .function(frame.interpreter.keyPathFunction(path)) }, location: location)
      }
      return constant(.keyPath(keyPath), type: .unknown, at: location)
    case .tuple(let arguments):
      return compileTuple(arguments, expected: expected, at: location)
    case .macroExpansion(let name, let arguments, _):
      let code = compileMacro(name, arguments, at: location)
      guard StaticStrings.isStaticString(expected), case .string = code.type else { return code }
      return map(code, type: expected ?? .string) { _, value in StaticStrings.literal(value, as: expected) }
    case .type(let typeSyntax):
      let type = resolveType(typeSyntax, in: context.selfType)
      return constant(.type(type), type: .metatype(type), at: location)
    case .statementExpression(let statement):
      return compileStatementExpression(statement, expected: expected)
    }
  }

  func constant(_ value: Value, type: SwiftType, at location: SourceLocation) -> ExprCode {
    ExprCode(type: type, run: { _ in value }, location: location)
  }

  /// An expression made of one other, its value transformed.
  func map(_ code: ExprCode, type: SwiftType, _ transform: @escaping (Frame, Value) throws -> Value) -> ExprCode {
    let run = code.run
    var result = ExprCode(type: type, run: { frame in try transform(frame, try run(frame)) }, location: code.location)
    if let async = code.async {
      result.async = { frame in try transform(frame, try await async(frame)) }
    }
    return result
  }

  // MARK: - Literals

  private func integerLiteral(_ text: String, expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    let target = literalTarget(expected)
    guard let integer = IntegerLiteral.parse(text) else {
      if case .number(let kind)? = target, kind == .uint64 || kind == .uint, let unsigned = IntegerLiteral.parseUnsigned(text) {
        return constant(.number(Number(unsigned, kind: kind)), type: .number(kind), at: location)
      }
      error("integer literal '\(text)' overflows when stored into 'Int'", at: location)
      return constant(.int(0), type: .int, at: location)
    }
    let value: Value
    let type: SwiftType
    switch target {
    case .double?: (value, type) = (.double(Double(integer)), .double)
    case .number(let kind)?:
      guard let number = IntegerArithmetic.exactly(integer, as: kind) else {
        if integer < 0 && !kind.isSigned {
          error("negative integer '\(text)' overflows when stored into unsigned type '\(kind.rawValue)'", at: location)
          return constant(.int(0), type: .int, at: location)
        }
        error("integer literal '\(text)' overflows when stored into '\(kind.rawValue)'", at: location)
        return constant(.int(0), type: .int, at: location)
      }
      (value, type) = (.number(number), .number(kind))
    default: (value, type) = (.int(integer), .int)
    }
    var code = constant(value, type: type, at: location)
    if target == nil, let name = boundGenericName(expected) { code = literalOfBoundGeneric(code, name) }
    code.literal = .integer(text)
    return code
  }

  private func floatLiteral(_ text: String, expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    let digits = text.replacingOccurrences(of: "_", with: "")
    let value: Value
    let type: SwiftType
    switch literalTarget(expected) {
    case .number(.float)?:
      (value, type) = (.number(Number(float: Float(digits) ?? 0)), .number(.float))
    case .number(.cgFloat)?:
      (value, type) = (.number(Number(cgFloat: Double(digits) ?? 0)), .number(.cgFloat))
    default:
      (value, type) = (.double(Double(digits) ?? 0), .double)
    }
    var code = constant(value, type: type, at: location)
    if literalTarget(expected) == nil, let name = boundGenericName(expected) { code = literalOfBoundGeneric(code, name) }
    code.literal = .float(text)
    return code
  }

  /// The numeric type a literal becomes in a context: its own, through optionals.
  func literalTarget(_ expected: SwiftType?) -> SwiftType? {
    guard let expected else { return nil }
    switch expected {
    case .optional(let inner): return literalTarget(inner)
    case .double, .number: return expected
    case .int: return .int
    default: return nil
    }
  }

  // MARK: - Tuples and parentheses

  private func compileTuple(_ arguments: [Argument], expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    if arguments.count == 1 && arguments[0].label == nil {
      return compileExpr(arguments[0].value, expected: expected)
    }
    var expectedElements: [SwiftType?] = Array(repeating: nil, count: arguments.count)
    var labels = arguments.map(\.label)
    // An unlabelled tuple takes the labels of the tuple type it is written for, also through an
    // optional (`c ? nil : (lo, hi)` returned as `(min: Int, max: Int)?`).
    if case .tuple(let types, let expectedLabels)? = expected?.wrapped, types.count == arguments.count {
      expectedElements = types
      if labels.allSatisfy({ $0 == nil }) { labels = expectedLabels }
    }
    let elements = arguments.enumerated().map { index, argument in
      compileExpr(argument.value, expected: expectedElements[index])
    }
    let type = SwiftType.tuple(elements.map(\.type), labels: labels)
    return combine(elements, type: type, at: location) { _, values in .tuple(TupleValue(values, labels: labels)) }
  }

  /// An expression made of several others evaluated left to right, then combined.
  func combine(_ codes: [ExprCode], type: SwiftType, at location: SourceLocation,
    _ transform: @escaping (Frame, [Value]) throws -> Value) -> ExprCode
  {
    let runs = codes.map(\.run)
    var result = ExprCode(type: type, run: { frame in
      var values: [Value] = []
      values.reserveCapacity(runs.count)
      for run in runs { values.append(try run(frame)) }
      return try transform(frame, values)
    }, location: location)
    if codes.contains(where: \.isAsync) {
      result.async = { frame in
        var values: [Value] = []
        for code in codes { values.append(try await code.evaluate(frame)) }
        return try transform(frame, values)
      }
    }
    return result
  }

  // MARK: - Ternary, if and switch as values

  private func compileTernary(_ condition: Expr, _ then: Expr, _ otherwise: Expr, expected: SwiftType?,
    at location: SourceLocation) -> ExprCode
  {
    let test = compileExpr(condition, expected: .bool)
    // `c ? "big" : 0` where nothing takes both (`Any` would): swiftc's mismatch, at the first.
    if expected == nil, let a = Compiler.literalTypeName(then), let b = Compiler.literalTypeName(otherwise), a != "nil", b != "nil",
      a != b, !(Set([a, b]) == ["Int", "Double"])
    {
      error("result values in '? :' expression have mismatching types '\(a)' and '\(b)'", at: then.range.start)
    }
    // A closure's result still to be inferred (`map { $0 > 1 ? Double($0) : 0 }`) asks for no
    // type: a literal branch takes the other branch's.
    var expected = expected
    switch expected {
    case .unknown?, .generic?, .opaque?: expected = nil
    default: break
    }
    var first = compileExpr(then, expected: expected)
    // `c ? "a" : nil`: the result is an optional of the other branch's type (prints `Optional("a")`).
    if expected == nil, case .nilLiteral = otherwise.kind, first.type.isCompletelyKnown, !first.type.isOptional {
      first = convert(first, to: .optional(first.type))
    }
    if expected == nil, case .nilLiteral = then.kind {
      let other = compileExpr(otherwise, expected: nil)
      if other.type.isCompletelyKnown, !other.type.isOptional { expected = .optional(other.type) }
      first = compileExpr(then, expected: expected)
    }
    var second = compileExpr(otherwise, expected: expected ?? (first.type.isUnknown ? nil : first.type))
    if expected == nil, !second.type.isUnknown, first.literal != nil {
      first = compileExpr(then, expected: second.type)
    }
    if first.type.isOptional || second.type.isOptional {
      first = convert(first, to: .optional(first.type.wrapped))
      second = convert(second, to: .optional(second.type.wrapped))
    }
    let testRun = test.run, firstRun = first.run, secondRun = second.run
    let type = first.type.isUnknown ? second.type : first.type
    var code = ExprCode(type: type, run: { frame in
      try Compiler.truth(try testRun(frame), at: location) ? try firstRun(frame) : try secondRun(frame)
    }, location: location)
    if test.isAsync || first.isAsync || second.isAsync {
      code.async = { frame in
        try Compiler.truth(try await test.evaluate(frame), at: location)
          ? try await first.evaluate(frame) : try await second.evaluate(frame)
      }
    }
    return code
  }

  /// `if`/`switch` used as a value: each branch's last expression is its value.
  ///
  /// Compiled as the statement with each branch's last expression assigned to a hidden
  /// local, which is then the value.
  func compileStatementExpression(_ statement: Stmt, expected: SwiftType?) -> ExprCode {
    let (code, read) = compileBranches(statement, expected: expected)
    let run = code.run
    var result = ExprCode(type: expected ?? .unknown, run: { frame in
      switch try run(frame) {
      case .next: return read(frame)
      case let flow: throw UnexpectedFlow(flow: flow)
      }
    }, location: statement.range.start)
    if let async = code.async {
      result.async = { frame in
        switch try await async(frame) {
        case .next: return read(frame)
        case let flow: throw UnexpectedFlow(flow: flow)
        }
      }
    }
    return result
  }

  /// A function body that is one `if` or `switch`: its branches give the result, either as a
  /// lone expression (SE-0380) or with `return` written out.
  func compileBranchingBody(_ statement: Stmt, expected: SwiftType) -> StmtCode {
    let (code, read) = compileBranches(statement, expected: expected)
    let run = code.run
    var result = StmtCode(run: { frame in
      let flow = try run(frame)
      guard case .next = flow else { return flow }
      frame.returnValue = read(frame)
      return .returned
    })
    if let async = code.async {
      result.async = { frame in
        let flow = try await async(frame)
        guard case .next = flow else { return flow }
        frame.returnValue = read(frame)
        return .returned
      }
    }
    return result
  }

  /// The statement with each branch's last expression stored in a variable of its own.
  private func compileBranches(_ statement: Stmt, expected: SwiftType?) -> (StmtCode, (Frame) -> Value) {
    let name = "$branch\(statement.id)"
    let variable = context.declare(name, type: expected ?? .unknown, isConstant: false)
    let rewritten = BranchRewriter.assigningLast(statement, to: name)
    let code = compileStatement(rewritten)
    switch variable.storage {
    case .slot(let slot): return (code, { frame in frame.slots[slot] })
    case .box(let index): return (code, { frame in frame.boxes[index]?.value ?? .void })
    }
  }
}

/// A jump out of an `if` or `switch` used as a value (a `return` inside one).
struct UnexpectedFlow: Error { var flow: Flow }

/// Rewrites an `if` or `switch` used as a value into statements that assign it.
enum BranchRewriter {
  static func assigningLast(_ statement: Stmt, to name: String) -> Stmt {
    switch statement.kind {
    case .ifStmt(let ifStmt):
      return Stmt(.ifStmt(rewrite(ifStmt, name)), range: statement.range, id: statement.id)
    case .switchStmt(let subject, let cases):
      let rewritten = cases.map { SwitchCase(label: $0.label, body: rewrite($0.body, name), range: $0.range) }
      return Stmt(.switchStmt(subject: subject, cases: rewritten), range: statement.range, id: statement.id)
    default:
      return statement
    }
  }

  private static func rewrite(_ ifStmt: IfStmt, _ name: String) -> IfStmt {
    var elseClause = ifStmt.elseClause
    switch ifStmt.elseClause {
    case .block(let body)?: elseClause = .block(rewrite(body, name))
    case .elseIf(let nested, let range, let id)?: elseClause = .elseIf(rewrite(nested, name), range: range, id: id)
    case nil: break
    }
    return IfStmt(conditions: ifStmt.conditions, thenBody: rewrite(ifStmt.thenBody, name), elseClause: elseClause)
  }

  private static func rewrite(_ body: [Stmt], _ name: String) -> [Stmt] {
    guard let last = body.last else { return body }
    var result = Array(body.dropLast())
    switch last.kind {
    case .expression(let expression):
      let target = Expr(.identifier(name), range: expression.range, id: -1)
      let assignment = Expr(.infixOperator(op: "=", lhs: target, rhs: expression), range: expression.range, id: -1)
      result.append(Stmt(.expression(assignment), range: last.range, id: last.id))
    case .ifStmt, .switchStmt:
      result.append(assigningLast(last, to: name))
    default:
      result.append(last)
    }
    return result
  }
}
