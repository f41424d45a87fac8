import SwiftReader
import Transcript

/// One type the engine provides, declared once: its name and module, its members, and the
/// document its behaviour follows.
///
/// Everything else derives from it: lookup by name, `String(reflecting:)`'s qualified name,
/// the build checker's knowledge of what exists, and the Swift stub the registry prints.
public final class NativeType {
  public enum Kind: String, Sendable { case structure = "struct", classType = "class",
    enumeration = "enum", protocolType = "protocol" }

  /// The name inside its module, nested types dotted: `Notification.Name`.
  public let name: String
  public let module: String
  public let kind: Kind
  /// The Apple (or Swift) document the entry follows.
  public let documentation: String
  /// Protocols it conforms to (by name); classes also name their superclass here first.
  public var conformances: [String]
  public var superclass: String?
  /// Generic parameter names: `Box<Value>` has `["Value"]`.
  public var genericParameters: [String] = []
  public var cases: [NativeCase] = []
  public var initializers: [NativeFunction] = []
  public var properties: [String: NativeProperty] = [:]
  public var methods: [String: [NativeFunction]] = [:]
  public var staticProperties: [String: NativeProperty] = [:]
  public var staticMethods: [String: [NativeFunction]] = [:]
  public var subscripts: [NativeFunction] = []
  /// Whether it is a property wrapper (`@Clamped`): its initializer takes `wrappedValue:`.
  public var isPropertyWrapper = false
  /// What a struct's memberwise initializer takes for a property with this wrapper.
  public var wrapperMemberwise: WrapperMemberwise = .wrappedValue

  public enum WrapperMemberwise: Sendable {
    /// The wrapped value (`@Clamped var count = 0` takes `count: Int`).
    case wrappedValue
    /// The wrapper itself (`@Ref var isOn: Bool` takes `isOn: Ref<Bool>`).
    case wrapper
    /// Nothing: the wrapper is configured by its attribute (`@Setting(\.volume)`).
    case none
  }
  /// Whether it is a result builder (`@ListBuilder`).
  public var isResultBuilder = false
  /// Members (of a protocol) that conforming types must implement, with the builder their
  /// body uses (a protocol's `body` built by its builder).
  public var requirements: [String: Requirement] = [:]
  /// A protocol's associated types as conforming types see them: a name inside a conforming
  /// type that stands for a registry type (an associated type's concrete type).
  public var associatedTypes: [String: String] = [:]
  /// Values of this type may only flow into drawing: any static member names one
  /// (`Color.red`, `.largeTitle`), and any member of one is another (`.opacity(0.5)`).
  public var isDrawingOnly = false
  /// Every name it is, inherits from or conforms to, set when the registry is frozen.
  var ancestry: Set<String>?
  /// Members found by name at run time (`$model.volume` on a reference wrapper): nil when there is none.
  public var dynamicMember: ((NativeAccess, String) throws -> Value?)?

  public struct Requirement: Sendable {
    public var builder: String?
    public init(builder: String? = nil) { self.builder = builder }
  }

  public init(
    _ name: String, module: String, kind: Kind = .structure, conformances: [String] = [],
    documentation: String
  ) {
    self.name = name
    self.module = module
    self.kind = kind
    self.conformances = conformances
    self.documentation = documentation
  }

  public var qualifiedName: String { "\(module).\(name)" }
  public var isProtocol: Bool { kind == .protocolType }
  public var isClass: Bool { kind == .classType }

  // MARK: - Declaring members

  @discardableResult
  public func initializer(
    _ signature: String, doc: String? = nil, _ body: @escaping NativeFunction.Body
  ) -> NativeType {
    initializers.append(NativeFunction(signature, owner: name, documentation: doc, body: .sync(body)))
    return self
  }

  @discardableResult
  public func method(_ signature: String, doc: String? = nil, _ body: @escaping NativeFunction.Body) -> NativeType {
    let function = NativeFunction(signature, owner: name, documentation: doc, body: .sync(body))
    if function.signature.isStatic {
      staticMethods[function.signature.name, default: []].append(function)
    } else {
      methods[function.signature.name, default: []].append(function)
    }
    return self
  }

  @discardableResult
  public func asyncMethod(
    _ signature: String, doc: String? = nil, _ body: @escaping NativeFunction.AsyncBody
  ) -> NativeType {
    let function = NativeFunction(signature, owner: name, documentation: doc, body: .async(body))
    if function.signature.isStatic {
      staticMethods[function.signature.name, default: []].append(function)
    } else {
      methods[function.signature.name, default: []].append(function)
    }
    return self
  }

  /// An async getter (`task.value`): declared as a function of no arguments, read with `await`.
  @discardableResult
  public func asyncProperty(_ signature: String, doc: String? = nil, _ body: @escaping NativeFunction.AsyncBody) -> NativeType {
    var function = NativeFunction(signature, owner: name, documentation: doc, body: .async(body))
    function.isAsyncProperty = true
    methods[function.signature.name, default: []].append(function)
    return self
  }

  /// A function that takes any arguments and whose effect is only drawing.
  @discardableResult
  public func anyArgumentsMethod(_ signature: String, doc: String? = nil, _ body: @escaping NativeFunction.Body) -> NativeType {
    var function = NativeFunction(signature, owner: name, documentation: doc, body: .sync(body))
    function.acceptsAnyArguments = true
    if function.signature.isStatic {
      staticMethods[function.signature.name, default: []].append(function)
    } else {
      methods[function.signature.name, default: []].append(function)
    }
    return self
  }

  /// Marks the latest overload of a method deprecated, with swiftc's warning.
  @discardableResult
  public func deprecate(_ name: String, parameterCount: Int, closureArity: Int? = nil, warning: String) -> NativeType {
    guard var overloads = methods[name] else { return self }
    for index in overloads.indices where overloads[index].signature.parameters.count == parameterCount {
      let closure = overloads[index].signature.parameters.last?.type.functionShape?.parameters.count
      if closureArity == nil || closure == closureArity { overloads[index].deprecation = warning }
    }
    methods[name] = overloads
    return self
  }

  @discardableResult
  public func property(
    _ signature: String, doc: String? = nil, get: @escaping NativeProperty.Getter,
    set: NativeProperty.Setter? = nil
  ) -> NativeType {
    let property = NativeProperty(signature, documentation: doc, get: get, set: set)
    if property.isStatic {
      staticProperties[property.name] = property
    } else {
      properties[property.name] = property
    }
    return self
  }

  @discardableResult
  public func subscriptMember(
    _ signature: String, doc: String? = nil, _ body: @escaping NativeFunction.Body
  ) -> NativeType {
    subscripts.append(NativeFunction(signature, owner: name, documentation: doc, body: .sync(body)))
    return self
  }

  @discardableResult
  public func enumCases(_ names: [String]) -> NativeType {
    cases += names.map { NativeCase(name: $0, labels: nil) }
    return self
  }

  // MARK: - Looking members up

  public func caseIndex(named name: String) -> Int? { cases.firstIndex { $0.name == name } }
}

/// A case of a native enum: its name, and its associated values' labels when it has any.
public struct NativeCase: Sendable {
  public var name: String
  public var labels: [String?]?
  /// The registry names of its associated values' types, where a program may write an implicit
  /// member for one (`.dataCorrupted(.init(codingPath: [], debugDescription: "…"))`).
  public var payloadTypeNames: [String?] = []

  public init(name: String, labels: [String?]?, payloadTypeNames: [String?] = []) {
    self.name = name
    self.labels = labels
    self.payloadTypeNames = payloadTypeNames
  }
}

/// A function, method or initializer of a native type, with its Swift signature.
///
/// Its parts live in one shared object: member lookups, caches and calls copy entries of the
/// registry on every call, and a copy is then one reference, not a handful of strings and closures.
public struct NativeFunction {
  public typealias Body = (inout NativeCall) throws -> Value
  public typealias AsyncBody = (NativeCallBox) async throws -> Value

  public enum Implementation {
    case sync(Body)
    case async(AsyncBody)
  }

  private final class Storage {
    let signature: Signature
    let documentation: String?
    let implementation: Implementation
    var isAsyncProperty = false
    var acceptsAnyArguments = false
    var deprecation: String?

    init(signature: Signature, documentation: String?, implementation: Implementation) {
      self.signature = signature
      self.documentation = documentation
      self.implementation = implementation
    }

    func copy() -> Storage {
      let copy = Storage(signature: signature, documentation: documentation, implementation: implementation)
      copy.isAsyncProperty = isAsyncProperty
      copy.acceptsAnyArguments = acceptsAnyArguments
      copy.deprecation = deprecation
      return copy
    }
  }

  private var storage: Storage

  public var signature: Signature { storage.signature }
  public var documentation: String? { storage.documentation }
  public var implementation: Implementation { storage.implementation }
  /// Read as a property with `await` (`task.value`), not called.
  public internal(set) var isAsyncProperty: Bool {
    get { storage.isAsyncProperty }
    set { unique().isAsyncProperty = newValue }
  }
  /// Takes any arguments, labelled or not (a drawing modifier: `.frame(width: 100)`); its body
  /// receives them in source order, with `NativeCall.labels`.
  public internal(set) var acceptsAnyArguments: Bool {
    get { storage.acceptsAnyArguments }
    set { unique().acceptsAnyArguments = newValue }
  }
  /// The warning swiftc gives where a call resolves to this overload (a deprecation).
  public internal(set) var deprecation: String? {
    get { storage.deprecation }
    set { unique().deprecation = newValue }
  }

  public init(_ text: String, owner: String, documentation: String?, body: Implementation) {
    storage = Storage(
      signature: Signature.parse(text, owner: owner), documentation: documentation, implementation: body)
  }

  /// The storage, copied first if another value shares it (set only while registering).
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  public var isAsync: Bool {
    if case .async = implementation { return true }
    return signature.isAsync
  }
}

/// A property of a native type: `var count: Int { get }`.
///
/// Its parts live in one shared object, as a ``NativeFunction``'s do: a lookup copies it. Its
/// name and `static` are read when the registry is built; its type when first asked for.
public struct NativeProperty {
  public typealias Getter = (NativeAccess) throws -> Value
  public typealias Setter = (inout Value, Value, NativeAccess) throws -> Void

  /// The declared type, read from the declaration on first use.
  private final class DeclaredType {
    let type: TypeSyntax?
    init(_ type: TypeSyntax?) { self.type = type }
  }

  private final class Storage {
    let name: String
    let isStatic: Bool
    let text: String
    let documentation: String?
    let get: Getter
    let set: Setter?
    private let declaredType = ReadOnce<DeclaredType>()

    init(_ text: String, documentation: String?, get: @escaping Getter, set: Setter?) {
      guard let head = DeclarationHead(text), head.keyword == .variable else {
        preconditionFailure("registry property is not a property: \(text)")
      }
      self.name = head.name
      self.isStatic = head.isStatic
      self.text = text
      self.documentation = documentation
      self.get = get
      self.set = set
    }

    var type: TypeSyntax? { declaredType.value { DeclaredType(Signature.propertyType(text)) }.type }
  }

  private let storage: Storage

  public var name: String { storage.name }
  public var type: TypeSyntax? { storage.type }
  public var isStatic: Bool { storage.isStatic }
  public var text: String { storage.text }
  public var documentation: String? { storage.documentation }
  public var get: Getter { storage.get }
  public var set: Setter? { storage.set }

  public init(_ text: String, documentation: String?, get: @escaping Getter, set: Setter?) {
    storage = Storage(text, documentation: documentation, get: get, set: set)
  }
}

extension NativeType {
  /// An initializer that takes any arguments (a drawing value's: `Color(red:green:blue:)`).
  @discardableResult
  public func anyArgumentsInitializer(_ signature: String, doc: String? = nil, _ body: @escaping NativeFunction.Body) -> NativeType {
    var function = NativeFunction(signature, owner: name, documentation: doc, body: .sync(body))
    function.acceptsAnyArguments = true
    initializers.append(function)
    return self
  }
}
