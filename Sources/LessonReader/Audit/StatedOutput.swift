import Expectations
import Foundation
import Transcript

/// Checks output a lesson states in a sentence against a fixture: the printed lines of a window
/// of events, joined as the sentence joins them, or the items of a screen.
///
/// "It printed: a b c" joins lines with spaces and says nothing else. "it printed a, then b" and
/// "printed a and then b." join them with words, and prose may follow the output ("it printed
/// starting before the first view was created"); both are read with the fixture's own holes.
struct StatedOutput {
  let fixture: Fixture

  /// How a sentence joins printed lines, most literal first.
  static let separators = [" ", ", ", ", then ", " and then ", " and "]

  /// Whether a window of the fixture's events printed what the claim states; and, when none
  /// did, the window whose words are closest, with how many of the claim's words it has.
  func check(_ claim: LessonClaim) -> (passed: Bool, closest: ClosedRange<Int>?, score: Int) {
    let text = claim.lines[0].text
    let windows = ConsoleWindows(fixture: fixture)
    var closest: (ClosedRange<Int>, Int)?
    let words = Set(text.split(separator: " "))
    for window in windows.windows {
      let lines = windows.lines(of: window)
      for pattern in joined(lines, afterColon: claim.afterColon) {
        let result = ClaimProbe.verify(
          items: [.line(pattern)], mode: .exact, lines: [text], in: fixture,
          at: fixture.events[window.lowerBound])
        if result.passed { return (true, window, words.count) }
      }
      let written = Set(lines.flatMap { $0.text.split(separator: " ") })
      let score = words.intersection(written).count
      if score > (closest?.1 ?? 0) { closest = (window, score) }
    }
    return (false, closest?.0, closest?.1 ?? 0)
  }

  /// The lines joined into one expected line in every way the sentence may join them.
  func joined(_ lines: [LinePattern], afterColon: Bool) -> [LinePattern] {
    guard let first = lines.first else { return [] }
    let separators = afterColon || lines.count > 4 ? [" "] : Self.separators
    var patterns = [first]
    for line in lines.dropFirst() {
      patterns = patterns.flatMap { pattern in
        separators.map { separator in
          LinePattern(
            pieces: pattern.pieces + [.literal(separator)] + line.pieces,
            text: pattern.text + separator + line.text, location: first.location)
        }
      }
    }
    guard !afterColon else { return patterns }
    let tail: [LinePattern.Piece] = [.literal(" "), .hole(Hole(type: .text))]
    return patterns
      + patterns.map {
        LinePattern(pieces: $0.pieces + tail, text: $0.text + " {{text}}", location: $0.location)
      }
  }

  /// Whether a screen the fixture claims shows the claim's items (`scene: North, app: 1`),
  /// in order, other items (buttons, drawing) allowed between.
  func screenShows(_ claim: LessonClaim) -> Bool {
    let items = claim.lines[0].text.components(separatedBy: ", ")
    for event in fixture.events {
      for screen in event.screens {
        var next = 0
        for line in screen.lines where next < items.count {
          if ClaimProbe.matches(line, items[next], in: fixture) { next += 1 }
        }
        if next == items.count { return true }
      }
    }
    return false
  }

  /// Whether the fixture claims any screen.
  var claimsScreens: Bool { fixture.events.contains { !$0.screens.isEmpty } }
}
