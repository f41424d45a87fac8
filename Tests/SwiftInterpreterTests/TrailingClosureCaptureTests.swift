import SwiftInterpreter
import Testing

/// A local variable written by a trailing closure: Swift captures the variable, so the write is
/// seen after the call. It was lost (`items.forEach { total += $0 }` left `total` at 0, and a
/// continuation saved from `AsyncStream { continuation = $0 }` in an init stayed nil, a crash
/// the program never had). Each output checked with swiftc 6.3.
@Suite("Trailing closures write the variables they capture")
struct TrailingClosureCaptureTests {
  typealias Case = ProgramCase

  static let cases: [Case] = [
    Case(name: "forEach, a function of the program and a nested call write a local through a trailing closure", source: """
      func run(_ body: () -> Void) { body() }
      func totals() {
          var total = 0
          [1, 2, 3].forEach { total += $0 }
          var flag = false
          run { flag = true }
          var names: [String] = []
          run { run { names.append("inner") } }
          print(total, flag, names)
      }
      totals()
      """, output: "6 true [\"inner\"]\n"),
    Case(name: "an initializer keeps what a trailing closure stored in its local", source: """
      final class Events {
          let stream: AsyncStream<String>
          private let continuation: AsyncStream<String>.Continuation
          init() {
              var saved: AsyncStream<String>.Continuation?
              stream = AsyncStream { saved = $0 }
              continuation = saved!
          }
          func send(_ text: String) { continuation.yield(text) }
      }
      let events = Events()
      events.send("ping")
      print("sent")
      """, output: "sent\n"),
  ]

  @Test("each program prints what swiftc's build prints", arguments: cases)
  func programs(_ example: Case) throws {
    #expect(try run(example.source) == example.output)
  }
}
