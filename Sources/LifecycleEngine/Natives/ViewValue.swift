import SwiftInterpreter
import Transcript

/// What a view builder produced: a description of interface, not yet bound to state.
///
/// The view graph walks it to find the program's views (`user`), which own state and run
/// their own bodies, and the modifiers that act (`onAppear`, `onChange`, `task` …);
/// everything else is drawn and only its text is kept.
indirect enum ViewContent {
  case empty
  case text(String)
  case button(label: ViewContent, action: FunctionValue?)
  /// A stack, list, scroll view, group, or any view with content the engine draws as its children.
  case container(String, [ViewContent])
  case forEach([ForEachItem])
  /// One branch of an `if`/`switch` in a builder; `branch` is -1 when no branch produced content.
  case conditional(branch: Int, ViewContent)
  /// A view the program declares, as its initializer made it.
  case user(StructValue)
  case modified(ViewContent, ViewModifier)
  /// A `ViewModifier` of the program applied with `.modifier(…)` to some content: like a view
  /// of the program it has its own node (its `@State`, its `@Environment` reads), whose body is
  /// `body(content:)` (Apple, ViewModifier: "a modifier that you apply to a view … producing a
  /// different version of the original value").
  case customModifier(StructValue, content: ViewContent)
  /// `NavigationStack { root }`: the root, under the views pushed on the window's stack.
  case navigationStack(ViewContent)
  /// `TabView`: its tabs, one shown at a time.
  case tabView(TabViewSpec)
  /// Drawn but without text: an image, a color, a shape.
  case leaf(String)
}

struct ForEachItem {
  var id: Value
  var content: ViewContent
}

/// A view modifier that does something (the rest are drawn and forgotten).
enum ViewModifier {
  case onAppear(FunctionValue)
  case onDisappear(FunctionValue)
  /// `onChange(of:initial:)`: the value as the body saw it, and the action.
  case onChange(value: Value, action: FunctionValue, initial: Bool)
  /// `.task { … }` / `.task(id:) { … }`.
  case task(FunctionValue, id: Value?)
  /// `.onReceive(publisher) { … }`.
  case onReceive(Publisher, action: FunctionValue)
  /// `.environment(\.key, value)` or `.environment(object)`, for the content below.
  case environment(key: String, value: Value)
  /// `.id(value)`: the content's identity; a new value makes a new view.
  case identity(Value)
  /// `.onTapGesture { … }`: the content can be tapped, by its text, like a button.
  case tapGesture(FunctionValue)
  /// Anything that only changes how content looks.
  case visual(String)
  /// `.sheet(isPresented:)`, `.sheet(item:)`, `.fullScreenCover(…)`: content shown in front.
  case presentation(PresentationSpec)
  /// `.tabItem { Label(…) }` and `.tag(value)`: a TabView's child's label and selection value.
  case tabItem(ViewContent)
  case tag(Value)
  /// `.refreshable { … }`: what a pull to refresh runs.
  case refreshable(FunctionValue)
  /// `.navigationDestination(for: T.self) { value in … }`: what a pushed `T` shows.
  case navigationDestination(typeName: String, FunctionValue)
  /// `.navigationDestination(isPresented: $flag) { … }`: a view pushed while the binding is true.
  case presentedDestination(binding: BindingValue, content: ViewContent?)
  /// `.overlay { … }`, `.background { … }`, `.toolbar { … }`, `.safeAreaInset { … }`: views
  /// shown with the content they decorate.
  case secondary(SecondaryContent)
  /// `.onOpenURL { … }`, `.onContinueUserActivity(type) { … }`: what a link or an activity the
  /// scene receives runs (see `ExternalEventHandler`).
  case externalEvent(ExternalEventHandler)
}

/// A `TabView`: its tabs (each child with its `.tabItem` label and `.tag`) and its selection.
struct TabViewSpec {
  struct Tab {
    var tag: Value?
    var label: String
    var content: ViewContent
  }

  var tabs: [Tab]
  /// `TabView(selection: $tab)`; nil: the TabView keeps its own selection.
  var selection: BindingValue?
}

/// A sheet or cover as the presenting view's body left it: its content while it is shown.
struct PresentationSpec {
  /// `sheet` or `fullScreenCover`: the place of its content in the view graph.
  var kind: String
  /// What the sheet shows; nil while it is not presented.
  var content: ViewContent?
  var onDismiss: FunctionValue?
  /// The binding that presents it, and the value that ends it (`false`, or `nil` for an item).
  var binding: BindingValue
  var endValue: Value
  /// Where the program applied it (for errors about what it covers).
  var location: SourceLocation? = nil
}

/// What `onReceive` listens to.
enum Publisher: Equatable {
  case notification(String)
  /// Fires every so many seconds on the main run loop (so not while the app is suspended).
  case timer(seconds: Double)
  /// `$property` of an `ObservableObject`'s `@Published` property (see `PublishedSubscribers`).
  case published(PublishedSource)
}

/// A piece of SwiftUI interface as a value of the program (`Text("Hi").padding()`).
final class ViewValue: NativeValue {
  let content: ViewContent
  let typeName: String

  init(_ content: ViewContent, typeName: String) {
    self.content = content
    self.typeName = typeName
  }

  /// Views are not printed by lessons; Swift would print a long generic description.
  var description: String? { nil }
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
}

/// `WindowGroup { … }`, `WindowGroup(for: String.self) { $value in … }`, `Window("…", id:) { … }`.
struct WindowGroupSpec {
  var id: String?
  /// The type named in `for:`, when windows are opened for values.
  var valueType: SwiftType?
  var content: FunctionValue
  /// `Window` makes one window at most.
  var isSingleWindow: Bool
}

enum SceneModifier {
  case onChange(value: Value, action: FunctionValue, initial: Bool)
  /// `.backgroundTask(.appRefresh("id")) { … }`.
  case backgroundTask(identifier: String, action: FunctionValue)
  /// `.environment(object)` on a scene: every window's views below can read it.
  case environment(key: String, value: Value)
  case visual(String)
}

/// A scene as a value of the program (`WindowGroup { … }.onChange(of:) { … }`).
final class SceneValue: NativeValue {
  let content: SceneContent
  let typeName: String

  init(_ content: SceneContent, typeName: String) {
    self.content = content
    self.typeName = typeName
  }

  var description: String? { nil }
}
