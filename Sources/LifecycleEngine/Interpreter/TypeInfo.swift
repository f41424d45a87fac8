import SwiftReader
import Transcript

/// A type the program declares, with the members of its declaration and of its extensions.
final class TypeInfo {
  let name: String
  let kind: TypeDecl.Kind
  let location: SourceLocation
  var attributes: [Attribute]
  /// The names after `:` in the declaration and its extensions: `App`, `View`, `NSObject` …
  var inheritance: [String]
  var storedProperties: [StoredProperty] = []
  var members = MemberSet()
  var enumCases: [EnumCaseElement] = []
  var nestedTypes: [String: TypeInfo] = [:]
  weak var outer: TypeInfo?
  /// The class this class inherits from, when the program declares it.
  var superclass: TypeInfo?

  init(name: String, kind: TypeDecl.Kind, location: SourceLocation, attributes: [Attribute],
    inheritance: [String]) {
    self.name = name
    self.kind = kind
    self.location = location
    self.attributes = attributes
    self.inheritance = inheritance
  }

  /// `Outer.Inner` for nested types.
  var qualifiedName: String { outer.map { "\($0.qualifiedName).\(name)" } ?? name }

  var isClass: Bool { kind == .classType || kind == .actorType }
  var isEnum: Bool { kind == .enumType }
  var isProtocol: Bool { kind == .protocolType }

  func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

  func storedIndex(of name: String) -> Int? { storedProperties.firstIndex { $0.name == name } }

  func enumCase(named name: String) -> EnumCaseElement? { enumCases.first { $0.name == name } }

  /// The raw-value type of an enum (`enum Name: String`), if it has one.
  var rawValueType: String? {
    guard isEnum else { return nil }
    return inheritance.first { ["String", "Int", "Double", "Character"].contains($0) }
  }
}

/// A stored property, with the property wrapper it is declared with, if any.
struct StoredProperty {
  var name: String
  var type: TypeSyntax?
  var initializer: Expr?
  var isConstant: Bool
  var attributes: [Attribute]
  var wrapper: PropertyWrapperKind?
  var didSet: Accessor?
  var willSet: Accessor?
  var location: SourceLocation

  /// Whether the memberwise initializer takes it: not a `let` with a value, not a wrapper
  /// configured by its attribute (`@Environment(\.scenePhase)`).
  var isMemberwiseParameter: Bool {
    if isConstant && initializer != nil { return false }
    switch wrapper {
    case .environment, .environmentObject, .delegateAdaptor, .namespace: return false
    default: return true
    }
  }

  /// Whether the memberwise initializer lets it be left out.
  var hasDefault: Bool {
    if initializer != nil { return true }
    if case .optional = type?.kind, !isConstant { return true }
    return wrapper?.providesDefault ?? false
  }
}

/// The members of a type or of an extension of a type the engine provides (`extension View`).
struct MemberSet {
  var methods: [String: [FunctionDecl]] = [:]
  var staticMethods: [String: [FunctionDecl]] = [:]
  var computed: [String: ComputedProperty] = [:]
  var staticComputed: [String: ComputedProperty] = [:]
  /// `static let samples = […]`: evaluated once per process, on first use.
  var staticStored: [String: StaticStoredProperty] = [:]
  var initializers: [InitializerDecl] = []
  var subscripts: [FunctionDecl] = []

  mutating func merge(_ other: MemberSet) {
    methods.merge(other.methods) { $0 + $1 }
    staticMethods.merge(other.staticMethods) { $0 + $1 }
    computed.merge(other.computed) { _, new in new }
    staticComputed.merge(other.staticComputed) { _, new in new }
    staticStored.merge(other.staticStored) { _, new in new }
    initializers += other.initializers
    subscripts += other.subscripts
  }
}

struct ComputedProperty {
  var name: String
  var type: TypeSyntax?
  var getter: [Stmt]
  var setter: (parameter: String, body: [Stmt])?
  var attributes: [Attribute]
  var location: SourceLocation

  /// `@ViewBuilder var content: some View { … }` and a View's or Scene's `body` build content.
  var isBuilder: Bool {
    attributes.contains { $0.name.hasSuffix("Builder") }
  }
}

struct StaticStoredProperty {
  var name: String
  var type: TypeSyntax?
  var initializer: Expr?
  var location: SourceLocation
}

/// A type, whether the program declares it or the engine provides it.
enum TypeReference {
  case user(TypeInfo)
  /// An engine type by its Swift name: `Int`, `ScenePhase`, `Date`, `NSError` …
  case builtin(String)

  var name: String {
    switch self {
    case .user(let info): info.qualifiedName
    case .builtin(let name): name
    }
  }

  func isSame(as other: TypeReference) -> Bool {
    switch (self, other) {
    case (.user(let a), .user(let b)): a === b
    case (.builtin(let a), .builtin(let b)): a == b
    default: false
    }
  }
}
