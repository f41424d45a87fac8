import SwiftReader
import Transcript

/// Calls on types: initializers, static methods, enum cases with payloads, implicit members
/// (`.seconds(1)`), and `super`.
extension Compiler {
  /// `Type(arguments)`.
  func construction(
    _ type: SwiftType, _ syntax: [ArgumentSyntax], dynamicSelf: Bool = false, at location: SourceLocation
  ) -> ExprCode {
    var type = type
    var inferenceCandidates: [[ParameterCode]] = []
    checkFoundationInitializer(type, syntax, at: location)
    if !dynamicSelf { checkInitializerAccess(type, syntax, at: location) }
    let argumentHints: [ParameterHint?]
    switch type {
    case .user(let userType, let typeArguments):
      // A class that inherits initializers is left alone: an inherited one may not throw.
      if !userType.isProtocol, hasOwnInitializers(userType), !userType.isClass || userType.superclass == nil {
        requireTry(userType.members.initializers, syntax)
        requireAwait(userType.members.initializers, syntax)
      }
      var candidates = userType.members.initializers.map(\.parameters)
      if userType.isStruct && (candidates.isEmpty || !hasOwnInitializers(userType)) {
        candidates.append(memberwiseHints(userType))
      }
      if userType.isClass { candidates = designatedInitializerParameters(userType) }
      candidates = candidates.map { boundParameters($0, of: userType, typeArguments) }
      if !userType.isProtocol && !userType.isEnum {
        checkInitializerCall(candidates, syntax, at: location)
      }
      argumentHints = hints(syntax, candidates: candidates)
      inferenceCandidates = candidates
      if userType.isProtocol && !dynamicSelf {
        error("'any \(userType.name)' cannot be constructed because it has no initializers", at: location)
      }
    case .native(let native, _):
      argumentHints = nativeHints(syntax, candidates: native.initializers, receiver: type)
    default:
      let candidates = registry.type(named: Compiler.extensionKeyName(type))?.initializers ?? []
      var nativeArgumentHints = nativeHints(syntax, candidates: candidates, receiver: type)
      if let userInitializers = program.extensions[Compiler.extensionKeyName(type)]?.initializers, !userInitializers.isEmpty,
        nativeArgumentHints.allSatisfy({ $0 == nil })
      {
        nativeArgumentHints = hints(syntax, candidates: userInitializers.map(\.parameters))
      }
      // `Set<Double>([1])`, `Array<Double>([2])`: the literal holds the elements written.
      switch type {
      case .array(let element), .set(let element):
        if syntax.count == 1, syntax[0].label == nil, case .arrayLiteral = syntax[0].expression.kind, !element.isUnknown {
          nativeArgumentHints = [ParameterHint(type: .array(element))]
        }
      default: break
      }
      if let literal = integerLiteralInitializerHints(type, syntax) { nativeArgumentHints = literal }
      argumentHints = nativeArgumentHints
    }
    let arguments = compileArguments(syntax, hints: argumentHints)
    requireHashableElements(of: type, arguments, at: location)
    // `Box(item: Dog() as Animal)`: `T` is the argument's static type (`Animal`), as swiftc infers it.
    if case .user(let userType, let written) = type, written.isEmpty, !userType.isProtocol,
      let inferred = inferredTypeArguments(userType, inferenceCandidates, arguments)
    {
      type = .user(userType, arguments: inferred)
    }
    var resultType: SwiftType = constructsOptional(type, syntax, arguments) ? .optional(type) : type
    // `Optional(animal)`: an `Optional<Animal>` even when the animal is a `Dog` (its static type).
    if case .optional(.unknown) = type, arguments.count == 1, arguments[0].label == nil,
      !arguments[0].code.type.isUnknown
    {
      resultType = .optional(arguments[0].code.type)
    }
    // `Array(prices)`, `Set(prices)` of a `[Double]`: a collection of the same elements.
    if arguments.count == 1, arguments[0].label == nil, let element = Compiler.knownElement(of: arguments[0].code.type) {
      if case .array(.unknown) = type { resultType = .array(element) }
      if case .set(.unknown) = type { resultType = .set(element) }
    }
    let cache = CallSiteCache()
    if type.mentionsGeneric(from: context.genericNames) {
      // `T(text:)` in a generic function: the type the call bound `T` to.
      return makeCall(arguments, type: resultType, at: location, perform: { frame, callArguments in
        let interpreter = frame.interpreter
        // A parameter the call could not bind (`U` of `map<U>`, known only from the closure's
        // result) leaves the type to be inferred from the arguments, as before.
        let concrete = (try? interpreter.substituteGenerics(type, in: frame, at: location)) ?? type
        return try interpreter.construct(concrete, callArguments, at: location)
      }, performAsync: nil)
    }
    if dynamicSelf {
      // `Self(…)` in a class: the class `self` is at run time (a subclass's, through `required init`).
      return makeCall(arguments, type: resultType, at: location, perform: { frame, callArguments in
        // In a protocol's extension, a struct's or an enum's `self` names its type too.
        let interpreter = frame.interpreter
        let own: SwiftType
        if type.userType?.isProtocol == true {
          own = interpreter.dynamicSelfType(frame) as SwiftType
        } else {
          own = (interpreter.dynamicSelfType(frame) as SwiftType?) ?? type
        }
        return try interpreter.construct(own, callArguments, at: location)
      }, performAsync: nil)
    }
    return makeCall(arguments, type: resultType, at: location, perform: { frame, callArguments in
      try frame.interpreter.construct(type, callArguments, cache: cache, at: location)
    }, performAsync: nil)
  }

  /// An initializer's parameters with the type's generic parameters as written or expected:
  /// `Box<Double>(item: 4)` and `let b: Box<Double> = Box(item: 4)` make `4` a `Double`.
  func boundParameters(_ parameters: [ParameterCode], of type: UserType, _ arguments: [SwiftType]) -> [ParameterCode] {
    let names = type.genericParameters.map(\.name)
    guard !arguments.isEmpty, arguments.count == names.count, !arguments.contains(where: \.isUnknown) else { return parameters }
    let bindings = Dictionary(zip(names, arguments), uniquingKeysWith: { first, _ in first })
    return parameters.map { parameter in
      var bound = parameter
      bound.type = parameter.type.replacingGenerics(bindings)
      return bound
    }
  }

  /// A generic type named without arguments where the context expects it with some: those.
  func contextualArguments(_ type: SwiftType, _ expected: SwiftType?) -> SwiftType {
    guard case .user(let userType, let arguments) = type, arguments.isEmpty, !userType.genericParameters.isEmpty,
      case .user(let expectedType, let expectedArguments)? = expected?.wrapped, expectedType === userType
    else { return type }
    return .user(userType, arguments: expectedArguments)
  }

  /// Initializers declared in the type's body (those of its extensions keep the memberwise one).
  private func hasOwnInitializers(_ type: UserType) -> Bool { type.members.initializers.contains { !$0.isFromExtension } }

  /// swiftc's errors for `Type(…)` that no initializer accepts: for the one there is, what
  /// its labels say (`LabelDiagnosis`); among several, no exact match.
  private func checkInitializerCall(_ candidates: [[ParameterCode]], _ syntax: [ArgumentSyntax], at location: SourceLocation) {
    let argumentShapes = shapes(syntax)
    guard !candidates.contains(where: { ArgumentMatcher.match($0.map(\.shape), argumentShapes) != nil }) else { return }
    guard candidates.count == 1, let only = candidates.first else {
      if reportNearestLabelMismatch(candidates.map(labelParameters), syntax, at: location) { return }
      error("no exact matches in call to initializer", at: location)
      return
    }
    if !reportLabelMismatch(labelParameters(only), syntax, at: location) {
      error("argument labels do not match any available overloads", at: location)
    }
  }

  /// The memberwise initializer's parameters, as hints for its arguments.
  private func memberwiseHints(_ type: UserType) -> [ParameterCode] {
    type.storedProperties.filter { property in
      property.isMemberwiseParameter && (property.wrapper == nil || wrapperIsMemberwise(property))
    }.map { property in
      let propertyType = property.wrapper == nil ? property.type : wrappedParameterType(property)
      var closureArity: Int?
      if case .function(let parameters, _, _, _) = propertyType { closureArity = parameters.count }
      return ParameterCode(
        label: property.name, name: property.name, type: propertyType, storage: .slot(0),
        defaultValue: memberwiseHasDefault(property)
          ? ExprCode(type: .unknown, run: { _ in .void }, location: property.location) : nil,
        isVariadic: false, isInout: false, builder: nil, takesClosure: closureArity != nil, closureArity: closureArity,
        isAutoclosure: false)
    }
  }

  /// Whether the memberwise initializer lets a property be left out: it has a value written,
  /// or it is an optional `var` (nil).
  private func memberwiseHasDefault(_ property: StoredProperty) -> Bool {
    if property.initializer != nil { return true }
    // A wrapper made with no arguments (`@Capitalized var name: String`).
    if property.wrapper != nil, property.wrapper?.arguments?.isEmpty ?? true, wrapperHasDefaultInit(property.wrapperType) {
      return true
    }
    guard !property.isConstant, let syntax = property.typeSyntax else { return false }
    switch syntax.kind {
    case .optional, .implicitlyUnwrapped: return true
    default: return false
    }
  }

  private func wrapperIsMemberwise(_ property: StoredProperty) -> Bool {
    if property.wrapper?.arguments?.isEmpty == false {
      // `@Clamped(0...10) var volume = 5`: the memberwise initializer takes the wrapped value and
      // makes `Clamped(wrappedValue: volume, 0...10)`, when the wrapper has such an initializer.
      guard property.initializer != nil, case .user(let wrapper, _) = property.wrapperType else { return false }
      return wrapper.members.initializers.contains { $0.parameters.first?.label == "wrappedValue" }
    }
    if case .native(let native, _) = property.wrapperType { return native.wrapperMemberwise != .none }
    return true
  }

  private func wrappedParameterType(_ property: StoredProperty) -> SwiftType {
    if case .native(let native, _) = property.wrapperType, native.wrapperMemberwise == .wrapper { return .unknown }
    return property.type
  }

  private func designatedInitializerParameters(_ type: UserType) -> [[ParameterCode]] {
    let available = type.availableInitializers()
    return available.isEmpty ? [[]] : available.map(\.parameters)
  }

  /// `Type.name(arguments)`.
  func staticCall(
    _ type: SwiftType, _ name: String, _ syntax: [ArgumentSyntax], throughSelf: Bool = false, at location: SourceLocation
  ) -> ExprCode {
    if case .user(let userType, _) = type, userType.enumCase(named: name) == nil, let nested = userType.nestedTypes[name] {
      return construction(nested.asType, syntax, at: location)  // `Deck.Card(rank: 12, suit: .hearts)`
    }
    if type.userType == nil, let nested = extensionNestedType(name, in: type) {
      return construction(nested.asType, syntax, at: location)  // `String.Stats(letters: 2)`
    }
    var argumentHints: [ParameterHint?] = syntax.map { _ in nil }
    var resultType = SwiftType.unknown
    switch type {
    case .user(let userType, let typeArguments):
      if let enumCase = userType.enumCase(named: name) {
        // `let e: Either<Double, String> = .left(3)`: the payload takes the type's arguments.
        argumentHints = hints(syntax, candidates: [boundParameters(enumCase.payloadTypes.enumerated().map { index, payloadType in
          ParameterCode(label: enumCase.labels[index], name: "", type: payloadType, storage: .slot(0), defaultValue: nil,
            isVariadic: false, isInout: false, builder: nil, takesClosure: false, closureArity: nil, isAutoclosure: false)
        }, of: userType, typeArguments)])
        let payload = enumCase.labels.map {
          LabelDiagnosis.Parameter(label: $0, hasDefault: false, isVariadic: false, takesClosure: false)
        }
        if !syntax.isEmpty || !payload.isEmpty, ArgumentMatcher.match(payload, shapes(syntax)) == nil {
          reportLabelMismatch(payload, syntax, at: location)
        }
        resultType = type
      } else if let methods = userType.classChain.lazy.compactMap({ $0.members.staticMethods[name] }).first {
        requireTry(methods, syntax)
        requireAwait(methods, syntax)
        if !methods.contains(where: { ArgumentMatcher.match($0.parameters.map(\.shape), shapes(syntax)) != nil }),
          userType.classChain.flatMap({ $0.members.staticMethods[name] ?? [] }).count == methods.count,
          userType.classChain.last?.nativeSuperclass == nil
        {
          let candidates = methods.map { labelParameters($0.parameters) }
          if candidates.count == 1 {
            reportLabelMismatch(candidates[0], syntax, at: location)
          } else {
            _ = reportNearestLabelMismatch(candidates, syntax, at: location)
          }
        }
        argumentHints = hints(syntax, candidates: methods.map(\.parameters))
        resultType = methods.count == 1 ? methods[0].returnType : .unknown
      } else if !hasStaticMember(type, name) && (name != "allCases" || lacksAllCases(userType)) {
        error("type '\(userType.nestedName)' has no member '\(name)'", at: location)
      }
    case .native(let native, _):
      if let functions = native.staticMethods[name] {
        argumentHints = nativeHints(syntax, candidates: functions, receiver: type)
        resultType = functions.count == 1 ? nativeReturnType(functions[0], receiver: type) : .unknown
      } else if native.caseIndex(named: name) != nil {
        resultType = type
        // A payload typed by the generic parameter named after its case (`Result.success(Success)`,
        // `.failure(Failure)`): the registry's cases carry no payload types.
        if case .native(_, let arguments) = type, syntax.count == 1,
          let index = native.genericParameters.firstIndex(where: { $0.lowercased() == name.lowercased() }),
          index < arguments.count
        {
          argumentHints = [ParameterHint(type: arguments[index])]
        }
      }
    default:
      if let functions = registry.type(named: Compiler.extensionKeyName(type))?.staticMethods[name] {
        argumentHints = nativeHints(syntax, candidates: functions, receiver: type)
        resultType = functions.count == 1 ? nativeReturnType(functions[0], receiver: type) : .unknown
      } else if let methods = program.extensions[Compiler.extensionKeyName(type)]?.staticMethods[name] {
        argumentHints = hints(syntax, candidates: methods.map(\.parameters))
        resultType = methods.count == 1 ? methods[0].returnType : .unknown
      }
    }
    let arguments = compileArguments(syntax, hints: argumentHints)
    let awaited = awaitDepth > 0
    if case .user(let userType, let typeArguments) = type, userType.isEnum, !typeArguments.isEmpty,
      userType.enumCase(named: name) != nil
    {
      // `let x: Either<Int, Int> = .left(3)`: the case keeps the arguments its type was written with.
      return makeCall(arguments, type: resultType, at: location, perform: { frame, callArguments in
        Interpreter.withTypeArguments(try frame.interpreter.callStatic(type, name, callArguments, at: location), type)
      }, performAsync: nil)
    }
    // `T.make()` in a generic function: the static method of the type the call bound `T` to.
    let isGeneric = type.mentionsGeneric(from: context.genericNames)
    // `Self.make()` in a protocol's extension: the static member of the conforming type at hand.
    let isProtocolSelf = isOwnProtocol(type) || throughSelf && dispatchesThroughSelf(type)
    // A site whose type is known here always calls the same member: it remembers it.
    let cache = isGeneric || isProtocolSelf ? nil : CallSiteCache()
    return makeCall(arguments, type: resultType, at: location, perform: { frame, callArguments in
      let interpreter = frame.interpreter
      let concrete = isGeneric ? try interpreter.substituteGenerics(type, in: frame, at: location)
        : isProtocolSelf ? interpreter.dynamicSelfType(frame) : type
      return try interpreter.callStatic(concrete, name, callArguments, cache: cache, at: location)
    }, performAsync: awaited ? { frame, callArguments in
      let interpreter = frame.interpreter
      let concrete = isGeneric ? try interpreter.substituteGenerics(type, in: frame, at: location)
        : isProtocolSelf ? interpreter.dynamicSelfType(frame) : type
      return try await interpreter.callStaticAsync(concrete, name, callArguments, task: frame.task, at: location)
    } : nil)
  }

  /// `.name` or `.name(arguments)`, looked up in the type the context expects.
  func compileImplicitMember(
    _ name: String, arguments syntax: [ArgumentSyntax]?, expected: SwiftType?, at location: SourceLocation
  ) -> ExprCode {
    guard let expected, !expected.isUnknown, !expected.isSame(as: .any) else {
      // The type is not known here: it is found when the value meets its context (a
      // comparison, a `switch`), or the expression is refused as swiftc refuses it.
      let message = "cannot infer contextual base in reference to member '\(name)'"
      if let syntax {
        let arguments = compileArguments(syntax, hints: syntax.map { _ in nil })
        return makeCall(arguments, type: .unknown, at: location, perform: { frame, callArguments in
          try frame.interpreter.deferredImplicitMember(name, callArguments, at: location)
        }, performAsync: nil)
      }
      return ExprCode(type: .unknown, run: { frame in
        try frame.interpreter.deferredImplicitMember(name, nil, at: location)
      }, location: location).withImplicitMember(name, message: message)
    }
    var type = expected.wrapped
    if case .opaque(let constraint) = type { type = constraint }
    if case .optional = expected, name == "none", syntax == nil { return constant(.none, type: expected, at: location) }
    if case .optional = expected, name == "some", let syntax {
      let arguments = compileArguments(syntax, hints: [ParameterHint(type: type)])
      return makeCall(arguments, type: expected, at: location, perform: { _, callArguments in
        .some(callArguments.values.first ?? .void)
      }, performAsync: nil)
    }
    // swiftc places a member's errors at its name, after the dot.
    let nameLocation = SourceLocation(file: location.file, line: location.line, column: location.column + 1)
    if let syntax {
      // `.init(…)` where the protocol's own type is expected: only `Self` can be meant.
      if name == "init" { return construction(type, syntax, dynamicSelf: isOwnProtocol(type), at: location) }
      return staticCall(type, name, syntax, at: nameLocation)
    }
    return staticMemberCode(type, name, at: nameLocation)
  }

  // MARK: - super

  /// `super.init(…)`: the superclass's initializer runs on `self`.
  func superInitializer(_ syntax: [ArgumentSyntax], at location: SourceLocation) -> ExprCode {
    guard case .user(let type, _)? = context.selfType else {
      error("'super' cannot be used outside of a class", at: location)
      return failing(.unsupported("'super' outside a class", at: location), at: location)
    }
    guard let superclass = type.superclass else {
      // A registry superclass (`NSObject`): its part is made with the object.
      let arguments = compileArguments(syntax, hints: syntax.map { _ in nil })
      return makeCall(arguments, type: .void, at: location, perform: { _, _ in .void }, performAsync: nil)
    }
    let candidates = superclass.classChain.lazy.map(\.members.initializers).first { !$0.isEmpty } ?? []
    let arguments = compileArguments(syntax, hints: hints(syntax, candidates: candidates.map(\.parameters)))
    return makeCall(arguments, type: .void, at: location, perform: { frame, callArguments in
      let interpreter = frame.interpreter
      guard !candidates.isEmpty else { return .void }
      let (code, bindings) = try interpreter.chooseOverload(candidates, callArguments, at: location)
      let (values, cells) = try interpreter.arrange(callArguments, for: code.parameters, bindings: bindings, at: location)
      let result = try interpreter.invoke(code, arguments: values, cells: cells, captures: [],
        selfValue: frame.currentSelf, selfBox: nil, at: location)
      try InitializerFailure.check(result, of: code)
      return .void
    }, performAsync: nil)
  }

  /// `super.method(…)`: the superclass's method (or the registry superclass's) on `self`.
  func superMethodCall(_ name: String, _ syntax: [ArgumentSyntax], at location: SourceLocation) -> ExprCode {
    if case .metatype(.user(let type, _))? = context.selfType, type.isClass { return superClassMethodCall(type, name, syntax, at: location) }
    guard case .user(let type, _)? = context.selfType else {
      error("'super' cannot be used outside of a class", at: location)
      return failing(.unsupported("'super' outside a class", at: location), at: location)
    }
    let superclass = type.superclass
    let methods = superclass.flatMap { ancestor in ancestor.classChain.lazy.compactMap { $0.members.methods[name] }.first }
    let arguments = compileArguments(syntax, hints: hints(syntax, candidates: (methods ?? []).map(\.parameters)))
    return makeCall(arguments, type: methods?.first?.returnType ?? .unknown, at: location, perform: { frame, callArguments in
      let interpreter = frame.interpreter
      if let methods {
        let (code, bindings) = try interpreter.chooseOverload(methods, callArguments, at: location)
        let (values, cells) = try interpreter.arrange(callArguments, for: code.parameters, bindings: bindings, at: location)
        return try interpreter.invoke(code, arguments: values, cells: cells, captures: [], selfValue: frame.currentSelf,
          selfBox: nil, at: location)
      }
      guard let base = type.classChain.last?.nativeSuperclass,
        case .nativeMethods(let functions) = interpreter.findNativeMember(base.name, name)
      else {
        // A registry superclass's life-cycle method the registry does not list does nothing.
        return .void
      }
      var receiver = try interpreter.nativeBase(of: frame.currentSelf, at: location)
      let (function, bindings) = try interpreter.chooseNativeOverload(functions, callArguments, owner: base.name, at: location)
      let values = try interpreter.arrangeNative(callArguments, for: function, bindings: bindings, at: location)
      return try interpreter.callNative(function, receiver: &receiver, arguments: values, labels: callArguments.labels, at: location)
    }, performAsync: nil)
  }
}

extension ExprCode {
  /// Marks an implicit member whose type is found at run time (for error messages).
  func withImplicitMember(_ name: String, message: String) -> ExprCode { self }
}
