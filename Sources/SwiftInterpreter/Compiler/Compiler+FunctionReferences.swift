import SwiftReader
import Transcript

/// Functions used as values: overloaded names, compound names (`handle(_:with:)`), unapplied
/// methods (`Scale.apply`, `String.uppercased`), prefix operators (`(!)`), and `swap`.
extension Compiler {
  /// A free function of the program used as a value: the overload the expected function type
  /// names (`let h: (String) -> String = handle`); when several remain, the one each call's
  /// arguments choose, as a direct call chooses (`[1, 2].map(handle(_:))`).
  func functionReference(_ functions: [FunctionCode], expected: SwiftType?, at location: SourceLocation) -> ExprCode {
    var candidates = functions
    if case .function(let parameters, _, _, _)? = expected {
      let fitting = candidates.filter { code in
        code.parameters.count == parameters.count
          && zip(code.parameters, parameters).allSatisfy { $1.isUnknown || $0.type.isSame(as: $1) }
      }
      if !fitting.isEmpty { candidates = fitting }
    }
    if candidates.count == 1 {
      let only = candidates[0]
      return ExprCode(type: functionType(of: only), run: { frame in
        frame.interpreter.makeFunction(only, captures: [], selfValue: .void, selfBox: nil)
      }, location: location)
    }
    let name = String(candidates[0].name.prefix { $0 != "(" })
    return ExprCode(type: expected ?? .unknown, run: { frame in
      frame.interpreter.builtinFunction(name) { values, interpreter, location in
        let arguments = CallArguments(positional: values)
        let (code, bindings) = try interpreter.chooseOverload(candidates, arguments, at: location)
        let (arranged, cells) = try interpreter.arrange(arguments, for: code.parameters, bindings: bindings, at: location)
        return try interpreter.invoke(code, arguments: arranged, cells: cells, captures: [], selfValue: .void, selfBox: nil,
          at: location)
      }
    }, location: location)
  }

  /// `handle(_:with:)`: the base name and its labels (nil for `_`).
  static func splitCompoundName(_ name: String) -> (base: String, labels: [String?])? {
    guard let open = name.firstIndex(of: "("), name.hasSuffix(":)") else { return nil }
    let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
    let labels = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map { $0 == "_" ? nil : String($0) }
    return (String(name[..<open]), labels)
  }

  /// A compound name used as a value: the free function with exactly these labels, or the
  /// name without its labels when it names something else (a method of `self`).
  func compoundNameReference(_ name: String, expected: SwiftType?, at location: SourceLocation) -> ExprCode? {
    guard let (base, labels) = Compiler.splitCompoundName(name) else { return nil }
    if let functions = program.functions[base] {
      let matching = functions.filter { $0.parameters.map(\.label) == labels }
      if !matching.isEmpty { return functionReference(matching, expected: expected, at: location) }
    }
    return compileIdentifier(base, expected: expected, at: location)
  }

  /// `Type.method` for an instance method: a function from an instance to the method bound to
  /// it (`Scale.apply(scale)(5)`, `String.uppercased("abc")()`).
  func unappliedMethodReference(_ type: SwiftType, _ name: String, at location: SourceLocation) -> ExprCode? {
    let base = String(name.prefix { $0 != "(" })
    guard base != "init", !hasStaticMember(type, base) else { return nil }
    // A registry type's method (not a property of the same name, as `String.lowercased` has).
    var nativeMethod: NativeFunction?
    switch type {
    case .user(let userType, _):
      guard userType.classChain.contains(where: { $0.members.methods[base] != nil }) else { return nil }
    default:
      guard let native = registry.type(named: Compiler.extensionKeyName(type)), let methods = native.methods[base],
        methods.count == 1
      else { return nil }
      nativeMethod = methods[0]
    }
    return ExprCode(type: .unknown, run: { frame in
      frame.interpreter.builtinFunction("\(type.name).\(base)") { arguments, interpreter, location in
        guard let instance = arguments.first else {
          throw InterpreterError.unsupported("'\(type.name).\(base)' takes an instance", at: location)
        }
        if let nativeMethod {
          return .function(FunctionValue(.native(nativeMethod, receiver: instance, typeName: nil), serial: interpreter.nextSerial()))
        }
        return try interpreter.getMember(instance, base, at: location)
      }
    }, location: location)
  }

  /// `(!)` and a prefix `(-)` used as functions of one argument.
  func prefixOperatorFunction(_ name: String, at location: SourceLocation) -> ExprCode? {
    guard name == "!" else { return nil }
    return ExprCode(type: .function(parameters: [.bool], result: .bool, isAsync: false, isThrowing: false), run: { frame in
      frame.interpreter.builtinFunction(name) { arguments, _, location in
        guard case .bool(let value)? = arguments.first else {
          throw InterpreterError.unsupported("'!' takes a 'Bool'", at: location)
        }
        return .bool(!value)
      }
    }, location: location)
  }

  /// `swap(&a, &b)`: both places read, then each written with the other's value.
  func swapCall(_ syntax: [ArgumentSyntax], at location: SourceLocation) -> ExprCode? {
    guard syntax.count == 2, let first = syntax[0].inoutTarget, let second = syntax[1].inoutTarget,
      let a = compilePlace(first), let b = compilePlace(second)
    else { return nil }
    return ExprCode(type: .void, run: { frame in
      let x = try a.get(frame), y = try b.get(frame)
      try a.set(frame, y)
      try b.set(frame, x)
      return .void
    }, location: location)
  }
}

extension Compiler {
  /// `T.self` for a generic parameter: the type the call bound it to (`kind(true)` makes
  /// `T` `Bool`), read from the frame; `T` itself where nothing bound it (a closure's frame).
  func genericTypeValue(_ type: SwiftType, at location: SourceLocation) -> ExprCode? {
    guard case .generic(let name) = type else { return nil }
    return ExprCode(type: .metatype(type), run: { frame in .type(frame.generics?[name] ?? type) }, location: location)
  }
}

extension Compiler {
  /// The overloads a call's static argument types leave: an argument the compiler knows as `Any`
  /// or as an optional fits no parameter of a concrete, non-optional type, whatever value it holds
  /// when the call runs (`kind(any)` with `let any: Any = 5` is `kind<T>(_:)`'s, not
  /// `kind(_: Int)`'s). All of them when none is left.
  func overloadsFittingStaticTypes(
    _ functions: [FunctionCode], _ arguments: [CompiledArgument], _ syntax: [ArgumentSyntax]
  ) -> [FunctionCode] {
    guard functions.count > 1 else { return functions }
    func isConcrete(_ type: SwiftType) -> Bool {
      switch type {
      case .int, .double, .bool, .string, .character, .number, .array, .dictionary, .set, .tuple: return true
      case .user(let userType, _): return !userType.isProtocol
      default: return false
      }
    }
    let kept = functions.filter { code in
      guard let bindings = ArgumentMatcher.match(code.parameters.map(\.shape), shapes(syntax)) else { return false }
      for (index, binding) in bindings.enumerated() {
        guard case .argument(let position) = binding, position < arguments.count else { continue }
        let known = arguments[position].code.type, parameter = code.parameters[index].type
        guard isConcrete(parameter) else { continue }
        if case .any = known { return false }
        if case .optional = known { return false }
      }
      return true
    }
    let fitting = kept.isEmpty ? functions : kept
    return preferringExactAny(fitting, arguments, syntax)
  }

  /// `show(1 as Any)` beside `show<T>(_: T)` and `show(_: Any)`: an argument whose static type is
  /// `Any` fits the `Any` parameter exactly, and swiftc prefers that overload to the generic
  /// one (which the run, seeing an `Int`, ranked first).
  private func preferringExactAny(
    _ functions: [FunctionCode], _ arguments: [CompiledArgument], _ syntax: [ArgumentSyntax]
  ) -> [FunctionCode] {
    guard functions.count > 1 else { return functions }
    for (position, argument) in arguments.enumerated() {
      guard case .any = argument.code.type else { continue }
      let exact = functions.filter { code in
        guard let bindings = ArgumentMatcher.match(code.parameters.map(\.shape), shapes(syntax)),
          let index = bindings.firstIndex(where: { if case .argument(position) = $0 { true } else { false } })
        else { return false }
        if case .any = code.parameters[index].type { return true }
        return false
      }
      if !exact.isEmpty, exact.count < functions.count { return exact }
    }
    return functions
  }
}

extension Compiler {
  /// A binary operator's two operands as a function value receives them: two arguments, or one
  /// pair (`[(3, 4)].map(<)` passes each tuple whole, and Swift splats it).
  static func operands(_ arguments: [Value], _ name: String, at location: SourceLocation?) throws -> (Value, Value) {
    if arguments.count == 2 { return (arguments[0], arguments[1]) }
    if arguments.count == 1, case .tuple(let pair) = arguments[0], pair.elements.count == 2 {
      return (pair.elements[0], pair.elements[1])
    }
    throw InterpreterError.unsupported("operator '\(name)' takes two operands, not \(arguments.count)", at: location)
  }
}

extension Compiler {
  /// Whether `base` in `base.name` is a module's name (`Swift.min`, `main.helper`): the name is
  /// then the module's own top-level name, found past any local of the same name.
  func isModuleQualifier(_ base: Expr) -> Bool {
    guard case .identifier(let name) = base.kind, name == "Swift" || name == program.configuration.moduleName else {
      return false
    }
    return context.local(name) == nil && scriptGlobals[name] == nil && program.globalsByName[name] == nil
      && namedType(name, arguments: [], in: context.selfType) == nil
  }
}
