import Expectations
import Foundation
import Testing

/// Aligning a whole paste, which has no event markers, with every event's expected lines.
@Suite("Grading: aligning a paste with every event")
struct GradingAlignmentTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var body: String
    var paste: [String]
    var outcome: Grade.Outcome
    /// For each check, by id, its status and the messages of its failed line checks (start of).
    var failures: [String: [String]] = [:]
    var testDescription: String { name }
  }

  /// launch makes no claim; home claims exactly its lines; wait claims nothing is printed;
  /// return claims exactly its lines.
  static let phases = """
    == launch ==

    == home ==
    active -> inactive
    inactive -> background
    == wait 5 ==
    -- no output --
    == return ==
    background -> inactive
    inactive -> active
    """
  static let printed = [
    "App.init", "background -> inactive", "inactive -> active", "active -> inactive",
    "inactive -> background", "background -> inactive", "inactive -> active",
  ]

  static let cases: [Case] = [
    Case(name: "the whole console passes", body: phases, paste: printed, outcome: .pass),
    Case(
      name:
        "lines of an event without a claim that look like a claimed block's do not take its place",
      body: phases, paste: ["inactive -> background", "active -> inactive"] + printed,
      outcome: .pass),
    Case(
      name: "a line inside a block that claims exactly its lines is unexpected",
      body: phases,
      paste: Array(printed[..<4]) + ["Saving 3 trips"] + Array(printed[4...]), outcome: .fail,
      failures: ["event-2": ["unexpected at your line 5"]]),
    Case(
      name: "a line while the app should print nothing fails the silent block",
      body: phases,
      paste: Array(printed[..<5]) + ["tick"] + Array(printed[5...]), outcome: .fail,
      failures: ["event-3": ["printed `tick` (your line 6)"]]),
    Case(
      name: "a line after the last block that claims exactly its lines is unexpected",
      body: phases, paste: printed + ["Saving 3 trips"], outcome: .fail,
      failures: ["event-4": ["unexpected at your line 8"]]),
    Case(
      name: "a dropped line is missing, and names the line it should follow",
      body: phases, paste: printed.enumerated().filter { $0.offset != 4 }.map(\.element),
      outcome: .fail,
      failures: ["event-2": ["missing: should follow `active -> inactive` (your line 4)"]]),
    Case(
      name: "a swapped pair is one line out of order",
      body: phases,
      paste: Array(printed[..<5]) + ["inactive -> active", "background -> inactive"],
      outcome: .fail,
      failures: ["event-4": ["out of order: found at your line 7"]]),
    Case(
      name: "a partial block allows other lines around and between its own",
      body: """
        == launch ==
        -- partial --
        ContentView.body
        onAppear
        """,
      paste: [
        "App.init", "ContentView.body", "ContentView.init", "onAppear", "inactive -> active",
      ],
      outcome: .pass),
    Case(
      name: "an any-order group matches in any order, at its place",
      body: """
        == launch ==
        App.init
        -- any order --
        Hazel appeared
        Clover appeared
        -- in order --
        done
        """,
      paste: ["App.init", "Clover appeared", "Hazel appeared", "done"], outcome: .pass),
    Case(
      name: "a value bound in one event bounds a line of a later one",
      body: """
        == home ==
        away at {{home: int}}
        == return ==
        back at {{back: int in home+1...home+2}}
        """,
      paste: ["away at 5", "back at 9"], outcome: .fail,
      failures: ["event-2": ["out of range at your line 2: 9 is not in 6...7"]]),
    Case(
      name: "a never line the block owns fails it",
      body: """
        == home ==
        active -> inactive
        -- never --
        ContentView.body
        """,
      paste: ["active -> inactive", "ContentView.body"], outcome: .fail,
      failures: ["event-1": ["unexpected at your line 2", "appeared at your line 2"]]),
    Case(
      name: "a never line an earlier partial block may own does not fail the later block",
      body: """
        == launch ==
        -- partial --
        App.init
        == home ==
        active -> inactive
        -- never --
        ContentView.body
        """,
      paste: ["App.init", "ContentView.body", "active -> inactive"], outcome: .pass),
  ]

  @Test("the alignment explains the paste with the fewest failed checks", arguments: cases)
  func aligned(_ example: Case) throws {
    let grade = Grader.grade(
      try fixture(example.body), paste: example.paste.joined(separator: "\n"), source: "paste")
    #expect(grade.outcome == example.outcome, "\(grade.message)")
    let failed = Dictionary(
      uniqueKeysWithValues: grade.failedChecks.map { check in
        (check.id, check.lines.filter { $0.status == .failed }.map(\.message))
      })
    #expect(Set(failed.keys) == Set(example.failures.keys), "\(failed)")
    for (id, starts) in example.failures {
      let messages = failed[id] ?? []
      #expect(messages.count == starts.count, "\(messages)")
      for (message, start) in zip(messages, starts) {
        #expect(message.hasPrefix(start), "\(message)")
      }
    }
  }

  @Test("a long console with noise between every line aligns and passes")
  func longConsole() throws {
    var body = "== launch ==\n"
    var paste: [String] = []
    for index in 0..<200 {
      body += "step \(index): saved {{int}} carrots\n"
      paste += ["noise \(index)", "step \(index): saved \(index) carrots"]
    }
    let fixture = try fixture(
      "== launch ==\n-- partial --\n" + body.dropFirst("== launch ==\n".count))
    let grade = Grader.grade(
      fixture, paste: Array(repeating: paste, count: 10).joined().joined(separator: "\n"),
      source: "paste")
    #expect(grade.outcome == .pass)
  }
}
