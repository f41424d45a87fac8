import Expectations
import HarnessTestSupport
import LessonRunner
import LifecycleEngine
import SwiftReader
import Testing
import Transcript

/// Every fixture's program, driven by random sequences of events: the engine never crashes or
/// hangs, and each run is repeatable.
@Suite("Random events on every lesson program")
struct MonkeyTests {
  /// A small deterministic generator (SplitMix64), so a failing sequence can be replayed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// What the person can do next, given where the app is: only events that make sense, so
  /// sequences go deep instead of stopping at the first impossible one.
  enum Where { case notRunning, onScreen, inBackground, suspended, switcher, controlCenter }

  static func choices(_ place: Where) -> [(DeviceEvent, Where)] {
    switch place {
    case .notRunning: [(.launch, .onScreen), (.run, .onScreen), (.returnToApp, .onScreen)]
    case .onScreen:
      [(.home, .inBackground), (.controlCenter, .controlCenter), (.appSwitcher, .switcher), (.stop, .notRunning),
       (.run, .onScreen), (.wait(milliseconds: 1_500), .onScreen)]
    case .inBackground:
      [(.returnToApp, .onScreen), (.wait(milliseconds: 7_000), .suspended), (.stop, .notRunning), (.run, .onScreen)]
    case .suspended:
      [(.returnToApp, .onScreen), (.systemEndsApp, .notRunning), (.launch, .onScreen), (.wait(milliseconds: 500), .suspended)]
    case .switcher: [(.tapCard(nil), .onScreen), (.swipeAway(nil), .notRunning)]
    case .controlCenter: [(.controlCenterAway, .onScreen), (.wait(milliseconds: 3_000), .controlCenter)]
    }
  }

  @Test("random events never crash the engine, and replaying them gives the same transcript",
    arguments: PackagePaths.allFixtures)
  func randomEvents(_ path: String) throws {
    let runner = FixtureRunner()
    let fixture = try runner.load(path: PackagePaths.path(path))
    guard fixture.build == nil else { return }  // a program claimed not to build has no events
    let files = try runner.read(fixture)
    guard let device = DeviceModel(named: fixture.device) else { return }
    let configuration = EngineConfiguration(device: device, moduleName: fixture.moduleName, stepBudget: 200_000)
    for seed in 1...8 {
      var generator = Generator(state: UInt64(seed))
      var events = [ScriptedEvent(.launch, label: "launch")]
      var place = Where.onScreen
      for _ in 0..<12 {
        let (event, next) = Self.choices(place).randomElement(using: &generator)!
        events.append(ScriptedEvent(event, label: "\(event)"))
        place = next
      }
      let first = Engine.run(files, events: events, configuration: configuration)
      let second = Engine.run(files, events: events, configuration: configuration)
      #expect(first == second, "seed \(seed) is not repeatable")
      #expect(first.failure == nil, "seed \(seed), \(events.map(\.label)): \(first.failure?.description ?? "")")
      #expect(first.events.count == events.count)
    }
  }
}
