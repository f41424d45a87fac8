import SwiftReader
import Transcript

extension Compiler {
  /// A call of the program's only function or method of that name: each argument of a checked
  /// type goes to a parameter of the same type (`half(k)` with `k: Int` and `half(_: Double)`).
  func checkArguments(_ parameters: [ParameterCode], _ arguments: [CompiledArgument], _ syntax: [ArgumentSyntax]) {
    guard arguments.count == syntax.count,
      let bindings = ArgumentMatcher.match(parameters.map(\.shape), shapes(syntax))
    else { return }
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding, !parameters[index].isInout, arguments[position].place == nil else { continue }
      if let name = Self.nilRefusingName(syntax[position].expression, parameters[index].type) {
        error("'nil' is not compatible with expected argument type '\(name)'", at: syntax[position].expression.range.start)
        continue
      }
      guard isCertainlyTyped(syntax[position].expression),
        let (found, wanted) = mismatch(arguments[position].code, syntax[position].expression, into: parameters[index].type)
      else { continue }
      error("cannot convert value of type '\(found)' to expected argument type '\(wanted)'",
        at: anchor(of: syntax[position].expression))
    }
  }
}
