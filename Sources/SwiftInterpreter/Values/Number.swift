/// A value of one of Swift's numeric types other than `Int` and `Double`.
///
/// Stored as the bit pattern of the real type and worked on as that type, so overflow,
/// truncation and printing are Swift's own, not imitations of them.
public struct Number: Hashable, Sendable {
  public let kind: NumberKind
  /// The value's bit pattern, zero-extended to 64 bits (a `Float`'s `bitPattern`).
  public let bits: UInt64

  public init(kind: NumberKind, bits: UInt64) {
    self.kind = kind
    self.bits = bits
  }

  public init<T: FixedWidthInteger>(_ value: T, kind: NumberKind) {
    self.kind = kind
    self.bits = UInt64(truncatingIfNeeded: value) & kind.mask
  }

  public init(float: Float) {
    self.kind = .float
    self.bits = UInt64(float.bitPattern)
  }

  public init(cgFloat: Double) {
    self.kind = .cgFloat
    self.bits = cgFloat.bitPattern
  }

  /// The integer value, for integer kinds (exact for every kind but large `UInt64`/`UInt`).
  public var integerValue: Int? {
    switch kind {
    case .int8: return Int(Int8(truncatingIfNeeded: bits))
    case .int16: return Int(Int16(truncatingIfNeeded: bits))
    case .int32: return Int(Int32(truncatingIfNeeded: bits))
    case .int64: return Int(Int64(bitPattern: bits))
    case .uint8, .uint16, .uint32: return Int(bits)
    case .uint64, .uint: return bits > UInt64(Int.max) ? nil : Int(bits)
    case .float, .cgFloat: return nil
    }
  }

  public var floatValue: Float { Float(bitPattern: UInt32(truncatingIfNeeded: bits)) }

  public var doubleValue: Double {
    switch kind {
    case .float: return Double(floatValue)
    case .cgFloat: return Double(bitPattern: bits)
    case .uint64, .uint: return Double(bits)
    default: return Double(integerValue ?? 0)
    }
  }

  public var description: String {
    switch kind {
    case .int8: return Int8(truncatingIfNeeded: bits).description
    case .int16: return Int16(truncatingIfNeeded: bits).description
    case .int32: return Int32(truncatingIfNeeded: bits).description
    case .int64: return Int64(bitPattern: bits).description
    case .uint8: return UInt8(truncatingIfNeeded: bits).description
    case .uint16: return UInt16(truncatingIfNeeded: bits).description
    case .uint32: return UInt32(truncatingIfNeeded: bits).description
    case .uint64, .uint: return bits.description
    case .float: return FloatText.printed(floatValue)
    case .cgFloat: return Double(bitPattern: bits).description
    }
  }
}

/// The numeric types a `Number` can be.
public enum NumberKind: String, Hashable, Sendable, CaseIterable {
  case int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
  case uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64", uint = "UInt"
  case float = "Float", cgFloat = "CGFloat"

  public var isInteger: Bool { self != .float && self != .cgFloat }

  public var isSigned: Bool {
    switch self {
    case .int8, .int16, .int32, .int64, .float, .cgFloat: return true
    default: return false
    }
  }

  var mask: UInt64 {
    switch self {
    case .int8, .uint8: return 0xFF
    case .int16, .uint16: return 0xFFFF
    case .int32, .uint32, .float: return 0xFFFF_FFFF
    default: return .max
    }
  }

  /// The module that declares the type, for `String(reflecting:)`.
  public var module: String { self == .cgFloat ? "CoreGraphics" : "Swift" }
}

/// Integer arithmetic for every width, done in the real type so that overflow traps where
/// Swift's does and wraps where `&+` does.
enum IntegerArithmetic {
  enum Operation { case add, subtract, multiply, divide, remainder }

  /// The result, or nil when it overflows (or divides by zero: the caller words the trap).
  static func apply(_ op: Operation, _ a: Number, _ b: Number, wrapping: Bool = false) -> Number? {
    switch a.kind {
    case .int8: return run(op, Int8.self, a, b, wrapping)
    case .int16: return run(op, Int16.self, a, b, wrapping)
    case .int32: return run(op, Int32.self, a, b, wrapping)
    case .int64: return run(op, Int64.self, a, b, wrapping)
    case .uint8: return run(op, UInt8.self, a, b, wrapping)
    case .uint16: return run(op, UInt16.self, a, b, wrapping)
    case .uint32: return run(op, UInt32.self, a, b, wrapping)
    case .uint64, .uint: return run(op, UInt64.self, a, b, wrapping)
    case .float, .cgFloat: return nil
    }
  }

  private static func run<T: FixedWidthInteger>(
    _ op: Operation, _: T.Type, _ a: Number, _ b: Number, _ wrapping: Bool
  ) -> Number? {
    let x = T(truncatingIfNeeded: a.bits), y = T(truncatingIfNeeded: b.bits)
    let result: (partialValue: T, overflow: Bool)
    switch op {
    case .add: result = x.addingReportingOverflow(y)
    case .subtract: result = x.subtractingReportingOverflow(y)
    case .multiply: result = x.multipliedReportingOverflow(by: y)
    case .divide:
      if y == 0 { return nil }
      result = x.dividedReportingOverflow(by: y)
    case .remainder:
      if y == 0 { return nil }
      result = x.remainderReportingOverflow(dividingBy: y)
    }
    if result.overflow && !wrapping { return nil }
    return Number(result.partialValue, kind: a.kind)
  }

  /// `<<`, `>>` (smart shifts: an amount past the width gives 0 or the sign) and the masking
  /// `&<<`, `&>>`, in the left operand's type; nil for an operator that is not a shift.
  static func shift(_ op: String, _ a: Number, by amount: Int64) -> Number? {
    switch a.kind {
    case .int8: return shift(op, Int8.self, a, amount)
    case .int16: return shift(op, Int16.self, a, amount)
    case .int32: return shift(op, Int32.self, a, amount)
    case .int64: return shift(op, Int64.self, a, amount)
    case .uint8: return shift(op, UInt8.self, a, amount)
    case .uint16: return shift(op, UInt16.self, a, amount)
    case .uint32: return shift(op, UInt32.self, a, amount)
    case .uint64, .uint: return shift(op, UInt64.self, a, amount)
    case .float, .cgFloat: return nil
    }
  }

  private static func shift<T: FixedWidthInteger>(_ op: String, _: T.Type, _ a: Number, _ amount: Int64) -> Number? {
    let x = T(truncatingIfNeeded: a.bits)
    switch op {
    case "<<": return Number(x << amount, kind: a.kind)
    case ">>": return Number(x >> amount, kind: a.kind)
    case "&<<": return Number(x &<< T(truncatingIfNeeded: amount), kind: a.kind)
    case "&>>": return Number(x &>> T(truncatingIfNeeded: amount), kind: a.kind)
    default: return nil
    }
  }

  /// Compares two numbers of the same integer kind.
  static func compare(_ a: Number, _ b: Number) -> Int {
    if a.kind.isSigned {
      let x = signExtended(a), y = signExtended(b)
      return x < y ? -1 : (x == y ? 0 : 1)
    }
    return a.bits < b.bits ? -1 : (a.bits == b.bits ? 0 : 1)
  }

  static func signExtended(_ n: Number) -> Int64 {
    switch n.kind {
    case .int8: return Int64(Int8(truncatingIfNeeded: n.bits))
    case .int16: return Int64(Int16(truncatingIfNeeded: n.bits))
    case .int32: return Int64(Int32(truncatingIfNeeded: n.bits))
    default: return Int64(bitPattern: n.bits)
    }
  }

  /// Converts an `Int` to a kind, or nil when it does not fit (Swift traps: "Not enough bits").
  static func exactly(_ value: Int, as kind: NumberKind) -> Number? {
    switch kind {
    case .int8: return Int8(exactly: value).map { Number($0, kind: kind) }
    case .int16: return Int16(exactly: value).map { Number($0, kind: kind) }
    case .int32: return Int32(exactly: value).map { Number($0, kind: kind) }
    case .int64: return Number(Int64(value), kind: kind)
    case .uint8: return UInt8(exactly: value).map { Number($0, kind: kind) }
    case .uint16: return UInt16(exactly: value).map { Number($0, kind: kind) }
    case .uint32: return UInt32(exactly: value).map { Number($0, kind: kind) }
    case .uint64, .uint: return UInt64(exactly: value).map { Number($0, kind: kind) }
    case .float: return Number(float: Float(value))
    case .cgFloat: return Number(cgFloat: Double(value))
    }
  }

  /// The smallest and largest value of an integer kind.
  static func bounds(of kind: NumberKind) -> (min: Number, max: Number) {
    switch kind {
    case .int8: return (Number(Int8.min, kind: kind), Number(Int8.max, kind: kind))
    case .int16: return (Number(Int16.min, kind: kind), Number(Int16.max, kind: kind))
    case .int32: return (Number(Int32.min, kind: kind), Number(Int32.max, kind: kind))
    case .int64: return (Number(Int64.min, kind: kind), Number(Int64.max, kind: kind))
    case .uint8: return (Number(UInt8.min, kind: kind), Number(UInt8.max, kind: kind))
    case .uint16: return (Number(UInt16.min, kind: kind), Number(UInt16.max, kind: kind))
    case .uint32: return (Number(UInt32.min, kind: kind), Number(UInt32.max, kind: kind))
    case .uint64, .uint: return (Number(UInt64.min, kind: kind), Number(UInt64.max, kind: kind))
    case .float: return (Number(float: -.greatestFiniteMagnitude), Number(float: .greatestFiniteMagnitude))
    case .cgFloat: return (Number(cgFloat: -.greatestFiniteMagnitude), Number(cgFloat: .greatestFiniteMagnitude))
    }
  }
}
