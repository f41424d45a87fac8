import SwiftInterpreter
import Transcript

/// One launch of the app: its interpreter, its App and scenes, its windows and its work queues.
///
/// Work is done in turns, as a run loop does: SwiftUI's actions first (in the order they were
/// queued), then the graph is brought up to date (scenes, then windows), then one job of a
/// task; repeat until nothing is left. Everything the process owns dies with it; what
/// survives lives on the `Device`. It is the interpreter's `Host`: what the program prints
/// goes to the device's console, tagged with what is running; tasks sleep on the device's clock.
final class AppProcess: Host {
  let number: Int
  unowned let device: Device
  let program: Program
  lazy var interpreter = Interpreter(program: program, host: self)
  var appNode: SceneNode?
  var windowGroups: [WindowGroupState] = []
  var windows: [Window] = []
  /// The window the person sees and touches, when the app is on the screen.
  weak var frontWindow: Window?
  /// The app delegate: a UIKit app's `@main` class, or a SwiftUI app's adaptor's.
  var delegate: Value?
  var isSuspended = false
  /// The system launched it for background work: its App is made, but no window connects.
  var launchesIntoBackground = false
  /// `UserDefaults.register(defaults:)`: the registration domain, which lasts one process.
  var registeredDefaults: [String: Value] = [:]
  /// Its `@main` type is a UIKit application delegate, not a SwiftUI `App`.
  var isUIKit = false
  /// Whether the app has been in the foreground in this process (a launch is not a return).
  var hasBeenInForeground = false
  /// The window whose content is being made (a hosting controller's content reads it).
  var windowBeingRendered: Window?
  var suspensionTimer: Int?
  let notifications = NotificationHub()
  let timers = RepeatingTimers()
  /// What runs off the main thread (`Thread.isMainThread`).
  let threads = ThreadContext()
  /// `UIApplication.beginBackgroundTask`'s open tasks and the time they have left.
  let backgroundTime = BackgroundTime()
  /// UIKit's part: the objects that stand for scene sessions (see `UIKit/`).
  let uikitState = UIKitProcessState()
  var backgroundTaskHandlers: [String: FunctionValue] = [:]
  /// Every task the process started, so that all of them end with it.
  var tasks: [InterpretedTask] = []

  private var actions: [(function: FunctionValue, arguments: [Value], cause: String, happening: Int)] = []
  /// While the windows are brought up to date: the `onDisappear` actions of that update, queued
  /// after everything else it queued (see `updateGraph`).
  var heldDisappearances: [(function: FunctionValue, cause: String)]?
  /// The node whose body is running: reads are recorded as its dependencies.
  var currentReader: GraphNode?
  private var causes: [String] = []
  /// Which nodes read which property of which observed object.
  var observers: [ObserverKey: [WeakNode]] = [:]
  /// Each `@Observable` class's `@ObservationIgnored` properties, by class (see `ObservationIgnored`).
  var ignoredProperties: [ObjectIdentifier: Set<String>] = [:]
  /// The `@StateObject` cells of views that left, kept for their `onDisappear` actions.
  var departingCells: [WrapperCell] = []
  var graphNeedsUpdate = true
  /// Each phase as the program's `ScenePhase` value, made once: bodies read it on every run.
  /// Each phase's value, by `phaseSlot` (an array: hashing the phase hashed its raw text).
  private var phaseValues: [Value?] = [nil, nil, nil]
  /// Counts body evaluations, so a wrapper cell knows which body saw which value.
  var bodyEvaluations = 0
  /// Set while a deprecated one-parameter `onChange` action runs (see `read(_:at:)`).
  var readsAsPreviousBody = false
  private var nextWindowNumber = 0

  init(number: Int, device: Device, program: Program) {
    self.number = number
    self.device = device
    self.program = program
    self.recorder = device.scheduler.recorder
  }

  var registry: Registry { program.registry }
  /// The registry's `EnvironmentValues`, found once: every `@Environment` read of a body asks it.
  private(set) lazy var environmentValues: NativeType? = registry.type(named: "EnvironmentValues")

  /// The device's recorder, held here: every decision site reaches it, and through `device`
  /// (an unowned reference to an object that is also weakly referenced) each reach took the
  /// runtime's slow path.
  let recorder: Recorder

  // MARK: - Host

  /// Appends printed text to the console, tagged with what is running.
  func write(_ text: String) {
    let cause = causes.last ?? interpreter.currentTask?.cause ?? "the app"
    device.console.write(text, process: number, cause: cause, happening: printingHappening(task: causes.isEmpty ? interpreter.currentTask : nil))
  }

  func sleep(_ task: InterpretedTask, nanoseconds: UInt64, wake: @escaping (Error?) -> Void) {
    noteTask(task, .suspended)
    // A sleep the clock never reaches ends only by cancellation or with the process.
    guard let milliseconds = Timing.milliseconds(nanoseconds: nanoseconds) else { return }
    device.scheduler.schedule(after: milliseconds, process: number) { [weak self] in self?.noteTask(task, .resumed); wake(nil) }
  }

  func jobEnqueued(_ interpreter: Interpreter) {}

  var now: UInt64 { UInt64(device.scheduler.now) * 1_000_000 }

  func observedRead(_ object: ObjectValue, property: String) {
    guard let reader = currentReader, !isObservationIgnored(object, property) else { return }
    let key = ObserverKey(object: ObjectIdentifier(object), property: property)
    // A body that reads a property on every run is one reader, not one more each run.
    if observers[key]?.contains(where: { $0.node === reader }) == true { return }
    observers[key, default: []].append(WeakNode(node: reader))
  }

  func observedWrite(_ object: ObjectValue, property: String) {
    let key = ObserverKey(object: ObjectIdentifier(object), property: property)
    guard let readers = observers.removeValue(forKey: key) else { return }
    for weak in readers { if let node = weak.node { invalidate(node) } }
  }

  func withCause<T>(_ cause: String?, _ body: () throws -> T) rethrows -> T {
    guard let cause else { return try body() }
    causes.append(cause)
    let ran = openRun(cause)
    defer { causes.removeLast(); recorder.close(ran) }
    return try body()
  }

  // MARK: - The queues

  func enqueueAction(_ function: FunctionValue, _ arguments: [Value], cause: String, rule: String = "actions-run-first-each-turn") {
    actions.append((function, arguments, cause, noteQueued(function, cause: cause, rule: rule)))
  }

  /// Queues an `onChange` action with the arguments its closure takes: `(old, new)`, `(new)`
  /// for the deprecated one-parameter form, or none.
  func enqueueChange(_ function: FunctionValue, old: Value, new: Value, cause: String) {
    switch function.parameterCount {
    case 0?: enqueueAction(function, [], cause: cause, rule: "on-change-when-value-differs")
    case 1?: enqueueAction(oldTimingAction(function), [new], cause: cause, rule: "on-change-when-value-differs")
    default: enqueueAction(function, [old, new], cause: cause, rule: "on-change-when-value-differs")
    }
  }

  /// `onChange`: queues the action when the value differs from the one last seen (or, with
  /// `initial`, the first time), and remembers the value. The cause's text is made only when
  /// the action is queued: every body compares, few change.
  func compare(
    _ value: Value, for action: FunctionValue, initial: Bool, in state: inout ModifierState,
    cause: @autoclosure () -> String
  ) throws {
    if let old = state.lastValue {
      if !(try interpreter.equal(old, value, at: nil)) { enqueueChange(action, old: old, new: value, cause: cause()) }
    } else if initial {
      enqueueChange(action, old: value, new: value, cause: cause())
    }
    state.lastValue = value
  }

  /// Runs only the queued actions (and what they queue), without updating the graph.
  func runActions() throws {
    while !actions.isEmpty {
      let action = actions.removeFirst()
      try interpreter.charge(.action)
      let queued = recorder.reopen(action.happening); defer { recorder.close(queued) }
      try withCause(action.cause) {
        _ = try interpreter.call(action.function, action.arguments, at: nil)
      }
    }
  }

  /// Runs turns until nothing is left to do: actions, graph updates, then task jobs.
  func settle() throws {
    while true {
      if !actions.isEmpty {
        try runActions()
      } else if graphNeedsUpdate {
        graphNeedsUpdate = false
        try updateGraph()
      } else if !departingCells.isEmpty {
        releaseDepartingObjects()
      } else if !isSuspended, uikitState.mainTurnDepth == 0, interpreter.hasPendingJobs {
        // Main-actor jobs are main-queue work: they wait for UIKit's call (`asOneMainTurn`).
        try interpreter.runNextJob()
      } else if interpreter.hasPendingDeinitializers {
        // Objects the engine let go of (a popped view controller): their deinit runs now.
        try withCause("deinit") { try interpreter.runPendingDeinitializers() }
      } else {
        return
      }
    }
  }

  /// Brings the scenes, then every window, up to date.
  func updateGraph() throws {
    if let appNode { try SceneGraph(process: self).update(appNode, newValue: nil) }
    try runActions()
    // In one update, the views that appear hear before those that disappear: onAppear's action
    // "completes before the first rendered frame appears", and onDisappear's "doesn't execute
    // until the view disappears from the interface", at that same frame at the earliest (Apple,
    // View.onAppear(perform:), View.onDisappear(perform:)). A tab switch, an `if` that swaps one
    // view for another: the new one's onAppear, then the old one's onDisappear.
    heldDisappearances = []
    defer {
      for held in heldDisappearances ?? [] {
        enqueueAction(held.function, [], cause: held.cause, rule: "on-disappear-when-removed")
      }
      heldDisappearances = nil
    }
    for window in windows {
      try interpreter.charge(.render)
      try ViewGraph(process: self).render(window)
    }
  }

  /// Marks a node to run its body again at the next update.
  func invalidate(_ node: GraphNode, rule: String = "body-runs-again-when-what-it-read-changes", cause: Int? = nil) {
    noteInvalidated(node, rule: rule, cause: cause)
    node.isDirty = true
    graphNeedsUpdate = true
  }

  func markRootContentStale(of group: WindowGroupState) {
    for window in windows where window.group === group {
      window.rootContentIsStale = true
      window.staleCause = recorder.current
      graphNeedsUpdate = true
    }
  }

  /// Ends every task of the process: none runs again.
  func end() {
    interpreter.endProcess(tasks: tasks)
  }

  // MARK: - Windows

  /// Connects a window for a session (at phase background; the caller moves it to the foreground).
  func connect(_ session: SceneSession, group: WindowGroupState) -> Window {
    nextWindowNumber += 1
    let window = Window(number: nextWindowNumber, session: session, group: group)
    if group.spec.valueType != nil {
      window.valueBinding = BindingValue(
        get: { [weak session] in session?.value?.promotedToOptional ?? .none },
        set: { [weak session] in session?.value = $0.unwrapped })
    }
    session.live = session.saved
    windows.append(window)
    graphNeedsUpdate = true
    return window
  }

  /// The window's root content: its group's content closure, called (with the presented value's binding).
  func windowContent(_ window: Window) throws -> ViewContent {
    let arguments: [Value] = window.valueBinding.map { [.native($0)] } ?? []
    let previous = windowBeingRendered
    windowBeingRendered = window
    defer { windowBeingRendered = previous }
    let owner = window.group.owner?.type.name ?? "WindowGroup"
    let value = try withCause("content of a window of '\(owner)'") {
      try interpreter.call(window.group.spec.content, arguments, at: nil)
    }
    return try Content.view(value, interpreter, at: nil)
  }

  /// Removes a window: its views go away (their `onDisappear` runs, their tasks are cancelled).
  func disconnect(_ window: Window) {
    tearDown(window.root)
    windows.removeAll { $0 === window }
    if frontWindow === window { frontWindow = nil }
  }

  /// A phase as the program's `ScenePhase` value.
  func phaseValue(_ phase: ScenePhase) -> Value {
    let slot = switch phase {
    case .background: 0
    case .inactive: 1
    case .active: 2
    }
    if let made = phaseValues[slot] { return made }
    let made = phase.value(in: registry)
    phaseValues[slot] = made
    return made
  }

  /// The phase the App reads: all windows together.
  var appPhase: ScenePhase { phase(of: nil) }

  /// The phase a scene node reads: the windows of the groups below it (all of them for nil),
  /// as `ScenePhase.aggregate` reads them, without an array: bodies and phase changes ask often.
  func phase(of node: SceneNode?) -> ScenePhase {
    var phase = ScenePhase.background
    for window in windows where node.map({ window.group.place.hasPrefix($0.place) }) ?? true {
      if window.phase == .active { return .active }
      if window.phase == .inactive { phase = .inactive }
    }
    return phase
  }

  /// After a window's phase changed: mark what read a phase that is now different.
  func phaseDidChange(in window: Window) {
    for node in appNode?.subtree ?? [] {
      if let seen = node.phaseSeen, seen != phase(of: node).rawValue { invalidate(node, rule: "app-body-reevaluated-on-phase-read", cause: recorder.phase(of: lane(of: node))) }
    }
    for node in window.root.subtree {
      if let seen = node.phaseSeen, seen != window.phase.rawValue { invalidate(node, rule: "view-body-reevaluated-on-phase-read", cause: recorder.phase(of: lane(of: node))) }
    }
  }
}

/// Identifies a property of an observed object (an `@Observable` class, a `@Published` cell).
struct ObserverKey: Hashable {
  let object: ObjectIdentifier
  let property: String
}

struct WeakNode {
  weak var node: GraphNode?
}
