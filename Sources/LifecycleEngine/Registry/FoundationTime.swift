import SwiftInterpreter
import Transcript

/// Foundation's time on the device's virtual clock: `Date`, `DispatchQueue`, `Timer`.
enum FoundationTime {
  static func register(in registry: Registry) {
    registry.type("Date", module: "Foundation", conformances: ["Equatable", "Hashable", "Comparable", "Codable"],
      doc: foundation("date")) { type in
      type.initializer("init()") { call in try now(call) }
      type.initializer("init(timeIntervalSinceNow: TimeInterval)") { call in
        guard let date = try now(call).native(as: DateValue.self) else { return .void }
        return .native(DateValue(seconds: date.seconds + (try call.double(0))))
      }
      type.initializer("init(timeIntervalSinceReferenceDate: TimeInterval)") { call in .native(DateValue(seconds: try call.double(0))) }
      type.initializer("init(timeIntervalSince1970: TimeInterval)") { call in .native(DateValue(seconds: try call.double(0) - 978_307_200)) }
      type.property("static var now: Date { get }") { access in
        let process = try access.process
        return .native(DateValue(seconds: DateValue.virtualEpoch + Double(process.device.scheduler.now) / 1000))
      }
      type.property("var timeIntervalSinceNow: TimeInterval { get }") { access in
        guard let date = access.receiver.native(as: DateValue.self) else { return .void }
        let process = try access.process
        return .double(date.seconds - (DateValue.virtualEpoch + Double(process.device.scheduler.now) / 1000))
      }
      type.property("var timeIntervalSince1970: TimeInterval { get }") { access in
        .double((access.receiver.native(as: DateValue.self)?.seconds ?? 0) + 978_307_200)
      }
      type.property("var timeIntervalSinceReferenceDate: TimeInterval { get }") { access in
        .double(access.receiver.native(as: DateValue.self)?.seconds ?? 0)
      }
      type.method("func timeIntervalSince(_ date: Date) -> TimeInterval") { call in
        guard let a = call.receiver.native(as: DateValue.self), let b = call[0].native(as: DateValue.self) else { return .void }
        return .double(a.seconds - b.seconds)
      }
      type.method("func distance(to other: Date) -> TimeInterval") { call in
        guard let a = call.receiver.native(as: DateValue.self), let b = call[0].native(as: DateValue.self) else { return .void }
        return .double(b.seconds - a.seconds)
      }
      type.method("func addingTimeInterval(_ timeInterval: TimeInterval) -> Date") { call in
        guard let date = call.receiver.native(as: DateValue.self) else { return .void }
        return .native(DateValue(seconds: date.seconds + (try call.double(0))))
      }
      type.staticMethod("static func + (lhs: Date, rhs: TimeInterval) -> Date") { call in
        guard let date = call[0].native(as: DateValue.self) else { return .void }
        return .native(DateValue(seconds: date.seconds + (try call.double(1))))
      }
      type.staticMethod("static func - (lhs: Date, rhs: Date) -> TimeInterval") { call in
        guard let a = call[0].native(as: DateValue.self), let b = call[1].native(as: DateValue.self) else { return .void }
        return .double(a.seconds - b.seconds)
      }
    }
    registry.type("DispatchQueue", module: "Dispatch", doc: "https://developer.apple.com/documentation/dispatch/dispatchqueue") { type in
      type.property("static var main: DispatchQueue { get }") { _ in .native(DispatchQueueValue(isMain: true)) }
      type.staticMethod("static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue") { _ in
        .native(DispatchQueueValue(isMain: false))
      }
      type.method("func async(execute work: @escaping () -> Void)") { call in
        let process = try call.process
        if call.receiver.native(as: DispatchQueueValue.self)?.isMain == false {
          process.enqueueGlobalWork(try call.function(0))
          return .void
        }
        process.enqueueMainQueueWork(try call.function(0), cause: "DispatchQueue.main.async")
        return .void
      }
      type.method("func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void)") { call in
        let process = try call.process
        guard let deadline = call[0].native(as: DateValue.self) else { return .void }
        let now = DateValue.virtualEpoch + Double(process.device.scheduler.now) / 1000
        let work = try call.function(1)
        let isMain = call.receiver.native(as: DispatchQueueValue.self)?.isMain != false
        // A deadline in the past runs at once; one the clock never reaches never runs (Timing).
        guard let delay = Timing.milliseconds(seconds: deadline.seconds - now) else { return .void }
        process.device.scheduler.schedule(after: delay, process: process.number) {
          [weak process] in
          guard isMain else { process?.enqueueGlobalWork(work); return }
          process?.enqueueAction(work, [], cause: "DispatchQueue.main.asyncAfter", rule: "main-queue-work-runs-as-actions")
        }
        return .void
      }
    }
    registry.type("DispatchQoS.QoSClass", module: "Dispatch", doc: "https://developer.apple.com/documentation/dispatch/dispatchqos/qosclass") {
      $0.isDrawingOnly = true
    }
    registry.type("DispatchTime", module: "Dispatch", doc: "https://developer.apple.com/documentation/dispatch/dispatchtime") { type in
      type.staticMethod("static func now() -> DispatchTime") { call in
        let process = try call.process
        return .native(DateValue(seconds: DateValue.virtualEpoch + Double(process.device.scheduler.now) / 1000))
      }
      type.staticMethod("static func + (lhs: DispatchTime, rhs: Double) -> DispatchTime") { call in
        guard let time = call[0].native(as: DateValue.self) else { return .void }
        return .native(DateValue(seconds: time.seconds + (try call.double(1))))
      }
    }
    FoundationThreads.register(in: registry)
  }

  static func now(_ call: NativeCall) throws -> Value {
    let process = try call.process
    return .native(DateValue(seconds: DateValue.virtualEpoch + Double(process.device.scheduler.now) / 1000))
  }
}
