/// Everything a run produced: the build's diagnostics, and for each event its console and screen.
public struct Transcript: Hashable, Sendable {
  /// What the compiler would say about the program (errors stop the run before any event).
  public var build: [Diagnostic]
  /// One record per event that ran, in order.
  public var events: [EventRecord]
  /// Why the run stopped early, if it did.
  public var failure: RunFailure?
  /// The calls the run accepted as inert (an effect that never reaches the console or the life
  /// cycle: a vibration, how views are drawn), each once, as `name — why`.
  public var inert: [String] = []

  public init(build: [Diagnostic] = [], events: [EventRecord] = [], failure: RunFailure? = nil) {
    self.build = build
    self.events = events
    self.failure = failure
  }

  /// Every console line of the run, in order.
  public var console: [ConsoleLine] { events.flatMap(\.console) }

  /// Whether the program built (no error diagnostics).
  public var built: Bool { !build.contains { $0.severity == .error } }
}

/// What one event caused: the lines printed from its start until the next event, and the screen after.
public struct EventRecord: Hashable, Sendable {
  /// Position among the run's events, from 0.
  public var index: Int
  /// The event as the fixture wrote it: `home`, `tap "Visit South"`, `wait 8`.
  public var label: String
  /// Virtual milliseconds at which the event started and at which it had settled.
  public var start: Int
  public var end: Int
  public var console: [ConsoleLine]
  public var screen: DeviceScreen

  public init(
    index: Int, label: String, start: Int, end: Int, console: [ConsoleLine], screen: DeviceScreen
  ) {
    self.index = index
    self.label = label
    self.start = start
    self.end = end
    self.console = console
    self.screen = screen
  }
}
