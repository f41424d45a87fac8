import Testing

@testable import Expectations

/// Trimming the end of a line costs what it drops, not the line's length each time: a fuzzed
/// fixture whose header ended in thousands of spaces took 1.6 s to read (lesson-fuzz seed 1,
/// case 635551). Bounded by counting index moves, not by a clock.
@Suite("Trimming trailing spaces")
struct TrailingTrimTests {
  /// Characters that count every step an algorithm takes through them.
  struct CountingText: BidirectionalCollection {
    final class Counter { var steps = 0 }
    let characters: [Character]
    let counter: Counter

    var startIndex: Int { 0 }
    var endIndex: Int { characters.count }
    subscript(position: Int) -> Character { characters[position] }
    func index(after i: Int) -> Int {
      counter.steps += 1
      return i + 1
    }
    func index(before i: Int) -> Int {
      counter.steps += 1
      return i - 1
    }
  }

  @Test("dropping 10,000 trailing spaces takes about 10,000 steps", arguments: [0, 1, 10_000])
  func linear(_ spaces: Int) {
    let text = CountingText(
      characters: Array("a b" + String(repeating: " ", count: spaces)), counter: .init())
    let kept = text.droppingTrailing { $0 == " " }
    // One step back over each space and one onto the `b` that stops it.
    #expect(text.counter.steps == spaces + 1)
    #expect(String(kept) == "a b")
  }

  @Test("the old loop was quadratic: dropLast() counts the whole text each time")
  func oldLoopWasQuadratic() {
    var slice = CountingText(
      characters: Array("a" + String(repeating: " ", count: 200)), counter: .init())[...]
    while slice.last == " " { slice = slice.dropLast() }
    #expect(slice.count == 1)
    #expect(slice.base.counter.steps > 200 * 200 / 2)
  }

  @Test(
    "each trim keeps what it kept before",
    arguments: [
      ("", ""), (" ", ""), ("  a  ", "a"), ("a", "a"), ("a \t", "a \t"), (" a b ", "a b"),
      ("é ", "é"), ("👑  ", "👑"),
    ])
  func spaces(_ text: String, _ trimmed: String) {
    #expect(text.trimmingSpaces() == trimmed)
  }

  @Test(
    "trailing spaces and tabs go, for comparing and for showing",
    arguments: [("a \t ", "a", "a···¬"), ("a", "a", "a"), (" \t", "", "··¬"), ("a\tb\t", "a\tb", "a⇥b·¬")])
  func tabs(_ text: String, _ compared: String, _ shown: String) {
    #expect(Comparison.trimmingTrailingSpaces(text) == compared)
    #expect(VisibleText.shown(text) == shown)
  }
}
