import SwiftInterpreter
import Transcript

/// `ForEach` and data-driven `List`s: one piece of content per element, known by its id.
extension SwiftUIViews {
  static func lists(_ registry: Registry) {
    registry.type("ForEach", module: "SwiftUI", conformances: ["View"], doc: swiftUI("foreach")) { type in
      type.initializer("init<Data>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)") { call in
        Content.viewValue(.forEach(try items(call, data: 0, id: call[1], body: 2)), "ForEach")
      }
      type.initializer("init<Data>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)") { call in
        Content.viewValue(.forEach(try items(call, data: 0, id: nil, body: 1)), "ForEach")
      }
    }
    registry.type("List", module: "SwiftUI", conformances: ["View"], doc: swiftUI("list")) { type in
      type.initializer("init<Data>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)") { call in
        Content.viewValue(.container("List", [.forEach(try items(call, data: 0, id: call[1], body: 2))]), "List")
      }
      type.initializer("init<Data>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)") { call in
        Content.viewValue(.container("List", [.forEach(try items(call, data: 0, id: nil, body: 1))]), "List")
      }
    }
  }

  /// Each element's content and identity: by the key path given, by `id` for `Identifiable`
  /// elements of the program, by the element itself for a range.
  private static func items(_ call: NativeCall, data: Int, id: Value?, body: Int) throws -> [ForEachItem] {
    let interpreter = call.interpreter
    let source = call[data]
    let elements = try SwiftUIListEditing.elements(of: source, interpreter, at: call.location)
    let content = try call.function(body)
    return try elements.map { element, argument in
      var identity = element
      if case .keyPath(let keyPath)? = id {
        identity = try interpreter.apply(keyPath, to: element, at: call.location)
      } else if case .range = source {
        identity = element
      } else if id == nil, case .structure = element {
        identity = try interpreter.getMember(element, "id", at: call.location)
      } else if id == nil, case .object = element {
        identity = try interpreter.getMember(element, "id", at: call.location)
      }
      let built = try interpreter.call(content, [argument], at: call.location)
      return ForEachItem(id: identity, content: try Content.view(built, interpreter, at: call.location))
    }
  }

  /// Views drawn without text of their own: images, spacers, shapes, fields, pickers' rows.
  static func leaves(_ registry: Registry) {
    let leaves: [(String, [String])] = [
      ("Image", ["init(_ name: String)", "init(systemName: String)"]),
      ("Spacer", ["init(minLength: CGFloat? = nil)"]),
      ("Divider", ["init()"]),
      ("EmptyView", ["init()"]),
      ("Circle", ["init()"]), ("Rectangle", ["init()"]), ("Capsule", ["init()"]), ("Ellipse", ["init()"]),
      ("RoundedRectangle", ["init(cornerRadius: CGFloat)"]),
      ("TextField", ["init(_ title: String, text: Binding<String>)", "init(_ title: String, text: Binding<String>, axis: Axis)"]),
      ("SecureField", ["init(_ title: String, text: Binding<String>)"]),
      ("TextEditor", ["init(text: Binding<String>)"]),
      ("Slider", ["init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)", "init<V>(value: Binding<V>)"]),
      ("DatePicker", ["init(_ title: String, selection: Binding<Date>)"]),
      ("ColorPicker", ["init(_ title: String, selection: Binding<Color>)"]),
    ]
    for (name, initializers) in leaves {
      registry.type(name, module: "SwiftUI", conformances: ["View"], doc: swiftUI(name.lowercased())) { type in
        for signature in initializers {
          type.initializer(signature) { _ in
            Content.viewValue(name == "EmptyView" ? .empty : .leaf(name), name)
          }
        }
      }
    }
    registry.type("AnyView", module: "SwiftUI", conformances: ["View"], doc: swiftUI("anyview")) { type in
      type.initializer("init<V: View>(_ view: V)") { call in Content.viewValue(try call.view(0), "AnyView") }
    }
  }
}
