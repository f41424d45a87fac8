import SwiftReader
import Transcript

/// Names: locals, `self`, members reached through implicit `self`, globals, functions, types
/// and the registry's free functions, in Swift's order of lookup.
extension Compiler {
  /// `moduleQualified`: written `Swift.name`, so locals and the enclosing type's members are
  /// passed over.
  func compileIdentifier(
    _ name: String, expected: SwiftType?, moduleQualified: Bool = false, at location: SourceLocation
  ) -> ExprCode {
    if name == "self" { return selfCode(at: location) }
    if name.hasSuffix(":)"), let reference = compoundNameReference(name, expected: expected, at: location) { return reference }
    if name == "Self", let selfType = context.selfType {
      let type = selfType.instanceType
      guard case .user(let declared, _) = type, declared.isProtocol || declared.isClass else {
        return constant(.type(type), type: .metatype(type), at: location)
      }
      // In a protocol's extension or a class, `Self` is the type of the instance at hand.
      return ExprCode(type: .metatype(type), run: { frame in
        if case .type(let own) = frame.currentSelf { return .type(own) }
        return .type(frame.interpreter.dynamicType(of: frame.currentSelf))
      }, location: location)
    }
    if !moduleQualified, let (reference, variable) = context.lookup(name) {
      checkInitialized(name, reference, at: location)
      var read = ExprCode(type: variable.type, run: readVariable(reference), location: location)
      if variable.declaredWithoutValue { read.run = readInitialized(read.run, variable, at: location) }
      read.element = variable.element
      if variable.ownership != .strong { read = ownedRead(read, variable.ownership, at: location) }
      return asyncLetNames.contains(name) ? awaitingAsyncLet(read, name: name, at: location) : read
    }
    if isWrappedParameter(name), let (reference, _) = context.lookup("$" + name) {
      let read = readVariable(reference)
      return ExprCode(type: .unknown, run: { frame in
        try frame.interpreter.getMember(try read(frame), "wrappedValue", at: location)
      }, location: location)
    }
    // Inside a type, its members come before the script's globals (Swift's unqualified lookup:
    // local scopes, then the enclosing type's members, then the module).
    // An operator is looked up among every type's overloads, never as a member of `self`'s type:
    // `map(+)` inside a type declaring `static func +` still adds the elements.
    if !moduleQualified, !Compiler.isOperatorName(name), let selfType = context.selfType,
      let member = implicitSelfMember(name, of: selfType, at: location)
    {
      checkMemberAccess(selfType, name, at: location)
      return member
    }
    if let global = scriptGlobals[name] {
      checkScriptGlobalInitialized(name, at: location)
      noteIsolatedUse(isolatedGlobalUse(name, global, at: location), .referenced)
      var read = ExprCode(type: global.type, run: { frame in try frame.interpreter.global(global, at: location) }, location: location)
      read.element = global.element
      return asyncLetNames.contains(name) ? awaitingAsyncLet(read, name: name, at: location) : read
    }
    if let global = program.globalsByName[name] {
      return ExprCode(type: global.type, run: { frame in try frame.interpreter.global(global, at: location) }, location: location)
    }
    if let functions = program.functions[name], !functions.isEmpty {
      return functionReference(functions, expected: expected, at: location)
    }
    if let type = namedType(name, arguments: [], in: context.selfType) {
      return constant(.type(type), type: .metatype(type), at: location)
    }
    if let property = registry.globals[name] {
      let type = property.type.map { resolveType($0, in: nil, reportUnknown: false) } ?? .unknown
      return ExprCode(type: type, run: { frame in
        try property.get(NativeAccess(interpreter: frame.interpreter, receiver: .void, location: location))
      }, location: location)
    }
    if let functions = registry.functions[name], let first = functions.first, !foundationIsNotImported(name) {
      return ExprCode(type: .unknown, run: { frame in
        .function(FunctionValue(.native(first, receiver: nil, typeName: nil), serial: frame.interpreter.nextSerial()))
      }, location: location)
    }
    if let op = operatorFunction(name, at: location) ?? prefixOperatorFunction(name, at: location) { return op }
    return unknownName(name, at: location)
  }

  /// `cannot find 'x' in scope`; a framework's name the registry lacks is `does not model`
  /// when the program reaches it, so code it never runs does not stop it.
  func unknownName(_ name: String, at location: SourceLocation) -> ExprCode {
    if foundationIsNotImported(name) {
      error("cannot find '\(name)' in scope", at: location)
      return failing(.notModelled(name, at: location), at: location)
    }
    if program.configuration.platform.isFrameworkName(name) { return failing(.notModelled(name, at: location), at: location) }
    // In an extension of a standard type or protocol, a bare name is most likely one of its
    // members the registry lacks (`index(after:)` in `extension Collection`): refused when run.
    // On an instance it is looked up on the value `self` is when it runs (`indices` in
    // `extension Collection` called on an array), and refused there if that lacks it too.
    if case .native(let native, _)? = context.selfType?.instanceType {
      if case .metatype? = context.selfType {
        return failing(.notModelled("\(native.name).\(name)", at: location), at: location)
      }
      return map(selfCode(at: location), type: .unknown) { frame, value in
        try frame.interpreter.getMember(value, name, at: location)
      }
    }
    // In a subclass of a framework's class (not a root class), a bare name is most likely an
    // inherited member the registry lacks (`traitCollection` in a view controller).
    if case .user(let user, _)? = context.selfType?.instanceType,
      let native = user.frameworkAncestor(program.configuration.platform)
    {
      return failing(.notModelled("\(native.name).\(name)", at: location), at: location)
    }
    error("cannot find '\(name)' in scope", at: location)
    return failing(.unsupported("cannot find '\(name)' in scope", at: location), at: location)
  }

  /// Whether `name` is a closure parameter written `$name` here or in an enclosing closure.
  func isWrappedParameter(_ name: String) -> Bool {
    var current: FunctionContext? = context
    while let function = current {
      if function.wrappedParameters.contains(name) { return true }
      current = function.parent
    }
    return false
  }

  func readVariable(_ reference: VariableReference) -> (Frame) throws -> Value {
    switch reference {
    case .slot(let slot): return { frame in frame.slots[slot] }
    case .box(let index): return { frame in frame.boxes[index]?.value ?? .void }
    case .capture(let index): return { frame in frame.captures[index].value }
    case .global: return { _ in .void }
    }
  }

  /// `self`: the value, the mutating method's cell, or the type in a static member.
  func selfCode(at location: SourceLocation) -> ExprCode {
    var enclosing: FunctionContext? = context
    while let function = enclosing {
      function.code.usesSelf = true
      enclosing = function.parent
    }
    guard let selfType = context.selfType else {
      error("cannot find 'self' in scope", at: location)
      return failing(.unsupported("cannot find 'self' in scope", at: location), at: location)
    }
    // `guard let self` in a closure that captured `[weak self]`: the unwrapped local.
    if let (reference, variable) = context.lookup("self") {
      return ExprCode(type: variable.type, run: readVariable(reference), location: location)
    }
    return ExprCode(type: selfType, run: { frame in frame.currentSelf }, location: location)
  }

  /// A member of `self` used without `self.`: a property, a method, or (in static code) a
  /// static member; `$name` and `_name` for wrapped properties.
  private func implicitSelfMember(_ name: String, of selfType: SwiftType, at location: SourceLocation) -> ExprCode? {
    if case .metatype(let instanceType) = selfType {
      guard hasStaticMember(instanceType, name) else { return nil }
      return staticMemberCode(instanceType, name, throughSelf: true, at: location)
    }
    if name.hasPrefix("$"), name.count > 1 {
      let base = String(name.dropFirst())
      guard hasMember(selfType, base) else { return nil }
      return map(selfCode(at: location), type: .unknown) { frame, value in
        try frame.interpreter.getMember(value, name, at: location)
      }
    }
    if name.hasPrefix("_"), name.count > 1, case .user(let type, _) = selfType,
      let index = type.field(named: String(name.dropFirst())), type.storedProperties[index].wrapper != nil
    {
      let property = String(name.dropFirst())
      return map(selfCode(at: location), type: .unknown) { frame, value in
        try frame.interpreter.wrapperStorage(value, property, at: location) ?? .void
      }
    }
    guard hasMember(selfType, name) else {
      if hasStaticMember(selfType, name) { return staticMemberCode(selfType.instanceType, name, at: location) }
      return nil
    }
    checkImplicitSelf(name, of: selfType, isCall: false, at: location)
    return memberAccess(selfCode(at: location), name, at: location)
  }

  /// Whether an identifier is an operator's name (`+`, `==`, `<*>`), not a word.
  static func isOperatorName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    return "/=-+!*%<>&|^~?.".unicodeScalars.contains(first)
  }

  /// `(+)`, `(<)`: an operator used as a function.
  private func operatorFunction(_ name: String, at location: SourceLocation) -> ExprCode? {
    let arithmetic: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*"]
    let comparison: Set<String> = ["==", "!=", "<", ">", "<=", ">="]
    if arithmetic.contains(name) {
      return ExprCode(type: .unknown, run: { frame in
        frame.interpreter.builtinFunction(name) { arguments, interpreter, location in
          let (a, b) = try Compiler.operands(arguments, name, at: location)
          return try interpreter.binary(name, a, b, at: location)
        }
      }, location: location)
    }
    if comparison.contains(name) {
      return ExprCode(type: .unknown, run: { frame in
        frame.interpreter.builtinFunction(name) { arguments, interpreter, location in
          let (a, b) = try Compiler.operands(arguments, name, at: location)
          return .bool(try interpreter.compare(name, a, b, at: location))
        }
      }, location: location)
    }
    if name == "&&" || name == "||" {
      return ExprCode(type: .unknown, run: { frame in
        frame.interpreter.builtinFunction(name) { arguments, _, location in
          let (x, y) = try Compiler.operands(arguments, name, at: location)
          let a = x.asBool ?? false, b = y.asBool ?? false
          return .bool(name == "&&" ? a && b : a || b)
        }
      }, location: location)
    }
    return nil
  }

  func functionType(of code: FunctionCode) -> SwiftType {
    .function(parameters: code.parameters.map(\.type), result: code.returnType, isAsync: code.isAsync,
      isThrowing: code.isThrowing)
  }
}

extension SwiftType {
  /// The type itself for a metatype's instance (`Self` in static code is the type).
  var instanceType: SwiftType {
    if case .metatype(let inner) = self { return inner }
    return self
  }
}
