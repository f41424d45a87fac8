import LifecycleEngine
import SwiftReader
import Transcript

/// Runs small programs on the engine for tests: files by name, events as short words.
public enum EngineHarness {
  /// Reads the files, runs the events, and returns the transcript.
  ///
  /// Events: `launch`, `run`, `stop`, `home`, `return`, `control center`, `control center away`,
  /// `app switcher`, `tap card`, `swipe away`, `system ends app`, `wait 8`, `tap Label`,
  /// `tap Label in Hazel`.
  public static func run(
    _ files: [String: String], device: String = "iPhone 17", events: [String],
    configure: (inout EngineConfiguration) -> Void = { _ in }
  ) throws -> Transcript {
    let sources = try SwiftReader.read(files: files.keys.sorted().map { ($0, files[$0]!) })
    var configuration = EngineConfiguration(device: DeviceModel(named: device)!)
    configure(&configuration)
    return Engine.run(sources, events: events.map(event), configuration: configuration)
  }

  /// The console of each event, as plain lines.
  public static func consoles(_ transcript: Transcript) -> [[String]] {
    transcript.events.map { $0.console.map(\.text) }
  }

  static func event(_ text: String) -> ScriptedEvent {
    let words = text.split(separator: " ").map(String.init)
    let event: LifecycleEvent
    switch words.first ?? "" {
    case "launch": event = .launch
    case "run": event = .run
    case "stop": event = .stop
    case "home": event = .home
    case "return": event = .returnToApp
    case "control": event = words.last == "away" ? .controlCenterAway : .controlCenter
    case "app": event = .appSwitcher
    case "swipe": event = .swipeAway(nil)
    case "system": event = .systemEndsApp
    case "wait": event = .wait(milliseconds: Int((Double(words[1]) ?? 0) * 1000))
    case "background": event = .backgroundRefresh(identifier: words.last ?? "")
    case "tap" where words.count > 1 && words[1] == "card": event = .tapCard(nil)
    case "tap":
      var label = Array(words.dropFirst())
      var window: WindowReference?
      if let index = label.lastIndex(of: "in"), index + 1 < label.count {
        let name = label[(index + 1)...]
        if name.count == 2, name.first == "window", let number = Int(name.last!) {
          window = .number(number)
        } else {
          window = .value(name.joined(separator: " "))
        }
        label = Array(label[..<index])
      }
      event = .tap(label: label.joined(separator: " "), window: window)
    default: event = .wait(milliseconds: 0)
    }
    return ScriptedEvent(event, label: text)
  }
}

extension EngineHarness {
  /// A one-file program: an App showing `ContentView`, with `views` as the rest of the file.
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
