import SwiftInterpreter
import Transcript

/// Phase transitions, in the order the lessons' consoles show.
///
/// One transition of one window is one UIKit callback. Inside it: SwiftUI
/// updates the App and the program's scenes and runs their `onChange`
/// actions (synchronously); then UIKit posts its notifications; then the views
/// update and hear the change (lesson 54, question 3: `App:`, `UIKit:`, `view:`).
extension Device {
  /// Moves a window to a phase through `inactive` (a scene never skips it).
  func move(_ window: Window, to phase: ScenePhase, in process: AppProcess) throws {
    if window.phase == .background && phase == .active {
      try setPhase(window, .inactive, in: process)
    } else if window.phase == .active && phase == .background {
      try setPhase(window, .inactive, in: process)
    }
    try setPhase(window, phase, in: process)
  }

  private func setPhase(_ window: Window, _ phase: ScenePhase, in process: AppProcess) throws {
    guard window.phase != phase, process.windows.contains(where: { $0 === window }) else { return }
    let old = window.phase
    let appBefore = process.appPhase
    window.phase = phase
    let change = openPhase(window, from: old, appBefore: appBefore, in: process); defer { recorder.close(change) }
    if phase == .active { process.frontWindow = window; bringToFront(window.session) }
    process.phaseDidChange(in: window)
    if let app = process.appNode { try SceneGraph(process: process).update(app, newValue: nil) }
    try process.runActions()
    // An app without scenes launches inactive, not from the background: no foreground entry is
    // posted (Apple, UIApplication.willEnterForegroundNotification: "shortly before an app leaves
    // the background state"; applicationWillEnterForeground(_:) is not called at launch either).
    // A scene-based app launches in the background, and posts it (its "aggregate state moves
    // from background to foreground").
    let launchesWithoutScenes = process.isUIKit && window.uikit?.delegate == nil && !process.hasBeenInForeground
    try process.uikitPhaseDidChange(window, from: old, to: phase, app: appBefore)
    try process.runActions()
    for name in notifications(window: old, phase, app: appBefore, process.appPhase)
    where !(launchesWithoutScenes && name == "UIApplication.willEnterForegroundNotification") {
      try process.notifications.post(uikit: name, in: process)
      try process.runActions()
    }
    if phase == .background {
      // Scene storage is saved as its scene reaches background (lesson 54, question 4).
      window.session.saved = window.session.live
    }
    try process.settle()
    if phase == .background {
      // UIKit snapshots the window for the app switcher once it is in the background (Apple).
      window.snapshot = Renderer(process: process).items(of: window)
      recorder.note(.snapshot(window: window.number), rule: "snapshot-when-background", lane: .window(window.number))
    }
    updateSuspension(of: process)
  }

  /// UIKit's notifications for a window's transition and, when the app's own phase changed, the app's.
  private func notifications(window old: ScenePhase, _ new: ScenePhase, app appOld: ScenePhase, _ appNew: ScenePhase)
    -> [String]
  {
    func names(_ prefix: String, _ from: ScenePhase, _ to: ScenePhase, _ scene: Bool) -> [String] {
      switch (from, to) {
      case (.background, .inactive): ["\(prefix).willEnterForegroundNotification"]
      case (.inactive, .active): [scene ? "\(prefix).didActivateNotification" : "\(prefix).didBecomeActiveNotification"]
      case (.active, .inactive): [scene ? "\(prefix).willDeactivateNotification" : "\(prefix).willResignActiveNotification"]
      case (.inactive, .background): ["\(prefix).didEnterBackgroundNotification"]
      default: []
      }
    }
    return names("UIScene", old, new, true) + names("UIApplication", appOld, appNew, false)
  }

  /// A backgrounded app is suspended shortly after; coming back cancels that.
  func updateSuspension(of process: AppProcess) {
    if process.appPhase == .background {
      guard configuration.rules.suspendsInBackground, process.suspensionTimer == nil, !process.isSuspended else {
        return
      }
      startBackgroundTime(of: process)
      process.suspensionTimer = scheduler.schedule(after: timing.suspensionDelay, process: nil) {
        [weak process] in
        guard let process, process.appPhase == .background else { return }
        process.suspensionTimer = nil
        // An open background task keeps the app running (see `BackgroundTime`).
        if process.backgroundTime.isEmpty { process.setSuspended(true) }
      }
    } else {
      if let timer = process.suspensionTimer { scheduler.cancel(timer) }
      process.suspensionTimer = nil
      stopBackgroundTime(of: process)
      process.setSuspended(false)
    }
  }

  /// Brings a backgrounded app back with a window in front: both steps in one turn, before any
  /// work that fell due while it was suspended (lesson 54, step 5: the same count on both lines).
  func bringBack(_ process: AppProcess, window requested: Window?) throws {
    let decided = openDecision("bring the app back", rule: "return-brings-back-in-one-turn"); defer { recorder.close(decided) }
    if let timer = process.suspensionTimer { scheduler.cancel(timer) }
    process.suspensionTimer = nil
    process.setSuspended(false)
    // A UIKit app's main-queue work waits for the end of that turn (`asOneMainTurn`).
    try process.asOneMainTurn(holding: process.isUIKit) {
      let window = try requested ?? process.frontWindow ?? mostRecentWindow(of: process) ?? connectWindow(in: process)
      try move(window, to: .active, in: process)
    }
  }

  private func mostRecentWindow(of process: AppProcess) -> Window? {
    for session in sessions.reversed() {
      if let window = process.windows.first(where: { $0.session === session }) { return window }
    }
    return process.windows.last
  }

  /// Connects the window a launch shows: the session the system restores, or a new one for the
  /// first window group.
  func connectWindow(in process: AppProcess) throws -> Window {
    if process.isUIKit { return try process.connectUIKitWindow(session: sessionToRestoreForUIKit() ?? newUIKitSession(in: process)) }
    if let (session, group) = sessionToRestore(in: process) {
      return try process.connectAdapted(process.connect(session, group: group))
    }
    guard let group = process.windowGroups.first else {
      throw InterpreterError.crash("the App's body has no WindowGroup: there is no window to show", at: nil)
    }
    return try process.connectAdapted(process.connect(newSession(for: group, value: nil), group: group))
  }
}
