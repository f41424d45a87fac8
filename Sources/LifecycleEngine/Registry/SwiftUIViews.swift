import SwiftInterpreter
import Transcript

/// SwiftUI's views: text and buttons (which the screen shows and taps reach), containers
/// (drawn as their children), `ForEach`, and views drawn without text.
enum SwiftUIViews {
  static func register(in registry: Registry) {
    registry.type("View", module: "SwiftUI", kind: .protocolType, doc: swiftUI("view")) { type in
      type.requirements["body"] = NativeType.Requirement(builder: "ViewBuilder")
    }
    registry.type("Text", module: "SwiftUI", conformances: ["View", "Equatable"], doc: swiftUI("text")) { type in
      type.initializer("init(_ content: String)") { call in Content.viewValue(.text(try call.text(0)), "Text") }
      type.initializer("init(verbatim content: String)") { call in Content.viewValue(.text(try call.text(0)), "Text") }
      type.initializer("init(_ date: Date, style: Text.DateStyle)") { call in
        Content.viewValue(.text(try call.text(0)), "Text")
      }
      type.staticMethod("static func + (lhs: Text, rhs: Text) -> Text") { call in
        guard case .text(let a) = try call.view(0), case .text(let b) = try call.view(1) else {
          return Content.viewValue(.container("Text", [try call.view(0), try call.view(1)]), "Text")
        }
        return Content.viewValue(.text(a + b), "Text")
      }
    }
    registry.type("Text.DateStyle", module: "SwiftUI", doc: swiftUI("text/datestyle")) { $0.isDrawingOnly = true }
    buttons(registry)
    containers(registry)
    lists(registry)
    leaves(registry)
  }

  private static func buttons(_ registry: Registry) {
    registry.type("Button", module: "SwiftUI", conformances: ["View"], doc: swiftUI("button")) { type in
      type.initializer("init(_ title: String, action: @escaping () -> Void)") { call in
        Content.viewValue(.button(label: .text(try call.text(0)), action: try call.function(1)), "Button")
      }
      type.initializer("init(_ title: String, role: ButtonRole?, action: @escaping () -> Void)") { call in
        Content.viewValue(.button(label: .text(try call.text(0)), action: try call.function(2)), "Button")
      }
      type.initializer("init(_ title: String, systemImage: String, action: @escaping () -> Void)") { call in
        Content.viewValue(.button(label: .text(try call.text(0)), action: try call.function(2)), "Button")
      }
      type.initializer("init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)") { call in
        Content.viewValue(.button(label: try call.build(1), action: try call.function(0)), "Button")
      }
      type.initializer("init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label)") { call in
        Content.viewValue(.button(label: try call.build(2), action: try call.function(1)), "Button")
      }
    }
    registry.type("ButtonRole", module: "SwiftUI", doc: swiftUI("buttonrole")) { $0.isDrawingOnly = true }
  }

  /// Views drawn as their children: stacks, groups, forms, navigation and the like.
  private static func containers(_ registry: Registry) {
    let stacks = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack"]
    for name in stacks {
      registry.type(name, module: "SwiftUI", conformances: ["View"], doc: swiftUI(name.lowercased())) { type in
        type.initializer("init(alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)") { call in
          Content.viewValue(.container(name, [try call.build(2)]), name)
        }
      }
    }
    let plain = [
      "Group", "Form", "ViewThatFits", "Grid", "GridRow", "ControlGroup",
      "List", "Section", "LazyVGrid", "LazyHGrid",
    ]
    for name in plain {
      registry.type(name, module: "SwiftUI", conformances: ["View"], doc: swiftUI(name.lowercased())) { type in
        type.initializer("init(@ViewBuilder content: () -> Content)") { call in
          Content.viewValue(.container(name, [try call.build(0)]), name)
        }
      }
    }
    registry.type("ScrollView", module: "SwiftUI", conformances: ["View"], doc: swiftUI("scrollview")) { type in
      type.initializer("init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)") { call in
        Content.viewValue(.container("ScrollView", [try call.build(2)]), "ScrollView")
      }
    }
    for name in ["Section", "GroupBox", "Menu", "DisclosureGroup"] {
      registry.type(name, module: "SwiftUI", conformances: ["View"], doc: swiftUI(name.lowercased())) { type in
        type.initializer("init(_ title: String, @ViewBuilder content: () -> Content)") { call in
          Content.viewValue(.container(name, [.text(try call.text(0)), try call.build(1)]), name)
        }
        type.initializer("init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header)") { call in
          Content.viewValue(.container(name, [try call.build(1), try call.build(0)]), name)
        }
        type.initializer("init(header: Header, @ViewBuilder content: () -> Content)") { call in
          Content.viewValue(.container(name, [try call.view(0), try call.build(1)]), name)
        }
      }
    }
    registry.type("NavigationSplitView", module: "SwiftUI", conformances: ["View"], doc: swiftUI("navigationsplitview")) { type in
      type.initializer("init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)") { call in
        Content.viewValue(.container("NavigationSplitView", [try call.build(0), try call.build(1)]), "NavigationSplitView")
      }
    }
    registry.type("GeometryReader", module: "SwiftUI", conformances: ["View"], doc: swiftUI("geometryreader")) { type in
      type.initializer("init(@ViewBuilder content: (GeometryProxy) -> Content)") { call in
        let proxy = Value.native(DrawingValue(typeName: "GeometryProxy", written: "GeometryProxy"))
        return Content.viewValue(.container("GeometryReader", [try call.build(0, [proxy])]), "GeometryReader")
      }
    }
    registry.type("GeometryProxy", module: "SwiftUI", doc: swiftUI("geometryproxy")) { $0.isDrawingOnly = true }
    registry.type("Label", module: "SwiftUI", conformances: ["View"], doc: swiftUI("label")) { type in
      type.initializer("init(_ title: String, systemImage: String)") { call in
        Content.viewValue(.container("Label", [.text(try call.text(0))]), "Label")
      }
      type.initializer("init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)") { call in
        Content.viewValue(.container("Label", [try call.build(0), try call.build(1)]), "Label")
      }
    }
    registry.type("Toggle", module: "SwiftUI", conformances: ["View"], doc: swiftUI("toggle")) { type in
      // A tap on the toggle flips its binding (Apple, Toggle: "a control that toggles between
      // on and off states"); the screen shows it as a button with its label.
      type.initializer("init(_ title: String, isOn: Binding<Bool>)") { call in
        Content.viewValue(.button(label: .text(try call.text(0)), action: try flip(call, call[1])), "Toggle")
      }
      type.initializer("init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label)") { call in
        Content.viewValue(.button(label: try call.build(1), action: try flip(call, call[0])), "Toggle")
      }
    }
    registry.type("Picker", module: "SwiftUI", conformances: ["View"], doc: swiftUI("picker")) { type in
      type.initializer("init<SelectionValue>(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)") { call in
        Content.viewValue(.container("Picker", [.text(try call.text(0)), try call.build(2)]), "Picker")
      }
    }
    registry.type("Link", module: "SwiftUI", conformances: ["View"], doc: swiftUI("link")) { type in
      type.initializer("init(_ title: String, destination: URL)") { call in
        Content.viewValue(.container("Link", [.text(try call.text(0))]), "Link")
      }
    }
    registry.type("ContentUnavailableView", module: "SwiftUI", conformances: ["View"], doc: swiftUI("contentunavailableview")) { type in
      type.initializer("init(_ title: String, systemImage: String, description: Text? = nil)") { call in
        var children: [ViewContent] = [.text(try call.text(0))]
        if case .native = call[2] { children.append(try call.view(2)) }
        return Content.viewValue(.container("ContentUnavailableView", children), "ContentUnavailableView")
      }
    }
    registry.type("ProgressView", module: "SwiftUI", conformances: ["View"], doc: swiftUI("progressview")) { type in
      type.initializer("init()") { _ in Content.viewValue(.leaf("ProgressView"), "ProgressView") }
      type.initializer("init(_ title: String)") { call in
        Content.viewValue(.container("ProgressView", [.text(try call.text(0))]), "ProgressView")
      }
      type.initializer("init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)") { _ in
        Content.viewValue(.leaf("ProgressView"), "ProgressView")
      }
    }
  }
  /// What a tap on a `Toggle` does: its binding becomes the opposite of what it holds.
  private static func flip(_ call: NativeCall, _ value: Value) throws -> FunctionValue? {
    guard let binding = value.native(as: BindingValue.self) else {
      throw InterpreterError.notModelled("'Toggle(isOn:)' with \(TypeNames.describe(value))", at: call.location)
    }
    let made = call.interpreter.builtinFunction("Toggle") { _, _, _ in
      try binding.set(.bool(!(try binding.get().asBool ?? false)))
      return .void
    }
    guard case .function(let function) = made else { return nil }
    return function
  }
}

/// The types of content a builder or modifier makes (`ModifiedContent`, `TupleView` …): views
/// (or scenes) whose members are the protocol's.
enum SwiftUICarriers {
  static func register(in registry: Registry) {
    for name in ["ModifiedContent", "TupleView", "_ConditionalContent", "_ViewModifier_Content"] {
      registry.type(name, module: "SwiftUI", conformances: ["View"], doc: swiftUI(name.lowercased()))
    }
    for name in ["TupleScene", "ModifiedScene", "_ConditionalScene"] {
      registry.type(name, module: "SwiftUI", conformances: ["Scene"], doc: swiftUI("scene"))
    }
  }
}
