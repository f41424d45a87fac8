import HarnessTestSupport
import LifecycleEngine
import Testing

/// Printed text is split into console lines at each line feed that is a character of its own,
/// as Swift's `Character` sees it (`"\r\n"` is one character), and the console holds no more
/// than the output budget lets a run print (issue 10).
@Suite("Console lines")
struct ConsoleLineTests {
  static func app(_ initBody: String) -> [String: String] {
    ["App.swift": """
      import SwiftUI

      @main
      struct TestApp: App {
          init() {
      \(initBody)
          }
          var body: some Scene {
              WindowGroup { Text("a") }
          }
      }
      """]
  }

  @Test("a line feed ends a line, but not the one of a carriage return and line feed")
  func lineFeeds() throws {
    let consoles = try EngineHarness.consoles(Self.app(
      #"print("a\r\nb\nc"); print("d\r", terminator: ""); print("\ne\n\nf", terminator: ""); print("é\u{301}\n")"#))
    #expect(consoles == [["a\r\nb", "c", "d\r", "e", "", "fé\u{301}", ""]])
  }

  @Test("a line of two megabytes is kept whole")
  func longLine() throws {
    let consoles = try EngineHarness.consoles(Self.app(#"print(String(repeating: "ab", count: 1_000_000) + "\nend")"#))
    #expect(consoles.first?.count == 2)
    #expect(consoles.first?.first?.utf8.count == 2_000_000)
    #expect(consoles.first?.last == "end")
  }

  @Test("a program that prints without end stops at the output budget")
  func printsWithoutEnd() throws {
    let consoles = try EngineHarness.consoles(Self.app(
      #"let s = String(repeating: "x", count: 1_000_000)"# + "\nwhile true { print(s) }"))
    #expect(consoles.count == 2)
    #expect(consoles.first?.count == 8, "\(consoles.first?.count ?? 0) lines of a megabyte printed")
    let failure = try #require(consoles.last?.first)
    #expect(failure.contains("output budget exceeded: the program's output is more than 8 MB"), "\(failure)")
  }
}
