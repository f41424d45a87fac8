import HarnessTestSupport
import Testing

/// Core Data as the scenePhase guide's save uses it (issue 9, section 3): one test per rule.
@Suite("Core Data, minimally")
struct CoreDataTests {
  static func app(_ contentView: String, template: String = Self.template) -> [String: String] {
    [
      "App.swift": """
        import SwiftUI

        @main
        struct TestApp: App {
            let persistence = Persistence.shared
            var body: some Scene {
                WindowGroup {
                    ContentView()
                        .environment(\\.managedObjectContext, persistence.container.viewContext)
                }
            }
        }
        """,
      "Persistence.swift": template,
      "ContentView.swift": contentView,
    ]
  }

  static let template = """
    import CoreData

    struct Persistence {
        static let shared = Persistence()
        let container: NSPersistentContainer

        init(inMemory: Bool = false) {
            container = NSPersistentContainer(name: "Model")
            if inMemory {
                container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
            }
            print("loading")
            container.loadPersistentStores { description, error in
                print("loaded, error: \\(error == nil ? "none" : "some")")
            }
            print("loadPersistentStores returned")
            container.viewContext.automaticallyMergesChangesFromParent = true
        }
    }
    """

  static let plain = """
    import SwiftUI
    import CoreData

    struct ContentView: View {
        @Environment(\\.managedObjectContext) private var context
        var body: some View {
            Button("Save") {
                print("has changes: \\(context.hasChanges)")
                do { try context.save(); print("saved") } catch { print("failed") }
            }
        }
    }
    """

  @Test("loadPersistentStores calls its handler once, with no error, before it returns")
  func storesLoadSynchronously() throws {
    let consoles = try EngineHarness.consoles(Self.app(Self.plain))
    #expect(consoles == [["loading", "loaded, error: none", "loadPersistentStores returned"]])
  }

  @Test("a view context with nothing inserted has no changes, and saving it succeeds with nothing to write")
  func noChangesNothingSaved() throws {
    let consoles = try EngineHarness.consoles(Self.app(Self.plain), events: ["launch", "tap \"Save\""])
    #expect(consoles.last == ["has changes: false", "saved"])
  }

  @Test("the view context is one object: what is set on it through the container is kept")
  func viewContextIsOneObject() throws {
    let view = """
      import SwiftUI
      import CoreData

      struct ContentView: View {
          @Environment(\\.managedObjectContext) private var context
          var body: some View {
              Text("merges: \\(context.automaticallyMergesChangesFromParent)")
          }
      }
      """
    let transcript = try EngineHarness.run(Self.app(view), events: ["launch"])
    #expect(transcript.events[0].screen.front?.items.map(\.label) == ["merges: true"])
  }

  @Test("an entity is not modelled: with no managed object model, its class does not exist and the program does not build")
  func entityNotModelled() throws {
    let view = """
      import SwiftUI
      import CoreData

      struct ContentView: View {
          @Environment(\\.managedObjectContext) private var context
          var body: some View {
              Button("Add") {
                  let item = Item(context: context)
                  print(item)
              }
          }
      }
      """
    let transcript = try EngineHarness.run(Self.app(view), events: ["launch", "tap \"Add\""])
    let error = transcript.build.first { $0.severity == .error }
    #expect(error?.message == "cannot find 'Item' in scope")
    #expect(error?.location?.line == 8)
    #expect(transcript.console.isEmpty)
  }

  @Test("the environment's context read with none set above the view is not modelled")
  func defaultContextNotModelled() throws {
    var files = Self.app(Self.plain)
    files["App.swift"] = files["App.swift"]!.replacingOccurrences(
      of: ".environment(\\.managedObjectContext, persistence.container.viewContext)", with: "")
    let transcript = try EngineHarness.run(files, events: ["launch", "tap \"Save\""])
    #expect(transcript.failure?.message.contains("managedObjectContext") == true)
  }
}
