import SwiftReader
import Transcript

/// A function's or an initializer's own generic parameters, known by name while its signature
/// is read (`func largest<T: Comparable>(_ a: [T]) -> T`, `init<S: Sequence>(_ s: S)`).
extension Compiler {
  func initializerShell(_ initializer: InitializerDecl, owner: UserType?) -> FunctionCode {
    let code = FunctionCode(
      name: functionName("init", initializer.parameters), kind: .initializer,
      location: initializer.parameters.first?.range.start ?? owner?.location ?? SourceLocation(file: "?", line: 1, column: 1),
      isAsync: initializer.isAsync, isThrowing: initializer.isThrowing)
    code.owner = owner
    code.isFailable = initializer.isFailable
    code.isConvenience = initializer.modifiers.contains { $0.name == "convenience" }
    // `init<T: Numeric>(_ value: T)`: its parameters' types name its own placeholders.
    inGenericScope(code, initializer.genericParameters, outer: owner?.asType) {
      code.parameters = parameterShells(initializer.parameters, in: owner?.asType)
    }
    return code
  }

  /// Runs `body` where a function's own generic parameters (`func f<T>`, `init<T: Numeric>`)
  /// are known by name, after recording them and their constraints on its code.
  func inGenericScope(_ code: FunctionCode, _ generics: [GenericParameter], outer: SwiftType?, _ body: () -> Void) {
    code.genericParameters = generics.map(\.name)
    for parameter in generics {
      if let constraint = parameter.constraint { code.genericConstraints[parameter.name] = constraint }
      if parameter.constraint == nil, !parameter.hasSameTypeRequirement { code.unconstrainedGenerics.insert(parameter.name) }
    }
    let saved = context
    if !generics.isEmpty {
      context = FunctionContext(parent: nil, code: code, selfType: outer, capturedNames: [], isAsync: false,
        genericNames: Set(code.genericParameters).union(saved.genericNames))
      // An extension of a standard protocol keeps its placeholders (`Element`) in the generic method's signature.
      context.typeScope = saved.typeScope
    }
    body()
    context = saved
  }
}
