import SwiftReader
import Transcript

extension Interpreter {
  /// `value.name`: a property or method of a user type, an extension's member, or an engine member.
  func member(of value: Value, _ name: String, _ context: Context, at location: SourceLocation)
    throws -> Value
  {
    switch value {
    case .structure(let structure):
      return try instanceMember(
        of: .value(Box(value)), type: structure.type, name, context, at: location)
    case .object(let object):
      return try instanceMember(of: .object(object), type: object.type, name, context, at: location)
    case .enumCase(let enumValue):
      if name == "rawValue", let raw = enumValue.rawValue { return raw }
      if case .user(let type) = enumValue.type, type.declares(name) || hasExtensionMember(type, name) {
        return try instanceMember(of: .value(Box(value)), type: type, name, context, at: location)
      }
    case .metatype(let type):
      return try staticMember(of: type, name, context, at: location)
    default:
      break
    }
    for extended in extendedTypeNames(of: value) {
      guard let members = program.engineTypeExtensions[extended] else { continue }
      let declaration = DeclarationContext(selfReference: .value(Box(value)), type: nil)
      if let computed = members.computed[name] { return try runGetter(computed, declaration) }
      if let method = members.methods[name]?.first {
        return .function(Function(.declared(method, context: declaration), serial: serial()))
      }
    }
    return try Builtins.member(of: value, name, self, context, at: location)
  }

  /// The engine types whose extensions apply to a value: its own, and `View` or `Scene` for content.
  func extendedTypeNames(of value: Value) -> [String] {
    switch value {
    case .view: [typeName(of: value), "View"]
    case .scene: [typeName(of: value), "Scene"]
    default: [typeName(of: value)]
    }
  }

  private func hasExtensionMember(_ type: TypeInfo, _ name: String) -> Bool {
    conformances(of: type).contains { program.engineTypeExtensions[$0]?.methods[name] != nil }
  }

  /// A member of an instance of a user type, looked up in the type, then in extensions of the
  /// protocols it conforms to, then among SwiftUI's modifiers for views and scenes.
  func instanceMember(
    of reference: SelfReference, type: TypeInfo, _ name: String, _ context: Context,
    at location: SourceLocation
  ) throws -> Value {
    let declaration = DeclarationContext(selfReference: reference, type: type)
    if let index = type.storedIndex(of: name) {
      return try readField(of: reference, type: type, index: index, at: location)
    }
    if name.hasPrefix("_"), let index = type.storedIndex(of: String(name.dropFirst())) {
      return fields(of: reference)[index]
    }
    if name.hasPrefix("$"), let projected = try projectedValue(
      of: reference, String(name.dropFirst()), at: location)
    {
      return projected
    }
    if let computed = type.members.computed[name] { return try runGetter(computed, declaration) }
    if let method = type.members.methods[name]?.first {
      return .function(Function(.declared(method, context: declaration), serial: serial()))
    }
    for protocolName in conformances(of: type) {
      let members = program.type(named: protocolName)?.members ?? program.engineTypeExtensions[protocolName]
      guard let members else { continue }
      if let computed = members.computed[name], !computed.getter.isEmpty { return try runGetter(computed, declaration) }
      // A protocol's requirement has no body; its extension's default implementation does.
      if let method = members.methods[name]?.first(where: { $0.body != nil }) {
        return .function(Function(.declared(method, context: declaration), serial: serial()))
      }
    }
    if let modifier = try Builtins.modifier(name, on: reference.value, of: type, self, at: location) {
      return modifier
    }
    if case .object(let object) = reference, let inherited = try Builtins.inheritedUIKitMember(object, name, self) {
      return inherited
    }
    throw RuntimeError.unsupported("value of type '\(type.name)' has no member '\(name)'", at: location)
  }

  /// The protocols a type conforms to, through the protocols the program declares, nearest first.
  func conformances(of type: TypeInfo) -> [String] {
    var result: [String] = []
    var pending = type.inheritance
    while !pending.isEmpty {
      let name = pending.removeFirst()
      guard !result.contains(name) else { continue }
      result.append(name)
      if let declared = program.type(named: name) { pending += declared.inheritance }
    }
    return result
  }

  func fields(of reference: SelfReference) -> [Value] {
    switch reference {
    case .value(let box):
      if case .structure(let structure) = box.value { return structure.fields }
      return []
    case .object(let object): return object.fields
    case .type: return []
    }
  }

  /// Reads a stored property: through its property wrapper, and noting the read when the
  /// object is `@Observable` (so that a body that read it runs again when it changes).
  func readField(of reference: SelfReference, type: TypeInfo, index: Int, at location: SourceLocation)
    throws -> Value
  {
    let raw = fields(of: reference)[index]
    if case .native(.wrapper(let cell)) = raw {
      return try process.read(cell, at: location)
    }
    if case .object(let object) = reference {
      process.observationRead(object, property: type.storedProperties[index].name)
    }
    if case .uninitialized = raw.uninitializedMarker {
      throw RuntimeError(
        "'self.\(type.storedProperties[index].name)' used before being initialized", at: location)
    }
    return raw
  }

  /// Runs a computed property's getter with `self` bound.
  func runGetter(_ property: ComputedProperty, _ declaration: DeclarationContext) throws -> Value {
    let context = Context(scope: Scope(parent: nil), declaration: declaration)
    let builder = property.isBuilder ? builderKind(forBodyOf: declaration.type, property: property) :
      (property.name == "body" ? builderKind(forBodyOf: declaration.type, property: property) : nil)
    return try process.withCause(cause(for: property.name, of: declaration.type)) {
      let value = try runBody(property.getter, context, builder: builder)
      return conform(value, to: property.type)
    }
  }

  private func cause(for member: String, of type: TypeInfo?) -> String? {
    guard let type else { return nil }
    return member == "body" ? "body of '\(type.name)'" : nil
  }

  /// Which builder a `body` or `@ViewBuilder` property of a type uses.
  func builderKind(forBodyOf type: TypeInfo?, property: ComputedProperty) -> BuilderKind? {
    if property.attributes.contains(where: { $0.name == "SceneBuilder" }) { return .scene }
    if property.attributes.contains(where: { $0.name == "ViewBuilder" }) { return .view }
    guard let type, property.name == "body" else { return nil }
    if program.conforms(type, to: "View") { return .view }
    if program.conforms(type, to: "Scene") || program.conforms(type, to: "App") { return .scene }
    return nil
  }

  /// Runs a body of statements: as a result builder's content, or as ordinary code.
  func runBody(_ body: [Stmt], _ context: Context, builder: BuilderKind?) throws -> Value {
    if let builder {
      var builderContext = context
      builderContext.builder = builder
      return try BuilderEvaluator(interpreter: self, kind: builder).build(body, builderContext)
    }
    let machine = StatementMachine(
      interpreter: self, body: body, context: context, task: nil,
      valueOfLastExpression: body.count == 1)
    return try machine.runToCompletion()
  }
}

/// Marks a stored property that an initializer has not yet set.
enum UninitializedMarker { case uninitialized, initialized }

extension Value {
  static var uninitialized: Value { .native(.opaque("<uninitialized>")) }

  var uninitializedMarker: UninitializedMarker {
    if case .native(.opaque("<uninitialized>")) = self { return .uninitialized }
    return .initialized
  }
}
