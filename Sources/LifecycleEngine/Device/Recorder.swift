import Transcript

/// Records what the engine decides as ``Happening``s, each tied to what caused it.
///
/// What is going on is a stack of open happenings (the event, a window's change of phase, the
/// body that is running, the action that runs); a new happening's cause is the innermost one.
/// Sites open one with `let token = recorder.open(…)` and close it with `defer`, so the stack
/// stays right when the program throws. Only the engine's decision sites call it.
final class Recorder {
  private(set) var records: [Happening] = []
  private var taken = 0
  private var stack: [Int] = []
  /// The event being played, and the process now running.
  var event = 0
  var process = 0
  private unowned let scheduler: Scheduler
  /// The latest happening of each task the engine started (its start or its last resumption).
  private var tasks: [ObjectIdentifier: Int] = [:]
  /// The phase happenings of the transition being played, by lane: what a node read changed.
  private var phases: [Happening.Lane: Int] = [:]

  init(scheduler: Scheduler) {
    self.scheduler = scheduler
  }

  /// The innermost open happening.
  var current: Int? { stack.last }

  /// Records a happening caused by `cause` (nil: the innermost open one; none for an event).
  @discardableResult
  func note(
    _ kind: Happening.Kind, rule: String, cause: Int? = nil, location: SourceLocation? = nil,
    lane: Happening.Lane? = nil
  ) -> Int {
    let id = records.count
    let isEvent = if case .event = kind { true } else { false }
    records.append(Happening(
      id: id, time: scheduler.now, process: process, event: event, kind: kind,
      cause: isEvent ? nil : cause ?? current, rule: rule, location: location, lane: lane))
    return id
  }

  /// Records a happening and keeps it open; returns the token `close` takes.
  func open(
    _ kind: Happening.Kind, rule: String, cause: Int? = nil, location: SourceLocation? = nil,
    lane: Happening.Lane? = nil
  ) -> Int {
    let token = stack.count
    stack.append(note(kind, rule: rule, cause: cause, location: location, lane: lane))
    return token
  }

  /// Makes an earlier happening the innermost again (a queued action about to run).
  func reopen(_ id: Int?) -> Int {
    let token = stack.count
    if let id { stack.append(id) }
    return token
  }

  /// Closes what was opened since `token` was given.
  func close(_ token: Int) {
    if stack.count > token { stack.removeLast(stack.count - token) }
  }

  /// The happenings recorded since the last call: one event's.
  func take() -> [Happening] {
    defer { taken = records.count }
    return Array(records[taken...])
  }

  /// A happening, read in place: sites read one field of it, and a copy retains all of them.
  subscript(id: Int) -> Happening {
    _read { yield records[id] }
  }

  /// The rule of the innermost open event, decision or timer: what moves windows now.
  var ruleInForce: String {
    for id in stack.reversed() {
      switch records[id].kind {
      case .event, .decision, .timerFired, .launched: return records[id].rule
      default: continue
      }
    }
    return "events-run-in-order"
  }

  /// Whether a window's change of phase is being played (its actions run in the phase order).
  var inTransition: Bool {
    stack.contains { if case .phase = records[$0].kind { true } else { false } }
  }

  /// The lane of the innermost open happening that has one.
  var currentLane: Happening.Lane? {
    stack.reversed().lazy.compactMap { self.records[$0].lane }.first
  }

  // MARK: - Phases and tasks

  func notePhase(_ lane: Happening.Lane, _ id: Int) { phases[lane] = id }
  func phase(of lane: Happening.Lane?) -> Int? { lane.flatMap { phases[$0] } }
  func endTransition() { phases = [:] }

  func setTask(_ task: AnyObject, _ id: Int) { tasks[ObjectIdentifier(task)] = id }
  func task(_ task: AnyObject) -> Int? { tasks[ObjectIdentifier(task)] }
  /// A new task may reuse the address of one that ended: it starts with no record.
  func forgetTask(_ task: AnyObject) { tasks[ObjectIdentifier(task)] = nil }
}
