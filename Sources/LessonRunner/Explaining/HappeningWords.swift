import Transcript

/// A happening in words, the same in `explain` and in the HTML report.
enum HappeningWords {
  /// What happened, as a clause: `the App's phase went inactive → background`.
  static func what(_ happening: Happening) -> String {
    switch happening.kind {
    case .event(let label): "event `\(label)`"
    case .decision(let what): "the system: \(what)"
    case .phase(let lane, let from, let to): "\(phase(of: lane)) went \(from) → \(to)"
    case .launched: "process \(happening.process) launched"
    case .ended: "process \(happening.process) ended"
    case .suspended: "the app was suspended"
    case .resumed: "the app was resumed"
    case .snapshot(let window): "window \(window) was snapshotted for the app switcher"
    case .timerFired: "a timer of the virtual clock fired"
    case .created(let name): "\(name) was made (its init ran)"
    case .invalidated(let name): "\(name) had to run its body again"
    case .body(let name): "the body of \(name) ran"
    case .bodyKept(let name): "\(name) was made again with equal inputs and kept its body"
    case .content(let window): "window \(window)'s content was made"
    case .queued(let what): "\(what) was queued"
    case .ran(let what): "\(what) ran"
    case .task(let what, let step): "\(what) \(step.rawValue)"
    }
  }

  /// `the App's phase`, `window 2's phase`, `the phase of scene 'Garden'`.
  static func phase(of lane: Happening.Lane) -> String {
    switch lane {
    case .app: "the App's phase"
    case .scene(let name): "the phase of scene '\(name)'"
    case .window(let number): "window \(number)'s phase"
    }
  }

  /// `3.250 s`.
  static func seconds(_ milliseconds: Int) -> String { ConsoleDump.seconds(milliseconds) }

  /// The rule's name, what it says and where it comes from.
  static func rule(_ name: String) -> String {
    guard let rule = EngineRule.named(name) else { return "rule \(name)" }
    return "rule \(rule.name): \(rule.summary) (\(rule.source))"
  }

  /// A line's explanation in one sentence, as `explain` prints it under the line:
  /// ``onChange in 'App' (App.swift:10:14), because the App's phase went inactive → background
  /// at 1.000 s (`home`); rule scene-then-app-then-uikit-then-views``.
  static func sentence(_ chain: CauseChain) -> String {
    guard let printer = chain.printer else { return "no record of what printed it" }
    var text = printerName(printer)
    if let place = printer.location { text += " (\(place.file):\(place.line):\(place.column))" }
    let reason = chain.phase ?? chain.steps.dropLast().last { step in
      if case .event = step.kind { return false }
      return true
    }
    if let reason {
      text += ", because \(what(reason)) at \(seconds(reason.time))"
    } else if let event = chain.event {
      text += ", because of \(what(event)) at \(seconds(event.time))"
    }
    if let event = chain.event, case .event(let label) = event.kind, reason != nil {
      text += " (`\(label)`)"
    }
    return text + "; rule \(printer.rule)"
  }

  /// What printed: the code that ran, without `ran`.
  static func printerName(_ happening: Happening) -> String {
    switch happening.kind {
    case .ran(let what), .queued(let what): what
    case .task(let what, _): what
    default: what(happening)
    }
  }
}
