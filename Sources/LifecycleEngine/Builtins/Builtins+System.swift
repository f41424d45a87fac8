import SwiftReader
import Transcript

/// Foundation, UIKit and BackgroundTasks objects: defaults, notifications, the application,
/// the task scheduler, dates, errors, bindings, tasks and SwiftUI's window actions.
extension Builtins {
  static func nativeProperty(
    _ native: NativeValue, _ name: String, _ interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value? {
    switch (native, name) {
    case (.opaque(let base), _):
      // Drawing values chain (`.white.opacity(0.85)`): still drawing, never read.
      return .native(.opaque("\(base).\(name)"))
    case (.uikit(let object), _):
      return uikitProperty(object, name)
    case (.date(let seconds), "timeIntervalSinceNow"):
      guard case .native(.date(let now)) = Builtins.now(interpreter) else { return nil }
      return .double(seconds - now)
    case (.date(let seconds), "timeIntervalSince1970"): return .double(seconds + 978_307_200)
    case (.date(let seconds), "timeIntervalSinceReferenceDate"): return .double(seconds)
    case (.duration(let seconds), "components"):
      return .tuple([TupleElement(label: "seconds", value: .int(Int(seconds))), TupleElement(label: "attoseconds", value: .int(0))])
    case (.error(let error), "domain"): return .string(error.domain)
    case (.error(let error), "code"): return .int(error.code)
    case (.error(let error), "userInfo"): return .dictionary(error.userInfo)
    case (.error(let error), "localizedDescription"):
      if let underlying = error.underlying { return .string(try interpreter.describe(underlying)) }
      return .string("The operation couldn’t be completed. (\(error.domain) error \(error.code).)")
    case (.binding(let binding), "wrappedValue"): return try binding.get()
    case (.binding, "projectedValue"): return .native(native)
    case (.binding(let binding), _):
      return try derivedBinding(binding, name, interpreter, at: location)
    case (.uuid(let number), "uuidString"): return .string(Interpreter.formatUUID(number))
    case (.task(let task), "isCancelled"): return .bool(task.isCancelled)
    case (.singleton("UIApplication.shared"), "delegate"):
      // SwiftUI installs its own delegate, which forwards to the adaptor's (lesson 6, question 9).
      return .optional(.native(.swiftUIAppDelegate))
    case (.singleton("UIApplication.shared"), "applicationState"):
      return .native(.opaque(".\(interpreter.process.appPhase == .active ? "active" : interpreter.process.appPhase.rawValue)"))
    case (.backgroundTaskRequest(let identifier), "identifier"): return .string(identifier)
    case (.notification(let name), "name"): return .native(.notificationName(name))
    default: return nil
    }
  }

  /// `$model.volume`: a binding to a property of the value a binding reaches (dynamic member lookup).
  private static func derivedBinding(
    _ binding: BindingValue, _ name: String, _ interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value? {
    let base = try binding.get()
    guard interpreter.userType(of: base) != nil else { return nil }
    let context = Context(scope: Scope(parent: nil), declaration: .global)
    return .native(.binding(BindingValue(
      get: { try interpreter.member(of: try binding.get(), name, context, at: location) },
      set: { newValue in
        let holder = Box(try binding.get())
        let target = LValue.variable(holder)
        guard let type = interpreter.userType(of: holder.value), let index = type.storedIndex(of: name) else {
          throw RuntimeError("cannot assign to property: '\(name)' is not settable", at: location)
        }
        if case .object(let object) = holder.value {
          try interpreter.assign(newValue, to: .objectField(object, index: index), context, at: location)
        } else {
          try interpreter.assign(newValue, to: .field(base: target, type: type, index: index), context, at: location)
          try binding.set(holder.value)
        }
      })))
  }

  static func callNative(
    _ native: NativeValue, _ name: String, _ arguments: [ArgumentValue], _ interpreter: Interpreter,
    _ context: Context, awaitKey: AwaitKey?, at location: SourceLocation
  ) throws -> Value {
    let process = interpreter.process
    let first = arguments.first?.value
    switch (native, name) {
    case (.opaque(let base), _):
      return .native(.opaque("\(base).\(name)(…)"))
    case (.uikit(let object), _):
      return try callUIKit(object, name, arguments, interpreter, at: location)
    case (.date(let seconds), "timeIntervalSince"), (.date(let seconds), "distance"):
      guard case .native(.date(let other))? = first else { break }
      return .double(name == "distance" ? other - seconds : seconds - other)
    case (.date(let seconds), "addingTimeInterval"):
      return .native(.date(seconds + (first?.doubleValue ?? 0)))
    case (.date(let seconds), "formatted"):
      return .string(Interpreter.formatDate(seconds))

    case (.singleton("UserDefaults.standard"), _):
      return try userDefaults(name, arguments, process, at: location)

    case (.singleton("NotificationCenter.default"), "publisher"):
      guard case .native(.notificationName(let notification))? = arguments.value("for") else { break }
      return .native(.publisher(notification: notification))
    case (.singleton("NotificationCenter.default"), "addObserver"):
      // `addObserver(forName:object:queue:using:)`: the block runs on each post, in order.
      guard case .native(.notificationName(let notification))? = arguments.value("forName"),
        let block = arguments.closures.last?.function
      else { break }
      let id = process.notifications.subscribe(
        notification, action: block, cause: "observer of \(notification)", window: nil)
      return .native(.observerToken(id))
    case (.singleton("NotificationCenter.default"), "removeObserver"):
      if case .native(.observerToken(let id))? = first { process.notifications.unsubscribe(id) }
      return .void
    case (.publisher(let notification), "sink"):
      // Combine's `sink`: the subscription lives as long as the process (the engine does not
      // track when the returned cancellable is released).
      guard let block = arguments.closures.last?.function else { break }
      let id = process.notifications.subscribe(notification, action: block, cause: "sink of \(notification)", window: nil)
      return .native(.observerToken(id))
    case (.publisher, "receive"), (.publisher, "eraseToAnyPublisher"):
      return .native(native)
    case (.observerToken(let id), "cancel"):
      process.notifications.unsubscribe(id)
      return .void
    case (.observerToken, "store"):
      return .void
    case (.singleton("NotificationCenter.default"), "post"):
      guard case .native(.notificationName(let notification))? = arguments.value("name") else { break }
      process.notifications.post(notification, in: process)
      return .void

    case (.singleton("BGTaskScheduler.shared"), "submitTaskRequest"), (.singleton("BGTaskScheduler.shared"), "submit"):
      guard case .native(.backgroundTaskRequest(let identifier))? = first else { break }
      return try submit(identifier, process, at: location)
    case (.singleton("BGTaskScheduler.shared"), "register"), (.singleton("BGTaskScheduler.shared"), "cancel"):
      return name == "register" ? .bool(true) : .void

    case (.singleton("DispatchQueue.main"), "async"):
      guard let body = arguments.closures.last?.function else { break }
      process.enqueueAction(body, [], cause: "DispatchQueue.main.async")
      return .void
    case (.singleton("DispatchQueue.main"), "asyncAfter"):
      guard let body = arguments.closures.last?.function,
        case .native(.date(let deadline))? = arguments.value("deadline"),
        case .native(.date(let now)) = Builtins.now(interpreter)
      else { break }
      let number = process.number
      process.device.scheduler.schedule(after: Int(((deadline - now) * 1000).rounded()), process: number) {
        [weak process] in
        process?.enqueueAction(body, [], cause: "DispatchQueue.main.asyncAfter")
      }
      return .void

    case (.timerPublisher, "autoconnect"), (.timerPublisher, "connect"):
      return .native(native)
    case (.timer(let id), "invalidate"):
      process.timers.stop(id, in: process)
      return .void
    case (.environmentAction(let action), "callAsFunction"):
      return try perform(action, arguments, process, at: location)

    case (.task(let task), "cancel"):
      process.cancel(task)
      return .void
    case (.task(let task), "value"):
      guard let current = interpreter.currentTask, let awaitKey else { break }
      if let result = task.result {
        switch result {
        case .success(let value): return value
        case .failure(let error): throw error
        }
      }
      try process.await(task, from: current, key: awaitKey)

    case (.binding(let binding), "callAsFunction"):
      return try binding.get()
    default:
      break
    }
    throw RuntimeError(
      "'\(name)' of \(typeName(of: native)) is not provided by lesson-runner", at: location)
  }

  /// `UserDefaults.standard`: the device's defaults, kept across launches, shared with `@AppStorage`.
  private static func userDefaults(
    _ name: String, _ arguments: [ArgumentValue], _ process: AppProcess, at location: SourceLocation
  ) throws -> Value {
    let key = arguments.value("forKey")?.stringValue ?? ""
    let stored = process.device.defaults[key]
    switch name {
    case "integer":
      if case .int(let n)? = stored { return .int(n) }
      if case .double(let d)? = stored { return .int(Int(d)) }
      return .int(0)
    case "double":
      return .double(stored?.doubleValue ?? 0)
    case "bool":
      if case .bool(let b)? = stored { return .bool(b) }
      return .bool(false)
    case "string":
      if case .string(let s)? = stored { return .optional(.string(s)) }
      return .null
    case "object", "array", "dictionary":
      return stored.map { $0.wrappedInOptional } ?? .null
    case "set":
      let value = arguments.first?.value ?? .null
      process.device.defaults[key] = value.isNil ? nil : (value.unwrapped ?? value)
      process.invalidateReaders(of: "app storage \(key)", in: process.windows)
      return .void
    case "removeObject":
      process.device.defaults[key] = nil
      process.invalidateReaders(of: "app storage \(key)", in: process.windows)
      return .void
    case "synchronize":
      return .bool(true)
    default:
      throw RuntimeError.unsupported("'\(name)' of UserDefaults is not provided by lesson-runner", at: location)
    }
  }

  /// `BGTaskScheduler.submit`: refused with code 3 (`notPermitted`, the lesson's "Unrecognized
  /// Identifier") unless Info.plist permits the identifier and the fetch background mode.
  private static func submit(_ identifier: String, _ process: AppProcess, at location: SourceLocation) throws -> Value {
    let configuration = process.device.configuration
    guard configuration.permittedBackgroundTaskIdentifiers.contains(identifier),
      configuration.backgroundModes.contains("fetch")
    else {
      var userInfo = OrderedDictionary()
      userInfo[.string("Unrecognized Identifier")] = .string(identifier)
      throw ThrownError(
        value: .native(.error(ErrorValue(domain: "BGTaskSchedulerErrorDomain", code: 3, userInfo: userInfo, underlying: nil))),
        location: location)
    }
    if !process.device.submittedRefreshRequests.contains(identifier) { process.device.submittedRefreshRequests.append(identifier) }
    return .void
  }

  /// `openWindow(value:)`, `openWindow(id:)`, `dismissWindow()`, `dismiss()`.
  private static func perform(
    _ action: EnvironmentAction, _ arguments: [ArgumentValue], _ process: AppProcess, at location: SourceLocation
  ) throws -> Value {
    switch action.kind {
    case .openWindow:
      try process.device.openWindow(
        value: arguments.value("value"), id: arguments.value("id")?.stringValue, from: action.window, in: process)
    case .dismissWindow, .dismiss:
      if let window = action.window { process.device.dismiss(window, in: process) }
    }
    return .void
  }
}
