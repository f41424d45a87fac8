import Foundation
import HarnessTestSupport
import Testing

/// Hostile fixtures, Swift and arguments for `lesson-runner` (verify): each ends in time and
/// memory with exit 0, 1 or 2, and for 2 exactly one error line (issue 10).
@Suite("Catalogue: fixtures, Swift and arguments")
struct InputCatalogueTests {
  static let stepFour = "Fixtures/lesson06/step04-phase-is-a-value.fixture"

  static func repeated(_ piece: String, _ count: Int, separator: String = "") -> String {
    Array(repeating: piece, count: count).joined(separator: separator)
  }

  static let cases: [CatalogueCase] = [
    // The reproductions of issue 10: chains that overflowed the stack.
    CatalogueCase("issue: 7,100 terms of 1 + 1 + …", exits: [2], expect: "expression is too long") {
      Invocation([try $0.program("let x = " + repeated("1", 7_100, separator: " + ") + "\nprint(x)")])
    },
    CatalogueCase("issue: 37,000 links of f()()…", exits: [2], expect: "expression is too long") {
      Invocation([try $0.program("let x = f" + repeated("()", 37_000))])
    },
    CatalogueCase("issue: 37,000 links of x.a.a…", exits: [2], expect: "expression is too long") {
      Invocation([try $0.program("let x = a" + repeated(".a", 37_000))])
    },
    CatalogueCase("the longest sum that reads (200 terms) runs", exits: [1]) {
      Invocation([try $0.program("let x = " + repeated("1", 200, separator: " + ") + "\nprint(x)")])
    },
    CatalogueCase("10,000 nested parentheses", exits: [2], expect: "nested too deeply") {
      Invocation([try $0.program("let x = " + repeated("(", 10_000) + "1" + repeated(")", 10_000))])
    },
    CatalogueCase("3,000 nested closures", exits: [2], expect: "nested too deeply") {
      Invocation([try $0.program("let x = " + repeated("f { ", 3_000) + repeated("}", 3_000))])
    },
    CatalogueCase("5,000 nested brackets", exits: [2], expect: "nested too deeply") {
      Invocation([try $0.program("let x = " + repeated("[", 5_000) + repeated("]", 5_000))])
    },
    CatalogueCase("an else-if chain 300 long", exits: [2], expect: "'else if'") {
      Invocation([try $0.program("if true {} " + repeated("else if true {} ", 300))])
    },
    CatalogueCase("string interpolations nested 100 deep", exits: [2], expect: "interpolation") {
      Invocation([try $0.program("let x = " + repeated("\"\\(", 100) + "1" + repeated(")\"", 100))])
    },
    CatalogueCase("alternatives inside alternatives, 60 deep", exits: [2], expect: "too ambiguous") {
      Invocation([try $0.program("let x = " + repeated("{ [x = ", 60) + "1" + repeated("]}", 60))])
    },
    CatalogueCase("1.5 MB of Swift in a fixture", exits: [2], expect: "program is too long") {
      Invocation([try $0.program(repeated("        let a = 1\n", 90_000))])
    },
    CatalogueCase("a 3 MB fixture", exits: [2], expect: "too long to read") {
      Invocation([try $0.program("", events: "== launch ==\n" + repeated("a line\n", 450_000))])
    },
    CatalogueCase("a named pipe as a fixture", exits: [2], expect: "a pipe, not a file") {
      Invocation([try $0.fifo("pipe.fixture")])
    },
    CatalogueCase("/dev/zero as a fixture", exits: [2], expect: "a device, not a file") { _ in
      Invocation(["/dev/zero"])
    },
    CatalogueCase("a fixture that is not UTF-8", exits: [2], expect: "not UTF-8 text") {
      Invocation([try $0.write("bad.fixture", bytes: Array("# t\nsource: x\n".utf8) + [0xFF, 0x0A])])
    },
    CatalogueCase("NUL bytes in the Swift", exits: [1, 2]) {
      Invocation([try $0.program("print(\"a\u{0}b\")\u{0}")])
    },
    CatalogueCase("an empty fixture", exits: [2]) { Invocation([try $0.write("empty.fixture", "")]) },
    CatalogueCase("issue: lines ending in CR CR LF", exits: [1, 2]) {
      Invocation([
        try $0.copy(stepFour) { $0.replacingOccurrences(of: "\n", with: "\r\r\n") }
      ])
    },
    CatalogueCase("issue: a quoted line ending in CR CR LF is one line, its CR shown", exits: [2], expect: "'== hmoe ==␍'") {
      Invocation([try $0.copy(stepFour) { $0.replacingOccurrences(of: "== home ==\n", with: "== hmoe ==\r\r\n") }])
    },
    CatalogueCase("an escape sequence in an event name", exits: [2], expect: "⟨U+001B⟩") {
      Invocation([try $0.copy(stepFour) { $0.replacingOccurrences(of: "== home ==", with: "== ho\u{1B}[31mme ==") }])
    },
    CatalogueCase("a right-to-left override in an event name", exits: [2], expect: "⟨U+202E⟩") {
      Invocation([try $0.copy(stepFour) { $0.replacingOccurrences(of: "== home ==", with: "== ho\u{202E}me ==") }])
    },
    CatalogueCase("an unterminated string at the end of the Swift", exits: [2]) {
      Invocation([try $0.program("print(\"never closed")])
    },
    CatalogueCase("an unterminated block comment", exits: [2]) {
      Invocation([try $0.program("/* never closed")])
    },
    CatalogueCase("issue: run x999999999", exits: [2], expect: "repeat count must be at most") {
      Invocation([try $0.program("", events: "== launch ==\n== run x999999999 ==\n")])
    },
    CatalogueCase("50,000 events", exits: [2], expect: "too many events") {
      Invocation([try $0.program("", events: repeated("== home ==\n== return ==\n", 25_000))])
    },
    CatalogueCase("wait 999999999 seconds on the virtual clock", exits: [0, 1]) {
      Invocation([
        try $0.program("", events: "== launch ==\n== wait 999999999 ==\n-- no output --\n")
      ])
    },
    CatalogueCase("issue: a missing path has no location", exits: [2], expect: "lesson-runner: error: no such file or folder") {
      Invocation([$0.path("nowhere.fixture")])
    },
    CatalogueCase("an unknown option with an escape character", exits: [2], expect: "'--fo⟨U+001B⟩x'") { _ in
      Invocation(["--fo\u{1B}x"])
    },
    CatalogueCase("an option without its value", exits: [2], expect: "'--format' needs a value") { _ in
      Invocation(["--format"])
    },
    CatalogueCase("an unknown format", exits: [2], expect: "unknown format") { _ in
      Invocation(["--format", "yaml"])
    },
    CatalogueCase("a folder of fixtures with a link to itself", exits: [0]) {
      try $0.copy(stepFour)
      try $0.link("loop", to: $0.folder)
      return Invocation([$0.folder])
    },
    CatalogueCase("an empty Swift file among a fixture's", exits: [0, 1, 2]) {
      Invocation([try $0.copy(stepFour) { $0.replacingOccurrences(of: "-- Trip.swift --\n", with: "-- Trip.swift --\n-- Empty.swift --\n") }])
    },
  ]

  @Test("each ends in time and memory, with one error line for bad input", arguments: cases)
  func catalogue(_ item: CatalogueCase) throws {
    _ = try CatalogueCheck.run(item)
  }
}
