import Foundation
import HarnessTestSupport
import Testing

/// Programs that once crashed, hung or exhausted the engine, and their kin (issue 10, items 1
/// and 2): each now ends in time and memory as the program's located crash or a budget's
/// error, worded as Swift's runtime words it where Swift has words (checked with swiftc).
/// Each runs with a gigabyte of memory at most, so that a regression cannot take the machine
/// down.
@Suite("Catalogue: the engine's crashes, recursions, budgets and conversions")
struct EngineCatalogueTests {
  static let onAppear = "Fixtures/lesson54/q01-onappear-once.fixture"

  /// A student's `ContentView.swift` for the fixture above, whose `init` runs `body` and
  /// whose view is `view`; `extra` is added after it.
  static func studentView(
    _ body: String = "", view: String = "Text(\"🐰\")", extra: String = ""
  ) -> String {
    """
    import SwiftUI

    struct ContentView: View {
        @Environment(\\.scenePhase) private var phase

        init() {
    \(body)
        }

        var body: some View {
            \(view)
        }
    }
    \(extra)
    """
  }

  /// `grade` of the student's view: a program that crashes or never ends is an error, exit 2.
  static func graded(_ name: String, expect: String? = nil, steps: Int? = nil, _ view: String) -> CatalogueCase {
    CatalogueCase(name, exits: [2], expect: expect) {
      Invocation(
        ["grade", $0.lesson(onAppear), "--code", try $0.code(["ContentView.swift": view])]
          + (steps.map { ["--max-steps", "\($0)"] } ?? []))
    }
  }

  static let sceneOnChange = """
    import SwiftUI

    struct BurrowScene: Scene {
        @Environment(\\.scenePhase) private var phase

        var body: some Scene {
            WindowGroup {
                ContentView()
            }
            onChange(of: phase) { old, new in
                print("BurrowScene: \\(old) → \\(new)")
            }
        }
    }

    """

  static let selfHolding = "holds itself without end"
  static let int128 = "Double value cannot be converted to _Int128 because it is outside the representable range"

  static let cases: [CatalogueCase] = [
    CatalogueCase(
      "issue: onChange without its dot in a custom Scene, verified (23 GB in 55 s)",
      exits: [1], expect: "scenes nested more than 256 deep"
    ) {
      Invocation([
        try $0.copy("Fixtures/lesson54/card-scene-phases.fixture") {
          $0.replacingOccurrences(of: "        .onChange(of: phase)", with: "        onChange(of: phase)")
        }
      ])
    },
    CatalogueCase(
      "issue: onChange without its dot in a custom Scene, graded (3 GB in 3.7 s)", exits: [2],
      expect: "stack overflow: 'BurrowScene' holds itself without end"
    ) {
      Invocation([
        "grade", $0.lesson("Fixtures/lesson54/step06-card-shows-carrots.fixture"), "--code",
        try $0.code(["BurrowScene.swift": sceneOnChange]),
      ])
    },
    graded("issue: font(.largeTitle) without its dot", expect: selfHolding, studentView(view: "Text(\"a\")\n        font(.largeTitle)")),
    graded("issue: onAppear { } without its dot", expect: selfHolding, studentView(view: "Text(\"a\")\n        onAppear { }")),
    graded("issue: padding() without its dot", expect: selfHolding, studentView(view: "Text(\"a\")\n        padding()")),
    graded("a view whose body holds the view itself", expect: selfHolding, studentView(view: "ContentView()\n        Text(\"a\")")),
    graded(
      "issue: a computed property that reads itself (swiftc: a warning, then a crash)", expect: "the last to 'x' (endless recursion?)",
      studentView("print(Loop().x)", extra: "struct Loop {\n    var x: Int { x }\n}\n")),
    graded(
      "a description that interpolates itself", expect: "the last to 'description' (endless recursion?)",
      studentView("print(Loop())", extra: "struct Loop: CustomStringConvertible {\n    var description: String { \"\\(self)\" }\n}\n")),
    graded(
      "an initializer that makes its own type", expect: "the last to 'init()' (endless recursion?)",
      studentView("print(Loop())", extra: "struct Loop {\n    var a = 1\n    init() { self = Loop() }\n}\n")),
    graded(
      "an operator that calls itself", expect: "the last to '+(_:_:)' (endless recursion?)",
      studentView("print(Loop() + Loop())", extra: "struct Loop {\n    static func +(a: Loop, b: Loop) -> Loop { a + b }\n}\n")),
    // Two steps a call: with grade's 200,000 steps a release build ran out of steps before
    // 100,000 calls (a debug build's stack fills first), so verify's budget is given.
    graded(
      "a subscript that reads itself", expect: "the last to 'subscript(_:)' (endless recursion?)",
      steps: 1_000_000, studentView("print(Loop()[1])", extra: "struct Loop {\n    subscript(i: Int) -> Int { self[i + 1] }\n}\n")),
    graded(
      "a closure that calls itself", expect: "the last to a closure in 'init()' (endless recursion?)",
      studentView("var g: (() -> Int)!\ng = { g() + 1 }\nprint(g())")),
    graded(
      "an async function that awaits itself", expect: "the last to 'f(_:)' (endless recursion?)",
      studentView("Task { print(await f(1)) }", extra: "func f(_ n: Int) async -> Int { await f(n + 1) + 1 }\n")),
    graded(
      "recursion through sorted(): native frames fill the stack before the depth limit",
      expect: "deep filled the stack, the last to '<(_:_:)'",
      studentView(
        "print([Loop(), Loop()].sorted())",
        extra: "struct Loop: Comparable {\n    static func <(a: Loop, b: Loop) -> Bool { [a, b].sorted().isEmpty }\n}\n")),
    graded("issue: print(...) (swiftc prints (Function))", studentView("print(...)")),
    graded("issue: .font(..)", studentView(view: "Text(\"a\").font(..)")),
    graded(
      "issue: Task.sleep(for: .seconds(1e999))", expect: int128,
      studentView("Task {\n  try? await Task.sleep(for: .seconds(1e999))\n  print(\"woke\")\n}")),
    graded(
      "issue: Task.sleep(for: .seconds(.infinity))", expect: int128,
      studentView("Task {\n  try? await Task.sleep(for: .seconds(.infinity))\n  print(\"woke\")\n}")),
    graded(
      "issue: Task.sleep(for: .seconds(1e300)) (swiftc: cannot be converted to _Int128)", expect: int128,
      studentView("Task {\n  try? await Task.sleep(for: .seconds(1e300))\n  print(\"woke\")\n}")),
    graded(
      "Duration.milliseconds(1.8e23): Swift's multiplication overflows", expect: "Fatal error: Overflow in multiplication",
      studentView("print(Duration.milliseconds(1.8e23))")),
    graded(
      "Task.sleep(for: .seconds(1e19)): more seconds than 64 bits", expect: "Not enough bits to represent the passed value",
      studentView("Task {\n  try? await Task.sleep(for: .seconds(1e19))\n  print(\"woke\")\n}")),
    graded(
      "issue: while true { a.append(1) } (15 s)", expect: "steps without settling",
      studentView("var a: [Int] = []\nwhile true { a.append(1) }")),
    graded(
      "issue: a dictionary filled in an endless loop (17 s)", expect: "steps without settling",
      studentView("var d: [Int: Int] = [:]\nvar i = 0\nwhile true { d[i] = i; i += 1 }")),
    graded(
      "arrays of a thousand appended without end", expect: "steps without settling",
      studentView("var a: [[Int]] = []\nwhile true { a.append(Array(repeating: 1, count: 1000)) }")),
    graded(
      "strings of a million characters appended without end, with verify's budget of steps",
      expect: "memory budget exceeded", steps: 1_000_000,
      studentView("var a: [String] = []\nwhile true { a.append(String(repeating: \"x\", count: 1_000_000)) }")),
    graded(
      "a copy of a large array kept on every turn, with verify's budget of steps",
      expect: "memory budget exceeded", steps: 1_000_000,
      studentView("let big = Array(repeating: 1, count: 1_000_000)\nvar all: [[Int]] = []\nwhile true { var c = big; c[0] = 2; all.append(c) }")),
    graded(
      "a string doubled without end", expect: "more than 10000000 elements",
      studentView("var s = \"ab\"\nwhile true { s += s }")),
    graded(
      "String(repeating:count: Int.max)", expect: "more than 10000000 elements",
      studentView("print(String(repeating: \"ab\", count: Int.max).count)")),
    graded(
      "Int(Double.nan) traps as in Swift (it printed 0)",
      expect: "Double value cannot be converted to Int because it is either infinite or NaN",
      studentView("print(Int(Double.nan))")),
    graded(
      "Int(1e300) traps as in Swift (it printed a number)",
      expect: "Double value cannot be converted to Int because the result would be greater than Int.max",
      studentView("print(Int(1e300))")),
    graded(
      "UInt8(-1.0) traps as in Swift",
      expect: "Double value cannot be converted to UInt8 because the result would be less than UInt8.min",
      studentView("let v = -1.0\nprint(UInt8(v))")),
    graded(
      "Int32(3e9) traps as in Swift",
      expect: "Double value cannot be converted to Int32 because the result would be greater than Int32.max",
      studentView("let v = 3e9\nprint(Int32(v))")),
  ]

  @Test("each ends in time and memory with one error line", arguments: cases)
  func engine(_ item: CatalogueCase) throws {
    _ = try CatalogueCheck.run(item, memoryLimit: 1024, timeout: CatalogueCheck.clockSeconds)
  }

  /// The minimal fixtures of `Tests/FuzzCorpus/engine-regressions/`, verified: each run stops
  /// with its reason (exit 1), or the program does not build (exit 2).
  static let regressions: [CatalogueCase] = {
    let folder = "Tests/FuzzCorpus/engine-regressions"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.path(folder))) ?? []
    return names.filter { $0.hasSuffix(".fixture") }.sorted().map { name in
      CatalogueCase("engine-regressions/\(name)", exits: [1, 2]) { Invocation([$0.lesson(folder + "/" + name)]) }
    }
  }()

  @Test("the fuzz corpus's engine regressions end in time and memory", arguments: regressions)
  func regression(_ item: CatalogueCase) throws {
    let result = try CatalogueCheck.run(item, memoryLimit: 1024, timeout: CatalogueCheck.clockSeconds)
    if result?.exitCode == 1 {
      #expect(result?.standardOutput.contains("the run stopped: ") == true, "\(item.name) did not stop")
    }
  }

  /// The fuzz findings slower than a second of processor time, in the format the fuzzer ran
  /// them with (JSON too for the launcher: 3.8 s): each now ends in time (`seconds`). The
  /// recursions stop at the output line budget in a release build, at the stack's end first in
  /// a debug build (its frames are larger).
  static let slowFindings: [CatalogueCase] = [
    ("launcher-calls-itself-printing", "junit"), ("launcher-calls-itself-printing", "json"),
    ("heartbeat-sleep-never-called", "classroom"), ("viewdidload-calls-itself", "gradescope"),
  ].map { name, format in
    CatalogueCase("engine-regressions/\(name).fixture --format \(format)", exits: [1]) {
      Invocation([$0.lesson("Tests/FuzzCorpus/engine-regressions/\(name).fixture"), "--format", format])
    }
  }

  @Test("the fuzz run's slow findings end in time, in the format they were found with", arguments: slowFindings)
  func slowFinding(_ item: CatalogueCase) throws {
    _ = try CatalogueCheck.run(item, memoryLimit: 1024, timeout: CatalogueCheck.clockSeconds)
  }

  @Test("the engine's regressions are all there")
  func regressionsFound() {
    #expect(Self.regressions.count >= 15)
  }
}
