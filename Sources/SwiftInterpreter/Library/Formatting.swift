import Foundation
import Transcript

/// `String(format:)` and interpolation's `specifier:`: printf formats, done by Foundation itself.
enum Formatting {
  static func printf(_ format: String, _ values: [Value], interpreter: Interpreter, at location: SourceLocation?) throws -> String {
    try FormatCheck.check(format, values, interpreter: interpreter, at: location)
    var arguments: [any CVarArg] = []
    for value in values {
      switch value.unwrapped ?? value {
      case .int(let i): arguments.append(i)
      case .double(let d): arguments.append(d)
      case .number(let n): arguments.append(n.kind.isInteger ? (n.integerValue ?? 0) : n.doubleValue)
      case .bool(let b): arguments.append(b ? 1 : 0)
      case .string(let s): arguments.append(s)
      case .character(let c): arguments.append(String(c))
      case let other: arguments.append(try interpreter.describe(other, at: location))
      }
    }
    return String(format: format, arguments: arguments)
  }
}
