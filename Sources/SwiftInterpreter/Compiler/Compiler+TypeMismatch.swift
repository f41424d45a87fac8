import SwiftReader
import Transcript

/// A value of one standard type where the program says another — an `Int` added to a
/// `Double`, a `Double` stored in an `Int` — is swiftc's build error, not a run that converts:
/// Swift converts no number implicitly. Only `Int`, `Double`, `String` and `Bool` whose static
/// types the compiler knows for sure are checked; literals take the type their context asks for
/// where Swift lets them (an integer literal may be a `Double`).
extension Compiler {
  /// The name swiftc gives a checked type, nil for any other.
  static func checkedName(_ type: SwiftType) -> String? {
    switch type {
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .bool: return "Bool"
    default: return nil
    }
  }

  /// `let x: T = value` and `var x: T = value`.
  func checkInitializer(_ value: ExprCode, _ expr: Expr, declared: SwiftType) {
    if let name = Self.nilRefusingName(expr, declared) {
      error("'nil' cannot initialize specified type '\(name)'", at: expr.range.start)
      return
    }
    checkElementLiterals(expr, declared: declared)
    if checkTupleArity(expr, declared: declared) { return }
    if checkOptionalStored(expr, into: declared) { return }
    if checkCharacterLiteral(expr, declared: declared) { return }
    if isCertainlyTyped(expr), Self.isStringForCharacter(value, expr, declared) {
      error("cannot convert value of type 'String' to specified type 'Character'", at: anchor(of: expr))
      return
    }
    guard isCertainlyTyped(expr), let (found, wanted) = mismatch(value, expr, into: declared) else { return }
    error("cannot convert value of type '\(found)' to specified type '\(wanted)'", at: anchor(of: expr))
  }

  /// `let c: Character = name` with `name` a `String`: no conversion (it stored the string, and
  /// printed all of it). A string literal there is a character literal, judged on its own.
  static func isStringForCharacter(_ value: ExprCode, _ expr: Expr, _ target: SwiftType) -> Bool {
    guard case .character = target, case .string = value.type else { return false }
    if case .stringLiteral = expr.kind { return false }
    return true
  }

  /// `place = value`.
  func checkAssigned(_ value: ExprCode, _ expr: Expr, to type: SwiftType, place: Expr) {
    if isCertainlyTyped(place), let name = Self.nilRefusingName(expr, type) {
      error("'nil' cannot be assigned to type '\(name)'", at: expr.range.start)
      return
    }
    if checkSubscriptAssigned(value, expr, to: type, place: place) { return }
    if isCertainlyTyped(place), checkOptionalStored(expr, into: type) { return }
    if isCertainlyTyped(expr), isCertainlyTyped(place), Self.isStringForCharacter(value, expr, type) {
      error("cannot assign value of type 'String' to type 'Character'", at: anchor(of: expr))
      return
    }
    guard isCertainlyTyped(expr), isCertainlyTyped(place), let (found, wanted) = mismatch(value, expr, into: type) else { return }
    error("cannot assign value of type '\(found)' to type '\(wanted)'", at: anchor(of: expr))
  }

  /// `place += value`: the operator's right operand has the place's type.
  func checkCompoundOperand(_ value: ExprCode, _ expr: Expr, placeType: SwiftType, place: Expr) {
    guard isCertainlyTyped(expr), isCertainlyTyped(place), let (found, wanted) = mismatch(value, expr, into: placeType) else { return }
    error("cannot convert value of type '\(found)' to expected argument type '\(wanted)'", at: anchor(of: expr))
  }

  /// `a + b` with operands of two different checked types, neither a literal.
  func checkOperands(
    _ op: String, _ left: ExprCode, _ right: ExprCode, _ lhs: Expr, _ rhs: Expr, expected: SwiftType?
  ) {
    checkOptionalOperands(op, left, right, lhs, rhs)
    checkEquatableOperands(op, left, right, lhs, rhs)
    if checkLiteralComparison(op, left, right, lhs, rhs) { return }
    if checkFloatLiteralBesideInt(op, left, right, lhs, rhs, expected: expected) { return }
    guard let leftName = Self.checkedName(left.type), let rightName = Self.checkedName(right.type),
      leftName != rightName, isCheckedOperand(lhs), isCheckedOperand(rhs), !(isLiteralOnly(lhs) && isLiteralOnly(rhs)),
      isCertainlyTyped(lhs), isCertainlyTyped(rhs)
    else { return }
    // With a numeric type expected, swiftc picks that overload and names the other operand.
    if let expected, let wanted = Self.checkedName(expected), expected.isNumeric, leftName == wanted || rightName == wanted {
      let (found, expr) = leftName == wanted ? (rightName, rhs) : (leftName, lhs)
      error("cannot convert value of type '\(found)' to expected argument type '\(wanted)'", at: anchor(of: expr))
      return
    }
    error("binary operator '\(op)' cannot be applied to operands of type '\(leftName)' and '\(rightName)'",
      at: operatorLocation(op, lhs, rhs))
  }

  /// The found and wanted type names, when the value cannot go where it is put.
  /// The two types' names when a value of certain type cannot be put where `target` is asked.
  func typeMismatch(_ value: ExprCode, _ expr: Expr, into target: SwiftType) -> (String, String)? {
    mismatch(value, expr, into: target)
  }

  func mismatch(_ value: ExprCode, _ expr: Expr, into target: SwiftType) -> (String, String)? {
    if let names = Self.downcastNeeded(value.type, into: target) { return names }
    guard let wanted = Self.checkedName(target), let found = Self.checkedName(value.type), wanted != found else {
      return nil
    }
    // `let on: Bool = 1` has a message of its own in swiftc (for a literal of value 0 or ±1).
    if case .bool = target, let (text, value) = Self.integerLiteralValue(expr), value.magnitude <= 1 {
      error("integer literal value '\(text)' cannot be used as a boolean; did you mean '\(value != 0)'?", at: expr.range.start)
      return nil
    }
    // An integer literal is any number the context asks for.
    if case .double = target, isIntegerLiteralOnly(expr) { return nil }
    return (found, wanted)
  }

  /// A value known only as a protocol (`any Shape`) or as a superclass (`Animal`) put where
  /// one of its conforming types or subclasses is declared: Swift needs `as!` or `as?` there.
  static func downcastNeeded(_ found: SwiftType, into target: SwiftType) -> (String, String)? {
    guard case .user(let wanted, let wantedArguments) = target, !wanted.isProtocol, wantedArguments.isEmpty,
      wanted.genericParameters.isEmpty, case .user(let given, let givenArguments) = found, givenArguments.isEmpty,
      given.genericParameters.isEmpty, given !== wanted
    else { return nil }
    if given.isProtocol, wanted.conforms(to: given.name) { return ("any \(given.nestedName)", wanted.nestedName) }
    if given.isClass, wanted.isClass, wanted.classChain.dropFirst().contains(where: { $0 === given }) {
      return (given.nestedName, wanted.nestedName)
    }
    return nil
  }

  /// Where swiftc points at an expression: a member's name, a subscript's `[`, a call's callee.
  func anchor(of expr: Expr) -> SourceLocation {
    switch expr.kind {
    case .member(_, _, let nameRange): return nameRange.start
    case .subscriptCall(let base, _): return base.range.end
    case .call(let callee, _, _, _): return anchor(of: callee)
    case .infixOperator(let op, let lhs, let rhs): return operatorLocation(op, lhs, rhs)
    default: return expr.range.start
    }
  }

  /// Not a number literal: those take whatever type the other operand asks for; a string
  /// literal beside an `Int` is a `String` (`"n = " + n`).
  private func isCheckedOperand(_ expr: Expr) -> Bool {
    if case .stringLiteral = expr.kind { return true }
    return !isLiteralOnly(expr)
  }

  /// Literals and arithmetic on them only (`2`, `-1.5`, `(3 + 4) * 2`, `"a"`).
  func isLiteralOnly(_ expr: Expr) -> Bool { literalTree(expr) { _ in true } }

  /// Integer literals and arithmetic on them only: any number the context asks for.
  func isIntegerLiteralOnly(_ expr: Expr) -> Bool {
    literalTree(expr) { if case .integerLiteral = $0.kind { return true } else { return false } }
  }

  /// Whether the expression is arithmetic whose leaves are literals that `leaf` accepts.
  private func literalTree(_ expr: Expr, _ leaf: (Expr) -> Bool) -> Bool {
    switch expr.kind {
    case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral: return leaf(expr)
    case .prefixOperator("-", let operand): return literalTree(operand, leaf)
    case .infixOperator(let op, let lhs, let rhs) where ["+", "-", "*", "/"].contains(op):
      return literalTree(lhs, leaf) && literalTree(rhs, leaf)
    case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
      return literalTree(arguments[0].value, leaf)
    default: return false
    }
  }
}

extension Compiler {
  /// `min(1, 2.5)`: number literals passed to parameters of one generic type take one type,
  /// `Double` when any of them is a floating-point literal (Swift's literal defaulting, which
  /// prints `1.0`).
  func unifyLiterals(
    _ arguments: [ArgumentSyntax], bindings: [ArgumentMatcher.Assignment], of signature: Signature,
    into hints: inout [ParameterHint?]
  ) {
    let groups = Self.argumentsByGeneric(bindings) { index in
      guard case .named(let name, let generics) = signature.parameters[index].type.kind, generics.isEmpty,
        signature.genericParameters.contains(name)
      else { return nil }
      return name
    }
    for positions in groups {
      let expressions = positions.map { arguments[$0].expression }
      guard expressions.allSatisfy(isLiteralOnly), expressions.contains(where: { !isIntegerLiteralOnly($0) }),
        positions.allSatisfy({ hints[$0]?.type == nil })
      else { continue }
      for position in positions { hints[position] = ParameterHint(type: .double) }
    }
  }
}

extension Compiler {
  /// The positions of the arguments bound to each generic parameter that takes more than one
  /// (`genericName` names the parameter at an index, if it is of a bare generic type).
  static func argumentsByGeneric(
    _ bindings: [ArgumentMatcher.Assignment], genericName: (Int) -> String?
  ) -> [[Int]] {
    var groups: [String: [Int]] = [:]
    for (index, binding) in bindings.enumerated() {
      guard let name = genericName(index) else { continue }
      switch binding {
      case .argument(let position): groups[name, default: []].append(position)
      case .variadic(let positions): groups[name, default: []].append(contentsOf: positions)
      case .defaulted: break
      }
    }
    return groups.values.filter { $0.count > 1 }
  }
}


extension Compiler {
  /// The `}` of a function declared with a body: the last character of its declaration.
  static func closingBrace(of decl: Decl) -> SourceLocation? {
    guard case .function(let function) = decl.kind, function.body != nil, decl.range.end.column > 1 else { return nil }
    return SourceLocation(file: decl.range.end.file, line: decl.range.end.line, column: decl.range.end.column - 1)
  }
}

extension Interpreter {
  /// A function that declares a result and reaches its `}`: swiftc refuses to build it
  /// (`missing return in global function expected to return 'Int'`), so it never runs on.
  /// Checked when it happens, so that nothing is refused that swiftc would build.
  func missingReturn(_ code: FunctionCode, at brace: SourceLocation) throws {
    switch code.returnType {
    case .void, .never, .unknown, .generic, .opaque: return
    case .tuple(let elements, _) where elements.isEmpty: return
    default: break
    }
    guard code.builder == nil, !code.isSingleExpression, let what = Self.missingReturnSubject(code) else { return }
    throw InterpreterError.unsupported(
      "missing return in \(what) expected to return '\(code.returnType.name)'", at: brace)
  }

  /// How swiftc names the function in its missing-return error.
  static func missingReturnSubject(_ code: FunctionCode) -> String? {
    switch code.kind {
    case .function: return "global function"
    case .method: return code.isStatic ? "static method" : "instance method"
    default: return nil
    }
  }
}

extension Compiler {
  /// Whether the compiler's static type of the expression is certain: a literal, a variable or
  /// parameter whose type was declared or came from a certain expression, a stored property
  /// declared with its type or a literal, `.count`, a conversion `Double(x)`, a function of
  /// the program with a declared result, and arithmetic on these. Anything else (a closure's
  /// parameter, a generic method's result) may be an inference of ours, and is not checked.
  /// `nil` where an `Int`, a `Double`, a `String` or a `Bool` is wanted: the type's name.
  static func nilRefusingName(_ expr: Expr, _ type: SwiftType) -> String? {
    guard case .nilLiteral = expr.kind else { return nil }
    return nilRefusingName(type)
  }

  /// The type as swiftc prints it when it surely takes no `nil`: the checked names, arrays and
  /// dictionaries of them (`names = nil` on a `[String]` ran and emptied nothing), and the
  /// program's plain types that are not `ExpressibleByNilLiteral`.
  static func nilRefusingName(_ type: SwiftType) -> String? {
    switch type {
    case .array(let element): return nilRefusingName(element).map { "[\($0)]" }
    case .dictionary(let key, let value):
      guard let key = nilRefusingName(key), let value = nilRefusingName(value) else { return nil }
      return "[\(key) : \(value)]"
    case .user(let user, let arguments)
    where arguments.isEmpty && user.genericParameters.isEmpty && user.outer == nil && !user.isProtocol
      && !user.conforms(to: "ExpressibleByNilLiteral"):
      return user.name
    default: return checkedName(type)
    }
  }

  func isCertainlyTyped(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral: return true
    case .arrayLiteral(let elements):
      // `[1, 2]`, `[1.5, 2.5]`, `["a"]`: literals of one kind.
      guard let first = elements.first else { return false }
      return elements.allSatisfy { element in
        switch (first.kind, element.kind) {
        case (.integerLiteral, .integerLiteral), (.floatLiteral, .floatLiteral), (.stringLiteral, .stringLiteral): return true
        // `[Counter(), Counter()]`: instances of one plain type of the program.
        case (.call(let a, _, _, _), .call(let b, _, _, _)):
          guard case .identifier(let name) = a.kind, case .identifier(name) = b.kind else { return false }
          return isCertainlyTyped(element)
        default: return false
        }
      }
    case .dictionaryLiteral(let entries):
      // `["ann": 90, "bo": 72]`: keys of one literal kind, values of one (so `scores["ann"] + 10`
      // is swiftc's unwrapping error, as with a declared `[String: Int]`; it printed 100).
      guard let first = entries.first else { return false }
      func sameKind(_ a: Expr, _ b: Expr) -> Bool {
        switch (a.kind, b.kind) {
        case (.integerLiteral, .integerLiteral), (.floatLiteral, .floatLiteral), (.stringLiteral, .stringLiteral),
          (.booleanLiteral, .booleanLiteral):
          return true
        default: return false
        }
      }
      return entries.allSatisfy { sameKind(first.key, $0.key) && sameKind(first.value, $0.value) }
    case .identifier(let name):
      if let variable = visibleVariable(name) { return variable.typeIsCertain }
      if context.selfType.map({ hasMember($0, name) }) == true { return false }
      return (scriptGlobals[name] ?? program.globalsByName[name])?.typeIsCertain ?? false
    case .member(let base, "count", _):
      return isCertainlyTyped(base)
    case .member(let base, let name, _):
      guard isCertainlyTyped(base) || isSelf(base) else { return false }
      return certainStoredProperty(of: base, name)
    case .call(let callee, let arguments, let trailing, _):
      // `nums.reduce(0, +)` of a certain `[Int]`: an `Int` (of a `[Double]`, a `Double`).
      if case .member(let base, "reduce", _) = callee.kind, trailing.isEmpty, arguments.count == 2,
        arguments[0].label == nil, case .identifier(let op) = arguments[1].value.kind, ["+", "*"].contains(op),
        Self.numberLiteralName(arguments[0].value) == "Int", isCertainlyTyped(base)
      {
        return true
      }
      // `Stack<Int>()`: an instance of the program's generic type with its arguments written.
      if case .type(let syntax) = callee.kind, case .named(_, let generics) = syntax.kind, !generics.isEmpty,
        case .user(_, let typeArguments) = resolveType(syntax, in: context.selfType, reportUnknown: false),
        !typeArguments.isEmpty, typeArguments.allSatisfy(\.isCompletelyKnown)
      {
        return true
      }
      guard case .identifier(let name) = callee.kind else { return false }
      if ["Double", "String"].contains(name) { return true }
      // `Int(x)` of a certain number is an `Int` (of a `String`, an `Int?`, which `certainOptional` knows).
      if name == "Int", context.local(name) == nil, program.functions[name] == nil, case .call(_, let arguments, _, _) = expr.kind,
        arguments.count == 1, arguments[0].label == nil, isCertainlyTyped(arguments[0].value),
        Self.numberLiteralName(arguments[0].value) == nil, Self.isCertainNumberExpression(arguments[0].value, self)
      {
        return true
      }
      // `P()`: an instance of a type of the program that is not generic.
      if case .user(let type, _)? = namedType(name, arguments: [], in: context.selfType), type.genericParameters.isEmpty,
        context.local(name) == nil, program.functions[name] == nil
      {
        return true
      }
      if let functions = program.functions[name], functions.count == 1, context.local(name) == nil {
        return functions[0].genericParameters.isEmpty && !functions[0].returnType.isUnknown
      }
      return false
    case .subscriptCall(let base, let arguments):
      // An array's element by its index.
      guard arguments.count == 1, arguments[0].label == nil, case .identifier(let name) = base.kind,
        isCertainlyTyped(base), case .array? = (visibleVariable(name)?.type ?? scriptGlobals[name]?.type)
      else { return false }
      return true
    case .prefixOperator("-", let operand): return isCertainlyTyped(operand)
    case .infixOperator(let op, let lhs, let rhs) where ["+", "-", "*", "/", "%"].contains(op):
      return isCertainlyTyped(lhs) && isCertainlyTyped(rhs)
    case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
      return isCertainlyTyped(arguments[0].value)
    default: return false
    }
  }

  /// A local of this function or of one around it (already captured: the expression was compiled).
  func visibleVariable(_ name: String) -> LocalVariable? {
    context.local(name) ?? context.lookup(name)?.1
  }

  private func isSelf(_ expr: Expr) -> Bool {
    if case .identifier("self") = expr.kind { return true }
    return false
  }

  /// A stored property of a struct or class of the program declared with its type or a literal.
  private func certainStoredProperty(of base: Expr, _ name: String) -> Bool {
    let baseType: SwiftType?
    if isSelf(base) {
      baseType = context.selfType
    } else if case .identifier(let variable) = base.kind {
      baseType = visibleVariable(variable)?.type ?? (scriptGlobals[variable] ?? program.globalsByName[variable])?.type
    } else {
      baseType = nil
    }
    guard case .user(let type, _)? = baseType, let index = type.field(named: name) else { return false }
    let property = type.storedProperties[index]
    guard property.wrapper == nil else { return false }
    return property.typeSyntax != nil || property.initializer.map(isLiteralOnly) == true
  }
}
