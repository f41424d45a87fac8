/// Something the person does to the device, as a fixture's `== … ==` line names it.
///
/// The one vocabulary of events: fixtures are parsed into it, the engine plays it, and tests
/// and reports name events with it.
public enum DeviceEvent: Sendable, Equatable, Hashable {
  /// `launch`: launches the app from its icon, or Xcode's Run when it is not running.
  case launch
  /// `run`: Xcode's Run (⌘R): stops the app if it runs, then launches it.
  case run
  /// `stop`: Xcode's Stop (⌘.): the process ends at once.
  case stop
  /// `home`: presses Home.
  case home
  /// `return`: taps the app's icon on the Home Screen to come back.
  case returnToApp
  /// `control center`: pulls Control Center down over the app.
  case controlCenter
  /// `control center away`: swipes Control Center away again.
  case controlCenterAway
  /// `app switcher`: opens the app switcher.
  case appSwitcher
  /// `tap card`, `tap card in "South"`: taps a card in the switcher (nil: the front window's).
  case tapCard(WindowRef?)
  /// `swipe away`, `swipe away in window 2`: swipes a card up and away; the process ends.
  case swipeAway(WindowRef?)
  /// `system ends app`: the system ends the suspended app to reclaim memory.
  case systemEndsApp
  /// `wait 8`, `wait 0.5`: lets time pass.
  case wait(milliseconds: Int)
  /// `tap "Give North a bean"`, optionally `in "South"` or `in window 2`.
  case tap(label: String, window: WindowRef?)
  /// `background refresh "id"`: runs the app's `.backgroundTask(.appRefresh("id"))`.
  case backgroundRefresh(identifier: String)
  /// `open url "myapp://item/42"`: a link to the app (launches it, or reaches its scene).
  case openURL(String, window: WindowRef?)
  /// `continue activity "com.you.viewing"`: Handoff or a universal link hands the app an activity.
  case continueActivity(type: String, window: WindowRef?)
  /// `system disconnects scene`, `… in window 2`: the system frees a background scene; its session stays.
  case systemDisconnectsScene(WindowRef?)
  /// `back`, `back in window 2`: taps the navigation bar's back button.
  case back(WindowRef?)
  /// `pull to refresh`: pulls the window's scrollable content down (runs `.refreshable`).
  case pullToRefresh(WindowRef?)

  /// The event's keyword as fixtures write it, without arguments: `tap card`, `wait`.
  public var keyword: String {
    switch self {
    case .launch: "launch"
    case .run: "run"
    case .stop: "stop"
    case .home: "home"
    case .returnToApp: "return"
    case .controlCenter: "control center"
    case .controlCenterAway: "control center away"
    case .appSwitcher: "app switcher"
    case .tapCard: "tap card"
    case .swipeAway: "swipe away"
    case .systemEndsApp: "system ends app"
    case .wait: "wait"
    case .tap: "tap"
    case .backgroundRefresh: "background refresh"
    case .openURL: "open url"
    case .continueActivity: "continue activity"
    case .systemDisconnectsScene: "system disconnects scene"
    case .back: "back"
    case .pullToRefresh: "pull to refresh"
    }
  }

  /// The window the event names, if it names one.
  public var window: WindowRef? {
    switch self {
    case .tapCard(let window), .swipeAway(let window), .tap(_, let window), .openURL(_, let window),
      .continueActivity(_, let window), .systemDisconnectsScene(let window), .back(let window),
      .pullToRefresh(let window):
      window
    default: nil
    }
  }

  /// Every keyword an event line may start with, for suggestions.
  public static let keywords: [String] = [
    "launch", "run", "stop", "home", "return", "control center", "control center away",
    "app switcher", "tap card", "swipe away", "system ends app", "wait", "tap",
    "background refresh", "open url", "continue activity", "system disconnects scene", "back",
    "pull to refresh",
  ]
}

/// How an iPad event or screen check names a window.
public enum WindowRef: Sendable, Equatable, Hashable {
  /// `in "South"`: the window that presents that value.
  case value(String)
  /// `in window 2`: the second window opened.
  case number(Int)

  /// The name ``WindowSnapshot/names`` holds for it: `South` or `window 2`.
  public var windowName: String {
    switch self {
    case .value(let value): value
    case .number(let number): "window \(number)"
    }
  }

  /// The reference as a fixture writes it: `"South"` or `window 2`.
  public var written: String {
    switch self {
    case .value(let value): "\"\(value)\""
    case .number(let number): "window \(number)"
    }
  }
}

/// An event as a run plays it: what happens, how many times in a row, and how it was written.
public struct ScriptedEvent: Hashable, Sendable {
  public var event: DeviceEvent
  /// How many times the event happens in a row (`x3`); at least 1.
  public var repeatCount: Int
  /// The event as written: `tap "Visit South" in window 1 x2`.
  public var label: String

  public init(_ event: DeviceEvent, repeatCount: Int = 1, label: String) {
    self.event = event
    self.repeatCount = repeatCount
    self.label = label
  }
}
