import SwiftInterpreter
import Transcript

/// Foundation's threads and run loop: `Thread.isMainThread`, `Timer`s (blocks and
/// target–selector pairs) and `RunLoop.main`.
enum FoundationThreads {
  static func register(in registry: Registry) {
    registry.type("Thread", module: "Foundation", kind: .classType, doc: foundation("thread")) { type in
      // Which code runs off the main thread: see `ThreadContext`.
      type.property("static var isMainThread: Bool { get }", doc: foundation("thread/ismainthread-swift.type.property")) { access in
        .bool(try access.process.isMainThread)
      }
      // `Thread.current` stands for the running thread; only `isMainThread` is read from it (its
      // description names an address and a thread number, which no run can know).
      type.property("static var current: Thread { get }", doc: foundation("thread/current")) { access in
        .native(ThreadValue(isMain: try access.process.isMainThread))
      }
      type.property("static var main: Thread { get }", doc: foundation("thread/main")) { _ in .native(ThreadValue(isMain: true)) }
      type.property("var isMainThread: Bool { get }", doc: foundation("thread/ismainthread-swift.property")) { access in
        .bool(access.receiver.native(as: ThreadValue.self)?.isMain ?? false)
      }
    }
    timers(registry)
  }

  /// `Timer`s run on the main run loop: on the virtual clock, and not while the app is
  /// suspended (Apple, Timer: "a timer is not a real-time mechanism"; a suspended app's run loop
  /// does not run — Apple, "Extending your app's background execution time").
  private static func timers(_ registry: Registry) {
    registry.type("Timer", module: "Foundation", kind: .classType, doc: foundation("timer")) { type in
      type.staticMethod("static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer") { call in
        let process = try call.process
        let timer = TimerValue(id: nil)
        _ = process.timers.start(
          every: try call.double(0), repeats: try call.bool(1), passesTimer: true, timer: timer, action: try call.function(2),
          cause: "Timer.scheduledTimer", in: process)
        return .native(timer)
      }
      type.staticMethod(
        "static func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer",
        doc: foundation("timer/scheduledtimer(timeinterval:target:selector:userinfo:repeats:)")
      ) { call in
        let process = try call.process
        let timer = TimerValue(id: nil, userInfo: call[3])
        _ = process.timers.start(
          every: try call.double(0), repeats: try call.bool(4), passesTimer: true, timer: timer,
          action: try selectorAction(call), cause: "Timer.scheduledTimer", in: process)
        return .native(timer)
      }
      type.initializer(
        "init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool)",
        doc: foundation("timer/init(timeinterval:target:selector:userinfo:repeats:)")
      ) { call in
        let timer = TimerValue(id: nil, userInfo: call[3])
        timer.unscheduled = (try call.double(0), try call.bool(4), try selectorAction(call))
        return .native(timer)
      }
      type.initializer("init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void)",
        doc: foundation("timer/init(timeinterval:repeats:block:)")) { call in
        let timer = TimerValue(id: nil)
        timer.unscheduled = (try call.double(0), try call.bool(1), try call.function(2))
        return .native(timer)
      }
      type.staticMethod("static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher") { call in
        .native(PublisherValue(.timer(seconds: try call.double(0))))
      }
      type.method("func invalidate()", doc: foundation("timer/invalidate()")) { call in
        let process = try call.process
        guard let timer = call.receiver.native(as: TimerValue.self) else { return .void }
        timer.unscheduled = nil
        if let id = timer.id { process.timers.stop(id, in: process) }
        return .void
      }
      type.property("var isValid: Bool { get }", doc: foundation("timer/isvalid")) { access in
        guard let timer = access.receiver.native(as: TimerValue.self) else { return .bool(false) }
        if timer.unscheduled != nil { return .bool(true) }
        return .bool(try timer.id.map { try access.process.timers.isRunning($0) } ?? false)
      }
      type.property("var userInfo: Any? { get }", doc: foundation("timer/userinfo")) { access in
        access.receiver.native(as: TimerValue.self)?.userInfo ?? .none
      }
    }
    registry.type("Timer.TimerPublisher", module: "Foundation", doc: foundation("timer/timerpublisher")) { type in
      type.method("func autoconnect() -> Publishers.Autoconnect<Timer.TimerPublisher>") { call in call.receiver }
      type.method("func connect() -> Cancellable") { call in call.receiver }
    }
    registry.type("RunLoop", module: "Foundation", kind: .classType, doc: foundation("runloop")) { type in
      type.property("static var main: RunLoop { get }") { _ in .native(SharedObject("RunLoop")) }
      type.property("static var current: RunLoop { get }") { access in
        // Only the main thread's run loop runs in a modelled app: another thread's is not modelled.
        guard try access.process.isMainThread else {
          throw InterpreterError.notModelled("'RunLoop.current' off the main thread", at: access.location)
        }
        return .native(SharedObject("RunLoop"))
      }
      // Apple, RunLoop.add(_:forMode:): the run loop fires the timer from then on; adding it to a
      // second mode does not make it fire twice (every mode is the main run loop's here).
      type.method("func add(_ timer: Timer, forMode mode: RunLoop.Mode)", doc: foundation("runloop/add(_:formode:)-392ag")) { call in
        let process = try call.process
        guard let timer = call[0].native(as: TimerValue.self), let pending = timer.unscheduled else { return .void }
        timer.unscheduled = nil
        _ = process.timers.start(
          every: pending.seconds, repeats: pending.repeats, passesTimer: true, timer: timer, action: pending.action,
          cause: "a timer added to the run loop", in: process)
        return .void
      }
    }
    registry.type("RunLoop.Mode", module: "Foundation", doc: foundation("runloop/mode")) { $0.isDrawingOnly = true }
  }

  /// What a target–selector timer does when it fires: calls the method `#selector` names on the
  /// target, passing the timer when the method takes one (Apple: "the selector should have the
  /// signature `timerFireMethod:`", and Swift's `@objc func tick()` is accepted too).
  private static func selectorAction(_ call: NativeCall) throws -> FunctionValue {
    try selectorFunction(call, target: 1, selector: 2)
  }

  /// A function that sends a `#selector`'s message to a target, with the argument it is called
  /// with (the timer, the notification) when the method takes one, else none. A timer retains
  /// its target; with `retainsTarget` false (NotificationCenter's observers) the program's object
  /// is held weakly, and once it is gone the message is not sent.
  static func selectorFunction(
    _ call: NativeCall, target targetIndex: Int, selector selectorIndex: Int, retainsTarget: Bool = true
  ) throws -> FunctionValue {
    guard let selector = call[selectorIndex].native(as: SelectorValue.self) else {
      throw InterpreterError.unsupported("a selector must be written '#selector(method)'", at: call.location)
    }
    let held = call[targetIndex].unwrapped ?? call[targetIndex]
    let strong: Value? = retainsTarget ? held : nil
    let weak = retainsTarget ? nil : ControlTarget(held)
    let written = call.location
    let wrapper = call.interpreter.builtinFunction("#selector(\(selector.name))") { arguments, interpreter, location in
      guard let target = strong ?? weak?.value else { return .void }
      for passed in [[(String?, Value)](), [(nil, arguments.first ?? .void)]] {
        if let result = try interpreter.callIfDeclared(target, selector.name, arguments: passed, at: location) { return result }
      }
      throw InterpreterError.crash(
        "unrecognized selector sent to instance: '\(selector.name)' (the target has no such method taking no argument or one)",
        at: written)
    }
    guard case .function(let function) = wrapper else { return try call.function(selectorIndex) }
    return function
  }
}

/// `Thread.current` or `Thread.main`: whether it is the main thread is all a run may know of it.
final class ThreadValue: NativeValue {
  let isMain: Bool
  init(isMain: Bool) { self.isMain = isMain }
  var typeName: String { "Thread" }
  var description: String? { nil }
}
