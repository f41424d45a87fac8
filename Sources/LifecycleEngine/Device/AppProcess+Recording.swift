import SwiftInterpreter
import Transcript

/// What the process records of its decisions: the one-line calls at each decision site land
/// here, so that the sites stay as they read.
extension AppProcess {

  /// Where a node is drawn: the App, a scene of the program, or its view's window.
  func lane(of node: GraphNode) -> Happening.Lane? {
    if let scene = node as? SceneNode { return scene.place == .root ? .app : .scene(scene.type.name) }
    return (node as? ViewNode)?.window.map { .window($0.number) }
  }

  /// A node must run its body again: records why, once, until the body runs.
  func noteInvalidated(_ node: GraphNode, rule: String, cause: Int?) {
    guard node.dirtyCause == nil else { return }
    node.dirtyCause = recorder.note(.invalidated(node.name), rule: rule, cause: cause, lane: lane(of: node))
  }

  /// The node's body is about to run: opens its happening (the cause of what its body makes).
  func openBody(_ node: GraphNode) -> Int {
    let cause = node.dirtyCause
    node.dirtyCause = nil
    let rule = cause.map { recorder.rule(of: $0) == "new-inputs-run-body" ? "new-inputs-run-body" : "body-runs-again-when-what-it-read-changes" }
    return recorder.open(
      .body(node.name), rule: node.hasNoBody ? "body-runs-when-new" : rule ?? "body-runs-again-when-what-it-read-changes",
      cause: cause, location: (node as? SceneNode)?.type.location ?? (node as? ViewNode)?.type?.location,
      lane: lane(of: node))
  }

  /// A view made again with equal inputs kept its body.
  func noteKept(_ node: GraphNode) {
    recorder.note(.bodyKept(node.name), rule: "equal-inputs-keep-body", lane: lane(of: node))
  }

  /// A value of the program's (the App, a scene, a view) was made: its `init` ran.
  func noteCreated(_ type: UserType, lane: Happening.Lane?, rule: String = "parent-body-makes-child-views") {
    recorder.note(.created("'\(type.name)'"), rule: rule, location: type.location, lane: lane)
  }

  /// A window's root content is about to be made.
  func openContent(_ window: Window) -> Int {
    defer { window.staleCause = nil }
    if window.root.body == nil {
      return recorder.open(.content(window: window.number), rule: "new-window-makes-its-content", lane: .window(window.number))
    }
    let rule = window.staleCause != nil ? "window-content-remade-when-it-reads-the-app" : "body-runs-again-when-what-it-read-changes"
    return recorder.open(
      .content(window: window.number), rule: rule, cause: window.staleCause, lane: .window(window.number))
  }

  /// An action was queued; returns its happening, which becomes the cause of its run.
  func noteQueued(_ function: FunctionValue, cause: String, rule: String) -> Int {
    recorder.note(.queued(cause), rule: rule, location: function.location, lane: recorder.currentLane)
  }

  /// Code of the program is about to run for `cause`: a queued action (its happening is the
  /// innermost), or a callback the engine calls directly.
  func openRun(_ cause: String) -> Int {
    guard let top = recorder.current else { return recorder.open(.ran(cause), rule: "events-run-in-order") }
    // The parent's fields read in place: a copy of the happening retains all of them.
    if recorder.kind(of: top, is: { if case .queued = $0 { true } else { false } }) {
      let rule = recorder.inTransition ? "scene-then-app-then-uikit-then-views" : "actions-run-first-each-turn"
      return recorder.open(.ran(cause), rule: rule, location: recorder.location(of: top), lane: recorder.lane(of: top))
    }
    // Code a content or a body runs follows that content's rule; the rest, the decision in force.
    let inherits = recorder.kind(of: top) { if case .content = $0 { true } else { false } }
    return recorder.open(.ran(cause), rule: inherits ? recorder.rule(of: top) : recorder.ruleInForce, lane: recorder.lane(of: top))
  }

  /// The happening a printed line belongs to: the code running, or the task whose job runs.
  /// A task the program made itself (`Task { }`) is recorded when it first prints: its job
  /// runs in a turn of the event being played.
  func printingHappening(task: InterpretedTask?) -> Int? {
    guard let task else { return recorder.current }
    if let id = recorder.task(task) { return id }
    let id = recorder.note(.task(task.cause, .resumed), rule: "unstructured-task-runs-in-later-turns")
    recorder.setTask(task, id)
    return id
  }

  /// Makes a `@State` or `@StateObject`'s initial value (once for its node) as code that runs.
  static func makingInitial(of property: String, _ interpreter: Interpreter, _ make: () throws -> Value) throws -> Value {
    guard let process = interpreter.host as? AppProcess else { return try make() }
    let made = process.recorder.open(.ran("the initial value of '\(property)'"), rule: "state-made-once-per-view", lane: process.recorder.currentLane)
    defer { process.recorder.close(made) }
    return try make()
  }

  // MARK: - Tasks and suspension

  func noteTaskStarted(_ task: InterpretedTask, owner: GraphNode?) {
    let rule = owner == nil ? "background-refresh-runs-handler" : "task-starts-after-actions"
    recorder.setTask(task, recorder.note(.task(task.cause, .started), rule: rule, lane: owner.flatMap(lane(of:))))
  }

  /// A task awaits (`.suspended`), resumes, or is cancelled; a resumption is what its next lines belong to.
  func noteTask(_ task: InterpretedTask, _ step: Happening.TaskStep) {
    guard let latest = recorder.task(task) else { return }
    // Each step is caused by the task's start, so that chains stay short however long it runs.
    let isStart = recorder.kind(of: latest) { if case .task(_, .started) = $0 { true } else { false } }
    let started = isStart ? latest : recorder.cause(of: latest) ?? latest
    let rule = step == .cancelled ? "task-cancelled-when-view-goes-away" : "task-sleeps-on-virtual-clock"
    let id = recorder.note(.task(task.cause, step), rule: rule, cause: started, lane: recorder.lane(of: started))
    if step == .resumed { recorder.setTask(task, id) }
  }

  /// Suspends or resumes the process, recording the change.
  func setSuspended(_ suspended: Bool) {
    guard suspended != isSuspended else { return }
    isSuspended = suspended
    recorder.note(
      suspended ? .suspended : .resumed,
      rule: suspended ? "suspended-shortly-after-background" : "resume-before-due-work")
  }
}

extension GraphNode {
  /// Whether the node has not run its body yet.
  var hasNoBody: Bool {
    if let view = self as? ViewNode { return view.body == nil }
    if let scene = self as? SceneNode { return scene.body == nil }
    return false
  }
}
