import Expectations
import LifecycleEngine
import SwiftReader
import Transcript

/// Runs small programs on the engine for tests: files by name, events as short words.
public enum EngineHarness {
  /// Reads the files, runs the events, and returns the transcript.
  ///
  /// Events are written as a fixture's `== … ==` lines write them: `home`, `wait 8`,
  /// `tap "Label" in "Hazel"`.
  public static func run(
    _ files: [String: String], device: String = "iPhone 17", events: [String],
    configure: (inout EngineConfiguration) -> Void = { _ in }
  ) throws -> Transcript {
    let sources = try SwiftReader.read(files: files.keys.sorted().map { ($0, files[$0]!) })
    var configuration = EngineConfiguration(device: DeviceModel(named: device)!)
    configure(&configuration)
    return Engine.run(sources, events: try events.map(event), configuration: configuration)
  }

  /// The console of each event, as plain lines.
  public static func consoles(_ transcript: Transcript) -> [[String]] {
    transcript.events.map { $0.console.map(\.text) }
  }

  /// An event written as a fixture writes it; an unknown word is the fixture's error.
  static func event(_ text: String) throws -> ScriptedEvent {
    try EventSpec.parse(text, at: SourceLocation(file: "test", line: 1, column: 1)).scripted
  }
}

extension EngineHarness {
  /// A one-file program: an App showing `ContentView`, with `views` as the rest of the file.
  /// A UIKit app with a scene delegate whose window's root is `root` (Swift, as written), and
  /// the classes `controllers` declares: the scaffold of every UIKit engine test.
  public static func sceneApp(root: String, _ controllers: String) -> [String: String] {
    ["App.swift": """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {}

      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
              guard let windowScene = scene as? UIWindowScene else { return }
              window = UIWindow(windowScene: windowScene)
              window?.rootViewController = \(root)
              window?.makeKeyAndVisible()
          }
      }

      """ + controllers]
  }

  /// A controller's `viewDidLoad` that adds one button titled `title` whose tap calls the
  /// `@objc` method `action`: what a UIKit test taps with `tap "title"`.
  public static func buttonViewDidLoad(title: String, action: String) -> String {
    """
        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(type: .system)
            button.setTitle("\(title)", for: .normal)
            button.addTarget(self, action: #selector(\(action)), for: .touchUpInside)
            view.addSubview(button)
        }
    """
  }

  public static func app(_ views: String, appBody: String = "WindowGroup { ContentView() }") -> [String: String] {
    ["App.swift": """
      import SwiftUI

      @main
      struct TestApp: App {
          var body: some Scene {
              \(appBody)
          }
      }

      \(views)
      """]
  }

  /// Runs a program whose first event is `launch` and returns every event's console.
  public static func consoles(
    _ files: [String: String], device: String = "iPhone 17", events: [String] = ["launch"]
  ) throws -> [[String]] {
    let transcript = try run(files, device: device, events: events)
    if let failure = transcript.failure { return consoles(transcript) + [["FAILURE: \(failure)"]] }
    return consoles(transcript)
  }
}
