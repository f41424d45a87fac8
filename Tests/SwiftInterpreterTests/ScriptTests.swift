import SwiftInterpreter
import SwiftReader
import Testing

/// Runs a `main.swift` through the interpreter alone, with no device: what it printed, or
/// `FAILURE: …` with how it stopped.
func run(_ source: String, configuration: InterpreterConfiguration = InterpreterConfiguration()) throws -> String {
  let files = try SwiftReader.read(files: [("main.swift", source)])
  let result = ScriptThread.run(files, configuration: configuration)
  if let error = result.diagnostics.first(where: { $0.severity == .error }) { return "BUILD: \(error.message)" }
  if let failure = result.failure { return result.output + "FAILURE: \(failure.message)" }
  return result.output
}

/// The first build error of a `main.swift`, as `line:column: message`, and whether the program
/// printed nothing (a program that does not build never runs).
func firstBuildError(_ source: String) throws -> (error: String?, printedNothing: Bool) {
  let files = try SwiftReader.read(files: [("main.swift", source)])
  let result = ScriptThread.run(files, configuration: InterpreterConfiguration())
  let error = result.diagnostics.first { $0.severity == .error }
  return (error.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "?"): \($0.message)" }, result.output.isEmpty)
}

/// Expects the row's program to be refused before it runs, with the row's error, printing nothing.
func expectRefused(_ row: BuildErrorCase, preamble: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
  let (error, printedNothing) = try firstBuildError(preamble + row.source)
  #expect(error == row.error, sourceLocation: sourceLocation)
  #expect(printedNothing, "the program printed before its build error", sourceLocation: sourceLocation)
}

/// A program and the first error swiftc 6.3 gives for it, as `line:column: message`.
struct BuildErrorCase: CustomTestStringConvertible, Sendable {
  var name: String
  var source: String
  var error: String
  var testDescription: String { name }
}

/// A program and what swiftc's build of it prints: the row of every table-driven suite here.
struct ProgramCase: CustomTestStringConvertible, Sendable {
  var name: String
  var source: String
  var output: String
  var testDescription: String { name }
}

@Suite("The interpreter runs Swift on its own")
struct ScriptTests {
  typealias Case = ProgramCase

  static let cases: [Case] = [
    Case(name: "literals take the type their context asks for", source: """
      let a: Double = 3
      let b = 1 / 2 * 2.0
      let c: Float = 1 / 3
      print(a, b, c, 7 / 2)
      """, output: "3.0 1.0 0.33333334 3\n"),
    Case(name: "structs are copied, classes shared", source: """
      struct P { var x = 0 }
      final class C { var x = 0 }
      var p = P(); var q = p; q.x = 5
      let c = C(); let d = c; d.x = 5
      print(p.x, q.x, c.x)
      """, output: "0 5 5\n"),
    Case(name: "print shows optionals, strings in collections, and structs as Swift does", source: """
      struct Item { var name: String; var count: Int? }
      let i: Int? = 4
      print(i as Any, [i, nil], Item(name: "a", count: nil), ["k": "v"])
      """, output: "Optional(4) [Optional(4), nil] Item(name: \"a\", count: nil) [\"k\": \"v\"]\n"),
    Case(name: "enums count raw values on from an explicit one", source: """
      enum Step: Int { case a = 3, b, c = 10, d }
      print(Step.b.rawValue, Step.d.rawValue, Step(rawValue: 10) as Any)
      """, output: "4 11 Optional(main.Step.c)\n"),
    Case(name: "closures capture variables, and a capture list captures a value", source: """
      var count = 1
      let byReference = { print("now", count) }
      let byValue = { [count] in print("then", count) }
      count = 2
      byReference(); byValue()
      """, output: "now 2\nthen 1\n"),
    Case(name: "defer runs last-first as the scope is left", source: """
      func f() { defer { print("one") }; defer { print("two") }; print("body") }
      f()
      """, output: "body\ntwo\none\n"),
    Case(name: "reduce(into:) changes its accumulator in place", source: """
      let counts = ["a", "b", "a"].reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
      print(counts["a"]!, counts["b"]!)
      """, output: "2 1\n"),
    Case(name: "overflow and a nil unwrapped crash as Swift's runtime words them", source: """
      var x = Int.max
      x += 1
      """, output: "FAILURE: Swift runtime failure: arithmetic overflow"),
    Case(name: "a task that sleeps resumes on the virtual clock while the top level waits", source: """
      Task {
        try await Task.sleep(for: .seconds(2))
        print("woke")
      }
      print("started")
      try await Task.sleep(for: .seconds(3))
      """, output: "started\nwoke\n"),
    Case(name: "a task still waiting when the top level returns never runs", source: """
      Task {
        try await Task.sleep(for: .seconds(2))
        print("woke")
      }
      print("started")
      """, output: "started\n"),
    Case(name: "a name never declared is swiftc's error", source: """
      print(undefinedThing)
      """, output: "BUILD: cannot find 'undefinedThing' in scope"),
  ]

  @Test("programs print what swiftc's build prints", arguments: cases)
  func programs(_ example: Case) throws {
    #expect(try run(example.source) == example.output)
  }

  @Test("a program without top-level code runs its @main type's static main, async too")
  func mainType() throws {
    let source = """
      @main struct Tool {
        static func main() async {
          print("start")
          let t = Task { () -> Int in try await Task.sleep(for: .seconds(10)); return 1 }
          t.cancel()
          print(await t.result)
        }
      }
      """
    let files = try SwiftReader.read(files: [("Tool.swift", source)])
    let result = ScriptThread.run(files)
    #expect(result.failure == nil)
    // swiftc -parse-as-library's build prints this (Swift 6.3, this machine).
    #expect(result.output == "start\nfailure(Swift.CancellationError())\n")
  }

  @Test("an endless loop stops at the step budget with a clear error")
  func endlessLoop() throws {
    let output = try run("var n = 0\nwhile true { n += 1 }", configuration: InterpreterConfiguration(stepBudget: 10_000))
    #expect(output.hasPrefix("FAILURE: the program ran 10000 steps without settling"))
  }

  @Test("recursion without end stops at the depth limit, not with a crash of the tool")
  func endlessRecursion() throws {
    let output = try run("func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))")
    // The limit (100,000) in a release build; a debug build's larger frames fill the stack first.
    #expect(output.hasPrefix("FAILURE: stack overflow: calls nested "))
    #expect(output.contains(" deep, the last to 'f(_:)'") || output.contains(" deep filled the stack, the last to 'f(_:)'"))
  }

  @Test("a stored property whose initial value makes its own type stops as a stack overflow")
  func propertyMakesItsOwnType() throws {
    // swiftc builds it and its program dies of the overflow (lesson-fuzz seed 2, case 888392).
    let output = try run("final class A {\n  var n = 1\n  let a = A()\n}\nprint(A().n)")
    #expect(output.hasPrefix("FAILURE: stack overflow: calls nested "))
    #expect(output.contains(" the last to 'A.init' (endless recursion?)"))
  }
}
