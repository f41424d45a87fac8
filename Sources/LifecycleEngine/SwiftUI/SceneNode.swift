import SwiftReader

/// The App, or a scene type of the program's, placed in the app's scene tree.
final class SceneNode: GraphNode {
  let type: TypeInfo
  /// Where it sits in the scene tree; its windows are those of the groups below this place.
  let place: ContentPath
  var body: SceneContent?
  var children: [(path: ContentPath, node: SceneNode)] = []
  /// Values set with `.environment(…)` by the scenes around this one.
  var environment: [String: Value] = [:]

  init(type: TypeInfo, place: ContentPath) {
    self.type = type
    self.place = place
    super.init(name: "'\(type.name)'")
  }

  /// This node and every scene node below it, parents first.
  var subtree: [SceneNode] { [self] + children.flatMap(\.node.subtree) }
}

/// A `WindowGroup` as the scene tree holds it: its latest content closure, and whether that
/// closure reads the scene (or App) that made it.
final class WindowGroupState {
  let place: ContentPath
  var spec: WindowGroupSpec
  /// Whether the content reads a property of the type whose body made the group: then each
  /// new body of that type makes the windows' root views again (lesson 6, steps 4 and 6).
  var readsOwner: Bool
  weak var owner: SceneNode?
  /// Values set with `.environment(…)` on the scenes around the group.
  var environment: [String: Value] = [:]

  init(place: ContentPath, spec: WindowGroupSpec, readsOwner: Bool, owner: SceneNode?) {
    self.place = place
    self.spec = spec
    self.readsOwner = readsOwner
    self.owner = owner
  }
}

extension Function {
  /// Whether a closure's code reads `self` or a member of `type` (a property or method of the
  /// App or scene whose body made it). Parameters and locals of the closure shadow members.
  func reads(membersOf type: TypeInfo) -> Bool {
    guard case .closure(let closure, _, _, _) = kind else { return true }
    var shadowed = Set((closure.parameters ?? []).flatMap { [$0.name, String($0.name.drop { $0 == "$" })] })
    for statement in closure.body {
      if case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind {
        for binding in variable.bindings {
          if case .identifier(let name) = binding.pattern.kind { shadowed.insert(name) }
        }
      }
    }
    var found = false
    for statement in closure.body {
      SyntaxWalker.visit(statement, intoClosures: true) { expr in
        if case .identifier(let name) = expr.kind, !shadowed.contains(name) {
          let bare = name.hasPrefix("$") ? String(name.dropFirst()) : name
          if name == "self" || type.declares(bare) { found = true }
        }
        return !found
      }
    }
    return found
  }
}
