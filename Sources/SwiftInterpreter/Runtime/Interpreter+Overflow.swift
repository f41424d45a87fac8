import Transcript

/// How a run that recurses without end stops: as the program's crash, the way Swift's runtime
/// stops it, at a depth the interpreter chooses instead of the end of its own stack.
extension Interpreter {
  /// Calls nested past the depth limit, or native frames close to the stack's end.
  ///
  /// Swift gives a stack overflow no message of its own: Xcode stops at `EXC_BAD_ACCESS`, and
  /// on Linux the backtracer prints `Program crashed: Bad pointer dereference`. So the crash
  /// says what happened and where, naming the call that went one level too far and the limit
  /// (a recursion deeper than the limit that would end in Swift is reported the same way; the
  /// limit is `InterpreterConfiguration.depthLimit`).
  func stackOverflow(in code: FunctionCode, at location: SourceLocation?) -> InterpreterError {
    stackOverflow(callee: code.kind == .closure ? "a closure in '\(code.name)'" : "'\(code.name)'", at: location)
  }

  /// The same crash for a callee that has no code of its own: a type constructed while its
  /// stored properties' initial values are worked out (`class A { let a = A() }`).
  func stackOverflow(callee: String, at location: SourceLocation?) -> InterpreterError {
    let limit =
      depth > configuration.depthLimit
      ? "calls nested more than \(configuration.depthLimit) deep"
      : asyncDepth > configuration.asyncDepthLimit
        ? "async calls nested more than \(configuration.asyncDepthLimit) deep"
        : "calls nested \(depth) deep filled the stack"
    return InterpreterError.crash("stack overflow: \(limit), the last to \(callee) (endless recursion?)", at: location)
  }
}
