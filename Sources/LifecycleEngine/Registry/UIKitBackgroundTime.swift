import SwiftInterpreter
import Transcript

/// `UIApplication`'s background tasks: `beginBackgroundTask`, `endBackgroundTask`,
/// `backgroundTimeRemaining` (see `BackgroundTime` for the rules and their sources).
enum UIKitBackgroundTime {
  static func register(in registry: Registry) {
    registry.type("UIApplication", module: "UIKit", kind: .classType, doc: uiKit("uiapplication")) { type in
      type.method(
        "func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier",
        doc: uiKit("uiapplication/beginbackgroundtask(expirationhandler:)")
      ) { call in try begin(call, handler: call[0]) }
      type.method(
        "func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier",
        doc: uiKit("uiapplication/beginbackgroundtask(withname:expirationhandler:)")
      ) { call in try begin(call, handler: call[1]) }
      type.method("func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)", doc: uiKit("uiapplication/endbackgroundtask(_:)")) { call in
        let process = try call.process
        guard let identifier = call[0].native(as: BackgroundTaskIdentifierValue.self) else { return .void }
        // Ending `.invalid` or a task already ended does nothing here; on a device UIKit logs a
        // complaint to the system log, which is not the app's console.
        if process.backgroundTime.end(identifier.number), process.backgroundTime.isEmpty {
          process.device.backgroundTasksEnded(in: process)
        }
        return .void
      }
      type.property("var backgroundTimeRemaining: TimeInterval { get }", doc: uiKit("uiapplication/backgroundtimeremaining")) { access in
        let process = try access.process
        // Apple: "valid only after the app enters the background and has started at least one task".
        guard process.appPhase == .background, let deadline = process.backgroundTime.deadline else {
          throw InterpreterError.notModelled(
            "'backgroundTimeRemaining' without a background task running in the background", at: access.location)
        }
        return .double(Double(deadline - process.device.scheduler.now) / 1000)
      }
    }
    registry.type("UIBackgroundTaskIdentifier", module: "UIKit", conformances: ["Equatable", "Hashable"],
      doc: uiKit("uibackgroundtaskidentifier")) { type in
      type.property("static var invalid: UIBackgroundTaskIdentifier { get }", doc: uiKit("uibackgroundtaskidentifier/invalid")) { _ in
        .native(BackgroundTaskIdentifierValue(number: 0))
      }
    }
  }

  private static func begin(_ call: NativeCall, handler: Value) throws -> Value {
    let process = try call.process
    var function: FunctionValue?
    if case .function(let given) = handler.unwrapped ?? handler { function = given }
    let id = process.backgroundTime.begin(handler: function)
    if process.appPhase == .background, !process.isSuspended {
      process.device.startBackgroundTime(of: process)
    }
    return .native(BackgroundTaskIdentifierValue(number: id))
  }
}

/// A `UIBackgroundTaskIdentifier`: compared with another (or `.invalid`), never printed — the
/// numbers UIKit hands out are its own.
final class BackgroundTaskIdentifierValue: NativeValue {
  let number: Int
  init(number: Int) { self.number = number }
  var typeName: String { "UIBackgroundTaskIdentifier" }
  var description: String? { nil }
  func isEqual(to other: any NativeValue) -> Bool? { (other as? BackgroundTaskIdentifierValue)?.number == number }
  func hash(into hasher: inout Hasher) { hasher.combine(number) }
}
