import Transcript

/// The output budget: the bytes a run prints in all, counted as it prints them.
///
/// A console a lesson shows is a few kilobytes; a program that prints without end, or prints
/// one value too large to read (`print(Array(repeating: megabyteString, count: 1000))`), is a
/// mistake to stop with a located error before its text fills the grader's memory. While a
/// `print` describes its items, a part of the text already longer than what the budget has
/// left stops the run at once, so that such a value is never built whole.
extension Interpreter {
  /// Writes printed text to the host, counted against the output budget.
  func output(_ text: String, at location: SourceLocation?) throws {
    let bytes = text.utf8.count
    if bytes > outputLeft { throw outputBudgetExceeded(at: location) }
    // Counted on the bytes in place: a native string's are contiguous.
    let lines = text.utf8.withContiguousStorageIfAvailable(Self.lineFeeds) ?? Self.lineFeeds(text.utf8)
    if lines > configuration.outputLineBudget - printedLines { throw outputLinesExceeded(at: location) }
    printedBytes &+= bytes
    printedLines &+= lines
    host.write(text)
  }

  private static func lineFeeds<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int {
    var lines = 0
    for byte in bytes where byte == 10 { lines &+= 1 }
    return lines
  }

  /// Bytes the run may still print.
  var outputLeft: Int { max(configuration.outputBudget - printedBytes, 0) }

  /// Runs `body`, which describes what is about to be printed: text it makes past what the
  /// budget has left stops the run (see `checkPrinted`).
  func describingForOutput<T>(_ body: () throws -> T) rethrows -> T {
    let outer = printLimit
    printLimit = outputLeft
    defer { printLimit = outer }
    return try body()
  }

  /// Runs `body`, the program's own code (a `description`), without the printing limit: what
  /// it makes may not be printed.
  func describingInProgram<T>(_ body: () throws -> T) rethrows -> T {
    let outer = printLimit
    printLimit = .max
    defer { printLimit = outer }
    return try body()
  }

  /// `bytes` of text, all part of what is being printed, made so far: stops the run when
  /// they are more than the output budget has left.
  @inline(__always)
  func checkPrinted(_ bytes: Int, at location: SourceLocation?) throws {
    if bytes > printLimit { throw outputBudgetExceeded(at: location) }
  }

  private func outputLinesExceeded(at location: SourceLocation?) -> InterpreterError {
    InterpreterError(.budget,
      "output budget exceeded: the program printed more than \(configuration.outputLineBudget) lines (a loop that never stops printing?)",
      at: location)
  }

  private func outputBudgetExceeded(at location: SourceLocation?) -> InterpreterError {
    let budget = configuration.outputBudget
    let size = budget >= 1 << 20 ? "\(budget >> 20) MB" : "\(budget) bytes"
    return InterpreterError(.budget,
      "output budget exceeded: the program's output is more than \(size) (a loop that never stops printing?)",
      at: location)
  }
}
