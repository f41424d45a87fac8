import Transcript
import SwiftReader

/// Something callable: a closure, a declared function or method, an initializer, or an engine builtin.
final class Function {
  enum Kind {
    /// A closure expression with the scope it captured; `builder` when its body is a
    /// result builder's (`WindowGroup { … }`, a `@ViewBuilder` parameter).
    case closure(Closure, captured: Scope, context: DeclarationContext, builder: BuilderKind?)
    /// A `func`; for a method, bound to the instance it was read from.
    case declared(FunctionDecl, context: DeclarationContext)
    /// `Item(…)` or `Item.init`: constructs an instance of a user type.
    case initializer(TypeInfo)
    /// `Shade.awake` with a payload, used as a function: `Shape.circle(radius:)`.
    case enumCase(TypeInfo, name: String)
    case builtin(Builtin)
  }

  let kind: Kind
  /// Distinguishes closures made at different times from the same code.
  let serial: Int

  init(_ kind: Kind, serial: Int) {
    self.kind = kind
    self.serial = serial
  }

  /// The syntax the function comes from, when it has one: used to tell closures apart.
  var codeID: Int? {
    switch kind {
    case .closure(let closure, _, _, _): closure.id
    case .declared(let decl, _): decl.nameRange.start.line << 20 | decl.nameRange.start.column
    default: nil
    }
  }

  /// How many parameters a closure declares, or nil when it uses `$0`-style names or is not a closure.
  var declaredParameterCount: Int? {
    if case .closure(let closure, _, _, _) = kind { return closure.parameters?.count }
    return nil
  }

  var isAsync: Bool {
    switch kind {
    case .closure(let closure, _, _, _): closure.isAsync || closure.body.containsAwait
    case .declared(let decl, _): decl.isAsync
    default: false
    }
  }
}

/// Which result builder gives a body its meaning.
enum BuilderKind {
  case view, scene
}

/// A function the engine implements in Swift: `print`, `Task.sleep`, `Array.map` …
struct Builtin {
  typealias Body = (_ interpreter: Interpreter, _ arguments: [ArgumentValue]) throws -> Value

  let name: String
  let body: Body

  init(_ name: String, _ body: @escaping Body) {
    self.name = name
    self.body = body
  }
}

/// An argument as evaluated for a call: its label and value, and where it was written.
struct ArgumentValue {
  var label: String?
  var value: Value
  var location: SourceLocation?
  /// Written after the parentheses: matched to parameters by Swift's forward scan.
  var isTrailingClosure = false

  init(label: String?, value: Value, location: SourceLocation? = nil) {
    self.label = label
    self.value = value
    self.location = location
  }
}

/// Where code runs: the instance `self` refers to and the type whose members are in scope.
struct DeclarationContext {
  var selfReference: SelfReference?
  var type: TypeInfo?

  static var global: DeclarationContext { DeclarationContext(selfReference: nil, type: nil) }
}

/// What `self` is inside a method, initializer or closure.
enum SelfReference {
  /// A struct or enum value, held in a box so that `mutating` code can change it.
  case value(Box)
  /// A class instance.
  case object(Object)
  /// A static context: `self` is the type.
  case type(TypeInfo)

  var value: Value {
    switch self {
    case .value(let box): box.value
    case .object(let object): .object(object)
    case .type(let type): .metatype(.user(type))
    }
  }
}
