import SwiftReader
import Transcript

extension Interpreter {
  /// Matches a value against a pattern, declaring the names it binds in `scope`.
  func match(_ pattern: Pattern, _ value: Value, _ context: Context, bindingIn scope: Scope, isLet: Bool = true)
    throws -> Bool
  {
    let location = pattern.range.start
    switch pattern.kind {
    case .wildcard:
      return true
    case .identifier(let name):
      scope.declare(name, Box(value, isConstant: isLet))
      return true
    case .binding(let bindingIsLet, let inner):
      return try match(inner, value, context, bindingIn: scope, isLet: bindingIsLet)
    case .tuple(let elements):
      guard case .tuple(let items) = value, items.count == elements.count else {
        if elements.count == 1 { return try match(elements[0].pattern, value, context, bindingIn: scope, isLet: isLet) }
        return false
      }
      for (element, item) in zip(elements, items) {
        guard try match(element.pattern, item.value, context, bindingIn: scope, isLet: isLet) else { return false }
      }
      return true
    case .enumCase(_, let name, let arguments):
      return try matchCase(name, arguments, value, context, scope, isLet: isLet, at: location)
    case .optional(let inner):
      guard let unwrapped = value.unwrapped, !value.isNil else { return false }
      return try match(inner, unwrapped, context, bindingIn: scope, isLet: isLet)
    case .isType(let type):
      return try self.value(value, isOf: type)
    case .asType(let inner, let type):
      guard try self.value(value, isOf: type) else { return false }
      let converted = try cast(value, .forced, type, at: location)
      return try match(inner, converted, context, bindingIn: scope, isLet: isLet)
    case .expression(let expr):
      let candidate = try evaluate(expr, context, hint: hintFor(value))
      return try matches(pattern: candidate, value: value, at: location)
    }
  }

  private func matchCase(
    _ name: String, _ arguments: [(label: String?, pattern: Pattern)]?, _ value: Value,
    _ context: Context, _ scope: Scope, isLet: Bool, at location: SourceLocation
  ) throws -> Bool {
    // `.some(x)` and `.none` match optionals.
    if name == "none" && arguments == nil, case .optional(nil) = value { return true }
    if name == "some", let arguments, arguments.count == 1 {
      guard !value.isNil, let inner = value.unwrapped else { return false }
      return try match(arguments[0].pattern, inner, context, bindingIn: scope, isLet: isLet)
    }
    let subject = value.unwrapped ?? value
    guard case .enumCase(let enumValue) = subject, enumValue.name == name else {
      if case .native(.error(let error)) = subject, let underlying = error.underlying {
        return try matchCase(name, arguments, underlying, context, scope, isLet: isLet, at: location)
      }
      return false
    }
    guard let arguments else { return true }
    if arguments.count == 1, enumValue.payload.count > 1 {
      let tuple = Value.tuple(enumValue.payload)
      return try match(arguments[0].pattern, tuple, context, bindingIn: scope, isLet: isLet)
    }
    guard arguments.count == enumValue.payload.count else { return false }
    for (argument, item) in zip(arguments, enumValue.payload) {
      guard try match(argument.pattern, item.value, context, bindingIn: scope, isLet: isLet) else {
        return false
      }
    }
    return true
  }

  /// Evaluates a condition list (`if a, let b = c, case .x = d`), binding into `scope`.
  func evaluateConditions(_ conditions: [Condition], _ context: Context, bindingIn scope: Scope) throws -> Bool {
    let inner = context.with(scope: scope)
    for condition in conditions {
      switch condition {
      case .expression(let expr):
        guard try truth(try evaluate(expr, inner), at: expr.range.start) else { return false }
      case .optionalBinding(let isLet, let name, let type, let initializer, let range):
        let value: Value
        if let initializer {
          value = try evaluate(initializer, inner, hint: type.map { .syntax($0) })
        } else {
          value = try lookup(name, inner, at: range.start)
        }
        guard !value.isNil, let unwrapped = value.unwrapped else { return false }
        scope.declare(name, Box(unwrapped, isConstant: isLet, declaredType: type))
      case .casePattern(let pattern, let expr, _):
        let value = try evaluate(expr, inner)
        guard try match(pattern, value, inner, bindingIn: scope) else { return false }
      case .availability:
        continue
      }
    }
    return true
  }
}
