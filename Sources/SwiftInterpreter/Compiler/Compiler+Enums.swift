import SwiftReader
import Transcript

/// Raw values of enums: written ones, and those Swift counts on from them.
extension Compiler {
  /// `enum Step: Int { case a = 3, b, c = 10, d }` gives 3, 4, 10, 11; a `String` enum's
  /// unwritten raw values are the case names (Swift's rules for implicit raw values).
  func assignRawValues() {
    var written: [ObjectIdentifier: [Int: Expr]] = [:]
    for (type, index, expression) in pendingRawValues {
      written[ObjectIdentifier(type), default: [:]][index] = expression
    }
    for type in program.allTypes where type.isEnum {
      guard let rawType = type.rawType else { continue }
      let explicit = written[ObjectIdentifier(type)] ?? [:]
      var next: Value?
      for index in type.cases.indices {
        var value: Value?
        if let expression = explicit[index] {
          value = literalValue(expression, as: rawType)
          if value == nil { error("raw value for enum case must be a literal", at: expression.range.start) }
        } else {
          switch rawType {
          case .string: value = .string(type.cases[index].name)
          case .int: value = next ?? .int(0)
          case .double: value = next ?? .double(0)
          case .number(let kind) where kind.isInteger: value = next ?? .number(Number(0, kind: kind))
          default:
            error("enum case must declare a raw value when the preceding raw value is not an integer",
              at: type.cases[index].location)
          }
        }
        type.cases[index].rawValue = value
        switch value {
        case .int(let i)?: next = .int(i + 1)
        case .double(let d)?: next = .double(d + 1)
        case .number(let n)? where n.kind.isInteger:
          next = n.integerValue.flatMap { IntegerArithmetic.exactly($0 + 1, as: n.kind) }.map(Value.number)
        default: next = nil
        }
      }
    }
  }

  /// The value of a literal written as a raw value or a default, in the given type.
  func literalValue(_ expression: Expr, as type: SwiftType) -> Value? {
    switch expression.kind {
    case .integerLiteral(let text):
      guard let integer = IntegerLiteral.parse(text) else { return nil }
      return LiteralConversion.integer(integer, as: type)
    case .floatLiteral(let text):
      guard let double = Double(text.replacingOccurrences(of: "_", with: "")) else { return nil }
      return LiteralConversion.float(double, as: type)
    case .stringLiteral(let segments):
      var text = ""
      for segment in segments {
        guard case .text(let part) = segment else { return nil }
        text += part
      }
      if case .character = type, text.count == 1 { return .character(text.first!) }
      return .string(text)
    case .booleanLiteral(let value): return .bool(value)
    case .prefixOperator("-", let operand):
      switch literalValue(operand, as: type) {
      case .int(let i)?: return .int(-i)
      case .double(let d)?: return .double(-d)
      case .number(let n)?:
        if n.kind == .float { return .number(Number(float: -n.floatValue)) }
        if n.kind == .cgFloat { return .number(Number(cgFloat: -n.doubleValue)) }
        return n.integerValue.flatMap { IntegerArithmetic.exactly(-$0, as: n.kind) }.map(Value.number)
      default: return nil
      }
    default: return nil
    }
  }
}

/// Reading integer literals as Swift writes them: `1_000`, `0xFF`, `0b1010`, `0o17`.
enum IntegerLiteral {
  /// The literal's value; a leading `-` (a negated literal, `-0x10`) applies to every radix.
  static func parse(_ text: String) -> Int? {
    let isNegative = text.hasPrefix("-")
    guard let magnitude = parseUnsigned(isNegative ? String(text.dropFirst()) : text) else { return nil }
    if isNegative {
      guard magnitude <= UInt64(Int.max) + 1 else { return nil }
      return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
    }
    return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
  }

  /// The literal as an unsigned 64-bit value, for `UInt64` literals above `Int.max`.
  static func parseUnsigned(_ text: String) -> UInt64? {
    let digits = text.replacingOccurrences(of: "_", with: "")
    if digits.hasPrefix("0x") { return UInt64(digits.dropFirst(2), radix: 16) }
    if digits.hasPrefix("0b") { return UInt64(digits.dropFirst(2), radix: 2) }
    if digits.hasPrefix("0o") { return UInt64(digits.dropFirst(2), radix: 8) }
    return UInt64(digits)
  }
}

/// Giving a literal the type its context asks for, as Swift's literal protocols do.
enum LiteralConversion {
  static func integer(_ value: Int, as type: SwiftType) -> Value? {
    switch type {
    case .double: return .double(Double(value))
    case .number(let kind): return IntegerArithmetic.exactly(value, as: kind).map(Value.number)
    case .optional(let inner): return integer(value, as: inner).map { .some($0) }
    default: return .int(value)
    }
  }

  static func float(_ value: Double, as type: SwiftType) -> Value {
    switch type {
    case .number(.float): return .number(Number(float: Float(value)))
    case .number(.cgFloat): return .number(Number(cgFloat: value))
    case .optional(let inner): return .some(float(value, as: inner))
    default: return .double(value)
    }
  }
}
