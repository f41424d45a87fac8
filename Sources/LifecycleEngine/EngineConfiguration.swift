/// What a run needs to know besides the program and its events: the device, the app's
/// settings, timing and limits. A value passed in; the engine has no global settings.
public struct EngineConfiguration: Hashable, Sendable {
  public var device: DeviceModel
  /// The app's module, as `String(reflecting:)` prints it (`Shop.Store`).
  public var moduleName: String
  /// Whether the run happens under XCTest: `NSClassFromString("XCTestCase")` is then not nil.
  public var underTests: Bool
  /// Info.plist's `BGTaskSchedulerPermittedIdentifiers`.
  public var permittedBackgroundTaskIdentifiers: [String]
  /// Info.plist's `UIBackgroundModes` (`fetch`, `processing` …).
  public var backgroundModes: [String]
  /// Info.plist's scene manifest `UISceneDelegateClassName`, for a UIKit app.
  public var sceneDelegateClassName: String? = nil
  public var timing: Timing
  /// Life-cycle choices the lessons and Apple leave open (see `LifecycleRules`).
  public var rules: LifecycleRules
  /// Interpreter steps a run may take before it is stopped as endless.
  public var stepBudget: Int

  public init(
    device: DeviceModel, moduleName: String = "App", underTests: Bool = false,
    permittedBackgroundTaskIdentifiers: [String] = [], backgroundModes: [String] = [],
    timing: Timing = Timing(), rules: LifecycleRules = LifecycleRules(), stepBudget: Int = 1_000_000
  ) {
    self.rules = rules
    self.device = device
    self.moduleName = moduleName
    self.underTests = underTests
    self.permittedBackgroundTaskIdentifiers = permittedBackgroundTaskIdentifiers
    self.backgroundModes = backgroundModes
    self.timing = timing
    self.stepBudget = stepBudget
  }
}

/// A simulated device: an iPhone (one window) or an iPad (as many windows as the app opens).
public struct DeviceModel: Hashable, Sendable {
  public var name: String
  /// iPhone does not support multiple windows (Apple, `supportsMultipleWindows`).
  public var supportsMultipleWindows: Bool

  /// Recognises `iPhone …` and `iPad …` names; nil for anything else.
  public init?(named name: String) {
    if name.hasPrefix("iPhone") {
      supportsMultipleWindows = false
    } else if name.hasPrefix("iPad") {
      supportsMultipleWindows = true
    } else {
      return nil
    }
    self.name = name
  }
}

/// Something the person (or the system) does to the device.
public enum LifecycleEvent: Hashable, Sendable {
  case launch, run, stop, home, returnToApp, controlCenter, controlCenterAway, appSwitcher
  case tapCard(WindowReference?)
  case swipeAway(WindowReference?)
  case systemEndsApp
  case wait(milliseconds: Int)
  case tap(label: String, window: WindowReference?)
  case backgroundRefresh(identifier: String)
}

/// A window named in an event: by the value it presents, or by opening order.
public enum WindowReference: Hashable, Sendable {
  case value(String)
  case number(Int)
}

/// An event as a fixture lists it: what happens, how many times, and how it was written.
public struct ScriptedEvent: Hashable, Sendable {
  public var event: LifecycleEvent
  public var repeatCount: Int
  public var label: String

  public init(_ event: LifecycleEvent, repeatCount: Int = 1, label: String) {
    self.event = event
    self.repeatCount = repeatCount
    self.label = label
  }
}
