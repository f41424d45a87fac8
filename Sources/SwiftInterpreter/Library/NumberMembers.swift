import Foundation
import Transcript

/// Members shared by the integer types and by the floating-point types.
extension Numbers {
  static func integerMembers(_ type: NativeType) {
    type.method("func isMultiple(of other: Int) -> Bool") { call in
      let value = try call.interpreter.expectInt(call.receiver, at: call.location), other = try call.int(0)
      return .bool(other == 0 ? value == 0 : value % other == 0)
    }
    type.method("func quotientAndRemainder(dividingBy rhs: Int) -> (quotient: Int, remainder: Int)") { call in
      let value = try call.interpreter.expectInt(call.receiver, at: call.location), other = try call.int(0)
      guard other != 0 else { throw InterpreterError.divisionByZero(remainder: false, at: call.location) }
      let (q, r) = value.quotientAndRemainder(dividingBy: other)
      return .tuple(TupleValue([.int(q), .int(r)], labels: ["quotient", "remainder"]))
    }
    type.method("func signum() -> Int") { call in
      .int(try call.interpreter.expectInt(call.receiver, at: call.location).signum())
    }
    type.method("func advanced(by n: Int) -> Int") { call in
      try call.interpreter.binary("+", call.receiver, call[0], at: call.location)
    }
    type.method("func distance(to other: Int) -> Int") { call in
      try call.interpreter.binary("-", call[0], call.receiver, at: call.location)
    }
    type.property("var magnitude: UInt { get }") { access in
      switch access.receiver {
      case .int(let i): return .number(Number(i.magnitude, kind: .uint))
      default: return access.receiver
      }
    }
    type.property("var description: String { get }") { access in
      .string(try access.interpreter.describe(access.receiver, at: access.location))
    }
    type.property("var bitWidth: Int { get }") { access in
      if case .number(let n) = access.receiver {
        switch n.kind {
        case .int8, .uint8: return .int(8)
        case .int16, .uint16: return .int(16)
        case .int32, .uint32: return .int(32)
        default: return .int(64)
        }
      }
      return .int(64)
    }
    type.method("func formatted() -> String") { call in
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US")
      formatter.numberStyle = .decimal
      let number = NSNumber(value: try call.interpreter.expectInt(call.receiver, at: call.location))
      return .string(formatter.string(from: number) ?? "")
    }
  }

  static func floatingMembers(_ type: NativeType) {
    func double(_ call: NativeCall) throws -> Double { try call.interpreter.expectDouble(call.receiver, at: call.location) }
    func same(_ call: NativeCall, _ value: Double) -> Value {
      if case .number(let n) = call.receiver {
        return .number(n.kind == .float ? Number(float: Float(value)) : Number(cgFloat: value))
      }
      return .double(value)
    }
    type.method("func rounded() -> Self") { call in same(call, try double(call).rounded()) }
    type.method("func rounded(_ rule: FloatingPointRoundingRule) -> Self") { call in
      guard case .enumCase(let rule) = call[0] else { return call.receiver }
      let swiftRule: FloatingPointRoundingRule
      switch rule.name {
      case "toNearestOrEven": swiftRule = .toNearestOrEven
      case "up": swiftRule = .up
      case "down": swiftRule = .down
      case "towardZero": swiftRule = .towardZero
      case "awayFromZero": swiftRule = .awayFromZero
      default: swiftRule = .toNearestOrAwayFromZero
      }
      return same(call, try double(call).rounded(swiftRule))
    }
    type.method("mutating func round()") { call in
      call.receiver = same(call, try double(call).rounded())
      return .void
    }
    type.method("func squareRoot() -> Self") { call in same(call, try double(call).squareRoot()) }
    type.method("func truncatingRemainder(dividingBy other: Self) -> Self") { call in
      same(call, try double(call).truncatingRemainder(dividingBy: try call.double(0)))
    }
    type.method("func remainder(dividingBy other: Self) -> Self") { call in
      same(call, try double(call).remainder(dividingBy: try call.double(0)))
    }
    type.property("var isNaN: Bool { get }") { access in .bool(try access.interpreter.expectDouble(access.receiver, at: access.location).isNaN) }
    type.property("var isFinite: Bool { get }") { access in .bool(try access.interpreter.expectDouble(access.receiver, at: access.location).isFinite) }
    type.property("var isInfinite: Bool { get }") { access in .bool(try access.interpreter.expectDouble(access.receiver, at: access.location).isInfinite) }
    type.property("var isZero: Bool { get }") { access in .bool(try access.interpreter.expectDouble(access.receiver, at: access.location).isZero) }
    type.property("var magnitude: Self { get }") { access in
      let value = try access.interpreter.expectDouble(access.receiver, at: access.location)
      if case .number(let n) = access.receiver {
        return .number(n.kind == .float ? Number(float: Float(value.magnitude)) : Number(cgFloat: value.magnitude))
      }
      return .double(value.magnitude)
    }
    type.property("var description: String { get }") { access in
      if FloatText.isNaN(access.receiver) { return .string("nan") }
      return .string(try access.interpreter.describe(access.receiver, at: access.location))
    }
    type.property("static var pi: Self { get }") { access in floatingConstant(access, .pi) }
    type.property("static var infinity: Self { get }") { access in floatingConstant(access, .infinity) }
    type.property("static var nan: Self { get }") { access in floatingConstant(access, .nan) }
    type.property("static var greatestFiniteMagnitude: Self { get }") { access in
      if case .type(.number(.float)) = access.receiver { return .number(Number(float: .greatestFiniteMagnitude)) }
      return floatingConstant(access, .greatestFiniteMagnitude)
    }
    type.property("static var leastNonzeroMagnitude: Self { get }") { access in
      if case .type(.number(.float)) = access.receiver { return .number(Number(float: .leastNonzeroMagnitude)) }
      return floatingConstant(access, .leastNonzeroMagnitude)
    }
    type.property("static var zero: Self { get }") { access in floatingConstant(access, 0) }
    type.method("func formatted() -> String") { call in
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US")
      formatter.numberStyle = .decimal
      formatter.maximumFractionDigits = 16
      return .string(formatter.string(from: NSNumber(value: try double(call))) ?? "")
    }
  }

  private static func floatingConstant(_ access: NativeAccess, _ value: Double) -> Value {
    switch access.receiver {
    case .type(.number(.float)): return .number(Number(float: Float(value)))
    case .type(.number(.cgFloat)): return .number(Number(cgFloat: value))
    default: return .double(value)
    }
  }
}

extension NativeType {
  /// A static method (the signature says `static`); named for readability at the call site.
  @discardableResult
  public func staticMethod(_ signature: String, doc: String? = nil, _ body: @escaping NativeFunction.Body) -> NativeType {
    method(signature, doc: doc, body)
  }
}
