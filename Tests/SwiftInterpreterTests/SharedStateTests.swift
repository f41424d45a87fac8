import SwiftInterpreter
import SwiftReader
import Testing

/// A `static var`, a `static let` of a class that is not `Sendable` (the singleton of many
/// tutorials) and a `var` at the top of a file other than `main.swift` are shared mutable state
/// Swift 6 refuses when no actor isolates it: refused with swiftc's words, diagnostic group and
/// all. An app target (Xcode's default main-actor isolation) builds them, and so does the engine.
/// Rows checked with `swiftc -swift-version 6` (6.3.1).
@Suite("Shared mutable state swiftc refuses in Swift 6 is refused with its words")
struct SharedStateTests {
  typealias Row = BuildErrorCase

  static let rows: [Row] = [
    Row(name: "a struct's static var", source: "struct Counter {\n  static var count = 0\n}\nCounter.count += 1\nprint(Counter.count)",
      error: "2:14: static property 'count' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]"),
    Row(name: "a singleton of a class that is not Sendable",
      source: "final class Store {\n  static let shared = Store()\n  var items: [String] = []\n}\nStore.shared.items.append(\"a\")",
      error: "2:14: static property 'shared' is not concurrency-safe because non-'Sendable' type 'Store' may have shared mutable state [#MutableGlobalVariable]"),
    Row(name: "an enum's static var beside a static let", source: "enum Settings {\n  static var volume = 5\n  static let maximum = 10\n}\nprint(Settings.volume)",
      error: "2:14: static property 'volume' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]"),
    Row(name: "a static var declared in an extension",
      source: "struct Player { var name: String }\nextension Player {\n  static var created = 0\n}",
      error: "3:14: static property 'created' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]"),
    Row(name: "an observed static var of a class",
      source: "class Cache {\n  static var hits: Int = 0 {\n    didSet { print(\"hits\", hits) }\n  }\n}",
      error: "2:14: static property 'hits' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]"),
    Row(name: "a static let written with a class type that is not Sendable",
      source: "class Logger { var lines: [String] = [] }\nstruct App {\n  static let logger: Logger = Logger()\n}",
      error: "3:14: static property 'logger' is not concurrency-safe because non-'Sendable' type 'Logger' may have shared mutable state [#MutableGlobalVariable]"),
  ]

  @Test("each program is refused with swiftc's message and position", arguments: rows)
  func refused(_ row: Row) throws {
    try expectRefused(row)
  }

  @Test("isolated, unsafe, computed and Sendable statics still build and run")
  func allowed() throws {
    let output = try run("""
      @MainActor struct Screen { static var shown = 0 }
      struct Tally { nonisolated(unsafe) static var n = 0; static var doubled: Int { n * 2 }; static let limit = 3 }
      final class Safe: Sendable { static let shared = Safe() }
      enum Level: Int { case low = 1; static let all: [Level] = [.low] }
      Tally.n += 2
      print(Tally.doubled, Tally.limit, Level.all.count)
      """)
    #expect(output == "4 3 1\n")
  }

  @Test("a var at the top of another file than main.swift is refused")
  func otherFileGlobal() throws {
    let files = try SwiftReader.read(files: [("main.swift", "print(counter)"), ("State.swift", "var counter = 0\nlet fine = 3")])
    let result = ScriptThread.run(files)
    let error = result.diagnostics.first { $0.severity == .error }
    #expect(error.map { "\($0)" } == "State.swift:1:5: error: var 'counter' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]")
  }

  @Test("an app target's default main-actor isolation builds the same declarations")
  func defaultMainActor() throws {
    var configuration = InterpreterConfiguration()
    configuration.defaultIsolationIsMainActor = true
    let output = try run("struct Counter { static var count = 0 }\nvar memo: [Int: Int] = [:]\nfunc f() { memo[1] = 2; Counter.count += 1 }\nf()\nprint(memo, Counter.count)",
      configuration: configuration)
    #expect(output == "[1: 2] 1\n")
  }
}
