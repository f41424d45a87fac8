import Expectations
import LifecycleEngine

/// Turns a fixture's events into the engine's.
enum EventMapping {
  static func scripted(_ expectation: EventExpectation) -> ScriptedEvent {
    ScriptedEvent(
      event(expectation.spec.event), repeatCount: expectation.spec.repeatCount,
      label: expectation.spec.text)
  }

  static func event(_ event: FixtureEvent) -> LifecycleEvent {
    switch event {
    case .launch: .launch
    case .run: .run
    case .stop: .stop
    case .home: .home
    case .returnToApp: .returnToApp
    case .controlCenter: .controlCenter
    case .controlCenterAway: .controlCenterAway
    case .appSwitcher: .appSwitcher
    case .tapCard(let window): .tapCard(window.map(reference))
    case .swipeAway(let window): .swipeAway(window.map(reference))
    case .systemEndsApp: .systemEndsApp
    case .wait(let milliseconds): .wait(milliseconds: milliseconds)
    case .tap(let label, let window): .tap(label: label, window: window.map(reference))
    case .backgroundRefresh(let identifier): .backgroundRefresh(identifier: identifier)
    }
  }

  static func reference(_ window: WindowRef) -> WindowReference {
    switch window {
    case .value(let value): .value(value)
    case .number(let number): .number(number)
    }
  }
}
