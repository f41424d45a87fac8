import Transcript

/// A function as a value: a closure with what it captured, a method bound to its receiver,
/// a free function, an initializer, an enum case constructor, or a native function.
public final class FunctionValue {
  enum Kind {
    /// Compiled code with its captured cells and its `self`.
    case code(FunctionCode, captures: [Box], selfValue: Value, selfBox: Box?)
    /// A registry function; a method carries its receiver.
    case native(NativeFunction, receiver: Value?, typeName: String?)
    /// `Item.init`, `Item(…)` used as a function.
    case initializer(SwiftType, labels: [String?]?)
    /// `Shape.circle` used as a function: makes the case with its payload.
    case enumCase(UserType, index: Int)
    /// A function the interpreter itself provides (`(+)`, `print`).
    case builtin(name: String, body: ([Value], Interpreter, SourceLocation?) throws -> Value)
  }

  let kind: Kind
  /// What the generic code that made this closure bound its parameters to (`T` of the enclosing
  /// `func f<T>`), so a literal of type `T` in the closure is of that type.
  var generics: [String: SwiftType]?
  /// Numbers function values in creation order (a host compares closures by it).
  public let serial: Int

  init(_ kind: Kind, serial: Int) {
    self.kind = kind
    self.serial = serial
  }

  /// The compiled code, for closures and functions of the program.
  public var code: FunctionCode? {
    if case .code(let code, _, _, _) = kind { return code }
    return nil
  }

  /// The number of parameters the closure declares, when it is a closure of the program.
  public var parameterCount: Int? { code?.arity }

  /// Whether calling it may suspend.
  public var isAsync: Bool {
    switch kind {
    case .code(let code, _, _, _): return code.isAsync
    case .native(let function, _, _): return function.isAsync
    default: return false
    }
  }

  /// Whether it is a closure of the program that holds no variable and no `self` of the code
  /// around it (`{ Model() }`): keeping it keeps nothing else alive.
  public var capturesNothing: Bool {
    guard case .code(_, let captures, let selfValue, let selfBox) = kind, captures.isEmpty, selfBox == nil else { return false }
    switch selfValue {
    case .void, .none: return true
    default: return false
    }
  }

  /// Where the function was written, for reports.
  public var location: SourceLocation? { code?.location }
}
