import SwiftInterpreter
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
  /// Info.plist's scene manifest `UIApplicationSupportsMultipleScenes`; nil: no Info.plist.
  public var supportsMultipleScenes: Bool? = nil
  public var timing: Timing
  /// Files the app's container holds before the first launch, by container path
  /// (`Documents/draft.json`).
  public var containerFiles: [String: [UInt8]] = [:]
  /// The device's locale and time zone, for dates as text (issue 9: en_US and UTC by default).
  public var locale = "en_US"
  public var timeZone = "UTC"
  /// `ProcessInfo.isLowPowerModeEnabled` (off, as a simulator starts; a fixture may turn it on).
  public var lowPowerMode = false
  /// Life-cycle choices the lessons and Apple leave open (see `LifecycleRules`).
  public var rules: LifecycleRules
  /// Interpreter steps a run may take before it is stopped as endless.
  public var stepBudget: Int
  /// Calls nested deeper than this stop the run: Swift's own 8 MB stack holds about 130,000
  /// calls of a small recursive function (swiftc -Onone), so ordinary deep recursion runs.
  public var depthLimit: Int = 100_000
  /// Lines the program may print in a run (the interpreter's default unless raised: a
  /// benchmark of 20,000 events prints more).
  public var outputLineBudget: Int?

  public init(
    device: DeviceModel, moduleName: String = "App", underTests: Bool = false,
    permittedBackgroundTaskIdentifiers: [String] = [], backgroundModes: [String] = [],
    timing: Timing = Timing(), rules: LifecycleRules = LifecycleRules(), stepBudget: Int = 10_000_000
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

extension EngineConfiguration {
  /// What the interpreter needs: the module's name, budgets, and an iOS simulator's `#if`s.
  var interpreter: InterpreterConfiguration {
    var configuration = InterpreterConfiguration(
      moduleName: moduleName, stepBudget: stepBudget, depthLimit: depthLimit,
      conditions: IOSPlatform.conditions, platform: IOSPlatform.conventions)
    configuration.singleFileIsMain = false
    // An iOS app target as Xcode 26 and later make it: main-actor isolation by default (SE-0466).
    configuration.defaultIsolationIsMainActor = true
    if let outputLineBudget { configuration.outputLineBudget = outputLineBudget }
    return configuration
  }
}
