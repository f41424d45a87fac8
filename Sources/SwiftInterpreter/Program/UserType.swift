import SwiftReader
import Transcript

/// A struct, class, enum, actor or protocol the program declares, with the members of its
/// declaration and of every extension of it.
public final class UserType {
  public enum Kind: String, Sendable {
    case structure = "struct", classType = "class", enumeration = "enum", actor, protocolType = "protocol"
  }

  public let name: String
  public let kind: Kind
  public let location: SourceLocation
  /// The module `String(reflecting:)` names: `main` for a script, the app's module otherwise.
  public let module: String
  /// `unowned`, not `weak` (see `FunctionCode.owner`): values retain their type at every copy.
  public private(set) unowned var outer: UserType?
  public var attributes: [Attribute] { didSet { isObservable = hasAttribute("Observable") } }
  /// `@Observable`: its properties' reads and writes are reported to the host. Kept, not
  /// searched for: every access of a class's property asks.
  public private(set) var isObservable = false
  public var genericParameters: [GenericParameter]
  /// The types after `:` in the declaration and its extensions, as written.
  var inheritanceSyntax: [TypeSyntax] = []
  /// A class whose first inherited name is a framework class the registry lacks
  /// (`UICollectionViewController`): making one is not modelled, rather than an object
  /// without the framework's part.
  var unmodelledSuperclass: (name: String, location: SourceLocation?)?
  /// The first protocol of the platform's frameworks it conforms to that the registry lacks
  /// (`UIViewControllerRepresentable`): what that protocol gives it is not modelled, and a name
  /// used inside it may be one of that protocol's (its `Context`), not a misspelling.
  public internal(set) var unmodelledConformance: (name: String, location: SourceLocation?)?
  /// Resolved: protocols of the program and of the registry it conforms to, directly or not.
  public internal(set) var conformances: [ProtocolRef] = []
  public internal(set) var superclass: UserType?
  /// A registry class it inherits from (`NSObject`).
  public internal(set) var nativeSuperclass: NativeType?
  /// Stored properties in layout order; for a class, its superclasses' first.
  public internal(set) var storedProperties: [StoredProperty] = []
  var fieldIndex: [String: Int] = [:]
  public let members = MemberTable()
  public internal(set) var cases: [EnumCase] = []
  var caseIndex: [String: Int] = [:]
  /// `String` for `enum Name: String`, from the first inherited type that is a raw type.
  public internal(set) var rawType: SwiftType?
  public internal(set) var nestedTypes: [String: UserType] = [:]
  var typeAliases: [String: TypeSyntax] = [:]
  /// The generic parameters of its generic aliases, by name.
  var typeAliasParameters: [String: [String]] = [:]
  /// A protocol's `associatedtype`s: placeholders inside the protocol and its extensions.
  var associatedTypeNames: Set<String> = []
  /// For a protocol: the types its property requirements are declared with (`var side: N { get }`).
  var requirementTypes: [String: SwiftType] = [:]
  /// For a conforming type: what the associated types of its protocols are (`N` is `Double` for a
  /// `Square` with `var side: Double`), which its protocols' extension methods run with.
  var associatedBindings: [String: SwiftType] = [:]
  var deinitializer: FunctionCode?
  /// Protocol requirements (for a protocol): member names conforming types must provide.
  public internal(set) var requirements: Set<String> = []
  /// The `static` ones among them (`static var name: String { get }`, `static func make() -> Self`).
  public internal(set) var staticRequirements: Set<String> = []
  /// For a protocol: what its constrained extensions require of `Self` (`where Self: Aged`), whose
  /// members those extensions use on `self`.
  var extensionSelfConformances: [TypeSyntax] = []
  /// Payload-less cases made once: `Shade.awake` is the same object every time.
  var sharedCases: [Int: EnumValue] = [:]

  init(name: String, kind: Kind, location: SourceLocation, module: String, outer: UserType?,
    attributes: [Attribute], genericParameters: [GenericParameter]) {
    self.name = name
    self.kind = kind
    self.location = location
    self.module = module
    self.outer = outer
    self.attributes = attributes
    self.genericParameters = genericParameters
    self.isObservable = hasAttribute("Observable")
  }

  /// `Outer.Inner`: the name `print` gives the type.
  public var nestedName: String { outer.map { "\($0.nestedName).\(name)" } ?? name }
  /// `main.Outer.Inner`: the name `String(reflecting:)` gives the type.
  public var qualifiedName: String { "\(module).\(nestedName)" }

  public var isClass: Bool { kind == .classType || kind == .actor }
  public var isEnum: Bool { kind == .enumeration }
  public var isStruct: Bool { kind == .structure }
  public var isProtocol: Bool { kind == .protocolType }

  public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

  public func field(named name: String) -> Int? { fieldIndex[name] }

  /// Whether the type declares a static method of this name (`static func main()`).
  public func hasStaticMethod(_ name: String) -> Bool { members.staticMethods[name] != nil }

  public func enumCase(named name: String) -> EnumCase? { caseIndex[name].map { cases[$0] } }

  /// Whether the type conforms to a protocol named `name` (of the program or the registry).
  public func conforms(to name: String) -> Bool {
    conformances.contains { $0.name == name }
  }

  /// This type and its superclasses, nearest first.
  var classChain: [UserType] {
    var chain: [UserType] = [self]
    var current = superclass
    while let type = current, chain.count < 64 {
      chain.append(type)
      current = type.superclass
    }
    return chain
  }

  public var asType: SwiftType { .user(self, arguments: []) }

  func appendStored(_ property: StoredProperty) {
    fieldIndex[property.name] = storedProperties.count
    storedProperties.append(property)
  }

  func setStored(_ properties: [StoredProperty]) {
    storedProperties = properties
    fieldIndex = [:]
    for (index, property) in properties.enumerated() { fieldIndex[property.name] = index }
  }

  func appendCase(_ enumCase: EnumCase) {
    caseIndex[enumCase.name] = cases.count
    cases.append(enumCase)
  }

  func addNested(_ type: UserType) { nestedTypes[type.name] = type }
}

/// A protocol a type conforms to: one of the program's, or one the registry provides.
public enum ProtocolRef {
  case user(UserType)
  case native(NativeType)

  public var name: String {
    switch self {
    case .user(let type): type.name
    case .native(let type): type.name
    }
  }
}

/// A stored property of a struct or class.
///
/// A reference: a subclass's layout holds its superclass's properties themselves, so what
/// pass 2 compiles for them (initial values, observers) is seen by both.
public final class StoredProperty {
  public let name: String
  public let typeSyntax: TypeSyntax?
  public internal(set) var type: SwiftType
  public let isConstant: Bool
  public let attributes: [Attribute]
  let initializer: Expr?
  /// The compiled initial value (nil: none written).
  var initialValue: ExprCode?
  var willSet: FunctionCode?
  var didSet: FunctionCode?
  /// Whether `didSet` reads its old value: Swift fetches it only then (SE-0268).
  var didSetReadsOldValue = true
  /// Observers a subclass adds with `override var name { willSet … didSet … }`: they run for
  /// instances of that subclass, around the inherited property's own.
  var overridingObservers: [(type: UserType, willSet: FunctionCode?, didSet: FunctionCode?)] = []
  var isObserved: Bool { self.willSet != nil || self.didSet != nil || !overridingObservers.isEmpty }
  /// A property wrapper's attribute, the registry's or the program's: the wrapper's attribute.
  public let wrapper: Attribute?
  /// The wrapper's type, once resolved.
  var wrapperType: SwiftType = .unknown
  /// The arguments written in the wrapper's attribute (`@Stored("key")`), compiled.
  var wrapperArguments: [(label: String?, value: ExprCode)] = []
  let isLazy: Bool
  /// `weak var`: holds its object without keeping it alive.
  var isWeak = false
  /// `unowned let`: holds its object without keeping it alive; a read after it is gone traps.
  var isUnowned = false
  public let location: SourceLocation
  /// The type that declares it (a superclass, for an inherited property).
  public private(set) unowned var declaringType: UserType?

  init(name: String, typeSyntax: TypeSyntax?, type: SwiftType, isConstant: Bool, attributes: [Attribute],
    initializer: Expr?, wrapper: Attribute?, isLazy: Bool, location: SourceLocation, declaringType: UserType) {
    self.name = name
    self.typeSyntax = typeSyntax
    self.type = type
    self.isConstant = isConstant
    self.attributes = attributes
    self.initializer = initializer
    self.wrapper = wrapper
    self.isLazy = isLazy
    self.location = location
    self.declaringType = declaringType
  }

  /// Whether the memberwise initializer takes it.
  var isMemberwiseParameter: Bool {
    if isConstant && initializer != nil { return false }
    return true
  }
}

/// A case of an enum of the program.
public struct EnumCase {
  public var name: String
  public var index: Int
  public var labels: [String?]
  public var payloadTypes: [SwiftType]
  var defaults: [Expr?]
  public var rawValue: Value?
  public var location: SourceLocation
  public var hasPayload: Bool { !payloadTypes.isEmpty }
}
