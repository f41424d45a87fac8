import SwiftReader
import Transcript

/// Stops an optional chain whose base is nil (`a?.b.c`): the chain's value is then `nil`.
struct OptionalChainStop: Error {}

/// Postfix chains: members, calls, subscripts, `!` and `?`.
extension Compiler {
  /// A chain, wrapped so that a nil met at a `?` makes the whole chain nil.
  func compilePostfix(_ expr: Expr, expected: SwiftType?) -> ExprCode {
    guard Compiler.chainHasOptional(expr), !namesOptionalType(expr) else { return compileChain(expr, expected: expected) }
    let inner = compileChain(expr, expected: expected?.wrapped)
    let run = inner.run
    let type = SwiftType.optional(inner.type.wrapped)
    var code = ExprCode(type: type, run: { frame in
      do {
        return try run(frame).promotedToOptional
      } catch is OptionalChainStop {
        return .none
      }
    }, location: inner.location)
    if let async = inner.async {
      code.async = { frame in
        do {
          return try await async(frame).promotedToOptional
        } catch is OptionalChainStop {
          return .none
        }
      }
    }
    return code
  }

  /// Whether the chain's `?` is a type's (`Int?.self`, `String?.none`), not optional chaining.
  private func namesOptionalType(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .member(let base, _, _):
      if case .optionalChain(let inner) = base.kind { return typeOfExpression(inner) != nil }
      return false
    case .call(let callee, _, _, _):
      // `Int?(7)`: the optional type's initializer.
      if case .optionalChain(let inner) = callee.kind { return typeOfExpression(inner) != nil }
      return namesOptionalType(callee)
    case .forceUnwrap(let base): return namesOptionalType(base)
    default: return false
    }
  }

  /// Whether a `?` appears in the chain's spine (not inside arguments or parentheses).
  static func chainHasOptional(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .optionalChain: return true
    case .member(let base, _, _), .forceUnwrap(let base), .subscriptCall(let base, _): return chainHasOptional(base)
    case .call(let callee, _, _, _): return chainHasOptional(callee)
    default: return false
    }
  }

  /// A link of a chain, inside an optional chain's wrapper if there is one.
  func compileChain(_ expr: Expr, expected: SwiftType?) -> ExprCode {
    let location = expr.range.start
    switch expr.kind {
    case .member(let base, let name, let nameRange):
      return compileMemberExpr(base, name, at: nameRange.start, expected: expected)
    case .call(let callee, let arguments, let trailing, let rightParen):
      closingParenthesis = rightParen
      return compileCall(callee, arguments, trailing, expected: expected, at: location)
    case .subscriptCall(let base, let arguments):
      return compileSubscript(base, arguments, at: location)
    case .forceUnwrap(let inner):
      let value = compileChain(inner, expected: expected.map { .optional($0) })
      if let name = certainNonOptionalName(inner, value.type) {
        error("cannot force unwrap value of non-optional type '\(name)'", at: inner.range.end)
      }
      return map(value, type: value.type.wrapped) { _, value in
        switch value {
        case .none: throw InterpreterError.unwrappedNil(at: location)
        case .some(let wrapped): return wrapped
        default: return value
        }
      }
    case .optionalChain(let inner):
      let value = compileChain(inner, expected: nil)
      if let name = certainNonOptionalName(inner, value.type) {
        error("cannot use optional chaining on non-optional value of type '\(name)'", at: inner.range.end)
      }
      return map(value, type: value.type.wrapped) { _, value in
        switch value {
        case .none: throw OptionalChainStop()
        case .some(let wrapped): return wrapped
        default: return value
        }
      }
    default:
      return compileExpr(expr, expected: expected)
    }
  }

  // MARK: - Members

  private func compileMemberExpr(_ base: Expr, _ name: String, at location: SourceLocation, expected: SwiftType?) -> ExprCode {
    if case .identifier("super") = base.kind { return superMember(name, at: location) }
    if isModuleQualifier(base) { return compileIdentifier(name, expected: expected, moduleQualified: true, at: location) }
    if let type = typeOfExpression(base) {
      if name == "self", case .identifier("Self") = base.kind { return compileIdentifier("Self", expected: nil, at: location) }
      if name == "self", type.mentionsGeneric {
        return ExprCode(type: .metatype(type), run: { frame in
          .type(try frame.interpreter.substituteGenerics(type, in: frame, at: location))
        }, location: location)
      }
      if name == "self" { return constant(.type(type), type: .metatype(type), at: location) }
      if name == "none", case .optional = type { return constant(.none, type: type, at: location) }
      if let method = unappliedMethodReference(type, name, at: location) { return method }
      if let compound = compoundStaticMember(type, name, at: location) { return compound }
      if name == "init" { return initializerReference(type, labels: nil, at: location) }
      checkMemberAccess(type, name, isStatic: true, at: location)
      return staticMemberCode(type, name, throughSelf: isSelfIdentifier(base), at: location)
    }
    if let lazyRead = lazyStructMemberRead(base, name, at: location) { return lazyRead }
    checkUnwrapped(base, name)
    let baseCode = compileChain(base, expected: literalBaseType(base, name))
    checkFoundationMember(baseCode.type, name, at: location)
    if name == "self" { return baseCode }
    noteActorMemberRead(base, baseCode.type, name, at: location)
    checkMemberAccess(baseCode.type, name, at: location)
    return memberAccess(baseCode, name, at: location)
  }

  /// `base.name` on a value, with a direct path for stored properties of known structs.
  func memberAccess(_ base: ExprCode, _ name: String, at location: SourceLocation) -> ExprCode {
    checkSequenceCount(base.type, name, at: location)
    let type = memberType(of: base.type, name)
    if case .user(let userType, _) = base.type, let index = userType.field(named: name),
      userType.storedProperties[index].wrapper == nil, !userType.tracksAccess, !userType.storedProperties[index].isLazy,
      !userType.storedProperties[index].isWeak, !userType.storedProperties[index].isUnowned, !program.overridesWithComputed(name)
    {
      return map(base, type: type) { frame, value in
        switch value {
        case .structure(let s) where s.type === userType: return s.fields[index]
        case .object(let o) where index < o.fields.count && o.type.field(named: name) == index: return o.fields[index]
        default: return try frame.interpreter.getMember(value, name, at: location)
        }
      }
    }
    if let staticCall = protocolExtensionMember(base.type, name) {
      return map(base, type: staticCall.type) { frame, value in
        try frame.interpreter.invoke(staticCall.getter, arguments: [], captures: [], selfValue: value, selfBox: nil, at: location)
      }
    }
    let site = MemberSite()
    let elementBinding = extensionElementBinding(base.type, name)
    let witnessProtocols = requirementProtocols(base.type, name)
    var code = map(base, type: type) { frame, value in
      // A property requirement read through the protocol on a subclass's object: the witness
      // of the class that conforms (a protocol extension's), not the subclass's own property.
      if let witnessProtocols, case .object(let object) = value,
        let witness = frame.interpreter.classPropertyWitness(object.type, name, witnessProtocols)
      {
        return try frame.interpreter.invoke(witness.getter, arguments: [], captures: [], selfValue: value, selfBox: nil, at: location)
      }
      // An extension's computed property of `[Double]`: its `Element` is `Double`.
      if let elementBinding { frame.interpreter.pendingGenerics = frame.interpreter.concreteBindings(elementBinding, in: frame) }
      defer { if elementBinding != nil { frame.interpreter.pendingGenerics = nil } }
      return try frame.interpreter.getMember(value, name, site: site, at: location)
    }
    code.element = Self.dictionaryViewElement(base.type, name)
    if awaitDepth > 0 {
      code.async = { frame in
        let value = try await base.evaluate(frame)
        return try await frame.interpreter.getMemberAsync(value, name, task: frame.task, at: location)
      }
    }
    return code
  }

  /// `super.name`: the superclass's property or method, on `self`.
  private func superMember(_ name: String, at location: SourceLocation) -> ExprCode {
    guard case .user(let type, _)? = context.selfType, let superclass = type.superclass else {
      if case .user(let type, _)? = context.selfType, let base = type.nativeSuperclass {
        return map(selfCode(at: location), type: .unknown) { frame, value in
          let interpreter = frame.interpreter
          guard case .nativeProperty(let property) = interpreter.findNativeMember(base.name, name) else {
            return try interpreter.getMember(value, name, at: location)
          }
          return try property.get(NativeAccess(interpreter: interpreter, receiver: try interpreter.nativeBase(of: value, at: location), location: location))
        }
      }
      error("'super' members cannot be referenced in a root class", at: location)
      return failing(.unsupported("'super' outside a subclass", at: location), at: location)
    }
    return map(selfCode(at: location), type: memberType(of: superclass.asType, name)) { frame, value in
      let interpreter = frame.interpreter
      switch interpreter.findUserMember(superclass, name) {
      case .computed(let computed):
        return try interpreter.invoke(computed.getter, arguments: [], captures: [], selfValue: value, selfBox: nil, at: location)
      case .methods(let codes):
        return .function(FunctionValue(.code(codes[0], captures: [], selfValue: value, selfBox: nil), serial: interpreter.nextSerial()))
      default:
        return try interpreter.getMember(value, name, at: location)
      }
    }
  }

  /// `Type.name`.
  func staticMemberCode(_ type: SwiftType, _ name: String, throughSelf: Bool = false, at location: SourceLocation) -> ExprCode {
    let resultType = staticMemberType(type, name)
    if !hasStaticMember(type, name), name != "init", !isStandardStaticMember(type, name) {
      if case .user(let userType, _) = type, !userType.isProtocol, name != "allCases" || lacksAllCases(userType) {
        error("type '\(userType.nestedName)' has no member '\(name)'", at: location)
      }
    }
    let isGeneric = type.mentionsGeneric(from: context.genericNames)
    let isProtocolSelf = isOwnProtocol(type) || throughSelf && dispatchesThroughSelf(type)
    let cache = isGeneric || isProtocolSelf ? nil : CallSiteCache()
    return ExprCode(type: resultType, run: { frame in
      let interpreter = frame.interpreter
      // `T.defaultValue` in a generic function: the member of the type the call bound `T` to;
      // `Self.name` in a protocol's extension: the conforming type's.
      let concrete = isGeneric ? try interpreter.substituteGenerics(type, in: frame, at: location)
        : isProtocolSelf ? interpreter.dynamicSelfType(frame) : type
      return try interpreter.staticMember(concrete, name, cache: cache, at: location)
    }, location: location)
  }

  private func isStandardStaticMember(_ type: SwiftType, _ name: String) -> Bool {
    registry.type(named: Compiler.extensionKeyName(type))?.staticProperties[name] != nil
  }

  func staticMemberType(_ type: SwiftType, _ name: String) -> SwiftType {
    switch type {
    case .user(let userType, _):
      if let enumCase = userType.enumCase(named: name) { return enumCase.hasPayload ? .unknown : type }
      if let stored = userType.members.staticStored[name] { return stored.type }
      if let computed = userType.members.staticComputed[name] { return computed.type }
      if let nested = userType.nestedTypes[name] { return .metatype(nested.asType) }
      return .unknown
    case .native(let native, _):
      if native.caseIndex(named: name) != nil { return type }
      if let property = native.staticProperties[name], let syntax = property.type {
        return resolveType(syntax, in: type, reportUnknown: false)
      }
      return .unknown
    default:
      if let property = registry.type(named: Compiler.extensionKeyName(type))?.staticProperties[name],
        let syntax = property.type
      {
        return resolveType(syntax, in: type, reportUnknown: false)
      }
      return .unknown
    }
  }

  /// The type an expression names, when it names one (`Item`, `Outer.Inner`, `[Int]`).
  /// `stride(from: 0, to: 9, by: 3).count`, `zip(a, b).count`: a sequence that is no collection
  /// has no `count` property, only `count(where:)`, whose typed-throws parameter swiftc cannot
  /// infer from a bare reference (it printed "(Function)").
  func checkSequenceCount(_ type: SwiftType, _ name: String, at location: SourceLocation) {
    guard name == "count", case .native(let native, _) = type,
      ["StrideTo", "StrideThrough", "Zip2Sequence"].contains(native.name)
    else { return }
    error("generic parameter 'E' could not be inferred", at: location)
  }

  /// `Unicode.Scalar(65)`: a callee whose base is no value nor type, the whole name a type.
  func namespacedType(_ callee: Expr, _ base: Expr) -> SwiftType? {
    typeOfExpression(base) == nil ? typeOfExpression(callee) : nil
  }

  func typeOfExpression(_ expr: Expr) -> SwiftType? {
    switch expr.kind {
    case .identifier(let name):
      if name == "Self", let selfType = context.selfType { return selfType.instanceType }
      guard context.lookup(name) == nil, scriptGlobals[name] == nil, program.globalsByName[name] == nil else { return nil }
      if let selfType = context.selfType, hasMember(selfType, name) { return nil }
      guard name.first?.isUppercase == true || standardType(name, arguments: []) != nil else {
        return namedType(name, arguments: [], in: context.selfType).flatMap { program.functions[name] == nil ? $0 : nil }
      }
      return namedType(name, arguments: [], in: context.selfType)
    case .member(let base, let name, _):
      guard let baseType = typeOfExpression(base) else {
        // `Unicode.Scalar(65)`: a registry type named in a namespace that is no type here.
        guard case .identifier(let space) = base.kind, context.lookup(space) == nil, scriptGlobals[space] == nil,
          program.globalsByName[space] == nil
        else { return nil }
        return registry.type(named: "\(space).\(name)").map { .native($0, arguments: []) }
      }
      return memberType(name, of: baseType, arguments: [])
    case .type(let syntax):
      return resolveType(syntax, in: context.selfType)
    case .optionalChain(let inner):
      // `Int?.self`, `String?.none`: the optional of a type.
      return typeOfExpression(inner).map { .optional($0) }
    case .arrayLiteral(let elements) where elements.count == 1:
      return typeOfExpression(elements[0]).map { .array($0) }  // `[P]` in `(a: Int, b: [P]).self`
    case .tuple(let elements) where elements.count > 1:
      // `(Int, String).self`: a tuple type, when every element names a type.
      var types: [SwiftType] = []
      for element in elements {
        guard let type = typeOfExpression(element.value) else { return nil }
        types.append(type)
      }
      return .tuple(types, labels: elements.map(\.label))
    default:
      return nil
    }
  }
}
