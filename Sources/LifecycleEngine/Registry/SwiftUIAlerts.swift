import SwiftInterpreter
import Transcript

/// Alerts and confirmation dialogs, presented by a Boolean binding and ended by a tap on one of
/// their actions.
///
/// Rules: while the binding is `true` the alert is in front (what the screen shows and what
/// taps reach, as a sheet); "when the user presses or taps one of the alert's actions, the
/// system sets this value to `false` and dismisses" (Apple, View.alert(_:isPresented:actions:)),
/// and likewise for a dialog's actions (Apple, View.confirmationDialog(_:isPresented:
/// titleVisibility:actions:)). The action runs first, then the binding is set to `false` (the
/// order is not observable unless the action reads the binding). On the screen an alert shows
/// its title, its message, then its actions; a dialog its actions, with its title only when
/// `titleVisibility` is `.visible` (our choice: with `.automatic` whether iOS shows it is not
/// documented). Not modelled, each a located error: no actions (the system's own "OK"), views
/// of the program among the actions, a `Cancel` the system adds to a dialog.
enum SwiftUIAlerts {
  static func register(_ type: NativeType) {
    // Each with a title written as a string or as a `Text`.
    for title in ["String", "Text"] {
      type.method("func alert(_ title: \(title), isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View",
        doc: swiftUI("view/alert(_:ispresented:actions:)")) { call in
        try present(call, "alert", title: try titleText(call), titleShown: true, binding: call[1], actions: 2, message: nil)
      }
      type.method("func alert(_ title: \(title), isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View",
        doc: swiftUI("view/alert(_:ispresented:actions:message:)")) { call in
        try present(call, "alert", title: try titleText(call), titleShown: true, binding: call[1], actions: 2, message: 3)
      }
      // With data (Apple, alert(_:isPresented:presenting:actions:message:): "For the alert to
      // appear, both isPresented must be true and data must not be nil"; "The system passes the
      // contents to the modifier's closures").
      type.method("func alert<A: View, T>(_ title: \(title), isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View",
        doc: swiftUI("view/alert(_:ispresented:presenting:actions:)")) { call in
        try present(call, "alert", title: try titleText(call), titleShown: true, binding: call[1], actions: 3, message: nil, data: call[2])
      }
      type.method("func alert<A: View, M: View, T>(_ title: \(title), isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View",
        doc: swiftUI("view/alert(_:ispresented:presenting:actions:message:)")) { call in
        try present(call, "alert", title: try titleText(call), titleShown: true, binding: call[1], actions: 3, message: 4, data: call[2])
      }
      type.method("func confirmationDialog(_ title: \(title), isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View",
        doc: swiftUI("view/confirmationdialog(_:ispresented:titlevisibility:actions:)")) { call in
        try present(call, "confirmationDialog", title: try titleText(call), titleShown: visible(call[2]), binding: call[1], actions: 3, message: nil)
      }
      type.method("func confirmationDialog(_ title: \(title), isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View",
        doc: swiftUI("view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)")) { call in
        try present(call, "confirmationDialog", title: try titleText(call), titleShown: visible(call[2]), binding: call[1], actions: 3, message: 4)
      }
    }
  }

  /// The title's text: a string, or what a `Text` shows.
  private static func titleText(_ call: NativeCall) throws -> String {
    if case .native(let native) = call[0], native is ViewValue {
      guard case .text(let text) = try Content.view(call[0], call.interpreter, at: call.location) else {
        throw InterpreterError.unsupported("lesson-runner does not model a title that is not plain text", at: call.location)
      }
      return text
    }
    return try call.text(0)
  }

  private static func visible(_ value: Value) -> Bool {
    value.native(as: DrawingValue.self)?.written.hasSuffix("visible") == true
  }

  private static func present(
    _ call: NativeCall, _ name: String, title: String, titleShown: Bool, binding value: Value, actions: Int, message: Int?,
    data: Value? = nil
  ) throws -> Value {
    guard let binding = value.native(as: BindingValue.self) else {
      throw InterpreterError.notModelled("'.\(name)' with \(TypeNames.describe(value))", at: call.location)
    }
    // The data handed to the closures; nil data means no alert, whatever the binding says.
    var arguments: [Value]? = []
    if let data { arguments = data.isNil ? nil : [data.unwrapped ?? data] }
    var content: ViewContent?
    if let arguments, try binding.get().asBool == true {
      let buttons = try dismissing(try call.build(actions, arguments), binding: binding, call: call, name: name)
      guard buttons.hasButton else {
        throw InterpreterError.unsupported("lesson-runner does not model an '.\(name)' without actions (the system's own button)", at: call.location)
      }
      var items: [ViewContent] = []
      if titleShown { items.append(.text(title)) }
      if let message, name == "alert" || titleShown { items.append(try call.build(message, arguments)) }
      content = .container(name, items + [buttons])
    }
    let spec = PresentationSpec(kind: name, content: content, onDismiss: nil, binding: binding, endValue: .bool(false))
    return Content.viewValue(.modified(try call.receiverView(), .presentation(spec)), "ModifiedContent")
  }

  /// The actions as buttons that, once their action has run, set the binding to `false`.
  private static func dismissing(_ content: ViewContent, binding: BindingValue, call: NativeCall, name: String) throws -> ViewContent {
    switch content {
    case .button(let label, let action):
      let location = call.location
      let wrapped = call.interpreter.builtinFunction("\(name) action") { _, interpreter, _ in
        if let action { _ = try interpreter.call(action, [], at: location) }
        try binding.set(.bool(false))
        return .void
      }
      guard case .function(let function) = wrapped else { return content }
      return .button(label: label, action: function)
    case .container(let kind, let items):
      return .container(kind, try items.map { try dismissing($0, binding: binding, call: call, name: name) })
    case .forEach(let items):
      return .forEach(try items.map { ForEachItem(id: $0.id, content: try dismissing($0.content, binding: binding, call: call, name: name)) })
    case .conditional(let branch, let inner):
      return .conditional(branch: branch, try dismissing(inner, binding: binding, call: call, name: name))
    case .modified(let inner, let modifier):
      return .modified(try dismissing(inner, binding: binding, call: call, name: name), modifier)
    case .empty, .text, .leaf:
      return content
    case .user, .customModifier, .navigationStack, .tabView:
      throw InterpreterError.unsupported("lesson-runner does not model views of the program among an '.\(name)''s actions", at: call.location)
    }
  }
}

extension ViewContent {
  /// Whether it holds a button.
  fileprivate var hasButton: Bool {
    switch self {
    case .button: true
    case .container(_, let items): items.contains(where: \.hasButton)
    case .forEach(let items): items.contains { $0.content.hasButton }
    case .conditional(_, let inner), .modified(let inner, _): inner.hasButton
    default: false
    }
  }
}
