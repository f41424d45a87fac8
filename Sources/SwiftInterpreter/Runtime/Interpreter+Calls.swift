import SwiftReader
import Transcript

/// Calling code: frames, parameters, depth and the function values a program passes around.
extension Interpreter {
  /// Runs compiled code with its arguments in parameter order.
  ///
  /// - Parameter inout: for each `inout` parameter, the cell the caller reads back.
  func invoke(
    _ code: FunctionCode, arguments: [Value], cells: [Box?]? = nil, captures: [Box], selfValue: Value,
    selfBox: Box?, at location: SourceLocation?
  ) throws -> Value {
    if hasEnded { throw ProcessEnded() }
    depth += 1
    defer { depth -= 1 }
    if depth > configuration.depthLimit || stackGuard.isNearEnd { throw stackOverflow(in: code, at: location) }
    try tick(code.stepCost, at: location)
    guard let body = code.body else {
      throw InterpreterError.unsupported("'\(code.name)' has no body to run", at: location)
    }
    let selfValue = code.selfOwnership == .strong ? selfValue : try capturedSelf(selfValue, code.selfOwnership, at: location)
    let frame = Frame(code: code, interpreter: self, captures: captures, selfValue: selfValue, selfBox: selfBox)
    try bind(arguments, cells: cells, into: frame, code: code)
    let task = code.attributes.isEmpty || !code.attributes.contains("MainActor") ? nil : currentTask
    task?.mainActorDepth += 1
    defer { task?.mainActorDepth -= 1 }
    let flow = try body(frame)
    if case .next = flow, let brace = code.closingBrace { try missingReturn(code, at: brace) }
    if let cells { writeBack(cells, from: frame, code: code) }
    if deinits.isActive { try endLifetimes(of: frame, at: location) }
    // `func make<T: ExpressibleByIntegerLiteral>() -> T { 7 }`: the literal is of the bound type.
    if case .generic(let name) = code.returnType, let bound = frame.generics?[name] {
      return coerce(frame.returnValue, to: bound)
    }
    return frame.returnValue
  }

  /// A closure's parameter given a cell (`$0` of `reduce(into:)`) lives in a slot: its final
  /// value goes back into the cell.
  private func writeBack(_ cells: [Box?], from frame: Frame, code: FunctionCode) {
    for (index, parameter) in code.parameters.enumerated() where index < cells.count {
      if case .slot(let slot) = parameter.storage, let cell = cells[index] { cell.value = frame.slots[slot] }
    }
  }

  /// `\.name` used as a function: reads the path from its argument.
  public func keyPathFunction(_ keyPath: KeyPathValue) -> FunctionValue {
    FunctionValue(.builtin(name: "\\.\(keyPath.joined)") { arguments, interpreter, location in
      try interpreter.apply(keyPath, to: arguments.first ?? .void, at: location)
    }, serial: nextSerial())
  }

  /// Reads a key path's members from a value in turn.
  public func apply(_ keyPath: KeyPathValue, to value: Value, at location: SourceLocation?) throws -> Value {
    var current = value
    var components = keyPath.components[...]
    if let getter = keyPath.firstGetter {
      current = try invoke(getter, arguments: [], captures: [], selfValue: current, selfBox: nil, at: location)
      components = components.dropFirst()
    }
    var chained = false
    for component in components where component != "self" {
      switch component {
      case "?":
        // Optional chaining: a nil ends the path with nil; the result is optional, flattened.
        guard let wrapped = current.unwrapped else { return .none }
        current = wrapped
        chained = true
      case "!":
        guard let wrapped = current.unwrapped else { throw InterpreterError.unwrappedNil(at: location) }
        current = wrapped
      default:
        current = try getMember(current, component, at: location)
      }
    }
    return chained ? current.promotedToOptional : current
  }

  /// The same, for code that may suspend.
  func invokeAsync(
    _ code: FunctionCode, arguments: [Value], cells: [Box?]? = nil, captures: [Box], selfValue: Value,
    selfBox: Box?, task: InterpretedTask?, at location: SourceLocation?
  ) async throws -> Value {
    if hasEnded { throw ProcessEnded() }
    depth += 1
    asyncDepth += 1
    defer {
      depth -= 1
      asyncDepth -= 1
    }
    if depth > configuration.depthLimit || asyncDepth > configuration.asyncDepthLimit || stackGuard.isNearEnd {
      throw stackOverflow(in: code, at: location)
    }
    try tick(code.stepCost, at: location)
    let selfValue = code.selfOwnership == .strong ? selfValue : try capturedSelf(selfValue, code.selfOwnership, at: location)
    let frame = Frame(code: code, interpreter: self, captures: captures, selfValue: selfValue, selfBox: selfBox)
    frame.task = task
    try bind(arguments, cells: cells, into: frame, code: code)
    // A `@MainActor` function awaited from a task runs on the main actor (SE-0316).
    let onMainActor = task != nil && !code.attributes.isEmpty && code.attributes.contains("MainActor")
    if onMainActor { task?.mainActorDepth += 1 }
    defer { if onMainActor { task?.mainActorDepth -= 1 } }
    if let asyncBody = code.asyncBody {
      _ = try await asyncBody(frame)
    } else if let body = code.body {
      _ = try body(frame)
    }
    if let cells { writeBack(cells, from: frame, code: code) }
    return frame.returnValue
  }


  private func bind(_ arguments: [Value], cells: [Box?]?, into frame: Frame, code: FunctionCode) throws {
    // Objects the arguments' evaluation let go (`show(Item().name)`) are gone before the body
    // runs (here rather than in `invoke`, whose frame every level of a recursion keeps).
    if deinits.hasPending { try runReleasedDeinitializers(at: nil) }
    var arguments = arguments
    let parameters = code.parameters
    // `{ key, value in … }` called with one (key, value) tuple: Swift splats it.
    if code.kind == .closure, parameters.count > 1, arguments.count == 1,
      case .tuple(let tuple) = arguments[0], tuple.elements.count == parameters.count
    {
      arguments = tuple.elements
    }
    if code.kind == .closure, arguments.count < parameters.count {
      throw InterpreterError.closureArity(
        expected: arguments.count, used: parameters.count,
        anonymous: parameters.first?.name.hasPrefix("$") ?? false, at: code.location)
    }
    for index in parameters.indices {
      let parameter = parameters[index]
      var value = index < arguments.count ? coerce(arguments[index], to: parameter.type) : .void
      if let cells, index < cells.count, let cell = cells[index] { value = cell.value }
      switch parameter.storage {
      case .slot(let slot): frame.slots[slot] = value
      case .box(let box):
        // A cell is only ever passed for `&x`, so the parameter is `inout` even when a closure's
        // written type does not say so (`{ $0 *= 2 }` where `(inout Int) -> Void` is expected).
        if let cells, index < cells.count, let cell = cells[index] {
          frame.boxes[box] = cell
        } else {
          frame.boxes[box] = Box(value)
        }
      }
    }
    let pending = pendingGenerics
    pendingGenerics = nil
    if pending != nil || !code.genericParameters.isEmpty || code.owner.map(Self.hasTypeGenerics) == true {
      frame.generics = callGenerics(code, pending, parameters, arguments, self: frame.currentSelf)
    }
  }

  /// Whether a type's methods run with generic parameters of their own type: `T` of a
  /// `struct Box<T>`, `N` of a `protocol Shape { associatedtype N }`.
  private static func hasTypeGenerics(_ type: UserType) -> Bool {
    !type.genericParameters.isEmpty || !type.associatedTypeNames.isEmpty
  }

  /// What a call binds its generic parameters to: those its call site gave, those of `self`'s
  /// type (what it was made with), and those its arguments show.
  private func callGenerics(
    _ code: FunctionCode, _ pending: [String: SwiftType]?, _ parameters: [ParameterCode], _ arguments: [Value], self value: Value
  ) -> [String: SwiftType] {
    var generics: [String: SwiftType] = pending ?? [:]
    if code.owner.map(Self.hasTypeGenerics) == true, let own = selfGenerics(value) {
      generics.merge(own) { pending, _ in pending }
    }
    for (index, parameter) in parameters.enumerated() where index < arguments.count {
      bindGenerics(parameter.type, arguments[index], into: &generics)
    }
    return generics
  }

  private func bindGenerics(_ type: SwiftType, _ value: Value, into generics: inout [String: SwiftType]) {
    switch (type, value) {
    case (.generic(let name), _): generics[name] = generics[name] ?? dynamicType(of: value)
    case (.metatype(.generic(let name)), .type(let bound)): generics[name] = bound
    case (.array(.generic(let name)), .array(let array)):
      if let first = array.elements.first { generics[name] = generics[name] ?? dynamicType(of: first) }
    case (.optional(let inner), .some(let wrapped)): bindGenerics(inner, wrapped, into: &generics)
    default: break
    }
  }

  // MARK: - Function values

  /// Calls a function value with arguments in order (closures have no labels).
  public func call(_ function: FunctionValue, _ arguments: [Value], at location: SourceLocation? = nil) throws -> Value {
    switch function.kind {
    case .code(let code, let captures, let selfValue, let selfBox):
      if code.isAsync && code.body == nil {
        throw InterpreterError.unsupported("'async' call in a function that does not support concurrency", at: location)
      }
      passGenerics(of: function)
      return try invoke(code, arguments: arguments, captures: captures, selfValue: selfValue, selfBox: selfBox, at: location)
    case .native(let native, let receiver, _):
      var receiverValue = receiver ?? .void
      return try callNative(native, receiver: &receiverValue, arguments: arguments, at: location)
    case .initializer(let type, let labels):
      let labels = labels ?? initializerLabels(type, for: arguments)
      return try construct(type, arguments: arguments.enumerated().map { index, value in
        (labels?.indices.contains(index) == true ? labels?[index] : nil, value)
      }, at: location)
    case .enumCase(let type, let index):
      return try makeCase(type, index: index, payload: arguments, at: location)
    case .builtin(_, let body):
      return try body(arguments, self, location)
    }
  }

  /// Calls a function value from async code, awaiting it if it suspends.
  public func callAsync(
    _ function: FunctionValue, _ arguments: [Value], task: InterpretedTask?, at location: SourceLocation? = nil
  ) async throws -> Value {
    switch function.kind {
    case .code(let code, let captures, let selfValue, let selfBox):
      passGenerics(of: function)
      return try await invokeAsync(code, arguments: arguments, captures: captures, selfValue: selfValue,
        selfBox: selfBox, task: task, at: location)
    case .native(let native, let receiver, _):
      var receiverValue = receiver ?? .void
      return try await callNativeAsync(native, receiver: &receiverValue, arguments: arguments, task: task, at: location)
    default:
      return try call(function, arguments, at: location)
    }
  }

  /// A closure value of compiled code, capturing the frame's cells and `self`.
  /// - Parameter generics: what the enclosing call bound its generic parameters to, so a literal
  ///   of type `T` inside the closure is of that type too.
  func makeFunction(
    _ code: FunctionCode, captures: [Box], selfValue: Value, selfBox: Box?, generics: [String: SwiftType]? = nil
  ) -> Value {
    let function = FunctionValue(.code(code, captures: captures, selfValue: selfValue, selfBox: selfBox), serial: nextSerial())
    function.generics = generics
    return .function(function)
  }

  /// A closure made inside generic code runs with the bindings of the call that made it.
  func passGenerics(of function: FunctionValue) {
    guard let generics = function.generics else { return }
    pendingGenerics = (pendingGenerics ?? [:]).merging(generics) { pending, _ in pending }
  }

  public func builtinFunction(
    _ name: String, _ body: @escaping ([Value], Interpreter, SourceLocation?) throws -> Value
  ) -> Value {
    .function(FunctionValue(.builtin(name: name, body: body), serial: nextSerial()))
  }

  // MARK: - Native functions

  /// - Parameter labels: read only by a function that takes any arguments (worked out only then:
  ///   a call site's labels are otherwise built for nothing on every call).
  func callNative(
    _ function: NativeFunction, receiver: inout Value, arguments: [Value], labels: @autoclosure () -> [String?] = [],
    at location: SourceLocation?
  ) throws -> Value {
    if hasEnded { throw ProcessEnded() }
    if var array = try arrayReceiver(for: function, receiver, at: location) {
      return try callNative(function, receiver: &array, arguments: arguments, labels: labels(), at: location)
    }
    // A native call is a step like any other call: its overload is chosen and its arguments
    // arranged each time, so a loop of `append`s costs what a loop of the program's calls does.
    try tick(at: location)
    // As before a call of the program's code: `print(Item().name)` prints after the `deinit`.
    if deinits.hasPending, case .void = receiver { try runReleasedDeinitializers(at: location) }
    switch function.implementation {
    case .sync(let body):
      var call = NativeCall(interpreter: self, receiver: .void, arguments: arguments, location: location,
        signature: function.signature)
      if function.acceptsAnyArguments { call.labels = labels() }
      // The receiver moves into the call and back, so that a mutating method changes a
      // uniquely held array in place instead of copying it.
      swap(&call.receiver, &receiver)
      defer { swap(&call.receiver, &receiver) }
      return try body(&call)
    case .async:
      throw InterpreterError.unsupported(
        "'async' call to '\(function.signature.compoundName)' in a function that does not support concurrency",
        at: location)
    }
  }

  func callNativeAsync(
    _ function: NativeFunction, receiver: inout Value, arguments: [Value], task: InterpretedTask?,
    at location: SourceLocation?
  ) async throws -> Value {
    switch function.implementation {
    case .sync:
      return try callNative(function, receiver: &receiver, arguments: arguments, at: location)
    case .async(let body):
      if hasEnded { throw ProcessEnded() }
      let box = NativeCallBox(interpreter: self, receiver: receiver, arguments: arguments, location: location,
        signature: function.signature, task: task)
      let result = try await body(box)
      if function.signature.isMutating { receiver = box.receiver }
      return result
    }
  }
}
