import HarnessTestSupport
import Testing
import Transcript

/// The compiler's words for what lessons claim does not build (lesson 6, steps 6 and 8, questions 5 and 7).
@Suite("Build diagnostics")
struct BuildCheckTests {
  private func diagnostics(_ files: [String: String]) throws -> [String] {
    try EngineHarness.run(files, events: []).build.map(\.description)
  }

  @Test("two @main types: an error on each")
  func twoMains() throws {
    let found = try diagnostics(["A.swift": """
      import SwiftUI
      @main
      struct One: App { var body: some Scene { WindowGroup { Text("1") } } }
      @main
      struct Two: App { var body: some Scene { WindowGroup { Text("2") } } }
      """])
    #expect(found == [
      "A.swift:2:1: error: 'main' attribute can only apply to one type in a module",
      "A.swift:4:1: error: 'main' attribute can only apply to one type in a module",
    ])
  }

  @Test("main.swift beside an @main type")
  func mainSwiftAndMain() throws {
    let found = try diagnostics([
      "main.swift": "print(\"hi\")",
      "App.swift": "import SwiftUI\n@main\nstruct One: App { var body: some Scene { WindowGroup { Text(\"1\") } } }",
    ])
    #expect(found == ["App.swift:2:1: error: 'main' attribute cannot be used in a module that contains top-level code"])
  }

  @Test("a call to an initializer that does not fit: at swiftc's columns (one missing after the `(`, several at it, extra at its value)", arguments: [
    ("Box()", "4:13: error: missing argument for parameter 'size' in call"),
    ("Box(size: 1, colour: 2)", "4:30: error: extra argument 'colour' in call"),
    ("Pair()", "4:13: error: missing arguments for parameters 'a', 'b' in call"),
    ("Pair(a: 1, b: 2)", nil),
  ])
  func initializerCalls(_ call: (String, String?)) throws {
    let found = try diagnostics(["Main.swift": """
      struct Box { let size: Int; init(size: Int) { self.size = size } }
      struct Pair { var a: Int; var b: Int }
      func make() {
          _ = \(call.0)
      }
      """])
    #expect(found == (call.1.map { ["Main.swift:\($0)"] } ?? []))
  }

  @Test("the one-parameter onChange is deprecated; the two- and zero-parameter forms are not")
  func deprecatedOnChange() throws {
    let view = { (closure: String) in
      ["V.swift": "import SwiftUI\nstruct V: View {\n    @Environment(\\.scenePhase) var phase\n    var body: some View {\n        Text(\"v\").onChange(of: phase) \(closure)\n    }\n}"]
    }
    #expect(try diagnostics(view("{ new in print(new) }")) == [
      "V.swift:5:19: warning: 'onChange(of:perform:)' was deprecated in iOS 17.0: Use `onChange` with a two or zero parameter action closure instead."
    ])
    #expect(try diagnostics(view("{ old, new in print(new) }")) == [])
    #expect(try diagnostics(view("{ print(phase) }")) == [])
  }

  @Test("a Button's action changing a plain stored property of the view does not build; through @State it does", arguments: [
    ("var count = 0", "V.swift:4:49: error: left side of mutating operator isn't mutable: 'self' is immutable"),
    ("@State private var count = 0", nil),
  ])
  func buttonChangingPlainProperty(_ row: (String, String?)) throws {
    // swiftc 6.3.1 on the same view (SwiftUI replaced by a stand-in with the same shape).
    let found = try diagnostics(["V.swift": """
      import SwiftUI
      struct V: View {
          \(row.0)
          var body: some View { Button("Add") { count += 1 } }
      }
      """])
    #expect(found == (row.1.map { [$0] } ?? []))
  }

  @Test("onChange of a struct that is not Equatable does not build; of an Equatable one it does", arguments: [
    ("struct Item { var name = \"a\" }", "V.swift:6:25: error: instance method 'onChange(of:initial:_:)' requires that 'Item' conform to 'Equatable'"),
    ("struct Item: Equatable { var name = \"a\" }", nil),
  ])
  func onChangeOfNonEquatable(_ row: (String, String?)) throws {
    // swiftc 6.3.1 on the same view (SwiftUI replaced by a stand-in with the same shape).
    let found = try diagnostics(["V.swift": """
      import SwiftUI
      \(row.0)
      struct V: View {
          @State private var item = Item()
          var body: some View {
              Text(item.name).onChange(of: item) { _, new in print(new.name) }
          }
      }
      """])
    #expect(found == (row.1.map { [$0] } ?? []))
  }

  @Test("a program that does not build runs no event")
  func noEventsWithoutBuild() throws {
    let transcript = try EngineHarness.run(["A.swift": "@main\nstruct A {}\n@main\nstruct B {}"], events: ["launch"])
    #expect(!transcript.built)
    #expect(transcript.events.isEmpty)
  }
}
