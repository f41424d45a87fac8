/// One visible thing in a window: the text of a `Text`, or the label of a `Button`.
public struct ScreenItem: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Sendable { case text, button }

  public var kind: Kind
  public var label: String

  public init(_ kind: Kind, _ label: String) {
    self.kind = kind
    self.label = label
  }

  public static func text(_ label: String) -> ScreenItem { ScreenItem(.text, label) }
  public static func button(_ label: String) -> ScreenItem { ScreenItem(.button, label) }

  /// The line a fixture writes for it: the text itself, or a button's label in brackets.
  public var description: String {
    switch kind {
    case .text: label
    case .button: "[\(label)]"
    }
  }
}

/// What one window of the app shows, and what its card in the app switcher shows.
public struct WindowSnapshot: Hashable, Sendable {
  /// How fixtures name the window: the value it presents (`South`), or `window N` in opening order.
  public var names: [String]
  /// `active`, `inactive` or `background`.
  public var phase: String
  /// Whether this is the window in front, the one the person sees and touches.
  public var isFront: Bool
  /// What the window shows now.
  public var items: [ScreenItem]
  /// What its card shows: the live window while it is in the foreground, else the
  /// snapshot taken as it reached background (nil if it never did).
  public var card: [ScreenItem]?

  public init(
    names: [String], phase: String, isFront: Bool, items: [ScreenItem], card: [ScreenItem]?
  ) {
    self.names = names
    self.phase = phase
    self.isFront = isFront
    self.items = items
    self.card = card
  }
}

/// What the device shows after an event: the app's windows, or the Home Screen.
public struct DeviceScreen: Hashable, Sendable {
  /// The app's connected windows, in the order they were opened.
  public var windows: [WindowSnapshot]
  /// True when no window of the app is in the foreground.
  public var showsHomeScreen: Bool
  /// The files in the app's container, by container path (`Documents/draft.json`).
  public var files: [String: [UInt8]]

  public init(windows: [WindowSnapshot], showsHomeScreen: Bool, files: [String: [UInt8]] = [:]) {
    self.windows = windows
    self.showsHomeScreen = showsHomeScreen
    self.files = files
  }

  public static let homeScreen = DeviceScreen(windows: [], showsHomeScreen: true)

  /// The window in front, if the app has one on the screen.
  public var front: WindowSnapshot? { windows.first(where: \.isFront) }

  /// The window a fixture names: by presented value or by `window N`.
  public func window(named name: String) -> WindowSnapshot? {
    windows.first(where: { $0.names.contains(name) })
  }
}
