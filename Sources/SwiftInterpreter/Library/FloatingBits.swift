import Transcript

/// The IEEE 754 members of `Double` and `Float` (`FloatingPoint`): sign, neighbours and ulp.
enum FloatingBits {
  static func register(in registry: Registry) {
    let signType = registry.type("FloatingPointSign", module: "Swift", kind: .enumeration,
      doc: "https://developer.apple.com/documentation/swift/floatingpointsign") { type in
      type.enumCases(["plus", "minus"])
    }
    for name in ["Double", "Float"] {
      registry.type(name, module: "Swift", doc: "https://developer.apple.com/documentation/swift/floatingpoint") { type in
        type.property("var sign: FloatingPointSign { get }") { access in
          let minus: Bool
          switch access.receiver {
          case .number(let n) where n.kind == .float: minus = n.floatValue.sign == .minus
          default: minus = (try access.interpreter.expectDouble(access.receiver, at: access.location)).sign == .minus
          }
          return .enumCase(EnumValue(type: .native(signType, arguments: []), caseIndex: minus ? 1 : 0,
            name: minus ? "minus" : "plus"))
        }
        let neighbours: [(String, (Double) -> Double, (Float) -> Float)] = [
          ("nextUp", \.nextUp, \.nextUp), ("nextDown", \.nextDown, \.nextDown), ("ulp", \.ulp, \.ulp),
        ]
        for (property, double, float) in neighbours {
          type.property("var \(property): Self { get }") { access in
            if case .number(let n) = access.receiver, n.kind == .float { return .number(Number(float: float(n.floatValue))) }
            return .double(double(try access.interpreter.expectDouble(access.receiver, at: access.location)))
          }
        }
        // `Float.pi` is π rounded toward zero to a Float (3.1415925), not `Float(Double.pi)`.
        type.property("static var pi: Self { get }") { access in
          if case .type(.number(.float)) = access.receiver { return .number(Number(float: .pi)) }
          return .double(.pi)
        }
        type.property("static var ulpOfOne: Self { get }") { access in
          if case .type(.number(.float)) = access.receiver { return .number(Number(float: .ulpOfOne)) }
          return .double(.ulpOfOne)
        }
        // `Double(exactly: 3)`: nil when the integer has no exact floating-point value.
        type.initializer("init?(exactly value: Int)") { call in
          let integer = try call.int(0)
          if name == "Float" {
            guard let exact = Float(exactly: integer) else { return .none }
            return .some(.number(Number(float: exact)))
          }
          guard let exact = Double(exactly: integer) else { return .none }
          return .some(.double(exact))
        }
        type.property("static var leastNormalMagnitude: Self { get }") { access in
          if case .type(.number(.float)) = access.receiver { return .number(Number(float: .leastNormalMagnitude)) }
          return .double(.leastNormalMagnitude)
        }
      }
    }
  }
}
