/// Makes sure each turn of a list loop consumes a token, so bad input can never make the
/// parser spin: a turn that consumed nothing throws instead of repeating.
struct LoopProgress {
  private var lastConsumed = -1

  mutating func check(_ parser: Parser) throws(ReadError) {
    guard parser.consumed > lastConsumed else {
      throw parser.error("unexpected \(parser.current.quoted)")
    }
    lastConsumed = parser.consumed
  }
}
