import Transcript

/// The standard operators on standard values, as Swift defines them (overflow traps, `&+`
/// wraps, `/` on integers truncates), and the program's own operators for its types.
extension Interpreter {
  /// `a op b` for an arithmetic, bitwise or string operator.
  public func binary(_ op: String, _ a: Value, _ b: Value, at location: SourceLocation?) throws -> Value {
    if op == "+", let joined = try joinedTexts(a, b, at: location) { return joined }
    switch (a, b) {
    case (.int(let x), .int(let y)): return try intOperation(op, x, y, at: location)
    case (.double(let x), .double(let y)): return try doubleOperation(op, x, y, at: location)
    case (.double(let x), .int(let y)): return try doubleOperation(op, x, Double(y), at: location)
    case (.int(let x), .double(let y)): return try doubleOperation(op, Double(x), y, at: location)
    case (.string(let x), .string(let y)) where op == "+":
      try checkSize(x.utf8.count + y.utf8.count, at: location)
      try allocate(bytes: x.utf8.count + y.utf8.count, at: location)
      return .string(x + y)
    case (.string(let x), .character(let y)) where op == "+": return .string(x + String(y))
    case (.character(let x), .string(let y)) where op == "+": return .string(String(x) + y)
    case (.array(let x), .array(let y)) where op == "+":
      try checkSize(x.elements.count + y.elements.count, at: location)
      try charge(x.elements.count + y.elements.count, at: location)
      try allocate(values: x.elements.count + y.elements.count, at: location)
      return .array(ArrayValue(x.elements + y.elements))
    case (.number(let x), .number(let y)) where x.kind == y.kind: return try numberOperation(op, x, y, at: location)
    case (.number(let x), .int(let y)) where Compiler.shifts.contains(op):
      guard let shifted = IntegerArithmetic.shift(op, x, by: Int64(y)) else {
        throw InterpreterError.unsupported("binary operator '\(op)' cannot be applied to a '\(x.kind.rawValue)'", at: location)
      }
      return .number(shifted)
    case (.int(let x), .number(let y)) where Compiler.shifts.contains(op) && y.kind.isInteger:
      return try intOperation(op, x, Int(y.kind.isSigned ? IntegerArithmetic.signExtended(y) : Int64(truncatingIfNeeded: y.bits)), at: location)
    case (.number(let x), .number(let y)) where Compiler.shifts.contains(op) && x.kind.isInteger:
      return try numberOperation(op, x, y, at: location)
    case (.number(let x), .int(let y)):
      guard let converted = IntegerArithmetic.exactly(y, as: x.kind) else { throw InterpreterError.overflow(at: location) }
      return try numberOperation(op, x, converted, at: location)
    case (.int(let x), .number(let y)):
      guard let converted = IntegerArithmetic.exactly(x, as: y.kind) else { throw InterpreterError.overflow(at: location) }
      return try numberOperation(op, converted, y, at: location)
    case (.number(let x), .double(let y)) where !x.kind.isInteger:
      return try numberOperation(op, x, x.kind == .float ? Number(float: Float(y)) : Number(cgFloat: y), at: location)
    case (.double(let x), .number(let y)) where !y.kind.isInteger:
      return try numberOperation(op, y.kind == .float ? Number(float: Float(x)) : Number(cgFloat: x), y, at: location)
    default:
      if let custom = try customOperator(op, a, b, at: location) { return custom }
      if case .native(let native) = a, native.isDrawingOnly { throw InterpreterError.notModelled(native.constructName, at: location) }
      if let result = try nativeOperator(op, a, b, at: location) { return result }
      // `.zero + x` where only the run knows the type (`reduce(.zero)` in generic code): the
      // implicit member is the other operand's type's, as the compiler would have chosen.
      if let member = a.native(as: ImplicitMemberValue.self), b.native(as: ImplicitMemberValue.self) == nil {
        return try binary(op, try resolveImplicit(member, like: b, at: location), b, at: location)
      }
      if let member = b.native(as: ImplicitMemberValue.self), a.native(as: ImplicitMemberValue.self) == nil {
        return try binary(op, a, try resolveImplicit(member, like: a, at: location), at: location)
      }
      throw InterpreterError.unsupported(
        "binary operator '\(op)' cannot be applied to operands of type '\(TypeNames.describe(a))' and '\(TypeNames.describe(b))'",
        at: location)
    }
  }

  /// An operator a registry type declares as a static method (`Date + TimeInterval`).
  private func nativeOperator(_ op: String, _ a: Value, _ b: Value, at location: SourceLocation?) throws -> Value? {
    for operand in [a, b] {
      guard case .native(let native) = operand, let type = registry.type(named: native.typeName),
        let functions = type.staticMethods[op], let function = functions.first
      else { continue }
      var receiver = Value.type(.native(type, arguments: []))
      return try callNative(function, receiver: &receiver, arguments: [a, b], at: location)
    }
    return nil
  }

  @inline(__always)
  func intOperation(_ op: String, _ x: Int, _ y: Int, at location: SourceLocation?) throws -> Value {
    switch op {
    case "+":
      let (result, overflow) = x.addingReportingOverflow(y)
      if overflow { throw InterpreterError.overflow(at: location) }
      return .int(result)
    case "-":
      let (result, overflow) = x.subtractingReportingOverflow(y)
      if overflow { throw InterpreterError.overflow(at: location) }
      return .int(result)
    case "*":
      let (result, overflow) = x.multipliedReportingOverflow(by: y)
      if overflow { throw InterpreterError.overflow(at: location) }
      return .int(result)
    case "/":
      if y == 0 { throw InterpreterError.divisionByZero(remainder: false, at: location) }
      let (result, overflow) = x.dividedReportingOverflow(by: y)
      if overflow { throw InterpreterError.divisionOverflow(remainder: false, at: location) }
      return .int(result)
    case "%":
      if y == 0 { throw InterpreterError.divisionByZero(remainder: true, at: location) }
      let (result, overflow) = x.remainderReportingOverflow(dividingBy: y)
      if overflow { throw InterpreterError.divisionOverflow(remainder: true, at: location) }
      return .int(result)
    case "&+": return .int(x &+ y)
    case "&-": return .int(x &- y)
    case "&*": return .int(x &* y)
    case "&": return .int(x & y)
    case "|": return .int(x | y)
    case "^": return .int(x ^ y)
    case "<<": return .int(x << y)
    case ">>": return .int(x >> y)
    case "&<<": return .int(x &<< y)
    case "&>>": return .int(x &>> y)
    default:
      throw InterpreterError.unsupported("binary operator '\(op)' cannot be applied to two 'Int' operands", at: location)
    }
  }

  func doubleOperation(_ op: String, _ x: Double, _ y: Double, at location: SourceLocation?) throws -> Value {
    switch op {
    case "+": return .double(x + y)
    case "-": return .double(x - y)
    case "*": return .double(x * y)
    case "/": return .double(x / y)
    case "%":
      throw InterpreterError.unsupported(
        "'%' is unavailable: For floating point numbers use truncatingRemainder instead", at: location)
    default:
      throw InterpreterError.unsupported("binary operator '\(op)' cannot be applied to two 'Double' operands", at: location)
    }
  }

  private func numberOperation(_ op: String, _ x: Number, _ y: Number, at location: SourceLocation?) throws -> Value {
    if x.kind == .float || x.kind == .cgFloat {
      let a = x.doubleValue, b = y.doubleValue
      let result: Double
      switch op {
      case "+": result = x.kind == .float ? Double(x.floatValue + y.floatValue) : a + b
      case "-": result = x.kind == .float ? Double(x.floatValue - y.floatValue) : a - b
      case "*": result = x.kind == .float ? Double(x.floatValue * y.floatValue) : a * b
      case "/": result = x.kind == .float ? Double(x.floatValue / y.floatValue) : a / b
      default:
        throw InterpreterError.unsupported("binary operator '\(op)' cannot be applied to two '\(x.kind.rawValue)' operands", at: location)
      }
      return .number(x.kind == .float ? Number(float: Float(result)) : Number(cgFloat: result))
    }
    let operation: IntegerArithmetic.Operation
    var wrapping = false
    switch op {
    case "+": operation = .add
    case "-": operation = .subtract
    case "*": operation = .multiply
    case "/": operation = .divide
    case "%": operation = .remainder
    case "&+": operation = .add; wrapping = true
    case "&-": operation = .subtract; wrapping = true
    case "&*": operation = .multiply; wrapping = true
    case "&", "|", "^":
      let bits: UInt64 = op == "&" ? x.bits & y.bits : (op == "|" ? x.bits | y.bits : x.bits ^ y.bits)
      return .number(Number(kind: x.kind, bits: bits))
    case "<<", ">>", "&<<", "&>>":
      let amount = y.kind.isSigned ? IntegerArithmetic.signExtended(y) : Int64(truncatingIfNeeded: y.bits)
      if let shifted = IntegerArithmetic.shift(op, x, by: amount) { return .number(shifted) }
      fallthrough
    default:
      throw InterpreterError.unsupported("binary operator '\(op)' cannot be applied to two '\(x.kind.rawValue)' operands", at: location)
    }
    if (op == "/" || op == "%"), y.bits == 0 {
      throw InterpreterError.divisionByZero(remainder: op == "%", at: location)
    }
    guard let result = IntegerArithmetic.apply(operation, x, y, wrapping: wrapping) else {
      if op == "/" || op == "%" { throw InterpreterError.divisionOverflow(remainder: op == "%", at: location) }
      throw InterpreterError.overflow(at: location)
    }
    return .number(result)
  }

  /// `a == b`, `a < b` … as a `Bool` value.
  public func compare(_ op: String, _ a: Value, _ b: Value, at location: SourceLocation?) throws -> Bool {
    switch op {
    case "==": return try equal(a, b, at: location)
    case "!=": return !(try equal(a, b, at: location))
    case "<": return try less(a, b, at: location)
    case ">": return try less(b, a, at: location)
    // Floating-point `<=` and `>=` are IEEE 754's (false with a NaN); elsewhere the standard
    // library's defaults, `!(b < a)` and `!(a < b)`.
    case "<=":
      if let x = a.asFloatingPoint, let y = b.asFloatingPoint { return x <= y }
      return !(try less(b, a, at: location))
    case ">=":
      if let x = a.asFloatingPoint, let y = b.asFloatingPoint { return x >= y }
      return !(try less(a, b, at: location))
    case "===": return identical(a, b)
    case "!==": return !identical(a, b)
    default:
      throw InterpreterError.unsupported("'\(op)' is not a comparison", at: location)
    }
  }

  public func identical(_ a: Value, _ b: Value) -> Bool {
    switch (a.unwrapped, b.unwrapped) {
    case (.object(let x)?, .object(let y)?): return x === y
    case (.native(let x)?, .native(let y)?): return x === y
    case (nil, nil): return true
    default: return false
    }
  }

  /// `-x`, `!x`, `~x`.
  public func unary(_ op: String, _ value: Value, postfix: Bool = false, at location: SourceLocation?) throws -> Value {
    switch (op, value) {
    case ("-", .int(let x)):
      if x == .min { throw InterpreterError.overflow(at: location) }
      return .int(-x)
    case ("-", .double(let x)): return .double(-x)
    case ("-", .number(let n)):
      if n.kind == .float { return .number(Number(float: -n.floatValue)) }
      if n.kind == .cgFloat { return .number(Number(cgFloat: -n.doubleValue)) }
      guard let result = IntegerArithmetic.apply(.subtract, Number(0, kind: n.kind), n) else {
        throw InterpreterError.overflow(at: location)
      }
      return .number(result)
    case ("+", _): return value
    case ("!", .bool(let b)): return .bool(!b)
    case ("~", .int(let x)): return .int(~x)
    case ("~", .number(let n)): return .number(Number(kind: n.kind, bits: ~n.bits & n.kind.maskValue))
    default:
      if case .native(let native) = value, native.isDrawingOnly { throw InterpreterError.notModelled(native.constructName, at: location) }
      let type = dynamicType(of: value)
      let isUnary = { (code: FunctionCode) in code.parameters.count == 1 && code.isPostfixOperator == postfix }
      if case .methods(let codes) = lookupStaticMember(of: type, op), let code = codes.first(where: isUnary) {
        return try invoke(code, arguments: [value], captures: [], selfValue: .type(type), selfBox: nil, at: location)
      }
      // `prefix func - (a: V) -> V` declared at file scope.
      if let code = program.functions[op]?.first(where: isUnary) {
        return try invoke(code, arguments: [value], captures: [], selfValue: .void, selfBox: nil, at: location)
      }
      throw InterpreterError.unsupported(
        "unary operator '\(op)' cannot be applied to an operand of type '\(TypeNames.describe(value))'", at: location)
    }
  }

  /// `a..<b`, `a...b`: Swift checks the bounds as the range is made.
  public func makeRange(_ lower: Value, _ upper: Value, closed: Bool, at location: SourceLocation?) throws -> Value {
    if try less(upper, lower, at: location) {
      throw InterpreterError.trap(
        closed ? "Range requires lowerBound <= upperBound" : "Range requires lowerBound <= upperBound", at: location)
    }
    return .range(RangeValue(lower: lower, upper: upper, isClosed: closed))
  }

  /// `pattern ~= value`: a range contains the value; anything else equals it.
  public func patternMatches(_ pattern: Value, _ value: Value, at location: SourceLocation?) throws -> Bool {
    if case .range(let range) = pattern {
      return try rangeContains(range, value, at: location)
    }
    if let custom = try customOperator("~=", pattern, value, at: location) { return custom.asBool ?? false }
    return try equal(pattern, value, at: location)
  }

  func rangeContains(_ range: RangeValue, _ value: Value, at location: SourceLocation?) throws -> Bool {
    let subject = value.unwrapped ?? value
    if let lower = range.lower, try less(subject, lower, at: location) { return false }
    if let upper = range.upper {
      if range.isClosed { return !(try less(upper, subject, at: location)) }
      return try less(subject, upper, at: location)
    }
    return true
  }
}

extension NumberKind {
  var maskValue: UInt64 { mask }
}

extension Value {
  /// A `Double`, `Float` or `CGFloat` (or an `Int` beside one) as a `Double`, for IEEE comparisons.
  var asFloatingPoint: Double? {
    switch self {
    case .double(let d): return d
    case .number(let n) where !n.kind.isInteger: return n.doubleValue
    default: return nil
    }
  }
}
