import Transcript

/// Argument lists of calls and subscripts: labels, values and the closing bracket, kept apart
/// from the expression grammar that reads each value.
extension Parser {
  /// `(label: value, value)` or `[index]`, from the opening bracket to `closing`.
  ///
  /// Returns the arguments and where `closing` stood.
  mutating func parseArgumentList(
    closing: String, _ message: String
  ) throws(ReadError) -> (arguments: [Argument], closing: SourceLocation) {
    advance()
    let saved = allowsTrailingClosures
    allowsTrailingClosures = true
    defer { allowsTrailingClosures = saved }
    var arguments: [Argument] = []
    var progress = LoopProgress()
    while !at(closing) {
      try progress.check(self)
      arguments.append(try parseArgument(closing: closing, message))
      if !consume(",") {
        guard at(closing) else { throw error(message) }
      }
    }
    let closingLocation = location
    advance()
    return (arguments, closingLocation)
  }

  /// `label: value`, `value`, or an operator passed as a function: `reduce(0, +)`.
  private mutating func parseArgument(closing: String, _ message: String) throws(ReadError)
    -> Argument
  {
    let start = location
    var label: String? = nil
    if current.isWord && peek().isPunct(":") {
      label = current.isWord("_") ? nil : current.text
      advance()
      advance()
    }
    let value: Expr
    if current.isOperator && (peek().isPunct(",") || peek().isPunct(closing)) {
      let opStart = location
      let op = current.text
      advance()
      value = try makeExpr(.identifier(op), from: opStart)
    } else {
      guard canStartExpression(current) else {
        throw error(
          current.isEOF || at("}") || current.newlineBefore
            ? message : "expected expression in list of expressions")
      }
      value = try parseExpression()
    }
    return Argument(label: label, value: value, range: range(from: start))
  }
}
