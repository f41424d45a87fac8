import Foundation
import Transcript

/// More free functions: comparisons, `zip`, `stride`, `type(of:)`, assertions, math.
enum MoreGlobals {
  static func register(in registry: Registry) {
    registry.function("func min<T: Comparable>(_ x: T, _ y: T, _ rest: T...) -> T", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/min(_:_:)") { call in
      var (best, others) = try MathFunctions.comparedArguments(call)
      for value in others where try call.less(value, best) { best = value }
      return best
    }
    registry.function("func max<T: Comparable>(_ x: T, _ y: T, _ rest: T...) -> T", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/max(_:_:)") { call in
      var (best, others) = try MathFunctions.comparedArguments(call)
      // `y >= x ? y : x`, as the standard library writes it: a NaN first argument stays.
      for value in others where try call.interpreter.compare(">=", value, best, at: call.location) { best = value }
      return best
    }
    registry.function("func abs<T: Comparable & SignedNumeric>(_ x: T) -> T", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/abs(_:)") { call in
      if try call.less(call[0], .int(0)) { return try call.interpreter.unary("-", call[0], at: call.location) }
      return call[0]
    }
    registry.function("func zip<Sequence1, Sequence2>(_ sequence1: Sequence1, _ sequence2: Sequence2) -> Zip2Sequence<Sequence1, Sequence2>", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/zip(_:_:)") { call in
      // Stepped together, so that one side may be endless (`zip(1..., names)`).
      let interpreter = call.interpreter, location = call.location
      var first = try interpreter.makeIterator(call[0], at: location)
      var second = try interpreter.makeIterator(call[1], at: location)
      var pairs: [Value] = []
      while let a = try first.next(interpreter, at: location), let b = try second.next(interpreter, at: location) {
        pairs.append(.tuple(TupleValue([a, b])))
        try interpreter.checkSize(pairs.count, at: location)
      }
      // A `Zip2Sequence`, not an array: a sequence only (`reversed()` answers an array), and
      // printed by its internals, which is refused.
      return .native(ElementsValue(typeName: "Zip2Sequence", pairs))
    }
    registry.function("func stride<T: Strideable>(from start: T, to end: T, by stride: T.Stride) -> StrideTo<T>", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/stride(from:to:by:)") { call in
      .native(StrideValue(typeName: "StrideTo", try strideValues(call, through: false), printed: strideName("StrideTo", call)))
    }
    registry.function("func stride<T: Strideable>(from start: T, through end: T, by stride: T.Stride) -> StrideThrough<T>", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/stride(from:through:by:)") { call in
      .native(StrideValue(typeName: "StrideThrough", try strideValues(call, through: true), printed: strideName("StrideThrough", call)))
    }
    registry.function("func type<T, Metatype>(of value: T) -> Metatype", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/type(of:)") { call in
      if case .function(let function) = call[0], !knowsType(of: function) {
        // A function's type prints with what Swift inferred (`@Sendable` on a global
        // function's reference in Swift 6, a closure's result type): not all of it is tracked.
        throw InterpreterError.notModelled("type(of:) of a function", at: call.location)
      }
      return .type(call.interpreter.dynamicType(of: call[0]))
    }
    registry.function("func precondition(_ condition: Bool, _ message: String = \"\")", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/precondition(_:_:file:line:)") { call in
      if try call.bool(0) { return .void }
      let message = try call.string(1)
      throw InterpreterError.programTrap(message.isEmpty ? "Precondition failed" : "Precondition failed: \(message)", at: call.location)
    }
    registry.function("func assert(_ condition: Bool, _ message: String = \"\")", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/assert(_:_:file:line:)") { call in
      if try call.bool(0) { return .void }
      let message = try call.string(1)
      throw InterpreterError.programTrap(message.isEmpty ? "Assertion failed" : "Assertion failed: \(message)", at: call.location)
    }
    registry.function("func preconditionFailure(_ message: String = \"\") -> Never", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/preconditionfailure(_:file:line:)") { call in
      let message = try call.string(0)
      throw InterpreterError.programTrap(message.isEmpty ? "Fatal error" : "Fatal error: \(message)", at: call.location)
    }
    registry.function("func assertionFailure(_ message: String = \"\")", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/assertionfailure(_:file:line:)") { call in
      let message = try call.string(0)
      throw InterpreterError.programTrap(message.isEmpty ? "Fatal error" : "Fatal error: \(message)", at: call.location)
    }
    registry.function("func swap<T>(_ a: inout T, _ b: inout T)", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/swap(_:_:)") { call in
      // The caller writes both cells back; swapped here by returning them through the receiver.
      throw InterpreterError.unsupported("'swap' is handled by the compiler", at: call.location)
    }
    registry.function("func repeatElement<T>(_ element: T, count n: Int) -> Repeated<T>", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/repeatelement(_:count:)") { call in
      let count = try call.int(1)
      guard count >= 0 else { throw InterpreterError.trap("Repetition count should be non-negative", at: call.location) }
      try call.interpreter.checkSize(count, at: call.location)
      return .native(ElementsValue(typeName: "Repeated", Array(repeating: call[0], count: count)))
    }
    registry.function("func readLine(strippingNewline: Bool = true) -> String?", module: "Swift",
      doc: "https://developer.apple.com/documentation/swift/readline(strippingnewline:)") { _ in
      // A run has no standard input: `readLine()` meets its end at once, as Swift's does.
      .none
    }
    math(registry)
  }

  /// What `print` shows of a stride: its type, fully qualified (its mirror has no children;
  /// swiftc 6.3 prints `Swift.StrideTo<Swift.Int>`). Only for `Int` and `Double` bounds, the
  /// ones whose values are kept as they are; other bounds' strides are not printed.
  private static func strideName(_ kind: String, _ call: NativeCall) -> String? {
    // `stride(from: 0, through: 1, by: 0.5)`: literals of a Double stride arrive as Ints.
    var sawDouble = false
    for index in 0..<3 {
      switch call[index] {
      case .int: continue
      case .double: sawDouble = true
      default: return nil
      }
    }
    return "Swift.\(kind)<Swift.\(sawDouble ? "Double" : "Int")>"
  }

  /// The values a stride steps through, made one at a time as they are asked for: a loop
  /// over `stride(from: 0, to: Int.max, by: 1)` that breaks early runs as in Swift (every value
  /// was made first, so it never ended, and ten million of them were refused).
  private static func strideValues(_ call: NativeCall, through: Bool) throws -> () -> AnyIterator<Value> {
    func zero() -> InterpreterError { InterpreterError.trap("Stride size must not be zero", at: call.location) }
    switch (call[0], call[1], call[2]) {
    case (.int(let start), .int(let end), .int(let step)):
      guard step != 0 else { throw zero() }
      return Strides.values(start, end, step, through: through) { .int($0) }
    case (.number(let first), _, _) where first.kind.isInteger:
      // `stride(from: UInt8(0), to: 6, by: 2)`: the bounds' own integer type (its `Stride` is `Int`).
      guard let start = integer(call[0]), let end = integer(call[1]), let step = integer(call[2]) else {
        throw InterpreterError.notModelled("stride(from:to:by:) over '\(first.kind.rawValue)' bounds this large", at: call.location)
      }
      guard step != 0 else { throw zero() }
      return Strides.values(start, end, step, through: through) { IntegerArithmetic.exactly($0, as: first.kind).map(Value.number) }
    case (.number(let first), _, _) where first.kind == .float:
      // `stride(from: Float(0), through: 1, by: 0.2)`: stepped in `Float`, as Swift steps it
      // (in `Double` its fourth value printed as 0.6000000000000001 for Swift's 0.6).
      let start = Float(try call.double(0)), end = Float(try call.double(1)), step = Float(try call.double(2))
      guard step != 0 else { throw zero() }
      return Strides.values(start, end, step, through: through) { .number(Number(float: $0)) }
    case (.number(let first), _, _) where first.kind == .cgFloat:
      let start = try call.double(0), end = try call.double(1), step = try call.double(2)
      guard step != 0 else { throw zero() }
      return Strides.values(start, end, step, through: through) { .number(Number(cgFloat: $0)) }
    default:
      let start = try call.double(0), end = try call.double(1), step = try call.double(2)
      guard step != 0 else { throw zero() }
      return Strides.values(start, end, step, through: through) { .double($0) }
    }
  }

  /// An integer argument's value, of `Int` or of a fixed-width type an `Int` holds.
  private static func integer(_ value: Value) -> Int? {
    switch value {
    case .int(let int): return int
    case .number(let number) where number.kind.isInteger:
      return number.kind.isSigned ? Int(exactly: IntegerArithmetic.signExtended(number)) : Int(exactly: number.bits)
    default: return nil
    }
  }

  private static func math(_ registry: Registry) {
    let unary: [(String, (Double) -> Double)] = [
      ("sqrt", { $0.squareRoot() }), ("floor", { Foundation.floor($0) }), ("ceil", { Foundation.ceil($0) }),
      ("round", { Foundation.round($0) }), ("exp", { Foundation.exp($0) }), ("log", { Foundation.log($0) }),
      ("log10", { Foundation.log10($0) }), ("log2", { Foundation.log2($0) }), ("sin", { Foundation.sin($0) }),
      ("cos", { Foundation.cos($0) }), ("tan", { Foundation.tan($0) }), ("atan", { Foundation.atan($0) }),
      ("trunc", { Foundation.trunc($0) }), ("fabs", { Swift.abs($0) }), ("cbrt", { Foundation.cbrt($0) }),
      ("asin", { Foundation.asin($0) }), ("acos", { Foundation.acos($0) }), ("sinh", { Foundation.sinh($0) }),
      ("cosh", { Foundation.cosh($0) }), ("tanh", { Foundation.tanh($0) }), ("exp2", { Foundation.exp2($0) }),
    ]
    for (name, function) in unary {
      registry.function("func \(name)(_ x: Double) -> Double", module: "Foundation",
        doc: "https://developer.apple.com/documentation/foundation/\(name)") { call in
        let result = function(try call.double(0))
        if case .number(let n) = call[0], n.kind == .float { return .number(Number(float: Float(result))) }
        return .double(result)
      }
    }
    MathFunctions.register(in: registry)
  }

  /// Whether a function value's type is known in full: a closure's whose result type was
  /// written or inferred (not a global function's reference, which Swift 6 makes `@Sendable`).
  static func knowsType(of function: FunctionValue) -> Bool {
    guard let code = function.code, code.kind == .closure else { return false }
    if case .unknown = code.returnType { return false }
    return !code.parameters.contains { if case .unknown = $0.type { true } else { false } }
  }
}
