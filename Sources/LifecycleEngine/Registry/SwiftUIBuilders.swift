import SwiftInterpreter
import Transcript

/// `ViewBuilder`, `ToolbarContentBuilder` and `SceneBuilder`: how a body's statements become one piece of content.
///
/// A branch of `if`/`switch` keeps its identity (`buildEither(first:)` against `second:`), so
/// the view graph can tell one branch's views from another's.
enum SwiftUIBuilders {
  static func register(in registry: Registry) {
    registry.type("ViewBuilder", module: "SwiftUI", doc: swiftUI("viewbuilder")) { type in
      viewBuilding(type)
    }
    // Apple, ToolbarContentBuilder: "Constructs a toolbar item set from multi-expression
    // closures." The engine draws toolbar items as views after the content they decorate (see
    // `ToolbarItem`), so a property or function written with this builder combines its items
    // as a view builder combines views; `ToolbarContent` is the protocol its result is written as.
    registry.type("ToolbarContentBuilder", module: "SwiftUI", doc: swiftUI("toolbarcontentbuilder")) { type in
      viewBuilding(type)
    }
    registry.type("ToolbarContent", module: "SwiftUI", kind: .protocolType, doc: swiftUI("toolbarcontent"))
    registry.type("SceneBuilder", module: "SwiftUI", doc: swiftUI("scenebuilder")) { type in
      type.isResultBuilder = true
      type.staticMethod("static func buildBlock(_ components: Scene...) -> some Scene") { call in
        guard case .array(let items) = call[0] else { return Content.sceneValue(.group([]), "TupleScene") }
        let scenes = try items.elements.map { try Content.scene($0, call.interpreter, at: call.location) }
        if scenes.count == 1 { return Content.sceneValue(scenes[0], "Scene") }
        return Content.sceneValue(.group(scenes), "TupleScene")
      }
      type.staticMethod("static func buildOptional(_ component: Scene?) -> some Scene") { call in
        if case .none = call[0] { return Content.sceneValue(.group([]), "_ConditionalScene") }
        return Content.sceneValue(try Content.scene(call[0], call.interpreter, at: call.location), "_ConditionalScene")
      }
      type.staticMethod("static func buildEither(first component: Scene) -> some Scene") { call in
        Content.sceneValue(try Content.scene(call[0], call.interpreter, at: call.location), "_ConditionalScene")
      }
      type.staticMethod("static func buildEither(second component: Scene) -> some Scene") { call in
        Content.sceneValue(try Content.scene(call[0], call.interpreter, at: call.location), "_ConditionalScene")
      }
    }
  }

  /// A view builder's static methods: blocks, optionals, branches that keep their identity.
  private static func viewBuilding(_ type: NativeType) {
    type.isResultBuilder = true
    type.staticMethod("static func buildBlock(_ components: View...) -> some View") { call in
      guard case .array(let items) = call[0] else { return Content.viewValue(.empty, "EmptyView") }
      let contents = try items.elements.map { try Content.view($0, call.interpreter, at: call.location) }
      if contents.count == 1 { return Content.viewValue(contents[0], "View") }
      return Content.viewValue(contents.isEmpty ? .empty : .container("TupleView", contents), "TupleView")
    }
    type.staticMethod("static func buildOptional(_ component: View?) -> some View") { call in
      if case .none = call[0] { return Content.viewValue(.conditional(branch: -1, .empty), "_ConditionalContent") }
      return Content.viewValue(.conditional(branch: 0, try call.view(0)), "_ConditionalContent")
    }
    type.staticMethod("static func buildEither(first component: View) -> some View") { call in
      Content.viewValue(.conditional(branch: 0, try call.view(0)), "_ConditionalContent")
    }
    type.staticMethod("static func buildEither(second component: View) -> some View") { call in
      Content.viewValue(.conditional(branch: 1, try call.view(0)), "_ConditionalContent")
    }
    type.staticMethod("static func buildLimitedAvailability(_ component: View) -> some View") { call in
      Content.viewValue(try call.view(0), "AnyView")
    }
  }
}
