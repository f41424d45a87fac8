import Expectations
import HarnessTestSupport
import LessonRunner
import LifecycleEngine
import SwiftReader
import Testing

/// Lesson 54's programs, changed in ways no fixture shows: the engine prints what the lesson's rules imply.
@Suite("Lesson programs the fixtures do not show")
struct LessonVariationTests {
  /// The Swift files of a shipped fixture, changed, run with new events.
  private func run(
    _ fixture: String, device: String? = nil, events: [String], change: (String) -> String = { $0 }
  ) throws -> [[String]] {
    let parsed = try FixtureRunner().load(path: PackagePaths.path(fixture))
    var files: [String: String] = [:]
    for file in parsed.swiftFiles { files[file.name] = change(file.text) }
    return try EngineHarness.consoles(files, device: device ?? parsed.device, events: events)
  }

  static let burrows = "Fixtures/lesson54/step09-hazel-opens.fixture"

  @Test("another bunny: the window opened for her hears activation; the one behind goes to the background")
  func anotherBunny() throws {
    let consoles = try run(Self.burrows, events: ["launch", "tap \"Visit Bramble\""]) {
      $0.replacingOccurrences(of: "Button(\"Visit Hazel\") {\n                            openWindow(value: \"Hazel\")",
        with: "Button(\"Visit Bramble\") {\n                            openWindow(value: \"Bramble\")")
    }
    #expect(consoles[1] == [
      "BurrowScene: active → inactive", "The warren: active → inactive", "Clover: active → inactive, 0 heartbeats",
      "BurrowScene: inactive → active", "The warren: inactive → active", "Bramble: inactive → active, 0 heartbeats",
      "Clover: inactive → background, 1 heartbeats",
    ])
  }

  @Test("a third window: opened from Hazel's, it comes in front; Hazel's goes to the background; Clover's stays there")
  func thirdWindow() throws {
    let consoles = try run(Self.burrows, events: ["launch", "tap \"Visit Hazel\"", "wait 2", "tap \"Visit Bramble\" in \"Hazel\""]) {
      $0.replacingOccurrences(of: "if bunny == \"Clover\" {\n                        Button(\"Visit Hazel\") {\n                            openWindow(value: \"Hazel\")\n                        }\n                    }",
        with: "if bunny == \"Clover\" {\n                        Button(\"Visit Hazel\") {\n                            openWindow(value: \"Hazel\")\n                        }\n                    } else {\n                        Button(\"Visit Bramble\") {\n                            openWindow(value: \"Bramble\")\n                        }\n                    }")
    }
    #expect(consoles[3] == [
      "BurrowScene: active → inactive", "The warren: active → inactive", "Hazel: active → inactive, 3 heartbeats",
      "BurrowScene: inactive → active", "The warren: inactive → active", "Bramble: inactive → active, 0 heartbeats",
      "Hazel: inactive → background, 4 heartbeats",
    ])
  }

  @Test("Control Center over the burrow: inactive and back, heard by the scene, the App, then Clover; no save")
  func controlCenterOverTheBurrow() throws {
    let consoles = try run(
      "Fixtures/lesson54/step07-save-before-view.fixture", events: ["launch", "wait 3", "control center", "control center away"])
    #expect(consoles[2] == ["BurrowScene: active → inactive", "The warren: active → inactive", "Clover: active → inactive, 3 heartbeats"])
    #expect(consoles[3] == ["BurrowScene: inactive → active", "The warren: inactive → active", "Clover: inactive → active, 3 heartbeats"])
  }

  @Test("the app switcher over the iPad's front window: only it turns inactive, and it takes the scene and App with it")
  func switcherOnIPad() throws {
    let consoles = try run(Self.burrows, events: ["launch", "tap \"Visit Hazel\"", "app switcher", "tap card"])
    #expect(consoles[2] == ["BurrowScene: active → inactive", "The warren: active → inactive", "Hazel: active → inactive, 1 heartbeats"])
    #expect(consoles[3] == ["BurrowScene: inactive → active", "The warren: inactive → active", "Hazel: inactive → active, 1 heartbeats"])
  }

  @Test("lesson 6's store, saved on Home, then again after coming back and leaving again")
  func saveEveryTime() throws {
    let consoles = try run(
      "Fixtures/lesson06/step09-tidy-save.fixture", events: ["launch", "home", "return", "home"])
    #expect(consoles == [[], ["Saving 3 trips"], [], ["Saving 3 trips"]])
  }
}
