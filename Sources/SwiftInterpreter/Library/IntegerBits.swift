import Transcript

/// The bit-level members of every integer type (`FixedWidthInteger`, `BinaryInteger`):
/// counts of bits, byte order, `magnitude`, and the `…ReportingOverflow` arithmetic.
enum IntegerBits {
  static func register(in registry: Registry) {
    for kind in [nil] + NumberKind.allCases.filter(\.isInteger) {
      registry.type(kind?.rawValue ?? "Int", module: "Swift",
        doc: "https://developer.apple.com/documentation/swift/fixedwidthinteger") { type in
        members(type)
        conversions(type, kind: kind)
        let width = kind.map { $0.mask.nonzeroBitCount } ?? 64
        let signed = kind?.isSigned ?? true
        type.property("static var bitWidth: Int { get }") { _ in .int(width) }
        type.property("static var isSigned: Bool { get }") { _ in .bool(signed) }
      }
    }
  }

  /// The receiver's bits, masked to its width, and its width.
  private static func bits(_ value: Value) -> (bits: UInt64, width: Int, kind: NumberKind?)? {
    switch value {
    case .int(let i): return (UInt64(bitPattern: Int64(i)), 64, nil)
    case .number(let n) where n.kind.isInteger: return (n.bits & n.kind.mask, n.kind.mask.nonzeroBitCount, n.kind)
    default: return nil
    }
  }

  /// A value of the receiver's type from a bit pattern.
  private static func make(_ bits: UInt64, like value: Value) -> Value {
    if case .number(let n) = value { return .number(Number(kind: n.kind, bits: bits & n.kind.mask)) }
    return .int(Int(Int64(bitPattern: bits)))
  }

  private static func conversions(_ type: NativeType, kind: NumberKind?) {
    type.initializer("init?(exactly source: Int)") { call in
      var source = call[0]
      if case .double(let d) = source {
        guard let whole = Int(exactly: d) else { return .none }
        source = .int(whole)
      }
      guard let kind else {
        switch source {
        case .int: return .some(source)
        case .number(let n) where n.kind.isInteger: return .optional(n.integerValue.map(Value.int))
        default: return .none
        }
      }
      do {
        return .some(try Numbers.convert(source, to: kind, call))
      } catch let error as InterpreterError where error.kind == .crash {
        return .none
      }
    }
    if let kind {
      type.initializer("init(bitPattern x: Int)") { call in
        guard let (bits, _, _) = bits(call[0]) else {
          throw InterpreterError.unsupported("'init(bitPattern:)' needs an integer", at: call.location)
        }
        return .number(Number(kind: kind, bits: bits & kind.mask))
      }
    }
  }

  private static func members(_ type: NativeType) {
    let counts: [(String, (UInt64, Int) -> Int)] = [
      ("nonzeroBitCount", { bits, _ in bits.nonzeroBitCount }),
      ("leadingZeroBitCount", { bits, width in bits.leadingZeroBitCount - (64 - width) }),
      ("trailingZeroBitCount", { bits, width in min(bits.trailingZeroBitCount, width) }),
    ]
    for (name, count) in counts {
      type.property("var \(name): Int { get }") { access in
        guard let (bits, width, _) = bits(access.receiver) else { return .int(0) }
        return .int(count(bits, width))
      }
    }
    type.property("var byteSwapped: Self { get }") { access in
      guard let (bits, width, _) = bits(access.receiver) else { return access.receiver }
      return make(bits.byteSwapped >> UInt64(64 - width), like: access.receiver)
    }
    // This machine and every iOS device are little-endian.
    type.property("var littleEndian: Self { get }") { access in access.receiver }
    type.property("var bigEndian: Self { get }") { access in
      guard let (bits, width, _) = bits(access.receiver) else { return access.receiver }
      return make(bits.byteSwapped >> UInt64(64 - width), like: access.receiver)
    }
    type.property("var magnitude: Self.Magnitude { get }") { access in
      switch access.receiver {
      case .int(let i): return .number(Number(i.magnitude, kind: .uint))
      case .number(let n) where n.kind.isSigned && n.kind.isInteger:
        let unsigned: NumberKind = [.int8: .uint8, .int16: .uint16, .int32: .uint32][n.kind] ?? .uint64
        let value = IntegerArithmetic.signExtended(n)
        return .number(Number(kind: unsigned, bits: value.magnitude))
      default: return access.receiver
      }
    }
    for (name, op) in [("adding", "&+"), ("subtracting", "&-"), ("multiplied", "&*")] {
      let label = name == "multiplied" ? "by other" : "_ other"
      type.method("func \(name)ReportingOverflow(\(label): Self) -> (partialValue: Self, overflow: Bool)") { call in
        let wrapped = try call.interpreter.binary(op, call.receiver, call[0], at: call.location)
        let overflow: Bool
        do {
          _ = try call.interpreter.binary(String(op.dropFirst()), call.receiver, call[0], at: call.location)
          overflow = false
        } catch let error as InterpreterError where error.isArithmeticOverflow {
          overflow = true
        }
        return .tuple(TupleValue([wrapped, .bool(overflow)], labels: ["partialValue", "overflow"]))
      }
    }
    // Division by zero gives (self, true); `min / -1` gives (min, true) and `min % -1` gives
    // (0, true) (Apple, dividedReportingOverflow(by:) and remainderReportingOverflow(dividingBy:)).
    for (name, op) in [("divided", "/"), ("remainder", "%")] {
      let label = name == "divided" ? "by other" : "dividingBy other"
      type.method("func \(name)ReportingOverflow(\(label): Self) -> (partialValue: Self, overflow: Bool)") { call in
        let interpreter = call.interpreter
        let zero = try interpreter.binary("-", call[0], call[0], at: call.location)
        if try interpreter.equal(call[0], zero, at: call.location) {
          return .tuple(TupleValue([call.receiver, .bool(true)], labels: ["partialValue", "overflow"]))
        }
        do {
          let result = try interpreter.binary(op, call.receiver, call[0], at: call.location)
          return .tuple(TupleValue([result, .bool(false)], labels: ["partialValue", "overflow"]))
        } catch let error as InterpreterError where error.isArithmeticOverflow {
          let partial = op == "/" ? call.receiver : zero
          return .tuple(TupleValue([partial, .bool(true)], labels: ["partialValue", "overflow"]))
        }
      }
    }
  }
}
