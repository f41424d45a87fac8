import SwiftInterpreter
import Transcript

/// Presentations: sheets and full-screen covers shown and ended through their bindings;
/// alerts and dialogs (`SwiftUIAlerts`); popovers are sheets on iPhone, and on iPad accepted
/// while nothing is shown, and an error naming them when shown (the engine does not model them).
enum SwiftUIPresentations {
  static func register(_ type: NativeType) {
    for name in ["sheet", "fullScreenCover"] {
      type.method("func \(name)(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View",
        doc: swiftUI("view/\(name.lowercased())(ispresented:ondismiss:content:)")) { call in
        try presentation(call, name, binding: call[0], onDismiss: call[1], content: 2, isItem: false)
      }
      type.method("func \(name)<Item: Identifiable>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View",
        doc: swiftUI("view/\(name.lowercased())(item:ondismiss:content:)")) { call in
        try presentation(call, name, binding: call[0], onDismiss: call[1], content: 2, isItem: true)
      }
    }
    // On iPhone a popover is a sheet (Apple, presentationCompactAdaptation(horizontal:vertical:):
    // "a popover presentation over a horizontally-compact view uses a sheet appearance by
    // default"); an iPad's full-screen window is not compact, and a real popover (dismissed by a
    // tap outside it) is not modelled.
    type.method("func popover(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View",
      doc: swiftUI("view/popover(ispresented:attachmentanchor:arrowedge:content:)")) { call in
      guard try isCompact(call) else { return try refused(call, "popover", isPresented: call[0]) }
      return try presentation(call, "popover", binding: call[0], onDismiss: .none, content: 1, isItem: false)
    }
    type.method("func popover<Item: Identifiable>(item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content) -> some View",
      doc: swiftUI("view/popover(item:attachmentanchor:arrowedge:content:)")) { call in
      guard try isCompact(call) else { return try refused(call, "popover", isPresented: call[0]) }
      return try presentation(call, "popover", binding: call[0], onDismiss: .none, content: 1, isItem: true)
    }
    SwiftUIAlerts.register(type)
  }

  /// A sheet: while its binding holds `true` (or an item) its content is built and shown in
  /// front; `dismiss()` inside it, or the program, sets the binding back (Apple,
  /// View.sheet(isPresented:onDismiss:content:): "a sheet when a binding to a Boolean value
  /// that you provide is true").
  private static func presentation(
    _ call: NativeCall, _ name: String, binding value: Value, onDismiss: Value, content index: Int, isItem: Bool
  ) throws -> Value {
    guard let binding = value.native(as: BindingValue.self) else {
      throw InterpreterError.notModelled("'.\(name)' with \(TypeNames.describe(value))", at: call.location)
    }
    let current = try binding.get()
    var content: ViewContent?
    if isItem {
      if let item = current.unwrapped, !current.isNil { content = try call.build(index, [item]) }
    } else if current.asBool == true {
      content = try call.build(index)
    }
    var dismissAction: FunctionValue?
    if case .function(let function) = onDismiss.unwrapped ?? onDismiss { dismissAction = function }
    let spec = PresentationSpec(
      kind: name, content: content, onDismiss: dismissAction, binding: binding, endValue: isItem ? .none : .bool(false),
      location: call.location)
    return Content.viewValue(.modified(try call.receiverView(), .presentation(spec)), "ModifiedContent")
  }

  /// Whether the window is horizontally compact: an iPhone's (an iPad's full-screen window is not).
  private static func isCompact(_ call: NativeCall) throws -> Bool {
    try !call.process.device.configuration.device.supportsMultipleWindows
  }

  private static func refused(_ call: NativeCall, _ name: String, isPresented: Value) throws -> Value {
    if let binding = isPresented.native(as: BindingValue.self) {
      let value = try binding.get()
      if value.asBool ?? !value.isNil {
        throw InterpreterError.unsupported("lesson-runner does not model presenting a view with '.\(name)'", at: call.location)
      }
    }
    return Content.viewValue(.modified(try call.receiverView(), .visual(name)), "ModifiedContent")
  }
}
