import SwiftInterpreter
import Transcript

/// What the engine's own work for the program costs, in interpreter steps.
///
/// The step budget is what bounds a run's time, but a program can make the engine work hard
/// with few steps of its own: an `onChange` that changes what it watches runs a body and an
/// action each turn, a timer that sets two timers, a window whose `onAppear` opens another, a
/// task writing `@State` in a loop. Each kind of work is charged by what it costs next to one
/// step, measured with `perf` on a debug build (the hostile catalogue's programs, issue 10), so
/// that every run ends within its budget in about the time its steps alone would take.
/// Our choice, not Apple's: Apple documents no bound on this work. At run time SwiftUI logs
/// "onChange(of: Int) action tried to update multiple times per frame." for an action that
/// changes what it watches (the line as issue threads quote it, e.g. exyte/PopupView#252; our
/// noise corpus holds it), but says nowhere what it then does; a frame clock to model that is
/// not worth guessing, and any program that does this forever is a mistake to stop.
struct HostWork {
  /// Steps charged for one piece of this work.
  let steps: Int

  /// A queued action run (a button's, `onAppear`, `onChange`, a timer's block).
  static let action = HostWork(steps: 100)
  /// A body run again (a view's, a scene's, the App's), beside the steps of its own code.
  static let body = HostWork(steps: 250)
  /// A window's view graph brought up to date: its tree walked, its modifiers compared.
  static let render = HostWork(steps: 100)
  /// A property wrapper written (`@State`, `@AppStorage` …): compared, its readers invalidated.
  static let wrapperWrite = HostWork(steps: 60)
  /// A timer fired, or a task woken from its sleep.
  static let timer = HostWork(steps: 150)
}

extension Interpreter {
  /// Charges a piece of the engine's work to the program's step budget.
  func charge(_ work: HostWork, at location: SourceLocation? = nil) throws {
    try chargeHostWork(work.steps, at: location)
  }
}
