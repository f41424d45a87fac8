import SwiftInterpreter

/// The App, or a scene type of the program's, placed in the app's scene tree.
final class SceneNode: GraphNode {
  let type: UserType
  /// Where it sits in the scene tree; its windows are those of the groups below this place.
  let place: ContentPath
  var body: SceneContent?
  var children: [(path: ContentPath, node: SceneNode)] = []
  /// Values set with `.environment(…)` by the scenes around this one.
  var environment: [String: Value] = [:]

  init(type: UserType, place: ContentPath) {
    self.type = type
    self.place = place
    super.init(name: "'\(type.name)'")
  }

  /// This node and every scene node below it, parents first.
  var subtree: [SceneNode] {
    var nodes: [SceneNode] = []
    appendSubtree(to: &nodes)
    return nodes
  }

  private func appendSubtree(to nodes: inout [SceneNode]) {
    nodes.append(self)
    for child in children { child.node.appendSubtree(to: &nodes) }
  }
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
