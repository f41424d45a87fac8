import SwiftReader
import Transcript

/// Calling methods and static members, by name and labels, on any value.
extension Interpreter {
  /// `receiver.name(arguments)`; a mutating method changes `receiver` in place.
  func callMethod(
    _ receiver: inout Value, _ name: String, _ arguments: CallArguments, cache: CallSiteCache? = nil,
    at location: SourceLocation?
  ) throws -> Value {
    if let unwrapped = try implicitlyUnwrapped(receiver, name, at: location) {
      var inner = unwrapped
      defer { receiver = .some(inner) }
      return try callMethod(&inner, name, arguments, cache: cache, at: location)
    }
    switch lookupCallable(of: receiver, name, cache: cache) {
    case .methods(let codes):
      if !codes.contains(where: { fits($0, arguments) }), let standard = standardMethods(of: receiver, name)
      {
        // An extension's `sorted(by:ascending:)` beside the standard `sorted(by:)`: both overloads.
        let (function, bindings) = try chooseNativeOverload(standard, arguments, owner: builtinTypeName(receiver), at: location)
        let values = try arrangeNative(arguments, for: function, bindings: bindings, at: location)
        return try callNative(function, receiver: &receiver, arguments: values, labels: arguments.labels, at: location)
      }
      let (code, bindings) = try chooseOverload(codes, arguments, cache: cache, at: location)
      let (values, cells) = try arrange(arguments, for: code.parameters, bindings: bindings, at: location)
      if code.isMutating { return try invokeMutating(code, on: &receiver, arguments: values, cells: cells, at: location) }
      if code.isAsync, code.body == nil {
        throw InterpreterError.unsupported("'async' call in a function that does not support concurrency", at: location)
      }
      return try invoke(code, arguments: values, cells: cells, captures: [], selfValue: receiver, selfBox: nil, at: location)
    case .nativeMethods(let functions):
      let (function, bindings) = try chooseScoredNativeOverload(
        functions, arguments, owner: builtinTypeName(receiver), cache: cache, at: location)
      let values = try arrangeNative(arguments, for: function, bindings: bindings, at: location)
      return try callNative(function, receiver: &receiver, arguments: values, labels: arguments.labels, at: location)
    case .baseMethods(let functions):
      var base = try nativeBase(of: receiver, at: location)
      let (function, bindings) = try chooseNativeOverload(functions, arguments, owner: "base", cache: cache, at: location)
      let values = try arrangeNative(arguments, for: function, bindings: bindings, at: location)
      return try callNative(function, receiver: &base, arguments: values, labels: arguments.labels, at: location)
    case .field, .computed, .nativeProperty, .baseProperty:
      // A property holding a closure: `handler(value)`.
      let function = try getMember(receiver, name, at: location)
      return try callValue(function, arguments, at: location)
    case .rawValue:
      throw InterpreterError.unsupported("cannot call value of non-function type", at: location)
    case .notFound:
      if case .some(var inner) = receiver {
        defer { receiver = .some(inner) }
        return try callMethod(&inner, name, arguments, cache: cache, at: location)
      }
      if case .native(let native) = receiver, native.isDrawingOnly {
        return .native(native.drawingMember(name, call: true))
      }
      // `type(of: self).make()`: a static member of the type the value holds.
      if case .type(let type) = receiver { return try callStatic(type, name, arguments, at: location) }
      if case .native(let native) = receiver, let member = native as? ImplicitMemberValue {
        return .native(member.chained(name))
      }
      if case .native(let native) = receiver, let hook = registry.type(named: native.typeName)?.dynamicMember,
        let member = try hook(NativeAccess(interpreter: self, receiver: receiver, location: location), name)
      {
        return try callValue(member, arguments, at: location)
      }
      throw noMember(receiver, name, at: location)
    }
  }

  /// Whether a call's labels and argument values fit a method of the program: `sorted(by: >)`
  /// does not fit an extension's `sorted(by path: KeyPath<…>)`, as swiftc's type check says.
  private func fits(_ code: FunctionCode, _ arguments: CallArguments) -> Bool {
    guard let bindings = ArgumentMatcher.match(code.parameters.map(\.shape), arguments.shapes) else { return false }
    for (index, binding) in bindings.enumerated() where index < code.parameters.count {
      guard case .argument(let position) = binding, case .function = arguments.values[position] else { continue }
      switch code.parameters[index].type.wrapped {
      case .function, .generic, .unknown, .opaque: continue
      default: return false
      }
    }
    return true
  }

  /// The same from async code: a method that suspends is awaited.
  func callMethodAsync(
    _ receiver: Value, _ name: String, _ arguments: CallArguments, task: InterpretedTask?, at location: SourceLocation?
  ) async throws -> (result: Value, receiver: Value) {
    var receiver = receiver
    switch lookupCallable(of: receiver, name) {
    case .methods(let codes):
      let (code, bindings) = try chooseOverload(codes, arguments, at: location)
      guard code.isAsync else { return (try callMethod(&receiver, name, arguments, at: location), receiver) }
      let (values, cells) = try arrange(arguments, for: code.parameters, bindings: bindings, at: location)
      if code.isMutating, !isObject(receiver) {
        let box = Box(receiver)
        let result = try await invokeAsync(code, arguments: values, cells: cells, captures: [], selfValue: .void,
          selfBox: box, task: task, at: location)
        return (result, box.value)
      }
      let result = try await invokeAsync(code, arguments: values, cells: cells, captures: [], selfValue: receiver,
        selfBox: nil, task: task, at: location)
      return (result, receiver)
    case .nativeMethods(let functions):
      let (function, bindings) = try chooseNativeOverload(functions, arguments, owner: builtinTypeName(receiver), at: location)
      let values = try arrangeNative(arguments, for: function, bindings: bindings, at: location)
      let result = try await callNativeAsync(function, receiver: &receiver, arguments: values, task: task, at: location)
      return (result, receiver)
    case .field, .computed, .nativeProperty:
      let function = try getMember(receiver, name, at: location)
      guard case .function(let callee) = function else {
        throw InterpreterError.unsupported("cannot call value of non-function type", at: location)
      }
      return (try await callAsync(callee, arguments.values, task: task, at: location), receiver)
    default:
      return (try callMethod(&receiver, name, arguments, at: location), receiver)
    }
  }

  private func isObject(_ value: Value) -> Bool {
    if case .object = value { return true }
    return false
  }

  /// Calls a value as a function: a closure (positionally), a type (its initializer).
  func callValue(_ callee: Value, _ arguments: CallArguments, at location: SourceLocation?) throws -> Value {
    switch callee {
    case .function(let function):
      // A closure's arguments are positional, unless one of its parameters gathers them (`Int...`).
      if case .code(let code, let captures, let selfValue, let selfBox) = function.kind,
        code.kind != .closure || code.parameters.contains(where: \.isVariadic),
        let bindings = ArgumentMatcher.match(code.parameters.map(\.shape), arguments.shapes)
      {
        let (values, cells) = try arrange(arguments, for: code.parameters, bindings: bindings, at: location)
        passGenerics(of: function)
        return try invoke(code, arguments: values, cells: cells, captures: captures, selfValue: selfValue,
          selfBox: selfBox, at: location)
      }
      if case .native(let native, let receiver, _) = function.kind,
        let bindings = ArgumentMatcher.match(native.signature.shapes, arguments.shapes)
      {
        var receiverValue = receiver ?? .void
        let values = try arrangeNative(arguments, for: native, bindings: bindings, at: location)
        return try callNative(native, receiver: &receiverValue, arguments: values, at: location)
      }
      // A closure called with `&x`: its `inout` parameter's final value goes back through the cell.
      if case .code(let code, let captures, let selfValue, let selfBox) = function.kind, let cells = arguments.cells,
        !(code.isAsync && code.body == nil)
      {
        passGenerics(of: function)
        return try invoke(code, arguments: arguments.values, cells: cells, captures: captures, selfValue: selfValue,
          selfBox: selfBox, at: location)
      }
      return try call(function, arguments.values, at: location)
    case .type(let type):
      return try construct(type, arguments, at: location)
    case .some(let inner):
      return try callValue(inner, arguments, at: location)
    case .native(let native) where native.isDrawingOnly:
      return .native(DrawingValue(typeName: native.typeName, written: "\(native.constructName)(…)"))
    case .native, .structure, .object:
      // `callAsFunction`: a value called like a function (`validator(input)`).
      var receiver = callee
      if case .notFound = lookupCallable(of: callee, "callAsFunction") {
        throw InterpreterError.unsupported(
          "cannot call value of non-function type '\(TypeNames.describe(callee))'", at: location)
      }
      return try callMethod(&receiver, "callAsFunction", arguments, at: location)
    default:
      throw InterpreterError.unsupported(
        "cannot call value of non-function type '\(TypeNames.describe(callee))'", at: location)
    }
  }

  /// Every method of this name a value's type has, for lookups by labels (`hash(into:)`).
  func methodCandidates(of value: Value, named name: String, at location: SourceLocation?) throws -> [FunctionCode] {
    if case .methods(let codes) = lookupMember(of: value, name) { return codes }
    return []
  }

  /// Runs a method of the program on a value (mutating ones with a temporary cell).
  func invokeMethod(_ code: FunctionCode, on value: Value, arguments: [Value], cells: [Box?]? = nil,
    at location: SourceLocation?) throws -> Value
  {
    var copy = value
    if code.isMutating { return try invokeMutating(code, on: &copy, arguments: arguments, cells: cells, at: location) }
    return try invoke(code, arguments: arguments, cells: cells, captures: [], selfValue: value, selfBox: nil, at: location)
  }

  // MARK: - Operators the program declares

  /// `static func == (a: T, b: T)` of either operand's type, or a global `func ==`.
  func customOperator(_ op: String, _ a: Value, _ b: Value, at location: SourceLocation?) throws -> Value? {
    // `phase == .active` on every body: most programs declare no `==` of their own.
    guard programDeclares(op) else { return nil }
    for isFirst in [true, false] {
      let type = dynamicType(of: isFirst ? a : b)
      // Overloads on one type (`Instant - Double`, `Instant - Instant`) are told apart by the operands.
      if case .methods(let codes) = lookupStaticMember(of: type, op),
        let code = operatorOverload(codes, a, b) ?? codes.first(where: { $0.parameters.count == 2 })
      {
        return try invoke(code, arguments: [a, b], captures: [], selfValue: .type(type), selfBox: nil, at: location)
      }
    }
    if let codes = program.functions[op], let code = operatorOverload(codes, a, b) {
      return try invoke(code, arguments: [a, b], captures: [], selfValue: .void, selfBox: nil, at: location)
    }
    return nil
  }

  /// Whether the program declares a function or static method named `name` anywhere (the
  /// only places `customOperator` finds one).
  private func programDeclares(_ name: String) -> Bool {
    if let known = caches.programOperators { return known.contains(name) }
    var names = Set(program.functions.keys)
    for type in program.allTypes { names.formUnion(type.members.staticMethods.keys) }
    for table in program.extensions.values { names.formUnion(table.staticMethods.keys) }
    caches.programOperators = names
    return names.contains(name)
  }

  /// The global operator function whose parameter types the operands have (`~=` for a struct
  /// pattern and `~=` for a closure pattern are two overloads); the only one when just one fits.
  private func operatorOverload(_ codes: [FunctionCode], _ a: Value, _ b: Value) -> FunctionCode? {
    let binary = codes.filter { $0.parameters.count == 2 }
    func accepts(_ value: Value, _ type: SwiftType) -> Bool {
      switch type {
      case .unknown, .generic, .opaque: return true
      default: return isInstance(value, of: type)
      }
    }
    if let typed = binary.first(where: { accepts(a, $0.parameters[0].type) && accepts(b, $0.parameters[1].type) }) {
      return typed
    }
    return binary.count == 1 ? binary[0] : nil
  }

  // MARK: - Static members

  /// `Type.name`: a case, a static property, a static method (as a function value), a nested type.
  public func staticMember(_ type: SwiftType, _ name: String, at location: SourceLocation?) throws -> Value {
    try staticMember(type, name, cache: nil, at: location)
  }

  /// What `Type.name` means, worked out once per call site whose type is fixed where it is written.
  private func cachedStaticLookup(_ type: SwiftType, _ name: String, cache: CallSiteCache?) -> StaticMemberLookup {
    if let known = cache?.staticLookup { return known }
    let lookup = lookupStaticMember(of: type, name)
    cache?.staticLookup = lookup
    return lookup
  }

  /// `Type.name`, for a site whose type is fixed where it is written (`.active`, `.infinity`):
  /// the site's cache keeps what the name means.
  func staticMember(_ type: SwiftType, _ name: String, cache: CallSiteCache?, at location: SourceLocation?) throws -> Value {
    let lookup = cachedStaticLookup(type, name, cache: cache)
    switch lookup {
    case .enumCase(let userType, let index):
      let enumCase = userType.cases[index]
      if enumCase.hasPayload { return .function(FunctionValue(.enumCase(userType, index: index), serial: nextSerial())) }
      // `Opt<Int>.none`: the case keeps the arguments its type was written with.
      if case .user(_, let arguments) = type, !arguments.isEmpty {
        return Self.withTypeArguments(sharedCase(userType, index), type)
      }
      return sharedCase(userType, index)
    case .nativeCase(let native, let index):
      return .enumCase(EnumValue(type: .native(native, arguments: []), caseIndex: index, name: native.cases[index].name))
    case .stored(let global):
      return try self.global(global, at: location)
    case .computed(let computed):
      return try invoke(computed.getter, arguments: [], captures: [], selfValue: .type(type), selfBox: nil, at: location)
    case .methods(let codes):
      return .function(FunctionValue(.code(codes[0], captures: [], selfValue: .type(type), selfBox: nil), serial: nextSerial()))
    case .nativeProperty(let property):
      return try property.get(NativeAccess(interpreter: self, receiver: .type(type), location: location))
    case .nativeMethods(let functions):
      return .function(FunctionValue(.native(functions[0], receiver: .type(type), typeName: type.name), serial: nextSerial()))
    case .nestedType(let nested):
      return .type(nested)
    case .initializers:
      return .function(FunctionValue(.initializer(type, labels: nil), serial: nextSerial()))
    case .notFound:
      if name == "self" { return .type(type) }
      if name == "none", case .optional = type { return .none }  // `Optional<Int>.none`
      if name == "allCases", case .user(let userType, _) = type, userType.isEnum, userType.conforms(to: "CaseIterable") {
        // Swift synthesizes `allCases` for an enum without associated values, in declaration order.
        return .array(ArrayValue(userType.cases.indices.map { sharedCase(userType, $0) }))
      }
      if case .native(let native, _) = type, native.isDrawingOnly {
        return .native(DrawingValue(typeName: native.name, written: "\(native.name).\(name)"))
      }
      throw noStaticMember(type, name, at: location)
    }
  }

  func noStaticMember(_ type: SwiftType, _ name: String, at location: SourceLocation?) -> InterpreterError {
    if case .user = type {
      return .unsupported("type '\(type.name)' has no member '\(name)'", at: location)
    }
    if configuration.platform.lacksMember(type.libraryName, name), !type.mentionsUnknown {
      return .unsupported("type '\(type.diagnosticName)' has no member '\(name)'", at: location)
    }
    return .notModelled("\(type.name).\(name)", at: location)
  }

  /// `Type.name(arguments)`: a static method, a case with a payload, a closure property.
  ///
  /// - Parameter cache: the call site's, when the site always calls this same type's member.
  func callStatic(
    _ type: SwiftType, _ name: String, _ arguments: CallArguments, cache: CallSiteCache? = nil,
    at location: SourceLocation?
  ) throws -> Value {
    var lookup = cachedStaticLookup(type, name, cache: cache)
    if let methods = staticMethodsBesideProperty(lookup, of: type, name) { lookup = .methods(methods) }
    switch lookup {
    case .methods(let codes):
      let (code, bindings) = try chooseOverload(codes, arguments, cache: cache, at: location)
      let (values, cells) = try arrange(arguments, for: code.parameters, bindings: bindings, at: location)
      return try invoke(code, arguments: values, cells: cells, captures: [], selfValue: .type(type), selfBox: nil, at: location)
    case .nativeMethods(let functions):
      let (function, bindings) = try chooseScoredNativeOverload(functions, arguments, owner: type.name, cache: cache, at: location)
      let values = try arrangeNative(arguments, for: function, bindings: bindings, at: location)
      var receiver = Value.type(type)
      return try callNative(function, receiver: &receiver, arguments: values, labels: arguments.labels, at: location)
    case .enumCase(let userType, let index):
      return try makeCase(userType, index: index, arguments: arguments, at: location)
    case .nativeCase(let native, let index):
      var payload = arguments.values
      for (position, typeName) in native.cases[index].payloadTypeNames.enumerated() where position < payload.count {
        guard let typeName, let member = payload[position].native(as: ImplicitMemberValue.self),
          let payloadType = registry.type(named: typeName) else { continue }
        payload[position] = try resolveImplicit(member, in: .native(payloadType, arguments: []), at: location)
      }
      return .enumCase(EnumValue(type: .native(native, arguments: []), caseIndex: index, name: native.cases[index].name,
        payload: payload, labels: arguments.labels))
    case .initializers, .nestedType:
      if case .nestedType(let nested) = lookupStaticMember(of: type, name) { return try construct(nested, arguments, at: location) }
      return try construct(type, arguments, at: location)
    default:
      let callee = try staticMember(type, name, at: location)
      return try callValue(callee, arguments, at: location)
    }
  }

  /// `.name` where the context's type is `type` (an implicit member expression).
  public func implicitMember(_ name: String, of type: SwiftType, at location: SourceLocation?) throws -> Value {
    if case .optional(let wrapped) = type {
      if name == "none" { return .none }
      return try implicitMember(name, of: wrapped, at: location)
    }
    return try staticMember(type, name, at: location)
  }

  /// A payload-less case of an enum of the program: one shared value per case.
  func sharedCase(_ type: UserType, _ index: Int) -> Value {
    if let shared = type.sharedCases[index] { return .enumCase(shared) }
    let value = EnumValue(type: type.asType, caseIndex: index, name: type.cases[index].name)
    type.sharedCases[index] = value
    return .enumCase(value)
  }
}

extension Interpreter {
  /// `receiver.name(label: value, …)`, for hosts calling the program's methods.
  public func callMethod(
    _ receiver: inout Value, _ name: String, arguments: [(String?, Value)], at location: SourceLocation?
  ) throws -> Value {
    let shapes = arguments.map { ArgumentMatcher.ArgumentShape(label: $0.0, isTrailingClosure: false) }
    return try callMethod(&receiver, name, CallArguments(values: arguments.map(\.1), shapes: shapes), at: location)
  }

  /// Calls a method of the program's if the receiver's type declares one with these labels;
  /// nil when it does not (a host's delegate protocols have optional methods).
  /// Whether the program's type of `receiver` declares a method `name` with a body (hosts
  /// refuse callbacks they do not model rather than never calling them).
  public func declaresMethod(_ receiver: Value, _ name: String) -> Bool {
    guard case .methods(let codes) = lookupMember(of: receiver, name) else { return false }
    return codes.contains { $0.body != nil || $0.asyncBody != nil }
  }

  public func callIfDeclared(
    _ receiver: Value, _ name: String, arguments: [(String?, Value)], at location: SourceLocation?
  ) throws -> Value? {
    guard case .methods(let codes) = lookupMember(of: receiver, name) else { return nil }
    let labels = arguments.map(\.0)
    guard codes.contains(where: { $0.labels == labels && ($0.body != nil || $0.asyncBody != nil) }) else { return nil }
    var copy = receiver
    return try callMethod(&copy, name, arguments: arguments, at: location)
  }
}

extension Interpreter {
  /// `Type.name(label: value, …)`, for hosts calling a type's static methods.
  public func callStatic(_ type: SwiftType, _ name: String, arguments: [(String?, Value)], at location: SourceLocation?) throws -> Value {
    let shapes = arguments.map { ArgumentMatcher.ArgumentShape(label: $0.0, isTrailingClosure: false) }
    return try callStatic(type, name, CallArguments(values: arguments.map(\.1), shapes: shapes), at: location)
  }
}
