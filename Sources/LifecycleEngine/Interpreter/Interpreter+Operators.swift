import SwiftReader
import Transcript

extension Interpreter {
  func prefix(_ op: String, _ operand: Expr, _ context: Context, hint: TypeHint?, at location: SourceLocation)
    throws -> Value
  {
    if op == "&" { return try evaluate(operand, context, hint: hint) }
    if op == "..." || op == "..<" {
      return .range(lower: .int(Int.min), upper: try evaluate(operand, context), isClosed: op == "...")
    }
    let value = try evaluate(operand, context, hint: hint)
    switch (op, value) {
    case ("!", .bool(let flag)): return .bool(!flag)
    case ("-", .int(let number)): return .int(-number)
    case ("-", .double(let number)): return .double(-number)
    case ("+", .int), ("+", .double): return value
    case ("~", .int(let number)): return .int(~number)
    default:
      throw RuntimeError(
        "unary operator '\(op)' cannot be applied to an operand of type '\(typeName(of: value))'",
        at: location)
    }
  }

  func infix(_ op: String, _ lhs: Expr, _ rhs: Expr, _ context: Context, hint: TypeHint?, at location: SourceLocation)
    throws -> Value
  {
    switch op {
    case "=":
      let target = try resolveLValue(lhs, context)
      let current = try? get(target, context, at: location)
      let value = try evaluate(rhs, context, hint: current.flatMap(hintFor) ?? declaredHint(of: target))
      try assign(value, to: target, context, at: location)
      return .void
    case "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "??=":
      let target = try resolveLValue(lhs, context)
      let current = try get(target, context, at: location)
      let value = try evaluate(rhs, context, hint: hintFor(current))
      let result = try arithmetic(String(op.dropLast()), current, value, at: location)
      try assign(result, to: target, context, at: location)
      return .void
    case "&&":
      guard try truth(try evaluate(lhs, context), at: location) else { return .bool(false) }
      return .bool(try truth(try evaluate(rhs, context), at: location))
    case "||":
      if try truth(try evaluate(lhs, context), at: location) { return .bool(true) }
      return .bool(try truth(try evaluate(rhs, context), at: location))
    case "??":
      let left = try evaluate(lhs, context)
      if let inner = left.unwrapped { return inner }
      return try evaluate(rhs, context, hint: hint)
    default:
      break
    }
    let left = try evaluate(lhs, context)
    let right = try evaluate(rhs, context, hint: hintFor(left))
    if let custom = try userOperator(op, left, right, at: location) { return custom }
    switch op {
    case "==": return .bool(try equal(left, right, at: location))
    case "!=": return .bool(!(try equal(left, right, at: location)))
    case "===": return .bool(identical(left, right))
    case "!==": return .bool(!identical(left, right))
    case "<", ">", "<=", ">=": return .bool(try compare(op, left, right, at: location))
    case "...", "..<": return .range(lower: left, upper: right, isClosed: op == "...")
    case "~=": return .bool(try matches(pattern: left, value: right, at: location))
    default: return try arithmetic(op, left, right, at: location)
    }
  }

  /// The hint a value gives to the other side of `==` or `=`: `new == .background`.
  func hintFor(_ value: Value) -> TypeHint? {
    switch value {
    case .enumCase(let enumValue): .reference(enumValue.type)
    case .structure(let structure): .reference(.user(structure.type))
    case .optional(let inner?): hintFor(inner)
    case .native(.date): .reference(.builtin("Date"))
    case .native(.duration): .reference(.builtin("Duration"))
    case .double: .reference(.builtin("Double"))
    // A drawing value's place takes drawing values: `view.backgroundColor = .systemBlue`.
    case .native(.opaque): .reference(.builtin("Color"))
    default: nil
    }
  }

  private func declaredHint(of target: LValue) -> TypeHint? {
    switch target {
    case .variable(let box): box.declaredType.map { .syntax($0) }
    case .field(_, let type, let index): type.storedProperties[index].type.map { .syntax($0) }
    case .objectField(let object, let index): object.type.storedProperties[index].type.map { .syntax($0) }
    default: nil
    }
  }

  /// `static func ==` and friends declared by the program for its types.
  private func userOperator(_ op: String, _ left: Value, _ right: Value, at location: SourceLocation?)
    throws -> Value?
  {
    guard let type = userType(of: left) ?? userType(of: right),
      let function = type.members.staticMethods[op]?.first
    else { return nil }
    let declaration = DeclarationContext(selfReference: .type(type), type: type)
    return try callFunction(
      Function(.declared(function, context: declaration), serial: 0),
      [ArgumentValue(label: nil, value: left), ArgumentValue(label: nil, value: right)], at: location)
  }

  func equal(_ left: Value, _ right: Value, at location: SourceLocation?) throws -> Bool {
    if let custom = try userOperator("==", left, right, at: location), case .bool(let flag) = custom {
      return flag
    }
    return left.isEqual(to: right)
  }

  private func identical(_ left: Value, _ right: Value) -> Bool {
    if case .object(let a) = left.unwrapped ?? .void, case .object(let b) = right.unwrapped ?? .void {
      return a === b
    }
    return left.isNil && right.isNil
  }

  func compare(_ op: String, _ left: Value, _ right: Value, at location: SourceLocation) throws -> Bool {
    if let custom = try userOperator("<", left, right, at: location), case .bool(let less) = custom {
      let greater: Bool = {
        if case .bool(let flag)? = try? userOperator("<", right, left, at: location) { return flag }
        return false
      }()
      switch op {
      case "<": return less
      case ">": return greater
      case "<=": return !greater
      default: return !less
      }
    }
    guard let order = Value.order(left, right) else {
      throw RuntimeError(
        "binary operator '\(op)' cannot be applied to operands of type '\(typeName(of: left))' and '\(typeName(of: right))'",
        at: location)
    }
    switch op {
    case "<": return order < 0
    case ">": return order > 0
    case "<=": return order <= 0
    default: return order >= 0
    }
  }

  func arithmetic(_ op: String, _ left: Value, _ right: Value, at location: SourceLocation) throws -> Value {
    switch (left, right) {
    case (.int(let a), .int(let b)):
      let (result, overflow): (Int, Bool)
      switch op {
      case "+": (result, overflow) = a.addingReportingOverflow(b)
      case "-": (result, overflow) = a.subtractingReportingOverflow(b)
      case "*": (result, overflow) = a.multipliedReportingOverflow(by: b)
      case "/", "%":
        guard b != 0 else { throw RuntimeError("Division by zero", at: location) }
        (result, overflow) = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
      case "&": (result, overflow) = (a & b, false)
      case "|": (result, overflow) = (a | b, false)
      case "^": (result, overflow) = (a ^ b, false)
      case "<<": (result, overflow) = (a << b, false)
      case ">>": (result, overflow) = (a >> b, false)
      case "&+": (result, overflow) = (a &+ b, false)
      case "&-": (result, overflow) = (a &- b, false)
      case "&*": (result, overflow) = (a &* b, false)
      default: throw unsupported(op, left, right, at: location)
      }
      if overflow { throw RuntimeError("Arithmetic overflow", at: location) }
      return .int(result)
    case (.double, .double), (.int, .double), (.double, .int):
      let a = left.doubleValue!, b = right.doubleValue!
      switch op {
      case "+": return .double(a + b)
      case "-": return .double(a - b)
      case "*": return .double(a * b)
      case "/": return .double(a / b)
      default: throw unsupported(op, left, right, at: location)
      }
    case (.string(let a), .string(let b)) where op == "+":
      try checkSize(a.utf8.count + b.utf8.count, at: location)
      return .string(a + b)
    case (.array(let a), .array(let b)) where op == "+":
      try checkSize(a.count + b.count, at: location)
      return .array(a + b)
    case (.view(.text(let a)), .view(.text(let b))) where op == "+":
      // `Text("a") + Text("b")` is one Text.
      return .view(.text(a + b))
    case (.bool(let a), .bool(let b)) where op == "&&" || op == "||":
      return .bool(op == "&&" ? a && b : a || b)
    case (.optional(nil), _) where op == "??":
      return right
    case (.optional(let inner?), _) where op == "??":
      return inner
    case (.native(.date(let a)), .native(.duration(let b))) where op == "+" || op == "-":
      return .native(.date(op == "+" ? a + b : a - b))
    case (.native(.date(let a)), _) where op == "+" || op == "-":
      guard let seconds = right.doubleValue else { throw unsupported(op, left, right, at: location) }
      return .native(.date(op == "+" ? a + seconds : a - seconds))
    case (.native(.date(let a)), .native(.date(let b))) where op == "-":
      return .double(a - b)
    case (.native(.duration(let a)), .native(.duration(let b))) where op == "+" || op == "-":
      return .native(.duration(op == "+" ? a + b : a - b))
    case (.native(.duration(let a)), .int(let b)) where op == "*":
      return .native(.duration(a * Double(b)))
    default:
      throw unsupported(op, left, right, at: location)
    }
  }

  private func unsupported(_ op: String, _ left: Value, _ right: Value, at location: SourceLocation) -> RuntimeError {
    RuntimeError(
      "binary operator '\(op)' cannot be applied to operands of type '\(typeName(of: left))' and '\(typeName(of: right))'",
      at: location)
  }

  /// Stops a program whose strings or arrays grow past any lesson's need before they exhaust
  /// memory (a loop that doubles a string reaches gigabytes long before the step budget).
  func checkSize(_ count: Int, at location: SourceLocation?) throws {
    let limit = 10_000_000
    if count > limit {
      var error = RuntimeError("the program built a value of more than \(limit) elements (a loop that never stops growing?)", at: location)
      error.isBudget = true
      throw error
    }
  }

  /// `pattern ~= value` for expression patterns: ranges contain, everything else equals.
  func matches(pattern: Value, value: Value, at location: SourceLocation) throws -> Bool {
    if case .range(let lower, let upper, let isClosed) = pattern {
      guard let low = Value.order(lower, value), let high = Value.order(value, upper) else { return false }
      return low <= 0 && (isClosed ? high <= 0 : high < 0)
    }
    return try equal(pattern, value, at: location)
  }
}

extension Value {
  var doubleValue: Double? {
    switch self {
    case .int(let i): Double(i)
    case .double(let d): d
    default: nil
    }
  }
}
