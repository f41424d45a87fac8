import SwiftInterpreter
import Transcript

/// BackgroundTasks and SwiftUI's `.backgroundTask`: requests the system keeps, refused unless
/// Info.plist permits them (BGTaskScheduler: "Unrecognized Identifier", code 3).
enum BackgroundTasksRegistry {
  static func register(in registry: Registry) {
    registry.type("BGTaskScheduler", module: "BackgroundTasks", kind: .classType,
      doc: "https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler") { type in
      type.property("static var shared: BGTaskScheduler { get }") { _ in .native(SharedObject("BGTaskScheduler")) }
      type.method("func submit(_ taskRequest: BGTaskRequest) throws") { call in
        guard let request = call[0].native(as: BackgroundTaskValue.self) else { return .void }
        return try submit(request.identifier, process: try call.process, interpreter: call.interpreter, at: call.location)
      }
      type.asyncMethod("func submitTaskRequest(_ taskRequest: BGTaskRequest) async throws") { call in
        // iOS 27's form of `submit(_:)` (lesson 54, question 9), refused the same way.
        guard let request = call[0].native(as: BackgroundTaskValue.self),
          let process = call.interpreter.host as? AppProcess
        else { return .void }
        return try submit(request.identifier, process: process, interpreter: call.interpreter, at: call.location)
      }
      type.method("func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool") { _ in
        .bool(true)
      }
      type.method("func cancel(taskRequestWithIdentifier identifier: String)") { _ in .void }
    }
    for name in ["BGAppRefreshTaskRequest", "BGProcessingTaskRequest"] {
      registry.type(name, module: "BackgroundTasks", kind: .classType,
        doc: "https://developer.apple.com/documentation/backgroundtasks/\(name.lowercased())") { type in
        type.initializer("init(identifier: String)") { call in
          .native(BackgroundTaskValue(identifier: try call.string(0), typeName: name))
        }
        type.property("var identifier: String { get }") { access in
          .string(access.receiver.native(as: BackgroundTaskValue.self)?.identifier ?? "")
        }
        type.property("var earliestBeginDate: Date? { get set }", get: { _ in .none }, set: { _, _, _ in })
      }
    }
    registry.type("BackgroundTask", module: "SwiftUI", doc: swiftUI("backgroundtask")) { type in
      type.staticMethod("static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void>") { call in
        .native(BackgroundTaskValue(identifier: try call.string(0), typeName: "BackgroundTask"))
      }
    }
  }

  private static func submit(
    _ identifier: String, process: AppProcess, interpreter: Interpreter, at location: SourceLocation?
  ) throws -> Value {
    let configuration = process.device.configuration
    guard configuration.permittedBackgroundTaskIdentifiers.contains(identifier),
      configuration.backgroundModes.contains("fetch")
    else {
      var userInfo = DictionaryValue()
      try userInfo.set(.string("Unrecognized Identifier"), .string(identifier), interpreter: interpreter, at: location)
      let error = NSErrorValue(domain: "BGTaskSchedulerErrorDomain", code: 3, userInfo: userInfo,
        userInfoText: " UserInfo={Unrecognized Identifier=\(identifier)}")
      throw SwiftError(value: .native(error), location: location)
    }
    if !process.device.submittedRefreshRequests.contains(identifier) {
      process.device.submittedRefreshRequests.append(identifier)
    }
    return .void
  }
}
