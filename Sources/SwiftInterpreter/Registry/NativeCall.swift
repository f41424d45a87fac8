import Transcript

/// What a native function receives: its receiver, its arguments in parameter order (defaults
/// filled in, a variadic parameter's values as one array), and the interpreter, to call back
/// into the program.
public struct NativeCall {
  public let interpreter: Interpreter
  /// `self` for a method; a mutating method changes it and the caller stores it back.
  public var receiver: Value
  public var arguments: [Value]
  public let location: SourceLocation?
  public let signature: Signature
  /// The arguments' labels in source order, for a function that takes any arguments.
  public var labels: [String?] = []

  public var count: Int { arguments.count }

  public subscript(index: Int) -> Value {
    index < arguments.count ? arguments[index] : .void
  }

  /// The argument for the parameter with this label (or name), if the signature has one.
  public func argument(_ label: String) -> Value? {
    guard let index = signature.parameters.firstIndex(where: { $0.label == label || $0.name == label }),
      index < arguments.count
    else { return nil }
    return arguments[index]
  }

  public func string(_ index: Int) throws -> String {
    try interpreter.expectString(self[index], at: location)
  }

  public func int(_ index: Int) throws -> Int {
    try interpreter.expectInt(self[index], at: location)
  }

  public func double(_ index: Int) throws -> Double {
    try interpreter.expectDouble(self[index], at: location)
  }

  public func bool(_ index: Int) throws -> Bool {
    guard case .bool(let value) = self[index] else { throw mismatch(index, "Bool") }
    return value
  }

  /// A closure argument; a key path (`\.name`) passed where a function is expected is one.
  public func function(_ index: Int) throws -> FunctionValue {
    switch self[index].unwrapped ?? .void {
    case .function(let function): return function
    case .keyPath(let keyPath): return interpreter.keyPathFunction(keyPath)
    default: throw mismatch(index, "a function")
    }
  }

  /// Calls a closure argument.
  public func call(_ function: FunctionValue, _ arguments: [Value]) throws -> Value {
    try interpreter.call(function, arguments, at: location)
  }

  public func mismatch(_ index: Int, _ expected: String) -> InterpreterError {
    InterpreterError.unsupported(
      "argument \(index + 1) of '\(signature.compoundName)' must be \(expected)", at: location)
  }
}

/// A native async function's call: a reference, since async functions cannot take `inout`.
public final class NativeCallBox {
  public let interpreter: Interpreter
  public var receiver: Value
  public let arguments: [Value]
  public let location: SourceLocation?
  public let signature: Signature
  /// The task the call runs in.
  public let task: InterpretedTask?

  init(interpreter: Interpreter, receiver: Value, arguments: [Value], location: SourceLocation?,
    signature: Signature, task: InterpretedTask?) {
    self.interpreter = interpreter
    self.receiver = receiver
    self.arguments = arguments
    self.location = location
    self.signature = signature
    self.task = task
  }

  public subscript(index: Int) -> Value { index < arguments.count ? arguments[index] : .void }
}

/// What a native property's getter receives.
public struct NativeAccess {
  public let interpreter: Interpreter
  public let receiver: Value
  public let location: SourceLocation?

  public init(interpreter: Interpreter, receiver: Value, location: SourceLocation?) {
    self.interpreter = interpreter
    self.receiver = receiver
    self.location = location
  }
}

extension Interpreter {
  public func expectString(_ value: Value, at location: SourceLocation?) throws -> String {
    switch value {
    case .string(let s): return s
    case .character(let c): return String(c)
    case .native(let native as SubstringValue): return String(native.slice)
    default:
      throw InterpreterError.unsupported("expected a 'String', not '\(TypeNames.describe(value))'", at: location)
    }
  }

  public func expectInt(_ value: Value, at location: SourceLocation?) throws -> Int {
    switch value {
    case .int(let i): return i
    case .number(let n) where n.kind.isInteger:
      if let i = n.integerValue { return i }
    default: break
    }
    throw InterpreterError.unsupported("expected an 'Int', not '\(TypeNames.describe(value))'", at: location)
  }

  public func expectDouble(_ value: Value, at location: SourceLocation?) throws -> Double {
    if let double = value.asDouble { return double }
    throw InterpreterError.unsupported("expected a 'Double', not '\(TypeNames.describe(value))'", at: location)
  }
}
