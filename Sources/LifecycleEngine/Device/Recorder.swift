import Transcript

/// Records what the engine decides as ``Happening``s, each tied to what caused it.
///
/// What is going on is a stack of open happenings (the event, a window's change of phase, the
/// body that is running, the action that runs); a new happening's cause is the innermost one.
/// Sites open one with `let token = recorder.open(…)` and close it with `defer`, so the stack
/// stays right when the program throws. Only the engine's decision sites call it.
final class Recorder {
  /// The happenings of the event being played, from id `base` on.
  private var records: [Happening] = []
  /// The happenings of earlier events, one array each, shared with their event's record:
  /// handing an event its happenings moves the array, where a copy retained every string.
  private var earlier: [[Happening]] = []
  /// The id of the first happening of each array of `earlier`.
  private var starts: [Int] = []
  private var base = 0
  /// What the stack's questions read of each record, beside it: reading a field of a record
  /// in a closure copied the whole happening (its strings retained), several times a body.
  private var traits: [Traits] = []
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
    let id = base + records.count
    let isEvent = if case .event = kind { true } else { false }
    traits.append(Traits(kind, hasLane: lane != nil))
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
    let taken = records
    if !taken.isEmpty {
      earlier.append(taken)
      starts.append(base)
      base += taken.count
    }
    records = []
    records.reserveCapacity(taken.count)
    return taken
  }

  /// A happening's fields, each read where it is stored: a site asked for one field through a
  /// subscript copied the whole happening (every string retained, then released) each time.
  func rule(of id: Int) -> String {
    guard id < base else { return records[id - base].rule }
    let (chunk, index) = place(of: id)
    return earlier[chunk][index].rule
  }

  func lane(of id: Int) -> Happening.Lane? {
    guard id < base else { return records[id - base].lane }
    let (chunk, index) = place(of: id)
    return earlier[chunk][index].lane
  }

  func location(of id: Int) -> SourceLocation? {
    guard id < base else { return records[id - base].location }
    let (chunk, index) = place(of: id)
    return earlier[chunk][index].location
  }

  func cause(of id: Int) -> Int? {
    guard id < base else { return records[id - base].cause }
    let (chunk, index) = place(of: id)
    return earlier[chunk][index].cause
  }

  /// Whether a happening is of a kind (`{ if case .queued = $0 { true } else { false } }`).
  func kind(of id: Int, is test: (Happening.Kind) -> Bool) -> Bool {
    guard id < base else { return test(records[id - base].kind) }
    let (chunk, index) = place(of: id)
    return test(earlier[chunk][index].kind)
  }

  /// Where an id below `base` is kept: the last array of `earlier` whose first id is at most
  /// `id` (ids only grow: a binary search), and its index there.
  private func place(of id: Int) -> (chunk: Int, index: Int) {
    var low = 0, high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= id { low = middle } else { high = middle - 1 }
    }
    return (low, id - starts[low])
  }

  /// The rule of the innermost open event, decision or timer: what moves windows now.
  var ruleInForce: String {
    for id in stack.reversed() where traits[id].decidesRule { return rule(of: id) }
    return "events-run-in-order"
  }

  /// Whether a window's change of phase is being played (its actions run in the phase order).
  var inTransition: Bool {
    for id in stack where traits[id].isPhase { return true }
    return false
  }

  /// The lane of the innermost open happening that has one.
  var currentLane: Happening.Lane? {
    for id in stack.reversed() where traits[id].hasLane { return lane(of: id) }
    return nil
  }

  /// What the stack's questions ask of a happening, worked out when it is recorded.
  private struct Traits {
    var isPhase = false
    /// An event, a decision, a timer or a launch: the rule in force while it is open.
    var decidesRule = false
    var hasLane: Bool

    init(_ kind: Happening.Kind, hasLane: Bool) {
      self.hasLane = hasLane
      switch kind {
      case .phase: isPhase = true
      case .event, .decision, .timerFired, .launched: decidesRule = true
      default: break
      }
    }
  }

  // MARK: - Phases and tasks

  func notePhase(_ lane: Happening.Lane, _ id: Int) { phases[lane] = id }
  func phase(of lane: Happening.Lane?) -> Int? { lane.flatMap { phases[$0] } }
  /// Kept allocated: every transition records a phase or more.
  func endTransition() { phases.removeAll(keepingCapacity: true) }

  func setTask(_ task: AnyObject, _ id: Int) { tasks[ObjectIdentifier(task)] = id }
  func task(_ task: AnyObject) -> Int? { tasks[ObjectIdentifier(task)] }
  /// A new task may reuse the address of one that ended: it starts with no record.
  func forgetTask(_ task: AnyObject) { tasks[ObjectIdentifier(task)] = nil }
}
