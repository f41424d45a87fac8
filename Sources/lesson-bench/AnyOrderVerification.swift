import Expectations
import Foundation
import Transcript

/// `lesson-bench --verify-any KIND COUNT OUTPUT`: verifies an event whose COUNT printed lines
/// an any-order group claims, and writes how many milliseconds the verification took (the
/// median of three) to OUTPUT. Its parent measures the process's peak memory.
enum AnyOrderVerification {
  enum Kind: String, CaseIterable {
    case identical
    case identicalHoles = "identical-holes"
    case reversed
    case identicalMissing = "identical-missing"

    var label: String {
      switch self {
      case .identical: "identical lines, any order"
      case .identicalHoles: "identical lines with a hole, any order"
      case .reversed: "distinct lines in reverse, any order"
      case .identicalMissing: "identical lines, any order, one missing"
      }
    }

    /// Whether the claim holds (the last kind drops a printed line).
    var passes: Bool { self != .identicalMissing }

    /// The claimed lines and the printed ones.
    func lines(_ count: Int) -> (expected: [String], printed: [String]) {
      switch self {
      case .identical:
        (Array(repeating: "tick", count: count), Array(repeating: "tick", count: count))
      case .identicalHoles:
        (Array(repeating: "tick {{int}}", count: count), (0..<count).map { "tick \($0)" })
      case .reversed:
        ((0..<count).map { "line \($0)" }, (0..<count).reversed().map { "line \($0)" })
      case .identicalMissing:
        (Array(repeating: "tick", count: count), Array(repeating: "tick", count: count - 1))
      }
    }
  }

  static func run(_ arguments: [String]) throws {
    guard arguments.count == 3, let kind = Kind(rawValue: arguments[0]),
      let count = Int(arguments[1])
    else {
      throw Problem(message: "usage: lesson-bench --verify-any KIND COUNT OUTPUT")
    }
    let (expected, printed) = kind.lines(count)
    let text = """
      # any order
      source: lesson-bench
      device: iPhone 17

      -- App.swift --
      print("unused")

      == launch ==
      -- any order --
      \(expected.joined(separator: "\n"))
      """
    let fixture = try FixtureParser.parse(path: "any-order.fixture", text: text)
    let transcript = Transcript(events: [
      EventRecord(
        index: 0, label: "launch", start: 0, end: 0,
        console: printed.map { ConsoleLine(text: $0, time: 0) }, screen: .homeScreen)
    ])
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<3 {
      let start = clock.now
      let result = Verifier.verify(fixture, against: transcript)
      let elapsed = clock.now - start
      guard result.passed == kind.passes else {
        throw Problem(message: "the group's verdict is not \(kind.passes ? "pass" : "fail")")
      }
      times.append(
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    try "\(Compare.median(times))\n".write(toFile: arguments[2], atomically: true, encoding: .utf8)
  }

  struct Problem: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
