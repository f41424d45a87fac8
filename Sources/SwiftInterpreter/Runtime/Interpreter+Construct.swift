import Transcript

/// Making instances: initializers of the program's types (declared, memberwise, inherited,
/// raw-value), enum cases with payloads, property wrappers, and the registry's types.
extension Interpreter {
  /// `Type(arguments)`.
  ///
  /// - Parameter cache: the call site's, when the site always constructs this same type: a
  ///   registry initializer that labels alone chose is then reused without matching again.
  func construct(
    _ type: SwiftType, _ arguments: CallArguments, cache: CallSiteCache? = nil, at location: SourceLocation?
  ) throws -> Value {
    switch type {
    case .user(let userType, let typeArguments):
      if userType.isProtocol {
        throw InterpreterError.unsupported("'any \(userType.name)' cannot be constructed because it has no initializers", at: location)
      }
      if userType.isEnum { return try constructEnum(userType, arguments, at: location) }
      // A stored property whose initial value makes its own type recurses here without a call
      // of the program's (lesson-fuzz seed 2, cases 888392 and 920169: a segfault before).
      depth += 1
      defer { depth -= 1 }
      if depth > configuration.depthLimit || stackGuard.isNearEnd {
        throw stackOverflow(callee: "'\(userType.name).init'", at: location)
      }
      let made = userType.isClass
        ? try constructObject(userType, arguments, typeArguments, at: location)
        : try constructStruct(userType, arguments, typeArguments, at: location)
      if !typeArguments.isEmpty { Self.recordTypeArguments(typeArguments, of: made) }
      return made
    case .optional(let wrapped):
      if arguments.values.count == 1 && arguments.labels == [nil] {
        // `Optional(x)` of an optional `x` nests it (`Optional(Optional(2))` prints so).
        if case .unknown = wrapped, arguments.values[0].isOptional { return .some(arguments.values[0]) }
        return coerce(arguments.values[0], to: type)
      }
      return try construct(wrapped, arguments, cache: cache, at: location).promotedToOptional
    case .opaque(let inner):
      return try construct(inner, arguments, cache: cache, at: location)
    case .generic(let name):
      throw InterpreterError.unsupported("the generic type '\(name)' cannot be constructed here", at: location)
    case .metatype(let inner):
      return try construct(inner, arguments, cache: cache, at: location)
    default:
      if let (function, bindings) = cache?.chosenNative {
        let values = try arrangeNative(arguments, for: function, bindings: bindings, at: location)
        var receiver = Value.type(type)
        return try callNative(function, receiver: &receiver, arguments: values, labels: arguments.labels, at: location)
      }
      let name = Compiler.extensionKeyName(type)
      if let table = program.extensions[name], !table.initializers.isEmpty,
        let (code, bindings) = try? chooseOverload(table.initializers, arguments, at: location)
      {
        let (values, cells) = try arrange(arguments, for: code.parameters, bindings: bindings, at: location)
        let box = Box(.void)
        _ = try invoke(code, arguments: values, cells: cells, captures: [], selfValue: .void, selfBox: box, at: location)
        return box.value
      }
      guard let native = registry.type(named: name) ?? type.nativeType else {
        throw InterpreterError.notModelled(type.name, at: location)
      }
      if arguments.values.isEmpty, native.initializers.isEmpty {
        switch type {
        case .array: return .array(ArrayValue([]))
        case .dictionary: return .dictionary(DictionaryValue())
        case .set: return .set(SetValue())
        default: break
        }
      }
      guard !native.initializers.isEmpty else {
        throw InterpreterError.notModelled("\(native.name).init", at: location)
      }
      let (function, bindings) = try chooseScoredNativeOverload(
        native.initializers, arguments, owner: native.name, cache: cache, at: location)
      let values = try arrangeNative(arguments, for: function, bindings: bindings, at: location)
      var receiver = Value.type(type)
      return try callNative(function, receiver: &receiver, arguments: values, labels: arguments.labels, at: location)
    }
  }

  /// `construct` with labelled values, for hosts: `interpreter.construct(type, [("wrappedValue", v)])`.
  public func construct(_ type: SwiftType, arguments: [(String?, Value)], at location: SourceLocation?) throws -> Value {
    let shapes = arguments.map { ArgumentMatcher.ArgumentShape(label: $0.0, isTrailingClosure: false) }
    return try construct(type, CallArguments(values: arguments.map(\.1), shapes: shapes), at: location)
  }

  // MARK: - Structs

  /// - Parameter typeArguments: those it was named with (`Box<Double>()`), for `T` in its stored
  ///   properties' initial values and its initializer.
  private func constructStruct(
    _ type: UserType, _ arguments: CallArguments, _ typeArguments: [SwiftType], at location: SourceLocation?
  ) throws -> Value {
    let declared = type.members.initializers
    let generics = type.genericParameters.isEmpty
      ? nil : Self.typeGenerics(type, typeArguments) ?? (declared.isEmpty ? memberwiseGenerics(type, arguments) : nil)
    let instance = StructValue(type: type, fields: try initialFields(of: type, generics: generics, at: location))
    if !declared.isEmpty, let (code, bindings) = try? chooseOverload(declared, arguments, at: location) {
      return try runInitializer(code, bindings: bindings, on: .structure(instance), arguments, generics: generics, at: location)
    }
    let memberwise = memberwiseInitializer(of: type)
    guard let bindings = ArgumentMatcher.match(memberwise.shapes, arguments.shapes) else {
      if !declared.isEmpty { _ = try chooseOverload(declared, arguments, at: location) }
      throw memberwiseMismatch(type, arguments, at: location)
    }
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding else { continue }
      let property = memberwise.parameters[index]
      guard let field = memberwise.fields[index] else { continue }
      let value = arguments.values[position]
      if property.wrapper != nil {
        instance.fields[field] = try wrapperFromMemberwise(property, value, at: location)
      } else {
        // `weak var value: L?` keeps no object alive, from the memberwise initializer too.
        var stored = coerce(value, to: property.type)
        if property.isWeak { stored = weakStorage(stored) }
        if property.isUnowned { stored = ownedStorage(stored, .unowned) }
        instance.fields[field] = stored
      }
    }
    return .structure(instance)
  }

  private func memberwiseParameters(_ type: UserType) -> [StoredProperty] {
    type.storedProperties.filter { property in
      guard property.isMemberwiseParameter else { return false }
      if property.wrapper != nil { return wrapperTakesMemberwise(property) }
      return true
    }
  }

  /// The memberwise initializer's parameters, their shapes and fields, worked out once per type.
  private func memberwiseInitializer(of type: UserType) -> MemberwiseInitializer {
    if let known = caches.memberwise[ObjectIdentifier(type)] { return known }
    let parameters = memberwiseParameters(type)
    let made = MemberwiseInitializer(
      parameters: parameters, shapes: memberwiseShapes(type), fields: parameters.map { type.field(named: $0.name) })
    caches.memberwise[ObjectIdentifier(type)] = made
    return made
  }

  private func memberwiseShapes(_ type: UserType) -> [ArgumentMatcher.ParameterShape] {
    memberwiseParameters(type).map { property in
      let takesClosure: Bool
      if case .function = property.type { takesClosure = true } else { takesClosure = false }
      return ArgumentMatcher.ParameterShape(
        label: property.name, hasDefault: property.initialValue != nil, isVariadic: false, takesClosure: takesClosure)
    }
  }

  private func memberwiseMismatch(_ type: UserType, _ arguments: CallArguments, at location: SourceLocation?) -> InterpreterError {
    let expected = memberwiseParameters(type).map { "\($0.name):" }.joined()
    let given = arguments.labels.map { ($0 ?? "_") + ":" }.joined()
    return .unsupported("no initializer '\(type.nestedName)(\(given))' matches the memberwise '\(type.nestedName)(\(expected))'", at: location)
  }

  /// `Box(v: 2.5)`: `T` is what the memberwise arguments show, for the other properties'
  /// initial values (`var items: [T] = [1]` holds `1.0`).
  private func memberwiseGenerics(_ type: UserType, _ arguments: CallArguments) -> [String: SwiftType]? {
    let memberwise = memberwiseInitializer(of: type)
    guard let bindings = ArgumentMatcher.match(memberwise.shapes, arguments.shapes) else { return nil }
    var shown: [String: SwiftType] = [:]
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding else { continue }
      bindShown(memberwise.parameters[index].type, dynamicType(of: arguments.values[position]), into: &shown)
    }
    return shown.isEmpty ? nil : shown
  }

  /// The values stored properties start with: their initial values, or nothing yet.
  ///
  /// - Parameter generics: what the type's generic parameters are bound to (`var v: T = 0` of a
  ///   `Box<Double>()` starts as `0.0`).
  func initialFields(of type: UserType, generics: [String: SwiftType]? = nil, at location: SourceLocation?) throws -> [Value] {
    var fields: [Value] = []
    fields.reserveCapacity(type.storedProperties.count)
    // One scratch frame for all the initial values (a view's struct is made on every body of
    // its parent, each wrapper with an initial value).
    var scratch: Frame?
    for property in type.storedProperties {
      if let initial = property.initialValue, !property.isLazy {
        let frame = scratch ?? Frame(code: scratchCode, interpreter: self, captures: [], selfValue: .void, selfBox: nil)
        if scratch == nil { frame.generics = generics }
        scratch = frame
        fields.append(coerce(try initial.run(frame), to: property.wrapper == nil ? property.type : .unknown))
      } else {
        fields.append(.void)
      }
    }
    return fields
  }

  /// Runs an initializer on a fresh instance; `init?` that returns `nil` gives `nil`.
  private func runInitializer(
    _ code: FunctionCode, bindings: [ArgumentMatcher.Assignment], on instance: Value, _ arguments: CallArguments,
    generics: [String: SwiftType]? = nil, at location: SourceLocation?
  ) throws -> Value {
    let (values, cells) = try arrange(arguments, for: code.parameters, bindings: bindings, at: location)
    if let generics { pendingGenerics = generics }
    do {
      if case .object = instance {
        let result = try invoke(code, arguments: values, cells: cells, captures: [], selfValue: instance, selfBox: nil, at: location)
        if code.isFailable { return result.isNil && returnedNil(result) ? .none : .some(instance) }
        return instance
      }
      let box = Box(instance)
      let result = try invoke(code, arguments: values, cells: cells, captures: [], selfValue: .void, selfBox: box, at: location)
      if code.isFailable { return returnedNil(result) ? .none : .some(box.value) }
      return box.value
    } catch is InitializerFailure where code.isFailable {
      // An initializer it delegated to failed (`self.init`, `super.init`): so does this one.
      return .none
    }
  }

  private func returnedNil(_ result: Value) -> Bool {
    if case .none = result { return true }
    return false
  }

  // MARK: - Classes

  private func constructObject(
    _ type: UserType, _ arguments: CallArguments, _ typeArguments: [SwiftType], at location: SourceLocation?
  ) throws -> Value {
    if let missing = type.classChain.lazy.compactMap(\.unmodelledSuperclass).first {
      throw InterpreterError.notModelled(missing.name, at: missing.location)
    }
    let generics = type.genericParameters.isEmpty ? nil : Self.typeGenerics(type, typeArguments)
    let object = ObjectValue(type: type, fields: try initialFields(of: type, generics: generics, at: location), serial: nextSerial())
    if type.classChain.contains(where: { $0.deinitializer != nil }) {
      object.releaseQueue = deinits
      deinits.isActive = true
    }
    if let base = type.classChain.last?.nativeSuperclass {
      object.nativeBase = try nativeBaseObject(base, at: location)
      (object.nativeBase as? any NativeBaseOwned)?.attach(owner: object)
    }
    let initializers = designatedInitializers(of: type)
    if initializers.isEmpty {
      guard arguments.values.isEmpty else {
        throw InterpreterError.unsupported("'\(type.nestedName)' has no initializer taking arguments", at: location)
      }
      return .object(object)
    }
    let (code, bindings) = try chooseOverload(initializers, arguments, at: location)
    return try runInitializer(code, bindings: bindings, on: .object(object), arguments, generics: generics, at: location)
  }

  /// A class's initializers: its own and those it inherits (InitializerInheritance.swift).
  func designatedInitializers(of type: UserType) -> [FunctionCode] {
    type.availableInitializers()
  }

  /// The registry part of an object whose class inherits from a registry class.
  private func nativeBaseObject(_ base: NativeType, at location: SourceLocation?) throws -> (any NativeValue)? {
    var current: NativeType? = base
    while let type = current {
      if let initializer = type.initializers.first(where: { $0.signature.parameters.isEmpty }) {
        var receiver = Value.type(.native(type, arguments: []))
        if case .native(let native) = try callNative(initializer, receiver: &receiver, arguments: [], at: location) {
          return native
        }
        return nil
      }
      current = type.superclass.flatMap { registry.type(named: $0) }
    }
    return nil
  }

  // MARK: - Enums

  private func constructEnum(_ type: UserType, _ arguments: CallArguments, at location: SourceLocation?) throws -> Value {
    let declared = type.members.initializers
    if !declared.isEmpty, let (code, bindings) = try? chooseOverload(declared, arguments, at: location) {
      let box = Box(.void)
      let (values, cells) = try arrange(arguments, for: code.parameters, bindings: bindings, at: location)
      let result: Value
      do {
        result = try invoke(code, arguments: values, cells: cells, captures: [], selfValue: .void, selfBox: box, at: location)
      } catch is InitializerFailure where code.isFailable {
        return .none
      }
      if code.isFailable { return returnedNil(result) ? .none : .some(box.value) }
      return box.value
    }
    if arguments.labels == ["rawValue"], type.rawType != nil {
      let raw = arguments.values[0]
      for (index, enumCase) in type.cases.enumerated() {
        if let value = enumCase.rawValue, try equal(value, raw, at: location) { return .some(sharedCase(type, index)) }
      }
      return .none
    }
    throw InterpreterError.unsupported("'\(type.nestedName)' cannot be constructed with these arguments", at: location)
  }

  /// A case with its payload, labels matched to the case's.
  func makeCase(_ type: UserType, index: Int, arguments: CallArguments, at location: SourceLocation?) throws -> Value {
    let enumCase = type.cases[index]
    let shapes = enumCase.labels.enumerated().map { position, label in
      ArgumentMatcher.ParameterShape(
        label: label, hasDefault: enumCase.defaults[position] != nil, isVariadic: false,
        takesClosure: { if case .function = enumCase.payloadTypes[position] { return true } else { return false } }())
    }
    guard let bindings = ArgumentMatcher.match(shapes, arguments.shapes) else {
      throw InterpreterError.unsupported("wrong arguments for case '\(enumCase.name)' of '\(type.nestedName)'", at: location)
    }
    var payload: [Value] = []
    for (position, binding) in bindings.enumerated() {
      if case .argument(let argument) = binding {
        payload.append(coerce(arguments.values[argument], to: enumCase.payloadTypes[position]))
      } else {
        throw InterpreterError.unsupported("default associated values are not supported", at: location)
      }
    }
    return .enumCase(EnumValue(type: type.asType, caseIndex: index, name: enumCase.name, payload: payload, labels: enumCase.labels))
  }

  func makeCase(_ type: UserType, index: Int, payload: [Value], at location: SourceLocation?) throws -> Value {
    let enumCase = type.cases[index]
    let values = zip(payload, enumCase.payloadTypes).map { coerce($0, to: $1) }
    return .enumCase(EnumValue(type: type.asType, caseIndex: index, name: enumCase.name, payload: values, labels: enumCase.labels))
  }
}
