import SwiftReader
import Transcript

/// One launch of the app: its interpreter, its App and scenes, its windows and its work queues.
///
/// Work is done in turns, as a run loop does: SwiftUI's actions first (in the
/// order they were queued), then the graph is brought up to date (scenes, then
/// windows), then one job of a task; repeat until nothing is left. Everything
/// the process owns dies with it; what survives lives on the `Device`.
final class AppProcess {
  let number: Int
  unowned let device: Device
  private(set) var interpreter: Interpreter!
  var appNode: SceneNode?
  var windowGroups: [WindowGroupState] = []
  var windows: [Window] = []
  /// The window the person sees and touches, when the app is on the screen.
  weak var frontWindow: Window?
  var delegate: Value?
  var isSuspended = false
  /// The system launched it for background work: its App is made, but no window connects.
  var launchesIntoBackground = false
  /// Its `@main` type is a UIKit application delegate, not a SwiftUI `App`.
  var isUIKit = false
  /// Whether the app has been in the foreground in this process (a launch is not a return).
  var hasBeenInForeground = false
  /// The window whose content is being made (a hosting controller's content reads it).
  var windowBeingRendered: Window?
  var suspensionTimer: Int?
  let notifications = NotificationHub()
  let timers = RepeatingTimers()
  var backgroundTaskHandlers: [String: Function] = [:]

  private var actions: [(function: Function, arguments: [Value], cause: String)] = []
  private var jobs: [InterpretedTask] = []
  /// The node whose body is running: reads are recorded as its dependencies.
  var currentReader: GraphNode?
  private var causes: [String] = []
  /// Which nodes read which property of which `@Observable` object.
  var observers: [ObserverKey: [WeakNode]] = [:]
  var graphNeedsUpdate = true
  private var nextWindowNumber = 0

  init(number: Int, device: Device, program: Program) {
    self.number = number
    self.device = device
    self.interpreter = Interpreter(program: program, process: self, stepBudget: device.configuration.stepBudget)
  }

  var moduleName: String { device.configuration.moduleName }

  // MARK: - Output

  /// Appends printed text to the console, tagged with what is running.
  func emit(_ text: String) {
    device.console.write(text, process: number, cause: causes.last ?? "the app")
  }

  func withCause<T>(_ cause: String?, _ body: () throws -> T) rethrows -> T {
    guard let cause else { return try body() }
    causes.append(cause)
    defer { causes.removeLast() }
    return try body()
  }

  // MARK: - The queues

  func enqueueAction(_ function: Function, _ arguments: [Value], cause: String) {
    actions.append((function, arguments, cause))
  }

  /// Queues an `onChange` action with the arguments its closure takes: `(old, new)`, `(new)` for
  /// the deprecated one-parameter form, or none.
  func enqueueChange(_ function: Function, old: Value, new: Value, cause: String) {
    let arguments: [Value]
    switch function.declaredParameterCount {
    case 0?: arguments = []
    case 1?: arguments = [new]
    default: arguments = [old, new]
    }
    enqueueAction(function, arguments, cause: cause)
  }

  func enqueueJob(_ task: InterpretedTask) {
    guard !jobs.contains(where: { $0 === task }) else { return }
    jobs.append(task)
  }

  /// `onChange`: queues the action when the value differs from the one last seen (or, with
  /// `initial`, the first time), and remembers the value.
  func compare(_ value: Value, for action: Function, initial: Bool, in state: inout ModifierState, cause: String) throws {
    if let old = state.lastValue {
      if !(try interpreter.equal(old, value, at: nil)) { enqueueChange(action, old: old, new: value, cause: cause) }
    } else if initial {
      enqueueChange(action, old: value, new: value, cause: cause)
    }
    state.lastValue = value
  }

  /// Runs only the queued actions (and what they queue), without updating the graph.
  func runActions() throws {
    while !actions.isEmpty {
      let action = actions.removeFirst()
      try withCause(action.cause) {
        _ = try interpreter.callFunction(
          action.function, action.arguments.map { ArgumentValue(label: nil, value: $0) }, at: nil)
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
      } else if !isSuspended, !jobs.isEmpty {
        let task = jobs.removeFirst()
        try resume(task)
      } else {
        return
      }
    }
  }

  /// Brings the scenes, then every window, up to date.
  func updateGraph() throws {
    if let appNode { try SceneGraph(process: self).update(appNode, newValue: nil) }
    try runActions()
    for window in windows { try ViewGraph(process: self).render(window) }
  }

  /// Marks a node to run its body again at the next update.
  func invalidate(_ node: GraphNode) {
    node.isDirty = true
    graphNeedsUpdate = true
  }

  func markRootContentStale(of group: WindowGroupState) {
    for window in windows where window.group === group {
      window.rootContentIsStale = true
      graphNeedsUpdate = true
    }
  }

  // MARK: - Windows

  /// Connects a window for a session (at phase background; the caller moves it to the foreground).
  func connect(_ session: SceneSession, group: WindowGroupState) -> Window {
    nextWindowNumber += 1
    let window = Window(number: nextWindowNumber, session: session, group: group)
    if group.spec.valueType != nil {
      window.valueBinding = BindingValue(
        get: { [weak session] in session?.value?.wrappedInOptional ?? .null },
        set: { [weak session] in session?.value = $0.unwrapped })
    }
    session.live = session.saved
    windows.append(window)
    graphNeedsUpdate = true
    return window
  }

  /// The window's root content: its group's content closure, called (with the presented value's binding).
  func windowContent(_ window: Window) throws -> ViewContent {
    let arguments = window.valueBinding.map { [ArgumentValue(label: nil, value: .native(.binding($0)))] } ?? []
    let previous = windowBeingRendered
    windowBeingRendered = window
    defer { windowBeingRendered = previous }
    let value = try withCause("content of a window of '\(window.group.owner?.type.name ?? "WindowGroup")'") {
      try interpreter.callFunction(window.group.spec.content, arguments, at: nil)
    }
    switch value {
    case .view(let content): return content
    case .structure(let structure): return .user(structure)
    default: return .empty
    }
  }

  /// Removes a window: its views go away (their `onDisappear` runs, their tasks are cancelled).
  func disconnect(_ window: Window) {
    tearDown(window.root)
    windows.removeAll { $0 === window }
    if frontWindow === window { frontWindow = nil }
  }

  /// The phase the App reads: all windows together.
  var appPhase: ScenePhase { ScenePhase.aggregate(windows.map(\.phase)) }

  /// The phase a scene node reads: the windows of the groups below it.
  func phase(of node: SceneNode) -> ScenePhase {
    ScenePhase.aggregate(windows.filter { $0.group.place.hasPrefix(node.place) }.map(\.phase))
  }

  /// After a window's phase changed: mark what read a phase that is now different.
  func phaseDidChange(in window: Window) {
    for node in appNode?.subtree ?? [] {
      if let seen = node.phaseSeen, seen != phase(of: node).rawValue { invalidate(node) }
    }
    for node in window.root.subtree {
      if let seen = node.phaseSeen, seen != window.phase.rawValue { invalidate(node) }
    }
  }
}

/// Identifies a property of an `@Observable` object.
struct ObserverKey: Hashable {
  let object: ObjectIdentifier
  let property: String
}

struct WeakNode {
  weak var node: GraphNode?
}
