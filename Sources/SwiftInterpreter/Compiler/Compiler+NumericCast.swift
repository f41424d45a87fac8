import SwiftReader
import Transcript

/// `numericCast(_:)`: an integer converted to the integer type its context asks for, as that
/// type's initializer does (`U(x)`, trapping when the value does not fit). From the standard
/// library's reference (developer.apple.com/documentation/swift/numericcast(_:)).
extension Compiler {
  func compileNumericCast(_ syntax: [ArgumentSyntax], expected: SwiftType?, at location: SourceLocation) -> ExprCode? {
    guard syntax.count == 1, syntax[0].label == nil else { return nil }
    switch expected?.wrapped {
    case .int?:
      return construction(.int, syntax, dynamicSelf: false, at: location)
    case .number(let kind)? where kind.isInteger:
      return construction(.number(kind), syntax, dynamicSelf: false, at: location)
    case nil, .unknown?:
      error("generic parameter 'U' could not be inferred", at: location)
      return compileExpr(syntax[0].expression, expected: nil)
    default:
      let value = compileExpr(syntax[0].expression, expected: nil)
      return map(value, type: .unknown) { _, _ in
        throw InterpreterError.notModelled("numericCast(_:) to a type not known to be an integer", at: location)
      }
    }
  }
}
