import Expectations
import Foundation
import Transcript

extension UpdateCommand {
  /// The new text of a fixture whose events print something else than their blocks claim:
  /// each failing block's expected console replaced by what the program printed.
  ///
  /// Only the console lines of a failing block change (and its `-- no output --` or
  /// `-- partial --` line when that no longer fits); its directives, never lines, screens and
  /// hints, the other blocks and the rest of the file stay byte for byte. A line the old
  /// block paired with a printed line keeps its text as written, holes included: its literal
  /// parts match, so its holes still describe the value.
  struct Rewrite {
    /// One block rewritten: the fixture lines it replaced and the lines it wrote.
    struct Change {
      var event: String
      /// The fixture line of the block's `==` line.
      var location: SourceLocation
      /// The first fixture line replaced (1-based).
      var firstLine: Int
      /// The fixture's lines from the first replaced to the last, and what replaces them.
      var old: [String]
      var new: [String]
    }

    let fixture: Fixture
    let result: FixtureResult
    /// The fixture's text, one string a line, without line breaks.
    let lines: [String]

    private(set) var changes: [Change] = []
    /// What failed but is not rewritten: screens, never lines, the build, unreached events.
    private(set) var notes: [String] = []
    private var edits: [(lines: [Int], new: [String])] = []

    init(fixture: Fixture, result: FixtureResult, lines: [String]) {
      self.fixture = fixture
      self.result = result
      self.lines = lines
    }

    /// Works out every change, and returns the new lines of the file.
    mutating func run() -> [String] {
      if result.build?.passed == false {
        notes.append("the '== build ==' claim fails; it is not rewritten")
      }
      if let failure = result.runFailure {
        notes.append("the run stopped (\(failure)); the events after it are not rewritten")
      }
      for (index, event) in result.events.enumerated() where !event.passed {
        rewrite(event, fixture.events[index])
      }
      var output = lines
      for edit in edits.sorted(by: { $0.lines[0] > $1.lines[0] }) {
        let first = edit.lines[0] - 1
        for line in edit.lines.sorted(by: >) { output.remove(at: line - 1) }
        output.insert(contentsOf: edit.new, at: first)
      }
      return output
    }

    private mutating func rewrite(_ event: EventResult, _ expectation: EventExpectation) {
      let name = "== \(event.label) =="
      if !event.screens.allSatisfy(\.passed) {
        notes.append("\(name): a screen claim fails; screens are not rewritten")
      }
      if !event.never.isEmpty {
        notes.append("\(name): a '-- never --' line appeared; it is not rewritten")
      }
      guard event.reached, let console = expectation.console, !event.consolePassed else { return }
      if console.items.contains(where: { if case .anyOrder = $0 { true } else { false } }) {
        notes.append("\(name): its '-- any order --' lines are not rewritten; edit them by hand")
        return
      }
      var replaced = console.lines.map(\.location.line)
      var new: [String]
      switch console.mode {
      case .silent:
        guard let line = directiveLine("no output", in: expectation) else { return }
        replaced = [line]
        new = event.actual.map(LinePattern.written(forPrinted:))
      case .exact:
        new = event.actual.indices.map { index in
          event.lines.first { $0.actualIndex == index }?.pattern.text
            ?? LinePattern.written(forPrinted: event.actual[index])
        }
        if new.isEmpty { new = ["-- no output --"] }
      case .partial:
        new = event.lines.filter { $0.actualIndex != nil }
          .sorted { ($0.actualIndex ?? 0) < ($1.actualIndex ?? 0) }.map(\.pattern.text)
        if new.isEmpty, let line = directiveLine("partial", in: expectation) {
          replaced.append(line)
          new =
            event.actual.isEmpty
            ? ["-- no output --"] : event.actual.map(LinePattern.written(forPrinted:))
        }
      }
      for line in event.lines {
        if case .outOfRange(_, let violation) = line.outcome {
          notes.append(
            "\(name): kept `\(line.pattern.text)`, whose literal text still matches, but"
              + " \(violation); its bound is the lesson's to change")
        }
      }
      replaced.sort()
      guard let first = replaced.first, let last = replaced.last else { return }
      edits.append((replaced, new))
      // The lines from the first replaced to the last, before and after: the new lines
      // come first, then the lines between that stay (a claim, a directive).
      let span = Array(first...last)
      let staying = span.filter { !replaced.contains($0) }.map { lines[$0 - 1] }
      changes.append(
        Change(
          event: event.label, location: expectation.location, firstLine: first,
          old: span.map { lines[$0 - 1] }, new: new + staying))
    }

    /// The fixture line of the block's `-- word --` directive.
    private func directiveLine(_ word: String, in expectation: EventExpectation) -> Int? {
      guard let range = expectation.blockLines else { return nil }
      return range.first { number in
        let text = lines[number - 1].trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("--"), text.hasSuffix("--"), text.count >= 4 else { return false }
        return text.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces) == word
      }
    }
  }
}
