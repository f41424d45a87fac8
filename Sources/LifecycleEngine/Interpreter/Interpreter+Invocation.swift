import SwiftReader
import Transcript

extension Interpreter {
  /// Runs a function synchronously with already evaluated arguments.
  func callFunction(_ function: Function, _ arguments: [ArgumentValue], at location: SourceLocation?)
    throws -> Value
  {
    callDepth += 1
    defer { callDepth -= 1 }
    guard callDepth <= maximumCallDepth else {
      var error = RuntimeError("calls nested more than \(maximumCallDepth) deep (endless recursion?)", at: location)
      error.isBudget = true
      throw error
    }
    switch function.kind {
    case .closure(let closure, let captured, let declaration, let builder):
      let scope = captured.child()
      try bindClosureParameters(closure, arguments, in: scope)
      let context = Context(scope: scope, declaration: declaration)
      return try runBody(closure.body, context, builder: builder)
    case .declared(let decl, let declaration):
      let scope = Scope(parent: nil)
      try bind(arguments, to: decl.parameters, in: scope, declaration, at: location)
      let context = Context(scope: scope, declaration: declaration)
      let builder: BuilderKind? =
        decl.attributes.contains { $0.name == "ViewBuilder" } ? .view
        : decl.attributes.contains { $0.name == "SceneBuilder" } ? .scene : nil
      guard let body = decl.body else {
        throw RuntimeError("'\(decl.name)' has no body", at: location)
      }
      return conform(try runBody(body, context, builder: builder), to: decl.returnType)
    case .initializer(let type):
      return try construct(type, arguments, at: location ?? type.location)
    case .enumCase(let type, let name):
      return .enumCase(
        EnumValue(
          type: .user(type), name: name,
          payload: arguments.map { TupleElement(label: $0.label, value: $0.value) }, rawValue: nil))
    case .builtin(let builtin):
      return try builtin.body(self, arguments)
    }
  }

  /// Binds a closure's parameters by position; `$0`… when it declares none.
  func bindClosureParameters(_ closure: Closure, _ arguments: [ArgumentValue], in scope: Scope) throws {
    guard let parameters = closure.parameters else {
      for (index, argument) in arguments.enumerated() {
        scope.declare("$\(index)", value: argument.value)
      }
      return
    }
    // A closure of one tuple parameter may take a tuple argument spread out, and vice versa.
    var values = arguments.map(\.value)
    if parameters.count > 1, values.count == 1, case .tuple(let elements) = values[0] {
      values = elements.map(\.value)
    }
    for (index, parameter) in parameters.enumerated() {
      let value = index < values.count ? values[index] : .void
      if parameter.name.hasPrefix("$") {
        // `{ $name in … }`: the binding, and its value under the plain name.
        scope.declare(parameter.name, value: value)
        let plain = String(parameter.name.dropFirst())
        if case .native(.binding(let binding)) = value {
          scope.declare(plain, value: try binding.get())
        } else {
          scope.declare(plain, value: value)
        }
      } else {
        scope.declare(parameter.name, value: conform(value, to: parameter.type))
      }
    }
  }

  /// Matches arguments to parameters by label, in order, with defaults and Swift's forward scan
  /// for trailing closures; a mismatch is the compiler's own message.
  func bind(
    _ arguments: [ArgumentValue], to parameters: [Parameter], in scope: Scope,
    _ declaration: DeclarationContext, at location: SourceLocation?
  ) throws {
    var index = 0
    for parameter in parameters {
      if parameter.isVariadic {
        var collected: [Value] = []
        while index < arguments.count,
          collected.isEmpty ? arguments[index].label == parameter.label : arguments[index].label == nil
        {
          collected.append(arguments[index].value)
          index += 1
        }
        scope.declare(parameter.name, value: .array(collected))
        continue
      }
      if index < arguments.count, matches(arguments[index], parameter) {
        scope.declare(parameter.name, Box(conform(arguments[index].value, to: parameter.type),
          isConstant: false, declaredType: parameter.type))
        index += 1
      } else if let defaultValue = parameter.defaultValue {
        let context = Context(scope: Scope(parent: nil), declaration: declaration)
        let value = try evaluate(defaultValue, context, hint: .syntax(parameter.type))
        scope.declare(parameter.name, value: conform(value, to: parameter.type))
      } else {
        throw RuntimeError("missing argument for parameter '\(parameter.label ?? parameter.name)' in call", at: location)
      }
    }
    if index < arguments.count {
      let extra = arguments[index]
      throw RuntimeError(
        extra.label.map { "extra argument '\($0)' in call" } ?? "extra argument in call",
        at: extra.location ?? location)
    }
  }

  private func matches(_ argument: ArgumentValue, _ parameter: Parameter) -> Bool {
    if argument.isTrailingClosure && argument.label == nil {
      return parameter.isFunctionTyped || parameter.defaultValue == nil
    }
    return argument.label == parameter.label
  }

  /// Creates an instance of a user type: its property initializers, then an `init` (or the
  /// memberwise one a struct gets for free).
  func construct(_ type: TypeInfo, _ arguments: [ArgumentValue], at location: SourceLocation) throws
    -> Value
  {
    if type.isEnum { return try constructEnum(type, arguments, at: location) }
    let fields = try initialFields(of: type)
    let reference: SelfReference
    let box: Box?
    if type.isClass {
      let object = Object(type: type, fields: fields, serial: serial())
      reference = .object(object)
      box = nil
    } else {
      let structBox = Box(.structure(StructValue(type: type, fields: fields)))
      reference = .value(structBox)
      box = structBox
    }
    let declaration = DeclarationContext(selfReference: reference, type: type)
    if let initializer = selectInitializer(type, arguments) {
      let failed = try process.withCause("init of '\(type.name)'") {
        try runInitializer(initializer, arguments, declaration, at: location)
      }
      if failed { return .null }
      let result = box?.value ?? reference.value
      return initializer.isFailable ? result.wrappedInOptional : result
    }
    if !type.members.initializers.isEmpty {
      throw RuntimeError(
        initializerMismatch(type, arguments), at: arguments.first?.location ?? location)
    }
    try memberwise(type, arguments, reference, at: location)
    return box?.value ?? reference.value
  }

  /// `super.init(…)`: the superclass's initializer, on the instance being made.
  func runSuperInitializer(
    _ parent: TypeInfo, _ arguments: [ArgumentValue], _ declaration: DeclarationContext, at location: SourceLocation
  ) throws {
    if let initializer = selectInitializer(parent, arguments) {
      _ = try runInitializer(initializer, arguments, declaration, at: location)
    } else if !parent.members.initializers.isEmpty {
      throw RuntimeError(initializerMismatch(parent, arguments), at: location)
    }
  }

  /// Runs an `init` body; returns true when a failable initializer returned nil.
  private func runInitializer(
    _ initializer: InitializerDecl, _ arguments: [ArgumentValue], _ declaration: DeclarationContext,
    at location: SourceLocation
  ) throws -> Bool {
    let scope = Scope(parent: nil)
    try bind(arguments, to: initializer.parameters, in: scope, declaration, at: location)
    let context = Context(scope: scope, declaration: declaration)
    let machine = StatementMachine(
      interpreter: self, body: initializer.body ?? [], context: context, task: nil,
      valueOfLastExpression: false)
    let result = try machine.runToCompletion()
    return initializer.isFailable && result.isNil && machine.returnedExplicitly
  }

  private func memberwise(
    _ type: TypeInfo, _ arguments: [ArgumentValue], _ reference: SelfReference,
    at location: SourceLocation
  ) throws {
    let parameters = type.storedProperties.filter(\.isMemberwiseParameter)
    var index = 0
    for property in parameters {
      guard index < arguments.count, arguments[index].label == property.name else {
        if !property.hasDefault && type.kind == .structType {
          throw RuntimeError("missing argument for parameter '\(property.name)' in call", at: location)
        }
        continue
      }
      try setField(property.name, of: reference, type: type, to: arguments[index].value, initializing: true, at: location)
      index += 1
    }
    if index < arguments.count {
      throw RuntimeError(
        arguments[index].label.map { "extra argument '\($0)' in call" } ?? "extra argument in call",
        at: arguments[index].location ?? location)
    }
  }

  /// Stored properties as a new instance starts: wrappers with their initial values, plain
  /// properties with their initializers (or marked uninitialized).
  func initialFields(of type: TypeInfo) throws -> [Value] {
    let context = Context(
      scope: Scope(parent: nil), declaration: DeclarationContext(selfReference: .type(type), type: type))
    return try type.storedProperties.map { property in
      var value: Value
      if let initializer = property.initializer {
        value = conform(
          try evaluate(initializer, context, hint: property.type.map { .syntax($0) }), to: property.type)
      } else if property.type?.isOptional == true && !property.isConstant {
        value = .null
      } else {
        value = .uninitialized
      }
      if var wrapper = property.wrapper {
        if wrapper == .environmentObject, let typeName = property.type?.name {
          // `@EnvironmentObject var settings: Settings` reads what `.environmentObject(…)` set for its type.
          wrapper = .environment(key: "\(typeName).self")
        }
        if value.uninitializedMarker == .uninitialized, case .environment = wrapper { value = .null }
        return .native(.wrapper(WrapperCell(kind: wrapper, property: property.name, initial: value)))
      }
      return value
    }
  }

  private func selectInitializer(_ type: TypeInfo, _ arguments: [ArgumentValue]) -> InitializerDecl? {
    type.members.initializers.first { initializer in
      var index = 0
      for parameter in initializer.parameters {
        if index < arguments.count, matches(arguments[index], parameter) {
          index += 1
        } else if parameter.defaultValue == nil && !parameter.isVariadic {
          return false
        }
      }
      return index == arguments.count
    }
  }

  /// The compiler's words for a call that no initializer of the type accepts.
  func initializerMismatch(_ type: TypeInfo, _ arguments: [ArgumentValue]) -> String {
    guard type.members.initializers.count == 1, let only = type.members.initializers.first else {
      return "no exact matches in call to initializer"
    }
    let given = Set(arguments.compactMap(\.label))
    let missing = only.parameters.filter {
      $0.defaultValue == nil && $0.label.map { !given.contains($0) } ?? (arguments.isEmpty)
    }
    if missing.count == 1 {
      return "missing argument for parameter '\(missing[0].label ?? missing[0].name)' in call"
    }
    if missing.count > 1 {
      let names = missing.map { "'\($0.label ?? $0.name)'" }.joined(separator: ", ")
      return "missing arguments for parameters \(names) in call"
    }
    return "no exact matches in call to initializer"
  }

  private func constructEnum(_ type: TypeInfo, _ arguments: [ArgumentValue], at location: SourceLocation)
    throws -> Value
  {
    if let initializer = selectInitializer(type, arguments) {
      let box = Box(.void)
      let declaration = DeclarationContext(selfReference: .value(box), type: type)
      let failed = try runInitializer(initializer, arguments, declaration, at: location)
      if failed { return .null }
      return initializer.isFailable ? box.value.wrappedInOptional : box.value
    }
    if arguments.count == 1, arguments[0].label == "rawValue" {
      let raw = arguments[0].value
      for element in type.enumCases {
        let candidate = enumValue(type, element)
        if let value = candidate.rawValue, value.isEqual(to: raw) { return .optional(.enumCase(candidate)) }
      }
      return .null
    }
    throw RuntimeError(initializerMismatch(type, arguments), at: location)
  }
}
