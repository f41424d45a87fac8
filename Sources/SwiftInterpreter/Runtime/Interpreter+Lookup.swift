import Transcript

/// Finding members: on a type of the program (its declaration, its superclasses, the
/// protocols it conforms to and their extensions), on a registry type, and on the standard
/// types the program extends.
extension Interpreter {
  /// What `name` means on `value`, cached by the value's type.
  func lookupMember(of value: Value, _ name: String) -> MemberLookup {
    // An optional's member may be its wrapped value's: the answer depends on what it wraps.
    if case .some = value { return findMember(of: value, name) }
    let key = MemberKey(type: typeKey(of: value), name: name, isStatic: false)
    if let cached = memberCache[key] { return cached }
    let found = findMember(of: value, name)
    memberCache[key] = found
    return found
  }

  private func findMember(of value: Value, _ name: String) -> MemberLookup {
    switch value {
    case .structure(let s): return findUserMember(s.type, name)
    case .object(let o): return findUserMember(o.type, name)
    case .enumCase(let e):
      if case .user(let type, _) = e.type { return findUserMember(type, name) }
      if let native = e.type.nativeType { return findNativeMember(native.name, name) }
      return .notFound
    case .native(let native): return findNativeMember(native.typeName, name)
    case .some(let inner):
      let optional = findNativeMember("Optional", name)
      return optional.isFound ? optional : lookupMember(of: inner, name)
    default: return findNativeMember(builtinTypeName(value), name)
    }
  }

  /// The methods named `name` of a value of a type of the program, declared beside a property
  /// of that name that holds no function: `v(2)` calls the method `v(_:)` even where `v` is
  /// also a computed `Int`, as swiftc picks by the call's shape.
  private func userMethods(of value: Value, _ name: String) -> [FunctionCode]? {
    let type: UserType
    switch value {
    case .structure(let s): type = s.type
    case .object(let o): type = o.type
    case .enumCase(let e):
      guard case .user(let user, _) = e.type else { return nil }
      type = user
    default: return nil
    }
    var methods: [FunctionCode] = []
    for ancestor in type.classChain {
      // Overloads of one type that differ only in their types (`m(_: Int?)`, `m<T>(_: T)`) all stay.
      let nearer = methods
      for method in ancestor.members.methods[name] ?? [] where !nearer.contains(where: { $0.overrides(method) }) {
        methods.append(method)
      }
    }
    if case .methods(let inherited)? = protocolMember(type.conformances, name) {
      for method in inherited where !methods.contains(where: { $0.labels == method.labels }) { methods.append(method) }
    }
    return methods.isEmpty ? nil : methods
  }

  /// The static methods named `name` of a type of the program that also has a static property
  /// of that name holding no function: `Type.unit(true)` calls `static func unit(_:)` beside
  /// `static var unit: String`.
  func staticMethodsBesideProperty(_ lookup: StaticMemberLookup, of type: SwiftType, _ name: String) -> [FunctionCode]? {
    guard case .user(let userType, _) = type else { return nil }
    switch lookup {
    case .stored(let global) where Self.holdsNoFunction(global.type): break
    case .computed(let computed) where Self.holdsNoFunction(computed.type): break
    default: return nil
    }
    let methods = userType.classChain.flatMap { $0.members.staticMethods[name] ?? [] }
    return methods.isEmpty ? nil : methods
  }

  /// Whether a property of this type certainly holds no function (nothing unknown or generic).
  private static func holdsNoFunction(_ type: SwiftType) -> Bool {
    switch type.wrapped {
    case .function, .sendable, .unknown, .generic, .opaque, .any: return false
    default: return true
    }
  }

  /// A member of a type of the program, nearest declaration first.
  func findUserMember(_ type: UserType, _ name: String) -> MemberLookup {
    if let index = type.field(named: name) {
      if let computed = type.computedOverride(of: name) { return .computed(computed) }
      return .field(index: index, property: type.storedProperties[index])
    }
    // A subclass's method overloads its superclasses' of other labels (an override, with the
    // same labels, hides the one it overrides): all are candidates, nearest first.
    var methods: [FunctionCode] = []
    for ancestor in type.classChain {
      if methods.isEmpty, let computed = ancestor.members.computed[name] { return .computed(computed) }
      // Overloads of one type that differ only in their types (`m(_: Int?)`, `m<T>(_: T)`) all stay.
      let nearer = methods
      for method in ancestor.members.methods[name] ?? [] where !nearer.contains(where: { $0.overrides(method) }) {
        methods.append(method)
      }
    }
    if !methods.isEmpty {
      // A protocol extension's `describe()` stays callable beside the type's `describe(loud:)`.
      if case .methods(let inherited)? = protocolMember(type.conformances, name) {
        for method in inherited where !methods.contains(where: { $0.labels == method.labels }) { methods.append(method) }
      }
      return .methods(methods)
    }
    if name == "rawValue", type.rawType != nil { return .rawValue }
    if let fromProtocols = protocolMember(type.conformances, name) { return fromProtocols }
    if let base = type.classChain.last?.nativeSuperclass {
      switch findNativeMember(base.name, name) {
      case .nativeProperty(let property): return .baseProperty(property)
      case .nativeMethods(let methods): return .baseMethods(methods)
      default: break
      }
    }
    return .notFound
  }

  /// What `name(…)` calls on `value`: a method first (`first(where:)` over the property
  /// `first`), else whatever the member is (a property holding a closure).
  func lookupCallable(of value: Value, _ name: String) -> MemberLookup {
    if case .some = value { return findCallable(of: value, name) }
    // `isStatic: true` marks the callable reading of the name (instance members only live here).
    let key = MemberKey(type: typeKey(of: value), name: name, isStatic: true)
    if let cached = memberCache[key] { return cached }
    let found = findCallable(of: value, name)
    memberCache[key] = found
    return found
  }

  private func findCallable(of value: Value, _ name: String) -> MemberLookup {
    var found = lookupMember(of: value, name)
    switch found {
    case .field(_, let property) where Self.holdsNoFunction(property.type):
      if let methods = userMethods(of: value, name) { found = .methods(methods) }
    case .computed(let computed) where Self.holdsNoFunction(computed.type):
      if let methods = userMethods(of: value, name) { found = .methods(methods) }
    case .nativeProperty, .baseProperty:
      let typeName: String
      switch value {
      case .object(let o): typeName = o.type.classChain.last?.nativeSuperclass?.name ?? builtinTypeName(value)
      case .native(let native): typeName = native.typeName
      default: typeName = builtinTypeName(value)
      }
      if let methods = findNativeMethods(typeName, name) {
        if case .baseProperty = found { found = .baseMethods(methods) } else { found = .nativeMethods(methods) }
      }
    default:
      break
    }
    return found
  }

  /// The methods of this name a registry type has, through its extensions and protocols.
  func findNativeMethods(_ typeName: String, _ name: String) -> [NativeFunction]? {
    var pending = [typeName]
    var seen: Set<String> = []
    while !pending.isEmpty {
      let current = pending.removeFirst()
      guard seen.insert(current).inserted else { continue }
      if let type = registry.type(named: current) {
        if let methods = type.methods[name] { return methods }
        if let superclass = type.superclass { pending.append(superclass) }
        pending += type.conformances
      }
      pending += program.extensionConformances[current] ?? []
    }
    return nil
  }

  /// A member of a registry type: its own, its extensions', its protocols'.
  func findNativeMember(_ typeName: String, _ name: String) -> MemberLookup {
    var pending = [typeName]
    var seen: Set<String> = []
    while !pending.isEmpty {
      let current = pending.removeFirst()
      guard seen.insert(current).inserted else { continue }
      if let table = program.extensions[current] {
        if let computed = table.computed[name] { return .computed(computed) }
        if let methods = table.methods[name] { return .methods(methods) }
      }
      if let type = registry.type(named: current) {
        if let property = type.properties[name] { return .nativeProperty(property) }
        if let methods = type.methods[name] { return .nativeMethods(methods) }
        if let superclass = type.superclass { pending.append(superclass) }
        pending += type.conformances
      }
      pending += program.extensionConformances[current] ?? []
    }
    return .notFound
  }

  /// The registry's methods of that name on a standard value, the program's extensions aside:
  /// what a call reaches when an extension's method of the same name does not fit its labels.
  func standardMethods(of value: Value, _ name: String) -> [NativeFunction]? {
    let typeName: String
    switch value {
    case .structure, .object, .enumCase, .some: return nil
    case .native(let native): typeName = native.typeName
    default: typeName = builtinTypeName(value)
    }
    var pending = [typeName]
    var seen: Set<String> = []
    while !pending.isEmpty {
      let current = pending.removeFirst()
      guard seen.insert(current).inserted, let type = registry.type(named: current) else { continue }
      if let methods = type.methods[name] { return methods }
      if let superclass = type.superclass { pending.append(superclass) }
      pending += type.conformances
    }
    return nil
  }

  /// A member provided by a protocol: its extension in the program, then the registry's.
  private func protocolMember(_ conformances: [ProtocolRef], _ name: String) -> MemberLookup? {
    for conformance in conformances {
      switch conformance {
      case .user(let proto):
        if let computed = proto.members.computed[name] { return .computed(computed) }
        if let methods = proto.members.methods[name] { return .methods(methods) }
      case .native(let proto):
        if let table = program.extensions[proto.name] {
          if let computed = table.computed[name] { return .computed(computed) }
          if let methods = table.methods[name] { return .methods(methods) }
        }
      }
    }
    // A registry superclass is among the conformances too; its members are the native base's.
    for conformance in conformances {
      if case .native(let proto) = conformance, proto.isProtocol {
        if let property = proto.properties[name] { return .nativeProperty(property) }
        if let methods = proto.methods[name] { return .nativeMethods(methods) }
      }
    }
    return nil
  }

  // MARK: - Static members

  /// What `Type.name` means, cached by the type and the name: the program and the registry
  /// do not change while it runs.
  func lookupStaticMember(of type: SwiftType, _ name: String) -> StaticMemberLookup {
    let key: StaticMemberKey
    switch type {
    case .user(let userType, _): key = StaticMemberKey(type: .user(ObjectIdentifier(userType)), name: name)
    case .native(let native, _): key = StaticMemberKey(type: .native(native.name), name: name)
    case .optional: key = StaticMemberKey(type: .native("Optional"), name: name)
    default: key = StaticMemberKey(type: .native(Compiler.extensionKeyName(type)), name: name)
    }
    if let cached = caches.staticMembers[key] { return cached }
    let found = findStaticMember(of: type, name)
    caches.staticMembers[key] = found
    return found
  }

  private func findStaticMember(of type: SwiftType, _ name: String) -> StaticMemberLookup {
    switch type {
    case .user(let userType, _):
      for ancestor in userType.classChain {
        if let index = ancestor.caseIndex[name] { return .enumCase(ancestor, index) }
        if let stored = ancestor.members.staticStored[name] { return .stored(stored) }
        if let computed = ancestor.members.staticComputed[name] { return .computed(computed) }
        if var methods = ancestor.members.staticMethods[name] {
          // A subclass's `static func make(_:)` beside its superclass's `make()`: both are there.
          for inherited in userType.classChain.flatMap({ $0.members.staticMethods[name] ?? [] })
          where !methods.contains(where: { $0.labels == inherited.labels }) {
            methods.append(inherited)
          }
          return .methods(methods)
        }
        if let nested = ancestor.nestedTypes[name] { return .nestedType(nested.asType) }
      }
      if name == "init" { return .initializers }
      for conformance in userType.conformances {
        switch conformance {
        case .user(let proto):
          if let computed = proto.members.staticComputed[name] { return .computed(computed) }
          if let methods = proto.members.staticMethods[name] { return .methods(methods) }
        case .native(let proto):
          if let table = program.extensions[proto.name] {
            if let computed = table.staticComputed[name] { return .computed(computed) }
            if let methods = table.staticMethods[name] { return .methods(methods) }
            if let stored = table.staticStored[name] { return .stored(stored) }
          }
          if let property = proto.staticProperties[name] { return .nativeProperty(property) }
          if let methods = proto.staticMethods[name] { return .nativeMethods(methods) }
        }
      }
      if let base = userType.classChain.last?.nativeSuperclass {
        return lookupStaticMember(of: .native(base, arguments: []), name)
      }
      return .notFound
    case .native(let native, _):
      return nativeStaticMember(native.name, name)
    case .optional:
      if name == "none" || name == "some" { return nativeStaticMember("Optional", name) }
      return nativeStaticMember("Optional", name)
    default:
      return nativeStaticMember(Compiler.extensionKeyName(type), name)
    }
  }

  private func nativeStaticMember(_ typeName: String, _ name: String) -> StaticMemberLookup {
    var pending = [typeName]
    var seen: Set<String> = []
    while !pending.isEmpty {
      let current = pending.removeFirst()
      guard seen.insert(current).inserted else { continue }
      if let table = program.extensions[current] {
        if let stored = table.staticStored[name] { return .stored(stored) }
        if let computed = table.staticComputed[name] { return .computed(computed) }
        if let methods = table.staticMethods[name] { return .methods(methods) }
      }
      if let type = registry.type(named: current) {
        if let index = type.caseIndex(named: name) { return .nativeCase(type, index) }
        if let property = type.staticProperties[name] { return .nativeProperty(property) }
        if let methods = type.staticMethods[name] { return .nativeMethods(methods) }
        if let nested = registry.type(named: "\(current).\(name)") { return .nestedType(.native(nested, arguments: [])) }
        if name == "init" && !type.initializers.isEmpty { return .initializers }
        if let superclass = type.superclass { pending.append(superclass) }
        pending += type.conformances
      }
      pending += program.extensionConformances[current] ?? []
    }
    return .notFound
  }
}

extension Compiler {
  /// The registry name of a standard type: `Int`, `Array`, `ClosedRange`.
  static func extensionKeyName(_ type: SwiftType) -> String {
    switch type {
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .string: return "String"
    case .character: return "Character"
    case .number(let kind): return kind.rawValue
    case .array: return "Array"
    case .dictionary: return "Dictionary"
    case .set: return "Set"
    case .optional: return "Optional"
    case .range(_, let isClosed): return isClosed ? "ClosedRange" : "Range"
    case .native(let native, _): return native.name
    case .opaque(let inner): return extensionKeyName(inner)
    default: return type.name
    }
  }
}
