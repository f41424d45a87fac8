import HarnessTestSupport
import Testing

/// Main-queue work queued during an app's launch without scenes, and table views (refused).
@Suite("UIKit: the launch turn of an app without scenes; table views")
struct UIKitLaunchTurnTests {
  static let sceneless = ["App.swift": """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            print("didFinishLaunching")
            DispatchQueue.main.async { print("main queue from didFinishLaunching") }
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = Root()
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { print("applicationDidBecomeActive") }
        func applicationWillEnterForeground(_ application: UIApplication) {
            print("applicationWillEnterForeground")
            DispatchQueue.main.async { print("main queue from applicationWillEnterForeground") }
        }
    }

    class Root: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); print("viewDidLoad") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("viewDidAppear") }
    }
    """]

  @Test("without scenes the launch is one turn: main-queue work from didFinishLaunching runs after applicationDidBecomeActive")
  func scenelessLaunch() throws {
    let consoles = try EngineHarness.consoles(Self.sceneless, events: ["launch", "home", "return"])
    #expect(consoles[0] == [
      "didFinishLaunching", "viewDidLoad", "viewDidAppear", "applicationDidBecomeActive", "main queue from didFinishLaunching",
    ])
    #expect(consoles[2] == [
      "applicationWillEnterForeground", "applicationDidBecomeActive", "main queue from applicationWillEnterForeground",
    ])
  }

  @Test("an app without scenes posts no willEnterForegroundNotification at launch, only on a return; a scene-based app posts it at launch")
  func foregroundNotificationAtLaunch() throws {
    let observer = """
      NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { _ in
                  print("will enter foreground")
              }
      """
    let sceneless = Self.sceneless.mapValues {
      $0.replacingOccurrences(of: "print(\"didFinishLaunching\")", with: observer)
    }
    let consoles = try EngineHarness.consoles(sceneless, events: ["launch", "home", "return"])
    #expect(consoles[0].contains("will enter foreground") == false)
    #expect(consoles[2].contains("will enter foreground"))
    let scenes = Self.sceneApp(rootedAt: "class Fruits: UIViewController {}").mapValues {
      $0.replacingOccurrences(of: "class AppDelegate: UIResponder, UIApplicationDelegate {}", with: """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                \(observer)
                return true
            }
        }
        """)
    }
    #expect(try EngineHarness.consoles(scenes) == [["will enter foreground"]])
  }

  /// An app of one scene whose window's root is a `Fruits()`, declared by `fruits`.
  static func sceneApp(rootedAt fruits: String) -> [String: String] {
    EngineHarness.sceneApp(root: "Fruits()", fruits)
  }

  @Test("a UITableViewController is refused by name where the program names it")
  func tableViewController() throws {
    let files = Self.sceneApp(rootedAt: """
      class Fruits: UITableViewController {
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              print("numberOfRows")
              return 2
          }
      }
      """)
    let consoles = try EngineHarness.consoles(files)
    #expect(consoles.last?.last?.contains("error: lesson-runner does not model 'UITableViewController'") == true)
    #expect(consoles.joined().contains("numberOfRows") == false)
  }

  @Test("a table view with a data source in a plain view controller is refused by name")
  func tableViewDataSource() throws {
    let files = Self.sceneApp(rootedAt: """
      class Fruits: UIViewController, UITableViewDataSource {
          let table = UITableView()
          override func viewDidLoad() {
              super.viewDidLoad()
              table.dataSource = self
              view.addSubview(table)
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { print("numberOfRows"); return 2 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
      }
      """)
    let consoles = try EngineHarness.consoles(files)
    #expect(consoles.last?.last?.contains("error: lesson-runner does not model 'UITableView") == true)
    #expect(consoles.joined().contains("numberOfRows") == false)
  }
}
