/// A rule of the engine that decides what happens: its short stable name, what it says, and the
/// lesson recording or Apple document it follows.
///
/// The table is the one place these names are written; the engine records them on each
/// ``Happening``, `explain` and the HTML report show them, and the README's rules table lists
/// them (a test checks that every name is there).
public struct EngineRule: Hashable, Sendable {
  public var name: String
  /// What the rule says, as a clause: `the App reads all its windows together`.
  public var summary: String
  /// Where it comes from: a lesson's recorded console, or Apple's documentation.
  public var source: String

  public init(_ name: String, _ summary: String, source: String) {
    self.name = name
    self.summary = summary
    self.source = source
  }

  /// The rule with this name; every name the engine records is in ``all``.
  public static func named(_ name: String) -> EngineRule? { byName[name] }

  /// The rule an event follows, by the event's keyword (`home`, `tap card`).
  public static func forEvent(_ keyword: String) -> String {
    eventRules[keyword] ?? "events-run-in-order"
  }

  private static let byName: [String: EngineRule] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  private static let eventRules: [String: String] = [
    "launch": "launch-app-then-delegate-then-scenes", "run": "run-stops-then-launches",
    "stop": "stop-ends-the-process", "home": "home-resigns-then-backgrounds",
    "return": "return-brings-back-in-one-turn", "control center": "overlays-make-inactive",
    "control center away": "overlay-away-makes-active", "app switcher": "overlays-make-inactive",
    "tap card": "tap-card-brings-window-front", "swipe away": "swipe-away-ends-or-closes",
    "system ends app": "system-ends-background-app", "wait": "wait-advances-the-clock",
    "tap": "tap-runs-button-action", "background refresh": "background-refresh-runs-handler",
  ]
}
