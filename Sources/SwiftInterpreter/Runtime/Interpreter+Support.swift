import SwiftReader
import Transcript

/// Odds and ends the compiled code needs: whether a method mutates, static calls from
/// async code, implicit members whose type is found late, registry defaults.
extension Interpreter {
  /// Whether the method a call would choose mutates its receiver (so the receiver's place
  /// must be written back).
  func methodMutates(_ receiver: Value, _ name: String, _ arguments: CallArguments) -> Bool {
    if case .object = receiver { return false }
    switch lookupCallable(of: receiver, name) {
    case .methods(let codes):
      if codes.count == 1 { return codes[0].isMutating }
      return (try? chooseOverload(codes, arguments, at: nil))?.0.isMutating ?? codes.contains(where: \.isMutating)
    case .nativeMethods(let functions):
      if functions.count == 1 { return functions[0].signature.isMutating }
      return (try? chooseNativeOverload(functions, arguments, owner: "", at: nil))?.0.signature.isMutating
        ?? functions.contains(where: \.signature.isMutating)
    case .notFound:
      if case .some(let inner) = receiver { return methodMutates(inner, name, arguments) }
      return false
    default:
      return false
    }
  }

  /// `await value.name`: an async property (`task.value`), or any member.
  func getMemberAsync(_ value: Value, _ name: String, task: InterpretedTask?, at location: SourceLocation?) async throws -> Value {
    if case .nativeMethods(let functions) = lookupMember(of: value, name), let function = functions.first,
      function.isAsyncProperty
    {
      var receiver = value
      return try await callNativeAsync(function, receiver: &receiver, arguments: [], task: task, at: location)
    }
    if case .computed(let computed) = lookupMember(of: value, name), computed.getter.isAsync {
      return try await invokeAsync(computed.getter, arguments: [], captures: [], selfValue: value, selfBox: nil, task: task, at: location)
    }
    return try getMember(value, name, at: location)
  }

  /// `Type.name(arguments)` from async code: a static method that suspends is awaited.
  func callStaticAsync(
    _ type: SwiftType, _ name: String, _ arguments: CallArguments, task: InterpretedTask?, at location: SourceLocation?
  ) async throws -> Value {
    switch lookupStaticMember(of: type, name) {
    case .methods(let codes):
      let (code, bindings) = try chooseOverload(codes, arguments, at: location)
      let (values, cells) = try arrange(arguments, for: code.parameters, bindings: bindings, at: location)
      return try await invokeAsync(code, arguments: values, cells: cells, captures: [], selfValue: .type(type),
        selfBox: nil, task: task, at: location)
    case .nativeMethods(let functions):
      let (function, bindings) = try chooseNativeOverload(functions, arguments, owner: type.name, at: location)
      let values = try arrangeNative(arguments, for: function, bindings: bindings, at: location)
      var receiver = Value.type(type)
      return try await callNativeAsync(function, receiver: &receiver, arguments: values, task: task, at: location)
    default:
      return try callStatic(type, name, arguments, at: location)
    }
  }

  /// `.name` whose type the compiler could not know: a value resolved when it meets a value
  /// of a known type (compared with it, matched against it, passed where a type is declared).
  func deferredImplicitMember(_ name: String, _ arguments: CallArguments?, at location: SourceLocation?) throws -> Value {
    .native(ImplicitMemberValue(name: name, arguments: arguments?.values ?? [], labels: arguments?.labels ?? [],
      location: location))
  }

  /// Resolves a deferred implicit member in the type of another value.
  func resolveImplicit(_ member: ImplicitMemberValue, like other: Value, at location: SourceLocation?) throws -> Value {
    let type = dynamicType(of: other.unwrapped ?? other)
    return try resolveImplicit(member, in: type, at: location)
  }

  func resolveImplicit(_ member: ImplicitMemberValue, in type: SwiftType, at location: SourceLocation?) throws -> Value {
    if member.arguments.isEmpty && member.labels.isEmpty {
      return try implicitMember(member.name, of: type, at: location)
    }
    let shapes = member.labels.map { ArgumentMatcher.ArgumentShape(label: $0, isTrailingClosure: false) }
    return try callStatic(type.wrapped, member.name, CallArguments(values: member.arguments, shapes: shapes), at: location)
  }

  /// Generic parameters of registry types that their members' defaults name (`Element.self`).
  static let ownersGenericParameters: Set<String> = ["Element", "Success", "Failure", "ChildTaskResult"]

  /// The value of a registry parameter's default (`initial: Bool = false`, `edges: Edge.Set = .all`).
  func nativeDefault(_ parameter: Parameter, of function: NativeFunction, at location: SourceLocation?) throws -> Value {
    guard let expression = parameter.defaultValue else {
      throw InterpreterError.unsupported("missing argument for parameter '\(parameter.label ?? parameter.name)' in call", at: location)
    }
    // `resultType: T.Type = T.self`: the metatype of a generic parameter the call infers; the
    // registry's body takes the type from the values it is given, never from this argument.
    if case .member(let base, "self", _) = expression.kind, case .identifier(let name) = base.kind,
      function.signature.genericParameters.contains(name) || Self.ownersGenericParameters.contains(name)
    {
      return .type(.generic(name))
    }
    let key = "\(function.signature.text)#\(parameter.name)"
    if let cached = nativeDefaults[key] { return cached }
    let compiler = Compiler(program: program)
    let type = compiler.resolveType(parameter.type, in: nil, reportUnknown: false)
    let code = compiler.compileDetached(expression, expected: type.isUnknown ? nil : type, selfType: nil, name: "default")
    let frame = Frame(code: scratchCode, interpreter: self, captures: [], selfValue: .void, selfBox: nil)
    let value = try code.run(frame)
    nativeDefaults[key] = value
    return value
  }
}

/// `.name` waiting for the type it belongs to (see `deferredImplicitMember`).
public final class ImplicitMemberValue: NativeValue {
  public let name: String
  let arguments: [Value]
  let labels: [String?]
  let location: SourceLocation?

  init(name: String, arguments: [Value], labels: [String?], location: SourceLocation?) {
    self.name = name
    self.arguments = arguments
    self.labels = labels
    self.location = location
  }

  public var typeName: String { "." + name }
  public var description: String? { nil }

  /// `.white.opacity(0.5)`: a member of a member whose type is not known yet (it can only be
  /// resolved as a whole, which drawing positions never ask for).
  func chained(_ member: String) -> ImplicitMemberValue {
    ImplicitMemberValue(name: "\(name).\(member)", arguments: [], labels: [], location: location)
  }
}
