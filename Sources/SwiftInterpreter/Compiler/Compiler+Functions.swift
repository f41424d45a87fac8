import SwiftReader
import Transcript

/// Pass 2: the bodies of functions, initializers, accessors and property initializers.
extension Compiler {
  func compileFunction(_ code: FunctionCode, _ function: FunctionDecl, selfType: SwiftType?) {
    let effectiveSelf = code.isStatic ? selfType.map { SwiftType.metatype($0) } : selfType
    compileBody(code, function.body ?? [], parameters: code.parameters, selfType: effectiveSelf,
      defaults: function.parameters.map(\.defaultValue))
  }

  func compileInitializer(_ code: FunctionCode, _ initializer: InitializerDecl, selfType: SwiftType) {
    let body = initializer.body.map { withImplicitSuperInit($0, initializer, selfType: selfType, at: code.location) } ?? []
    compileBody(code, body, parameters: code.parameters, selfType: selfType,
      defaults: initializer.parameters.map(\.defaultValue))
  }

  /// Compiles a body into `code`, declaring its parameters first.
  ///
  /// - Parameter defaults: the default values written for the parameters, compiled in a context
  ///   of their own (they cannot read the other parameters).
  func compileBody(
    _ code: FunctionCode, _ body: [Stmt], parameters: [ParameterCode], selfType: SwiftType?,
    defaults: [Expr?] = [], copiedGlobals: [GlobalVariable] = [], captureItems: [CaptureItemCode] = []
  ) {
    for (index, expression) in defaults.enumerated() {
      guard let expression, index < code.parameters.count else { continue }
      code.parameters[index].callerLiteral = Compiler.callerLiteral(expression)
      code.parameters[index].defaultValue = compileDetached(
        expression, expected: code.parameters[index].type, selfType: selfType, name: code.name,
        functionName: code.name)
    }
    let outer = context
    let genericNames = Set(code.genericParameters).union(selfType?.userType?.genericParameters.map(\.name) ?? [])
      .union(outer.genericNames).union(code.kind == .closure ? [] : placeholderNames(of: selfType))
      .union(selfType?.instanceType.userType.map { $0.isProtocol ? $0.associatedTypeNames : [] } ?? [])
    let function = FunctionContext(
      parent: code.kind == .closure ? outer : nil, code: code, selfType: selfType,
      capturedNames: CaptureScan.capturedNames(in: body), isAsync: code.isAsync, genericNames: genericNames)
    function.builder = code.builder
    function.captures = copiedGlobals.map { ($0.name, .global($0)) }
    for item in captureItems {
      function.captures.append((item.name, .slot(item.slot)))
      function.captureItems[item.name] = item.variable
    }
    function.wrappedParameters = Set(parameters.filter { $0.name.hasPrefix("$") && Int($0.name.dropFirst()) == nil }
      .map { String($0.name.dropFirst()) })
    context = function
    defer { context = outer }
    code.selfMode = selfMode(for: code, selfType: selfType)
    for (index, parameter) in parameters.enumerated() where index < code.parameters.count {
      // A closure's parameter may be `inout` by its context (`reduce(into:)`), which the
      // compiler does not always know: the mutability check leaves it alone.
      let variable = function.declare(
        parameter.name, type: parameter.type, isConstant: !parameter.isInout, boxed: parameter.isInout,
        mayBeAssigned: code.kind == .closure && !code.parametersAreCertain,
        typeIsCertain: code.kind != .closure || (code.parametersAreCertain && Compiler.checkedName(parameter.type) != nil),
        isDeclaredOptional: code.kind != .closure && parameter.isWrittenOptional)
      code.parameters[index].storage = variable.storage
    }
    if code.kind == .setter || code.kind == .observer, code.parameters.isEmpty {
      // `newValue`/`oldValue` are declared by the caller of compileBody.
    }
    let block = compileFunctionBlock(body, code: code)
    code.stepCost = StepCost.of(body)
    code.body = block.run
    code.asyncBody = block.async
    if block.async != nil { code.isAsync = true }
    if code.isAsync && code.asyncBody == nil {
      let run = block.run
      code.asyncBody = { frame in try run(frame) }
    }
    lastClosureCaptures = function.captures.map(\.outer)
    lastClosureCaptureNames = function.captures.map(\.name)
  }

  /// An expected result with unknown parts (`T?` of a call's own `T`) completed by a body's type.
  func refined(_ expected: SwiftType, by found: SwiftType) -> SwiftType {
    switch (expected, found) {
    case (.unknown, _): return found
    case (.generic, _) where isCallersGeneric(expected): return found
    case (.optional(let inner), .optional(let value)): return .optional(refined(inner, by: value))
    case (.optional(let inner), _): return .optional(refined(inner, by: found))
    case (.array(let inner), .array(let value)): return .array(refined(inner, by: value))
    default: return expected
    }
  }

  func selfMode(for code: FunctionCode, selfType: SwiftType?) -> FunctionCode.SelfMode {
    guard let selfType else { return .none }
    switch selfType {
    case .metatype: return .type
    case .user(let type, _) where type.isClass: return .object
    case .user(let type, _) where type.isProtocol: return code.isMutating ? .mutating : .value
    case .native(let native, _) where native.isClass: return .object
    default:
      if code.kind == .initializer || code.isMutating || code.kind == .setter { return .mutating }
      return .value
    }
  }

  /// A function's statements, with the value of a lone expression returned (`{ x * 2 }`,
  /// `var area: Int { w * h }`) and a builder's transform applied.
  func compileFunctionBlock(_ body: [Stmt], code: FunctionCode) -> StmtCode {
    if let builder = context.builder {
      let built = compileBuilderBody(body, builder: builder, location: code.location)
      return returning(built)
    }
    if body.count == 1, case .expression(let expression) = body[0].kind,
      code.kind == .closure || !isVoid(code.returnType) || code.kind == .getter
    {
      code.isSingleExpression = true
      let value = compileExpr(expression, expected: code.returnType.isUnknown ? nil : code.returnType)
      // `{ (x: Int) in x + 1 }` with nothing around to say its result, or a result the call's
      // generic parameter stands for (`map<T>`'s `T`): Swift infers the body's type.
      if code.kind == .closure, code.returnType.isUnknown || isCallersGeneric(code.returnType), value.type.isCompletelyKnown {
        code.inferredResult = value.type
      } else if code.kind == .closure, code.returnType.mentionsUnknown || code.returnType.mentionsGeneric,
        case let refined = refined(code.returnType, by: value.type), refined.isCompletelyKnown
      {
        // `compactMap { $0 }`'s `T?`, `flatMap { $0 }`'s `[T]`: the body's type fills what is unknown.
        code.inferredResult = refined
      }
      if code.kind != .closure, isVoid(value.type), let wanted = Compiler.checkedName(code.returnType) {
        // An assignment is no result: swiftc says the `return` is missing.
        if case .infixOperator(let op, _, _) = expression.kind, op.hasSuffix("="), !["==", "!=", "<=", ">="].contains(op),
          let brace = code.closingBrace, let what = Interpreter.missingReturnSubject(code)
        {
          error("missing return in \(what) expected to return '\(wanted)'", at: brace)
        } else {
          error("cannot convert return expression of type '()' to return type '\(wanted)'", at: expression.range.start)
        }
      }
      return returning(convert(unwrappingImplicitly(value, to: code.returnType), to: code.returnType))
    }
    // A closure's lone `if` or `switch` is its value when each branch is one expression (SE-0380).
    if body.count == 1, body[0].isBranching, !isVoid(code.returnType),
      code.kind != .closure || body[0].isBranchingExpression
    {
      return compileBranchingBody(body[0], expected: code.returnType)
    }
    let block = compileBlock(body, newScope: false)
    guard tracksLifetimes else { return block }
    // The body's locals go last-declared first before the call returns (the frame's own
    // clearing, after, goes by storage and not by declaration); the parameters stay, as a
    // closure's parameter given a cell is read back after the body.
    let parameters = code.parameters.map(\.storage)
    let locals = context.scopes[context.scopes.count - 1].values.filter { local in
      !parameters.contains { parameter in
        switch (parameter, local.storage) {
        case (.slot(let a), .slot(let b)), (.box(let a), .box(let b)): return a == b
        default: return false
        }
      }
    }
    return endingScope(block, locals: locals)
  }

  func isVoid(_ type: SwiftType) -> Bool {
    switch type {
    case .void: return true
    case .tuple(let elements, _): return elements.isEmpty
    default: return false
    }
  }

  /// A statement that stores a value as the function's result and returns.
  func returning(_ value: ExprCode) -> StmtCode {
    let run = value.run
    var code = StmtCode(run: { frame in
      frame.returnValue = try run(frame)
      return .returned
    })
    if let async = value.async {
      code.async = { frame in
        frame.returnValue = try await async(frame)
        return .returned
      }
    }
    return code
  }

  /// An expression compiled on its own, in a function of its own: a property's or global's
  /// initial value, a parameter's default value.
  func compileDetached(
    _ expression: Expr, expected: SwiftType?, selfType: SwiftType?, name: String, functionName: String? = nil,
    typeScope: SwiftType? = nil, mutatingSelf: Bool = false
  ) -> ExprCode {
    let code = FunctionCode(name: functionName ?? name, kind: .function, location: expression.range.start,
      isAsync: false, isThrowing: false)
    code.isMutating = mutatingSelf
    let outer = context
    let function = FunctionContext(
      parent: nil, code: code, selfType: selfType,
      capturedNames: CaptureScan.capturedNames(in: [Stmt(.expression(expression), range: expression.range, id: expression.id)]),
      isAsync: false,
      // `var v: T = 0` in `struct Box<T: Numeric>`: the literal is of the `T` a `Box<Double>` binds.
      genericNames: outer.genericNames.union((typeScope ?? selfType)?.instanceType.userType?.genericParameters.map(\.name) ?? []))
    function.typeScope = typeScope
    function.isDetached = true
    context = function
    defer { context = outer }
    code.selfMode = selfMode(for: code, selfType: selfType)
    let value = convert(compileExpr(expression, expected: expected), to: expected ?? .unknown)
    let run = value.run
    return ExprCode(type: value.type, run: { frame in
      let inner = Frame(code: code, interpreter: frame.interpreter, captures: [], selfValue: frame.currentSelf,
        selfBox: mutatingSelf ? frame.selfBox : nil)
      inner.generics = frame.generics
      return try run(inner)
    }, location: value.location, literal: value.literal)
  }

  // MARK: - Stored properties

  func compileStoredProperty(_ property: StoredProperty, of type: UserType, accessors: AccessorBlock?) {
    let selfType = type.asType
    if let initializer = property.initializer {
      if let wrapper = property.wrapper {
        property.initialValue = compileWrapperInitializer(wrapper, wrappedValue: initializer, property: property, selfType: selfType)
      } else {
        let expected = property.type.isUnknown ? nil : property.type
        // A struct's lazy getter is mutating: its initial value may change `self` (Swift keeps it).
        let code = compileDetached(initializer, expected: expected, selfType: property.isLazy ? selfType : nil,
          name: property.name, typeScope: selfType, mutatingSelf: property.isLazy && !type.isClass)
        property.initialValue = code
        if property.type.isUnknown { property.type = code.type }
      }
    } else if let wrapper = property.wrapper {
      property.initialValue = compileWrapperInitializer(wrapper, wrappedValue: nil, property: property, selfType: selfType)
    } else if property.type.isOptional && !property.isConstant {
      property.initialValue = ExprCode(type: property.type, run: { _ in .none }, location: property.location)
    }
    if let accessors {
      let (willSet, didSet) = accessors.observers
      if let willSet { property.willSet = observerCode(willSet, property: property, parameter: willSet.parameterName ?? "newValue", owner: type) }
      if let didSet {
        let parameter = didSet.parameterName ?? "oldValue"
        property.didSet = observerCode(didSet, property: property, parameter: parameter, owner: type)
        property.didSetReadsOldValue = Self.mentions(parameter, in: didSet.body ?? [])
      }
    }
  }

  /// Whether a body names `name` anywhere, closures included (an over-approximation by name).
  static func mentions(_ name: String, in body: [Stmt]) -> Bool {
    var found = false
    for statement in body where !found {
      SyntaxWalker.visit(statement, intoClosures: true) { expr in
        if case .identifier(name) = expr.kind { found = true }
        return !found
      }
    }
    return found
  }

  /// A `willSet` or `didSet`: a method of the type taking the new or old value.
  func observerCode(_ accessor: Accessor, property: StoredProperty, parameter: String, owner: UserType?) -> FunctionCode {
    let code = FunctionCode(name: property.name, kind: .observer, location: accessor.range.start, isAsync: false, isThrowing: false)
    code.owner = owner
    code.isMutating = !(owner?.isClass ?? false)
    code.parameters = [ParameterCode(
      label: nil, name: parameter, type: property.type, storage: .slot(0), defaultValue: nil, isVariadic: false,
      isInout: false, builder: nil, takesClosure: false, closureArity: nil, isAutoclosure: false)]
    compileBody(code, accessor.body ?? [], parameters: code.parameters, selfType: owner?.asType)
    return code
  }

  // MARK: - Layout and raw values

  /// A class holds its superclasses' stored properties first, then its own.
  func finishLayout(of type: UserType) {
    guard type.isClass, let superclass = type.superclass, !laidOut.contains(ObjectIdentifier(type)) else { return }
    laidOut.insert(ObjectIdentifier(type))
    finishLayout(of: superclass)
    let own = type.storedProperties.filter { property in
      !superclass.storedProperties.contains { $0.name == property.name }
    }
    type.setStored(superclass.storedProperties + own)
  }
}

extension Stmt {
  /// Whether it is an `if` or a `switch`, the statements that can give a function its value.
  var isBranching: Bool {
    switch kind {
    case .ifStmt, .switchStmt: return true
    default: return false
    }
  }

  /// Whether it is an `if` with an `else` or a `switch` each branch of which is one expression
  /// (or `throw`, or such an `if` or `switch` again): an expression in Swift (SE-0380).
  var isBranchingExpression: Bool {
    func isValue(_ body: [Stmt]) -> Bool {
      guard body.count == 1 else { return false }
      switch body[0].kind {
      case .expression, .throwStmt: return true
      case .ifStmt, .switchStmt: return body[0].isBranchingExpression
      default: return false
      }
    }
    func isValue(_ ifStmt: IfStmt) -> Bool {
      switch ifStmt.elseClause {
      case .block(let body)?: return isValue(ifStmt.thenBody) && isValue(body)
      case .elseIf(let nested, _, _)?: return isValue(ifStmt.thenBody) && isValue(nested)
      case nil: return false
      }
    }
    switch kind {
    case .ifStmt(let ifStmt): return isValue(ifStmt)
    case .switchStmt(_, let cases): return !cases.isEmpty && cases.allSatisfy { isValue($0.body) }
    default: return false
    }
  }
}
