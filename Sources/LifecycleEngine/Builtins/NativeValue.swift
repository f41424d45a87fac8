import SwiftReader

/// A value of a type the engine provides, other than the plain Swift ones in `Value`.
enum NativeValue {
  /// `Date`: seconds since the reference date, on the virtual clock.
  case date(Double)
  /// `Duration`, in seconds.
  case duration(Double)
  /// `NSError` (and what `error as NSError` makes of any error).
  case error(ErrorValue)
  /// `\.scenePhase`, `\.self`, `\.name`.
  case keyPath([String])
  /// A property wrapper's storage inside a struct's field (`@State var beans`).
  case wrapper(WrapperCell)
  /// `Binding<Value>`: `$beans`, or the `$name` a `WindowGroup(for:)` hands its content.
  case binding(BindingValue)
  /// `NotificationCenter.default.publisher(for: name)`.
  case publisher(notification: String)
  /// `Timer.publish(every: seconds, on: .main, in: .common)`, with or without `.autoconnect()`.
  case timerPublisher(seconds: Double)
  /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: its id on the process.
  case timer(Int)
  /// What `addObserver(forName:…)` and a publisher's `sink` return: ends the subscription.
  case observerToken(Int)
  /// A UIKit object: a window, a view, a scene, a configuration (see `UIKitObject`).
  case uikit(UIKitObject)
  /// A `Notification.Name` such as `UIApplication.didEnterBackgroundNotification`.
  case notificationName(String)
  /// `Notification`, as handed to `onReceive`'s closure.
  case notification(String)
  /// `openWindow` and `dismissWindow` read from a view's environment.
  case environmentAction(EnvironmentAction)
  /// Shared engine objects: `UserDefaults.standard`, `UIApplication.shared`, `BGTaskScheduler.shared` …
  case singleton(String)
  /// `UIApplication.delegate`: SwiftUI's own delegate, which forwards to the adaptor's.
  case swiftUIAppDelegate
  /// `BGAppRefreshTaskRequest(identifier:)`.
  case backgroundTaskRequest(identifier: String)
  /// `.appRefresh("id")` in `.backgroundTask(…)`.
  case backgroundTaskKind(identifier: String)
  /// `Task { … }`: its handle, to cancel it or read its value.
  case task(InterpretedTask)
  /// `UUID()`, numbered in creation order so runs are identical.
  case uuid(Int)
  /// Drawing-only values (colors, fonts, styles, alignments): accepted and carried, never read.
  case opaque(String)
}

/// An `NSError`: domain, code and user info.
struct ErrorValue {
  var domain: String
  var code: Int
  var userInfo: OrderedDictionary
  /// The Swift error it was made from, when it was bridged with `as NSError`.
  var underlying: Value?
}

/// The storage behind a property wrapper in one struct value.
///
/// Copies of the struct share the cell, as copies of a SwiftUI view share its
/// `@State`. The engine attaches the cell to the owning node's storage before the
/// node's body runs; until then it answers with its initial value.
final class WrapperCell {
  let kind: PropertyWrapperKind
  let property: String
  var initial: Value
  var attachment: WrapperAttachment?

  init(kind: PropertyWrapperKind, property: String, initial: Value) {
    self.kind = kind
    self.property = property
    self.initial = initial
  }
}

/// Where an attached wrapper reads and writes.
enum WrapperAttachment {
  /// `@State`/`@StateObject`: a box owned by a node of the App, a scene or a view.
  case box(StateBox)
  /// `@Binding`: someone else's storage.
  case binding(BindingValue)
  /// `@Environment`, `@SceneStorage`, `@AppStorage`, the delegate adaptor: resolved by the node.
  case node(GraphNode)
}

/// One `@State` value, and the nodes whose body read it (they run again when it changes).
final class StateBox {
  var value: Value
  var readerNodes: [ObjectIdentifier: WeakNode] = [:]

  init(_ value: Value) {
    self.value = value
  }
}

/// A two-way reference to a value stored elsewhere.
final class BindingValue {
  let get: () throws -> Value
  let set: (Value) throws -> Void

  init(get: @escaping () throws -> Value, set: @escaping (Value) throws -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding to a value nothing else holds (`.constant(x)`, a preview's binding).
  static func constant(_ value: Value) -> BindingValue {
    BindingValue(get: { value }, set: { _ in })
  }
}

/// `openWindow` or `dismissWindow`, bound to the window whose environment it came from.
struct EnvironmentAction {
  enum Kind { case openWindow, dismissWindow, dismiss }

  var kind: Kind
  weak var window: Window?
}
