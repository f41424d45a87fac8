import Foundation
import Testing

/// The interpreter is the language alone: no framework of Apple's platforms and no part of the
/// life cycle is named in its sources, comments included, so it cannot grow to depend on one.
@Suite("The interpreter knows no platform")
struct IndependenceTests {
  /// Words that belong to the iOS model, whole words only.
  static let platformWords: Set<String> = [
    "SwiftUI", "UIKit", "UIScene", "UIWindowScene", "UIApplication", "UIApplicationMain", "UIViewController",
    "UIView", "UIWindow", "WindowGroup", "ScenePhase", "scenePhase", "ViewBuilder", "SceneBuilder", "View",
    "Scene", "App", "State", "StateObject", "Binding", "EnvironmentObject", "Environment", "AppStorage",
    "SceneStorage", "onChange", "onAppear", "Preview", "BackgroundTasks", "Lifecycle", "LifecycleEngine",
    "AppProcess", "Device", "simulator", "Simulator",
  ]

  @Test("no source file of the interpreter names a platform type, framework or life-cycle word")
  func noPlatformWords() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/SwiftInterpreter").path
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    #expect(files.count > 40)
    for file in files {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      let words = Set(text.split { !$0.isLetter && !$0.isNumber }.map(String.init))
      for word in Self.platformWords.intersection(words).sorted() {
        Issue.record("'\(word)' appears in Sources/SwiftInterpreter/\(file)")
      }
    }
  }
}
