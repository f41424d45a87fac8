import HarnessTestSupport
import Testing

/// What a program can read of an `NSUserActivity`: all of its own activity in the process that
/// made it; of one UIKit restores, the type and userInfo Apple documents as kept; of one the
/// system hands over, the type only.
@Suite("User activities")
struct UserActivityTests {
  /// A scene delegate that gives an activity for restoration and reads what it gets back.
  static func restoring(read: String, made: String = "") -> String {
    UIKitSceneEventTests.traced.replacingOccurrences(
      of: "print(#function, connectionOptions.urlContexts.count, connectionOptions.userActivities.count)",
      with: """
        print(#function)
                if let restored = session.stateRestorationActivity { \(read) }
        """
    ).replacingOccurrences(
      of: "func sceneDidDisconnect(_ scene: UIScene) { print(#function) }",
      with: """
        func sceneDidDisconnect(_ scene: UIScene) { print(#function) }
            func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                let activity = NSUserActivity(activityType: "com.example.reading")
                activity.title = "Chapter 3"
                activity.addUserInfoEntries(from: ["chapter": 3])
                \(made)
                kept = activity
                return activity
            }
        """
    ) + "\nvar kept: NSUserActivity?\n"
  }

  static func run(_ source: String, _ events: [String]) throws -> [[String]] {
    try UIKitSceneEventTests.run(events, source: source)
  }

  @Test("a restored activity keeps its type and userInfo across a relaunch")
  func restoredTypeAndUserInfo() throws {
    let source = Self.restoring(read: "print(restored.activityType, restored.userInfo?[\"chapter\"] as? Int ?? 0)")
    let consoles = try Self.run(source, ["launch", "home", "stop", "run"])
    #expect(consoles[3].contains("com.example.reading 3"))
  }

  @Test("a restored activity's title is not modelled: Apple documents only its type and userInfo as kept")
  func restoredTitle() throws {
    let source = Self.restoring(read: "print(restored.title ?? \"no title\")")
    let consoles = try Self.run(source, ["launch", "home", "stop", "run"])
    #expect(consoles.last?.first?.contains("does not model 'the title of a restored activity (stateRestorationActivity)'") == true)
    #expect(consoles.joined().contains("Chapter 3") == false)
    #expect(consoles.joined().contains("no title") == false)
  }

  @Test("a title the program sets on the restored copy reads back in that process")
  func titleSetOnTheCopy() throws {
    let source = Self.restoring(read: "restored.title = \"Again\"; print(restored.title ?? \"none\")")
    let consoles = try Self.run(source, ["launch", "home", "stop", "run"])
    #expect(consoles[3].contains("Again"))
    let handoff = try Self.run(Self.restoring(read: "print(restored.isEligibleForHandoff)"), ["launch", "home", "stop", "run"])
    #expect(handoff.last?.first?.contains("does not model 'the isEligibleForHandoff of a restored activity") == true)
  }

  @Test("UIKit keeps a copy of the activity: changing the program's object afterwards does not change what is restored")
  func restoredIsACopy() throws {
    let source = Self.restoring(read: "print(\"restored\", restored.userInfo?[\"chapter\"] as? Int ?? 0)")
      .replacingOccurrences(
        of: "func sceneWillEnterForeground(_ scene: UIScene) { print(#function) }",
        with: "func sceneWillEnterForeground(_ scene: UIScene) { print(#function); kept?.addUserInfoEntries(from: [\"chapter\": 9]) }")
    let consoles = try Self.run(source, ["launch", "home", "return", "stop", "run"])
    #expect(consoles[4].contains("restored 3"))
  }

  @Test("the program's own activity reads back its title and Handoff flag; unset, they read nil and false")
  func ownActivity() throws {
    let consoles = try EngineHarness.consoles(EngineHarness.app("""
      struct ContentView: View {
          var body: some View {
              Text("Hi").onAppear {
                  let activity = NSUserActivity(activityType: "com.example.viewing")
                  print(activity.title ?? "nil", activity.isEligibleForHandoff)
                  activity.title = "Item 7"
                  activity.isEligibleForHandoff = true
                  print(activity.title ?? "nil", activity.isEligibleForHandoff)
              }
          }
      }
      """))
    #expect(consoles[0] == ["nil false", "Item 7 true"])
  }

  @Test("an activity the system hands over: its title is not modelled, nor in the connection options")
  func deliveredTitle() throws {
    let running = UIKitSceneEventTests.traced.replacingOccurrences(
      of: "print(#function, userActivity.activityType)", with: "print(userActivity.title ?? \"none\")")
    let consoles = try UIKitSceneEventTests.run(["launch", "continue activity \"com.example.reading\""], source: running)
    #expect(consoles.last?.first?.contains("does not model 'the title of an activity the system hands over'") == true)
    let launching = UIKitSceneEventTests.traced.replacingOccurrences(
      of: "print(#function, connectionOptions.urlContexts.count, connectionOptions.userActivities.count)",
      with: "print(connectionOptions.userActivities.first?.title ?? \"none\")")
    let atLaunch = try UIKitSceneEventTests.run(["continue activity \"com.example.reading\""], source: launching)
    #expect(atLaunch.last?.first?.contains("does not model 'the title of an activity the system hands over'") == true)
  }

  @Test("a delegate with scene(_:restoreInteractionStateWith:) is not modelled when an activity is restored, and runs without one")
  func restoreInteractionState() throws {
    let source = Self.restoring(read: "print(restored.activityType)").replacingOccurrences(
      of: "func sceneDidBecomeActive(_ scene: UIScene) { print(#function) }",
      with: """
        func sceneDidBecomeActive(_ scene: UIScene) { print(#function) }
            func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) { print(#function) }
        """)
    let consoles = try Self.run(source, ["launch", "home", "stop", "run"])
    #expect(consoles[0].contains("sceneDidBecomeActive(_:)"))
    #expect(consoles.last?.first?.contains("does not model 'scene(_:restoreInteractionStateWith:)'") == true)
  }
}
