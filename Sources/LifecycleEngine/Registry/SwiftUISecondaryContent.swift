import SwiftInterpreter
import Transcript

/// Modifiers that take views: overlays, backgrounds, toolbars and safe-area insets put their
/// views in the graph (built, appearing, shown, tappable); context menus and swipe actions
/// build theirs but never show them (the engine has no long press or swipe); a mask's views
/// are only drawn.
///
/// Every closure here is non-escaping in Apple's signatures, so SwiftUI calls it while the
/// modifier is applied, that is while the body runs: the engine builds it then too.
enum SwiftUISecondaryContent {
  static func register(in registry: Registry) {
    registry.type("View", module: "SwiftUI", kind: .protocolType, doc: swiftUI("view")) { type in
      layered(type)
      toolbar(type)
      hiddenMenus(type)
      mask(type)
    }
    toolbarItems(in: registry)
  }

  private static func secondary(_ call: NativeCall, _ kind: SecondaryContent.Kind, _ content: ViewContent) throws -> Value {
    let spec = SecondaryContent(kind: kind, content: content, location: call.location)
    return Content.viewValue(.modified(try call.receiverView(), .secondary(spec)), "ModifiedContent")
  }

  private static func drawn(_ call: NativeCall, _ name: String) throws -> Value {
    Content.viewValue(.modified(try call.receiverView(), .visual(name)), "ModifiedContent")
  }

  /// `overlay` and `background` with views, and `safeAreaInset`: the views are part of the
  /// graph; with a colour, a material or a shape style they only draw.
  private static func layered(_ type: NativeType) {
    for (name, kind) in [("overlay", SecondaryContent.Kind.overlay), ("background", .background)] {
      type.method("func \(name)<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View",
        doc: swiftUI("view/\(name)(alignment:content:)")) { call in
        try secondary(call, kind, try call.build(1))
      }
      // `overlay(Text("…"), alignment:)`, `background(Color.red)`, `background(.thinMaterial, in: Capsule())`,
      // `background(ignoresSafeAreaEdges:)`: a view argument is content, a drawing value is drawn
      // (Apple, View.overlay(_:alignment:) "Layers a secondary view in front of this view").
      type.anyArgumentsMethod("func \(name)(_ arguments: Any...) -> some View", doc: swiftUI("view/\(name)(_:alignment:)")) { call in
        guard case .array(let arguments) = call[0] else { return try drawn(call, name) }
        if arguments.elements.contains(where: { if case .function = $0 { true } else { false } }) {
          throw InterpreterError.notModelled(".\(name) with this closure", at: call.location)
        }
        // Only the first argument can be the views; `in: Capsule()` is a shape to fill.
        if let first = arguments.elements.first, isView(first) {
          return try secondary(call, kind, try Content.view(first, call.interpreter, at: call.location))
        }
        return try drawn(call, name)
      }
    }
    type.method("func safeAreaInset<V: View>(edge: Edge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View",
      doc: swiftUI("view/safeareainset(edge:alignment:spacing:content:)-4s51l")) { call in
      try secondary(call, .safeAreaInset, try call.build(3))
    }
  }

  /// A value that is a view and not only a drawing: SwiftUI content or a view of the program.
  /// A `Color`, a gradient or a material is a drawing value (`background(.red)` draws).
  private static func isView(_ value: Value) -> Bool {
    switch value {
    case .native(let native): return native is ViewValue
    case .structure(let structure): return structure.type.conforms(to: "View")
    default: return false
    }
  }

  /// `.toolbar { … }`: its items are shown in the navigation bar of the stack around them.
  private static func toolbar(_ type: NativeType) {
    type.method("func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View",
      doc: swiftUI("view/toolbar(content:)-7vdkx")) { call in
      try secondary(call, .toolbar, try call.build(0))
    }
    type.method("func toolbar<Content: ToolbarContent>(id: String, @ViewBuilder content: () -> Content) -> some View",
      doc: swiftUI("view/toolbar(id:content:)")) { call in
      try secondary(call, .toolbar, try call.build(1))
    }
    // `.toolbar(.hidden, for: .tabBar)` and the like: they only change what is drawn.
    withoutViews(type, "toolbar", doc: "view/toolbar(_:for:)")
  }

  /// The other forms of a modifier (`.toolbar(.hidden, for: .tabBar)`): drawn, as long as no
  /// closure of views is among their arguments.
  private static func withoutViews(_ type: NativeType, _ name: String, doc: String) {
    type.anyArgumentsMethod("func \(name)(_ arguments: Any...) -> some View", doc: swiftUI(doc)) { call in
      if case .array(let arguments) = call[0], arguments.elements.contains(where: { if case .function = $0 { true } else { false } }) {
        throw InterpreterError.notModelled(".\(name) with this closure", at: call.location)
      }
      return try drawn(call, name)
    }
  }

  /// `ToolbarItem` and `ToolbarItemGroup`: their content, as views of the toolbar. The engine
  /// lists toolbar items after the content they decorate, whatever their placement.
  private static func toolbarItems(in registry: Registry) {
    registry.type("ToolbarItem", module: "SwiftUI", conformances: ["ToolbarContent"], doc: swiftUI("toolbaritem")) { type in
      type.initializer("init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)",
        doc: swiftUI("toolbaritem/init(placement:content:)")) { call in
        Content.viewValue(.container("ToolbarItem", [try call.build(1)]), "ToolbarItem")
      }
      type.initializer("init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)",
        doc: swiftUI("toolbaritem/init(id:placement:content:)")) { call in
        Content.viewValue(.container("ToolbarItem", [try call.build(2)]), "ToolbarItem")
      }
    }
    registry.type("ToolbarItemGroup", module: "SwiftUI", conformances: ["ToolbarContent"], doc: swiftUI("toolbaritemgroup")) { type in
      type.initializer("init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)",
        doc: swiftUI("toolbaritemgroup/init(placement:content:)")) { call in
        Content.viewValue(.container("ToolbarItemGroup", [try call.build(1)]), "ToolbarItemGroup")
      }
    }
  }

  /// `contextMenu` and `swipeActions`: their buttons are built with the body (the closure is
  /// non-escaping) but shown only after a long press or a swipe, events the engine does not
  /// have: they never appear and cannot be tapped.
  private static func hiddenMenus(_ type: NativeType) {
    type.method("func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View",
      doc: swiftUI("view/contextmenu(menuitems:)")) { call in
      _ = try call.build(0)
      return try drawn(call, "contextMenu")
    }
    type.method("func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View",
      doc: swiftUI("view/contextmenu(menuitems:preview:)")) { call in
      _ = try call.build(0)
      _ = try call.build(1)
      return try drawn(call, "contextMenu")
    }
    type.method("func swipeActions<T: View>(edge: Edge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View",
      doc: swiftUI("view/swipeactions(edge:allowsfullswipe:content:)")) { call in
      _ = try call.build(2)
      return try drawn(call, "swipeActions")
    }
    withoutViews(type, "contextMenu", doc: "view/contextmenu(menuitems:)")
    withoutViews(type, "swipeActions", doc: "view/swipeactions(edge:allowsfullswipe:content:)")
  }

  /// `mask`: its views give only the shape of what shows. Views in it that would act (a view
  /// of the program, `onAppear`, `task` …) are refused: Apple does not say whether they appear.
  private static func mask(_ type: NativeType) {
    type.method("func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View",
      doc: swiftUI("view/mask(alignment:_:)")) { call in
      try masked(call, try call.build(1))
    }
    type.method("func mask<Mask: View>(_ mask: Mask) -> some View", doc: swiftUI("view/mask(_:)")) { call in
      try masked(call, isView(call[0]) ? try call.view(0) : .empty)
    }
  }

  private static func masked(_ call: NativeCall, _ content: ViewContent) throws -> Value {
    if content.acts { throw InterpreterError.notModelled(".mask with views that act", at: call.location) }
    return try drawn(call, "mask")
  }
}
