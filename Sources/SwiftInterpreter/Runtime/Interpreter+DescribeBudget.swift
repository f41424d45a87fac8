import Transcript

/// What describing a value costs: text as long as the value is wide, and native frames as deep
/// as it is nested. A value built cheaply can be huge to describe (an array of ten thousand
/// copies of one large array, `[[[…]]]` nested a hundred thousand deep through `Any`), so
/// each part described takes a step, the text made is counted against the memory budget, and
/// nesting that reaches the stack's end stops the run as the program's stack overflow.
extension Interpreter {
  /// One more value to describe: a step, and a look at the stack.
  @inline(__always)
  func describing(at location: SourceLocation?) throws {
    try tick(at: location)
    if stackGuard.isNearEnd {
      throw InterpreterError.crash(
        "stack overflow: a value nested too deep to describe filled the stack (a value that holds itself?)",
        at: location)
    }
  }

  /// Text made while describing, counted as built (and, while printing, as printed).
  @inline(__always)
  func described(_ text: String, at location: SourceLocation?) throws -> String {
    try checkPrinted(text.utf8.count, at: location)
    try allocate(bytes: text.utf8.count, at: location)
    return text
  }
}
