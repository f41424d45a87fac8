import SwiftReader
import Transcript

extension Interpreter {
  /// Evaluates an expression; an optional chain inside it ends here, as a nil or a wrapped value.
  func evaluate(_ expr: Expr, _ context: Context, hint: TypeHint? = nil) throws -> Value {
    try tick(expr.range.start)
    guard expr.spineHasOptionalChain else { return try evaluateNode(expr, context, hint: hint) }
    do {
      return try evaluateNode(expr, context, hint: hint).wrappedInOptional
    } catch is OptionalChainStop {
      return .null
    }
  }

  /// Evaluates the base of a postfix expression without ending an optional chain there.
  func evaluateBase(_ expr: Expr, _ context: Context) throws -> Value {
    switch expr.kind {
    case .optionalChain(let inner):
      let value = try evaluateBase(inner, context)
      guard let unwrapped = value.unwrapped else { throw OptionalChainStop() }
      return unwrapped
    case .member, .call, .subscriptCall, .forceUnwrap:
      try tick(expr.range.start)
      return try evaluateNode(expr, context, hint: nil)
    default:
      return try evaluate(expr, context)
    }
  }

  private func evaluateNode(_ expr: Expr, _ context: Context, hint: TypeHint?) throws -> Value {
    let location = expr.range.start
    switch expr.kind {
    case .integerLiteral(let digits):
      guard let value = Self.parseInteger(digits) else {
        throw RuntimeError("integer literal '\(digits)' overflows when stored into 'Int'", at: location)
      }
      if let hint, ["Double", "CGFloat", "TimeInterval", "Float"].contains(hint.typeName) {
        return .double(Double(value))
      }
      return .int(value)
    case .floatLiteral(let digits):
      return .double(Double(digits.replacingOccurrences(of: "_", with: "")) ?? 0)
    case .stringLiteral(let segments):
      return .string(try interpolate(segments, context))
    case .booleanLiteral(let value):
      return .bool(value)
    case .nilLiteral:
      return .null
    case .arrayLiteral(let elements):
      let elementHint = hint.flatMap(Self.elementHint)
      return .array(try elements.map { try evaluate($0, context, hint: elementHint) })
    case .dictionaryLiteral(let elements):
      var dictionary = OrderedDictionary()
      for element in elements {
        dictionary[try evaluate(element.key, context)] = try evaluate(element.value, context)
      }
      return .dictionary(dictionary)
    case .identifier(let name):
      return try lookup(name, context, at: location)
    case .implicitMember(let name):
      return try implicitMember(name, hint: hint, context, at: location)
    case .member(let base, let name, _):
      if let type = try staticBase(base, context) {
        return try staticMember(of: type, name, context, at: location)
      }
      let value = try evaluateBase(base, context)
      return try member(of: value, name, context, at: location)
    case .optionalChain(let inner):
      return try evaluateBase(inner, context)
    case .forceUnwrap(let inner):
      let value = try evaluateBase(inner, context)
      guard let unwrapped = value.unwrapped else {
        throw RuntimeError("Unexpectedly found nil while unwrapping an Optional value", at: location)
      }
      return unwrapped
    case .call(let callee, let arguments, let trailing, _):
      return try evaluateCall(
        expr, callee: callee, arguments: arguments, trailing: trailing, context, hint: hint)
    case .subscriptCall(let base, let arguments):
      let value = try evaluateBase(base, context)
      let args = try evaluateArguments(arguments, context)
      return try subscriptGet(value, args, context, at: location)
    case .closure(let closure):
      return makeClosure(closure, context)
    case .prefixOperator(let op, let operand):
      return try prefix(op, operand, context, hint: hint, at: location)
    case .infixOperator(let op, let lhs, let rhs):
      return try infix(op, lhs, rhs, context, hint: hint, at: location)
    case .postfixOperator(let op, let operand):
      let value = try evaluate(operand, context)
      if op == "..." { return .range(lower: value, upper: .int(Int.max), isClosed: true) }
      throw RuntimeError.unsupported("unsupported postfix operator '\(op)'", at: location)
    case .ternary(let condition, let then, let otherwise):
      return try truth(try evaluate(condition, context), at: location)
        ? try evaluate(then, context, hint: hint) : try evaluate(otherwise, context, hint: hint)
    case .tryExpr(let kind, let inner):
      return try evaluateTry(kind, inner, context, hint: hint, at: location)
    case .awaitExpr(let inner):
      return try evaluateAwait(inner, context, hint: hint, at: location)
    case .cast(let kind, let inner, let type):
      return try cast(try evaluate(inner, context, hint: .syntax(type)), kind, type, at: location)
    case .typeCheck(let inner, let type):
      return .bool(try value(try evaluate(inner, context), isOf: type))
    case .keyPath(_, let components):
      return .native(.keyPath(components))
    case .tuple(let elements):
      if elements.count == 1, elements[0].label == nil {
        return try evaluate(elements[0].value, context, hint: hint)
      }
      return .tuple(
        try elements.map { TupleElement(label: $0.label, value: try evaluate($0.value, context)) })
    case .macroExpansion(let name, let arguments, _):
      switch name {
      case "selector":
        // `#selector(tapped)`: the method's name, for `addTarget(_:action:for:)`.
        let method = arguments.first?.value.typeName ?? ""
        return .native(.opaque("#selector(\(method))"))
      case "file", "fileID", "filePath": return .string(location.file)
      case "line": return .int(location.line)
      case "column": return .int(location.column)
      case "function": return .string("body")
      default: throw RuntimeError.unsupported("unsupported macro '#\(name)' in an expression", at: location)
      }
    case .type(let type):
      return .metatype(try resolveType(type, context, at: location))
    case .statementExpression(let statement):
      return try evaluateStatementExpression(statement, context, hint: hint)
    }
  }

  /// `try`, `try?` and `try!`: a thrown error becomes nil, or a crash.
  private func evaluateTry(
    _ kind: TryKind, _ inner: Expr, _ context: Context, hint: TypeHint?, at location: SourceLocation
  ) throws -> Value {
    switch kind {
    case .plain:
      return try evaluate(inner, context, hint: hint)
    case .optional:
      do {
        return try evaluate(inner, context, hint: hint).wrappedInOptional
      } catch is ThrownError {
        return .null
      }
    case .forced:
      do {
        return try evaluate(inner, context, hint: hint)
      } catch let error as ThrownError {
        throw RuntimeError(
          "'try!' expression unexpectedly raised an error: \(try describe(error.value))", at: location)
      }
    }
  }

  func truth(_ value: Value, at location: SourceLocation) throws -> Bool {
    guard case .bool(let flag) = value else {
      throw RuntimeError("type '\(typeName(of: value))' cannot be used as a boolean", at: location)
    }
    return flag
  }

  /// Joins a string literal's text and interpolated values as Swift's `description`s.
  func interpolate(_ segments: [StringSegment], _ context: Context) throws -> String {
    var text = ""
    for segment in segments {
      switch segment {
      case .text(let part):
        text += part
      case .interpolation(let arguments, let range):
        guard let first = arguments.first else { continue }
        let value = try evaluate(first.value, context)
        if let specifier = arguments.first(where: { $0.label == "specifier" }) {
          let format = try evaluate(specifier.value, context)
          text += try formatted(value, specifier: format, at: range.start)
        } else {
          text += try describe(value)
        }
      }
    }
    return text
  }

  static func parseInteger(_ digits: String) -> Int? {
    let clean = digits.replacingOccurrences(of: "_", with: "")
    if clean.hasPrefix("0x") { return Int(clean.dropFirst(2), radix: 16) }
    if clean.hasPrefix("0b") { return Int(clean.dropFirst(2), radix: 2) }
    if clean.hasPrefix("0o") { return Int(clean.dropFirst(2), radix: 8) }
    return Int(clean)
  }

  static func elementHint(_ hint: TypeHint) -> TypeHint? {
    if case .syntax(let syntax) = hint {
      switch syntax.kind {
      case .array(let element): return .syntax(element)
      case .optional(let inner): return elementHint(.syntax(inner))
      default: return nil
      }
    }
    return nil
  }
}

extension Expr {
  /// Whether a `?.` sits in this postfix chain, so that the chain's value is optional.
  var spineHasOptionalChain: Bool {
    var current = self
    while true {
      switch current.kind {
      case .optionalChain: return true
      case .member(let base, _, _), .forceUnwrap(let base), .subscriptCall(let base, _):
        current = base
      case .call(let callee, _, _, _):
        current = callee
      default:
        return false
      }
    }
  }
}
