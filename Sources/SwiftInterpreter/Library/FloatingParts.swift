import Transcript

/// `Double` and `Float` members a tutorial on floating point reads: the signalling NaN and the
/// parts of a value (`exponent`, `significand`), from `BinaryFloatingPoint`
/// (developer.apple.com/documentation/swift/binaryfloatingpoint).
enum FloatingParts {
  static func register(in registry: Registry) {
    for name in ["Int", "Int8", "Int16", "Int32", "Int64"] {
      registry.type(name, module: "Swift", doc: "https://developer.apple.com/documentation/swift/signednumeric/negate()") { type in
        type.method("mutating func negate()") { call in
          call.receiver = try call.interpreter.unary("-", call.receiver, at: call.location)
          return .void
        }
      }
    }
    for name in ["Double", "Float"] {
      registry.type(name, module: "Swift", doc: "https://developer.apple.com/documentation/swift/binaryfloatingpoint") { type in
        type.property("static var signalingNaN: Self { get }") { access in
          if case .type(.number(.float)) = access.receiver { return .number(Number(float: .signalingNaN)) }
          return .double(.signalingNaN)
        }
        type.property("var isSignalingNaN: Bool { get }") { access in
          if case .number(let n) = access.receiver, n.kind == .float { return .bool(n.floatValue.isSignalingNaN) }
          return .bool(try access.interpreter.expectDouble(access.receiver, at: access.location).isSignalingNaN)
        }
        // `x.negate()` is `x = -x` (the sign flips, also of a NaN); an integer's can overflow.
        type.method("mutating func negate()") { call in
          call.receiver = try call.interpreter.unary("-", call.receiver, at: call.location)
          return .void
        }
        type.property("var exponent: Int { get }") { access in
          if case .number(let n) = access.receiver, n.kind == .float { return .int(Int(n.floatValue.exponent)) }
          return .int(Int(try access.interpreter.expectDouble(access.receiver, at: access.location).exponent))
        }
        type.property("var significand: Self { get }") { access in
          if case .number(let n) = access.receiver, n.kind == .float { return .number(Number(float: n.floatValue.significand)) }
          return .double(try access.interpreter.expectDouble(access.receiver, at: access.location).significand)
        }
      }
    }
  }
}
