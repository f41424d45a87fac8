import SwiftReader
import Transcript

/// Calls: of free functions, methods (mutating ones on their place), static members,
/// initializers, closures, `super`, and the registry's functions.
extension Compiler {
  func compileCall(
    _ callee: Expr, _ arguments: [Argument], _ trailing: [TrailingClosure], expected: SwiftType?,
    at location: SourceLocation
  ) -> ExprCode {
    let syntax = argumentSyntax(arguments, trailing)
    noteCallSite(callee, at: location)
    let outerCallStart = callStart, outerParentheses = callParentheses
    callStart = callee.range.start
    callParentheses = CallParentheses(open: callee.range.end, close: closingParenthesis ?? callee.range.end)
    defer {
      callStart = outerCallStart
      callParentheses = outerParentheses
    }
    switch callee.kind {
    case .identifier(let name):
      checkOverlappingSwap(name, arguments)
      return callIdentifier(name, syntax, expected: expected, at: callee.range.start)
    case .member(let base, let name, let nameRange):
      if isModuleQualifier(base) {
        return callIdentifier(name, syntax, expected: expected, moduleQualified: true, at: nameRange.start)
      }
      if let type = namespacedType(callee, base) { return construction(type, syntax, at: location) }
      return callMember(base, name, syntax, at: nameRange.start)
    case .implicitMember(let name):
      return compileImplicitMember(name, arguments: syntax, expected: expected, at: callee.range.start)
    case .type(let typeSyntax):
      let type = resolveType(typeSyntax, in: context.selfType)
      // `PassthroughSubject<Int, Never>()`: a framework's generic type the registry lacks is
      // named as written, without its arguments (it was refused as '_').
      let name = String(typeSyntax.writtenName.prefix { $0 != "<" })
      if type.isUnknown, program.configuration.platform.isFrameworkName(name) {
        return failing(.notModelled(name, at: location), at: location)
      }
      return construction(type, syntax, at: location)
    case .optionalChain(let inner) where typeOfExpression(inner) != nil:
      // `Int?(7)`: the optional type's initializer, not a chain on the type `Int`.
      return construction(.optional(typeOfExpression(inner)!), syntax, at: location)
    case .closure(let closure):
      // `{ … }()`: called where it is made, the closure does not escape.
      let value = compileClosure(closure, expected: nil, builder: nil, escapes: false)
      return callValueCode(value, syntax, hints: closureHints(value.type, syntax), at: location)
    default:
      let value = compileChain(callee, expected: nil)
      return callValueCode(value, syntax, hints: closureHints(value.type, syntax), at: location)
    }
  }

  private func closureHints(_ type: SwiftType, _ syntax: [ArgumentSyntax]) -> [ParameterHint?] {
    guard case .function(let parameters, _, _, _) = type else { return syntax.map { _ in nil } }
    return syntax.indices.map { index in index < parameters.count ? ParameterHint(type: parameters[index]) : nil }
  }

  /// Calls a value (a closure, a function reference) with positional arguments.
  private func callValueCode(_ callee: ExprCode, _ syntax: [ArgumentSyntax], hints: [ParameterHint?],
    at location: SourceLocation) -> ExprCode
  {
    let arguments = compileArguments(syntax, hints: hints)
    let calleeRun = callee.run
    var resultType = SwiftType.unknown
    if case .function(_, let result, _, _) = callee.type { resultType = result }
    let awaited = awaitDepth > 0
    return makeCall(arguments, type: resultType, at: location, perform: { frame, callArguments in
      try frame.interpreter.callValue(try calleeRun(frame), callArguments, at: location)
    }, performAsync: awaited ? { frame, callArguments in
      let value = try calleeRun(frame)
      guard case .function(let function) = value else {
        return try frame.interpreter.callValue(value, callArguments, at: location)
      }
      return try await frame.interpreter.callAsync(function, callArguments.values, task: frame.task, at: location)
    } : nil)
  }

  // MARK: - Names

  /// `moduleQualified`: written `Swift.min(…)`, so locals and the enclosing type's members
  /// (an extension of `Array` has its own `min`) are passed over.
  private func callIdentifier(
    _ name: String, _ syntax: [ArgumentSyntax], expected: SwiftType?, moduleQualified: Bool = false,
    at location: SourceLocation
  ) -> ExprCode {
    if !moduleQualified, let (reference, variable) = context.lookup(name) {
      if !variable.isLocalFunction { checkFunctionValueCall(variable.type, syntax, certain: variable.typeIsCertain, at: location) }
      let read = readVariable(reference)
      return callValueCode(ExprCode(type: variable.type, run: read, location: location), syntax,
        hints: closureHints(variable.type, syntax), at: location)
    }
    // The enclosing type's members before the script's globals (Swift's unqualified lookup).
    if !moduleQualified, let selfType = context.selfType {
      if case .metatype(let instanceType) = selfType, hasStaticMember(instanceType, name) {
        return staticCall(instanceType, name, syntax, throughSelf: true, at: location)
      }
      if hasMember(selfType, name), !callsGlobalPastMember(selfType, name, syntax) {
        checkImplicitSelf(name, of: selfType, isCall: true, at: location)
        return methodCall(baseExpr: nil, basePlace: selfType.isValueType ? selfPlace(at: location) : nil,
          baseCode: selfCode(at: location), name, syntax, at: location)
      }
    }
    if let global = scriptGlobals[name], !Compiler.isNonFunctionBesideFunctions(global, program.functions[name]) {
      checkFunctionValueCall(global.type, syntax, certain: global.typeIsCertain, at: location)
      noteIsolatedUse(isolatedGlobalUse(name, global, at: location), .referenced)
      return callValueCode(ExprCode(type: global.type, run: { frame in try frame.interpreter.global(global, at: location) },
        location: location), syntax, hints: closureHints(global.type, syntax), at: location)
    }
    if name == "super" { return superInitializer(syntax, at: location) }
    if let functions = program.functions[name] {
      return functionCall(functions, syntax, expected: expected, at: location)
    }
    if let type = namedType(name, arguments: [], in: context.selfType) {
      // `Self(…)` in a class or in a protocol's extension: the type `self` is at run time.
      let isClassSelf = name == "Self"
        && ((type.instanceType.userType?.isClass ?? false) || isOwnProtocol(type.instanceType))
      return construction(contextualArguments(type.instanceType, expected), syntax, dynamicSelf: isClassSelf, at: location)
    }
    if name == "swap", let swap = swapCall(syntax, at: location) { return swap }
    if name == "type", let typeOf = compileTypeOf(syntax, at: location) { return typeOf }
    if let printTo = compilePrintTo(name, syntax, at: location) { return printTo }
    if name == "numericCast", let cast = compileNumericCast(syntax, expected: expected, at: location) { return cast }
    if let functions = registry.functions[name], !foundationIsNotImported(name) {
      return nativeFunctionCall(functions, owner: name, syntax, expected: expected, at: location)
    }
    if let global = program.globalsByName[name] {
      checkFunctionValueCall(global.type, syntax, certain: global.typeIsCertain, at: location)
      return callValueCode(ExprCode(type: global.type, run: { frame in try frame.interpreter.global(global, at: location) },
        location: location), syntax, hints: closureHints(global.type, syntax), at: location)
    }
    return callValueCode(unknownName(name, at: location), syntax, hints: [], at: location)
  }

  /// A free function of the program: the overload chosen by labels, then by argument types.
  private func functionCall(_ declared: [FunctionCode], _ syntax: [ArgumentSyntax], expected: SwiftType?,
    at location: SourceLocation) -> ExprCode {
    requireTry(declared, syntax)
    requireAwait(declared, syntax)
    let candidates = declared.count == 1 ? [resultBoundParameters(declared[0], expected)] : declared.map(\.parameters)
    var argumentHints = hints(syntax, candidates: candidates)
    if declared.count == 1 { keepLiteralsWhereAnyBinds(declared[0], candidates[0], syntax, expected: expected, into: &argumentHints) }
    let arguments = compileArguments(syntax, hints: argumentHints)
    let functions = overloadsFittingStaticTypes(declared, arguments, syntax)
    let matching = functions.filter { ArgumentMatcher.match($0.parameters.map(\.shape), shapes(syntax)) != nil }
    if matching.isEmpty {
      reportMismatch(functions, syntax, at: location)
    } else if declared.count == 1 {
      checkArguments(declared[0].parameters, arguments, syntax)
      checkInoutArguments(declared[0].parameters, arguments, syntax)
    }
    var resultType = matching.count == 1 ? matching[0].returnType : (matching.first?.returnType ?? .unknown)
    let awaited = awaitDepth > 0 || matching.contains(where: \.isAsync)
    var chosen = staticallyPossible(functions, arguments, syntax)
    chooseByResult(&chosen, resultType: &resultType, expected: expected, at: location)
    let staticGenerics = chosen.count == 1 ? staticGenericBindings(chosen[0], arguments) : [:]
    return makeCall(arguments, type: resultType, at: location, perform: { frame, callArguments in
      let interpreter = frame.interpreter
      let (code, bindings) = try interpreter.chooseOverload(chosen, callArguments, at: location)
      let (values, cells) = try interpreter.arrange(callArguments, for: code.parameters, bindings: bindings, at: location)
      if !staticGenerics.isEmpty { interpreter.pendingGenerics = interpreter.concreteBindings(staticGenerics, in: frame) }
      return try interpreter.invoke(code, arguments: values, cells: cells, captures: [], selfValue: .void, selfBox: nil, at: location)
    }, performAsync: awaited ? { frame, callArguments in
      let interpreter = frame.interpreter
      let (code, bindings) = try interpreter.chooseOverload(chosen, callArguments, at: location)
      let (values, cells) = try interpreter.arrange(callArguments, for: code.parameters, bindings: bindings, at: location)
      return try await interpreter.invokeAsync(code, arguments: values, cells: cells, captures: [], selfValue: .void,
        selfBox: nil, task: frame.task, at: location)
    } : nil)
  }

  /// A registry function (`print`, `max`, `withAnimation`).
  func nativeFunctionCall(
    _ functions: [NativeFunction], owner: String, _ syntax: [ArgumentSyntax], expected: SwiftType?, at location: SourceLocation
  ) -> ExprCode {
    var hints = nativeHints(syntax, candidates: functions, receiver: nil)
    if let expected { hintGenericArguments(&hints, syntax, functions, expected: expected) }
    let arguments = compileArguments(syntax, hints: hints)
    var resultType = functions.count == 1 ? nativeReturnType(functions[0], receiver: nil) : .unknown
    // `zip(names, prices)`: the pairs of two known collections' elements stay known.
    if owner == "zip", arguments.count == 2, let zipped = registry.type(named: "Zip2Sequence"),
      arguments.allSatisfy({ Compiler.knownElement(of: $0.code.type) != nil })
    {
      resultType = .native(zipped, arguments: arguments.map(\.code.type))
    }
    let awaited = awaitDepth > 0 || functions.contains(where: \.isAsync)
    let cache = CallSiteCache()
    return makeCall(arguments, type: resultType, at: location, perform: { frame, callArguments in
      let interpreter = frame.interpreter
      let (function, bindings) = try interpreter.chooseScoredNativeOverload(
        functions, callArguments, owner: owner, cache: cache, at: location)
      let values = try interpreter.arrangeNative(callArguments, for: function, bindings: bindings, at: location)
      var receiver = Value.void
      return try interpreter.callNative(function, receiver: &receiver, arguments: values, labels: callArguments.labels, at: location)
    }, performAsync: awaited ? { frame, callArguments in
      let interpreter = frame.interpreter
      let (function, bindings) = try interpreter.chooseNativeOverload(functions, callArguments, owner: owner, at: location)
      let values = try interpreter.arrangeNative(callArguments, for: function, bindings: bindings, at: location)
      var receiver = Value.void
      return try await interpreter.callNativeAsync(function, receiver: &receiver, arguments: values, task: frame.task, at: location)
    } : nil)
  }

  // MARK: - Members

  private func callMember(_ base: Expr, _ name: String, _ syntax: [ArgumentSyntax], at location: SourceLocation) -> ExprCode {
    if case .identifier("super") = base.kind {
      if name == "init" { return superInitializer(syntax, at: location) }
      return superMethodCall(name, syntax, at: location)
    }
    if let type = typeOfExpression(base) {
      if name == "init" {
        let dynamicSelf = isSelfIdentifier(base) && ((type.userType?.isClass ?? false) || isOwnProtocol(type))
        return construction(type, syntax, dynamicSelf: dynamicSelf, at: location)
      }
      checkMemberAccess(type, name, isStatic: true, at: location)
      if let refused = instanceMemberOnType(type, name, base: base, at: location) { return refused }
      return staticCall(type, name, syntax, throughSelf: isSelfIdentifier(base), at: location)
    }
    if name == "init", case .identifier("self") = base.kind { return selfInitializer(syntax, at: location) }
    if name == "init" {
      let value = compileChain(base, expected: nil)
      return callValueCode(value, syntax, hints: [], at: location)
    }
    checkUnwrapped(base, name)
    // A name the program never declared is no place: it fails when reached, before the arguments.
    let place = Compiler.isPlaceExpression(base) && !rootIsUndeclared(base) ? compilePlace(base) : nil
    let baseCode = compileChain(base, expected: literalBaseType(base, name))
    checkFoundationMember(baseCode.type, name, at: location)
    return methodCall(baseExpr: base, basePlace: place, baseCode: baseCode, name, syntax, at: location)
  }

  /// `base.name(arguments)`: a mutating method runs on the base's place.
  func methodCall(
    baseExpr: Expr?, basePlace: PlaceCode?, baseCode: ExprCode, _ name: String, _ syntax: [ArgumentSyntax],
    at location: SourceLocation
  ) -> ExprCode {
    let baseType = baseCode.type
    requireTry(userMethods(baseType, name), syntax)
    if !noteActorMethodCall(baseExpr, baseType, name, syntax, at: location) { requireAwait(userMethods(baseType, name), syntax) }
    checkMemberAccess(baseType, name, at: location)
    if let baseExpr, let refused = staticMemberOnInstance(baseType, name, base: baseExpr, at: location) { return refused }
    var (candidateParameters, nativeCandidates, candidateResult) = methodCandidates(baseType, name)
    if candidateParameters.isEmpty {
      checkUnconstrainedElementOrder(baseType, name, syntax, at: location)
      checkNotComparableElements(baseExpr, baseType, name, syntax, at: location)
    }
    if candidateParameters.isEmpty, syntax.isEmpty,
      nativeCandidates.allSatisfy({ ArgumentMatcher.match($0.signature.shapes, []) == nil })
    {
      checkPropertyCalled(baseType, name, at: location)
    }
    // `d.values.max()`: typed as the same method of an array of the view's elements.
    let elementReceiver = baseCode.element.map { SwiftType.array($0) }
    if let elementReceiver, baseType.isUnknown, let natives = nativeMethods("Array", name) {
      (candidateParameters, nativeCandidates) = ([], natives)
      candidateResult = natives.count == 1 ? nativeReturnType(natives[0], receiver: elementReceiver) : commonReturnType(natives, elementReceiver)
    }
    var resultType = keyPathMapResult(elementReceiver ?? baseType, name, syntax) ?? candidateResult
    var argumentHints = hints(syntax, candidates: candidateParameters)
    if !nativeCandidates.isEmpty, argumentHints.allSatisfy({ $0 == nil }) {
      argumentHints = nativeHints(syntax, candidates: nativeCandidates, receiver: elementReceiver ?? baseType)
    }
    keyPathHints(syntax, elementOf: baseType, into: &argumentHints)
    if candidateParameters.isEmpty { markCertainElementClosures(baseExpr, baseType, name, syntax, into: &argumentHints) }
    let arguments = compileArguments(syntax, hints: argumentHints)
    if resultType.isUnknown, candidateParameters.isEmpty,
      let fitting = fittingNativeResult(nativeCandidates, syntax, receiver: elementReceiver ?? baseType) { resultType = fitting }
    checkAppendedElement(baseType, name, syntax, arguments, at: location)
    // `reduce`'s result is of its initial value's type (`Result`), however the closure is written.
    if name == "reduce", resultType.isUnknown, candidateParameters.isEmpty, !nativeCandidates.isEmpty,
      let initial = arguments.first, initial.code.type.isCompletelyKnown
    {
      resultType = initial.code.type
    }
    let closureBindings = closureResultBindings(nativeCandidates, arguments)
    if !closureBindings.isEmpty, candidateParameters.isEmpty {
      resultType = nativeReturnType(nativeCandidates[0], receiver: elementReceiver ?? baseType.wrapped, bindings: closureBindings)
    }
    // `a.prefix(2)` among `prefix(while:)`, `prefix(upTo:)`…: the overloads the labels fit name the result.
    if resultType.isUnknown, nativeCandidates.count > 1, candidateParameters.isEmpty {
      let fitting = nativeCandidates.filter { ArgumentMatcher.match($0.signature.shapes, shapes(syntax)) != nil }
      if !fitting.isEmpty, fitting.count < nativeCandidates.count {
        resultType = commonReturnType(fitting, elementReceiver ?? baseType.wrapped)
      }
    }
    if let parameters = soleProgramMethod(baseType, name), ArgumentMatcher.match(parameters.map(\.shape), shapes(syntax)) == nil {
      reportLabelMismatch(labelParameters(parameters), syntax, at: location)
    }
    if candidateParameters.isEmpty { checkElementArguments(baseExpr, baseType, nativeCandidates, arguments, syntax) }
    if candidateParameters.count == 1, nativeCandidates.isEmpty {
      checkArguments(specialized(candidateParameters[0], for: baseExpr, baseType), arguments, syntax)
      checkInoutArguments(candidateParameters[0], arguments, syntax)
    }
    warnIfDeprecated(nativeCandidates, arguments, at: location)
    if !nativeCandidates.isEmpty { checkEquatableRequirement(nativeCandidates, syntax, arguments, at: location) }
    // The extension's method only where the call's labels fit it: `sorted { … }` inside an
    // extension declaring `sorted(by:ascending:)` is the standard library's `sorted(by:)`.
    if let extensionMethod = protocolExtensionMethod(baseType, name),
      ArgumentMatcher.match(extensionMethod.parameters.map(\.shape), shapes(syntax)) != nil
    {
      let base = receiver(baseCode, at: location)
      let baseRun = base.read
      return makeCall(arguments, type: extensionMethod.returnType, at: location, prelude: base, perform: { frame, callArguments in
        let interpreter = frame.interpreter
        let (code, bindings) = try interpreter.chooseOverload([extensionMethod], callArguments, at: location)
        let (values, cells) = try interpreter.arrange(callArguments, for: code.parameters, bindings: bindings, at: location)
        return try interpreter.invokeMethod(code, on: baseRun(frame), arguments: values, cells: cells, at: location)
      }, performAsync: nil)
    }
    let cache = CallSiteCache()
    let elementBinding = extensionElementBinding(baseType, name)
    let awaited = awaitDepth > 0
    let witnessProtocols = requirementProtocols(baseType, name)
    if let basePlace {
      refuseMutatingCall(on: basePlace, userMethods: structMethods(baseType, name), natives: nativeCandidates, at: location)
      let get = basePlace.get, modify = basePlace.modify
      return makeCall(arguments, type: resultType, at: location, perform: { frame, callArguments in
        let interpreter = frame.interpreter
        var receiver = try get(frame)
        if let witnessProtocols,
          let result = try interpreter.callClassWitness(receiver, name, witnessProtocols, callArguments, at: location)
        {
          return result
        }
        if let elementBinding { interpreter.pendingGenerics = interpreter.concreteBindings(elementBinding, in: frame) }
        defer { if elementBinding != nil { interpreter.pendingGenerics = nil } }
        guard interpreter.methodMutates(receiver, name, callArguments) else {
          return try interpreter.callMethod(&receiver, name, callArguments, cache: cache, at: location)
        }
        receiver = .void
        var result = Value.void
        try modify(frame) { target in
          result = try interpreter.callMethod(&target, name, callArguments, cache: cache, at: location)
        }
        return result
      }, performAsync: awaited ? { frame, callArguments in
        let interpreter = frame.interpreter
        let receiver = try get(frame)
        let (result, changed) = try await interpreter.callMethodAsync(receiver, name, callArguments, task: frame.task, at: location)
        if interpreter.methodMutates(receiver, name, callArguments) { try basePlace.set(frame, changed) }
        return result
      } : nil)
    }
    let base = receiver(baseCode, at: location)
    let read = base.read
    return makeCall(arguments, type: resultType, at: location, prelude: base, perform: { frame, callArguments in
      var receiver = read(frame)
      if let witnessProtocols,
        let result = try frame.interpreter.callClassWitness(receiver, name, witnessProtocols, callArguments, at: location)
      {
        return result
      }
      if let elementBinding { frame.interpreter.pendingGenerics = frame.interpreter.concreteBindings(elementBinding, in: frame) }
      defer { if elementBinding != nil { frame.interpreter.pendingGenerics = nil } }
      return try frame.interpreter.callMethod(&receiver, name, callArguments, cache: cache, at: location)
    }, performAsync: awaited || baseCode.isAsync ? { frame, callArguments in
      let receiver = read(frame)
      return try await frame.interpreter.callMethodAsync(receiver, name, callArguments, task: frame.task, at: location).result
    } : nil)
  }
}
