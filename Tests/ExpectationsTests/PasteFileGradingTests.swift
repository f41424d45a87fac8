import Foundation
import HarnessTestSupport
import Testing

@testable import Expectations

/// Grading a console file read in chunks, twice (to align, then for what the report quotes),
/// gives the grade its text gives; leaving out each block's lines changes nothing else.
@Suite("Grading: a console file read in chunks grades as its text")
struct PasteFileGradingTests {
  static let patterns = [
    "A", "B", "tick {{int}}", "n {{int in 1...3}}", "x -> y", "w {{word}} z", "t {{text}} end",
  ]

  static func line(_ pattern: String, _ random: inout SeededRandom) -> String {
    switch pattern {
    case "tick {{int}}": "tick \(random.int(4))"
    case "n {{int in 1...3}}": "n \(random.int(5))"
    case "x -> y": random.int(2) == 0 ? "x -> y" : "x → y"
    case "w {{word}} z": "w \(["a", "bb", "c d"][random.int(3)]) z"
    case "t {{text}} end": "t \(["", "x", "x end"][random.int(3)]) end"
    default: pattern
    }
  }

  /// A fixture of a few blocks of every kind, and a paste of what they claim, disturbed.
  static func example(seed: UInt64) -> (body: String, paste: String) {
    var random = SeededRandom(seed: seed)
    var body = ""
    var printed: [String] = []
    for event in ["launch", "home", "return", "wait 5"].prefix(1 + random.int(4)) {
      body += "== \(event) ==\n"
      switch random.int(5) {
      case 0: continue
      case 1:
        body += "-- no output --\n"
        continue
      case 2: body += "-- partial --\n"
      default: break
      }
      for _ in 0..<(1 + random.int(5)) {
        if random.int(8) == 0 { body += "-- any order --\n" }
        let pattern = patterns[random.int(patterns.count)]
        body += pattern + "\n"
        printed.append(Self.line(pattern, &random))
      }
      if random.int(4) == 0 { body += "-- never --\n\(patterns[random.int(patterns.count)])\n" }
      if random.int(4) == 0 {
        body += "-- hint: look --\n\(patterns[random.int(patterns.count)])\n"
      }
    }
    var paste: [String] = []
    for line in printed {
      if random.int(10) == 0 { continue }
      if random.int(8) == 0 {
        paste.append(Self.line(patterns[random.int(patterns.count)], &random))
      }
      if random.int(10) == 0 { paste.append("Message from debugger: killed") }
      paste.append(random.int(8) == 0 ? line + "  " : line)
    }
    if random.int(6) == 0, paste.count > 1 { paste.swapAt(0, paste.count - 1) }
    let end = ["\n", "\r\n"][random.int(2)]
    return (body, paste.joined(separator: end) + (random.int(2) == 0 ? end : ""))
  }

  @Test("the same grade from a file as from its text", arguments: 0..<80)
  func fileGradesAsText(seed: Int) throws {
    let example = Self.example(seed: UInt64(seed))
    guard let fixture = try? fixture(example.body) else { return }
    let path = NSTemporaryDirectory() + "paste-file-grading-\(UUID().uuidString).txt"
    try example.paste.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = Grader.grade(fixture, paste: example.paste, source: "paste.txt")
    var input = try #require(PasteInput.file(path))
    input.chunkSize = 3
    let file = Grader.grade(fixture, console: input, source: "paste.txt")
    #expect(file == text)
    var unlisted = Grader.grade(
      fixture, console: input, source: "paste.txt", listsBlockLines: false)
    #expect(unlisted.checks.allSatisfy { $0.actual.isEmpty })
    for index in unlisted.checks.indices {
      unlisted.checks[index].actual = text.checks[index].actual
    }
    #expect(unlisted == text)
  }

  @Test("a console file that changes between the two readings is an error, not a wrong grade")
  func changedFile() throws {
    let fixture = try fixture("== launch ==\n-- partial --\nA\n-- never --\nB")
    let path = NSTemporaryDirectory() + "paste-file-changed-\(UUID().uuidString).txt"
    try "A\nC\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let input = try #require(PasteInput.file(path))
    let scan = try PasteScan(fixture: fixture, input: input, source: "paste.txt")
    try "A\nC\nC\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: PasteInput.ReadError.self) {
      try PasteGrader(fixture: fixture, scan: scan, input: input, source: "paste.txt").grade()
    }
  }

  @Test("a console from a pipe, which cannot be read twice, is read whole and grades as its text")
  func pipe() throws {
    let example = Self.example(seed: 7)
    let fixture = try fixture(example.body)
    let path = NSTemporaryDirectory() + "paste-pipe-\(UUID().uuidString)"
    #expect(mkfifo(path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = example.paste
    let writer = Thread {
      guard let stream = fopen(path, "wb") else { return }
      fputs(text, stream)
      fclose(stream)
    }
    writer.start()
    let input = try #require(PasteInput.file(path))
    #expect(
      Grader.grade(fixture, console: input, source: "paste.txt")
        == Grader.grade(fixture, paste: text, source: "paste.txt"))
  }
}
