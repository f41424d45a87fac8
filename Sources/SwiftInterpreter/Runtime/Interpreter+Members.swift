import Transcript

/// Reading and writing members: stored properties (through their property wrappers and
/// observers), computed properties, registry properties, tuple elements.
extension Interpreter {
  /// `value.name`.
  public func getMember(_ value: Value, _ name: String, at location: SourceLocation?) throws -> Value {
    try getMember(value, name, site: nil, at: location)
  }

  /// `value.name` at a site of the program, which remembers what the name meant last time.
  func getMember(_ value: Value, _ name: String, site: MemberSite?, at location: SourceLocation?) throws -> Value {
    if case .tuple(let tuple) = value { return try tupleElement(tuple, name, at: location) }
    if name == "self" { return value }
    if let unwrapped = try implicitlyUnwrapped(value, name, at: location) { return try getMember(unwrapped, name, at: location) }
    if name.hasPrefix("$"), name.count > 1 { return try projectedValue(value, String(name.dropFirst()), at: location) }
    switch lookupMember(of: value, name, site: site) {
    case .field(let index, let property):
      let stored: Value
      switch value {
      case .structure(let s): stored = s.fields[index]
      case .object(let o):
        stored = o.fields[index]
        if o.type.tracksAccess { host.observedRead(o, property: name) }
      case .some(let inner): return try getMember(inner, name, at: location)
      default: throw noMember(value, name, at: location)
      }
      if property.wrapper != nil { return try wrappedValue(of: stored, property, at: location) }
      if property.isWeak { return weakValue(stored) }
      if property.isUnowned { return try ownedValue(stored, .unowned, at: location) }
      if property.isLazy, case .void = stored { return try initializeLazy(value, index, property, at: location) }
      return stored
    case .computed(let computed):
      return try invoke(computed.getter, arguments: [], captures: [], selfValue: unwrapSelf(value), selfBox: nil, at: location)
    case .methods(let codes):
      guard let code = codes.first else { throw noMember(value, name, at: location) }
      return boundMethod(code, on: value)
    case .nativeProperty(let property):
      return try property.get(NativeAccess(interpreter: self, receiver: unwrapSelf(value), location: location))
    case .nativeMethods(let functions):
      return .function(FunctionValue(.native(functions[0], receiver: value, typeName: nil), serial: nextSerial()))
    case .baseProperty(let property):
      return try property.get(NativeAccess(interpreter: self, receiver: try nativeBase(of: value, at: location), location: location))
    case .baseMethods(let functions):
      return .function(FunctionValue(.native(functions[0], receiver: try nativeBase(of: value, at: location), typeName: nil), serial: nextSerial()))
    case .rawValue:
      guard case .enumCase(let e) = value, case .user(let type, _) = e.type, let raw = type.cases[e.caseIndex].rawValue else {
        throw noMember(value, name, at: location)
      }
      return raw
    case .notFound:
      if case .some(let inner) = value { return try getMember(inner, name, at: location) }
      if case .type(let type) = value { return try staticMember(type, name, at: location) }
      // Hashable's `hashValue` of a program's struct, enum or class: the hash its Set uses (Swift
      // seeds it per run, so only comparisons of it are reproducible).
      if name == "hashValue", isProgramValue(value) { return .int(try hash(value, at: location)) }
      if case .native(let native) = value {
        if native.isDrawingOnly { return .native(native.drawingMember(name)) }
        if let member = native as? ImplicitMemberValue { return .native(member.chained(name)) }
        if let hook = registry.type(named: native.typeName)?.dynamicMember,
          let member = try hook(NativeAccess(interpreter: self, receiver: value, location: location), name)
        {
          return member
        }
      }
      if let member = try dynamicMember(value, name, at: location) { return member }
      throw noMember(value, name, at: location)
    }
  }

  /// A wrapped property's `wrappedValue`: for a registry wrapper, its property is found once per
  /// stored property (a body reads its wrapped properties on every run), not by name each time.
  private func wrappedValue(of stored: Value, _ property: StoredProperty, at location: SourceLocation?) throws -> Value {
    if case .native(let native) = stored {
      let typeName = native.typeName
      let key = ObjectIdentifier(property)
      if let known = caches.wrappedValueReaders[key], known.typeName == typeName {
        return try known.property.get(NativeAccess(interpreter: self, receiver: stored, location: location))
      }
      if case .nativeProperty(let found) = lookupMember(of: stored, "wrappedValue") {
        caches.wrappedValueReaders[key] = (typeName, found)
        return try found.get(NativeAccess(interpreter: self, receiver: stored, location: location))
      }
    }
    return try getMember(stored, "wrappedValue", at: location)
  }

  /// `self` of a member of `Optional`'s wrapped type, reached without `?`.
  private func unwrapSelf(_ value: Value) -> Value { value }

  func boundMethod(_ code: FunctionCode, on value: Value) -> Value {
    .function(FunctionValue(.code(code, captures: [], selfValue: value, selfBox: nil), serial: nextSerial()))
  }

  /// The registry object a class of the program inherits from (its host-class part).
  func nativeBase(of value: Value, at location: SourceLocation?) throws -> Value {
    guard case .object(let object) = value, let base = object.nativeBase else {
      throw InterpreterError.unsupported("'\(TypeNames.describe(value))' has no registry superclass part", at: location)
    }
    return .native(base)
  }

  private func tupleElement(_ tuple: TupleValue, _ name: String, at location: SourceLocation?) throws -> Value {
    if let index = Int(name), index < tuple.elements.count { return tuple.elements[index] }
    if let labels = tuple.labels, let index = labels.firstIndex(of: name) { return tuple.elements[index] }
    throw InterpreterError.unsupported("value of tuple type has no member '\(name)'", at: location)
  }

  private func isProgramValue(_ value: Value) -> Bool {
    switch value {
    case .structure, .object: return true
    case .enumCase(let e): return e.type.userType != nil
    default: return false
    }
  }

  func noMember(_ value: Value, _ name: String, at location: SourceLocation?) -> InterpreterError {
    switch value {
    case .structure, .object, .enumCase:
      if case .enumCase(let e) = value, e.type.nativeType != nil {
        return .notModelled("\(e.type.name).\(name)", at: location)
      }
      if case .object(let o) = value, let native = o.type.frameworkAncestor(program.configuration.platform) {
        return .notModelled("\(native.name).\(name)", at: location)
      }
      return .unsupported("value of type '\(TypeNames.describe(value))' has no member '\(name)'", at: location)
    case .native(let native):
      if native.isDrawingOnly { return .notModelled(native.constructName, at: location) }
      return misspelled(value, native.typeName, name, at: location)
        ?? .notModelled("\(native.typeName).\(name)", at: location)
    default:
      let typeName = builtinTypeName(value)
      return misspelled(value, typeName, name, at: location) ?? .notModelled("\(typeName).\(name)", at: location)
    }
  }

  /// swiftc's `value of type 'T' has no member 'x'` when the real type has no such member (so
  /// the program would not build), worded with the value's type when it is fully known.
  private func misspelled(_ value: Value, _ typeName: String, _ name: String, at location: SourceLocation?) -> InterpreterError? {
    guard configuration.platform.lacksMember(typeName, name) else { return nil }
    let type = dynamicType(of: value)
    guard !type.mentionsUnknown else { return nil }
    return .unsupported("value of type '\(type.diagnosticName)' has no member '\(name)'", at: location)
  }

  // MARK: - Writing

  /// `value.name = newValue`, for a value held in a place.
  ///
  /// - Parameter direct: set the storage without observers or wrappers' setters (inside the
  ///   type's own initializer, or a property's own observer).
  public func setMember(
    _ value: inout Value, _ name: String, _ newValue: Value, direct: Bool = false, at location: SourceLocation?
  ) throws {
    if case .tuple(var tuple) = value {
      if let index = Int(name) ?? tuple.labels?.firstIndex(of: name), index < tuple.elements.count {
        tuple.elements[index] = newValue
        value = .tuple(tuple)
        return
      }
    }
    switch lookupMember(of: value, name) {
    case .field(let index, let property):
      try setField(&value, index, property, newValue, direct: direct, at: location)
    case .computed(let computed):
      guard let setter = computed.setter else { throw getOnly(name, at: location) }
      try invokeMutating(setter, on: &value, arguments: [newValue], at: location)
    case .nativeProperty(let property):
      guard let set = property.set else { throw getOnly(name, at: location) }
      try set(&value, newValue, NativeAccess(interpreter: self, receiver: value, location: location))
    case .baseProperty(let property):
      guard let set = property.set else { throw getOnly(name, at: location) }
      var base = try nativeBase(of: value, at: location)
      try set(&base, newValue, NativeAccess(interpreter: self, receiver: base, location: location))
    case .notFound:
      if case .some(var inner) = value {
        try setMember(&inner, name, newValue, direct: direct, at: location)
        value = .some(inner)
        return
      }
      throw noMember(value, name, at: location)
    default:
      throw InterpreterError.unsupported("cannot assign to value: '\(name)' is a method", at: location)
    }
  }

  func getOnly(_ name: String, at location: SourceLocation?) -> InterpreterError {
    .unsupported("cannot assign to property: '\(name)' is a get-only property", at: location)
  }

  private func setField(
    _ value: inout Value, _ index: Int, _ property: StoredProperty, _ newValue: Value, direct: Bool,
    at location: SourceLocation?
  ) throws {
    var converted = coerce(newValue, to: property.type)
    if property.isWeak { converted = weakStorage(converted) }
    if property.isUnowned { converted = ownedStorage(converted, .unowned) }
    if property.wrapper != nil {
      // Observers on a wrapped property run around the wrapper's setter (SE-0258), also in an
      // initializer and in their own body (swiftc), once the wrapper exists.
      let exists: Bool
      if case .void = try fieldValue(value, index) { exists = false } else { exists = true }
      let observed = exists && (property.willSet != nil || property.didSet != nil)
      let readsOld = observed && property.didSet != nil && property.didSetReadsOldValue
      let old = readsOld ? try getMember(value, property.name, at: location) : .void
      if observed, let willSet = property.willSet { try invokeMutating(willSet, on: &value, arguments: [converted], at: location) }
      try modifyField(&value, index) { wrapper in
        if case .void = wrapper {
          wrapper = try makeWrapper(property, wrappedValue: converted, at: location)
        } else {
          try setMember(&wrapper, "wrappedValue", converted, at: location)
        }
      }
      if observed, let didSet = property.didSet { try invokeMutating(didSet, on: &value, arguments: [old], at: location) }
      return
    }
    let observed = !direct && property.isObserved
    // `@Observable`: an equal value (or the same object) again notifies no one.
    var notifies = false
    if case .object(let o) = value, o.type.tracksAccess {
      notifies = observationShouldNotify(property.type, old: try fieldValue(value, index), new: converted)
    }
    guard observed else {
      try modifyField(&value, index) { $0 = converted }
      if notifies, case .object(let o) = value { host.observedWrite(o, property: property.name) }
      return
    }
    // A subclass's overriding observers wrap the superclass's setter: the most derived
    // `willSet` runs first and its `didSet` last.
    var overriding: [(willSet: FunctionCode?, didSet: FunctionCode?)] = []
    if case .object(let o) = value, !property.overridingObservers.isEmpty {
      for ancestor in o.type.classChain {
        for entry in property.overridingObservers where entry.type === ancestor { overriding.append((entry.willSet, entry.didSet)) }
      }
    }
    let old = property.isWeak ? weakValue(try fieldValue(value, index)) : try fieldValue(value, index)
    for entry in overriding {
      if let willSet = entry.willSet { try invokeMutating(willSet, on: &value, arguments: [converted], at: location) }
    }
    if let willSet = property.willSet { try invokeMutating(willSet, on: &value, arguments: [converted], at: location) }
    try modifyField(&value, index) { $0 = converted }
    if notifies, case .object(let o) = value { host.observedWrite(o, property: property.name) }
    if let didSet = property.didSet { try invokeMutating(didSet, on: &value, arguments: [old], at: location) }
    for entry in overriding.reversed() {
      if let didSet = entry.didSet { try invokeMutating(didSet, on: &value, arguments: [old], at: location) }
    }
  }

  func fieldValue(_ value: Value, _ index: Int) throws -> Value {
    switch value {
    case .structure(let s): return s.fields[index]
    case .object(let o): return o.fields[index]
    case .some(let inner): return try fieldValue(inner, index)
    default: throw InterpreterError.unsupported("'\(TypeNames.describe(value))' has no stored properties", at: nil)
    }
  }

  /// Changes a stored property in place: a struct's fields are copied first if shared.
  func modifyField<T>(_ value: inout Value, _ index: Int, _ body: (inout Value) throws -> T) throws -> T {
    // Not `switch value`: in a debug build the switch holds a second reference to the
    // structure while its field changes, and `s.items.append(x)` copied the structure and the
    // array on every call.
    if case .structure(var s) = value {
      value = .void
      defer { value = .structure(s) }
      if !isKnownUniquelyReferenced(&s) {
        try charge(s.fields.count, at: nil)
        s = s.copy()
      }
      return try body(&s.fields[index])
    }
    if case .object(let o) = value { return try body(&o.fields[index]) }
    if case .some(var inner) = value {
      value = .void
      defer { value = .some(inner) }
      return try modifyField(&inner, index, body)
    }
    throw InterpreterError.unsupported("'\(TypeNames.describe(value))' has no stored properties", at: nil)
  }

  /// Changes `value.name` in place: a stored property without observers directly, anything
  /// else by reading it, changing the copy and writing it back.
  func modifyMember<T>(
    _ value: inout Value, _ name: String, direct: Bool = false, at location: SourceLocation?,
    _ body: (inout Value) throws -> T
  ) throws -> T {
    if case .field(let index, let property) = lookupMember(of: value, name), property.wrapper == nil,
      !property.isWeak, !property.isUnowned, direct || !property.isObserved
    {
      if case .object(let o) = value, o.type.tracksAccess {
        host.observedRead(o, property: name)
        defer { host.observedWrite(o, property: name) }
        return try modifyField(&value, index, body)
      }
      return try modifyField(&value, index, body)
    }
    var current = try getMember(value, name, at: location)
    let before = current
    let result = try body(&current)
    // A change made through a class reference is not a write of the property that holds it
    // (`model.count += 1` through a wrapper's `model` calls no setter of the wrapper).
    if case .object(let old) = before, case .object(let new) = current, old === new { return result }
    // The same through a get-only property that hands out a registry object (a container's
    // `viewContext`): the object changed, the property holding it did not.
    if case .native(let old) = before, case .native(let new) = current, old === new {
      // Also a registry class's property inherited by a program's subclass (`navigationItem`).
      switch lookupMember(of: value, name) {
      case .nativeProperty(let property) where property.set == nil: return result
      case .baseProperty(let property) where property.set == nil: return result
      default: break
      }
    }
    try setMember(&value, name, current, direct: direct, at: location)
    return result
  }

  /// Runs a mutating method (or setter, or observer) on a value held by the caller.
  @discardableResult
  func invokeMutating(_ code: FunctionCode, on value: inout Value, arguments: [Value], cells: [Box?]? = nil,
    at location: SourceLocation?) throws -> Value
  {
    if case .object = value {
      return try invoke(code, arguments: arguments, cells: cells, captures: [], selfValue: value, selfBox: nil, at: location)
    }
    let box = Box(value)
    value = .void
    defer { value = box.value }
    return try invoke(code, arguments: arguments, cells: cells, captures: [], selfValue: .void, selfBox: box, at: location)
  }

  // MARK: - Property wrappers and lazy properties

  /// `$name`: the wrapper's projected value.
  func projectedValue(_ value: Value, _ name: String, at location: SourceLocation?) throws -> Value {
    guard case .field(let index, let property) = lookupMember(of: value, name), property.wrapper != nil else {
      throw InterpreterError.unsupported(
        "value of type '\(TypeNames.describe(value))' has no member '$\(name)'", at: location)
    }
    return try getMember(try fieldValue(value, index), "projectedValue", at: location)
  }

  /// `_name`: the wrapper itself.
  func wrapperStorage(_ value: Value, _ name: String, at location: SourceLocation?) throws -> Value? {
    guard case .field(let index, let property) = lookupMember(of: value, name), property.wrapper != nil else {
      return nil
    }
    return try fieldValue(value, index)
  }

  private func initializeLazy(_ value: Value, _ index: Int, _ property: StoredProperty, at location: SourceLocation?) throws -> Value {
    guard let initial = property.initialValue else { return .void }
    let frame = Frame(code: scratchCode, interpreter: self, captures: [], selfValue: value, selfBox: nil)
    let computed = coerce(try initial.run(frame), to: property.type)
    if case .object(let o) = value { o.fields[index] = computed }
    return computed
  }
}

extension UserType {
  /// Whether reads and writes of its properties are reported to the host (`@Observable`).
  var tracksAccess: Bool { isObservable }
}
