import SwiftReader
import Transcript

/// `type(of:)`, with what Swift shows of function values.
///
/// A function type has no dynamic part: `type(of: f)` is the static type of `f` (the generic
/// parameter `T` is bound to it). A reference to a global function, a static method or an
/// initializer is `@Sendable` in Swift 6 (SE-0418: "Inferring Sendable for methods and key path
/// literals"), a closure is not. So a closure of the program shows its static type once that is
/// fully known; any other function value whose type the compiler cannot vouch for (a global
/// function passed through a variable, which may or may not have dropped `@Sendable`) is refused.
extension Compiler {
  func compileTypeOf(_ syntax: [ArgumentSyntax], at location: SourceLocation) -> ExprCode? {
    guard syntax.count == 1, syntax[0].label == "of", !syntax[0].isTrailingClosure else { return nil }
    let expression = syntax[0].expression
    let isDeclaredFunction = namesDeclaredFunction(expression)
    var isCall = false
    if case .call = expression.kind { isCall = true }
    let value = compileExpr(expression, expected: nil)
    var staticType = value.type
    if isDeclaredFunction, staticType.isUnknown, let method = onlyStaticMethod(expression) {
      staticType = functionType(of: method)
    }
    let knownFunction = staticType.isFunction && staticType.isCompletelyKnown
    if isDeclaredFunction && knownFunction {
      let shown = SwiftType.sendable(staticType)
      return map(value, type: .metatype(shown)) { _, _ in .type(shown) }
    }
    return map(value, type: .unknown) { frame, argument in
      guard case .function(let function) = argument else {
        let dynamic = frame.interpreter.dynamicType(of: argument)
        // `[greet]`: whether its element type says `@Sendable` depends on how it was written.
        if dynamic.containsFunction { throw InterpreterError.notModelled("type(of:) of a function", at: location) }
        return .type(try TypeOfShown.shown(dynamic, known: staticType, isCall: isCall, at: location))
      }
      // A variadic parameter shows as `Int...`, which a function type here does not keep.
      if knownFunction, let code = function.code, code.kind == .closure, !code.parameters.contains(where: \.isVariadic) {
        return .type(staticType)
      }
      throw InterpreterError.notModelled("type(of:) of a function", at: location)
    }
  }

  /// `Flag.make`: the one static method of that name of the program's type.
  private func onlyStaticMethod(_ expression: Expr) -> FunctionCode? {
    guard case .member(let base, let name, _) = expression.kind, let type = typeOfExpression(base),
      case .user(let userType, _) = type,
      let methods = userType.classChain.lazy.compactMap({ $0.members.staticMethods[name] }).first, methods.count == 1
    else { return nil }
    return methods[0]
  }

  /// Whether an expression names a function declaration itself: `greet`, `add(_:_:)`,
  /// `Flag.make`, `Flag.init(text:)` (not a variable holding one).
  private func namesDeclaredFunction(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .identifier(let name):
      let base = Compiler.splitCompoundName(name)?.base ?? name
      guard context.lookup(base) == nil, scriptGlobals[base] == nil, program.globalsByName[base] == nil else { return false }
      if let selfType = context.selfType, hasMember(selfType, base) || hasStaticMember(selfType.instanceType, base) {
        return false
      }
      return program.functions[base] != nil
    case .member(let base, let name, _):
      guard let type = typeOfExpression(base), case .user(let userType, _) = type else { return false }
      let member = Compiler.splitCompoundName(name)?.base ?? name
      if member == "init" { return true }
      return userType.classChain.contains { $0.members.staticMethods[member] != nil }
    default:
      return false
    }
  }
}

extension SwiftType {
  var isFunction: Bool {
    if case .function = self { return true }
    return false
  }

  /// Whether the type is a tuple with at least one label (`(first: Int, second: Int)`).
  var hasTupleLabels: Bool {
    if case .tuple(_, let labels) = self { return labels.contains { $0 != nil } }
    return false
  }

  /// Whether a function type appears anywhere in the type.
  var containsFunction: Bool {
    switch self {
    case .function, .sendable: return true
    case .optional(let inner), .array(let inner), .set(let inner), .metatype(let inner): return inner.containsFunction
    case .dictionary(let key, let value): return key.containsFunction || value.containsFunction
    case .tuple(let elements, _): return elements.contains(where: \.containsFunction)
    case .user(_, let arguments), .native(_, let arguments): return arguments.contains(where: \.containsFunction)
    default: return false
    }
  }

  /// Whether nothing in the type is left unknown or generic (`Any` is known: it is a type).
  var isCompletelyKnown: Bool {
    switch self {
    case .unknown, .generic, .opaque: return false
    case .optional(let inner), .array(let inner), .set(let inner), .metatype(let inner), .sendable(let inner):
      return inner.isCompletelyKnown
    case .dictionary(let key, let value): return key.isCompletelyKnown && value.isCompletelyKnown
    case .tuple(let elements, _): return elements.allSatisfy(\.isCompletelyKnown)
    case .function(let parameters, let result, _, _): return parameters.allSatisfy(\.isCompletelyKnown) && result.isCompletelyKnown
    case .range(let bound, _), .partialRange(let bound, _): return bound.isCompletelyKnown
    case .user(_, let arguments), .native(_, let arguments): return arguments.allSatisfy(\.isCompletelyKnown)
    default: return true
    }
  }
}
