import SwiftReader
import Transcript

/// A call to an `async` function of the program without `await`: swiftc refuses to build it,
/// so it is refused here rather than run as if it had waited.
///
/// Only what is sure is refused: a callee every overload of which (with the call's labels) is
/// declared `async`, called outside any `await`, in a function, method, initializer or
/// top-level code (calls in closures are left alone: swiftc infers whether a closure is async).
/// In an async context swiftc names the outermost expression around the call (`print(g())`
/// at `print`); in a synchronous one it names the call.
extension Compiler {
  func requireAwait(_ callees: [FunctionCode], _ syntax: [ArgumentSyntax]) {
    guard awaitDepth == 0, let start = callStart, !context.isDetached, context.code.kind != .closure else { return }
    let argumentShapes = shapes(syntax)
    let reached = callees.filter { ArgumentMatcher.match($0.parameters.map(\.shape), argumentShapes) != nil }
    guard !reached.isEmpty, reached.allSatisfy(\.isAsync) else { return }
    if context.isAsync {
      error("expression is 'async' but is not marked with 'await'", at: context.expressionStart ?? start)
    } else {
      error("'async' call in a function that does not support concurrency", at: start)
    }
  }
}
