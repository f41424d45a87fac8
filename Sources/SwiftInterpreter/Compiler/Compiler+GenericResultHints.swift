import SwiftReader

/// Hints from the type a call's result is expected to have.
extension Compiler {
  /// `let s: StrideTo<Double> = stride(from: 0, to: 3, by: 1)`: the context's generic argument
  /// is the function's generic parameter, so literal arguments of type `T` (or `T.Stride`, a
  /// number's own type for `Int` and `Double`) take it, as swiftc infers `T` from the result.
  func hintGenericArguments(
    _ hints: inout [ParameterHint?], _ syntax: [ArgumentSyntax], _ functions: [NativeFunction], expected: SwiftType
  ) {
    guard case .native(let expectedType, let expectedArguments) = expected.wrapped,
      expectedArguments.count == 1, expectedArguments[0].isSame(as: .double) || expectedArguments[0].isSame(as: .int),
      let function = functions.first(where: {
        if case .named(expectedType.name, _)? = $0.signature.returnType?.kind { return true } else { return false }
      }),
      case .named(_, let resultArguments)? = function.signature.returnType?.kind, resultArguments.count == 1,
      case .named(let parameterName, let inner)? = resultArguments.first?.kind, inner.isEmpty,
      function.signature.genericParameters.contains(parameterName),
      let bindings = ArgumentMatcher.match(function.signature.shapes, shapes(syntax))
    else { return }
    for (index, binding) in bindings.enumerated() {
      guard case .argument(let position) = binding, hints[position]?.type == nil else { continue }
      switch function.signature.parameters[index].type.kind {
      case .named(let name, let generics) where name == parameterName && generics.isEmpty: break
      case .member(let base, "Stride", let generics) where generics.isEmpty:
        guard case .named(let name, let inner) = base.kind, name == parameterName, inner.isEmpty else { continue }
      default: continue
      }
      hints[position] = ParameterHint(type: expectedArguments[0])
    }
  }
}
