import Foundation
import HarnessTestSupport
import Testing

/// Hostile programs of kinds the other catalogues do not hold: deep recursion that ends and
/// recursion that does not, values huge to describe or to free, natives that build a large
/// value in one call, printf formats that read what is not there, storms of tasks, timers and
/// queued work, state that changes itself, and windows that open windows. Each is verified as
/// a fixture and must end in time and memory with exit 0, 1 or 2 (issue 10).
@Suite("Catalogue: hostile programs")
struct HostileCatalogueTests {
  /// A fixture whose App runs `body` in its `init`, with `extra` after it; what it prints is
  /// claimed to be nothing, so a program that runs to its end fails its claim (exit 1).
  static func probe(
    _ name: String, exits: Set<Int32>, expect: String? = nil, _ body: String, extra: String = "",
    events: String = "== launch ==\n-- no output --\n",
    after: (@Sendable (Workspace, ChildProcess.Result) throws -> Void)? = nil
  ) -> CatalogueCase {
    CatalogueCase(name, exits: exits, expect: expect, setup: {
      Invocation([try $0.program(body, extra: extra, events: events)])
    }, after: after)
  }

  /// A program that must run to its end: it printed `line`, and stopped for no reason.
  static func runs(_ line: String) -> @Sendable (Workspace, ChildProcess.Result) throws -> Void {
    { _, result in
      #expect(result.standardOutput.contains(line), "'\(line)' was not printed: \(result.standardOutput.prefix(2000))")
      #expect(!result.standardOutput.contains("the run stopped"), "\(result.standardOutput.prefix(2000))")
    }
  }

  /// A fixture of an App whose window shows `ContentView` (given with `extra` files), on
  /// `device`.
  static func app(
    _ name: String, exits: Set<Int32>, expect: String? = nil, device: String = "iPhone 17",
    scene: String = "WindowGroup {\n            ContentView()\n        }", view: String,
    events: String = "== launch ==\n-- no output --\n\n== wait 5 ==\n-- no output --\n"
  ) -> CatalogueCase {
    CatalogueCase(name, exits: exits, expect: expect) {
      let text = """
        # A hostile app
        source: lesson 1, step 1
        device: \(device)

        -- HostileApp.swift --
        import SwiftUI

        @main
        struct HostileApp: App {
            var body: some Scene {
                \(scene)
            }
        }
        -- ContentView.swift --
        \(view)
        -- Info.plist --
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t<true/>
        \t</dict>
        </dict>
        </plist>

        \(events)
        """
      return Invocation([try $0.write("hostile.fixture", text)])
    }
  }

  static let sum = "func sum(_ n: Int) -> Int { n == 0 ? 0 : n + sum(n - 1) }"

  static let recursion: [CatalogueCase] = [
    probe(
      "recursion 10,000 deep ends, as compiled Swift's does", exits: [1], "print(sum(10_000))", extra: sum,
      after: runs("50005000")),
    probe(
      "two computed properties that read each other", exits: [1], expect: "stack overflow: calls nested",
      "print(Pair().a)", extra: "struct Pair {\n    var a: Int { b + 1 }\n    var b: Int { a + 1 }\n}"),
    probe(
      "async recursion 20,000 deep stops at the async limit", exits: [1],
      expect: "async calls nested more than 10000 deep",
      "Task { print(await down(20_000)) }", extra: "func down(_ n: Int) async -> Int { n == 0 ? 0 : await down(n - 1) + 1 }"),
    probe(
      "a closure stored in an object that calls itself through it", exits: [1], expect: "stack overflow: calls nested",
      "let box = Box()\nbox.run = { box.run() }\nbox.run()",
      extra: "final class Box { var run: () -> Void = {} }"),
  ]

  static let values: [CatalogueCase] = [
    probe(
      "a value nested 150,000 deep through Any, printed", exits: [1],
      "var a: Any = 1\nfor _ in 0..<150_000 { a = [a] }\nprint(a)"),
    probe(
      "a linked list of 200,000 objects, freed when the run ends", exits: [1],
      "var head: Node? = nil\nfor _ in 0..<200_000 { head = Node(head) }\nprint(\"built\")",
      extra: "final class Node {\n    var next: Node?\n    init(_ next: Node?) { self.next = next }\n}",
      after: runs("built")),
    probe(
      "an indirect enum 200,000 cases long, freed when the run ends", exits: [1],
      "var list = List.end\nfor i in 0..<200_000 { list = .node(i, list) }\nprint(\"built\")",
      extra: "indirect enum List {\n    case end\n    case node(Int, List)\n}", after: runs("built")),
    probe(
      "an array holding one large array a thousand times, printed", exits: [1],
      expect: "steps without settling",
      "let big = Array(repeating: 1, count: 100_000)\nprint(Array(repeating: big, count: 1000))"),
    probe(
      "an array of a thousand copies of a megabyte string, printed (17 s)", exits: [1],
      expect: "output budget exceeded",
      "let s = String(repeating: \"x\", count: 1_000_000)\nprint(Array(repeating: s, count: 1000))"),
    probe(
      "a megabyte string printed a thousand times (did not end in two minutes)", exits: [1],
      expect: "output budget exceeded",
      "let s = String(repeating: \"x\", count: 1_000_000)\nfor _ in 0..<1000 { print(s) }"),
    probe(
      "a dictionary of 100,000 keys emptied one key at a time (did not end in a minute)", exits: [1],
      expect: "steps without settling",
      "var d: [Int: Int] = [:]\nfor i in 0..<100_000 { d[i] = i }\nfor i in 0..<100_000 { d[i] = nil }"),

    probe(
      "joined() of a large array held a thousand times", exits: [1], expect: "memory budget exceeded",
      "let big = Array(repeating: 1, count: 1_000_000)\nprint(Array(Array(repeating: big, count: 1000).joined()).count)"),
    probe(
      "flatMap that repeats a large array", exits: [1], expect: "memory budget exceeded",
      "let big = Array(repeating: 1, count: 1_000_000)\nprint((0..<1000).flatMap { _ in big }.count)"),
    probe(
      "joined(separator:) of a megabyte string a thousand times", exits: [1], expect: "more than 10000000 elements",
      "let s = String(repeating: \"x\", count: 1_000_000)\nprint(Array(repeating: s, count: 1000).joined(separator: \",\").count)"),
    probe(
      "replacingOccurrences that puts a megabyte string for each character", exits: [1],
      expect: "more than 10000000 elements",
      "let s = String(repeating: \"x\", count: 1_000_000)\nprint(s.replacingOccurrences(of: \"x\", with: s).count)"),
    probe(
      "padding(toLength: Int.max)", exits: [1], expect: "more than 10000000 elements",
      "print(\"a\".padding(toLength: Int.max, withPad: \"b\", startingAt: 0).count)"),
    probe(
      "String(repeating: \"x\", count: 1 << 40)", exits: [1], expect: "more than 10000000 elements",
      "print(String(repeating: \"x\", count: 1 << 40).count)"),
    probe(
      "a string doubled by interpolation without end", exits: [1], expect: "the run stopped",
      "var s = \"ab\"\nwhile true { s = \"\\(s)\\(s)\" }"),
    probe(
      "an array literal of 100,000 elements", exits: [1],
      "let a = [" + Array(repeating: "1", count: 100_000).joined(separator: ", ") + "]\nprint(a.count)",
      after: runs("100000")),
  ]

  static let formats: [CatalogueCase] = [
    probe(
      "String(format:) with %@ for an Int (the tool crashed)", exits: [2], expect: "String(format:) with '%@'",
      "print(String(format: \"%@\", 5))"),
    probe(
      "String(format:) with a width of 900 million", exits: [1], expect: "more than 10000000 elements",
      "print(String(format: \"%900000000d\", 5).count)"),
    probe(
      "String(format:) with more conversions than arguments", exits: [2], expect: "no argument for it",
      "print(String(format: \"%d and %d\", 1))"),
    probe(
      "String(format:) with %s, which reads a C pointer", exits: [2], expect: "String(format:) with '%s'",
      "print(String(format: \"%s\", \"hi\"))"),
    probe(
      "String(format:) as Swift formats it", exits: [1],
      "print(String(format: \"%.2f and %d and %@ %%\", 3.14159, 42, \"x\"))", after: runs("3.14 and 42 and x %")),
  ]

  static let storms: [CatalogueCase] = [
    probe("Task { while true {} }", exits: [1], expect: "the run stopped", "Task { while true {} }"),
    probe(
      "while true { await Task.yield() }", exits: [1], expect: "the run stopped",
      "Task { while true { await Task.yield() } }"),
    probe(
      "tasks that each start two more", exits: [1], expect: "the run stopped",
      "spawn()", extra: "func spawn() { Task { spawn(); spawn() } }"),
    probe(
      "work on the main queue that queues itself", exits: [1], expect: "the run stopped",
      "again()", extra: "import Foundation\nfunc again() { DispatchQueue.main.async { again() } }"),
    probe(
      "asyncAfter with no delay that schedules itself", exits: [1], expect: "the run stopped",
      "again()", extra: "import Foundation\nfunc again() { DispatchQueue.main.asyncAfter(deadline: .now()) { again() } }"),
    probe(
      "a repeating timer every microsecond, then five seconds", exits: [1],
      "Timer.scheduledTimer(withTimeInterval: 0.000001, repeats: true) { _ in print(\"tick\") }",
      events: "== launch ==\n-- no output --\n\n== wait 5 ==\n-- no output --\n"),
  ]

  static let apps: [CatalogueCase] = [
    app(
      "a view body that changes the state it reads", exits: [0, 1, 2],
      view: """
        import SwiftUI

        struct ContentView: View {
            @State private var count = 0

            var body: some View {
                let _ = { count += 1 }()
                Text("\\(count)")
            }
        }
        """),
  ]

  /// Programs that make the engine work without end with few steps of their own: each ran
  /// until a two-minute clock killed it, before the engine's work was charged to the step
  /// budget (`HostWork`) and the scheduler kept its timers in heaps (issue 10).
  static let engineWork: [CatalogueCase] = [
    probe(
      "a generic function that wraps its argument on every call, without end", exits: [1],
      expect: "stack overflow: calls nested",
      "print(wrap(1, 0))", extra: "func wrap<T>(_ x: T, _ n: Int) -> Int { wrap([x], n + 1) }"),
    probe(
      "a timer that schedules two timers each time it fires", exits: [1], expect: "steps without settling",
      "again()",
      extra: "import Foundation\nfunc again() {\n    Timer.scheduledTimer(withTimeInterval: 0.001, repeats: false) { _ in again(); again() }\n}",
      events: "== launch ==\n-- no output --\n\n== wait 5 ==\n-- no output --\n"),
    app(
      "onChange that changes the value it watches", exits: [1], expect: "steps without settling",
      view: """
        import SwiftUI

        struct ContentView: View {
            @State private var count = 0

            var body: some View {
                Text("\\(count)")
                    .onAppear { count = 1 }
                    .onChange(of: count) { _, new in count = new + 1 }
            }
        }
        """),
    app(
      "an @Observable model whose observer writes what it observes", exits: [1], expect: "steps without settling",
      view: """
        import SwiftUI
        import Observation

        @Observable
        final class Model {
            var count = 0 {
                didSet { total += count }
            }
            var total = 0
        }

        struct ContentView: View {
            @State private var model = Model()

            var body: some View {
                Text("\\(model.count) \\(model.total)")
                    .onAppear { model.count = 1 }
                    .onChange(of: model.total) { _, _ in model.count += 1 }
            }
        }
        """),
    app(
      "a window that opens another window when it appears, on iPad", exits: [1], expect: "steps without settling",
      device: "iPad Air 11-inch (M4)",
      scene: "WindowGroup(id: \"more\") {\n            ContentView()\n        }",
      view: """
        import SwiftUI

        struct ContentView: View {
            @Environment(\\.openWindow) private var openWindow

            var body: some View {
                Text("more")
                    .onAppear { openWindow(id: "more") }
            }
        }
        """),
    app(
      "a task in every view that never ends", exits: [1], expect: "steps without settling",
      view: """
        import SwiftUI

        struct ContentView: View {
            @State private var ticks = 0

            var body: some View {
                Text("\\(ticks)")
                    .task {
                        while true {
                            ticks += 1
                            try? await Task.sleep(for: .nanoseconds(1))
                        }
                    }
            }
        }
        """),
    app(
      "a task that writes @State in a loop without suspending (each write was costly)", exits: [1],
      expect: "steps without settling",
      view: """
        import SwiftUI

        struct ContentView: View {
            @State private var ticks = 0

            var body: some View {
                Text("\\(ticks)")
                    .task {
                        while true {
                            ticks += 1
                        }
                    }
            }
        }
        """),
  ]

  /// A UIKit app whose scene delegate asks for a new scene each time one becomes active.
  static let sceneLoop = CatalogueCase(
    "a scene delegate that requests a scene each time one is active, on iPad", exits: [1],
    expect: "steps without settling"
  ) {
    var text = try String(contentsOfFile: $0.lesson("Fixtures/uikit-scenes-memo/new-window-on-ipad.fixture"), encoding: .utf8)
    text = text.replacingOccurrences(
      of: "    func sceneDidBecomeActive(_ scene: UIScene) { print(#function) }",
      with: """
            func sceneDidBecomeActive(_ scene: UIScene) {
                print(#function)
                UIApplication.shared.requestSceneSessionActivation(nil, userActivity: NSUserActivity(activityType: "more"), options: nil)
            }
        """)
    #expect(text.contains("activityType: \"more\""))
    return Invocation([try $0.write("loop.fixture", text)])
  }

  static let cases = recursion + values + formats + storms + apps + engineWork + [sceneLoop]

  @Test("each ends in time and memory, with one error line for bad input", arguments: cases)
  func hostile(_ item: CatalogueCase) throws {
    _ = try CatalogueCheck.run(item, memoryLimit: 1024)
  }

  @Test("the catalogue holds at least 25 hostile programs that end")
  func enough() {
    #expect(Self.cases.count >= 25)
  }
}
