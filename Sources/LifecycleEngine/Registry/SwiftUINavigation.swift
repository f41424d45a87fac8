import SwiftInterpreter
import Transcript

/// Navigation: `NavigationStack` (and the older `NavigationView`), `NavigationLink`s that push
/// when tapped, and `navigationDestination(for:)` (see `NavigationState` for the rules).
enum SwiftUINavigation {
  static func register(in registry: Registry) {
    for name in ["NavigationStack", "NavigationView"] {
      registry.type(name, module: "SwiftUI", conformances: ["View"], doc: swiftUI(name.lowercased())) { type in
        type.initializer("init(@ViewBuilder root: () -> Content)") { call in
          Content.viewValue(.navigationStack(try call.build(0)), name)
        }
        guard name == "NavigationStack" else { return }
        type.initializer("init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Content)",
          doc: swiftUI("navigationstack/init(path:root:)")) { call in
          // The binding reaches the stack as an environment value of its own (see `NavigationState.path`).
          guard call[0].native(as: BindingValue.self) != nil else {
            throw InterpreterError.notModelled("'NavigationStack(path:)' with \(TypeNames.describe(call[0]))", at: call.location)
          }
          let stack = ViewContent.navigationStack(try call.build(1))
          return Content.viewValue(.modified(stack, .environment(key: NavigationState.pathKey, value: call[0])), name)
        }
      }
    }
    registry.type("NavigationLink", module: "SwiftUI", conformances: ["View"], doc: swiftUI("navigationlink")) { type in
      type.initializer("init<Destination: View>(_ title: String, destination: Destination)") { call in
        try link(call, label: .text(try call.text(0)), push: .content(try call.view(1)))
      }
      type.initializer("init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination)") { call in
        try link(call, label: .text(try call.text(0)), push: .content(try call.build(1)))
      }
      type.initializer("init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label)") { call in
        try link(call, label: try call.build(1), push: .content(try call.view(0)))
      }
      type.initializer("init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)") { call in
        try link(call, label: try call.build(1), push: .content(try call.build(0)))
      }
      type.initializer("init<P: Hashable>(_ title: String, value: P?)") { call in
        try link(call, label: .text(try call.text(0)), push: call[1].isNil ? nil : .value(call[1].unwrapped ?? call[1]))
      }
      type.initializer("init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label)") { call in
        try link(call, label: try call.build(1), push: call[0].isNil ? nil : .value(call[0].unwrapped ?? call[0]))
      }
    }
    registry.type("View", module: "SwiftUI", kind: .protocolType, doc: swiftUI("view")) { type in
      type.method("func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View",
        doc: swiftUI("view/navigationdestination(for:destination:)")) { call in
        guard case .type(let presented) = call[0] else { return call.receiver }
        let modifier = ViewModifier.navigationDestination(typeName: presented.name, try call.function(1))
        return Content.viewValue(.modified(try call.receiverView(), modifier), "ModifiedContent")
      }
      type.method("func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View",
        doc: swiftUI("view/navigationdestination(ispresented:destination:)")) { call in
        guard let binding = call[0].native(as: BindingValue.self) else {
          throw InterpreterError.notModelled("'navigationDestination(isPresented:)' with \(TypeNames.describe(call[0]))", at: call.location)
        }
        // The destination is made while the binding is true, as the body that holds it runs.
        let content = try binding.get().asBool == true ? try call.build(1) : nil
        let modifier = ViewModifier.presentedDestination(binding: binding, content: content)
        return Content.viewValue(.modified(try call.receiverView(), modifier), "ModifiedContent")
      }
    }
  }

  /// A link: drawn as its label, and a button that pushes onto the stack of the window whose
  /// view made it (a link with a nil value does nothing: Apple, NavigationLink(value:label:)).
  private static func link(_ call: NativeCall, label: ViewContent, push entry: NavigationState.Entry?) throws -> Value {
    let process = try call.process
    let location = call.location
    // Made by a view's body, or by a window's content closure itself (`WindowGroup {
    // NavigationStack { … } }`): the window that content is for.
    weak let window = (process.currentReader as? ViewNode)?.window ?? process.windowBeingRendered
    let follow = call.interpreter.builtinFunction("NavigationLink") { [weak process] _, _, _ in
      guard let process, let entry, let window else { return .void }
      try process.push(entry, in: window, at: location)
      return .void
    }
    guard case .function(let action) = follow else { return .void }
    return Content.viewValue(.button(label: label, action: action), "NavigationLink")
  }
}
