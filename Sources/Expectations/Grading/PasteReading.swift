/// A paste read again after its first reading (``PasteScan``), its compared lines numbered as
/// that reading numbered them: from the first line with text, blank lines inside included, up to
/// the last line with text. Grading reads the paste again rather than keep its lines, so that
/// its memory does not grow with the paste.
struct PasteReading {
  let input: PasteInput
  /// The fixture's lines that are never dropped as the system's (``PasteScan/systemExceptions(of:)``).
  let exceptions: [LinePattern]
  /// How many compared lines the first reading found.
  let lineCount: Int
  /// How many bytes the first reading read: a reading to the end must read as many.
  let bytes: Int

  /// Calls `body` with each compared line and its index, in order, until it returns false or
  /// the lines end.
  func forEach(_ body: (Int, ConsoleReader.Line) -> Bool) throws(PasteInput.ReadError) {
    var index = -1
    var seenText = false
    var stopped = false
    let reader = ConsoleReader(input: input, source: "", expected: exceptions)
    let summary = try reader.read { line in
      if !seenText {
        guard !line.text.isEmpty else { return true }
        seenText = true
      }
      index += 1
      guard index < lineCount else { return true }
      if !body(index, line) { stopped = true }
      return !stopped
    }
    guard stopped || summary.bytes == bytes else {
      throw PasteInput.ReadError(message: "the console changed while it was being graded")
    }
  }
}
