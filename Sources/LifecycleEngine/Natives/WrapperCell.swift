import SwiftInterpreter

/// The storage behind one of SwiftUI's property wrappers in one struct value (`@State var
/// beans`), as the registry's wrapper types make it.
///
/// Copies of the struct share the cell, as copies of a SwiftUI view share its `@State`. The
/// engine attaches the cell to the owning node's storage before the node's body runs; until
/// then it answers with its initial value.
final class WrapperCell: NativeValue {
  let kind: PropertyWrapperKind
  /// The property's name, set when the cell is attached.
  var property = ""
  /// The value before attachment (or the wrapped object of `@ObservedObject`).
  var initial: Value
  /// `@StateObject`'s `@autoclosure`: the object is made when the node first needs it.
  var makeInitial: FunctionValue?
  var attachment: WrapperAttachment?
  /// The node it was attached to left the hierarchy: its box is detached, and a read is refused
  /// until the value is attached again (never answered with the initial value).
  var hasLeft = false
  /// `@StateObject` of a view that left: its box, kept for the `onDisappear` actions of that
  /// leaving (see `DepartingStateObjects`).
  var departingBox: StateBox?
  /// `@EnvironmentObject`: the environment key of the property's type (`Settings.self`).
  var objectKey: String?
  /// `@Published`: what receives its values (`onReceive($items)`, `$items.sink { … }`).
  var subscribers: [PublishedSubscriber] = []
  /// `@Published`: the object it is a property of, once a view subscribed to that object.
  weak var owner: ObjectValue?
  /// What the latest body that read the cell saw, and what the body before it saw: the
  /// deprecated one-parameter `onChange` reads the property as the view was before its update.
  private(set) var bodyRead: Value?
  private(set) var previousBodyRead: Value?
  private var bodyReadEvaluation = -1

  /// Forgets what bodies read: a `@StateObject` whose view left must not be kept alive by the
  /// cell, which a copy of the view value (a navigation link's destination) may still hold.
  func forgetBodyReads() {
    bodyRead = nil
    previousBodyRead = nil
  }

  /// Notes a read made while a body ran (`evaluation` numbers the body evaluations).
  func noteBodyRead(_ value: Value, evaluation: Int) {
    if evaluation != bodyReadEvaluation {
      previousBodyRead = bodyRead
      bodyReadEvaluation = evaluation
    }
    bodyRead = value
  }

  init(kind: PropertyWrapperKind, initial: Value) {
    self.kind = kind
    self.initial = initial
  }

  var typeName: String { kind.typeName }
  var description: String? { nil }
}

/// Which of SwiftUI's property wrappers a cell is.
enum PropertyWrapperKind {
  case state, stateObject, observedObject, binding, published, bindable, namespace, focusState
  /// `@Environment(\.scenePhase)`, `@Environment(Model.self)`: the key it reads.
  case environment(key: String)
  /// `@EnvironmentObject var settings: Settings`: read by the property's type.
  case environmentObject
  case sceneStorage(key: String)
  case appStorage(key: String)
  /// `@UIApplicationDelegateAdaptor(AppDelegate.self)`.
  case delegateAdaptor(SwiftType)

  var typeName: String {
    switch self {
    case .state: "State"
    case .stateObject: "StateObject"
    case .observedObject: "ObservedObject"
    case .binding: "Binding"
    case .published: "Published"
    case .bindable: "Bindable"
    case .namespace: "Namespace"
    case .focusState: "FocusState"
    case .environment: "Environment"
    case .environmentObject: "EnvironmentObject"
    case .sceneStorage: "SceneStorage"
    case .appStorage: "AppStorage"
    case .delegateAdaptor: "UIApplicationDelegateAdaptor"
    }
  }

  /// Whether the cell's value lives in a box owned by its node (`@State`, `@StateObject`).
  var isOwnedByNode: Bool {
    switch self {
    case .state, .stateObject, .namespace, .focusState: true
    default: false
    }
  }
}

/// Where an attached wrapper reads and writes.
enum WrapperAttachment {
  /// `@State`/`@StateObject`: a box owned by a node of the App, a scene or a view.
  case box(StateBox)
  /// `@Binding`: someone else's storage.
  case binding(BindingValue)
  /// `@Environment`, `@SceneStorage`, `@AppStorage`, the delegate adaptor: resolved by the node.
  /// Held weakly: the node holds the view that holds the cell, and a view that left must go.
  case node(WeakNode)
}

/// One `@State` value, and the nodes whose body read it (they run again when it changes).
final class StateBox {
  var value: Value
  var readerNodes: [ObjectIdentifier: WeakNode] = [:]

  init(_ value: Value) {
    self.value = value
  }
}

/// A two-way reference to a value stored elsewhere: `Binding<Value>`.
final class BindingValue: NativeValue {
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

  var typeName: String { "Binding" }
  var description: String? { nil }
}

/// `openWindow`, `dismissWindow` or `dismiss`, bound to the window whose environment it came from.
final class EnvironmentActionValue: NativeValue {
  enum Kind { case openWindow, dismissWindow, dismiss }

  let kind: Kind
  weak var window: Window?
  /// `dismiss` inside a sheet: ends that presentation rather than the window (Apple,
  /// DismissAction: "dismiss the current presentation").
  var presentation: PresentationSpec?
  /// `dismiss` in a view pushed on the window's `NavigationStack`: its place on the stack (Apple,
  /// DismissAction: "Pop the current view from a NavigationStack").
  var stackIndex: Int?

  init(kind: Kind, window: Window?, presentation: PresentationSpec? = nil, stackIndex: Int? = nil) {
    self.kind = kind
    self.window = window
    self.presentation = presentation
    self.stackIndex = stackIndex
  }

  var typeName: String {
    switch kind {
    case .openWindow: "OpenWindowAction"
    case .dismissWindow: "DismissWindowAction"
    case .dismiss: "DismissAction"
    }
  }

  var description: String? { nil }
}

/// `ScenePhase`: `.background` until a scene connects; never skips `.inactive`.
enum ScenePhase: String {
  case background, inactive, active

  /// The phase as a value of the registry's `ScenePhase` enum.
  func value(in registry: Registry) -> Value {
    guard let type = registry.type(named: "ScenePhase"), let index = type.caseIndex(named: rawValue) else { return .void }
    return .enumCase(EnumValue(type: .native(type, arguments: []), caseIndex: index, name: rawValue))
  }

  /// The App's (or a scene's) reading of several windows: active if any is, else inactive if
  /// any is, else background (Apple, ScenePhase: "an aggregate value").
  static func aggregate(_ phases: [ScenePhase]) -> ScenePhase {
    if phases.contains(.active) { return .active }
    if phases.contains(.inactive) { return .inactive }
    return .background
  }
}
