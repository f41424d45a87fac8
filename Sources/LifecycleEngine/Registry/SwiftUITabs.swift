import SwiftInterpreter
import Transcript

/// `TabView`, `.tabItem` and `.tag`: the tabs a TabView shows one at a time, selected by a tap
/// on a tab's label (see `TabSelection` for the rules).
enum SwiftUITabs {
  static func register(in registry: Registry) {
    registry.type("TabView", module: "SwiftUI", conformances: ["View"], doc: swiftUI("tabview")) { type in
      type.initializer("init(@ViewBuilder content: () -> Content)") { call in
        Content.viewValue(.tabView(TabViewSpec(tabs: try tabs(of: try call.build(0), call), selection: nil)), "TabView")
      }
      type.initializer("init<SelectionValue>(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)") { call in
        let binding = call[0].unwrapped?.native(as: BindingValue.self) ?? call[0].native(as: BindingValue.self)
        return Content.viewValue(.tabView(TabViewSpec(tabs: try tabs(of: try call.build(1), call), selection: binding)), "TabView")
      }
    }
    registry.type("View", module: "SwiftUI", kind: .protocolType, doc: swiftUI("view")) { type in
      type.method("func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View", doc: swiftUI("view/tabitem(_:)")) { call in
        Content.viewValue(.modified(try call.receiverView(), .tabItem(try call.build(0))), "ModifiedContent")
      }
      type.method("func tag<V: Hashable>(_ tag: V) -> some View", doc: swiftUI("view/tag(_:)")) { call in
        Content.viewValue(.modified(try call.receiverView(), .tag(call[0])), "ModifiedContent")
      }
    }
  }

  /// The TabView's children, each a tab: its label is its `.tabItem`'s text, its tag its `.tag`.
  private static func tabs(of content: ViewContent, _ call: NativeCall) throws -> [TabViewSpec.Tab] {
    var children: [ViewContent] = []
    func flatten(_ content: ViewContent) {
      switch content {
      case .container("TupleView", let items), .container("Group", let items): items.forEach(flatten)
      case .forEach(let items): items.forEach { flatten($0.content) }
      case .empty: break
      default: children.append(content)
      }
    }
    flatten(content)
    return children.map { child in
      var tab = TabViewSpec.Tab(tag: nil, label: "", content: child)
      var current = child
      while case .modified(let inner, let modifier) = current {
        switch modifier {
        case .tabItem(let label): tab.label = texts(label).joined(separator: " ")
        case .tag(let value): tab.tag = value
        default: break
        }
        current = inner
      }
      return tab
    }
  }

  private static func texts(_ content: ViewContent) -> [String] {
    switch content {
    case .text(let text): [text]
    case .container(_, let items): items.flatMap(texts)
    case .modified(let inner, _), .conditional(_, let inner): texts(inner)
    default: []
    }
  }
}
