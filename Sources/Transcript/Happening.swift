/// Something the engine decided during a run: what happened, when, what caused it, and the rule
/// of the engine that decided it.
///
/// Happenings form chains: a printed line names the happening of the code that printed it, and
/// each happening names the one that caused it, up to the event the person performed. `explain`
/// and the HTML timeline read these chains; nothing in them is guessed from the printed text.
public struct Happening: Hashable, Sendable {
  /// Its position among the run's happenings, from 0: causes refer to it.
  public var id: Int
  /// Virtual milliseconds since the first launch of the run.
  public var time: Int
  /// The process it happened in (1 for the first launch); 0 when no process ran.
  public var process: Int
  /// The index of the event during which it happened.
  public var event: Int
  public var kind: Kind
  /// The happening that caused it; nil only for an event.
  public var cause: Int?
  /// The rule of the engine that decided it (``EngineRule/name``).
  public var rule: String
  /// Where the code it concerns was written, when it concerns code.
  public var location: SourceLocation?
  /// What it belongs to on a timeline: the App, a scene or a window (nil: the device's).
  public var lane: Lane?

  public init(
    id: Int, time: Int, process: Int, event: Int, kind: Kind, cause: Int?, rule: String,
    location: SourceLocation? = nil, lane: Lane? = nil
  ) {
    self.id = id
    self.time = time
    self.process = process
    self.event = event
    self.kind = kind
    self.cause = cause
    self.rule = rule
    self.location = location
    self.lane = lane
  }

  /// What a happening is about.
  public enum Kind: Hashable, Sendable {
    /// The person did something: the event as the fixture wrote it.
    case event(String)
    /// A decision the engine took that is not itself a change: `openWindow`, a launch.
    case decision(String)
    /// A window, a scene of the program or the App changed phase.
    case phase(Lane, from: String, to: String)
    /// A new process started, or the process ended.
    case launched
    case ended
    /// The process was suspended in the background, or resumed.
    case suspended
    case resumed
    /// The system took the window's snapshot for the app switcher.
    case snapshot(window: Int)
    /// A timer of the virtual clock fired (an animation's end, a task's sleep, a `Timer`).
    case timerFired
    /// An App, scene or view value was made (its `init` ran): `'ContentView'`.
    case created(String)
    /// A node was marked to run its body again.
    case invalidated(String)
    /// The body of the App, a scene or a view ran.
    case body(String)
    /// A view was made again with equal inputs and kept its body.
    case bodyKept(String)
    /// A window's root content (its `WindowGroup` closure) was made.
    case content(window: Int)
    /// An action was queued: `onChange in 'ContentView'`.
    case queued(String)
    /// Code of the program ran: an action, a callback, an `init`, a content closure.
    case ran(String)
    /// A task started, suspended (awaiting), resumed or was cancelled.
    case task(String, TaskStep)
  }

  public enum TaskStep: String, Hashable, Sendable {
    case started, suspended, resumed, cancelled
  }

  /// What the timeline draws a happening on: the App, a scene of the program, or a window.
  public enum Lane: Hashable, Sendable, Comparable, CustomStringConvertible {
    case app
    case scene(String)
    case window(Int)

    public var description: String {
      switch self {
      case .app: "the App"
      case .scene(let name): "scene '\(name)'"
      case .window(let number): "window \(number)"
      }
    }
  }
}
