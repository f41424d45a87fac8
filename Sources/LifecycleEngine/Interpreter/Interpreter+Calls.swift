import SwiftReader
import Transcript

/// What a call expression calls, found before its arguments are evaluated so that they can
/// be given the parameters' types (`.now`, `.active`) and builders (`WindowGroup { … }`).
enum Callee {
  case function(Function)
  /// A method of a value stored somewhere: after the call, `self` is written back (mutating).
  case mutatingMethod(Function, target: LValue)
  case initializer(TypeInfo)
  case enumCase(TypeInfo, name: String)
  /// `Text(…)`, `Int(…)`, `Date()`: an engine type's initializer.
  case engineType(String)
  /// `Task.sleep(for:)`, `UIApplication.shared…`: an engine type's static function.
  case engineStatic(type: String, name: String)
  /// `array.append(x)`, `store.trips.count`: an engine method; `target` for mutating ones.
  case engineMethod(Value, name: String, target: LValue?)
  /// A type the program does not define, used as a view (`ItemCard(trip: trip)`): drawn as nothing.
  case undefinedView(String)
  /// Any other value being called: a function stored in a property, `openWindow`, a binding.
  case value(Value)
}

extension Interpreter {
  func evaluateCall(
    _ expr: Expr, callee calleeExpr: Expr, arguments: [Argument], trailing: [TrailingClosure],
    _ context: Context, hint: TypeHint?
  ) throws -> Value {
    let location = expr.range.start
    let awaitKey = takeAwaitKey()
    let callee = try resolveCallee(calleeExpr, context, hint: hint, at: location)
    let parameters = parameterList(of: callee)
    var values = try evaluateArguments(arguments, context, parameters: parameters)
    for item in trailing {
      let builder = trailingBuilder(callee: callee, label: item.label, parameters: parameters)
      var argument = ArgumentValue(
        label: item.label, value: makeClosure(item.closure, context, builder: builder),
        location: item.range.start)
      argument.isTrailingClosure = true
      values.append(argument)
    }
    return try call(callee, values, context, awaitKey: awaitKey, at: location)
  }

  /// Calls a resolved callee with evaluated arguments.
  func call(
    _ callee: Callee, _ arguments: [ArgumentValue], _ context: Context, awaitKey: AwaitKey? = nil,
    at location: SourceLocation
  ) throws -> Value {
    switch callee {
    case .function(let function):
      if function.isAsync, let awaitKey, currentTask != nil {
        throw AsyncCallRequest(function: function, arguments: arguments, key: awaitKey, location: location)
      }
      return try callFunction(function, arguments, at: location)
    case .mutatingMethod(let function, let target):
      guard case .declared(_, let declaration) = function.kind, case .value(let box)? = declaration.selfReference
      else { return try callFunction(function, arguments, at: location) }
      let result = try callFunction(function, arguments, at: location)
      try assign(box.value, to: target, context, at: location)
      return result
    case .initializer(let type):
      return try construct(type, arguments, at: location)
    case .enumCase(let type, let name):
      return .enumCase(
        EnumValue(
          type: .user(type), name: name,
          payload: arguments.map { TupleElement(label: $0.label, value: $0.value) }, rawValue: nil))
    case .engineType(let name):
      return try Builtins.construct(name, arguments, self, context, at: location)
    case .engineStatic(let type, let name):
      return try Builtins.callStatic(type, name, arguments, self, context, awaitKey: awaitKey, at: location)
    case .engineMethod(let base, let name, let target):
      return try Builtins.callMethod(
        base, name, arguments, target: target, self, context, awaitKey: awaitKey, at: location)
    case .undefinedView(let name):
      return try Builtins.undefinedView(name, arguments, self, at: location)
    case .value(let value):
      return try callValue(value, arguments, context, awaitKey: awaitKey, at: location)
    }
  }

  /// Calls a value: a function, a type (its initializer), or an engine value that is callable.
  func callValue(
    _ value: Value, _ arguments: [ArgumentValue], _ context: Context, awaitKey: AwaitKey? = nil,
    at location: SourceLocation
  ) throws -> Value {
    switch value {
    case .function(let function):
      return try call(.function(function), arguments, context, awaitKey: awaitKey, at: location)
    case .metatype(.user(let type)):
      return try construct(type, arguments, at: location)
    case .metatype(.builtin(let name)):
      return try Builtins.construct(name, arguments, self, context, at: location)
    case .structure(let structure):
      if let method = structure.type.members.methods["callAsFunction"]?.first {
        let declaration = DeclarationContext(selfReference: .value(Box(value)), type: structure.type)
        return try callFunction(Function(.declared(method, context: declaration), serial: 0), arguments, at: location)
      }
    default:
      break
    }
    return try Builtins.callMethod(
      value, "callAsFunction", arguments, target: nil, self, context, awaitKey: awaitKey, at: location)
  }

  private func resolveCallee(
    _ expr: Expr, _ context: Context, hint: TypeHint?, at location: SourceLocation
  ) throws -> Callee {
    switch expr.kind {
    case .identifier(let name):
      return try resolveNamedCallee(name, context, at: location)
    case .implicitMember(let name):
      if let hint, case .user(let type)? = try? resolveHint(hint, context, at: location) {
        if type.enumCase(named: name) != nil { return .enumCase(type, name: name) }
        if let method = type.members.staticMethods[name]?.first {
          let declaration = DeclarationContext(selfReference: .type(type), type: type)
          return .function(Function(.declared(method, context: declaration), serial: serial()))
        }
        if name == "init" { return .initializer(type) }
      }
      if let hint, case .builtin(let typeName)? = try? resolveHint(hint, context, at: location) {
        return .engineStatic(type: typeName, name: name)
      }
      let owners = program.allTypes.filter { $0.enumCase(named: name)?.associatedValues != nil }
      if owners.count == 1 { return .enumCase(owners[0], name: name) }
      return .engineStatic(type: "", name: name)
    case .member(let base, let name, _):
      if case .identifier("super") = base.kind { return try superCallee(name, context, at: location) }
      if let type = try staticBase(base, context) {
        switch type {
        case .user(let info):
          if info.enumCase(named: name)?.associatedValues != nil { return .enumCase(info, name: name) }
          if name == "init" { return .initializer(info) }
          if let nested = info.nestedTypes[name] { return .initializer(nested) }
          return .value(try staticMember(of: type, name, context, at: location))
        case .builtin(let typeName):
          if let members = program.engineTypeExtensions[typeName], members.staticMethods[name] != nil {
            return .value(try staticMember(of: type, name, context, at: location))
          }
          if name == "init" { return .engineType(typeName) }
          return .engineStatic(type: typeName, name: name)
        }
      }
      return try resolveMethodCallee(base: base, name: name, context, at: location)
    case .type(let syntax):
      switch try resolveType(syntax, context, at: location) {
      case .user(let type): return .initializer(type)
      case .builtin(let name): return .engineType(name)
      }
    default:
      return .value(try evaluate(expr, context))
    }
  }

  private func resolveNamedCallee(_ name: String, _ context: Context, at location: SourceLocation)
    throws -> Callee
  {
    if let box = context.scope.lookup(name) { return .value(box.value) }
    if let reference = context.declaration.selfReference, reference.declares(name) {
      let value = try lookup(name, context, at: location)
      if case .function(let function) = value, case .value(let box) = reference,
        case .declared(let decl, _) = function.kind, decl.isMutating
      {
        return .mutatingMethod(function, target: .variable(box))
      }
      return .value(value)
    }
    if let reference = context.declaration.selfReference, case .value(let box) = reference,
      let modifier = try Builtins.modifier(name, on: box.value, of: userType(of: box.value), self, at: location)
    {
      // Inside `extension View { … }`: `padding()` is `self.padding()`.
      return .value(modifier)
    }
    if case .type(let type)? = context.declaration.selfReference,
      let method = type.members.staticMethods[name]?.first
    {
      let declaration = DeclarationContext(selfReference: .type(type), type: type)
      return .function(Function(.declared(method, context: declaration), serial: serial()))
    }
    if let type = resolveTypeName(name, context) {
      switch type {
      case .user(let info): return .initializer(info)
      case .builtin(let typeName): return .engineType(typeName)
      }
    }
    if let overloads = program.functions[name], let first = overloads.first {
      return .function(Function(.declared(first, context: .global), serial: serial()))
    }
    if let value = try Builtins.global(name, self, at: location) { return .value(value) }
    if name.first?.isUppercase == true { return .undefinedView(name) }
    throw RuntimeError.unsupported("cannot find '\(name)' in scope", at: location)
  }

  /// `super.init(…)` and `super.method(…)`: the superclass's own, run on the same instance.
  private func superCallee(_ name: String, _ context: Context, at location: SourceLocation) throws -> Callee {
    guard let reference = context.declaration.selfReference else {
      throw RuntimeError("'super' cannot be used outside of class members", at: location)
    }
    guard let parent = context.declaration.type?.superclass else {
      // The superclass is the engine's (`NSObject`): its initializer and methods do nothing.
      return .value(builtin("super.\(name)") { _, _ in .void })
    }
    let declaration = DeclarationContext(selfReference: reference, type: parent)
    if name == "init" {
      return .value(builtin("super.init") { interpreter, arguments in
        try interpreter.runSuperInitializer(parent, arguments, declaration, at: location)
        return .void
      })
    }
    guard let method = parent.members.methods[name]?.first else {
      throw RuntimeError.unsupported("value of type '\(parent.name)' has no member '\(name)'", at: location)
    }
    return .function(Function(.declared(method, context: declaration), serial: serial()))
  }

  /// `base.name(…)`: a method of a user value (written back if `mutating`), or an engine method.
  private func resolveMethodCallee(
    base: Expr, name: String, _ context: Context, at location: SourceLocation
  ) throws -> Callee {
    let target = try? resolveLValue(base, context, allowConstant: true)
    let value = try target.map { try get($0, context, at: location) } ?? evaluateBase(base, context)
    if userType(of: value) != nil {
      let member = try member(of: value, name, context, at: location)
      if case .function(let function) = member, case .declared(let decl, let declaration) = function.kind,
        decl.isMutating, let target, case .value = declaration.selfReference
      {
        return .mutatingMethod(function, target: target)
      }
      return .value(member)
    }
    if case .metatype = value { return .value(try member(of: value, name, context, at: location)) }
    if extendedTypeNames(of: value).contains(where: { program.engineTypeExtensions[$0]?.methods[name] != nil }) {
      return .value(try member(of: value, name, context, at: location))
    }
    if case .function = value, name == "callAsFunction" { return .value(value) }
    return .engineMethod(value, name: name, target: Builtins.isMutating(name, on: value) ? target : nil)
  }

  /// The declared parameters of the callee, when it has some: they give arguments their types.
  private func parameterList(of callee: Callee) -> [Parameter]? {
    switch callee {
    case .function(let function), .mutatingMethod(let function, _):
      if case .declared(let decl, _) = function.kind { return decl.parameters }
      return nil
    case .initializer(let type):
      return type.members.initializers.count == 1 ? type.members.initializers[0].parameters : nil
    default:
      return nil
    }
  }

  private func trailingBuilder(callee: Callee, label: String?, parameters: [Parameter]?) -> BuilderKind? {
    if let parameters {
      let candidates = parameters.filter { $0.isFunctionTyped }
      let parameter = label.map { l in candidates.first { $0.label == l } } ?? candidates.first
      if let attributes = parameter?.type.attributeNames {
        if attributes.contains("ViewBuilder") { return .view }
        if attributes.contains("SceneBuilder") { return .scene }
      }
      if parameter?.attributes.contains("ViewBuilder") == true { return .view }
      return nil
    }
    // Engine callees tag the closures they call as content themselves (`Builtins.asContent`).
    return nil
  }

  func evaluateArguments(
    _ arguments: [Argument], _ context: Context, parameters: [Parameter]? = nil
  ) throws -> [ArgumentValue] {
    try arguments.map { argument in
      let parameter = parameters?.first { $0.label == argument.label }
      let hint = parameter.map { TypeHint.syntax($0.type) }
      var value = try evaluate(argument.value, context, hint: hint)
      if let parameter { value = conform(value, to: parameter.type) }
      return ArgumentValue(label: argument.label, value: value, location: argument.range.start)
    }
  }

  /// The await key a surrounding `await` left for the call it covers; consumed once.
  func takeAwaitKey() -> AwaitKey? {
    defer { pendingAwaitKey = nil }
    return pendingAwaitKey
  }
}

extension FunctionDecl {
  var isMutating: Bool { modifiers.contains { $0.name == "mutating" } }
}

extension Parameter {
  var isFunctionTyped: Bool {
    var type = self.type
    while true {
      switch type.kind {
      case .function: return true
      case .attributed(_, let inner), .optional(let inner): type = inner
      default: return false
      }
    }
  }

  var attributes: [String] { type.attributeNames }
}

extension TypeSyntax {
  var attributeNames: [String] {
    if case .attributed(let attributes, let inner) = kind {
      return attributes.map(\.name) + inner.attributeNames
    }
    return []
  }
}
