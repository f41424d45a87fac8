import SwiftInterpreter
import Transcript

/// What the device records of its decisions (see ``Recorder``).
extension Device {
  var recorder: Recorder { scheduler.recorder }

  /// A window changed phase: records it, and the App's and the program's scenes' phases that
  /// changed with it. The window's happening stays open while the change plays (close the token).
  func openPhase(_ window: Window, from old: ScenePhase, appBefore: ScenePhase, in process: AppProcess) -> Int {
    recorder.endTransition()
    let lane = Happening.Lane.window(window.number)
    let token = recorder.open(
      .phase(lane, from: old.rawValue, to: window.phase.rawValue), rule: recorder.ruleInForce, lane: lane)
    guard let windowChange = recorder.current else { return token }
    recorder.notePhase(lane, windowChange)
    func record(_ lane: Happening.Lane, _ before: ScenePhase, _ after: ScenePhase, rule: String) {
      guard before != after else { return }
      let id = recorder.note(
        .phase(lane, from: before.rawValue, to: after.rawValue), rule: rule, cause: windowChange, lane: lane)
      recorder.notePhase(lane, id)
    }
    guard let app = process.appNode else {
      record(.app, appBefore, process.appPhase, rule: "app-phase-aggregates-windows")
      return token
    }
    for node in app.subtree {
      // `ScenePhase.aggregate` of the node's windows as they were, read without arrays.
      var before = ScenePhase.background
      for other in process.windows where other.group.place.hasPrefix(node.place) {
        let phase = other === window ? old : other.phase
        if phase == .active { before = .active; break }
        if phase == .inactive { before = .inactive }
      }
      guard let nodeLane = process.lane(of: node) else { continue }
      let rule = node === app ? "app-phase-aggregates-windows" : "scene-phase-aggregates-its-windows"
      record(nodeLane, before, process.phase(of: node), rule: rule)
    }
    return token
  }

  /// Opens a decision of the device (a launch, a return, `openWindow`): what it moves follows its rule.
  func openDecision(_ what: String, rule: String) -> Int {
    recorder.open(.decision(what), rule: rule)
  }
}
