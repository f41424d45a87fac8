import Transcript

/// A declaration: a type, an extension, a function, a property …, or code at the top level.
public struct Decl: Sendable {
  public var kind: Kind
  public var range: SourceRange
  public var id: Int

  public init(_ kind: Kind, range: SourceRange, id: Int) {
    self.kind = kind
    self.range = range
    self.id = id
  }

  public indirect enum Kind: Sendable {
    /// `import SwiftUI`, `import UIKit.UIView`: the module path as written.
    case importDecl(String)
    case type(TypeDecl)
    case extensionDecl(ExtensionDecl)
    case function(FunctionDecl)
    case initializer(InitializerDecl)
    case deinitializer(body: [Stmt])
    case variable(VariableDecl)
    case enumCase(EnumCaseDecl)
    /// `typealias Name = Type`, `typealias Pair<T> = (T, T)` (with its generic parameters' names).
    case typeAlias(name: String, type: TypeSyntax, genericParameters: [String])
    /// `associatedtype Name` in a protocol.
    case associatedType(name: String)
    /// `subscript(…) -> T { … }`.
    case subscriptDecl(FunctionDecl)
    /// `#Preview { … }`, `#Preview("Name") { … }` at file or type scope.
    case macroExpansion(name: String, arguments: [Argument], trailingClosures: [TrailingClosure])
    /// A statement at the top level of a file (what makes `main.swift` an entry point).
    case topLevelCode(Stmt)
    /// `#if` around declarations (at file or type scope), every branch as written.
    case conditional(ConditionalBlock<Decl>)
    /// `infix operator •: MultiplicationPrecedence`, `precedencegroup Power { … }`.
    case operatorDeclaration(OperatorDeclaration)
  }
}

/// `@main`, `@State`, `@Environment(\.scenePhase)`, `@SceneStorage("hat")`, `@unknown`.
public struct Attribute: Sendable {
  /// The name without `@`: `main`, `Environment`, `UIApplicationDelegateAdaptor`.
  public var name: String
  /// What was written in parentheses after it, or nil if there were none.
  public var arguments: [Argument]?
  /// From the `@` to the end of the attribute.
  public var range: SourceRange

  public init(name: String, arguments: [Argument]?, range: SourceRange) {
    self.name = name
    self.arguments = arguments
    self.range = range
  }
}

/// A declaration modifier: `private`, `static`, `final`, `mutating`, `private(set)` …
public struct DeclModifier: Sendable {
  public var name: String
  /// The word in parentheses, as in `private(set)`.
  public var detail: String?
  public var range: SourceRange

  public init(name: String, detail: String? = nil, range: SourceRange) {
    self.name = name
    self.detail = detail
    self.range = range
  }
}

public struct GenericParameter: Sendable {
  public var name: String
  public var constraint: TypeSyntax?
  /// A `where` clause ties it, or one of its associated types, to a type (`where T == Int`,
  /// `where T.Element == String`): what `T` can do is then more than its constraint says.
  public var hasSameTypeRequirement = false

  public init(name: String, constraint: TypeSyntax?) {
    self.name = name
    self.constraint = constraint
  }
}

/// `struct`, `class`, `enum`, `actor` or `protocol` with its members.
public struct TypeDecl: Sendable {
  public enum Kind: String, Sendable { case structType = "struct", classType = "class",
    enumType = "enum", actorType = "actor", protocolType = "protocol" }

  public var kind: Kind
  public var name: String
  public var nameRange: SourceRange
  public var attributes: [Attribute]
  public var modifiers: [DeclModifier]
  public var genericParameters: [GenericParameter]
  /// `: App`, `: NSObject, UIApplicationDelegate`, `: Int, CaseIterable`.
  public var inheritance: [TypeSyntax]
  public var members: [Decl]

  public init(
    kind: Kind, name: String, nameRange: SourceRange, attributes: [Attribute],
    modifiers: [DeclModifier], genericParameters: [GenericParameter], inheritance: [TypeSyntax],
    members: [Decl]
  ) {
    self.kind = kind
    self.name = name
    self.nameRange = nameRange
    self.attributes = attributes
    self.modifiers = modifiers
    self.genericParameters = genericParameters
    self.inheritance = inheritance
    self.members = members
  }
}

/// `extension Shade: Equatable { … }`.
public struct ExtensionDecl: Sendable {
  public var extendedType: TypeSyntax
  public var attributes: [Attribute]
  public var modifiers: [DeclModifier]
  public var inheritance: [TypeSyntax]
  public var members: [Decl]
  /// `where Self: Aged`: what the extension requires of `Self` (its members are then in scope).
  public var selfConformances: [TypeSyntax]
  /// Whether it has a `where` clause of any kind (`where Element == Int` is read and dropped).
  public var isConstrained = false

  public init(
    extendedType: TypeSyntax, attributes: [Attribute], modifiers: [DeclModifier],
    inheritance: [TypeSyntax], members: [Decl], selfConformances: [TypeSyntax] = []
  ) {
    self.extendedType = extendedType
    self.attributes = attributes
    self.modifiers = modifiers
    self.inheritance = inheritance
    self.members = members
    self.selfConformances = selfConformances
  }
}

/// `func name(parameters) async throws -> Result { body }`; the body is nil in protocols.
public struct FunctionDecl: Sendable {
  public var name: String
  public var nameRange: SourceRange
  public var attributes: [Attribute]
  public var modifiers: [DeclModifier]
  public var genericParameters: [GenericParameter]
  public var parameters: [Parameter]
  public var isAsync: Bool
  public var isThrowing: Bool
  /// `throws(E)` (SE-0413): the one error type the function throws; nil for `throws`.
  public var thrownType: TypeSyntax?
  public var returnType: TypeSyntax?
  public var body: [Stmt]?
  /// A subscript's `set { … }` accessor (its `get` is `body`).
  public var setter: Accessor?

  public init(
    name: String, nameRange: SourceRange, attributes: [Attribute], modifiers: [DeclModifier],
    genericParameters: [GenericParameter], parameters: [Parameter], isAsync: Bool,
    isThrowing: Bool, returnType: TypeSyntax?, body: [Stmt]?
  ) {
    self.name = name
    self.nameRange = nameRange
    self.attributes = attributes
    self.modifiers = modifiers
    self.genericParameters = genericParameters
    self.parameters = parameters
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.returnType = returnType
    self.body = body
  }
}

/// `init(…)`, `init?(…)`, `convenience init(…)`.
public struct InitializerDecl: Sendable {
  public var attributes: [Attribute]
  public var modifiers: [DeclModifier]
  public var isFailable: Bool
  public var parameters: [Parameter]
  public var isAsync: Bool
  public var isThrowing: Bool
  public var body: [Stmt]?
  /// `init<T: Numeric>(_ value: T)`: the initializer's own generic parameters.
  public var genericParameters: [GenericParameter] = []

  public init(
    attributes: [Attribute], modifiers: [DeclModifier], isFailable: Bool,
    parameters: [Parameter], isAsync: Bool, isThrowing: Bool, body: [Stmt]?
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.isFailable = isFailable
    self.parameters = parameters
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.body = body
  }
}

/// A function or initializer parameter.
///
/// `didFinishLaunchingWithOptions launchOptions: …` has label
/// `didFinishLaunchingWithOptions` and name `launchOptions`; `_ application: …`
/// has label nil; `store: Store` has label and name `store`.
public struct Parameter: Sendable {
  public var label: String?
  public var name: String
  public var type: TypeSyntax
  public var defaultValue: Expr?
  public var isVariadic: Bool
  public var range: SourceRange

  public init(
    label: String?, name: String, type: TypeSyntax, defaultValue: Expr?, isVariadic: Bool = false,
    range: SourceRange
  ) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isVariadic = isVariadic
    self.range = range
  }
}

/// `let`/`var` with one or more bindings: `@State private var beans = 0`.
public struct VariableDecl: Sendable {
  public var attributes: [Attribute]
  public var modifiers: [DeclModifier]
  public var isLet: Bool
  public var bindings: [PatternBinding]

  public init(
    attributes: [Attribute], modifiers: [DeclModifier], isLet: Bool, bindings: [PatternBinding]
  ) {
    self.attributes = attributes
    self.modifiers = modifiers
    self.isLet = isLet
    self.bindings = bindings
  }
}

/// `name: Type = value`, or a computed property `name: Type { … }`.
public struct PatternBinding: Sendable {
  public var pattern: Pattern
  public var type: TypeSyntax?
  public var initializer: Expr?
  public var accessors: AccessorBlock?
  public var range: SourceRange

  public init(
    pattern: Pattern, type: TypeSyntax?, initializer: Expr?, accessors: AccessorBlock?,
    range: SourceRange
  ) {
    self.pattern = pattern
    self.type = type
    self.initializer = initializer
    self.accessors = accessors
    self.range = range
  }
}

/// The braces after a property: a getter's statements, or explicit accessors.
public enum AccessorBlock: Sendable {
  /// `var body: some View { … }`.
  case getter([Stmt])
  /// `{ get { … } set { … } }`, `{ didSet { … } }`; in protocols, `{ get set }` with nil bodies.
  case accessors([Accessor])
}

public struct Accessor: Sendable {
  public enum Kind: String, Sendable { case get, set, willSet, didSet, modify }

  public var kind: Kind
  /// `newValue` unless written: `set(value)`.
  public var parameterName: String?
  public var body: [Stmt]?
  public var range: SourceRange

  public init(kind: Kind, parameterName: String?, body: [Stmt]?, range: SourceRange) {
    self.kind = kind
    self.parameterName = parameterName
    self.body = body
    self.range = range
  }
}

/// `case awake, drowsy, asleep`, `case seconds(Int)`, `case north = "N"`.
public struct EnumCaseDecl: Sendable {
  public var elements: [EnumCaseElement]
  /// `indirect case node(Tree)`: the payload is boxed, so it may hold the enum itself.
  public var isIndirect: Bool

  public init(elements: [EnumCaseElement], isIndirect: Bool = false) {
    self.elements = elements
    self.isIndirect = isIndirect
  }
}

public struct EnumCaseElement: Sendable {
  public var name: String
  public var nameRange: SourceRange
  public var associatedValues: [(label: String?, type: TypeSyntax, defaultValue: Expr?)]?
  public var rawValue: Expr?

  public init(
    name: String, nameRange: SourceRange,
    associatedValues: [(label: String?, type: TypeSyntax, defaultValue: Expr?)]?, rawValue: Expr?
  ) {
    self.name = name
    self.nameRange = nameRange
    self.associatedValues = associatedValues
    self.rawValue = rawValue
  }
}

/// One Swift file of a program, read.
public struct SourceFile: Sendable {
  /// The file's name: `ShopApp.swift`, `main.swift`.
  public var name: String
  public var declarations: [Decl]

  public init(name: String, declarations: [Decl]) {
    self.name = name
    self.declarations = declarations
  }
}
