import SwiftReader
import Transcript

/// Overloads of a free function that one call's arguments cannot tell apart.
extension Compiler {
  /// Overloads told apart by their result only (`func g() -> Int`, `func g() -> String`): the
  /// type the context asks for chooses, as swiftc's type checker does; with none, swiftc calls
  /// the use ambiguous.
  func chooseByResult(_ chosen: inout [FunctionCode], resultType: inout SwiftType, expected: SwiftType?,
    at location: SourceLocation) {
    if chosen.count > 1, let expected, !expected.isUnknown {
      let byResult = chosen.filter { $0.returnType.isSame(as: expected) }
      if !byResult.isEmpty, byResult.count < chosen.count {
        chosen = byResult
        resultType = expected
      }
    }
    if chosen.count > 1, differOnlyInResult(chosen) {
      error("ambiguous use of '\(Compiler.shownName(chosen[0]))'", at: location)
    }
  }

  /// `var y = 1` beside `func y(a:)`: a call of `y` is the function's, since the variable
  /// cannot be called.
  static func isNonFunctionBesideFunctions(_ global: GlobalVariable, _ functions: [FunctionCode]?) -> Bool {
    guard let functions, !functions.isEmpty, global.typeIsCertain else { return false }
    if case .function = global.type { return false }
    return true
  }

  /// Whether overloads have the same parameters and differ only in what they return: then
  /// nothing but the context's type may choose, and without one swiftc calls the use ambiguous.
  func differOnlyInResult(_ functions: [FunctionCode]) -> Bool {
    let first = functions[0].parameters
    let constraints = functions[0].genericConstraints.mapValues(Compiler.typeKey)
    return functions.dropFirst().allSatisfy { function in
      // `<T: Equatable>` and `<T: Comparable>` differ: the values' conformances choose.
      function.genericConstraints.mapValues(Compiler.typeKey) == constraints
        && function.parameters.count == first.count
        && zip(function.parameters, first).allSatisfy { $0.label == $1.label && $0.type.isSame(as: $1.type) && !$0.type.isUnknown }
    }
  }

}

extension Compiler {
  /// `shapes.removeFirst()` beside `removeFirst(_ k: Int)`: the result type of the one registry
  /// overload the arguments fit (an element of a known array); nil when none or several fit.
  func fittingNativeResult(_ natives: [NativeFunction], _ syntax: [ArgumentSyntax], receiver: SwiftType) -> SwiftType? {
    guard natives.count > 1 else { return nil }
    let argumentShapes = shapes(syntax)
    let fitting = natives.filter { ArgumentMatcher.match($0.signature.shapes, argumentShapes) != nil }
    return fitting.count == 1 ? nativeReturnType(fitting[0], receiver: receiver) : nil
  }
}
