import Foundation
import Transcript

/// `Int`, `Double`, `Bool` and the other numeric types: conversions that trap where Swift's
/// do, the members lessons use, and Swift's own printing of each.
enum Numbers {
  static func register(in registry: Registry) {
    registry.type("Int", module: "Swift",
      conformances: ["BinaryInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Comparable", "Hashable",
        "Equatable", "Strideable", "CustomStringConvertible", "LosslessStringConvertible", "Codable"],
      doc: "https://developer.apple.com/documentation/swift/int") { type in
      integerMembers(type)
      type.initializer("init(_ value: Double)") { call in try convertToInt(call[0], call) }
      // Declared as Swift does, so a literal argument keeps its `Int` type (`Int(1 / 3 * 3)` is 0).
      type.initializer("init<Source: BinaryInteger>(_ value: Source)") { call in try convertToInt(call[0], call) }
      type.initializer("init?(_ description: String)") { call in
        guard case .string(let text) = call[0] else { return try convertToInt(call[0], call) }
        return .optional(Int(text).map(Value.int))
      }
      type.initializer("init?(_ text: String, radix: Int)") { call in
        .optional(Int(try call.string(0), radix: try call.int(1)).map(Value.int))
      }
      type.initializer("init?(exactly source: Double)") { call in
        guard let double = call[0].asDouble else { return .none }
        return .optional(Int(exactly: double).map(Value.int))
      }
      type.initializer("init(truncatingIfNeeded source: Int)") { call in
        if case .number(let n) = call[0] { return .int(Int(Int64(bitPattern: n.bits))) }
        return call[0]
      }
      type.staticMethod("static func random(in range: Range<Int>) -> Int") { call in
        // A range made the wrong way round trapped where it was made: here it can only be empty.
        guard case .range(let range) = call[0], let (low, high) = range.intBounds, low < high else {
          throw InterpreterError.trap("Can't get random value with an empty range", at: call.location)
        }
        return .int(low + call.interpreter.random(below: high - low))
      }
      type.property("static var max: Int { get }") { _ in .int(.max) }
      type.property("static var min: Int { get }") { _ in .int(.min) }
      type.property("static var zero: Int { get }") { _ in .int(0) }
    }
    registry.type("Double", module: "Swift",
      conformances: ["BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Comparable",
        "Hashable", "Equatable", "Strideable", "CustomStringConvertible", "LosslessStringConvertible", "Codable"],
      doc: "https://developer.apple.com/documentation/swift/double") { type in
      floatingMembers(type)
      type.initializer("init(_ value: Int)") { call in .double(try call.interpreter.expectDouble(call[0], at: call.location)) }
      type.initializer("init?(_ text: String)") { call in
        guard case .string(let text) = call[0] else { return .double(try call.interpreter.expectDouble(call[0], at: call.location)) }
        return .optional(Double(text).map(Value.double))
      }
      type.staticMethod("static func random(in range: ClosedRange<Double>) -> Double") { call in
        guard case .range(let range) = call[0], let low = range.lower?.asDouble, let high = range.upper?.asDouble else { return .double(0) }
        if !range.isClosed && low == high {
          throw InterpreterError.trap("Can't get random value with an empty range", at: call.location)
        }
        return .double(low + (high - low) * call.interpreter.randomUnit())
      }
    }
    registry.type("Bool", module: "Swift",
      conformances: ["Equatable", "Hashable", "CustomStringConvertible", "LosslessStringConvertible", "Codable"],
      doc: "https://developer.apple.com/documentation/swift/bool") { type in
      type.method("mutating func toggle()") { call in
        if case .bool(let b) = call.receiver { call.receiver = .bool(!b) }
        return .void
      }
      type.initializer("init?(_ description: String)") { call in
        switch call[0] {
        case .string("true"): return .some(.bool(true))
        case .string("false"): return .some(.bool(false))
        case .bool: return call[0]
        default: return .none
        }
      }
      type.staticMethod("static func random() -> Bool") { call in .bool(call.interpreter.random(below: 2) == 1) }
      type.property("var description: String { get }") { access in .string(access.receiver.asBool == true ? "true" : "false") }
    }
    for kind in NumberKind.allCases { registerKind(kind, in: registry) }
    registry.type("FloatingPointRoundingRule", module: "Swift", kind: .enumeration,
      doc: "https://developer.apple.com/documentation/swift/floatingpointroundingrule") { type in
      type.enumCases(["toNearestOrAwayFromZero", "toNearestOrEven", "up", "down", "towardZero", "awayFromZero"])
    }
  }

  // MARK: - Conversions

  /// `Int(x)` from a floating value: Swift truncates, and traps when it cannot.
  static func convertToInt(_ value: Value, _ call: NativeCall) throws -> Value {
    switch value {
    case .int: return value
    case .double(let d): return .int(try truncate(d, "Double", call.location))
    case .number(let n):
      if n.kind.isInteger {
        guard let integer = n.integerValue else {
          throw InterpreterError.trap("Not enough bits to represent the passed value", at: call.location)
        }
        return .int(integer)
      }
      return .int(try truncate(n.doubleValue, n.kind == .float ? "Float" : "CGFloat", call.location))
    case .character(let c) where c.wholeNumberValue != nil: return .int(c.wholeNumberValue!)
    default:
      throw InterpreterError.unsupported("no 'Int' initializer takes a '\(TypeNames.describe(value))'", at: call.location)
    }
  }

  static func truncate(_ value: Double, _ typeName: String, _ location: SourceLocation?) throws -> Int {
    guard value.isFinite else {
      throw InterpreterError.trap("\(typeName) value cannot be converted to Int because it is either infinite or NaN", at: location)
    }
    guard value > -9.223372036854775808e18 - 1 else {
      throw InterpreterError.trap("\(typeName) value cannot be converted to Int because the result would be less than Int.min", at: location)
    }
    guard value < 9.223372036854775808e18 else {
      throw InterpreterError.trap("\(typeName) value cannot be converted to Int because the result would be greater than Int.max", at: location)
    }
    return Int(value)
  }

  private static func registerKind(_ kind: NumberKind, in registry: Registry) {
    let conformances = kind.isInteger
      ? ["BinaryInteger", "Numeric", "Comparable", "Hashable", "Equatable", "CustomStringConvertible", "Codable"]
      : ["BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable", "Hashable", "Equatable", "CustomStringConvertible", "Codable"]
    registry.type(kind.rawValue, module: kind.module, conformances: conformances,
      doc: "https://developer.apple.com/documentation/swift/\(kind.rawValue.lowercased())") { type in
      if kind.isInteger { integerMembers(type) } else { floatingMembers(type) }
      type.initializer("init(_ value: Double)") { call in try convert(call[0], to: kind, call) }
      // Declared as Swift does, so a literal argument keeps its `Int` type (`Float(1 / 3)` is 0.0).
      type.initializer("init<Source: BinaryInteger>(_ value: Source)") { call in try convert(call[0], to: kind, call) }
      type.initializer("init?(_ text: String)") { call in
        guard case .string(let text) = call[0] else { return try convert(call[0], to: kind, call) }
        if kind.isInteger {
          guard let integer = Int(text), let number = IntegerArithmetic.exactly(integer, as: kind) else { return .none }
          return .some(.number(number))
        }
        guard let double = Double(text) else { return .none }
        return .some(kind == .float ? .number(Number(float: Float(text) ?? Float(double))) : .number(Number(cgFloat: double)))
      }
      if kind.isInteger {
        type.initializer("init(truncatingIfNeeded source: Int)") { call in
          let bits: UInt64
          switch call[0] {
          case .int(let i): bits = UInt64(bitPattern: Int64(i))
          case .number(let n): bits = n.kind.isSigned ? UInt64(bitPattern: IntegerArithmetic.signExtended(n)) : n.bits
          default: bits = 0
          }
          return .number(Number(kind: kind, bits: bits & kind.maskValue))
        }
        type.initializer("init(clamping source: Int)") { call in
          let (low, high) = IntegerArithmetic.bounds(of: kind)
          let value = try call.int(0)
          if let lowest = low.integerValue, value < lowest { return .number(low) }
          if let highest = high.integerValue, value > highest { return .number(high) }
          return .number(IntegerArithmetic.exactly(value, as: kind) ?? high)
        }
        let (low, high) = IntegerArithmetic.bounds(of: kind)
        type.property("static var max: \(kind.rawValue) { get }") { _ in .number(high) }
        type.property("static var min: \(kind.rawValue) { get }") { _ in .number(low) }
        type.property("static var zero: \(kind.rawValue) { get }") { _ in .number(Number(kind: kind, bits: 0)) }
      }
    }
  }

  /// `Int8(x)`, `Float(x)`: a conversion that traps when the value does not fit.
  static func convert(_ value: Value, to kind: NumberKind, _ call: NativeCall) throws -> Value {
    if kind == .float { return .number(Number(float: Float(try call.interpreter.expectDouble(value, at: call.location)))) }
    if kind == .cgFloat { return .number(Number(cgFloat: try call.interpreter.expectDouble(value, at: call.location))) }
    let integer: Int
    switch value {
    case .int(let i): integer = i
    case .double(let d): return .number(try FloatToInteger.convert(d, from: "Double", to: kind, at: call.location))
    case .number(let n) where !n.kind.isInteger:
      return .number(try FloatToInteger.convert(n.doubleValue, from: n.kind.rawValue, to: kind, at: call.location))
    case .number(let n):
      if n.kind == .uint64 || n.kind == .uint, n.integerValue == nil {
        if kind == .uint64 || kind == .uint { return .number(Number(kind: kind, bits: n.bits)) }
        throw InterpreterError.trap("Not enough bits to represent the passed value", at: call.location)
      }
      integer = n.integerValue ?? 0
    default:
      throw InterpreterError.unsupported("no '\(kind.rawValue)' initializer takes a '\(TypeNames.describe(value))'", at: call.location)
    }
    guard let number = IntegerArithmetic.exactly(integer, as: kind) else {
      throw InterpreterError.trap(
        integer < 0 && !kind.isSigned
          ? "Negative value is not representable" : "Not enough bits to represent the passed value",
        at: call.location)
    }
    return .number(number)
  }
}
