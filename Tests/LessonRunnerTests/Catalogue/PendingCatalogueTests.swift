import Foundation
import HarnessTestSupport
import Testing

/// Inputs that crash, hang or exhaust the engine today: each waits for the interpreter's
/// rewrite (issue 10, items 1 and 2), and documents what it must do then. Each runs with a
/// gigabyte of memory and a short time at most, so that it cannot take the machine down,
/// and is a known issue until it keeps its promises; then Swift Testing reports the known
/// issue missing, and the case moves to the catalogue.
@Suite("Catalogue: pending the engine's rewrite")
struct PendingCatalogueTests {
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
  static func graded(_ name: String, expect: String? = nil, _ view: String) -> CatalogueCase {
    CatalogueCase(name, exits: [2], expect: expect) {
      Invocation([
        "grade", $0.lesson(onAppear), "--code", try $0.code(["ContentView.swift": view]),
      ])
    }
  }

  static let cases: [CatalogueCase] = [
    CatalogueCase(
      "issue: onChange without its dot in a custom Scene, verified (23 GB in 55 s)",
      exits: [1, 2]
    ) {
      Invocation([
        try $0.copy("Fixtures/lesson54/card-scene-phases.fixture") {
          $0.replacingOccurrences(of: "        .onChange(of: phase)", with: "        onChange(of: phase)")
        }
      ])
    },
    CatalogueCase(
      "issue: onChange without its dot in a custom Scene, graded (3 GB in 3.7 s)", exits: [2]
    ) {
      Invocation([
        "grade", $0.lesson("Fixtures/lesson54/step06-card-shows-carrots.fixture"), "--code",
        try $0.code([
          "BurrowScene.swift": """
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
        ]),
      ])
    },
    graded("issue: font(.largeTitle) without its dot", studentView(view: "Text(\"a\")\n        font(.largeTitle)")),
    graded("issue: onAppear { } without its dot", studentView(view: "Text(\"a\")\n        onAppear { }")),
    graded("issue: padding() without its dot", studentView(view: "Text(\"a\")\n        padding()")),
    graded("a view whose body holds the view itself", studentView(view: "ContentView()\n        Text(\"a\")")),
    graded(
      "issue: a computed property that reads itself (swiftc: a warning, then a crash)",
      studentView("print(Loop().x)", extra: "struct Loop {\n    var x: Int { x }\n}\n")),
    graded("issue: print(...) (swiftc prints (Function))", studentView("print(...)")),
    graded("issue: .font(..)", studentView(view: "Text(\"a\").font(..)")),
    graded(
      "issue: Task.sleep(for: .seconds(1e999))",
      studentView("Task {\n  try? await Task.sleep(for: .seconds(1e999))\n  print(\"woke\")\n}")),
    graded(
      "issue: Task.sleep(for: .seconds(.infinity))",
      studentView("Task {\n  try? await Task.sleep(for: .seconds(.infinity))\n  print(\"woke\")\n}")),
    graded(
      "issue: Task.sleep(for: .seconds(1e300)) (swiftc: cannot be converted to _Int128)",
      expect: "outside the representable range",
      studentView("Task {\n  try? await Task.sleep(for: .seconds(1e300))\n  print(\"woke\")\n}")),
    graded(
      "issue: while true { a.append(1) } (15 s)",
      studentView("var a: [Int] = []\nwhile true { a.append(1) }")),
    graded(
      "issue: a dictionary filled in an endless loop (17 s)",
      studentView("var d: [Int: Int] = [:]\nvar i = 0\nwhile true { d[i] = i; i += 1 }")),
    graded(
      "Int(Double.nan) traps as in Swift (it prints 0)",
      expect: "Double value cannot be converted to Int because it is either infinite or NaN",
      studentView("print(Int(Double.nan))")),
    graded(
      "Int(1e300) traps as in Swift (it prints a number)",
      expect: "Double value cannot be converted to Int because the result would be greater than Int.max",
      studentView("print(Int(1e300))")),
  ]

  @Test("each will end in time and memory with one error line", arguments: cases)
  func pending(_ item: CatalogueCase) throws {
    withKnownIssue("waits for the interpreter's rewrite (issue 10, items 1 and 2)") {
      _ = try CatalogueCheck.run(item, memoryLimit: 1024, timeout: 5)
    }
  }
}
