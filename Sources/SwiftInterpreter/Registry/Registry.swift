import SwiftReader
import Transcript

/// Every type and free function the engine provides, declared once, one family per file.
///
/// Built once and then only read: a registry is shared by every run of a process, on any
/// thread (`@unchecked Sendable` for that reason: nothing changes it after `freeze()`).
public final class Registry: @unchecked Sendable {
  public private(set) var types: [String: NativeType] = [:]
  /// Types in the order they were declared, for the printed stub.
  public private(set) var typeOrder: [NativeType] = []
  public private(set) var functions: [String: [NativeFunction]] = [:]
  /// Global constants and variables (a notification name that lives on its type is a static member instead).
  public private(set) var globals: [String: NativeProperty] = [:]
  /// Calls accepted as inert, with why: an API whose effect never reaches anything the host
  /// records (a sound's volume, a vibration).
  public private(set) var inertReasons: [String: String] = [:]
  /// Modules a program may import.
  public private(set) var modules: Set<String> = ["Swift"]
  private var frozen = false

  public init() {}

  /// The registry with the standard library only: what a plain Swift program can use.
  public static func standardLibrary() -> Registry {
    let registry = Registry()
    StandardLibrary.register(in: registry)
    return registry
  }

  @discardableResult
  public func add(_ type: NativeType) -> NativeType {
    precondition(!frozen, "the registry is frozen")
    if types[type.name] == nil { typeOrder.append(type) }
    types[type.name] = type
    modules.insert(type.module)
    return type
  }

  /// Declares a type and fills it in.
  @discardableResult
  public func type(
    _ name: String, module: String, kind: NativeType.Kind = .structure, conformances: [String] = [],
    doc: String, _ build: (NativeType) -> Void = { _ in }
  ) -> NativeType {
    let type = types[name] ?? NativeType(name, module: module, kind: kind, conformances: conformances, documentation: doc)
    if types[name] != nil { type.conformances += conformances }
    build(type)
    return add(type)
  }

  public func function(_ signature: String, module: String, doc: String? = nil, _ body: @escaping NativeFunction.Body) {
    precondition(!frozen, "the registry is frozen")
    let function = NativeFunction(signature, owner: module, documentation: doc, body: .sync(body))
    functions[function.signature.name, default: []].append(function)
    modules.insert(module)
  }

  public func asyncFunction(
    _ signature: String, module: String, doc: String? = nil, _ body: @escaping NativeFunction.AsyncBody
  ) {
    precondition(!frozen, "the registry is frozen")
    let function = NativeFunction(signature, owner: module, documentation: doc, body: .async(body))
    functions[function.signature.name, default: []].append(function)
  }

  public func global(_ signature: String, doc: String? = nil, get: @escaping NativeProperty.Getter) {
    let property = NativeProperty(signature, documentation: doc, get: get, set: nil)
    globals[property.name] = property
  }

  public func inert(_ construct: String, because reason: String) {
    inertReasons[construct] = reason
  }

  public func module(_ name: String) { modules.insert(name) }

  /// Ends building: the registry is read-only from now on.
  ///
  /// Each type's ancestry (itself, its superclasses and protocols, transitively) is worked out
  /// now, so that `conforms(_:to:)`, which descriptions and equality ask for every value, is
  /// one set lookup; the set is never written again, so threads may share it.
  public func freeze() {
    for type in types.values { type.ancestry = ancestry(of: type) }
    frozen = true
  }

  private func ancestry(of type: NativeType) -> Set<String> {
    var seen: Set<String> = []
    var pending = [type.name]
    while let next = pending.popLast() {
      guard seen.insert(next).inserted, let declared = types[next] else { continue }
      pending += declared.conformances
      if let superclass = declared.superclass { pending.append(superclass) }
    }
    return seen
  }

  /// A type by name: `Int`, `Notification.Name`, `JSONEncoder.OutputFormatting`.
  public func type(named name: String) -> NativeType? { types[name] }

  /// Whether `type` is, inherits from or conforms to `name` (classes and protocols by name).
  public func conforms(_ type: NativeType, to name: String) -> Bool {
    if frozen, let ancestry = type.ancestry { return ancestry.contains(name) }
    var seen: Set<String> = []
    var pending = [type.name]
    while let next = pending.popLast() {
      if next == name { return true }
      guard seen.insert(next).inserted, let declared = types[next] else { continue }
      pending += declared.conformances
      if let superclass = declared.superclass { pending.append(superclass) }
    }
    return false
  }

  /// Reads every declaration in full now, as no run does (a run reads one when a program first
  /// uses it), and gives those whose head (the name and `static` the registry filed them under,
  /// ``DeclarationHead``) is not the full reading's. A declaration that does not read stops the
  /// process, naming it: the registry's tests call this.
  public func readEveryDeclaration() -> [String] {
    // Walked with `for` over each dictionary: `values.joined()` made the executable ask the
    // dynamic linker for three more of the standard library's symbols at every start.
    var signatures: [Signature] = []
    var properties: [NativeProperty] = []
    for (_, overloads) in functions { signatures += overloads.map(\.signature) }
    for (_, global) in globals { properties.append(global) }
    for type in typeOrder {
      signatures += (type.initializers + type.subscripts).map(\.signature)
      for (_, overloads) in type.methods { signatures += overloads.map(\.signature) }
      for (_, overloads) in type.staticMethods { signatures += overloads.map(\.signature) }
      for (_, property) in type.properties { properties.append(property) }
      for (_, property) in type.staticProperties { properties.append(property) }
    }
    var disagreeing: [String] = []
    for signature in signatures {
      _ = signature.parameters
      if Signature.fullHead(signature.text) != DeclarationHead(signature.text) { disagreeing.append(signature.text) }
    }
    for property in properties {
      _ = property.type
      if Signature.fullHead(property.text) != DeclarationHead(property.text) { disagreeing.append(property.text) }
    }
    return disagreeing
  }

  /// The modules of the registry's types, each once, in the order they were registered.
  public var moduleNames: [String] {
    var seen: Set<String> = []
    return typeOrder.map(\.module).filter { seen.insert($0).inserted }
  }

  /// The registry as Swift declarations: a stub of the API surface the engine models,
  /// which swiftc can type-check programs against.
  public func stub(module: String? = nil) -> String {
    var text = ""
    for type in typeOrder where module == nil || type.module == module {
      text += RegistryStub.declaration(of: type) + "\n"
    }
    return text
  }
}
