import SwiftReader
import Transcript

/// A call to a throwing function of the program without `try`, a `try` or `throw` whose error
/// nothing handles: swiftc refuses to build them (`call can throw but is not marked with
/// 'try'`), so such a program never runs here and stops with a made-up "Error raised at top
/// level" either.
///
/// Only what is sure is refused: a callee every overload of which (with the call's labels) is
/// declared `throws` and takes no closure (a `rethrows` function throws only what its closure
/// throws, and the syntax does not tell `rethrows` apart); calls in closures are left alone
/// (swiftc infers whether a closure throws), and so are errors inside a `do` with `catch`
/// clauses (whether those are exhaustive is not checked).
extension Compiler {
  /// Refuses a call to `callees` (the program's functions, methods or initializers that the
  /// call's name reaches) made where its error is neither marked with `try` nor handled.
  func requireTry(_ callees: [FunctionCode], _ syntax: [ArgumentSyntax]) {
    guard let start = callStart, !context.isDetached else { return }
    let argumentShapes = shapes(syntax)
    let reached = callees.filter { ArgumentMatcher.match($0.parameters.map(\.shape), argumentShapes) != nil }
    guard !reached.isEmpty, reached.allSatisfy({ $0.isThrowing && !Compiler.takesClosure($0) }) else { return }
    let code = context.code
    guard code.kind != .closure else { return }
    let canThrow = code.kind == .topLevel || code.isThrowing
    if let innermost = context.tries.last {
      // `try?` and `try!` handle the error; a plain `try` passes it on.
      guard !context.tries.contains(where: { $0.kind != .plain }) else { return }
      if !canThrow && context.handlingDepth == 0 {
        error("errors thrown from here are not handled", at: innermost.location)
      }
      return
    }
    if canThrow || context.handlingDepth > 0 {
      error("call can throw but is not marked with 'try'", at: start)
    } else {
      error("call can throw, but it is not marked with 'try' and the error is not handled", at: start)
    }
  }

  /// `throw` in a function, method or initializer not declared `throws`, outside any `do`
  /// with `catch` clauses.
  func refuseUnhandledThrow(at location: SourceLocation) {
    let code = context.code
    guard !context.isDetached, code.kind != .closure, code.kind != .topLevel, !code.isThrowing,
      context.handlingDepth == 0
    else { return }
    // swiftc says "function" for an initializer or a getter too.
    error("error is not handled because the enclosing function is not declared 'throws'", at: location)
  }

  /// The program's instance methods named `name` that a call on a value of `type` reaches:
  /// the nearest class in the chain declaring one (a subclass's override may not throw).
  func userMethods(_ type: SwiftType, _ name: String) -> [FunctionCode] {
    guard case .user(let userType, _) = type.wrapped, !userType.isProtocol else { return [] }
    for ancestor in userType.classChain {
      if let methods = ancestor.members.methods[name] { return methods }
    }
    return []
  }

  private static func takesClosure(_ code: FunctionCode) -> Bool {
    code.parameters.contains { parameter in
      if parameter.takesClosure || parameter.isAutoclosure { return true }
      if case .function = parameter.type { return true }
      return false
    }
  }
}
