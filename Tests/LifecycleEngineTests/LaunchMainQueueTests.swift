import HarnessTestSupport
import Testing

/// Between the launch and the first scene's connection the whole main queue runs, jobs of
/// tasks included (Apple, MainActor; "Responding to the launch of your app": the main event loop
/// starts before the scenes connect); before, only blocks ran there and a Task waited for the scene.
@Suite("The main queue between the launch and the first scene")
struct LaunchMainQueueTests {
  @Test("blocks and tasks queued in an App's init and its delegate's didFinishLaunching run in their order, before the first view appears")
  func swiftUILaunch() throws {
    let files = ["App.swift": """
      import SwiftUI

      class AppDelegate: NSObject, UIApplicationDelegate {
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
              Task { print("task from didFinishLaunching") }
              DispatchQueue.main.async { print("block from didFinishLaunching") }
              return true
          }
      }

      @main
      struct QueueApp: App {
          @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
          init() {
              DispatchQueue.main.async { print("block from init") }
              Task { print("task from init") }
          }
          var body: some Scene {
              WindowGroup { Text("Hi").onAppear { print("appeared") } }
          }
      }
      """]
    let consoles = try EngineHarness.consoles(files)
    #expect(consoles[0] == [
      "block from init", "task from init", "task from didFinishLaunching", "block from didFinishLaunching", "appeared",
    ])
  }

  @Test("a UIKit app's task and the block behind it, queued in didFinishLaunching, run before the scene connects")
  func uikitLaunch() throws {
    let files = ["App.swift": """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              DispatchQueue.main.async { print("block 1") }
              Task { print("task") }
              DispatchQueue.main.async { print("block 2") }
              return true
          }
      }

      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
              print("willConnectTo")
          }
      }
      """]
    let consoles = try EngineHarness.consoles(files)
    #expect(consoles[0] == ["block 1", "task", "block 2", "willConnectTo"])
  }
}
