import SwiftReader
import Transcript

extension Interpreter {
  /// Resolves a bare name: locals, then `self`'s members, then the program's and the engine's declarations.
  func lookup(_ name: String, _ context: Context, at location: SourceLocation) throws -> Value {
    if let box = context.scope.lookup(name) { return box.value }
    switch name {
    case "self":
      guard let value = context.selfValue else {
        throw RuntimeError.unsupported("cannot find 'self' in scope", at: location)
      }
      return value
    case "Self":
      guard let type = context.declaration.type else {
        throw RuntimeError.unsupported("cannot find 'Self' in scope", at: location)
      }
      return .metatype(.user(type))
    default:
      break
    }
    if name.hasPrefix("$"), name.count > 1, let reference = context.declaration.selfReference {
      let property = String(name.dropFirst())
      if let projected = try projectedValue(of: reference, property, at: location) { return projected }
    }
    if let reference = context.declaration.selfReference,
      let value = try implicitMember(of: reference, name, context, at: location)
    {
      return value
    }
    if let type = resolveTypeName(name, context) { return .metatype(type) }
    if let overloads = program.functions[name], let first = overloads.first {
      return .function(Function(.declared(first, context: .global), serial: 0))
    }
    if let global = program.globals[name] {
      return try staticValue(key: "global \(name)", property: global, type: nil)
    }
    if let value = try Builtins.global(name, self, at: location) { return value }
    throw RuntimeError.unsupported("cannot find '\(name)' in scope", at: location)
  }

  /// A member of `self` used without `self.`: a property, a method, or (in a static context) a static member.
  private func implicitMember(
    of reference: SelfReference, _ name: String, _ context: Context, at location: SourceLocation
  ) throws -> Value? {
    switch reference {
    case .type(let type):
      return try staticMemberIfAny(of: type, name, context, at: location)
    case .value(let box):
      if name == "rawValue", case .enumCase(let enumValue) = box.value, let raw = enumValue.rawValue { return raw }
      guard let type = userType(of: box.value), type.declares(name) else { return nil }
      return try instanceMember(of: reference, type: type, name, context, at: location)
    case .object(let object):
      guard object.type.declares(name) else { return try Builtins.inheritedUIKitMember(object, name, self) }
      return try instanceMember(of: reference, type: object.type, name, context, at: location)
    }
  }

  /// `$beans` on `self`: the property wrapper's projected value.
  func projectedValue(
    of reference: SelfReference, _ property: String, at location: SourceLocation
  ) throws -> Value? {
    let fields: [Value]
    let type: TypeInfo
    switch reference {
    case .value(let box):
      guard case .structure(let structure) = box.value else { return nil }
      (fields, type) = (structure.fields, structure.type)
    case .object(let object):
      (fields, type) = (object.fields, object.type)
    case .type:
      return nil
    }
    guard let index = type.storedIndex(of: property) else { return nil }
    guard case .native(.wrapper(let cell)) = fields[index] else { return nil }
    return try process.projectedValue(of: cell, at: location)
  }

  /// A user type named in the current context: nested types of the enclosing types first.
  func resolveTypeName(_ name: String, _ context: Context) -> TypeReference? {
    var outer = context.declaration.type
    while let type = outer {
      if type.name == name { return .user(type) }
      if let nested = type.nestedTypes[name] { return .user(nested) }
      outer = type.outer
    }
    if let type = program.type(named: name) { return .user(type) }
    if Builtins.typeNames.contains(name) { return .builtin(name) }
    return nil
  }

  func resolveType(_ syntax: TypeSyntax, _ context: Context, at location: SourceLocation) throws
    -> TypeReference
  {
    switch syntax.kind {
    case .named(let name, _):
      if let type = resolveTypeName(name, context) { return type }
    case .member(let base, let name, _):
      if case .user(let outer) = try resolveType(base, context, at: location),
        let nested = outer.nestedTypes[name]
      {
        return .user(nested)
      }
      return .builtin(syntax.name)
    case .optional(let inner), .implicitlyUnwrapped(let inner), .attributed(_, let inner):
      return try resolveType(inner, context, at: location)
    default:
      return .builtin(syntax.name)
    }
    throw RuntimeError.unsupported("cannot find type '\(syntax.name)' in scope", at: location)
  }

  /// When the base of `base.name` names a type (`Item.samples`, `UIApplication.didEnterBackgroundNotification`).
  func staticBase(_ base: Expr, _ context: Context) throws -> TypeReference? {
    switch base.kind {
    case .identifier(let name):
      if name == "Self", let type = context.declaration.type { return .user(type) }
      guard context.scope.lookup(name) == nil, name.first?.isUppercase == true else { return nil }
      if let reference = context.declaration.selfReference, reference.declares(name) { return nil }
      return resolveTypeName(name, context)
    case .member(let inner, let name, _):
      guard name.first?.isUppercase == true, let outer = try staticBase(inner, context) else {
        return nil
      }
      if case .user(let type) = outer, let nested = type.nestedTypes[name] { return .user(nested) }
      if case .builtin(let typeName) = outer, Builtins.typeNames.contains("\(typeName).\(name)") {
        return .builtin("\(typeName).\(name)")
      }
      return nil
    case .type(let syntax):
      return try resolveType(syntax, context, at: base.range.start)
    default:
      return nil
    }
  }

  /// `Type.name`: an enum case, a static property or method, a nested type, or an engine type's member.
  func staticMember(
    of type: TypeReference, _ name: String, _ context: Context, at location: SourceLocation
  ) throws -> Value {
    switch type {
    case .user(let info):
      if let value = try staticMemberIfAny(of: info, name, context, at: location) { return value }
      if name == "self" { return .metatype(type) }
      if name == "init" { return .function(Function(.initializer(info), serial: serial())) }
      if name == "main", program.conforms(info, to: "App") {
        // `App` provides `static func main()`, which starts the app (lesson 6, question 6).
        return builtin("\(info.name).main") { interpreter, _ in
          try interpreter.process.launchApp(info)
          return .void
        }
      }
      throw RuntimeError.unsupported("type '\(info.name)' has no member '\(name)'", at: location)
    case .builtin(let typeName):
      if name == "self" { return .metatype(type) }
      if let members = program.engineTypeExtensions[typeName],
        let value = try staticMember(in: members, of: nil, typeName: typeName, name, context, at: location)
      {
        return value
      }
      return try Builtins.staticMember(of: typeName, name, self, context, at: location)
    }
  }

  func staticMemberIfAny(
    of type: TypeInfo, _ name: String, _ context: Context, at location: SourceLocation
  ) throws -> Value? {
    if let element = type.enumCase(named: name) {
      if element.associatedValues != nil {
        return .function(Function(.enumCase(type, name: name), serial: serial()))
      }
      return .enumCase(enumValue(type, element))
    }
    if let nested = type.nestedTypes[name] { return .metatype(.user(nested)) }
    if name == "allCases", type.isEnum, type.members.staticComputed["allCases"] == nil,
      type.members.staticStored["allCases"] == nil, conformances(of: type).contains("CaseIterable")
    {
      // Synthesized by `CaseIterable`: the cases in declaration order.
      return .array(type.enumCases.map { .enumCase(enumValue(type, $0)) })
    }
    return try staticMember(in: type.members, of: type, typeName: type.name, name, context, at: location)
  }

  private func staticMember(
    in members: MemberSet, of type: TypeInfo?, typeName: String, _ name: String,
    _ context: Context, at location: SourceLocation
  ) throws -> Value? {
    let declaration = DeclarationContext(selfReference: type.map { .type($0) }, type: type)
    if let stored = members.staticStored[name] {
      return try staticValue(key: "\(typeName).\(name)", property: stored, type: type)
    }
    if let computed = members.staticComputed[name] {
      return try runGetter(computed, declaration)
    }
    if let method = members.staticMethods[name]?.first {
      return .function(Function(.declared(method, context: declaration), serial: serial()))
    }
    return nil
  }

  /// A case of a user enum without payload, with its raw value.
  func enumValue(_ type: TypeInfo, _ element: EnumCaseElement) -> EnumValue {
    EnumValue(type: .user(type), name: element.name, payload: [], rawValue: rawValue(type, element))
  }

  private func rawValue(_ type: TypeInfo, _ element: EnumCaseElement) -> Value? {
    guard let rawType = type.rawValueType else { return nil }
    if let literal = element.rawValue {
      switch literal.kind {
      case .integerLiteral(let digits): return Self.parseInteger(digits).map(Value.int)
      case .stringLiteral(let segments):
        return .string(segments.compactMap { if case .text(let t) = $0 { t } else { nil } }.joined())
      case .floatLiteral(let digits): return Double(digits).map(Value.double)
      default: return nil
      }
    }
    if rawType == "String" { return .string(element.name) }
    if rawType == "Int" {
      let index = type.enumCases.firstIndex { $0.name == element.name } ?? 0
      return .int(index)
    }
    return nil
  }

  /// `.active`, `.now`, `.seconds(1)`: a member of the type the context expects.
  func implicitMember(
    _ name: String, hint: TypeHint?, _ context: Context, at location: SourceLocation
  ) throws -> Value {
    if let hint, let type = try? resolveHint(hint, context, at: location) {
      if case .user(let info) = type, let value = try staticMemberIfAny(of: info, name, context, at: location) {
        return value
      }
      if case .builtin(let typeName) = type,
        let value = try Builtins.implicitMember(name, of: typeName, self, context, at: location)
      {
        return value
      }
    }
    // No usable context: a case name that only one enum of the program has.
    let owners = program.allTypes.filter { $0.enumCase(named: name) != nil }
    if owners.count == 1, let owner = owners.first {
      return try staticMember(of: .user(owner), name, context, at: location)
    }
    if let value = try Builtins.implicitMember(name, of: nil, self, context, at: location) {
      return value
    }
    throw RuntimeError.unsupported("cannot infer contextual base in reference to member '\(name)'", at: location)
  }

  func resolveHint(_ hint: TypeHint, _ context: Context, at location: SourceLocation) throws
    -> TypeReference
  {
    switch hint {
    case .reference(let reference): reference
    case .syntax(let syntax): try resolveType(syntax, context, at: location)
    }
  }

  /// The user type of a value, if the program declares it.
  func userType(of value: Value) -> TypeInfo? {
    switch value {
    case .structure(let structure): structure.type
    case .object(let object): object.type
    case .enumCase(let enumValue):
      if case .user(let type) = enumValue.type { type } else { nil }
    default: nil
    }
  }
}

extension TypeInfo {
  /// Whether an instance member of that name is declared (stored, computed or method).
  func declares(_ name: String) -> Bool {
    storedIndex(of: name) != nil || members.computed[name] != nil || members.methods[name] != nil
      || (name.hasPrefix("_") && storedIndex(of: String(name.dropFirst())) != nil)
  }
}

extension SelfReference {
  func declares(_ name: String) -> Bool {
    switch self {
    case .value(let box):
      switch box.value {
      case .structure(let s): s.type.declares(name)
      case .enumCase(let e): if case .user(let t) = e.type { t.declares(name) } else { false }
      default: false
      }
    case .object(let object): object.type.declares(name)
    case .type: false
    }
  }
}

extension Program {
  /// Every type the program declares, nested ones included, in a stable order.
  var allTypes: [TypeInfo] {
    var result: [TypeInfo] = []
    func add(_ type: TypeInfo) {
      result.append(type)
      type.nestedTypes.keys.sorted().forEach { add(type.nestedTypes[$0]!) }
    }
    types.keys.sorted().forEach { add(types[$0]!) }
    return result
  }
}
