/// What a view builder produced: a description of interface, not yet bound to state.
///
/// The view graph walks it to find the program's views (`user`), which own
/// state and run their own bodies, and the modifiers that act (`onAppear`,
/// `onChange`, `task` …); everything else is drawn and only its text is kept.
indirect enum ViewContent {
  case empty
  case text(String)
  case button(label: ViewContent, action: Function?)
  /// A stack, list, scroll view, group, or any view with content the engine draws as its children.
  case container(String, [ViewContent])
  case forEach([ForEachItem])
  /// One branch of an `if`/`switch` in a builder; `branch` is -1 when no branch produced content.
  case conditional(branch: Int, ViewContent)
  /// A view the program declares, as its initializer made it.
  case user(StructValue)
  case modified(ViewContent, ViewModifier)
  /// Drawn but without text: an image, a color, a shape, a view the program does not define.
  case leaf(String)

  var typeName: String {
    switch self {
    case .empty: "EmptyView"
    case .text: "Text"
    case .button: "Button"
    case .container(let name, _): name
    case .forEach: "ForEach"
    case .conditional(_, let inner): inner.typeName
    case .user(let value): value.type.name
    case .modified(let inner, _): inner.typeName
    case .leaf(let name): name
    }
  }
}

struct ForEachItem {
  var id: Value
  var content: ViewContent
}

/// A view modifier that does something (the rest are drawn and forgotten).
enum ViewModifier {
  case onAppear(Function)
  case onDisappear(Function)
  /// `onChange(of:initial:)`: the value as the body saw it, and the action.
  case onChange(value: Value, action: Function, initial: Bool)
  /// `.task { … }` / `.task(id:) { … }`.
  case task(Function, id: Value?)
  /// `.onReceive(NotificationCenter.default.publisher(for: name)) { … }`, or a timer's publisher.
  case onReceive(Publisher, action: Function)
  /// `.environment(\.key, value)` or `.environment(object)`, for the content below.
  case environment(key: String, value: Value)
  /// `.id(value)`: the content's identity; a new value makes a new view.
  case identity(Value)
  /// `.onTapGesture { … }`: the content can be tapped, by its text, like a button.
  case tapGesture(Function)
  /// Anything that only changes how content looks.
  case visual(String)
}

/// What `onReceive` listens to.
enum Publisher: Equatable {
  case notification(String)
  /// Fires every so many seconds on the main run loop (so not while the app is suspended).
  case timer(seconds: Double)
}

/// What a scene builder produced.
indirect enum SceneContent {
  case windowGroup(WindowGroupSpec)
  /// A scene type the program declares.
  case custom(StructValue)
  case modified(SceneContent, SceneModifier)
  case group([SceneContent])
  /// `Settings`, `DocumentGroup`, … : accepted, and without windows on iOS.
  case other(String)

  var typeName: String {
    switch self {
    case .windowGroup: "WindowGroup"
    case .custom(let value): value.type.name
    case .modified(let inner, _): inner.typeName
    case .group: "TupleScene"
    case .other(let name): name
    }
  }
}

/// `WindowGroup { … }`, `WindowGroup(for: String.self) { $value in … }`, `Window("…", id:) { … }`.
struct WindowGroupSpec {
  var id: String?
  /// The type named in `for:`, when windows are opened for values.
  var valueType: String?
  var content: Function
  /// `Window` makes one window at most.
  var isSingleWindow: Bool
}

enum SceneModifier {
  case onChange(value: Value, action: Function, initial: Bool)
  /// `.backgroundTask(.appRefresh("id")) { … }`.
  case backgroundTask(identifier: String, action: Function)
  /// `.environment(object)` on a scene: every window's views below can read it.
  case environment(key: String, value: Value)
  case visual(String)
}
