import SwiftInterpreter
import Transcript

/// A view's handler of what the scene receives from outside: a link (`onOpenURL`) or an
/// activity of a type (`onContinueUserActivity`).
struct ExternalEventHandler {
  enum Kind: Equatable {
    case url
    case activity(type: String)
  }

  var kind: Kind
  var action: FunctionValue

  /// The modifier's name, as the program writes it.
  var name: String {
    switch kind {
    case .url: "onOpenURL"
    case .activity: "onContinueUserActivity"
    }
  }
}

/// `open url` and `continue activity` in a SwiftUI app.
///
/// Rules (Apple, Scene.handlesExternalEvents(matching:), "SwiftUI selects the scene that
/// receives the event"): on a platform with one scene per app — an iPhone, or an iPad app whose
/// Info.plist sets `UIApplicationSupportsMultipleScenes` to NO — the event goes to the one open
/// scene; the app launches first if it is not running, and comes to the foreground if it is in
/// the background. The scene's views' `onOpenURL` handlers get the URL (Apple,
/// View.onOpenURL(perform:): "a closure that SwiftUI calls when your app receives a Universal Link
/// or a custom URL"); its `onContinueUserActivity` handlers for that activity type get the activity
/// (Apple, View.onContinueUserActivity(_:perform:)). Not modelled, each a clear error: an iPad app
/// with several scenes (SwiftUI then opens a new scene for the event unless a view prefers it),
/// more than one handler for the event in the scene (their order is not documented).
extension Device {
  func deliverToSwiftUI(_ request: ConnectionRequest, in process: AppProcess, event: String) throws {
    guard !process.supportsMultipleScenes else {
      throw EventError(
        "lesson-runner does not model routing '\(event)' among the scenes of an iPad app that supports multiple scenes (SwiftUI opens a new scene for it: Apple, handlesExternalEvents(matching:)); set UIApplicationSupportsMultipleScenes to NO in the fixture's Info.plist for one scene")
    }
    if !process.windows.contains(where: \.isForeground) { try bringBack(process, window: nil) }
    // The scene's views are in place (their bodies ran, their onAppear ran) before the handler.
    try process.settle()
    guard let window = process.frontWindow ?? process.windows.first else { return }
    for url in request.urls {
      try process.handOver(try process.urlValue(url), kind: .url, in: window, event: event)
    }
    for source in request.activities {
      guard case .delivered(let type) = source else { continue }
      try process.handOver(process.activity(source), kind: .activity(type: type), in: window, event: event)
    }
  }
}

extension AppProcess {
  /// Queues the one handler of a window's views for an event, with its argument.
  fileprivate func handOver(_ argument: Value, kind: ExternalEventHandler.Kind, in window: Window, event: String) throws {
    var found: [(handler: ExternalEventHandler, node: ViewNode)] = []
    for node in window.root.subtree {
      for state in node.modifiers.values {
        if let handler = state.externalEvent, handler.kind == kind { found.append((handler, node)) }
      }
    }
    guard found.count <= 1 else {
      throw EventError(
        "lesson-runner does not model the order of \(found.count) '.\(found[0].handler.name)' handlers in one scene ('\(event)')")
    }
    // No handler: the scene receives the event and nothing of the program runs.
    guard let (handler, node) = found.first else { return }
    enqueueAction(handler.action, [argument], cause: "\(handler.name) in \(node.name)")
  }
}
