import HarnessTestSupport
import Testing

/// SwiftUI and Foundation as tutorials write them, beyond the lessons: what running programs
/// nobody had shown the engine found wrong.
@Suite("Tutorial programs")
struct TutorialProgramTests {
  /// A delegate that registers defaults at launch, and a view that reads them through `@AppStorage`.
  static let settings: [String: String] = ["App.swift": """
    import SwiftUI

    class AppDelegate: NSObject, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
            UserDefaults.standard.register(defaults: ["theme": "light", "fontSize": 14])
            return true
        }
    }

    @main
    struct SettingsApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
        var body: some Scene {
            WindowGroup { SettingsView() }
        }
    }

    struct SettingsView: View {
        @AppStorage("theme") private var theme = "system"
        @AppStorage("fontSize") private var fontSize = 12
        @AppStorage("unregistered") private var other = 3
        var body: some View {
            VStack {
                Text("Theme: \\(theme)")
                Button("Dark") { theme = "dark" }
                Button("Reset") {
                    UserDefaults.standard.removeObject(forKey: "theme")
                    print("after reset:", theme)
                }
            }
            .onAppear { print("appear:", theme, fontSize, other) }
        }
    }
    """]

  @Test("@AppStorage reads a registered default when the app set none, its own default when none is registered")
  func appStorageReadsRegistration() throws {
    let consoles = try EngineHarness.consoles(Self.settings, events: ["launch", "tap \"Dark\"", "tap \"Reset\""])
    #expect(consoles[0] == ["appear: light 14 3"])
    #expect(consoles[2] == ["after reset: light"])
  }

  @Test("a registered default of another type than the @AppStorage's is not modelled")
  func appStorageOtherType() throws {
    let files = Self.settings.mapValues { $0.replacingOccurrences(of: "\"fontSize\": 14", with: "\"fontSize\": \"big\"") }
    let consoles = try EngineHarness.consoles(files)
    #expect(consoles.last?.first?.contains("does not model '@AppStorage(\"fontSize\") reading a registered default of another type'") == true)
  }

  @Test("appending(path:directoryHint:) makes a folder's URL when told, infers from a '/' or looks in the container")
  func directoryHint() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("Hi").onAppear {
                  let docs = URL.documentsDirectory
                  try? FileManager.default.createDirectory(at: docs.appending(path: "Made"), withIntermediateDirectories: true)
                  print(docs.appending(path: "Notes", directoryHint: .isDirectory).path())
                  print(docs.appending(path: "a.json", directoryHint: .notDirectory).lastPathComponent)
                  print(docs.appending(path: "Inferred/", directoryHint: .inferFromPath).path().hasSuffix("Inferred/"))
                  print(docs.appending(path: "Made", directoryHint: .checkFileSystem).path().hasSuffix("Made/"))
                  print(docs.appending(component: "Gone", directoryHint: .checkFileSystem).path().hasSuffix("Gone"))
              }
          }
      }
      """))
    #expect(consoles[0].count == 5)
    #expect(consoles[0].first?.hasSuffix("/Documents/Notes/") == true)
    #expect(Array(consoles[0].dropFirst()) == ["a.json", "true", "true", "true"])
  }
}
