import SwiftReader
import Transcript

/// Declarations inside bodies: local constants and variables (and `main.swift`'s globals),
/// local functions, and property wrappers' initial values.
extension Compiler {
  func compileLocalDeclaration(_ decl: Decl) -> StmtCode {
    switch decl.kind {
    case .variable(let variable):
      return sequence(variable.bindings.map { compileBinding($0, variable: variable) })
    case .function(let function):
      return compileLocalFunction(function)
    case .type(let type):
      declareLocalType(type)
      return StmtCode(run: { _ in .next })
    case .typeAlias(let name, let type, let generics):
      program.typeAliases[name] = type
      program.typeAliasParameters[name] = generics
      return StmtCode(run: { _ in .next })
    case .importDecl, .macroExpansion:
      return StmtCode(run: { _ in .next })
    default:
      error("unsupported construct 'local declaration'", at: decl.range.start)
      return StmtCode(run: { _ in .next })
    }
  }

  private func compileBinding(_ binding: PatternBinding, variable: VariableDecl) -> StmtCode {
    let declared = binding.type.map { resolveType($0, in: context.selfType) }
    let isAsyncLet = Compiler.isAsyncLet(variable)
    var value = binding.initializer.map { initializer in
      // An `async let` child task ends with its scope (SE-0317): its initializer does not
      // escape, and a class's members need no `self.` there (swiftc 6.3 accepts them bare).
      if isAsyncLet, case .closure(let closure) = initializer.kind {
        return compileClosure(closure, expected: nil, builder: nil, escapes: false)
      }
      return compileExpr(initializer, expected: isAsyncLet ? nil : declared)
    }
    if isAsyncLet, let closure = value {
      value = startingChildTask(closure, at: binding.range.start)
      if case .identifier(let name) = binding.pattern.kind { asyncLetNames.insert(name) }
    } else if let declared, let initial = value {
      if let expr = binding.initializer { checkInitializer(initial, expr, declared: declared) }
      value = convert(unwrappingImplicitly(initial, to: declared), to: declared)
    }
    let type = declared ?? value?.type ?? .unknown
    // `let n = Int(text)` of a certain `String` is as certainly an `Int?` as one written so.
    let inferredOptional = binding.type == nil && binding.initializer.map { certainOptional($0) != nil } == true
    let certain = declared != nil || binding.initializer.map(isCertainlyTyped) == true || inferredOptional
    let declaredOptional = binding.type.map(Compiler.isWrittenOptional) ?? inferredOptional
    checkAttributes(variable.attributes)
    if let wrapper = variable.attributes.first(where: { wrapperAttribute([$0], in: context.selfType ?? .void) != nil }) {
      if program.configuration.platform.localWrappers.contains(wrapper.name), case .identifier(let name) = binding.pattern.kind,
        let initial = value, let wrapperType = registry.type(named: wrapper.name)
      {
        return compileLocalWrapper(.native(wrapperType, arguments: []), name: name, initial: initial, at: wrapper.range.start)
      }
      program.addNotModelled(.error("lesson-runner does not model a local property wrapper ('@\(wrapper.name)')", at: wrapper.range.start))
    }
    guard case .identifier(let name) = binding.pattern.kind else {
      // `let (a, b) = pair`
      guard let value else { return StmtCode(run: { _ in .next }) }
      let match = compilePattern(binding.pattern, subjectType: type, binds: true, isConstant: variable.isLet)
      let run = value.run
      let location = binding.range.start
      var code = StmtCode(run: { frame in
        guard try match(frame, try run(frame)) else {
          throw InterpreterError.unsupported("the value does not match the pattern", at: location)
        }
        return .next
      })
      if let async = value.async {
        code.async = { frame in
          _ = try match(frame, try await async(frame))
          return .next
        }
      }
      return code
    }
    if compilingScriptTopLevel, context.scopes.count == 1, let global = scriptGlobals[name] {
      global.type = type
      global.typeIsCertain = certain
      global.isDeclaredOptional = declaredOptional
      global.element = declared == nil ? value?.element : nil
      global.ownership = Compiler.ownership(of: variable)
      if let accessors = binding.accessors {
        let (willSet, didSet) = accessors.observers
        if let didSet { global.didSet = globalObserver(didSet, name: name, type: type, parameter: didSet.parameterName ?? "oldValue") }
        if let willSet { global.willSet = globalObserver(willSet, name: name, type: type, parameter: willSet.parameterName ?? "newValue") }
      }
      let initial = value ?? (type.isOptional ? constant(.none, type: type, at: binding.range.start) : nil)
      // Declared without a value: left unset, so that a read before an assignment is
      // swiftc's `used before being initialized` (`Interpreter.global`), never `()`.
      guard let initial else {
        context.unassigned.globals[name] = variable.isLet
        return StmtCode(run: { _ in .next })
      }
      let run = initial.run
      var code = StmtCode(run: { frame in
        frame.interpreter.setGlobal(global, try run(frame))
        return .next
      })
      if let async = initial.async {
        code.async = { frame in
          frame.interpreter.setGlobal(global, try await async(frame))
          return .next
        }
      }
      return code
    }
    if let accessors = binding.accessors, accessors.getterBody != nil {
      error("unsupported construct 'local computed variable'", at: binding.range.start)
      return StmtCode(run: { _ in .next })
    }
    let ownership = Compiler.ownership(of: variable)
    let local = context.declare(
      name, type: type, isConstant: variable.isLet, mayBeAssigned: value == nil, typeIsCertain: certain,
      ownership: ownership, isDeclaredOptional: declaredOptional)
    if declared == nil, let element = value?.element { context.scopes[context.scopes.count - 1][name]?.element = element }
    noteDeclaration(local, hasValue: value != nil || !variable.attributes.isEmpty, isLet: variable.isLet)
    if value == nil, variable.attributes.isEmpty, variable.isLet || !type.isOptional, !isVoid(type) {
      context.scopes[context.scopes.count - 1][name]?.declaredWithoutValue = true
    }
    let storeStrong = storeLocal(local)
    let store: (Frame, Value) throws -> Void = ownership == .strong ? storeStrong : { frame, value in
      try storeStrong(frame, frame.interpreter.ownedStorage(value, ownership))
    }
    guard let value else {
      let initial: Value = type.isOptional && !variable.isLet ? .none : .void
      return StmtCode(run: { frame in
        try store(frame, initial)
        return .next
      })
    }
    let run = value.run
    var code = StmtCode(run: { frame in
      try store(frame, try run(frame))
      return .next
    })
    if let async = value.async {
      code.async = { frame in
        try store(frame, try await async(frame))
        return .next
      }
    }
    return code
  }

  /// `@Bindable var book = book` in a body: the local `$book` holds the wrapper's projection, and
  /// `book` reads its `wrappedValue` (as a closure's `$name` parameter does).
  private func compileLocalWrapper(_ wrapperType: SwiftType, name: String, initial: ExprCode, at location: SourceLocation) -> StmtCode {
    let local = context.declare("$" + name, type: .unknown, isConstant: true)
    context.wrappedParameters.insert(name)
    let store = storeLocal(local), run = initial.run
    return StmtCode(run: { frame in
      let wrapper = try frame.interpreter.construct(wrapperType, arguments: [("wrappedValue", try run(frame))], at: location)
      try store(frame, try frame.interpreter.getMember(wrapper, "projectedValue", at: location))
      return .next
    })
  }

  private func globalObserver(_ accessor: Accessor, name: String, type: SwiftType, parameter: String) -> FunctionCode {
    let code = FunctionCode(name: name, kind: .observer, location: accessor.range.start, isAsync: false, isThrowing: false)
    code.parameters = [ParameterCode(
      label: nil, name: parameter, type: type, storage: .slot(0), defaultValue: nil, isVariadic: false,
      isInout: false, builder: nil, takesClosure: false, closureArity: nil, isAutoclosure: false)]
    let saved = context
    compileBody(code, accessor.body ?? [], parameters: code.parameters, selfType: nil)
    context = saved
    return code
  }

  /// A function declared in a body: a closure stored in a local of its name (in a cell, so
  /// that it can call itself).
  ///
  /// A `let` or `var` of the same name declared before it in the block keeps the name: swiftc
  /// builds `let x = 1; func x() -> Int { 2 }; print(x)` and prints 1 (a body's variable
  /// shadows its function, whichever comes first).
  private func compileLocalFunction(_ function: FunctionDecl) -> StmtCode {
    let code = functionShell(function, kind: .closure, owner: nil)
    localFunctionCodes.insert(ObjectIdentifier(code))
    let innermost = context.scopes.count - 1
    let shadowing = context.scopes[innermost][function.name]
    let local = context.declare(function.name, type: functionType(of: code), isConstant: true, boxed: true)
    context.scopes[innermost][function.name]?.isLocalFunction = true
    if let shadowing {
      if case .function = shadowing.type {} else { context.scopes[innermost][function.name] = shadowing }
    }
    guard case .box(let index) = local.storage else { return StmtCode(run: { _ in .next }) }
    compileBody(code, function.body ?? [], parameters: code.parameters, selfType: context.selfType,
      defaults: function.parameters.map(\.defaultValue))
    let captured = lastClosureCaptures
    return StmtCode(run: { frame in
      let box = Box(.void)
      frame.boxes[index] = box
      var captures: [Box] = []
      for reference in captured {
        switch reference {
        case .box(let outer):
          if frame.boxes[outer] == nil { frame.boxes[outer] = Box(.void) }
          captures.append(frame.boxes[outer]!)
        case .capture(let outer): captures.append(frame.captures[outer])
        case .slot(let slot): captures.append(Box(frame.slots[slot]))
        case .global(let global): captures.append(Box(try frame.interpreter.global(global, at: nil)))
        }
      }
      box.value = frame.interpreter.makeFunction(
        code, captures: captures, selfValue: frame.selfValue, selfBox: frame.selfBox, generics: frame.generics)
      return .next
    })
  }

  /// A type declared inside a body: declared and compiled at once, visible from here on.
  private func declareLocalType(_ decl: TypeDecl) {
    let type = declareType(decl, outer: nil)
    program.types[decl.name] = program.types[decl.name] ?? type
    let pending = typeMembers.filter { entry in entry.type === type || isNested(entry.type, in: type) }
    typeMembers.removeAll { entry in entry.type === type || isNested(entry.type, in: type) }
    // The types' inheritance is set here, after pass 1b: what was worked out before is dropped.
    knownConformances?.removeAll()
    for entry in pending {
      let conformances = entry.type.inheritanceSyntax.compactMap { syntax -> ProtocolRef? in
        switch resolveType(syntax, in: nil) {
        case .user(let proto, _) where proto.isProtocol: return .user(proto)
        case .native(let native, _) where native.isProtocol: return .native(native)
        default: return nil
        }
      }
      entry.type.conformances = conformances
      for syntax in entry.type.inheritanceSyntax {
        switch resolveType(syntax, in: nil) {
        case .user(let parent, _) where parent.isClass && entry.type.isClass: entry.type.superclass = parent
        case .int, .string, .double, .character: if entry.type.isEnum { entry.type.rawType = resolveType(syntax, in: nil) }
        default: break
        }
      }
      entry.type.conformances = allConformances(of: entry.type)
    }
    knownConformances?.removeAll()
    let savedTypeMembers = typeMembers
    let savedBodies = bodies
    typeMembers = pending
    bodies = []
    let saved = context
    context = topLevel
    declareMembers()
    knownNativeMembers?.removeAll()
    assignRawValues()
    for body in bodies { body() }
    context = saved
    typeMembers = savedTypeMembers
    bodies = savedBodies
  }

  private func isNested(_ type: UserType, in outer: UserType) -> Bool {
    var current = type.outer
    while let candidate = current {
      if candidate === outer { return true }
      current = candidate.outer
    }
    return false
  }

  // MARK: - Property wrappers

  /// A wrapped property's initial wrapper: `Clamped(wrappedValue: 0)` for `@Clamped var x = 0`,
  /// `Setting(\.volume)` for `@Setting(\.volume) var volume`.
  func compileWrapperInitializer(
    _ attribute: Attribute, wrappedValue: Expr?, property: StoredProperty, selfType: SwiftType
  ) -> ExprCode? {
    let wrapperType = resolveType(
      TypeSyntax(.named(attribute.name, genericArguments: []), range: attribute.range), in: selfType)
    property.wrapperType = wrapperType
    var arguments: [(String?, ExprCode)] = []
    var wrappedCode: ExprCode?
    if let wrappedValue {
      if wrapperTakesAutoclosure(wrapperType) {
        // A wrapper taking an `@autoclosure` (`@Owned var model = Model()`): the object is made when
        // the wrapper first needs it, not every time the view's struct is.
        let closure = Closure(
          parameters: [], body: [Stmt(.expression(wrappedValue), range: wrappedValue.range, id: wrappedValue.id)],
          range: wrappedValue.range, id: wrappedValue.id)
        wrappedCode = compileDetached(
          Expr(.closure(closure), range: wrappedValue.range, id: wrappedValue.id), expected: nil, selfType: nil,
          name: property.name)
        if property.type.isUnknown, case .call(let callee, _, _, _) = wrappedValue.kind, let type = typeOfExpression(callee) {
          property.type = type
        }
      } else {
        let code = compileDetached(wrappedValue, expected: property.type.isUnknown ? nil : property.type,
          selfType: nil, name: property.name)
        if property.type.isUnknown { property.type = code.type }
        wrappedCode = code
      }
    }
    if property.type.isUnknown, let first = attribute.arguments?.first,
      case .keyPath(nil, let components) = first.value.kind,
      let rootName = keyPathRoot(of: wrapperType)
    {
      // `@Setting(\.volume) var volume`: the type of the key path's last member.
      if let root = registry.type(named: rootName) {
        var type = SwiftType.native(root, arguments: [])
        for component in components { type = memberType(of: type, component) }
        property.type = type
      }
    }
    for argument in attribute.arguments ?? [] {
      arguments.append((argument.label, compileDetached(argument.value, expected: nil, selfType: nil, name: property.name)))
    }
    property.wrapperArguments = arguments.map { (label: $0.0, value: $0.1) }
    let location = attribute.range.start
    let hasDefault = wrappedValue != nil || !(attribute.arguments ?? []).isEmpty || wrapperHasDefaultInit(wrapperType)
    guard hasDefault else { return nil }
    let type = property.type
    let labels: [String?] = (wrappedCode == nil ? [] : ["wrappedValue"]) + arguments.map { $0.0 }
    let shapes = labels.map { ArgumentMatcher.ArgumentShape(label: $0, isTrailingClosure: false) }
    let cache = CallSiteCache()
    return ExprCode(type: wrapperType, run: { frame in
      var values: [Value] = []
      values.reserveCapacity(shapes.count)
      if let wrappedCode { values.append(frame.interpreter.coerce(try wrappedCode.run(frame), to: type)) }
      for (_, code) in arguments { values.append(try code.run(frame)) }
      return try frame.interpreter.construct(
        wrapperType, CallArguments(values: values, shapes: shapes), cache: cache, at: location)
    }, location: location)
  }

  /// Whether the wrapper's `init(wrappedValue:)` takes an `@autoclosure`.
  private func wrapperTakesAutoclosure(_ type: SwiftType) -> Bool {
    guard case .native(let native, _) = type else { return false }
    return native.initializers.contains { function in
      guard let first = function.signature.parameters.first, first.label == "wrappedValue" else { return false }
      return first.type.attributeNames.contains("autoclosure")
    }
  }

  /// The root of the key path a wrapper's initializer takes (`Settings` for
  /// `Setting(_ keyPath: KeyPath<Settings, Value>)`).
  private func keyPathRoot(of type: SwiftType) -> String? {
    guard case .native(let native, _) = type else { return nil }
    for function in native.initializers {
      guard let first = function.signature.parameters.first,
        case .named(let name, let arguments) = first.type.kind, name.hasSuffix("KeyPath"), let root = arguments.first
      else { continue }
      return root.writtenName
    }
    return nil
  }

  /// Whether a wrapper can be made with no arguments (`@Injected`).
  func wrapperHasDefaultInit(_ type: SwiftType) -> Bool {
    switch type {
    case .native(let native, _): return native.initializers.contains { $0.signature.parameters.isEmpty }
    case .user(let userType, _):
      if userType.members.initializers.contains(where: { $0.parameters.isEmpty }) { return true }
      // No initializer written and every stored property with a value: the implicit `init()`
      // (`@Capitalized var name: String` over `private var value = ""`).
      return userType.members.initializers.isEmpty && userType.storedProperties.allSatisfy { property in
        if property.initializer != nil || property.isLazy { return true }
        guard !property.isConstant, let syntax = property.typeSyntax else { return false }
        if case .optional = syntax.kind { return true }
        return false
      }
    default: return false
    }
  }
}
