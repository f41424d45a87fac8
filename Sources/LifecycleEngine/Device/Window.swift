import SwiftInterpreter
/// A UIKit window scene of the app, connected for one scene session.
final class Window {
  /// Opening order within the process: fixtures name it `window N`.
  let number: Int
  let session: SceneSession
  let group: WindowGroupState
  var phase: ScenePhase = .background
  let root: ViewNode
  /// The group's content must be made again before the next render.
  var rootContentIsStale = true
  /// The happening that made the root content stale (see ``Recorder``).
  var staleCause: Int?
  /// What the app switcher shows for it once it has reached background.
  var snapshot: [ScreenItemValue]?
  /// The binding handed to a `WindowGroup(for:)` content closure.
  var valueBinding: BindingValue?
  /// Its UIKit side, in a UIKit app (the scene delegate, the window scene object).
  var uikit: UIKitScene?

  init(number: Int, session: SceneSession, group: WindowGroupState) {
    self.number = number
    self.session = session
    self.group = group
    self.root = ViewNode(type: nil, window: nil, environment: [:])
    self.root.window = self
  }

  var isForeground: Bool { phase != .background }
}

/// A scene session: what survives its window, across launches, until the scene is destroyed.
final class SceneSession {
  let identifier: Int
  /// The group's place in the scene tree, to find the group again after a relaunch.
  let groupPlace: ContentPath
  /// The value the window presents (`WindowGroup(for:)`), nil for the window the app opens itself.
  var value: Value?
  /// `@SceneStorage` as the running scene sees it.
  var live: [String: Value] = [:]
  /// `@SceneStorage` as last saved by the system: what a relaunch restores.
  var saved: [String: Value] = [:]
  /// What a UIKit scene delegate's `stateRestorationActivity(for:)` returned.
  var restorationActivity: UIKitObject?

  init(identifier: Int, groupPlace: ContentPath, value: Value?) {
    self.identifier = identifier
    self.groupPlace = groupPlace
    self.value = value
  }
}

/// An item of a window's screen, as the engine keeps it before it becomes a `ScreenItem`.
typealias ScreenItemValue = ScreenItem

import Transcript
