import Transcript

/// `Int8(x)`, `UInt(x)`, … of a `Double`, `Float` or `CGFloat`: the value truncated toward
/// zero, or the trap Swift's runtime raises when it does not fit, worded as Swift 6.3 words it
/// (checked with swiftc: `Int32(3e9)`, `UInt8(300.0)`, `UInt8(-1.0)`, `UInt(Double.nan)`).
enum FloatToInteger {
  static func convert(
    _ value: Double, from source: String, to kind: NumberKind, at location: SourceLocation?
  ) throws -> Number {
    func trap(_ reason: String) -> InterpreterError {
      .trap("\(source) value cannot be converted to \(kind.rawValue) because \(reason)", at: location)
    }
    guard value.isFinite else { throw trap("it is either infinite or NaN") }
    let whole = value.rounded(.towardZero)
    let bits = kind.bitWidth
    let lowest = kind.isSigned ? -pow2(bits - 1) : 0
    let pastHighest = kind.isSigned ? pow2(bits - 1) : pow2(bits)
    guard whole >= lowest else { throw trap("the result would be less than \(kind.rawValue).min") }
    guard whole < pastHighest else { throw trap("the result would be greater than \(kind.rawValue).max") }
    let pattern = whole < 0 ? UInt64(bitPattern: Int64(whole)) : UInt64(whole)
    return Number(kind: kind, bits: pattern & kind.mask)
  }

  private static func pow2(_ exponent: Int) -> Double { Double(sign: .plus, exponent: exponent, significand: 1) }
}

extension NumberKind {
  /// The bits of an integer kind (`UInt` is 64 bits here, as on every platform Swift targets
  /// for iOS).
  var bitWidth: Int {
    switch self {
    case .int8, .uint8: 8
    case .int16, .uint16: 16
    case .int32, .uint32, .float: 32
    case .int64, .uint64, .uint, .cgFloat: 64
    }
  }
}
