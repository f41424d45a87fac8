import SwiftInterpreter
import Testing

/// Rules of the language and its library that tutorials lean on, each checked against what
/// swiftc 6.3's build of the same program prints (`-D DEBUG`, as the lessons build).
@Suite("Language corners print what swiftc's build prints")
struct LanguageCornerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var output: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "#if around postfix members applies the members of the clause that holds", source: """
      let xs = [3, 1, 2]
        #if DEBUG
        .sorted()
          #if os(macOS)
          .reversed()
          #endif
        #else
        .reversed()
        #endif
        .map { $0 * 10 }
      let ys = [3, 1]
        #if RELEASE
        .sorted()
        #endif
      print(xs, ys)
      """, output: "[10, 20, 30] [3, 1]\n"),
  ]

  @Test("each program prints what swiftc's build prints", arguments: cases)
  func programs(_ example: Case) throws {
    #expect(try run(example.source) == example.output)
  }
}
