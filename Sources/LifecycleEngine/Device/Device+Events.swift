import SwiftInterpreter
import Transcript

/// What each event does to the device and the app.
extension Device {
  /// Runs one scripted event (repeated as asked) and records what it printed and showed.
  func perform(_ scripted: ScriptedEvent, index: Int) throws -> EventRecord {
    let start = scheduler.now
    let firstLine = console.lines.count
    recorder.event = index; let played = recorder.open(.event(scripted.label), rule: EngineRule.forEvent(scripted.event.keyword)); defer { recorder.close(played) }
    var failure: Error?
    do {
      for _ in 0..<max(1, scripted.repeatCount) {
        try apply(scripted.event)
        try settleEvent()
      }
    } catch {
      failure = error
    }
    if process == nil { console.flush() }
    let record = EventRecord(
      index: index, label: scripted.label, start: start, end: scheduler.now,
      console: Array(console.lines[firstLine...]), screen: captureScreen(), happenings: recorder.take())
    if let failure { throw EventFailure(record: record, error: failure) }
    return record
  }

  private func apply(_ event: DeviceEvent) throws {
    switch event {
    case .launch:
      if let process { try returnToApp(process) } else { try launch() }
    case .run:
      endProcess()
      try launch()
    case .stop:
      try requireProcess("stop")
      endProcess()
    case .home:
      try home()
    case .returnToApp:
      if let process { try returnToApp(process) } else { try launch() }
    case .controlCenter:
      try controlCenter()
    case .controlCenterAway:
      try controlCenterAway()
    case .appSwitcher:
      try appSwitcher()
    case .tapCard(let reference):
      try tapCard(reference)
    case .swipeAway(let reference):
      try swipeAway(reference)
    case .systemEndsApp:
      let process = try requireProcess("system ends app")
      guard process.appPhase == .background else {
        throw EventError("the system ends only an app in the background; the app is \(process.appPhase.rawValue)")
      }
      endProcess()
      // Our choice: the system reclaims `tmp/` when it ends the app for memory (Apple: it "may
      // purge" tmp while the app is not running); Stop, Run and a swipe-away keep it.
      container.emptyTemporary()
    case .wait(let milliseconds):
      try advance(to: scheduler.now + milliseconds)
    case .tap(let label, let reference):
      try tap(label, in: reference)
    case .backgroundRefresh(let identifier):
      try backgroundRefresh(identifier)
    case .openURL(let url, let window):
      try deliver(ConnectionRequest(urls: [url]), to: window, event: event.keyword)
    case .continueActivity(let type, let window):
      try deliver(ConnectionRequest(activities: [.delivered(type: type)]), to: window, event: event.keyword)
    case .systemDisconnectsScene(let window):
      try systemDisconnectsScene(window)
    case .back(let reference):
      let (window, process) = try touchedWindow("back", reference)
      if window.uikit != nil, process.isUIKit {
        try uikitBack(in: window, process: process)
      } else if try !process.navigateBack(in: window) {
        throw EventError("'back' needs a view pushed on a navigation stack in window \(window.number)")
      }
    case .pullToRefresh(let reference):
      let (window, process) = try touchedWindow("pull to refresh", reference)
      guard let (action, node) = Renderer(process: process).refreshAction(of: window) else {
        throw EventError("'pull to refresh' needs content with '.refreshable' on the screen of window \(window.number)")
      }
      // The action runs as a task of the view (Apple, View.refreshable(action:): "an
      // asynchronous handler … that SwiftUI executes").
      _ = process.startTask(action, cause: "refreshable in \(node.name)", owner: node)
    }
  }

  @discardableResult
  private func requireProcess(_ event: String) throws -> AppProcess {
    guard let process else { throw EventError("'\(event)' needs a running app, and the app is not running") }
    return process
  }

  private func home() throws {
    let process = try requireProcess("home")
    let windows = process.windows.filter(\.isForeground)
    guard !windows.isEmpty else { throw EventError("'home' needs the app on the screen; it is in the background") }
    overlay = .none
    for window in windows { try move(window, to: .inactive, in: process) }
    scheduler.schedule(after: timing.homeAnimation, process: nil, isTransition: true) { [weak self, weak process] in
      guard let self, let process, self.process === process else { return }
      for window in windows { try self.move(window, to: .background, in: process) }
    }
  }

  private func returnToApp(_ process: AppProcess) throws {
    if case .appSwitcher = overlay { return try tapCard(nil) }
    guard !process.windows.contains(where: \.isForeground) else {
      throw EventError("'return' taps the app's icon on the Home Screen, but the app is on the screen")
    }
    overlay = .none
    try bringBack(process, window: nil)
  }

  private func controlCenter() throws {
    guard let process, let front = process.frontWindow, front.phase == .active else {
      overlay = .controlCenter([])
      return
    }
    overlay = .controlCenter([front])
    try move(front, to: .inactive, in: process)
  }

  private func controlCenterAway() throws {
    guard case .controlCenter(let windows) = overlay else {
      throw EventError("'control center away' needs Control Center pulled down first")
    }
    overlay = .none
    guard let process else { return }
    for window in windows where window.phase == .inactive { try move(window, to: .active, in: process) }
  }

  private func appSwitcher() throws {
    guard let process else {
      overlay = .appSwitcher([])
      return
    }
    let windows = process.windows.filter { $0.phase == .active }
    overlay = .appSwitcher(windows)
    for window in windows { try move(window, to: .inactive, in: process) }
  }

  private func tapCard(_ reference: WindowRef?) throws {
    guard case .appSwitcher(let deactivated) = overlay else {
      throw EventError("'tap card' needs the app switcher open")
    }
    overlay = .none
    guard let process else { return try launch() }
    let target = try reference.map { try window($0, in: process) } ?? process.frontWindow ?? process.windows.last
    if let target, target.isForeground {
      try move(target, to: .active, in: process)
    } else {
      try bringBack(process, window: target)
    }
    for window in deactivated where window !== target && window.phase == .inactive {
      try move(window, to: .background, in: process)
    }
  }

  /// iPhone: the swipe ends the process; the scene's storage, saved as it disconnects, survives
  /// (lesson 54, question 5). iPad: the swipe closes that window and destroys its session.
  private func swipeAway(_ reference: WindowRef?) throws {
    guard case .appSwitcher = overlay else { throw EventError("'swipe away' needs the app switcher open") }
    guard let process else { throw EventError("'swipe away' needs the app's card; the app is not running") }
    if configuration.device.supportsMultipleWindows, process.windows.count > 1, let reference {
      let window = try self.window(reference, in: process)
      try process.checkClosing(window)
      try process.uikitSceneClosed(window)
      destroy(window.session)
      process.disconnect(window)
      return
    }
    if configuration.rules.swipeAwayKeepsSceneStorage {
      for window in process.windows { window.session.saved = window.session.live }
    }
    try process.uikitAppSwipedAway()
    endProcess()
  }

  /// The window a touch event reaches (named, or the front one), with its process.
  private func touchedWindow(_ event: String, _ reference: WindowRef?) throws -> (window: Window, process: AppProcess) {
    let process = try requireProcess(event)
    guard let window = try reference.map({ try self.window($0, in: process) }) ?? process.frontWindow else {
      throw EventError("'\(event)' needs a window on the screen")
    }
    guard window.phase == .active else {
      throw EventError("window \(window.number) does not receive touches: it is \(window.phase.rawValue)")
    }
    return (window, process)
  }

  private func tap(_ label: String, in reference: WindowRef?) throws {
    let (window, process) = try touchedWindow("tap", reference)
    let buttons = Renderer(process: process).buttons(of: window)
    guard let button = buttons.first(where: { $0.label == label }) else {
      let known = buttons.map { "'\($0.label)'" }.joined(separator: ", ")
      throw EventError("no button labelled '\(label)' in window \(window.number)" + (known.isEmpty ? "" : "; it shows \(known)"))
    }
    // A disabled control takes no touches (Apple, View.disabled(_:)): the tap does nothing.
    guard button.isEnabled else { return }
    if let action = button.action {
      process.enqueueAction(action, [], cause: "the action of button '\(label)'", rule: "tap-runs-button-action")
    }
    for action in button.uikitActions {
      switch action {
      case .closure(let handler):
        process.enqueueAction(
          handler, handler.parameterCount == 0 ? [] : [.void], cause: "the action of button '\(label)'", rule: "tap-runs-button-action")
      case .selector(let reference, let method):
        guard let target = reference.value else { continue }
        // Apple, UIControl, "The target-action mechanism": an action method may take the sender.
        for arguments in [[(String?, Value)](), [(nil, button.sender ?? Value.void)]] {
          let called = try process.withCause("\(method) of the button's target") {
            try process.interpreter.callIfDeclared(target, method, arguments: arguments, at: nil)
          }
          if called != nil { break }
        }
      }
    }
  }

  private func backgroundRefresh(_ identifier: String) throws {
    if process == nil { try launch(intoBackground: true) }
    let process = try requireProcess("background refresh")
    guard submittedRefreshRequests.contains(identifier),
      let handler = process.backgroundTaskHandlers[identifier]
    else {
      throw EventError("the system runs only a refresh the app submitted and handles ('\(identifier)' is not)")
    }
    process.setSuspended(false)
    process.startTask(handler, cause: "backgroundTask '\(identifier)'", owner: nil)
  }

  /// The window a fixture names.
  func window(_ reference: WindowRef, in process: AppProcess) throws -> Window {
    let found: Window?
    switch reference {
    case .number(let number): found = process.windows.first { $0.number == number }
    case .value(let value):
      found = process.windows.first { if case .string(value)? = $0.session.value { true } else { false } }
    }
    guard let found else {
      let name = switch reference { case .number(let n): "window \(n)"; case .value(let v): "\"\(v)\"" }
      throw EventError("the app has no window \(name)")
    }
    return found
  }

  // MARK: - Windows opened and closed by the program

  /// `openWindow(value:)`: on iPad a new window (or the one presenting that value) comes to the
  /// front; the one that asked resigns active at once, the new one is active when its animation
  /// ends, and the window behind goes to the background (full-screen windows). On iPhone, which
  /// has one window, nothing happens (Apple, `supportsMultipleWindows`); nor on an iPad when the
  /// app's Info.plist sets `UIApplicationSupportsMultipleScenes` to NO (one scene at a time).
  func openWindow(value: Value?, id: String?, from requester: Window?, in process: AppProcess) throws {
    guard process.supportsMultipleScenes else { return }
    let decided = openDecision("openWindow", rule: "open-window-brings-new-window-front"); defer { recorder.close(decided) }
    let group = process.windowGroups.first { group in
      if let id { return group.spec.id == id }
      return group.spec.valueType != nil
    }
    guard let group else {
      throw InterpreterError.crash("no WindowGroup can present \(value.map { (try? process.interpreter.describe($0, at: nil)) ?? "it" } ?? "that window")", at: nil)
    }
    scheduler.schedule(after: 0, process: nil, isTransition: true) { [weak self, weak process] in
      guard let self, let process, self.process === process else { return }
      let behind = process.windows.filter(\.isForeground)
      // The animation's end is scheduled first: it comes before anything the new window's
      // views schedule as they appear (lesson 54, step 9: the new window's counter still at 0).
      var target: Window?
      self.scheduler.schedule(after: self.timing.windowOpenAnimation, process: nil, isTransition: true) {
        [weak self, weak process] in
        guard let self, let process, self.process === process, let target else { return }
        try self.move(target, to: .active, in: process)
        for window in behind where window !== target { try self.move(window, to: .background, in: process) }
      }
      if let requester, requester.phase == .active { try self.move(requester, to: .inactive, in: process) }
      let opened = try self.presentingWindow(value, group: group, in: process)
      target = opened
      if opened.phase == .background { try self.move(opened, to: .inactive, in: process) }
    }
  }

  /// The window already presenting a value (or a `Window`'s one), one restored from a kept
  /// session, or a new one.
  private func presentingWindow(_ value: Value?, group: WindowGroupState, in process: AppProcess) throws -> Window {
    func presents(_ session: SceneSession) -> Bool {
      guard session.groupPlace == group.place else { return false }
      switch (session.value, value) {
      case (nil, nil): return true
      case (let a?, let b?): return (try? process.interpreter.equal(a, b, at: nil)) ?? false
      default: return false
      }
    }
    // Without a value, a WindowGroup makes a new window each time; a Window has one at most
    // (Apple, OpenWindowAction: "For a WindowGroup, the system creates a new window").
    let reusable = group.spec.isSingleWindow || value != nil
    if reusable, let window = process.windows.first(where: { presents($0.session) }) { return window }
    if reusable, let session = sessions.first(where: presents) { return try process.connectAdapted(process.connect(session, group: group)) }
    return try process.connectAdapted(process.connect(newSession(for: group, value: value), group: group))
  }

  /// `dismissWindow()`: the window resigns active, then reaches background and closes; its
  /// session is destroyed. The windows behind stay where they are (lesson 54, question 8).
  func dismiss(_ window: Window, in process: AppProcess) {
    let decided = openDecision("dismissWindow", rule: "dismiss-window-backgrounds-then-closes"); defer { recorder.close(decided) }
    scheduler.schedule(after: 0, process: nil, isTransition: true) { [weak self, weak process] in
      guard let self, let process, self.process === process else { return }
      try self.move(window, to: .inactive, in: process)
      self.scheduler.schedule(after: self.timing.windowCloseAnimation, process: nil, isTransition: true) {
        [weak self, weak process] in
        guard let self, let process, self.process === process else { return }
        try self.move(window, to: .background, in: process)
        try process.checkClosing(window)
        self.destroy(window.session)
        process.disconnect(window)
        try process.settle()
        self.updateSuspension(of: process)
      }
    }
  }
}

/// An event that cannot happen in the device's state (tapping a button that is not there).
struct EventError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

/// An event that failed part-way, with what it had printed by then.
struct EventFailure: Error {
  var record: EventRecord
  var error: Error
}
