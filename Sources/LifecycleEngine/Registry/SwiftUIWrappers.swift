import SwiftInterpreter
import Transcript

/// SwiftUI's property wrappers: each stores a cell the engine attaches to a node of the App,
/// a scene or a view, and reads and writes through it (see `AppProcess+State`).
enum SwiftUIWrappers {
  static func register(in registry: Registry) {
    wrapper(registry, "State", memberwise: .wrappedValue, doc: swiftUI("state"), settable: true, projects: true) { type in
      type.initializer("init(wrappedValue value: Value)") { call in .native(WrapperCell(kind: .state, initial: call[0])) }
      type.initializer("init(initialValue value: Value)") { call in .native(WrapperCell(kind: .state, initial: call[0])) }
      type.initializer("init()") { _ in .native(WrapperCell(kind: .state, initial: .none)) }
    }
    wrapper(registry, "StateObject", memberwise: .wrappedValue, doc: swiftUI("stateobject"), settable: false, projects: true) { type in
      type.initializer("init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)") { call in
        let cell = WrapperCell(kind: .stateObject, initial: .void)
        if case .function(let thunk) = call[0] { cell.makeInitial = thunk } else { cell.initial = call[0] }
        return .native(cell)
      }
    }
    wrapper(registry, "ObservedObject", memberwise: .wrappedValue, doc: swiftUI("observedobject"), settable: false, projects: true) { type in
      type.initializer("init(wrappedValue: ObjectType)") { call in .native(WrapperCell(kind: .observedObject, initial: call[0])) }
      type.initializer("init(initialValue: ObjectType)") { call in .native(WrapperCell(kind: .observedObject, initial: call[0])) }
    }
    wrapper(registry, "EnvironmentObject", memberwise: .none, doc: swiftUI("environmentobject"), settable: false, projects: true) { type in
      type.initializer("init()") { _ in .native(WrapperCell(kind: .environmentObject, initial: .void)) }
    }
    wrapper(registry, "Environment", memberwise: .none, doc: swiftUI("environment"), settable: false, projects: false) { type in
      type.initializer("init(_ keyPath: KeyPath<EnvironmentValues, Value>)") { call in
        guard case .keyPath(let keyPath) = call[0] else {
          if case .type(let objectType) = call[0] {
            return .native(WrapperCell(kind: .environment(key: "\(objectType.name).self"), initial: .void))
          }
          throw InterpreterError.unsupported("'@Environment' takes a key path or an Observable type", at: call.location)
        }
        // A value the registry lacks is refused where the view is made, not when first read.
        guard let first = keyPath.components.first,
          call.interpreter.registry.type(named: "EnvironmentValues")?.properties[first] != nil
        else {
          throw InterpreterError.notModelled("EnvironmentValues.\(keyPath.joined)", at: call.location)
        }
        return .native(WrapperCell(kind: .environment(key: keyPath.joined), initial: .void))
      }
      type.initializer("init<T: AnyObject>(_ objectType: T.Type)") { call in
        guard case .type(let objectType) = call[0] else { return .void }
        return .native(WrapperCell(kind: .environment(key: "\(objectType.name).self"), initial: .void))
      }
    }
    wrapper(registry, "Published", memberwise: .wrappedValue, doc: "https://developer.apple.com/documentation/combine/published",
      module: "Combine", settable: true, projects: false) { type in
      type.initializer("init(wrappedValue value: Value)") { call in .native(WrapperCell(kind: .published, initial: call[0])) }
      type.initializer("init(initialValue value: Value)") { call in .native(WrapperCell(kind: .published, initial: call[0])) }
      type.property("var projectedValue: Published<Value>.Publisher { get }",
        doc: "https://developer.apple.com/documentation/combine/published/projectedvalue") { access in
        guard let cell = access.receiver.native(as: WrapperCell.self) else { return .void }
        return .native(PublisherValue(.published(PublishedSource(cell))))
      }
    }
    wrapper(registry, "AppStorage", memberwise: .none, doc: swiftUI("appstorage"), settable: true, projects: true) { type in
      type.initializer("init(wrappedValue: Value, _ key: String)") { call in
        .native(WrapperCell(kind: .appStorage(key: try call.string(1)), initial: call[0]))
      }
    }
    wrapper(registry, "SceneStorage", memberwise: .none, doc: swiftUI("scenestorage"), settable: true, projects: true) { type in
      type.initializer("init(wrappedValue: Value, _ key: String)") { call in
        .native(WrapperCell(kind: .sceneStorage(key: try call.string(1)), initial: call[0]))
      }
    }
    wrapper(registry, "UIApplicationDelegateAdaptor", memberwise: .none, doc: swiftUI("uiapplicationdelegateadaptor"),
      settable: false, projects: false) { type in
      type.initializer("init(_ delegateType: DelegateType.Type)") { call in
        guard case .type(let delegateType) = call[0] else { return .void }
        return .native(WrapperCell(kind: .delegateAdaptor(delegateType), initial: .void))
      }
      // `@UIApplicationDelegateAdaptor var delegate: AppDelegate`: the type is the property's.
      type.initializer("init()") { _ in .native(WrapperCell(kind: .delegateAdaptor(.unknown), initial: .void)) }
    }
    wrapper(registry, "Bindable", memberwise: .wrappedValue, doc: swiftUI("bindable"), settable: false, projects: true) { type in
      type.initializer("init(wrappedValue: Value)") { call in .native(WrapperCell(kind: .bindable, initial: call[0])) }
      type.initializer("init(_ wrappedValue: Value)") { call in .native(WrapperCell(kind: .bindable, initial: call[0])) }
    }
    wrapper(registry, "Namespace", memberwise: .none, doc: swiftUI("namespace"), settable: false, projects: false) { type in
      type.initializer("init()") { _ in
        .native(WrapperCell(kind: .namespace, initial: .native(DrawingValue(typeName: "Namespace.ID", written: "Namespace.ID"))))
      }
    }
    wrapper(registry, "FocusState", memberwise: .none, doc: swiftUI("focusstate"), settable: true, projects: true) { type in
      type.initializer("init()") { _ in .native(WrapperCell(kind: .focusState, initial: .bool(false))) }
    }
    bindings(registry)
  }

  /// Declares a wrapper type: its initializers, and `wrappedValue`/`projectedValue` through the
  /// process's storage.
  private static func wrapper(
    _ registry: Registry, _ name: String, memberwise: NativeType.WrapperMemberwise, doc: String,
    module: String = "SwiftUI", settable: Bool, projects: Bool, _ build: (NativeType) -> Void
  ) {
    registry.type(name, module: module, conformances: ["DynamicProperty"], doc: doc) { type in
      type.isPropertyWrapper = true
      type.wrapperMemberwise = memberwise
      type.genericParameters = ["Value"]
      build(type)
      let setter: NativeProperty.Setter? = settable ? { receiver, value, access in
        guard let cell = receiver.native(as: WrapperCell.self) else { return }
        try access.process.write(cell, value, at: access.location)
      } : nil
      type.property(settable ? "var wrappedValue: Value { get nonmutating set }" : "var wrappedValue: Value { get }",
        get: { access in
          guard let cell = access.receiver.native(as: WrapperCell.self) else { return .void }
          return try access.process.read(cell, at: access.location)
        }, set: setter)
      if projects {
        type.property("var projectedValue: Binding<Value> { get }") { access in
          guard let cell = access.receiver.native(as: WrapperCell.self) else { return .void }
          return try access.process.projectedValue(of: cell, at: access.location)
        }
      }
    }
  }

  /// `Binding`: `$value`, `.constant(x)`, `Binding(get:set:)`, and `$model.property`.
  private static func bindings(_ registry: Registry) {
    registry.type("Binding", module: "SwiftUI", conformances: ["DynamicProperty"], doc: swiftUI("binding")) { type in
      type.isPropertyWrapper = true
      type.wrapperMemberwise = .wrapper
      type.genericParameters = ["Value"]
      type.initializer("init(get: @escaping () -> Value, set: @escaping (Value) -> Void)") { call in
        let interpreter = call.interpreter, location = call.location
        let getter = try call.function(0), setter = try call.function(1)
        return .native(BindingValue(
          get: { try interpreter.call(getter, [], at: location) },
          set: { _ = try interpreter.call(setter, [$0], at: location) }))
      }
      type.initializer("init(projectedValue: Binding<Value>)") { call in call[0] }
      type.staticMethod("static func constant(_ value: Value) -> Binding<Value>") { call in
        .native(BindingValue.constant(call[0]))
      }
      type.property("var wrappedValue: Value { get nonmutating set }", get: { access in
        guard let binding = access.receiver.native(as: BindingValue.self) else { return .void }
        return try binding.get()
      }, set: { receiver, value, _ in
        try receiver.native(as: BindingValue.self)?.set(value)
      })
      type.property("var projectedValue: Binding<Value> { get }") { access in access.receiver }
      type.dynamicMember = { access, name in
        // `$model.volume`: a binding to a property of the value the binding reaches.
        guard let binding = access.receiver.native(as: BindingValue.self) else { return nil }
        let interpreter = access.interpreter, location = access.location
        let base = try binding.get()
        switch base {
        case .structure, .object, .some: break
        default: return nil
        }
        return .native(BindingValue(
          get: { try interpreter.getMember(try binding.get(), name, at: location) },
          set: { newValue in
            var target = try binding.get()
            try interpreter.setMember(&target, name, newValue, at: location)
            if case .object = target { return }
            try binding.set(target)
          }))
      }
    }
    registry.type("DynamicProperty", module: "SwiftUI", kind: .protocolType, doc: swiftUI("dynamicproperty"))
  }
}
