import Foundation
import Transcript

/// Foundation's C math of two arguments (`pow`, `atan2`, `fmod`, `hypot`, …) and its constants
/// (`M_PI`, `M_E`): a `Float` pair answers a `Float`, as the overloads Foundation declares do.
enum MathFunctions {
  static func register(in registry: Registry) {
    let binary: [(String, (Double, Double) -> Double, (Float, Float) -> Float)] = [
      ("pow", { Foundation.pow($0, $1) }, { Foundation.pow($0, $1) }),
      ("atan2", { Foundation.atan2($0, $1) }, { Foundation.atan2($0, $1) }),
      ("fmod", { Foundation.fmod($0, $1) }, { Foundation.fmod($0, $1) }),
      ("hypot", { Foundation.hypot($0, $1) }, { Foundation.hypot($0, $1) }),
      ("fmax", { Foundation.fmax($0, $1) }, { Foundation.fmax($0, $1) }),
      ("fmin", { Foundation.fmin($0, $1) }, { Foundation.fmin($0, $1) }),
      ("copysign", { Foundation.copysign($0, $1) }, { Foundation.copysign($0, $1) }),
    ]
    for (name, double, float) in binary {
      registry.function("func \(name)(_ x: Double, _ y: Double) -> Double", module: "Foundation",
        doc: "https://developer.apple.com/documentation/foundation/\(name)") { call in
        // One `Float` operand makes both `Float`: the other can only be a literal swiftc typed so.
        if isFloat(call[0]) || isFloat(call[1]) {
          return .number(Number(float: float(Float(try call.double(0)), Float(try call.double(1)))))
        }
        return .double(double(try call.double(0), try call.double(1)))
      }
    }
    func isFloat(_ value: Value) -> Bool {
      if case .number(let n) = value { return n.kind == .float }
      return false
    }
    let constants: [(String, Double)] = [
      ("M_PI", .pi), ("M_PI_2", .pi / 2), ("M_PI_4", .pi / 4), ("M_E", M_E), ("M_SQRT2", 2.0.squareRoot()),
      ("M_LN2", M_LN2), ("M_LN10", M_LN10), ("M_1_PI", M_1_PI), ("M_2_PI", M_2_PI), ("M_LOG2E", M_LOG2E),
      ("M_LOG10E", M_LOG10E),
    ]
    for (name, value) in constants {
      registry.global("var \(name): Double { get }", doc: "https://developer.apple.com/documentation/foundation/\(name.lowercased())") { _ in
        .double(value)
      }
    }
  }

  /// `min`'s and `max`'s arguments, one type `T` as Swift infers it: beside a `Double` (or
  /// `Float`), an `Int` can only be a literal swiftc typed as one (`max(1.5, 2)` is 2.0).
  static func comparedArguments(_ call: NativeCall) throws -> (Value, [Value]) {
    var values = [call[0], call[1]]
    if case .array(let rest) = call[2] { values += rest.elements }
    var floating: Value?
    for value in values {
      switch value {
      case .double: floating = value
      case .number(let n) where !n.kind.isInteger: floating = value
      default: break
      }
    }
    if let floating {
      values = try values.map { value in
        guard case .int(let n) = value else { return value }
        if case .number(let kind) = floating { return try Numbers.convert(.int(n), to: kind.kind, call) }
        return .double(Double(n))
      }
    }
    return (values[0], Array(values.dropFirst()))
  }
}
