import HarnessTestSupport
import Testing

/// Correct programs that use a part of Apple's SDK the registry lacks: each is refused as
/// "not modelled", named as written, never blamed with a compiler error swiftc would not give.
@Suite("Unmodelled SDK parts are refused, not blamed")
struct UnmodelledFrameworkTests {
  static let representable = """
    struct ContentView: View {
        var body: some View { Wrapped() }
    }

    struct Wrapped: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }
    """

  @Test("a UIViewControllerRepresentable is refused where it is shown; its Context is not 'cannot find type'")
  func representableRefused() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app(Self.representable))
    #expect(consoles.last == ["FAILURE: App.swift:11:9: error: lesson-runner does not model 'UIViewControllerRepresentable'"])
  }

  @Test("a misspelt type in a struct conforming to no framework protocol is still swiftc's 'cannot find type'")
  func misspeltTypeStillBlamed() throws {
    let program = Self.representable.replacingOccurrences(of: ": UIViewControllerRepresentable", with: ": View")
      .replacingOccurrences(of: "func updateUIViewController", with: "var body: some View { Text(\"x\") }\n    func updateUIViewController")
    let build = try EngineHarness.run(EngineHarness.app(program), events: ["launch"]).build
    #expect(build.first { $0.severity == .error }?.message == "cannot find type 'Context' in scope")
  }

  @Test("importing a module of the iOS SDK builds; what the program uses of it is refused where it runs",
    arguments: ["UserNotifications", "AVFoundation", "MapKit", "SwiftData", "CoreLocation"])
  func sdkModuleImports(module: String) throws {
    var files = EngineHarness.app("""
      struct ContentView: View {
          var body: some View { Text("Hello").onAppear { print("appeared") } }
      }
      """)
    files["App.swift"] = "import \(module)\n" + files["App.swift"]!
    #expect(try EngineHarness.consoles(files) == [["appeared"]])
  }

  @Test("a misspelt module is still swiftc's 'no such module'")
  func misspeltModule() throws {
    var files = EngineHarness.app("struct ContentView: View { var body: some View { Text(\"x\") } }")
    files["App.swift"] = "import SwiftUl\n" + files["App.swift"]!
    let build = try EngineHarness.run(files, events: ["launch"]).build
    #expect(build.first { $0.severity == .error }?.message == "no such module 'SwiftUl'")
  }

  @Test("Combine's subjects and Observation's withObservationTracking are refused by name where they run",
    arguments: [
      ("let subject = PassthroughSubject<Int, Never>()", "PassthroughSubject"),
      ("let subject = CurrentValueSubject<Int, Never>(1)", "CurrentValueSubject"),
      ("withObservationTracking { print(1) } onChange: { print(2) }", "withObservationTracking"),
    ])
  func combineAndObservation(statement: String, name: String) throws {
    var files = EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("x").onAppear {
                  \(statement)
              }
          }
      }
      """)
    files["App.swift"] = "import Combine\n" + files["App.swift"]!
    let consoles = try EngineHarness.consoles(files)
    #expect(consoles.last?.first?.hasSuffix("error: lesson-runner does not model '\(name)'") == true)
  }
}

extension UnmodelledFrameworkTests {
  @Test("a scene of another platform is swiftc's 'unavailable in iOS' (the app ran without it); behind #if os(macOS) it is never built",
    arguments: ["Settings { Text(\"Preferences\") }", "MenuBarExtra(\"Tools\", systemImage: \"hammer\") { Text(\"Menu\") }"])
  func otherPlatformScenes(scene: String) throws {
    let name = String(scene.prefix { $0 != " " && $0 != "(" })
    let plain = EngineHarness.app("struct ContentView: View { var body: some View { Text(\"x\") } }",
      appBody: "WindowGroup { ContentView() }\n        \(scene)")
    #expect(try EngineHarness.consoles(plain).last?.first?.hasSuffix("error: '\(name)' is unavailable in iOS") == true)
    let guarded = EngineHarness.app("struct ContentView: View { var body: some View { Text(\"x\").onAppear { print(\"shown\") } } }",
      appBody: "WindowGroup { ContentView() }\n        #if os(macOS)\n        \(scene)\n        #endif")
    #expect(try EngineHarness.consoles(guarded) == [["shown"]])
  }

  @Test("a DocumentGroup (a document browser on iOS) is not modelled")
  func documentGroup() throws {
    let app = EngineHarness.app("struct ContentView: View { var body: some View { Text(\"x\") } }",
      appBody: "DocumentGroup { ContentView() }")
    #expect(try EngineHarness.consoles(app).last?.first?.hasSuffix("error: lesson-runner does not model 'DocumentGroup'") == true)
  }
}
